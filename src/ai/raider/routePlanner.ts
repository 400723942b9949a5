import type { PortNation } from '../../data/schema/index';
import type { RecordStep } from '../../engine/index';
import type { MapGraph } from '../common/mapGraph';
import type { BotRandom } from '../rng';
import type { Danger } from './danger';
import { NO_F64, NO_I32, NO_U8, ScratchF64 } from '../common/scratch';
import { PresenceTables } from '../models/federalPresence';
import { mapPacked } from '../../lib/packed';

// The Activity Record of one raider (4.3, 4.31): a beam search over its Movement Points. Each
// point buys a move into an adjacent area (4.13) or a raid where it is (5.0); the record may end
// by entering a port (4.4). A route is worth its expected prizes, less what it risks: every
// area entered may hold a searching Federal ship, and a raider caught is worth its Victory
// Points to the Federal (12.13) and its future raids to the South. A raid in an area where the
// raider had to escape is lost (4.34), and all raids are void if it fails to coal (11.52).

export interface EndPort {
  nation: PortNation;
  cost: number;
  steps: RecordStep[];
}

/** How a record may end, by area (the planner asks once per area and call). */
export interface RouteEnds {
  /** Worth of ending in this area, in port or at sea. */
  value(area: number, port: PortNation | null): number;
  /** Ports the record may end in, from this area. */
  ports(area: number): EndPort[];
}

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
  ends: RouteEnds;
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
const NO_STEPS: RecordStep[] = [];

const ROOT = 0,
  RAIDED = 1,
  MOVED = 2;
/** Ports per area the port cache has room for (the map has at most 4; more are valued uncached). */
const PORT_SLOTS = 8;
/** Most neighbours of any area, by graph (to size the pool before a search). */
const maxDegree = new WeakMap<MapGraph, number>();
const GUARD = 40;

/**
 * One raider planner's working memory. The search runs for every ship every turn, so it
 * allocates next to nothing: its routes live in parallel typed arrays reused from call to call
 * (a route is an index; its steps are found by walking the parent chain back to the root), and
 * so do the merging buckets and the caches. Each AI owns its planner (ai/raider/raiderAi.ts,
 * raiderRoutes), so that two AIs, or a search inside another, never share these tables; one
 * planner runs one search at a time. It also lends the cruise's other per-call tables
 * (shipRecord.ts, danger.ts), read only within one cruise.
 */
export class RoutePlanner {
  private cap = 0;
  private parentOf = NO_I32;
  /** ROOT, RAIDED (a raid where it is) or MOVED (a move into `areaOf`). */
  private kindOf = NO_U8;
  private areaOf = NO_I32;
  private coalOf = NO_I32;
  /** Raids made so far. */
  private raidsOf = NO_I32;
  private valueOf = NO_F64;
  private riskOf = NO_F64;
  private surviveOf = NO_F64;
  private hOf = NO_F64;
  /**
   * Areas raided, and coal areas counted, along the route, one bit per area modulo 32: a clear
   * bit proves the area absent, so the walks back along the parent chain are made only on a hit.
   */
  private raidMaskOf = NO_I32;
  private coalMaskOf = NO_I32;

  /**
   * One step's routes, merged by where they stand: buckets by area, then by the coal that still
   * counts (up to the need, 11.52). `bucket` holds pairs by area: the generation that last used
   * it (a stale one is empty) and its first slot, side by side so that a look-up touches one cache line. Slots keep
   * first-seen order: `slotNode` is the route a slot holds now, `slotNext` the next slot in its bucket.
   */
  private bucket = NO_I32;
  private gen = 0;
  private slotNode = NO_I32;
  private slotNext = NO_I32;

  /** Per-call caches of the end values by area (valid where the stamp holds the call's number). */
  private endSea = NO_F64;
  private seaStamp = NO_I32;
  private portValue = NO_F64;
  private portStamp = NO_I32;
  private portsAt: EndPort[][] = [];
  private portsStamp = NO_I32;
  private call = 0;

  // The best `keep` endings, best first.
  private bestCount = 0;
  private bestNode = NO_I32;
  private bestScore = NO_F64;
  private bestPort: (EndPort | null)[] = [];

