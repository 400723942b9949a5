import type { DecisionOption, DecisionOdds, PendingDecision } from '../../engine/index';
import { h, fill } from '../dom';
import { shipName } from '../names';
import { panelTitle, type Panel, type PanelHost } from './panel';

// A decision the Activity Phase stops for (6.1, 6.13, 7.21): search or not, fight, escape or
// shelter, engage or avoid. The options are the engine's; this dialog only explains them.

const LABEL: Record<string, string> = {
  search: 'Search for it',
  pass: 'Let it pass',
  fight: 'Fight',
  escape: 'Try to escape',
  port: 'Enter port and accept blockade',
  engage: 'Engage',
  avoid: 'Try to avoid battle',
  reroll: 'Semmes rerolls it',
  accept: 'Keep the die',
};
const RULE: Record<PendingDecision['kind'], string> = { search: '6.1', spotted: '6.13', runBlockade: '7.21', avoid: '6.13', damage: '4.51', semmes: '11.74' };

/** 11.74: the table whose die Semmes may have rolled again, as the question names it. */
const SEMMES_TABLE = { raid: 'raid die (Raid Table, 5.11)', escape: 'escape die (Escape Table, 6.21)', blockade: 'blockade die (7.11)' } as const;

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** What a choice without a roll does (issue 16: every choice says what comes of it). */
const NO_ROLL: Record<string, string> = {
  pass: 'no search: the raider goes on unseen (6.12)',
  port: 'no roll: the raider shelters in a neutral port and is blockaded there; its activity ends (4.42, 7.2)',
  accept: "the die stands; Semmes' reroll stays unused this turn (11.74)",
};

/** A choice's odds as the player choosing reads them: their own chance, in words. */
export interface ActorOdds {
  chance: number;
  rule: string;
  short: string;
  long: string;
}

/**
 * Issue 35.5: the odds of a choice, always as the chance of the player who chooses (the engine
 * gives some as the other side's: engaging a raider that escapes carries the raider's chance to
 * escape, 6.21; engaging one that fights, the raider's chance to win, 8.12). `short` follows
 * the percentage on the button ("17% to spot it"); `long` the list below.
 */
