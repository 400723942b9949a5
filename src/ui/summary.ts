import type { GameData } from '../data/gameData';
import type { GameEvent, VpEntry, GameView, Side } from '../engine/index';
import { h } from './dom';
import { bandSide, eventBody, SIDE_NAME, turnDate } from './names';
import { own } from '../data/ids';

// The turn summary (what the turn cost each side) and the victory screen (12.15: the score by
// cause, and where the net falls among the scenario's bands).

export function turnSummary(data: GameData, v: GameView, events: GameEvent[], turn: number): HTMLElement {
  const mine = events.filter((e) => e.turn === turn);
  const vp = v.vp.entries.filter((x) => x.turn === turn);
  const lost = vp.filter((x) => x.side === 'confederate' && x.rule === '12.11').reduce((n, x) => n + x.points, 0);
  const raids = mine.filter((e) => e.kind === 'raid');
  const voided = voidRaids(mine);
  const losses = mine.filter((e) => e.kind === 'sunk' || e.kind === 'interned');
  const fedVp = vp.filter((x) => x.side === 'federal').reduce((n, x) => n + x.points, 0);
  const conVp = vp.filter((x) => x.side === 'confederate').reduce((n, x) => n + x.points, 0);
  return h(
    'div',
    { class: 'summary', 'data-testid': 'turn-summary' },
    h('p', { class: 'lead' }, `Game Turn ${turn} (${turnDate(data, turn)}) is over.`),
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'U.S. merchant marine lost'),
      h('dd', {}, `${lost} point${lost === 1 ? '' : 's'} (5.21)`),
      h('dt', {}, 'Raids'),
      h(
        'dd',
        {},
        raids.length
          ? h(
              'ul',
              {},
              raids.map((e) => h('li', {}, eventBody(e.text, e.rule))),
            )
          : 'none',
      ),
      voided.length ? h('dt', {}, 'Raids void (11.52)') : null,
      voided.length
        ? h(
            'dd',
            { 'data-testid': 'void-raids' },
            h(
              'ul',
              {},
              voided.map((e) => h('li', {}, eventBody(e.text, e.rule))),
            ),
          )
        : null,
      h('dt', {}, 'Ships sunk or interned'),
      h(
        'dd',
        {},
        losses.length
          ? h(
              'ul',
              {},
              losses.map((e) => h('li', {}, eventBody(e.text, e.rule))),
            )
          : 'none',
      ),
      h('dt', {}, 'Victory Points this turn'),
      h('dd', {}, `Confederate +${conVp}, Federal +${fedVp}`),
      h('dt', {}, 'Score so far'),
      h('dd', {}, `Confederate ${v.vp.confederate}, Federal ${v.vp.federal} (net ${v.vp.confederate - v.vp.federal})`),
    ),
  );
}

/**
 * Issue 48.2: why a turn's raids came to nothing. A raider short of coal (11.52) has its raids
 * voided and their points given back; a ship that could not raid raided in vain. The summary
 * lists these beside the raids, so "lost 0 points" after three raids has its reason.
 */
export function voidRaids(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.rule === '11.52' && (e.kind === 'coal' || e.kind === 'raidsVoid' || e.kind === 'whyNot'));
}

const CAUSE: Record<string, string> = {
  '12.11': 'Merchant marine destroyed',
  '12.12': 'The Stonewall afloat',
  '12.13': 'Raiders sunk',
  '12.14': 'Raiders interned',
};

/**
 * Who won (12.15): the side whose level it is, by the level's place among the scenario's bands
 * (the Confederate's two first, the Draw, the Federal's two; as the comparison reads them), or
 * null for the Draw.
 */
export function winnerOf(data: GameData, v: GameView): Side | null {
  const bands = own(data.scenarios, v.scenario)?.victory ?? [];
  return bandSide(bands.findIndex((b) => b.level === v.result?.level));
}

/** The victory screen's first words (issue 48.8): whether the player at the device won. `you`: null for two players at one device. */
export function verdictForYou(data: GameData, v: GameView, you: Side | null): string {
  const winner = winnerOf(data, v);
  if (!winner) return 'A draw.';
  if (!you) return `The ${SIDE_NAME[winner]} player wins.`;
  return winner === you ? `You won, as the ${SIDE_NAME[you]}.` : `You lost, as the ${SIDE_NAME[you]}.`;
}

export function victoryScreen(data: GameData, v: GameView, you: Side | null = null): HTMLElement {
  const r = v.result;
  const sc = data.scenarios[v.scenario]!;
  const groups = new Map<string, VpEntry[]>();
  for (const e of v.vp.entries) groups.set(`${e.side}:${e.rule}`, [...(groups.get(`${e.side}:${e.rule}`) ?? []), e]);
  const net = r?.net ?? v.vp.confederate - v.vp.federal;
  return h(
    'div',
    { class: 'victory', 'data-testid': 'victory' },
    r ? h('p', { class: 'verdict-you', 'data-testid': 'verdict-you' }, verdictForYou(data, v, you)) : null,
    h('p', { class: 'verdict' }, r?.level ?? ''),
    h(
      'p',
      {},
      `${sc.name} (${sc.rule}) after ${r?.turnsPlayed ?? '?'} turn${r?.turnsPlayed === 1 ? '' : 's'}: Confederate ${v.vp.confederate} VP minus Federal ${v.vp.federal} VP = net ${net} (12.15).`,
    ),
    h(
      'div',
      { class: 'vp-cols' },
      (['confederate', 'federal'] as const).map((side) =>
        h(
          'section',
          {},
          h('h3', {}, side === 'confederate' ? 'Confederate VP' : 'Federal VP'),
          [...groups.entries()]
            .filter(([k]) => k.startsWith(side))
            .map(([k, list]) => {
              const rule = k.split(':')[1]!;
              return h(
                'details',
                {},
                h('summary', {}, `${CAUSE[rule] ?? rule} (${rule}): ${list.reduce((n, x) => n + x.points, 0)}`),
                h(
                  'ul',
                  {},
                  list.map((x) => h('li', {}, `GT ${x.turn}: ${x.text} — ${x.points}`)),
                ),
              );
            }),
          [...groups.keys()].some((k) => k.startsWith(side)) ? null : h('p', { class: 'muted' }, 'none'),
        ),
      ),
    ),
    h(
      'table',
      { class: 'bands' },
      h('thead', {}, h('tr', {}, h('th', {}, 'Level of victory'), h('th', {}, 'Net VP'))),
      h(
        'tbody',
        {},
        sc.victory.map((b) =>
          h(
            'tr',
            { class: b.level === r?.level ? 'achieved' : '' },
            h('td', {}, b.level),
            h('td', {}, b.min === null ? `${b.max} and below` : b.max === null ? `${b.min} and above` : `${b.min} to ${b.max}`),
          ),
        ),
      ),
    ),
  );
}
