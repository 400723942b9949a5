import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { confederateSpeed, ecesType } from '../../engine/rules/index';
import { escapeChance, odds, raiderWins, spotChance, type Odds } from '../common/odds';
import { mapGraph } from '../common/mapGraph';
import type { ScratchF64 } from '../common/scratch';
import type { FederalPresence } from '../models/federalPresence';

// What entering each area risks for one raider: the chance a search spots it (6.11, 6.14, 11.11,
// 6.41) and the chance it is then caught: it fails to escape (6.21) and loses the fight to the
// end (8.12). A ship that stands and fights (its standing orders, 4.3) skips the escape roll.

export interface Danger {
  /** Chance of being spotted on entering the area. */
  spot: Float64Array;
  /** Chance of being sunk on entering the area. */
  caught: Float64Array;
}

interface Foe {
  speed: number;
  gunnery: number;
  hits: number;
}

/** Chance the raider is sunk once this foe has spotted it. */
function catchBy(o: Odds, me: Foe, f: Foe, fight: boolean): number {
  const lose = 1 - raiderWins(o, me.gunnery, me.hits, f.gunnery, f.hits);
  return fight ? lose : (1 - escapeChance(o, me.speed - f.speed)) * lose;
}

const CSE_SHIP: Foe = { speed: 11, gunnery: 3, hits: 4 };

/**
 * What the searches in each area come to whoever the raider is (the Federal presence and the
 * level's fear are the same for every ship of a turn): the chance of being spotted, the
 * searchers' chances (q, after fear) and their sum, and the spot chance before the ECES.
 */
interface Searches {
  spot: Float64Array;
  /** Spot chance from the normal searches only (before 6.4's emergency search). */
  normalSpot: Float64Array;
  qsum: Float64Array;
  /** Area a's searches are entries start[a] to start[a + 1] - 1: the searcher's place (-1: the CSE) and its chance. */
  start: Int32Array;
  who: Int32Array;
  q: Float64Array;
  /** Chance of the East Coast Emergency Search (6.41) in an ECES area. */
  pe: number;
  /** Dangers already worked out, by what the raider brings to a fight. */
  byShip: Map<string, Danger>;
  /** Room for more `caught` tables, handed out one after another (one allocation for several). */
  pool: Float64Array;
  used: number;
}

/** `caught` tables allocated at a time. */
const POOL_TABLES = 8;

const searchesCache = new WeakMap<FederalPresence, Map<number, Searches>>();

function searchesFor(data: GameData, o: Odds, presence: FederalPresence, fear: number): Searches {
  let byFear = searchesCache.get(presence);
  if (!byFear) {
    byFear = new Map();
    searchesCache.set(presence, byFear);
  }
  const hit = byFear.get(fear);
  if (hit) return hit;
  const g = mapGraph(data);
  // All six tables in one buffer (one allocation): the Float64 ones first, for alignment.
  const n = g.n,
    w = presence.who.length + n;
  const buf = new ArrayBuffer(8 * (3 * n + w) + 4 * (n + 1 + w));
  const spot = new Float64Array(buf, 0, n),
    normalSpot = new Float64Array(buf, 8 * n, n),
    qsum = new Float64Array(buf, 16 * n, n);
  const q = new Float64Array(buf, 24 * n, w);
  const start = new Int32Array(buf, 8 * (3 * n + w), n + 1),
    who = new Int32Array(buf, 8 * (3 * n + w) + 4 * (n + 1), w);
  const s1 = spotChance(o, 1),
    s2 = spotChance(o, 2),
    s3 = spotChance(o, 3),
    s4 = spotChance(o, 4);
  // The rules' top column: 3 stacks on the Search Table (6.11, three and four alike); a variant
  // whose chance still grows at a fourth (RR 7.78's +3) keeps four apart.
  const four = s4 !== s3;
  const pe = Math.min(0.95, o.ecesSpot * fear);
  let m = 0;
  const pStart = presence.start,
    pWho = presence.who,
    pQ = presence.q,
    cse = presence.cse,
    cseAreas = g.cse,
    eces = g.eces;
  for (let a = 0; a < g.n; a++) {
    start[a] = m;
    // Distribution of the number of searching stacks, truncated at the top column (3, or 4).
    let p0 = 1,
      p1 = 0,
      p2 = 0,
      p3 = 0,
      p4 = 0,
      sum = 0;
    const from = pStart[a]!,
      to = pStart[a + 1]!;
    const k = to - from + (cseAreas[a] && cse > 0 ? 1 : 0);
    for (let i = 0; i < k; i++) {
      const ship = from + i < to;
      const x = Math.min(0.95, (ship ? pQ[from + i]! : cse) * fear);
      if (x <= 0) continue;
      if (four) {
        p4 = p4 + p3 * x;
        p3 = p3 * (1 - x) + p2 * x;
      } else p3 = p3 + p2 * x;
      p2 = p2 * (1 - x) + p1 * x;
      p1 = p1 * (1 - x) + p0 * x;
      p0 = p0 * (1 - x);
      sum += x;
      who[m] = ship ? pWho[from + i]! : -1;
      q[m] = x;
      m++;
    }
    let sp = p1 * s1 + p2 * s2 + p3 * s3;
    if (four) sp += p4 * s4;
    normalSpot[a] = sp;
    if (eces[a]) sp = 1 - (1 - sp) * (1 - pe); // 6.4: the emergency search, then the normal ones
    spot[a] = sp;
    qsum[a] = sum;
  }
  start[g.n] = m;
  const out: Searches = { spot, normalSpot, qsum, start, who, q, pe, byShip: new Map(), pool: new Float64Array(0), used: 0 };
  byFear.set(fear, out);
  return out;
}

