import type { GameView } from '../../engine/index';
import { h, fill } from '../dom';
import { phaseText } from '../names';
import { panelTitle, type Panel, type PanelHost } from './panel';

// Panels with nothing to decide: waiting for the other side (or the raider AI), and game over.

export class WaitingPanel implements Panel {
  readonly el = h('div', { class: 'panel waiting' });
  constructor(
    private readonly host: PanelHost,
    private readonly text: string,
  ) {
    this.refresh();
  }
  refresh(): void {
    const v = this.host.view();
    fill(
      this.el,
      h('header', { class: 'panel-head' }, h('h2', {}, phaseText(v.phase))),
      h('p', { class: 'waiting-text', 'data-testid': 'waiting' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), this.text),
    );
  }
}

export class GameOverPanel implements Panel {
  readonly el = h('div', { class: 'panel game-over' });
  constructor(
    private readonly host: PanelHost,
    private readonly onShow: () => void,
    private readonly onNew: () => void,
  ) {
    this.refresh();
  }
  refresh(): void {
    const v: GameView = this.host.view();
    fill(
      this.el,
      panelTitle(this.host, 'Game over', '12.15'),
      h('p', { class: 'verdict' }, v.result?.level ?? ''),
      h('p', {}, `Confederate ${v.vp.confederate} VP, Federal ${v.vp.federal} VP, net ${v.result?.net ?? ''}.`),
      h(
        'div',
        { class: 'actions' },
        h('button', { type: 'button', class: 'btn', onclick: this.onShow }, 'The score in detail'),
        h('button', { type: 'button', class: 'btn primary', onclick: this.onNew }, 'New game'),
      ),
    );
  }
}
