import type { PortNation } from '../../data/schema/index';
import type { RecordStep } from '../../engine/activity/types';
import type { MapGraph } from '../common/mapGraph';
import type { BotRandom } from '../rng';
import type { Danger } from './danger';

// The Activity Record of one raider (4.3, 4.31): a beam search over its Movement Points. Each
// point buys a move into an adjacent area (4.13) or a raid where it is (5.0); the record may end
// by entering a port (4.4). A route is worth its expected prizes, less what it risks: every
// area entered may hold a searching Federal ship, and a raider caught is worth its Victory
// Points to the Federal (12.13) and its future raids to the South. A raid in an area where the
// raider had to escape is lost (4.34), and all raids are void if it fails to coal (11.52).

export interface EndPort { nation: PortNation; cost: number; steps: RecordStep[] }

export interface PlanInput {
  g: MapGraph;
  /** Movement Points the route may spend in all. */
  allowance: number;
  start: number;
  /** Steps before the first move (Georgia's prize coal, commissioning, leaving port), and their cost. */
  prefix: RecordStep[];
  prefixMp: number;
  /** Leaving port: searches on leaving (4.4) happen in the start area, after any blockade run (7.21). */
  leaving: { survive: number } | null;
  /** Raid worth by area (already 0 where the ship cannot raid this turn). */
  worth: Float64Array;
  oneArea: boolean;
  danger: Danger;
  /** VP at stake if the ship is caught. */
  lossVp: number;
  coal: Uint8Array;
  coalNeed: number;
  /** Coal counted before the first move (the start area, a CSA port left, 11.51). */
  startCoal: number;
  /** Moves from each area to the nearest coal area. */
  distCoal: Uint8Array;
  /** Worth of ending in this area, in port or at sea. */
  endValue: (area: number, port: PortNation | null) => number;
  /** Ports the record may end in, from this area. */
  endPorts: (area: number) => EndPort[];
  /** A place the route must reach this turn (refit, commissioning), if any. */
  goal: { dist: Uint8Array; extra: number; penalty: number } | null;
  /** Areas never entered. */
  avoid: Uint8Array;
  /** Value of being in an area for next turn's raiding (for ranking partial routes). */
  potential: Float64Array;
  beam: number;
  /** Cost of failing to coal: this turn's raids void and no raids until refit (11.52). */
  coalFailPenalty: number;
}

export interface Plan {
  steps: RecordStep[];
  score: number;
  value: number;
  risk: number;
}

const RAID: RecordStep = { op: 'raid' };

// The search's routes live in a pool of parallel typed arrays, reused from call to call, so that
// a search allocates next to nothing (it runs for every ship every turn). A route is a node
// index; its steps are found by walking the parent chain back to the root.
const ROOT = 0, RAIDED = 1, MOVED = 2;

class Pool {
  cap = 0;
  parent = new Int32Array(0);
  /** ROOT, RAIDED (a raid where it is) or MOVED (a move into `area`). */
  kind = new Uint8Array(0);
  area = new Int32Array(0);
  mp = new Float64Array(0);
  coal = new Int32Array(0);
  /** Raids made so far. */
  raids = new Int32Array(0);
  /** A hash of the raided areas in order, kept as the route grows so that merging routes need not loop. */
  raidKey = new Int32Array(0);
  value = new Float64Array(0);
  risk = new Float64Array(0);
  survive = new Float64Array(0);
  h = new Float64Array(0);

  constructor() { this.grow(4096); }

  grow(cap: number): void {
    const copy = <T extends Int32Array | Uint8Array | Float64Array>(a: T, b: T): T => { b.set(a); return b; };
    this.parent = copy(this.parent, new Int32Array(cap));
    this.kind = copy(this.kind, new Uint8Array(cap));
    this.area = copy(this.area, new Int32Array(cap));
    this.mp = copy(this.mp, new Float64Array(cap));
    this.coal = copy(this.coal, new Int32Array(cap));
    this.raids = copy(this.raids, new Int32Array(cap));
    this.raidKey = copy(this.raidKey, new Int32Array(cap));
    this.value = copy(this.value, new Float64Array(cap));
    this.risk = copy(this.risk, new Float64Array(cap));
    this.survive = copy(this.survive, new Float64Array(cap));
    this.h = copy(this.h, new Float64Array(cap));
    this.cap = cap;
  }
}

const pool = new Pool();

/** One step's routes, merged by where they stand: buckets by area, coal and raid count, then by the raids made. */
class Children {
  /** Bucket heads by key, valid where `stamp` holds the current generation. */
  head = new Int32Array(0);
  stamp = new Int32Array(0);
  gen = 0;
  /** Slots in first-seen order: the route now held, and the next slot in the same bucket. */
  node = new Int32Array(256);
  next = new Int32Array(256);
  count = 0;

