import { h, fill } from '../dom';
import { shipName } from '../names';
import { panelTitle, type Panel, type PanelHost } from './panel';

// A decision the Activity Phase stops for (6.1, 6.13, 7.21): search or not, fight, escape or
// shelter, engage or avoid. The options are the engine's; this dialog only explains them.

const LABEL: Record<string, string> = {
  search: 'Search for it', pass: 'Let it pass',
  fight: 'Fight', escape: 'Try to escape', port: 'Enter port and accept blockade',
  engage: 'Engage', avoid: 'Try to avoid battle',
};
const RULE: Record<string, string> = { search: '6.1', spotted: '6.13', runBlockade: '7.21', avoid: '6.13' };

export class DecisionPanel implements Panel {
  readonly el = h('div', { class: 'panel decision', role: 'dialog', 'aria-label': 'Decision' });
  readonly modal = true;
  constructor(private readonly host: PanelHost) {
    const area = (host.view().activity?.pending?.detail as { area?: string } | undefined)?.area;
    if (area) host.centerOn(area);
    this.refresh();
  }

  refresh(): void {
    const { host } = this;
    const v = host.view();
    const p = v.activity?.pending;
    if (!p) { fill(this.el); return; }
    const d = p.detail as { ship?: string; area?: string; foe?: string[]; searchers?: string[][]; eces?: boolean; foeGunnery?: number; foeSpeed?: number; choice?: string; raiderGunnery?: number };
    const raider = d.ship ? shipName(host.data, d.ship) : 'the raider';
    const foe = d.eces ? 'an emergency search ship' : (d.foe ?? []).map((id) => shipName(host.data, id)).join(' and ');
    const c = d.ship ? host.data.confederate[d.ship] : undefined;
    const what = p.kind === 'search' ? `The ${raider} enters ${d.area}. Your ships there (${(d.searchers ?? []).map((u) => u.map((id) => shipName(host.data, id)).join(' + ')).join('; ')}) may search for it.`
      : p.kind === 'avoid' ? `${foe} has spotted the ${raider} in ${d.area}; the raider chose to ${d.choice}. Its gunnery is ${d.raiderGunnery ?? '?'}.`
        : p.kind === 'runBlockade' ? `The ${raider} is breaking out past ${foe} in ${d.area} (gunnery ${d.foeGunnery}, speed ${d.foeSpeed}).`
          : `The ${raider}${c ? ` (${c.gunnery}-${c.defense}-${c.movement})` : ''} is spotted in ${d.area} by ${foe} (gunnery ${d.foeGunnery}, speed ${d.foeSpeed}).`;
    fill(this.el,
      panelTitle(host, p.side === 'federal' ? 'Federal decision' : 'Confederate decision', RULE[p.kind] ?? '6.13'),
      h('p', {}, what),
      h('div', { class: 'choices' }, p.options.map((o, i) => h('button', { type: 'button', class: `btn${i === 0 ? ' primary' : ''}`, 'data-choice': o, onclick: () => host.send({ type: 'decide', side: p.side, choice: o }) }, LABEL[o] ?? o))),
    );
  }
}
