import type { GameData } from '../data/gameData';
import {
  clonePlain,
  view,
  visibleEvents,
  type Command,
  type GameEvent,
  type GameState,
  type PublicState,
  type RollExplained,
  type Side,
} from '../engine/index';
import { walkCommands, type GameStart, type RecordVisitor } from './walk';
import type { StateBoards } from './debriefBoards';

// The debrief (issue 17.4): a look back at a game from its events and a few snapshots of the
// board. Each raider's route as it sailed, where the Federal stood to search, the merchant
// marine and the Victory Points turn by turn, the closest calls of the dice with their odds,
// and each side's luck against those odds. Pure: data in, data out.
//
// The snapshots are PublicState (what a side's view holds, or a whole state), so the builder
// cannot read a sealed record, a whaling value or the dice. The per-turn debrief of a solitaire
// game (playerDebrief) goes further: it turns every snapshot into the player's VIEW and keeps
// only the events that side may read, so it shows nothing the player could not know.

/** One turn of a raider's route: the area it began the Activity Phase in, then each area entered (4.13). */
export interface RouteLeg {
  turn: number;
  areas: string[] /** index of the move event of each area after the first (-1: the start) */;
  events: number[];
}
export interface RaiderRoute {
  ship: string;
  legs: RouteLeg[];
}

/** Federal ships at sea in an area during a turn's Activity Phase: where they searched (6.1). */
export interface SearchPost {
  turn: number;
  area: string;
  ships: string[];
}

/** One search roll (6.11, 6.42): the area, the raider sought, its odds, whether it spotted. */
export interface SearchRoll {
  turn: number;
  area: string | null;
  raider: string;
  spotted: boolean;
  odds: number;
  event: number;
}

/** The score at the end of a turn (turn 0: the start of the game). */
export interface TurnPoint {
  turn: number;
  merchantMarine: number;
  confederateVp: number;
  federalVp: number;
}

/** A roll whose die fell one pip from the other result (or a fight one hit from a sinking). */
export interface CloseCall {
  event: number;
  turn: number;
  /** The rule of the table (6.11, 6.21, 7.11, 8.11). */
  rule: string;
  /** The side the roll was for (the searcher, the escaper, the blockade runner). */
  side: Side;
  /** What nearly happened, in words. */
  text: string;
  /** Pips between the die and the other result (1 = the next face would have turned it). */
  margin: number;
  /** The chance, before the roll, of the result that nearly happened; null on graded tables. */
  odds: number | null;
}

export interface LuckLine {
  table: string;
  label: string;
  rolls: number;
  successes: number;
  expected: number;
}
export interface Luck {
  side: Side;
  rolls: number;
  successes: number;
  /** The sum of the odds of success of the side's yes/no rolls. */
  expected: number;
  /** (successes - expected) / standard deviation; 0 when no roll could go either way. */
  z: number;
  /** Chance of doing no better than this by luck alone (normal approximation), 0-100. */
  percentile: number;
  lines: LuckLine[];
  words: string[];
}

export interface Debrief {
  /** The debrief of one side's knowledge (per-turn solitaire), or of the whole game (null). */
  side: Side | null;
  /** The last Game Turn that is over. */
  lastTurn: number;
  routes: RaiderRoute[];
  posts: SearchPost[];
  searches: SearchRoll[];
  track: TurnPoint[];
  closeCalls: CloseCall[];
  luck: Record<Side, Luck>;
}

/** Board snapshots a debrief reads: the board as the Federal movement ended each turn, and after each turn. */
export interface DebriefBoards {
  /** By turn: the board just before the Activity Phase (where the raiders start and the Federal searches from). */
  activity: Record<number, PublicState>;
  /** By turn (0 = the start): the board once the turn was over. */
  ends: Record<number, PublicState>;
}

/** The same boards as whole states, as a replay gives them (a player's debrief turns them into views). */
export type { StateBoards };