  reset(keys: number): void {
    if (this.head.length < keys) { this.head = new Int32Array(keys); this.stamp = new Int32Array(keys); this.gen = 0; }
    this.gen++;
    this.count = 0;
  }

  /** Keeps the better of two routes reaching the same place with the same raids and coal (the first seen on a tie). */
  add(c: number): void {
    const P = pool;
    const key = ((P.area[c]! * 16 + Math.min(P.coal[c]!, 15)) << 3) + Math.min(P.raids[c]!, 7);
    let s = this.stamp[key] === this.gen ? this.head[key]! : -1;
    for (; s >= 0; s = this.next[s]!) {
      const o = this.node[s]!;
      if (P.raidKey[o] !== P.raidKey[c] || P.raids[o] !== P.raids[c]) continue;
      if (P.h[o]! < P.h[c]!) this.node[s] = c;
      return;
    }
    if (this.count === this.node.length) {
      const node = new Int32Array(this.count * 2); node.set(this.node); this.node = node;
      const next = new Int32Array(this.count * 2); next.set(this.next); this.next = next;
    }
    const i = this.count++;
    this.node[i] = c;
    this.next[i] = this.stamp[key] === this.gen ? this.head[key]! : -1;
    this.head[key] = i;
    this.stamp[key] = this.gen;
  }
}

const children = new Children();