  /** The next beam: routes, and their `h` alongside. */
  private beamNode = NO_I32;
  private beamH = NO_F64;
  /**
   * The `beam` highest `h` of the generation's slots as each was made, best first: a lower bound
   * on the beam's last `h` (a slot's `h` only rises when a child merges into it), so a child
   * below it can never enter the beam and is dropped before the merging look-up.
   */
  private floorH = NO_F64;

  /** The cruise's raid worth, its prospects and their two working tables (shipRecord.ts). */
  readonly worth = new ScratchF64();
  readonly potential = new ScratchF64();
  readonly local = new ScratchF64();
  readonly near1 = new ScratchF64();
  /** Catch chances by searcher (danger.ts). */
  readonly catches = new ScratchF64();
  /** The plain guess at the Federal presence, worked out before the cruise (models/federalPresence.ts). */
  readonly presence = new PresenceTables();

  private reserve(size: number): void {
    if (size <= this.cap) return;
    const cap = (this.cap = Math.max(size, this.cap * 2));
    const grow = <T extends Int32Array | Uint8Array | Float64Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    this.parentOf = grow(this.parentOf, new Int32Array(cap));
    this.kindOf = grow(this.kindOf, new Uint8Array(cap));
    this.areaOf = grow(this.areaOf, new Int32Array(cap));
    this.coalOf = grow(this.coalOf, new Int32Array(cap));
    this.raidsOf = grow(this.raidsOf, new Int32Array(cap));
    this.valueOf = grow(this.valueOf, new Float64Array(cap));
    this.riskOf = grow(this.riskOf, new Float64Array(cap));
    this.surviveOf = grow(this.surviveOf, new Float64Array(cap));
    this.hOf = grow(this.hOf, new Float64Array(cap));
    this.raidMaskOf = grow(this.raidMaskOf, new Int32Array(cap));
    this.coalMaskOf = grow(this.coalMaskOf, new Int32Array(cap));
  }

  private reserveArea(n: number): void {
    if (this.endSea.length >= n) return;
    this.endSea = new Float64Array(n);
    this.seaStamp = new Int32Array(n);
    this.portValue = new Float64Array(n * PORT_SLOTS);
    this.portStamp = new Int32Array(n * PORT_SLOTS);
    this.portsAt = new Array<EndPort[]>(n);
    this.portsStamp = new Int32Array(n);
    this.call = 0;
  }

  /** Has the route through `n` raided area `a`? */
  private hasRaided(n: number, a: number): boolean {
    if ((this.raidMaskOf[n]! & (1 << (a & 31))) === 0) return false;
    const parentOf = this.parentOf,
      kindOf = this.kindOf,
      areaOf = this.areaOf;
    for (let x = n; x >= 0; x = parentOf[x]!) if (kindOf[x] === RAIDED && areaOf[x] === a) return true;
    return false;
  }

  /** Has the route through `n` counted the coal of area `b` (which has some)? Every move into it did, and the start if it coaled there. */
  private hasCoaled(n: number, b: number, startCoal: number): boolean {
    if ((this.coalMaskOf[n]! & (1 << (b & 31))) === 0) return false;
    const parentOf = this.parentOf,
      kindOf = this.kindOf,
      areaOf = this.areaOf;
    for (let x = n; x >= 0; x = parentOf[x]!) {
      if (areaOf[x] !== b) continue;
      if (kindOf[x] === MOVED || (kindOf[x] === ROOT && startCoal > 0)) return true;
    }
    return false;
  }

  /** A bounded insertion: the first offered wins ties. */
  private offer(p: PlanInput, keep: number, n: number, port: EndPort | null, end: number): void {
    const coalOk = this.coalOf[n]! + (port?.nation === 'CSA' ? 1 : 0) >= p.coalNeed;
    const score = (coalOk ? this.valueOf[n]! : -p.coalFailPenalty) - this.riskOf[n]! + end;
    const bestNode = this.bestNode,
      bestScore = this.bestScore,
      bestPort = this.bestPort;
    const bestCount = this.bestCount;
    if (bestCount >= keep && score <= bestScore[bestCount - 1]!) return;
    let i = bestCount;
    while (i > 0 && bestScore[i - 1]! < score) i--;
    for (let j = bestCount; j > i; j--) {
      bestNode[j] = bestNode[j - 1]!;
      bestScore[j] = bestScore[j - 1]!;
      bestPort[j] = bestPort[j - 1]!;
    }
    bestNode[i] = n;
    bestScore[i] = score;
    bestPort[i] = port;
    if (bestCount < keep) this.bestCount = bestCount + 1;
  }

