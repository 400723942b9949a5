import type { DecisionOption, PendingDecision } from '../../engine/index';
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
const RULE: Record<PendingDecision['kind'], string> = { search: '6.1', spotted: '6.13', runBlockade: '7.21', avoid: '6.13', damage: '4.51' };

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** What a choice without a roll does (issue 16: every choice says what comes of it). */
const NO_ROLL: Record<string, string> = {
  pass: 'no search: the raider goes on unseen (6.12)',
  port: 'no roll: the raider shelters in a neutral port and is blockaded there; its activity ends (4.42, 7.2)',
};

export class DecisionPanel implements Panel {
  readonly el = h('div', { class: 'panel decision', role: 'dialog', 'aria-label': 'Decision' });
  readonly modal = true;
  constructor(private readonly host: PanelHost) {
    const area = host.view().activity?.pending?.detail.area;
    if (area) host.centerOn(area);
    this.refresh();
  }

  refresh(): void {
    const { host } = this;
    const v = host.view();
    const p = v.activity?.pending;
    if (!p) { fill(this.el); return; }
    // The options, with their odds off the tables, are the engine's (legalActions).
    const a = host.actions();
    const options: DecisionOption[] = a.kind === 'decision' ? a.decision.options : p.options.map((choice) => ({ choice }));
    const d = p.detail;
    // 4.5: a squadron is named by all its ships.
    const squadron = p.kind === 'search' ? undefined : p.detail.squadron;
    const raider = squadron && squadron.length > 1 ? `squadron of the ${squadron.map((id) => shipName(host.data, id)).join(' and ')}` : d.ship ? shipName(host.data, d.ship) : 'the raider';
    const eces = (p.kind === 'spotted' || p.kind === 'runBlockade') && p.detail.eces;
    const foe = eces ? 'an emergency search ship' : (p.kind === 'search' ? [] : p.detail.foe).map((id) => shipName(host.data, id)).join(' and ');
    const c = d.ship ? host.data.confederate[d.ship] : undefined;
    let what: string;
    switch (p.kind) {
      case 'damage':
        what = p.side === 'federal'
          ? `Your guns score ${p.detail.damage} damage on the ${raider} in ${d.area}. Choose the ship that takes it.`
          : `The ${raider}'s guns score ${p.detail.damage} damage on the Federal squadron (${foe}) in ${d.area}. Choose the ship that takes it.`;
        break;
      case 'search': what = `The ${raider} enters ${d.area}. Your ships there (${p.detail.searchers.map((u) => u.map((id) => shipName(host.data, id)).join(' + ')).join('; ')}) may search for it.`; break;
      case 'avoid': what = `${foe} has spotted the ${raider} in ${d.area}; the raider chose to ${p.detail.choice}. Its gunnery is ${p.detail.raiderGunnery}.`; break;
      case 'runBlockade': what = `The ${raider} is breaking out past ${foe} in ${d.area} (gunnery ${p.detail.foeGunnery}, speed ${p.detail.foeSpeed}).`; break;
      case 'spotted': what = `The ${raider}${c ? ` (${c.gunnery}-${c.defense}-${c.movement})` : ''} is spotted in ${d.area} by ${foe} (gunnery ${p.detail.foeGunnery}, speed ${p.detail.foeSpeed}).`; break;
    }
    fill(this.el,
      panelTitle(host, p.side === 'federal' ? 'Federal decision' : 'Confederate decision', RULE[p.kind]),
      h('p', {}, what),
      p.kind === 'damage' ? h('p', { class: 'small muted' }, 'The first choice is the standing order\'s (or the usual) pick.') : null,
      h('div', { class: 'choices' }, options.map((o, i) => h('button', { type: 'button', class: `btn${i === 0 ? ' primary' : ''}`, 'data-choice': o.choice, title: o.odds ? `${o.odds.what}: ${pct(o.odds.chance)} (${o.odds.rule})` : '', onclick: () => host.send({ type: 'decide', side: p.side, choice: o.choice }) },
        p.kind === 'damage' ? this.target(o.choice, o.sinks ?? false) : LABEL[o.choice] ?? o.choice,
        o.odds ? h('span', { class: 'small odds', 'data-odds': String(o.odds.chance) }, ` · ${pct(o.odds.chance)}`) : null))),
      // The odds of each choice in words, exact off the tables (legalActions' decision part).
      p.kind === 'damage' ? null : h('ul', { class: 'odds-list small', 'data-testid': 'decision-odds' }, options.map((o) => h('li', { 'data-odds-for': o.choice },
        h('b', {}, LABEL[o.choice] ?? o.choice), ': ',
        o.odds ? `${pct(o.odds.chance)} that ${o.odds.what} (${o.odds.rule})` : NO_ROLL[o.choice] ?? 'no roll'))),
    );
  }

  /** 4.51: a ship that may take the damage, with what it has left (8.13) and whether it sinks (the engine's word). */
  private target(id: string, sinks: boolean): string {
    const v = this.host.view();
    const data = this.host.data;
    const f = data.federal[id], c = data.confederate[id];
    const taken = f ? v.federal[id]?.damage ?? 0 : v.confederate[id]?.damage ?? 0;
    const defense = (f ?? c)?.defense ?? 0;
    const left = defense - taken;
    return `${shipName(data, id)} (${left} of ${defense} left${sinks ? ': sinks' : ''})`;
  }
}