/** The best few routes, best first. */
export function planRoutes(p: PlanInput, keep = 8): Plan[] {
  const { g } = p;
  const P = pool;
  const { potential, distCoal, goal, worth, avoid } = p;
  const { spot, caught } = p.danger;
  const coalArea = p.coal;
  let top = 0;
  /** A new node (the pool grows as needed; indices stay valid). */
  const alloc = (): number => { if (top === P.cap) P.grow(P.cap * 2); return top++; };
  const heuristic = (n: number): number => {
    let h = P.value[n]! - P.risk[n]! + 0.3 * potential[P.area[n]!]!;
    const left = p.allowance - P.mp[n]!;
    if (P.coal[n]! < p.coalNeed && distCoal[P.area[n]!]! > left) h -= p.coalFailPenalty + P.value[n]!;
    if (goal && goal.dist[P.area[n]!]! + goal.extra > left) h -= goal.penalty;
    return h;
  };
  /** Has the route through `n` raided area `a`? */
  const raided = (n: number, a: number): boolean => {
    if (P.raids[n] === 0) return false;
    for (let x = n; x >= 0; x = P.parent[x]!) if (P.kind[x] === RAIDED && P.area[x] === a) return true;
    return false;
  };
  /** Has the route through `n` counted the coal of area `b` (which has some)? Every move into it did, and the start if it coaled there. */
  const coaled = (n: number, b: number): boolean => {
    for (let x = n; x >= 0; x = P.parent[x]!) {
      if (P.area[x] !== b) continue;
      if (P.kind[x] === MOVED || (P.kind[x] === ROOT && p.startCoal > 0)) return true;
    }
    return false;
  };

  const root = alloc();
  P.parent[root] = -1; P.kind[root] = ROOT; P.area[root] = p.start; P.mp[root] = p.prefixMp; P.coal[root] = p.startCoal;
  P.raids[root] = 0; P.raidKey[root] = 0; P.value[root] = 0; P.risk[root] = 0; P.survive[root] = 1; P.h[root] = 0;
  if (p.leaving) {
    // 4.4: leaving port is entering the area for searches, after any blockade run.
    const c = caught[p.start]!;
    P.risk[root] = (1 - p.leaving.survive * (1 - c)) * p.lossVp;
    P.survive[root] = p.leaving.survive * (1 - c);
  }

  // The best `keep` endings, best first (a bounded insertion; the first offered wins ties).
  const bestNode: number[] = [], bestPort: (EndPort | null)[] = [], bestScore: number[] = [];
  const offer = (n: number, port: EndPort | null, end: number) => {
    const coalOk = P.coal[n]! + (port?.nation === 'CSA' ? 1 : 0) >= p.coalNeed;
    const score = (coalOk ? P.value[n]! : -p.coalFailPenalty) - P.risk[n]! + end;
    const len = bestScore.length;
    if (len >= keep && score <= bestScore[len - 1]!) return;
    let i = len;
    while (i > 0 && bestScore[i - 1]! < score) i--;
    bestNode.splice(i, 0, n); bestPort.splice(i, 0, port); bestScore.splice(i, 0, score);
    if (bestScore.length > keep) { bestNode.pop(); bestPort.pop(); bestScore.pop(); }
  };
  // endValue and endPorts depend on the area only: ask once per area.
  const endSea = new Float64Array(g.n).fill(NaN);
  const portsAt: (EndPort[] | undefined)[] = new Array(g.n);
  const portValue = new Map<number, number>();
  const offerAll = (n: number) => {
    const a = P.area[n]!;
    let v = endSea[a]!;
    if (Number.isNaN(v)) { v = p.endValue(a, null); endSea[a] = v; }
    offer(n, null, v);
    let ports = portsAt[a];
    if (!ports) { ports = p.endPorts(a); portsAt[a] = ports; }
    for (let i = 0; i < ports.length; i++) {
      const port = ports[i]!;
      if (P.mp[n]! + port.cost > p.allowance) continue;
      const key = a * 32 + i;
      let pv = portValue.get(key);
      if (pv === undefined) { pv = p.endValue(a, port.nation); portValue.set(key, pv); }
      offer(n, port, pv);
    }
  };

  const keys = ((g.n * 16) << 3) + 8;
  let beam: number[] = [root];
  for (let guard = 0; beam.length && guard < 40; guard++) {
    children.reset(keys);
    for (const n of beam) {
      offerAll(n);
      if (P.mp[n]! + 1 > p.allowance) continue;
      const at = P.area[n]!;
      // Raid here (5.0): once per area; 5.42 ships only one area a turn.
      const w = worth[at]!;
      if (w > 0 && !raided(n, at) && (!p.oneArea || P.raids[n] === 0)) {
        const gain = P.survive[n]! * w * (1 - spot[at]!);
        const c = alloc();
        P.parent[c] = n; P.kind[c] = RAIDED; P.area[c] = at; P.mp[c] = P.mp[n]! + 1; P.coal[c] = P.coal[n]!;
        P.raids[c] = P.raids[n]! + 1; P.raidKey[c] = (P.raidKey[n]! * 31 + at + 1) % 2147483647;
        P.value[c] = P.value[n]! + gain; P.risk[c] = P.risk[n]!; P.survive[c] = P.survive[n]!;
        P.h[c] = heuristic(c);
        children.add(c);
      }
      // Never straight back where it came from: that only spends Movement Points.
      const back = P.kind[n] === MOVED && P.parent[n]! >= 0 ? P.area[P.parent[n]!]! : -1;
      for (const b of g.next[at]!) {
        if (avoid[b] || b === back) continue;
        const cb = caught[b]!;
        const fresh = coalArea[b]! > 0 && !coaled(n, b);
        const c = alloc();
        P.parent[c] = n; P.kind[c] = MOVED; P.area[c] = b; P.mp[c] = P.mp[n]! + 1;
        P.coal[c] = fresh ? P.coal[n]! + coalArea[b]! : P.coal[n]!;
        P.raids[c] = P.raids[n]!; P.raidKey[c] = P.raidKey[n]!; P.value[c] = P.value[n]!;
        P.risk[c] = P.risk[n]! + P.survive[n]! * cb * p.lossVp; P.survive[c] = P.survive[n]! * (1 - cb);
        P.h[c] = heuristic(c);
        children.add(c);
      }
    }
    beam = topByH(p.beam);
  }
  return bestNode.map((node, j) => {
    const steps: RecordStep[] = [];
    for (let x = node; P.kind[x] !== ROOT; x = P.parent[x]!) steps.push(P.kind[x] === RAIDED ? RAID : g.moveTo[P.area[x]!]!);
    steps.reverse();
    const port = bestPort[j]!;
    return { steps: [...p.prefix, ...steps, ...(port ? port.steps : [])], score: bestScore[j]!, value: P.value[node]!, risk: P.risk[node]! };
  });
}

/** The `k` routes of highest `h`, best first (a bounded insertion: the beam is small; the first seen wins ties). */
function topByH(k: number): number[] {
  const h = pool.h;
  const top: number[] = [];
  for (let j = 0; j < children.count; j++) {
    const c = children.node[j]!;
    if (top.length === k && h[top[k - 1]!]! >= h[c]!) continue;
    let i = top.length < k ? top.length : k - 1;
    while (i > 0 && h[top[i - 1]!]! < h[c]!) { top[i] = top[i - 1]!; i--; }
    top[i] = c;
  }
  return top;
}

/** Picks among the best routes: mostly the best, sometimes another close to it (unpredictability). */
export function pickRoute(plans: Plan[], rng: BotRandom, temperature: number): Plan | null {
  if (!plans.length) return null;
  const top = plans[0]!.score;
  const weights = plans.map((x) => Math.exp((x.score - top) / Math.max(0.01, temperature)));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.float() * total;
  for (let i = 0; i < plans.length; i++) { r -= weights[i]!; if (r <= 0) return plans[i]!; }
  return plans[0]!;
}