export function actorOdds(p: PendingDecision, choice: string, odds: DecisionOdds | undefined): ActorOdds | null {
  if (!odds) return null;
  const r = (chance: number, short: string, long: string): ActorOdds => ({ chance, rule: odds.rule, short, long });
  switch (p.kind) {
    case 'search':
      return r(odds.chance, 'to spot it', 'your search spots the raider');
    case 'spotted':
    case 'runBlockade':
      return choice === 'escape'
        ? r(odds.chance, 'to escape', 'the raider escapes')
        : r(odds.chance, 'to win', 'the raider sinks its foe before it is sunk, fighting to the end');
    case 'avoid':
      // The Federal chooses; the raider chose to escape or to fight.
      if (choice === 'avoid')
        return odds.chance >= 1 ? r(1, 'no fight', 'both sides part without a fight') : r(odds.chance, 'to get away', 'your ship escapes the raider');
      return p.detail.choice === 'escape'
        ? r(1 - odds.chance, 'to catch it', 'the raider fails to escape and must fight')
        : r(1 - odds.chance, 'to sink it', 'the raider is sunk before it sinks your ship, fighting to the end');
    case 'semmes':
      return r(odds.chance, 'to succeed', odds.what);
    case 'damage':
      return null;
  }
}

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
    if (!p) {
      delete this.el.dataset.kind;
      fill(this.el);
      return;
    }
    this.el.dataset.kind = p.kind;
    // The options, with their odds off the tables, are the engine's (legalActions).
    const a = host.actions();
    const options: DecisionOption[] = a.kind === 'decision' ? a.decision.options : p.options.map((choice) => ({ choice }));
    const d = p.detail;
    // 4.5: a squadron is named by all its ships.
    const squadron = p.kind === 'search' ? undefined : p.detail.squadron;
    const raider =
      squadron && squadron.length > 1
        ? `squadron of the ${squadron.map((id) => shipName(host.data, id)).join(' and ')}`
        : d.ship
          ? shipName(host.data, d.ship)
          : 'the raider';
    const eces = (p.kind === 'spotted' || p.kind === 'runBlockade') && p.detail.eces;
    const foe = eces
      ? 'an emergency search ship'
      : (p.kind === 'search' || p.kind === 'semmes' ? [] : p.detail.foe).map((id) => shipName(host.data, id)).join(' and ');
    const c = d.ship ? host.data.confederate[d.ship] : undefined;
    let what: string;
    switch (p.kind) {
      case 'damage':
        what =
          p.side === 'federal'
            ? `Your guns score ${p.detail.damage} damage on the ${raider} in ${d.area}. Choose the ship that takes it.`
            : `The ${raider}'s guns score ${p.detail.damage} damage on the Federal squadron (${foe}) in ${d.area}. Choose the ship that takes it.`;
        break;
      case 'search':
        what = `The ${raider} enters ${d.area}. Your ships there (${p.detail.searchers.map((u) => u.map((id) => shipName(host.data, id)).join(' + ')).join('; ')}) may search for it.`;
        break;
      case 'avoid':
        what = `${foe} has spotted the ${raider} in ${d.area}; the raider chose to ${p.detail.choice}. Its gunnery is ${p.detail.raiderGunnery}.`;
        break;
      case 'runBlockade':
        what = `The ${raider} is breaking out past ${foe} in ${d.area} (gunnery ${p.detail.foeGunnery}, speed ${p.detail.foeSpeed}).`;
        break;
      case 'spotted':
        what = `The ${raider}${c ? ` (${c.gunnery}-${c.defense}-${c.movement})` : ''} is spotted in ${d.area} by ${foe} (gunnery ${p.detail.foeGunnery}, speed ${p.detail.foeSpeed}).`;
        break;
      case 'semmes': {
        // 4.5: in a squadron, the ship he commands is named.
        const aboard = squadron && squadron.length > 1 && v.semmes.status === 'aboard' ? `, aboard the ${shipName(host.data, v.semmes.ship)},` : '';
        what = `The ${raider}'s ${SEMMES_TABLE[p.detail.roll]} in ${d.area} came up ${p.detail.dice.join(' and ')}: a failure. Semmes${aboard} may have it rolled again, once this turn; the new die stands.`;
        break;
      }
    }
    fill(
      this.el,
      panelTitle(host, p.side === 'federal' ? 'Federal decision' : 'Confederate decision', RULE[p.kind]),
      h('p', {}, what),
      p.kind === 'damage' ? h('p', { class: 'small muted' }, "The first choice is the standing order's (or the usual) pick.") : null,
      h(
        'div',
        { class: 'choices' },
        options.map((o, i) => {
          const mine = actorOdds(p, o.choice, o.odds);
          return h(
            'button',
            {
              type: 'button',
              class: `btn${i === 0 ? ' primary' : ''}`,
              'data-choice': o.choice,
              title: mine ? `${pct(mine.chance)} that ${mine.long} (${mine.rule})` : '',
              onclick: () => host.send({ type: 'decide', side: p.side, choice: o.choice }),
            },
            p.kind === 'damage' ? this.target(o.choice, o.sinks ?? false) : (LABEL[o.choice] ?? o.choice),
            mine ? h('span', { class: 'small odds', 'data-odds': String(mine.chance) }, ` · ${pct(mine.chance)} ${mine.short}`) : null,
          );
        }),
      ),
      // Issue 46.2: the side may leave the decision to the standing orders it wrote (its record's,
      // or the Federal's orders of his movement), as a live decision does when its time runs out.
      h(
        'p',
        { class: 'small' },
        h(
          'button',
          {
            type: 'button',
            class: 'btn small',
            'data-action': 'standing-orders',
            title: 'Answer as your standing orders say, as a game played without live decisions would',
            onclick: () => host.send({ type: 'decide', side: p.side, standing: 'chosen' }),
          },
          'Leave it to the standing orders',
        ),
      ),
      // The odds of each choice in words, exact off the tables (legalActions' decision part), as the chooser's chance.
      p.kind === 'damage'
        ? null
        : h(
            'ul',
            { class: 'odds-list small', 'data-testid': 'decision-odds' },
            options.map((o) => {
              const mine = actorOdds(p, o.choice, o.odds);
              return h(
                'li',
                { 'data-odds-for': o.choice },
                h('b', {}, LABEL[o.choice] ?? o.choice),
                ': ',
                mine ? `${pct(mine.chance)} that ${mine.long} (${mine.rule})` : (NO_ROLL[o.choice] ?? 'no roll'),
              );
            }),
          ),
    );
  }

  /** 4.51: a ship that may take the damage, with what it has left (8.13) and whether it sinks (the engine's word). */
  private target(id: string, sinks: boolean): string {
    const v = this.host.view();
    const data = this.host.data;
    const f = data.federal[id],
      c = data.confederate[id];
    const taken = f ? (v.federal[id]?.damage ?? 0) : (v.confederate[id]?.damage ?? 0);
    const defense = (f ?? c)?.defense ?? 0;
    const left = defense - taken;
    return `${shipName(data, id)} (${left} of ${defense} left${sinks ? ': sinks' : ''})`;
  }
}