  /** Offers every way of ending the record at `n`: at sea, or in a port there. endValue and endPorts depend on the area only: ask once per area. */
  private offerAll(p: PlanInput, keep: number, n: number, mp: number): void {
    const a = this.areaOf[n]!,
      call = this.call;
    const seaStamp = this.seaStamp,
      endSea = this.endSea,
      portsStamp = this.portsStamp,
      portStamp = this.portStamp,
      portValue = this.portValue;
    if (seaStamp[a] !== call) {
      endSea[a] = p.ends.value(a, null);
      seaStamp[a] = call;
    }
    this.offer(p, keep, n, null, endSea[a]!);
    if (portsStamp[a] !== call) {
      this.portsAt[a] = p.ends.ports(a);
      portsStamp[a] = call;
    }
    const ports = this.portsAt[a]!;
    for (let i = 0; i < ports.length; i++) {
      const port = ports[i]!;
      if (mp + port.cost > p.allowance) continue;
      if (i >= PORT_SLOTS) {
        this.offer(p, keep, n, port, p.ends.value(a, port.nation));
        continue;
      }
      const key = a * PORT_SLOTS + i;
      if (portStamp[key] !== call) {
        portValue[key] = p.ends.value(a, port.nation);
        portStamp[key] = call;
      }
      this.offer(p, keep, n, port, portValue[key]!);
    }
  }

