import type { GameData } from '../data/gameData';
import type { FederalHand, HandEntry, HandRoute, RaiderHand } from '../ai/trace';
import type { GameHand } from '../game/aiHand';
import { h } from './dom';
import { shipName } from './names';
import './aiHand.css';

// "The computer's hand" (issue 31.4), after the game: for each of the computer's main decisions,
// what it knew (its side's view: the Federal counters it saw, or the raiders' last sightings as
// its plot reads them), what it weighed (its best few routes with their worth and risk, or the
// forecast its searches were placed by) and what it chose. Text in the page, not on the canvas:
// each turn is a <details> a keyboard opens. Shown by the debrief and the replay of a finished
// game only (GameSession.handShown).

const pct = (p: number) => `${Math.round(p * 100)}%`;
const vp = (x: number) => `${x >= 0 ? '' : '−'}${Math.abs(x).toFixed(1)}`;

function routeText(r: HandRoute): string {
  const bits = [`worth ${vp(r.ev)} VP (prizes ${vp(r.gain)}, Victory Points at risk ${vp(r.risk)})`, `${pct(r.sunk)} to be sunk on the way`];
  if (r.worst && (r.worst.spot > 0 || r.worst.sunk > 0))
    bits.push(`worst ${r.worst.area}: ${pct(r.worst.spot)} chance of a search finding it, ${pct(r.worst.sunk)} to be sunk`);
  return bits.join('; ');
}

function raiderEntry(data: GameData, e: RaiderHand): HTMLElement {
  const where = e.at ? `At ${e.at}${e.inPort ? ' in port' : ' at sea'}` : 'Not on the map';
  const clock = e.refitTurns > 0 ? `refit due in ${e.refitTurns} turn${e.refitTurns === 1 ? '' : 's'} (11.3)` : 'refit due now (11.3)';
  // The Federal counters it saw, by area (nearest first): C9 may hold a dozen.
  const byArea = new Map<string, { moves: number; ships: string[] }>();
  for (const x of e.seen) {
    const at = byArea.get(x.area) ?? { moves: x.moves, ships: [] };
    at.ships.push(shipName(data, x.ship));
    byArea.set(x.area, at);
  }
  const seen = byArea.size
    ? `Federal ships in sight within a turn's sailing (4.0): ${[...byArea].map(([area, x]) => `${x.ships.length > 3 ? `${x.ships.length} ships` : x.ships.join(' and ')} in ${area}${x.moves ? ` (${x.moves} move${x.moves === 1 ? '' : 's'} away)` : ' (here)'}`).join('; ')}.`
    : "No Federal ship within a turn's sailing.";
  return h(
    'li',
    { class: 'hand-entry', 'data-kind': 'record', 'data-ship': e.ship, 'data-turn': String(e.turn) },
    h('strong', {}, shipName(data, e.ship)),
    h('p', { class: 'hand-knew' }, h('span', { class: 'hand-label' }, 'Knew: '), `${where}, ${e.mp} MP, ${clock}. ${seen}`),
    e.routes.length || e.stay !== null
      ? h(
          'div',
          { class: 'hand-weighed' },
          h('span', { class: 'hand-label' }, 'Weighed:'),
          h(
            'ol',
            {},
            e.routes.map((r) =>
              h('li', { 'data-chosen': String(r.chosen) }, h('code', {}, r.steps), ` — ${routeText(r)}`, r.chosen ? h('em', {}, ' (chosen)') : null),
            ),
            e.stay !== null ? h('li', { class: 'hand-stay' }, `Staying in port all turn: worth ${vp(e.stay)} VP`) : null,
          ),
        )
      : null,
    h('p', { class: 'hand-chose' }, h('span', { class: 'hand-label' }, 'Chose: '), h('code', {}, e.chose), ` — ${e.why}.`),
  );
}

function federalEntry(data: GameData, e: FederalHand): HTMLElement {
  return h(
    'li',
    { class: 'hand-entry', 'data-kind': 'movement', 'data-turn': String(e.turn) },
    h('strong', {}, 'Federal movement (3.0)'),
    h(
      'div',
      { class: 'hand-knew' },
      h('span', { class: 'hand-label' }, "Knew (the raiders' last sightings, no sealed record):"),
      e.sightings.length
        ? h(
            'ul',
            {},
            e.sightings.map((x) => h('li', {}, `${shipName(data, x.ship)}: ${x.why}`)),
          )
        : h('p', {}, 'No raider in play.'),
    ),
    e.forecast.length
      ? h(
          'div',
          { class: 'hand-weighed' },
          h('span', { class: 'hand-label' }, "Weighed (each raider's likeliest areas this turn: its chance of entering one, where a search could find it):"),
          h(
            'ul',
            {},
            e.forecast.map((x) => h('li', {}, `${shipName(data, x.ship)}: ${x.areas.map((a) => `${a.area} ${pct(a.p)}`).join(', ') || 'nowhere likely'}`)),
          ),
        )
      : null,
    h(
      'div',
      { class: 'hand-chose' },
      h('span', { class: 'hand-label' }, 'Chose:'),
      e.stations.length
        ? h(
            'ul',
            {},
            e.stations.map((x) => h('li', {}, `${shipName(data, x.ship)} to ${x.area}${x.p > 0 ? ` (a raider there: ${pct(x.p)})` : ''}`)),
          )
        : h('p', {}, 'No ship moved.'),
    ),
  );
}

const entry = (data: GameData, e: HandEntry) => (e.kind === 'record' ? raiderEntry(data, e) : federalEntry(data, e));

/** One turn's entries (the replay's turn shown); null when the computer left none for it. */
export function handOfTurn(data: GameData, hand: GameHand, turn: number): HTMLElement | null {
  const list = hand.entries.filter((e) => e.turn === turn);
  if (!list.length) return null;
  return h(
    'ul',
    { class: 'hand-list' },
    list.map((e) => entry(data, e)),
  );
}

/** The whole game's hand, turn by turn (the debrief). */
export function handSection(data: GameData, hand: GameHand, heading: (text: string) => HTMLElement): HTMLElement {
  const turns = [...new Set(hand.entries.map((e) => e.turn))].sort((a, b) => a - b);
  return h(
    'section',
    { class: 'ai-hand', 'data-testid': 'ai-hand', 'aria-label': "The computer's hand" },
    heading("The computer's hand"),
    h(
      'p',
      { class: 'small muted' },
      "It never saw a sealed record, a die to come or the other side's plans: each turn, what it knew from its own side's view, what it weighed, and what it chose.",
    ),
    hand.note ? h('p', { class: 'small', 'data-testid': 'ai-hand-note' }, hand.note) : null,
    turns.length
      ? turns.map((t) => h('details', { class: 'hand-turn', 'data-turn': String(t) }, h('summary', {}, `GT ${t}`), handOfTurn(data, hand, t)))
      : h('p', { class: 'muted' }, 'The computer left no hand for this game (it was played elsewhere, or before this edition kept it).'),
  );
}