/**
 * Replays a game's commands (one walk, src/game/walk.ts) and keeps the boards a debrief needs.
 * Null if a command is refused (a game whose dice are not all known here, e.g. one played apart
 * still waiting for a seed).
 */
export function replayBoards(data: GameData, start: GameStart, commands: readonly Command[]): StateBoards | null {
  const v = boardsVisitor();
  return walkCommands(data, start, commands, [v]).ok ? v.boards : null;
}

/** The Federal's commands that never end the Federal Movement Phase (the turn machine: only endPhase does, 3.0). */
const MOVEMENT_COMMANDS = new Set(['moveShip', 'enterCse', 'formSquadron', 'joinBlockade', 'undo', 'federalOrders']);

/**
 * A walk's visitor that keeps the debrief's boards: the board as each Federal Movement Phase
 * ended and after each turn. The walk changes its state in place, so the kept boards are copies,
 * and the board before a command is copied only when that command may end the movement.
 */
export function boardsVisitor(): RecordVisitor & { readonly boards: StateBoards } {
  const boards: StateBoards = { activity: {}, ends: {} };
  let prevPhase: GameState['phase'] | null = null,
    prevTurn = 0;
  let beforeEnd: GameState | null = null;
  return {
    boards,
    start(state) {
      boards.ends[0] = clonePlain(state);
    },
    before(state, command) {
      prevPhase = state.phase;
      prevTurn = state.turn;
      const type = (command as { type?: unknown } | null)?.type;
      beforeEnd = state.phase === 'federalMovement' && !(typeof type === 'string' && MOVEMENT_COMMANDS.has(type)) ? clonePlain(state) : null;
    },
    after(state) {
      if (prevPhase === 'federalMovement' && state.phase !== 'federalMovement' && beforeEnd) boards.activity[prevTurn] = beforeEnd;
      const turnOver = state.turn !== prevTurn,
        over = state.phase === 'gameOver';
      if (turnOver || over) {
        const kept = clonePlain(state);
        if (turnOver) boards.ends[prevTurn] = kept;
        if (over) boards.ends[state.turn] = kept;
      }
    },
  };
}

/** The debrief of a finished game (or of a game so far), with everything shown. */
export function gameDebrief(data: GameData, boards: DebriefBoards, events: readonly GameEvent[]): Debrief {
  return buildDebrief(data, boards, events, null);
}

/**
 * The per-turn debrief for the player of `side`: built from that side's VIEW of each board and
 * the events that side may read, never from the hidden parts of the state.
 */
export function playerDebrief(data: GameData, side: Side, boards: StateBoards, events: readonly GameEvent[]): Debrief {
  const seen = (b: Record<number, GameState>) => Object.fromEntries(Object.entries(b).map(([t, s]) => [t, view(s, side)]));
  return buildDebrief(data, { activity: seen(boards.activity), ends: seen(boards.ends) }, visibleEvents([...events], side), side);
}

function buildDebrief(data: GameData, boards: DebriefBoards, events: readonly GameEvent[], side: Side | null): Debrief {
  // The last turn that is over (the board after it is kept); a game ended is over in its last turn.
  const lastTurn = Math.max(0, ...Object.keys(boards.ends).map(Number));
  const { routes, searches } = routesOf(data, boards, events);
  return {
    side,
    lastTurn,
    routes,
    posts: postsOf(boards),
    searches,
    track: trackOf(boards),
    closeCalls: closeCallsOf(data, events),
    luck: { federal: luckOf(events, 'federal'), confederate: luckOf(events, 'confederate') },
  };
}

// ---- routes and searches ------------------------------------------------------------------

const SEARCH_KINDS = new Set(['search', 'spotted', 'eces']);

