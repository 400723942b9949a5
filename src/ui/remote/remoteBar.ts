import { h, fill } from '../dom';
import { SIDE_NAME } from '../names';
import type { RemoteClient } from '../../remote/client';
import type { ScreenTurn } from './paceClock';

// The top bar's part of a game played apart (docs/remote-play.md): whose move it is, the pace's
// clock, the relay connection and the public hash both players compare. Hidden in a game on one
// device; the game screen places the elements and tells this what to show.

export class RemoteBar {
  /** Whose move it is, and (online) the clock of the move under way beside it (issue 34.6). */
  readonly turnEl = h('div', { class: 'whose-move', 'data-testid': 'whose-move', hidden: true });
  readonly paceSlot = h('div', { class: 'pace-slot' });
  /** Online: the relay connection. */
  readonly carrierEl = h('div', { class: 'carrier', 'data-testid': 'carrier', hidden: true });
  /** The public hash both players compare. */
  readonly hashEl = h('div', { class: 'remote-hash', 'data-testid': 'remote-hash', hidden: true });

  /** Whose move it is now; a game that cannot go on (`halted`, issue 44.1) never looks as if it waited. */
  showTurn(c: RemoteClient, halted: boolean): ScreenTurn {
    const st = c.status();
    const other = SIDE_NAME[c.side === 'federal' ? 'confederate' : 'federal'];
    this.turnEl.hidden = false;
    this.turnEl.className = `whose-move ${st === 'yourTurn' ? 'mine' : ''}`;
    const turn: ScreenTurn = halted ? 'stopped' : st === 'yourTurn' ? 'mine' : st === 'over' ? 'over' : 'theirs';
    // Moves made while this side's last message is unanswered wait for the reply (46.2): say they are kept.
    const kept = turn === 'theirs' && c.movesAwaitReply ? '; yours go out when the reply comes' : '';
    this.turnEl.textContent =
      turn === 'stopped' ? 'Game stopped' : turn === 'mine' ? 'Your move' : turn === 'over' ? 'Game over' : `The ${other}'s move${kept}`;
    this.turnEl.title = this.turnEl.textContent; // the whole line, where a narrow bar ends it in an ellipsis
    return turn;
  }

  /** The public game hash, and whether the other player's last message reported the same. */
  showHash(c: RemoteClient): void {
    const mine = c.hash ?? '';
    const same = c.theirHash === mine;
    this.hashEl.hidden = false;
    this.hashEl.title = `Game hash ${mine}: both players see the same one whenever their games stand at the same point.`;
    fill(
      this.hashEl,
      h('span', { class: 'small hash-words' }, 'Game hash '),
      h('code', { 'data-testid': 'hash-value' }, mine.slice(0, 16)),
      // A tight bar (48.4) keeps the tick alone; the words stay for a screen reader.
      h('span', { class: `small ${same ? 'ok' : 'muted'}` }, same ? [' ✓', h('span', { class: 'hash-words' }, " same as the other player's")] : ''),
    );
  }

  /** The relay connection (null: not online). */
  showCarrier(state: { text: string; kind: 'ok' | 'warn' | 'error' } | null): void {
    this.carrierEl.hidden = !state;
    if (!state) return;
    this.carrierEl.className = `carrier ${state.kind}`;
    this.carrierEl.textContent = state.text;
  }

  /** The pace's clock (null: none). */
  showPace(el: HTMLElement | null): void {
    if (el ? this.paceSlot.firstChild !== el : this.paceSlot.firstChild) fill(this.paceSlot, el);
  }
}