  /** The best few routes, best first. */
  plan(p: PlanInput, keep = 8): Plan[] {
    const { g, potential, distCoal, goal, worth, avoid, allowance, coalNeed, lossVp, startCoal, coalFailPenalty, oneArea } = p;
    const goalDist = goal ? goal.dist : null,
      goalExtra = goal ? goal.extra : 0,
      goalPenalty = goal ? goal.penalty : 0;
    const { spot, caught } = p.danger;
    const coalArea = p.coal;
    let deg = maxDegree.get(g);
    if (deg === undefined) {
      deg = Math.max(0, ...g.next.map((x) => x.length));
      maxDegree.set(g, deg);
    }
    // Every generation adds at most a raid and a move per neighbour for each route in the beam;
    // the route tables grow as a search needs (a search keeps a few hundred routes, far fewer
    // than that bound times the generations, and short games make many planners).
    const perGen = Math.max(1, p.beam) * (deg + 1);
    this.reserve(1 + perGen);
    if (this.slotNode.length < perGen) {
      this.slotNode = new Int32Array(perGen);
      this.slotNext = new Int32Array(perGen);
    }
    if (this.bucket.length < 2 * g.n) {
      this.bucket = new Int32Array(2 * g.n);
      this.gen = 0;
    }
    this.reserveArea(g.n);
    this.call++;
    if (this.bestNode.length < keep + 1) {
      this.bestNode = new Int32Array(keep + 1);
      this.bestScore = new Float64Array(keep + 1);
    }
    this.bestCount = 0;
    this.bestPort.length = 0;

    const bucket = this.bucket,
      slotNode = this.slotNode,
      slotNext = this.slotNext;
    let top = 0;
    const root = top++;
    this.parentOf[root] = -1;
    this.kindOf[root] = ROOT;
    this.areaOf[root] = p.start;
    this.coalOf[root] = startCoal;
    this.raidsOf[root] = 0;
    this.valueOf[root] = 0;
    this.riskOf[root] = 0;
    this.surviveOf[root] = 1;
    this.hOf[root] = 0;
    this.raidMaskOf[root] = 0;
    this.coalMaskOf[root] = startCoal > 0 ? 1 << (p.start & 31) : 0;
    if (p.leaving) {
      // 4.4: leaving port is entering the area for searches, after any blockade run.
      const c = caught[p.start]!;
      this.riskOf[root] = (1 - p.leaving.survive * (1 - c)) * lossVp;
      this.surviveOf[root] = p.leaving.survive * (1 - c);
    }

    if (this.beamNode.length < p.beam + 1) {
      this.beamNode = new Int32Array(p.beam + 1);
      this.beamH = new Float64Array(p.beam + 1);
      this.floorH = new Float64Array(p.beam + 1);
    }
    const beamNode = this.beamNode,
      floorH = this.floorH,
      beamK = Math.max(1, p.beam);
    beamNode[0] = root;
    let beamLen = 1;
    let gen = this.gen;
    for (let guard = 0; beamLen > 0 && guard < GUARD; guard++) {
      gen++;
      // The route tables in locals for the generation's loop, once any growth it needs is made.
      if (top + beamLen * (deg + 1) > this.cap) this.reserve(top + beamLen * (deg + 1));
      const parent = this.parentOf,
        kind = this.kindOf,
        area = this.areaOf,
        coal = this.coalOf,
        raids = this.raidsOf;
      const value = this.valueOf,
        risk = this.riskOf,
        survive = this.surviveOf,
        h = this.hOf,
        raidMask = this.raidMaskOf,
        coalMask = this.coalMaskOf;
      let count = 0,
        floorLen = 0;
      // Every step costs one Movement Point, so all the routes of a generation have spent alike.
      const nMp = p.prefixMp + guard,
        cMp = nMp + 1,
        left = allowance - cMp;
      for (let bi = 0; bi < beamLen; bi++) {
        const n = beamNode[bi]!;
        this.offerAll(p, keep, n, nMp);
        if (nMp + 1 > allowance) continue;
        const at = area[n]!,
          nCoal = coal[n]!,
          nRaids = raids[n]!;
        const nValue = value[n]!,
          nRisk = risk[n]!,
          nSurvive = survive[n]!,
          nRaidMask = raidMask[n]!,
          nCoalMask = coalMask[n]!;
        // Never straight back where it came from: that only spends Movement Points.
        const back = kind[n] === MOVED ? area[parent[n]!]! : -1;
        const lo = g.adjStart[at]!,
          hi = g.adjStart[at + 1]!;
        // Children: a raid here, then a move into each neighbour. Each is merged with a route of
        // this generation that stands where it does with the same coal that counts, whatever it
        // raided (the better `h` is kept in the first one's place; a replaced route is
        // overwritten, since nothing refers to it yet), or takes a new slot. Keeping routes apart
        // by the areas raided (before Round 4) filled the beam and the best few with near twins;
        // merged, a narrower beam finds routes as good (docs/ai.md, Round 4).
        for (let j = lo - 1; j < hi; j++) {
          let cArea: number,
            cCoal = nCoal,
            cRaids = nRaids,
            cValue = nValue,
            cRisk = nRisk,
            cSurvive = nSurvive,
            cKind: number;
          let cRaidMask = nRaidMask,
            cCoalMask = nCoalMask;
          if (j < lo) {
            // Raid here (5.0): once per area; 5.42 ships only one area a turn.
            const w = worth[at]!;
            if (!(w > 0 && !this.hasRaided(n, at) && (!oneArea || nRaids === 0))) continue;
            const gain = nSurvive * w * (1 - spot[at]!);
            cArea = at;
            cKind = RAIDED;
            cRaids = nRaids + 1;
            cValue = nValue + gain;
            cRaidMask = nRaidMask | (1 << (at & 31));
          } else {
            const b = g.adj[j]!;
            if (avoid[b] || b === back) continue;
            const cb = caught[b]!;
            if (coalArea[b]! > 0) {
              if (!this.hasCoaled(n, b, startCoal)) cCoal = nCoal + coalArea[b]!;
              cCoalMask = nCoalMask | (1 << (b & 31));
            }
            cArea = b;
            cKind = MOVED;
            cRisk = nRisk + nSurvive * cb * lossVp;
            cSurvive = nSurvive * (1 - cb);
          }
          // The route's promise: what it has, less what it risked, plus where it stands; heavily
          // less if it can no longer reach coal (11.52) or its goal this turn.
          let cH = cValue - cRisk + 0.3 * potential[cArea]!;
          if (cCoal < coalNeed && distCoal[cArea]! > left) cH -= coalFailPenalty + cValue;
          if (goalDist && goalDist[cArea]! + goalExtra > left) cH -= goalPenalty;
          if (floorLen === beamK && cH < floorH[beamK - 1]!) continue; // below the beam whatever comes
          // One bucket per area (a small table, kept in the cache); a route merges with the one
          // of its area with the same coal up to the need: beyond it more coal changes nothing.
          const key = cArea;
          const first = bucket[2 * key] === gen ? bucket[2 * key + 1]! : -1;
          const cCoalKey = Math.min(cCoal, coalNeed);
          let s = first;
          let c = -1;
          for (; s >= 0; s = slotNext[s]!) {
            const o = slotNode[s]!;
            const oCoal = coal[o]!;
            if (Math.min(oCoal, coalNeed) !== cCoalKey) continue;
            if (h[o]! < cH) c = o;
            break;
          }
          if (s >= 0 && c < 0) continue; // merged into a better (or as good) route
          if (s < 0) {
            c = top++;
            slotNode[count] = c;
            slotNext[count] = first;
            bucket[2 * key] = gen;
            bucket[2 * key + 1] = count++;
            if (floorLen < beamK || floorH[beamK - 1]! < cH) {
              let i = floorLen < beamK ? floorLen++ : beamK - 1;
              while (i > 0 && floorH[i - 1]! < cH) {
                floorH[i] = floorH[i - 1]!;
                i--;
              }
              floorH[i] = cH;
            }
          }
          parent[c] = n;
          kind[c] = cKind;
          area[c] = cArea;
          coal[c] = cCoal;
          raids[c] = cRaids;
          value[c] = cValue;
          risk[c] = cRisk;
          survive[c] = cSurvive;
          h[c] = cH;
          raidMask[c] = cRaidMask;
          coalMask[c] = cCoalMask;
        }
      }
      beamLen = this.topByH(count, p.beam);
    }
    this.gen = gen;
    const plans: Plan[] = [];
    const bestNode = this.bestNode,
      bestPort = this.bestPort,
      bestScore = this.bestScore;
    const parent = this.parentOf,
      kind = this.kindOf,
      area = this.areaOf;
    for (let j = 0; j < this.bestCount; j++) {
      const node = bestNode[j]!,
        port = bestPort[j]!;
      // The record in one array of its final length: the prefix, the route (filled from its end,
      // walking the parent chain back) and the port's steps.
      const pre = p.prefix,
        post = port ? port.steps : NO_STEPS;
      let depth = 0;
      for (let x = node; kind[x] !== ROOT; x = parent[x]!) depth++;
      const steps = new Array<RecordStep>(pre.length + depth + post.length);
      for (let i = 0; i < pre.length; i++) steps[i] = pre[i]!;
      let at = pre.length + depth;
      for (let x = node; kind[x] !== ROOT; x = parent[x]!) steps[--at] = kind[x] === RAIDED ? RAID : g.moveTo[area[x]!]!;
      for (let i = 0; i < post.length; i++) steps[pre.length + depth + i] = post[i]!;
      plans.push({ steps, score: bestScore[j]!, value: this.valueOf[node]!, risk: this.riskOf[node]! });
    }
    return plans;
  }

