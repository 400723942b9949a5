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

interface Node {
  parent: Node | null;
  op: RecordStep | null;
  area: number;
  mp: number;
  coal: number;
  coaled: number[];
  raided: number[];
  /** A hash of `raided`, kept as the route grows so that merging routes need not loop. */
  raidKey: number;
  value: number;
  risk: number;
  survive: number;
  h: number;
}

export interface Plan {
  steps: RecordStep[];
  score: number;
  value: number;
  risk: number;
}

const RAID: RecordStep = { op: 'raid' };

function heuristic(p: PlanInput, n: Node): number {
  let h = n.value - n.risk + 0.3 * p.potential[n.area]!;
  const left = p.allowance - n.mp;
  if (n.coal < p.coalNeed && p.distCoal[n.area]! > left) h -= p.coalFailPenalty + n.value;
  if (p.goal && p.goal.dist[n.area]! + p.goal.extra > left) h -= p.goal.penalty;
  return h;
}

/** The best few routes, best first. */
export function planRoutes(p: PlanInput, keep = 8): Plan[] {
  const { g } = p;
  const startMp = p.prefixMp;
  const root: Node = { parent: null, op: null, area: p.start, mp: startMp, coal: p.startCoal, coaled: p.startCoal > 0 ? [p.start] : [], raided: [], raidKey: 0, value: 0, risk: 0, survive: 1, h: 0 };
  if (p.leaving) {
    // 4.4: leaving port is entering the area for searches, after any blockade run.
    const caught = p.danger.caught[p.start]!;
    root.risk = (1 - p.leaving.survive * (1 - caught)) * p.lossVp;
    root.survive = p.leaving.survive * (1 - caught);
  }
  const best: { node: Node; port: EndPort | null; score: number }[] = [];
  const offer = (node: Node, port: EndPort | null, end: number) => {
    const coalOk = node.coal + (port?.nation === 'CSA' ? 1 : 0) >= p.coalNeed;
    const score = (coalOk ? node.value : -p.coalFailPenalty) - node.risk + end;
    if (best.length >= keep && score <= best[best.length - 1]!.score) return;
    let i = best.length;
    while (i > 0 && best[i - 1]!.score < score) i--;
    best.splice(i, 0, { node, port, score });
    if (best.length > keep) best.pop();
  };
  // endValue and endPorts depend on the area only: ask once per area.
  const endSea = new Float64Array(g.n).fill(NaN);
  const portsAt: (EndPort[] | undefined)[] = new Array(g.n);
  const portValue = new Map<number, number>();
  const offerAll = (n: Node) => {
    let v = endSea[n.area]!;
    if (Number.isNaN(v)) { v = p.endValue(n.area, null); endSea[n.area] = v; }
    offer(n, null, v);
    let ports = portsAt[n.area];
    if (!ports) { ports = p.endPorts(n.area); portsAt[n.area] = ports; }
    for (let i = 0; i < ports.length; i++) {
      const port = ports[i]!;
      if (n.mp + port.cost > p.allowance) continue;
      const key = n.area * 32 + i;
      let pv = portValue.get(key);
      if (pv === undefined) { pv = p.endValue(n.area, port.nation); portValue.set(key, pv); }
      offer(n, port, pv);
    }
  };
  let beam: Node[] = [root];
  for (let guard = 0; beam.length && guard < 40; guard++) {
    const children: Children = { buckets: new Map(), list: [] };
    for (const n of beam) {
      offerAll(n);
      if (n.mp + 1 > p.allowance) continue;
      // Raid here (5.0): once per area; 5.42 ships only one area a turn.
      const w = p.worth[n.area]!;
      if (w > 0 && !n.raided.includes(n.area) && (!p.oneArea || n.raided.length === 0)) {
        const gain = n.survive * w * (1 - p.danger.spot[n.area]!);
        const c: Node = { parent: n, op: RAID, area: n.area, mp: n.mp + 1, coal: n.coal, coaled: n.coaled, raided: [...n.raided, n.area], raidKey: (n.raidKey * 31 + n.area + 1) % 2147483647, value: n.value + gain, risk: n.risk, survive: n.survive, h: 0 };
        c.h = heuristic(p, c);
        add(children, c);
      }
      // Never straight back where it came from: that only spends Movement Points.
      const back = n.op && n.op.op === 'move' && n.parent ? n.parent.area : -1;
      for (const b of g.next[n.area]!) {
        if (p.avoid[b] || b === back) continue;
        const caught = p.danger.caught[b]!;
        const fresh = p.coal[b]! > 0 && !n.coaled.includes(b);
        const c: Node = {
          parent: n, op: g.moveTo[b]!, area: b, mp: n.mp + 1,
          coal: fresh ? n.coal + p.coal[b]! : n.coal, coaled: fresh ? [...n.coaled, b] : n.coaled,
          raided: n.raided, raidKey: n.raidKey, value: n.value, risk: n.risk + n.survive * caught * p.lossVp, survive: n.survive * (1 - caught), h: 0,
        };
        c.h = heuristic(p, c);
        add(children, c);
      }
    }
    beam = topByH(children, p.beam);
  }
  return best.map(({ node, port, score }) => {
    const steps: RecordStep[] = [];
    for (let x: Node | null = node; x && x.op; x = x.parent) steps.push(x.op);
    steps.reverse();
    return { steps: [...p.prefix, ...steps, ...(port ? port.steps : [])], score, value: node.value, risk: node.risk };
  });
}

/** One step's routes, merged by where they stand: buckets by area, coal and raid count (small integer keys, fast), then by the raids made; `list` keeps first-seen order. */
interface Children { buckets: Map<number, Slot[]>; list: Slot[] }
interface Slot { raidKey: number; node: Node }

/** Keeps the better of two routes reaching the same place with the same raids and coal. */
function add(children: Children, c: Node): void {
  const key = ((c.area * 16 + Math.min(c.coal, 15)) << 3) + Math.min(c.raided.length, 7);
  let bucket = children.buckets.get(key);
  if (!bucket) { bucket = []; children.buckets.set(key, bucket); }
  for (const slot of bucket) {
    if (slot.raidKey !== c.raidKey || slot.node.raided.length !== c.raided.length) continue;
    if (slot.node.h < c.h) slot.node = c;
    return;
  }
  const slot = { raidKey: c.raidKey, node: c };
  bucket.push(slot);
  children.list.push(slot);
}

/** The `k` routes of highest `h`, best first (a bounded insertion: the beam is small). */
function topByH(children: Children, k: number): Node[] {
  const top: Node[] = [];
  for (const { node: c } of children.list) {
    if (top.length === k && top[k - 1]!.h >= c.h) continue;
    let i = top.length < k ? top.length : k - 1;
    while (i > 0 && top[i - 1]!.h < c.h) { top[i] = top[i - 1]!; i--; }
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
