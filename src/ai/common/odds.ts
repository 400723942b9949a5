import type { GameData } from '../../data/gameData';
import { EcesType } from '../../data/schema/index';
import type { GameOptions } from '../../engine/index';
import {
  combatResult,
  csaRunOddsUnder,
  ecesSpotChance,
  escapeResult,
  raidMeanUnder,
  spotChanceUnder,
  yearOf,
  type BlockadeRunOdds,
} from '../../engine/rules/index';

// The chances the AI plans with (docs/ai.md, "Where the odds come from"). Each comes from the
// engine's rule modules with the game's options (the view's `options`): the raid's count (5.11
// or a variant's), the spotting roll (6.11 or a variant's), the run through a Confederate port's
// blockade (7.11 or a variant's), and the tables no variant changes (6.21, 8.11, 6.41, 6.43),
// averaged over the die; so a variant or a data pack changes the AI's sums as it changes the game.

export interface Odds {
  /** Mean merchant-marine points of one raid, by density 0..9 (5.11, or the variant's count). */
  raidMean: number[];
  /** Mean of a raid on an unturned whaling counter: the average over the counters (5.31). */
  whalingMean: number;
  /** Chance a search spots, by stacks 0..6 (6.11, or the variant's roll); index 0 is 0. */
  spot: number[];
  /** Chance of the East Coast Emergency Search spotting (6.41). */
  ecesSpot: number;
  /** Chance to escape, by speed differential -10..+10 (index + 10) (6.21). */
  escape: number[];
  /** Damage distribution per firing segment, by gunnery 0..40 (8.11). */
  damage: number[][];
  /** Mean gunnery/defense/speed of an ECES ship for a Confederate type (6.43). */
  ecesShip: Record<string, { gunnery: number; defense: number; movement: number }>;
  combatMemo: Map<number, number>;
  /** Runs through a Confederate port's blockade already worked out, by year, direction, movement and hits. */
  csaRuns: Map<string, BlockadeRunOdds>;
  data: GameData;
  options: GameOptions;
}

/** By data, then by the options (their JSON: a handful of flags). */
const cache = new WeakMap<GameData, Map<string, Odds>>();
/** The last answer and the very options object it was asked with (a turn asks many times with one view). */
let last: { options: GameOptions; odds: Odds } | null = null;

/** The odds under `options`, the game's (a view's `options`): never the defaults in their stead. */
export function odds(data: GameData, options: GameOptions): Odds {
  if (last && last.options === options && last.odds.data === data) return last.odds;
  const o = oddsFor(data, options);
  last = { options, odds: o };
  return o;
}

function oddsFor(data: GameData, options: GameOptions): Odds {
  let byOptions = cache.get(data);
  if (!byOptions) {
    byOptions = new Map();
    cache.set(data, byOptions);
  }
  const key = JSON.stringify(options);
  const hit = byOptions.get(key);
  if (hit) return hit;
  const dice = [1, 2, 3, 4, 5, 6];
  const mean = (f: (d: number) => number) => dice.reduce((n, d) => n + f(d), 0) / 6;
  const raidMean = Array.from({ length: 10 }, (_, density) => raidMeanUnder(data, options, density, false));
  const counters = data.files.whaling.counters;
  const whalingMean = counters.reduce((n, c) => n + raidMeanUnder(data, options, c.density, true), 0) / Math.max(1, counters.length);
  const spot = Array.from({ length: 7 }, (_, k) => spotChanceUnder(data, options, k));
  const ecesSpot = ecesSpotChance(data);
  const escape = Array.from({ length: 21 }, (_, i) => mean((d) => (escapeResult(data, d, i - 10) ? 1 : 0)));
  const damage = Array.from({ length: 41 }, (_, g) => {
    const dist: number[] = [];
    for (const d of dice) {
      const x = combatResult(data, d, g);
      dist[x] = (dist[x] ?? 0) + 1 / 6;
    }
    for (let i = 0; i < dist.length; i++) dist[i] ??= 0;
    return dist;
  });
  const ecesShip: Odds['ecesShip'] = {};
  for (const type of EcesType.options) {
    const cols = data.files.eces.columns.map((c, i) => ({ c, i })).filter((x) => x.c.type === type);
    const rows = data.files.eces.rows;
    const cells = cols.flatMap((x) => rows.map((r) => r.cells[x.i]!));
    const avg = (k: 'gunnery' | 'defense' | 'movement') => cells.reduce((n, c) => n + c[k], 0) / Math.max(1, cells.length);
    ecesShip[type] = { gunnery: avg('gunnery'), defense: avg('defense'), movement: avg('movement') };
  }
  const o: Odds = { raidMean, whalingMean, spot, ecesSpot, escape, damage, ecesShip, combatMemo: new Map(), csaRuns: new Map(), data, options };
  byOptions.set(key, o);
  return o;
}

/**
 * The odds of running through a Confederate port's blockade this turn (7.11, or the variant's
 * evasion) for a ship of `movement` that can take `hits` more damage points, without Semmes'
 * reroll (the planner does not count on it).
 */
export function csaRun(o: Odds, turn: number, direction: 'in' | 'out', movement: number, hits: number): BlockadeRunOdds {
  const year = yearOf(o.data, turn);
  const key = `${year}:${direction}:${movement}:${hits}`;
  const hit = o.csaRuns.get(key);
  if (hit) return hit;
  const out = csaRunOddsUnder(o.data, o.options, { year, direction, movement, hits, reroll: false });
  o.csaRuns.set(key, out);
  return out;
}

export const escapeChance = (o: Odds, differential: number) => o.escape[Math.max(-10, Math.min(10, Math.round(differential))) + 10]!;
export const spotChance = (o: Odds, stacks: number) => o.spot[Math.max(0, Math.min(6, stacks))]!;

/**
 * Chance the raider wins a fight to the end (8.12, 8.13): it sinks the foe before it is sunk.
 * `raiderHits` and `foeHits` are the damage points each can still take.
 */
export function raiderWins(o: Odds, raiderGunnery: number, raiderHits: number, foeGunnery: number, foeHits: number): number {
  const rg = Math.max(0, Math.min(40, Math.round(raiderGunnery)));
  const fg = Math.max(0, Math.min(40, Math.round(foeGunnery)));
  const rh = Math.max(0, Math.min(30, Math.round(raiderHits)));
  const fh = Math.max(0, Math.min(60, Math.round(foeHits)));
  if (rh <= 0) return 0;
  if (fh <= 0) return 1;
  if (rg === 0) return 0;
  if (fg === 0) return 1;
  const key = ((rg * 64 + fg) * 64 + rh) * 64 + fh;
  const memo = o.combatMemo;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const toFoe = o.damage[rg]!,
    toRaider = o.damage[fg]!;
  let stay = 0,
    v = 0;
  for (let x = 0; x < toRaider.length; x++) {
    const px = toRaider[x]!;
    if (px === 0) continue;
    for (let y = 0; y < toFoe.length; y++) {
      const p = px * toFoe[y]!;
      if (p === 0) continue;
      if (x === 0 && y === 0) {
        stay += p;
        continue;
      }
      if (x >= rh) continue; // the raider sinks (8.13), whatever it did
      if (y >= fh) {
        v += p;
        continue;
      }
      v += p * raiderWins(o, rg, rh - x, fg, fh - y);
    }
  }
  const out = stay >= 1 ? 0.5 : v / (1 - stay);
  memo.set(key, out);
  return out;
}