/**
 * Chances for this raider; ships alike in a fight share one (read-only) answer within a turn.
 * `scratch`: a table of the caller's for the catch chances by searcher, read only here.
 */
export function shipDanger(data: GameData, s: PublicState, id: string, presence: FederalPresence, fear: number, fight: boolean, scratch: ScratchF64): Danger {
  const g = mapGraph(data);
  const o = odds(data, s.options);
  const ship = data.confederate[id]!;
  const st = s.confederate[id]!;
  const me: Foe = { speed: confederateSpeed(data, s, id), gunnery: st.commissioned ? ship.gunnery : 0, hits: ship.defense - st.damage }; // 10.51
  const se = searchesFor(data, o, presence, fear);
  const type = ecesType(ship.type);
  const key = `${me.speed},${me.gunnery},${me.hits},${fight ? 1 : 0},${type}`;
  const hit = se.byShip.get(key);
  if (hit) return hit;
  if (se.used === se.pool.length) {
    se.pool = new Float64Array(POOL_TABLES * g.n);
    se.used = 0;
  }
  const caught = se.pool.subarray(se.used, se.used + g.n);
  se.used += g.n;
  const byShip = scratch.take(presence.searchers.length);
  for (let i = 0; i < byShip.length; i++) byShip[i] = catchBy(o, me, presence.searchers[i]!, fight);
  const cseCatch = catchBy(o, me, CSE_SHIP, fight);
  const e = o.ecesShip[type] ?? { gunnery: 3, defense: 3, movement: 11 };
  const ecesCatch = catchBy(o, me, { speed: e.movement, gunnery: e.gunnery, hits: e.defense }, fight);
  // The tables in locals: the loop below runs over every search of the turn, for every ship.
  const start = se.start,
    who = se.who,
    q = se.q,
    qsums = se.qsum,
    normalSpot = se.normalSpot,
    eces = g.eces,
    pe = se.pe;
  for (let a = 0; a < g.n; a++) {
    let csum = 0;
    for (let j = start[a]!, end = start[a + 1]!; j < end; j++) {
      const w = who[j]!;
      csum += q[j]! * (w >= 0 ? byShip[w]! : cseCatch);
    }
    const qsum = qsums[a]!;
    let ca = qsum > 0 ? (normalSpot[a]! * csum) / qsum : 0;
    if (eces[a]) ca = 1 - (1 - ca) * (1 - pe * ecesCatch); // 6.4
    caught[a] = ca;
  }
  const out = { spot: se.spot, caught };
  se.byShip.set(key, out);
  return out;
}

/** Chance of getting clear of blockaders one by one (7.21): escape each, or beat it. */
export function runBlockadeSurvival(data: GameData, s: PublicState, id: string, blockaders: readonly Foe[], fight: boolean): number {
  const o = odds(data, s.options);
  const ship = data.confederate[id]!;
  const st = s.confederate[id]!;
  const speed = confederateSpeed(data, s, id);
  const gunnery = st.commissioned ? ship.gunnery : 0;
  let hits = ship.defense - st.damage;
  let p = 1;
  for (const b of blockaders) {
    const win = raiderWins(o, gunnery, hits, b.gunnery, b.hits);
    const esc = escapeChance(o, speed - b.speed);
    p *= fight ? win : Math.max(win, esc + (1 - esc) * win);
    hits = Math.max(1, hits - 0.5); // a fight, even won, leaves damage
  }
  return p;
}