function routesOf(data: GameData, boards: DebriefBoards, events: readonly GameEvent[]): { routes: RaiderRoute[]; searches: SearchRoll[] } {
  const routes = new Map<string, RaiderRoute>();
  const leg = (ship: string, turn: number): RouteLeg => {
    let r = routes.get(ship);
    if (!r) {
      r = { ship, legs: [] };
      routes.set(ship, r);
    }
    let l = r.legs.find((x) => x.turn === turn);
    if (!l) {
      l = { turn, areas: [], events: [] };
      // The route of a turn begins where the raider stood as its Activity Phase began.
      const st = boards.activity[turn]?.confederate[ship];
      if (st && st.status === 'inPlay' && st.area) {
        l.areas.push(st.area);
        l.events.push(-1);
      }
      r.legs.push(l);
    }
    return l;
  };
  // The raiders in play at each Activity Phase have a route that turn, even if they never moved.
  for (const [t, b] of Object.entries(boards.activity)) {
    for (const [id, st] of Object.entries(b.confederate)) if (st.status === 'inPlay' && st.area && Object.hasOwn(data.confederate, id)) leg(id, Number(t));
  }
  const searches: SearchRoll[] = [];
  for (const [i, e] of events.entries()) {
    if (e.kind === 'move' && e.phase === 'confederateActivity' && e.path?.length && e.ships?.length) {
      for (const ship of e.ships) {
        if (!Object.hasOwn(data.confederate, ship)) continue;
        const l = leg(ship, e.turn);
        for (const a of e.path) {
          l.areas.push(a);
          l.events.push(i);
        }
      }
    }
    if (SEARCH_KINDS.has(e.kind) && e.ships?.length) {
      const r = e.rolls?.find((x) => x.table === '6.11' || x.table === '6.42');
      const raider = e.ships[0]!;
      if (!r) continue;
      // 6.42: the East Coast Emergency Search is made in C9; any other, where the raider is now.
      const here =
        r.table === '6.42'
          ? 'C9'
          : (routes
              .get(raider)
              ?.legs.find((l) => l.turn === e.turn)
              ?.areas.at(-1) ?? null);
      searches.push({ turn: e.turn, area: here, raider, spotted: r.result === 'spotted', odds: oddsOf(r.need) ?? 0, event: i });
    }
  }
  // Sort legs by turn (a leg made from a board may come before one made by an event).
  const out = [...routes.values()].map((r) => ({ ship: r.ship, legs: r.legs.filter((l) => l.areas.length > 0).sort((a, b) => a.turn - b.turn) }));
  return { routes: out.filter((r) => r.legs.length > 0).sort((a, b) => a.ship.localeCompare(b.ship)), searches };
}

function postsOf(boards: DebriefBoards): SearchPost[] {
  const posts: SearchPost[] = [];
  for (const [t, b] of Object.entries(boards.activity).sort((x, y) => Number(x[0]) - Number(y[0]))) {
    const byArea = new Map<string, string[]>();
    for (const [id, f] of Object.entries(b.federal)) if (f.where === 'map' && f.area) byArea.set(f.area, [...(byArea.get(f.area) ?? []), id]);
    for (const [area, ships] of [...byArea.entries()].sort((x, y) => x[0].localeCompare(y[0]))) posts.push({ turn: Number(t), area, ships });
  }
  return posts;
}

function trackOf(boards: DebriefBoards): TurnPoint[] {
  return Object.entries(boards.ends)
    .map(([t, b]) => ({ turn: Number(t), merchantMarine: b.merchantMarine, confederateVp: b.vp.confederate, federalVp: b.vp.federal }))
    .sort((a, b) => a.turn - b.turn);
}

// ---- the odds of a roll ----------------------------------------------------------------------