  /**
   * Puts the `k` routes of highest `h` among this generation's slots in the beam, best first, and
   * returns how many (a bounded insertion: the beam is small; the first seen wins ties).
   */
  private topByH(count: number, k: number): number {
    const h = this.hOf,
      top = this.beamNode,
      topH = this.beamH,
      slotNode = this.slotNode;
    let len = 0;
    for (let j = 0; j < count; j++) {
      const c = slotNode[j]!;
      const hc = h[c]!;
      if (len === k && topH[k - 1]! >= hc) continue;
      let i = len < k ? len : k - 1;
      while (i > 0 && topH[i - 1]! < hc) {
        top[i] = top[i - 1]!;
        topH[i] = topH[i - 1]!;
        i--;
      }
      top[i] = c;
      topH[i] = hc;
      if (len < k) len++;
    }
    return len;
  }
}

/** Picks among the best routes: mostly the best, sometimes another close to it (unpredictability). */
export function pickRoute(plans: Plan[], rng: BotRandom, temperature: number): Plan | null {
  if (!plans.length) return null;
  const top = plans[0]!.score;
  const weights = mapPacked(plans, (x) => Math.exp((x.score - top) / Math.max(0.01, temperature)));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.float() * total;
  for (let i = 0; i < plans.length; i++) {
    r -= weights[i]!;
    if (r <= 0) return plans[i]!;
  }
  return plans[0]!;
}
