import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { csePoints, federalAllowance, pathToArea, PACIFIC_REINFORCEMENTS, SHIP, confederateAllowance } from '../../engine/rules/index';
import { mapGraph, type MapGraph } from '../common/mapGraph';
import { ScratchF64, ScratchI32 } from '../common/scratch';
import { mapPacked } from '../../lib/packed';

// Where the Federal ships may be when the raiders sail. The Federal moves after the records are
// written (3.0: phases 2 and 3) and before any raider moves, so what matters is where each
// Federal ship ENDS its movement. The raider knows only the public facts: where each deployed
// ship stands now (4.0), how far it can go (its Movement Allowance), the blockades declared in
// Europe (6.3 makes the Federal announce them) and the Pacific Fleet's limits (11.2). It guesses
// the rest: a hunting navy drifts towards the raiders and the busy sea lanes.

export interface Searcher {
  ship: string;
  /** The ship's place in this turn's list of searchers (for quick look-ups). */
  idx: number;
  /** Chance this ship ends its movement in the area. */
  q: number;
  speed: number;
  gunnery: number;
  hits: number;
}

export interface FederalPresence {
  /** The searching ships, by their place in this turn's list (`Searcher.idx`). */
  searchers: Omit<Searcher, 'q'>[];
  /**
   * Possible searchers by area index, flat: area a's are entries start[a] to start[a + 1] - 1,
   * each a searcher's place (`who`) and the chance it ends its movement there (`q`), in the
   * searchers' order.
   */
  start: Int32Array;
  who: Int32Array;
  q: Float64Array;
  /** Ships that will blockade a raider this turn (declared in Europe, 6.3, or already blockading, 7.2), by raider. */
  blockaders: Record<string, Searcher[]>;
  /** California Steamer Escort: chance of at least one escort ship searching C9, C14, C16 (11.11). */
  cse: number;
}

/** Share of its chances that a ship is reckoned to stay where it is. */
const STAY = 0.3;

/** The Federal ships that will search this turn and their stats, with the blockaders set apart. */
type Fleet = { searchers: { id: string; me: Omit<Searcher, 'q'> }[]; blockaders: Record<string, Searcher[]> };

function fleet(data: GameData, s: PublicState): Fleet {
  const declared = new Map(s.europeDeclarations.map((d) => [d.ship, d.target]));
  const searchers: { id: string; me: Omit<Searcher, 'q'> }[] = [];
  const blockaders: Record<string, Searcher[]> = {};
  for (const f of Object.values(s.federal)) {
    if (f.where !== 'map' || !f.inUse || !f.area) continue;
    const ship = data.federal[f.id]!;
    const me = { ship: f.id, idx: searchers.length, speed: Math.max(0, ship.movement - f.damage), gunnery: ship.gunnery, hits: ship.defense - f.damage };
    const target = declared.get(f.id) ?? f.blockading;
    if (target) {
      (blockaders[target] ??= []).push({ ship: me.ship, idx: -1, speed: me.speed, gunnery: me.gunnery, hits: me.hits, q: 1 });
      continue;
    } // 7.23: blockading, not searching
    searchers.push({ id: f.id, me });
  }
  return { searchers, blockaders };
}

/** Areas within `reach` moves of an area, in index order (so that sums over them keep their order), by graph. */
const reachCache = new WeakMap<MapGraph, Map<number, Int32Array>>();

function withinReach(g: MapGraph, from: number, reach: number): Int32Array {
  let memo = reachCache.get(g);
  if (!memo) {
    memo = new Map();
    reachCache.set(g, memo);
  }
  const r = Math.max(-1, Math.min(255, Math.floor(reach)));
  const key = from * 512 + r + 1;
  let list = memo.get(key);
  if (!list) {
    const out: number[] = [];
    for (let a = 0; a < g.n; a++) if (g.dist[from * g.n + a]! <= r) out.push(a);
    list = Int32Array.from(out);
    memo.set(key, list);
  }
  return list;
}

const singles = new WeakMap<MapGraph, Int32Array[]>();

/** Just this area, as a list (cached). */
function single(g: MapGraph, a: number): Int32Array {
  let memo = singles.get(g);
  if (!memo) {
    memo = [];
    singles.set(g, memo);
  }
  return (memo[a] ??= Int32Array.of(a));
}

