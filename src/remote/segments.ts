import type { GameData } from '../data/gameData';
import {
  Awaiting,
  apply,
  newGame,
  progressBeforeWait,
  segmentedDice,
  variantOn,
  type ApplyResult,
  type Command,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Side,
} from '../engine/index';
import { HashChain, chainStep, type KnownChain } from './commit';
import { segmentIndex, segmentName, segmentSeed } from './diceSeeds';

// The dice of a game played apart, as a holder of some chain elements can roll them (docs/remote-play.md,
// "Fair dice"): a segment's seed needs both sides' elements for it, so a player (its own chain
// whole, the other's as far as revealed) and a spectator (both as far as revealed) know the
// seeds up to the lower of the two. The one implementation both use: the seeds, the segment a
// game has rolled in, and the engine's game started and each command applied with the seeds put
// into the state for the call and taken out after, so no state kept anywhere holds a seed.

/** One side's chain as a holder knows it: the side's own chain (all of it), or what that side has revealed. */
export type ChainKnown = HashChain | KnownChain | null;

/** The elements of a chain known here, from the latest down: `at(k)` for falling k only (each step back is one hash); null when none is known. */
function walk(c: ChainKnown): { top: number; at(k: number): string } | null {
  if (c instanceof HashChain) return { top: c.length - 1, at: (k) => c.element(k) };
  if (!c || c.element === null) return null;
  let i = c.index;
  let e = c.element;
  return {
    top: c.index,
    at(k) {
      for (; i > k; i--) e = chainStep(e);
      return e;
    },
  };
}

/** The game's identity as the seeds need it: its id, and its scenario's first and last Game Turns. */
export interface SeedGame {
  gameId: string;
  firstTurn: number;
  lastTurn: number;
  /** Live decisions (issue 46.2): the Activity Phase's answers each have a segment (diceSeeds.ts). */
  live: boolean;
}

/** The game's identity as its seeds need it, from its scenario's turns and its options. */
export function seedGameOf(data: GameData, gameId: string, scenario: string, options: Partial<GameOptions>): SeedGame {
  const sc = data.scenarios[scenario]!;
  return { gameId, firstTurn: sc.firstTurn, lastTurn: sc.lastTurn, live: variantOn(options, 'liveDecisions') };
}

/** The seeds of every segment from `from` to `upTo` that both sides' elements known here give. */
export function seedsFrom(g: SeedGame, chains: Record<Side, ChainKnown>, from: number, upTo = Infinity): Record<string, string> {
  const f = walk(chains.federal);
  const c = walk(chains.confederate);
  const seeds: Record<string, string> = {};
  if (!f || !c) return seeds;
  for (let k = Math.min(f.top, c.top, upTo); k >= Math.max(0, from); k--)
    seeds[segmentName(k, g.firstTurn, g.live)] = segmentSeed(g.gameId, k, { federal: f.at(k), confederate: c.at(k) });
  return seeds;
}

/** Place k of an engine segment name (e.g. "3:confederateActivity") in this game; throws for one outside it. */
export function segmentOf(g: SeedGame, segment: string): number {
  const k = segmentIndex(segment, g.firstTurn, g.lastTurn, g.live);
  if (k < 0) throw new Error(`segment ${segment} is outside the game`);
  return k;
}

/** The place of the last segment a game has rolled in (0 before any roll). */
export const rolledIn = (g: SeedGame, st: GameState): number => (st.dice.kind === 'segmented' && st.dice.segment ? segmentOf(g, st.dice.segment) : 0);

/** The state with these seeds in its dice for one call (a game of segmented dice; others as they are). */
const seeded = (st: GameState, seeds: Record<string, string>): GameState => (st.dice.kind === 'segmented' ? { ...st, dice: { ...st.dice, seeds } } : st);

/** The seeds taken out of a state the engine gave back. */
function unseeded(st: GameState): void {
  if (st.dice.kind === 'segmented') st.dice = { ...st.dice, seeds: {} };
}

/** Applies a command with these seeds known; a command that rolls in a segment without one waits (`awaiting`). */
export function applySeeded(data: GameData, st: GameState, command: Command, seeds: Record<string, string>): ApplyResult {
  const r = apply(data, seeded(st, seeds), command);
  if (r.ok) unseeded(r.state);
  return r;
}

/** A command that waits, as far as it gets before it waits, with these seeds known (engine progressBeforeWait). */
export function progressSeeded(
  data: GameData,
  st: GameState,
  command: Command,
  seeds: Record<string, string>,
): { state: GameState; events: GameEvent[] } | null {
  const r = progressBeforeWait(data, seeded(st, seeds), command);
  if (r) unseeded(r.state);
  return r;
}

/** The game played apart started (its set-up's dice are segment 0), or the segment its start waits on. */
export function startSeeded(
  data: GameData,
  scenario: string,
  options: Partial<GameOptions>,
  seeds: Record<string, string>,
): { state: GameState; events: GameEvent[] } | { awaiting: string } {
  try {
    // Decisions come from standing orders (4.3, docs/remote-play.md), or with live decisions
    // (issue 46.2) each side answers its own as they come, each answer opening a dice segment.
    const live = variantOn(options, 'liveDecisions');
    const start = newGame(data, scenario, segmentedDice(seeds), { ...options, askConfederate: live, askFederal: live, remote: true });
    unseeded(start.state);
    return start;
  } catch (e) {
    if (e instanceof Awaiting) return { awaiting: e.segment };
    throw e;
  }
}