/** The faces a yes/no roll needed, read back from its words (rules/explain.ts facesNeeded). */
export function facesOf(need: string | undefined): number[] | null {
  if (need === undefined) return null;
  if (need === 'any roll') return [1, 2, 3, 4, 5, 6];
  if (need === 'no roll') return [];
  let m = /^([1-6])\+$/.exec(need);
  if (m) return [1, 2, 3, 4, 5, 6].filter((f) => f >= Number(m![1]));
  m = /^([1-6]) or less$/.exec(need);
  if (m) return [1, 2, 3, 4, 5, 6].filter((f) => f <= Number(m![1]));
  if (/^[1-6](, [1-6])*$/.test(need)) return need.split(', ').map(Number);
  return null;
}

/** The chance of success of a yes/no roll, or null on a graded table. */
export function oddsOf(need: string | undefined): number | null {
  const f = facesOf(need);
  return f ? f.length / 6 : null;
}

/** The side a roll was for: success on it is that side's good luck. */
export function rollSide(r: RollExplained): Side | null {
  if (r.table === '6.11' || r.table === '6.42') return 'federal';
  if (r.table === '6.21') return r.who === 'the Federal unit' ? 'federal' : 'confederate';
  if (r.table === '7.11') return 'confederate';
  return null;
}

const LABEL: Record<string, string> = { '6.11': 'searches', '6.42': 'East Coast Emergency Searches', '6.21': 'escapes', '7.11': 'blockade runs' };

interface Judged {
  roll: RollExplained;
  side: Side;
  faces: number[];
  ok: boolean;
  p: number;
}

function judged(e: GameEvent): Judged[] {
  const out: Judged[] = [];
  for (const roll of e.rolls ?? []) {
    const side = rollSide(roll);
    const faces = facesOf(roll.need);
    if (!side || !faces) continue;
    out.push({ roll, side, faces, ok: faces.includes(roll.die), p: faces.length / 6 });
  }
  return out;
}

// ---- closest calls ---------------------------------------------------------------------------

const pct = (p: number) => `${Math.round(p * 100)}%`;

function shipsOf(data: GameData, e: GameEvent): string {
  const id = e.ships?.[0];
  return id && Object.hasOwn(data.confederate, id) ? `the ${data.confederate[id]!.name}` : 'the raider';
}

function closeCallsOf(data: GameData, events: readonly GameEvent[]): CloseCall[] {
  const calls: CloseCall[] = [];
  for (const [i, e] of events.entries()) {
    for (const j of judged(e)) {
      if (j.p === 0 || j.p === 1) continue;
      const other = [1, 2, 3, 4, 5, 6].filter((f) => j.faces.includes(f) !== j.ok);
      const margin = Math.min(...other.map((f) => Math.abs(f - j.roll.die)));
      if (margin !== 1) continue;
      const odds = j.ok ? 1 - j.p : j.p;
      const dice = `needed ${j.roll.need}, rolled ${j.roll.die}`;
      const who = shipsOf(data, e);
      const what =
        j.roll.table === '6.11' || j.roll.table === '6.42'
          ? j.ok
            ? `${who} was spotted by one pip (${dice}); slipping by had ${pct(odds)}`
            : `${who} was nearly spotted (${dice}); a spot had ${pct(odds)}`
          : j.roll.table === '6.21'
            ? j.side === 'confederate'
              ? j.ok
                ? `${who} escaped by one pip (${dice}); failing had ${pct(odds)}`
                : `${who} nearly escaped (${dice}); escaping had ${pct(odds)}`
              : j.ok
                ? `the Federal unit escaped ${who} by one pip (${dice}); failing had ${pct(odds)}`
                : `the Federal unit nearly escaped ${who} (${dice}); escaping had ${pct(odds)}`
            : j.ok
              ? `${who} ran the blockade by one pip (${dice}); contact had ${pct(odds)}`
              : `${who} nearly ran the blockade clear (${dice}); no contact had ${pct(odds)}`;
      calls.push({ event: i, turn: e.turn, rule: j.roll.table, side: j.side, text: `GT ${e.turn}: ${what} (${j.roll.table})`, margin, odds });
    }
    // 8.11: a fight the raider survived one hit short of its defense (the log's "(damage/defense)").
    // Only the last firing segment of a fight counts: how the raider came out of it.
    const next = events[i + 1];
    const fightGoesOn = e.kind === 'fire' && next?.kind === 'fire' && next.ships?.[0] === e.ships?.[0];
    if ((e.kind === 'fire' || e.kind === 'blockadeRun') && !fightGoesOn) {
      const m = /\((\d+)\/(\d+)\)$/.exec(e.text);
      if (m && Number(m[2]) - Number(m[1]) === 1) {
        calls.push({
          event: i,
          turn: e.turn,
          rule: '8.11',
          side: 'confederate',
          text: `GT ${e.turn}: ${shipsOf(data, e)} came out of the fight one hit from sinking (${m[1]}/${m[2]} damage) (8.11)`,
          margin: 1,
          odds: null,
        });
      }
    }
  }
  // Closest first: one pip, then the likelier the result that nearly happened, then the earlier.
  return calls.sort((a, b) => a.margin - b.margin || (b.odds ?? 0) - (a.odds ?? 0) || a.event - b.event);
}