/** For each searching Federal ship, the chance it ends its move in each area (by area index). */
export function shipDistributions(t: PresenceTables, data: GameData, s: PublicState): Map<string, Float64Array> {
  return distributions(t, data, s, fleet(data, s).searchers, false).dists;
}

/**
 * The working tables of the presence's sums, reused call after call: each AI keeps its own
 * (never two at once), and nothing returned refers to them.
 */
export class PresenceTables {
  readonly pull = new ScratchF64();
  readonly table = new ScratchF64();
  readonly weight = new ScratchF64();
  readonly count = new ScratchI32();
}

/**
 * The distributions, and for each ship the areas outside which its chance is 0 (its support).
 * With `transient`, the tables live in a reused buffer, valid until the next call. With `count`
 * (cleared), it also counts by area (at a + 1) the chances above the presence's threshold, as
 * `presenceFrom` would, while the numbers are at hand.
 */
function distributions(
  t: PresenceTables,
  data: GameData,
  s: PublicState,
  searchers: Fleet['searchers'],
  transient: boolean,
  count?: Int32Array,
): { dists: Map<string, Float64Array>; support: Map<string, Int32Array> } {
  const g = mapGraph(data);
  const n = g.n;
  const out = new Map<string, Float64Array>();
  const support = new Map<string, Int32Array>();
  // How near each area is to a raider that may sail: the hunt drifts there.
  const pull = t.pull.take(n);
  for (const c of Object.values(s.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    const from = g.index.get(c.area)! * n;
    const reach = confederateAllowance(data, s, c.id);
    const near = withinReach(g, from / n, reach);
    // Indexed loops over typed arrays: for-of is several times slower on them.
    for (let i = 0; i < near.length; i++) {
      const a = near[i]!;
      const d = g.dist[from + a]!;
      pull[a] = pull[a]! + 1 / (1 + d * 0.5);
    }
  }
  // An area's weight is the same for every ship that can reach it: worked out once per area.
  const areaWeight = t.weight.take(n);
  for (let a = 0; a < n; a++) areaWeight[a] = (0.2 + pull[a]!) * (1 + g.density[a]! / 3);
  // One buffer for all the ships' tables (a typed array each would be an allocation each).
  const buffer = transient ? t.table.take(n * searchers.length) : new Float64Array(n * searchers.length);
  for (let i = 0; i < searchers.length; i++) {
    const { id } = searchers[i]!;
    const f = s.federal[id]!;
    const ship = data.federal[id]!;
    const dist = buffer.subarray(i * n, (i + 1) * n);
    out.set(id, dist);
    const at = g.index.get(f.area!)!;
    if (f.headingForPacific && PACIFIC_REINFORCEMENTS.includes(id)) {
      // 11.22: sails itself along the shortest way to C44 at half speed.
      const route = pathToArea(data, f.area!, 'C44') ?? [];
      const end = g.index.get(route.slice(0, federalAllowance(data, s, id)).at(-1) ?? f.area!)!;
      dist[end] = 1;
      if (count) count[end + 1]!++;
      support.set(id, single(g, end));
      continue;
    }
    const pacificOnly = ship.fleet === 'P' && data.areas[f.area!]!.pacific && !(id === SHIP.wyoming && s.pacificRaided);
    const reach = federalAllowance(data, s, id);
    // Only areas within reach get a weight; the rest stay 0 (and 0 scaled is 0).
    const near = withinReach(g, at, reach);
    let total = 0;
    for (let i = 0; i < near.length; i++) {
      const a = near[i]!;
      if (a === at) continue;
      if (pacificOnly && !g.pacific[a]) continue;
      const weight = areaWeight[a]!;
      dist[a] = weight;
      total += weight;
    }
    if (total > 0) {
      for (let i = 0; i < near.length; i++) {
        const a = near[i]!;
        const x = ((1 - STAY) * dist[a]!) / total;
        dist[a] = x;
        if (count && x > PRESENT) count[a + 1]!++; // `at` is 0 here: counted below
      }
      dist[at] = STAY;
    } else dist[at] = 1;
    if (count) count[at + 1]!++; // STAY or 1, above the threshold
    support.set(id, near.length ? near : single(g, at)); // `near` holds `at` unless it is empty
  }
  return { dists: out, support };
}

/**
 * Presence by area from each ship's distribution. `support`, if known, lists for a ship the
 * areas outside which its chance is 0 (each once): only those are read.
 */
export function presenceFrom(
  t: PresenceTables,
  data: GameData,
  s: PublicState,
  dists: Map<string, Float64Array>,
  cse: number,
  support?: Map<string, Int32Array>,
  ships = fleet(data, s),
): FederalPresence {
  const g = mapGraph(data);
  // Two passes over the same (ship, area) pairs: count by area, then fill in the ships' order
  // (so each area lists its ships in the fleet's order, whatever order a support has).
  const count = t.count.take(g.n + 1);
  const sup = supports(g, ships, support);
  for (let i = 0; i < ships.searchers.length; i++) {
    const dist = dists.get(ships.searchers[i]!.id);
    if (!dist) continue;
    const areas = sup[i]!;
    for (let j = 0; j < areas.length; j++) {
      const a = areas[j]!;
      if (dist[a]! > PRESENT) count[a + 1]!++;
    }
  }
  return filled(g, ships, dists, sup, count, cse);
}

/** Chances at or below this are left out of the presence. */
const PRESENT = 0.004;

function supports(g: MapGraph, ships: Fleet, support: Map<string, Int32Array> | undefined): Int32Array[] {
  const all = allAreas(g);
  return mapPacked(ships.searchers, ({ id }) => support?.get(id) ?? all);
}

/**
 * The presence's second pass, from the counts by area (at a + 1, in the scratch table, which
 * then serves as the fill cursors once copied to `start`).
 */
function filled(g: MapGraph, ships: Fleet, dists: Map<string, Float64Array>, sup: Int32Array[], count: Int32Array, cse: number): FederalPresence {
  const { searchers, blockaders } = ships;
  const ds: (Float64Array | undefined)[] = mapPacked(searchers, ({ id }) => dists.get(id));
  for (let a = 0; a < g.n; a++) count[a + 1] = count[a + 1]! + count[a]!;
  // The three tables in one buffer (one allocation), the Float64 one first for alignment.
  const m = count[g.n]!;
  const buf = new ArrayBuffer(8 * m + 4 * (g.n + 1 + m));
  const q = new Float64Array(buf, 0, m),
    start = new Int32Array(buf, 8 * m, g.n + 1),
    who = new Int32Array(buf, 8 * m + 4 * (g.n + 1), m);
  start.set(count);
  const fill = count;
  for (let i = 0; i < ds.length; i++) {
    const dist = ds[i];
    if (!dist) continue;
    const areas = sup[i]!;
    for (let j = 0; j < areas.length; j++) {
      const a = areas[j]!;
      const x = dist[a]!;
      if (x > PRESENT) {
        const j = fill[a]!++;
        who[j] = searchers[i]!.me.idx;
        q[j] = x;
      }
    }
  }
  return { searchers: mapPacked(searchers, (x) => x.me), start, who, q, blockaders, cse };
}

const allCache = new WeakMap<MapGraph, Int32Array>();

/** Every area, in index order. */
function allAreas(g: MapGraph): Int32Array {
  let all = allCache.get(g);
  if (!all) {
    all = Int32Array.from({ length: g.n }, (_, a) => a);
    allCache.set(g, all);
  }
  return all;
}

/** CSE escorts possible this year (11.12): the chance one is searching C9, C14 and C16. */
export function cseChance(data: GameData, s: PublicState): number {
  return csePoints(data, s).left > 0 ? 0.5 : 0;
}

export function federalPresence(t: PresenceTables, data: GameData, s: PublicState): FederalPresence {
  const ships = fleet(data, s);
  // The first pass of presenceFrom (the counts) made by distributions as it goes; the second
  // copies what it needs from the transient tables.
  const count = t.count.take(mapGraph(data).n + 1);
  const { dists, support } = distributions(t, data, s, ships.searchers, true, count);
  return filled(mapGraph(data), ships, dists, supports(mapGraph(data), ships, support), count, cseChance(data, s));
}