// ---- luck ------------------------------------------------------------------------------------

/** The standard normal distribution function (Abramowitz and Stegun 26.2.17), for the percentile. */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989422804014327 * Math.exp((-z * z) / 2);
  const p = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - p : p;
}

const NAME: Record<Side, string> = { federal: 'the Federal', confederate: 'the Confederate' };
const times = (n: number) => `${n} time${n === 1 ? '' : 's'}`;
const round1 = (x: number) => Math.round(x * 10) / 10;

function luckOf(events: readonly GameEvent[], side: Side): Luck {
  const lines = new Map<string, LuckLine>();
  let variance = 0;
  for (const e of events) {
    for (const j of judged(e)) {
      // A roll that could not go the other way tells nothing of luck.
      if (j.side !== side || j.p === 0 || j.p === 1) continue;
      const l = lines.get(j.roll.table) ?? { table: j.roll.table, label: LABEL[j.roll.table] ?? j.roll.table, rolls: 0, successes: 0, expected: 0 };
      l.rolls++;
      l.successes += j.ok ? 1 : 0;
      l.expected += j.p;
      variance += j.p * (1 - j.p);
      lines.set(j.roll.table, l);
    }
  }
  const list = [...lines.values()].sort((a, b) => a.table.localeCompare(b.table));
  const rolls = list.reduce((n, l) => n + l.rolls, 0);
  const successes = list.reduce((n, l) => n + l.successes, 0);
  const expected = list.reduce((n, l) => n + l.expected, 0);
  const z = variance > 0 ? (successes - expected) / Math.sqrt(variance) : 0;
  const percentile = variance > 0 ? Math.round(normalCdf(z) * 100) : 50;
  const Name = NAME[side][0]!.toUpperCase() + NAME[side].slice(1);
  const words = list.map((l) => `${Name}'s ${l.label} (${l.table}) succeeded ${times(l.successes)} in ${l.rolls}; the odds gave ${round1(l.expected)}.`);
  if (rolls === 0) words.push(`${Name} made no roll that could go either way.`);
  else {
    const verdict = Math.abs(z) < 1 ? 'about what the odds gave' : z > 0 ? (z >= 2 ? 'very lucky' : 'lucky') : z <= -2 ? 'very unlucky' : 'unlucky';
    // The tail on the side the luck fell: how often chance alone does this well, or this badly.
    const tail =
      z >= 0
        ? `luck this good or better comes about ${Math.max(1, 100 - percentile)} games in 100`
        : `luck this poor or poorer comes about ${Math.max(1, percentile)} games in 100`;
    words.push(`In all ${successes} of ${rolls} against ${round1(expected)} expected: ${verdict} (z ${z >= 0 ? '+' : ''}${z.toFixed(1)}; ${tail}).`);
  }
  return { side, rolls, successes, expected, z, percentile, lines: list, words };
}
