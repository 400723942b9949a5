import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import type { BotRandom } from '../rng';
import { federalAllowance, SHIP } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import { ScratchF64 } from '../common/scratch';
import { PresenceTables, cseChance, presenceFrom, shipDistributions, type FederalPresence } from '../models/federalPresence';
import type { FederalMoves } from '../models/foresight';
import { mapPacked } from '../../lib/packed';

// Reading the Federal player from what it does in the open. Each turn the raider predicts the
// Federal moves with several models: the plain guess (ships drift towards the raiders and the
// sea lanes) and the moves a cautious, a historical and a bold Federal player would make (each
// ship with its whole allowance: predictedMoves reads the state as the Movement Phase begins). Next
// turn the ships that stayed deployed stand where they ended (10.43), for all to see, so each
// model is scored by how likely it found those positions, and the models are mixed by their
// scores (Bayesian model averaging). A random or unknown opponent soon leaves only the plain
// guess in the mix; a predictable one is read ever more sharply. Only public facts are used.
//
// Issue 31: the levels are our own Federals, and the Federal across the table may be none of
// them. So a fifth model, `seen`, is learnt from what this Federal has done in this game: each
// turn it sorts the deployed ships into those nearest to a raider (a chaser: the nearest ship to
// each raider's counter, 4.0, sails for the area it was seen in, or holds where it stands), those
// new on the map since last turn (fresh, 10.43: they fill the free areas of the density this navy
// keeps its ships on, densest first or nearest first as it has done so far) and the rest (a
// holder: stays where it stands), and predicts each by the share of its kind that did just that
// in the turns seen so far (a Beta(1, 1) estimate of each kind's hit rate); the remainder follows
// the plain guess. A navy that holds stations or chases the last sightings is soon read ship by
// ship; one that does neither leaves `seen` near the plain guess, and the mix weighs it by its
// score like the others. It costs no planner run, and learns on, so it is never dropped from the mix.
//
// Issue 45: what the Federal can infer from its Plot. The Plot (models/raiderPlot.ts) reads only
// the public view, so the raider works it out exactly as the Federal does (the Federal positions
// of phase 2 are those it moves from in phase 3, 3.0), and four more models are the Federal who
// follows it: one or two ships to each of its darkest areas, the nearest that can end there,
// with or without each raider's chance of staying (models/plotFollowers.ts; the gauntlet's
// panel plays the same four). A Federal who follows the Plot is read ship by ship within a few
// turns; against any other they soon leave the mix like any model that reads it badly.

const MODELS = ['plain', 'cautious', 'historical', 'bold', 'seen', 'plot', 'plot-moving', 'plot2', 'plot2-moving'] as const;
type Model = (typeof MODELS)[number];
/** Every model's key, none set: the one object shape of the tables by model (see presence). */
const NONE: Record<Model, undefined> = {
  plain: undefined,
  cautious: undefined,
  historical: undefined,
  bold: undefined,
  seen: undefined,
  plot: undefined,
  'plot-moving': undefined,
  plot2: undefined,
  'plot2-moving': undefined,
};

/** A predicted end area is held with this confidence; the rest follows the plain guess. */
const SURE = 0.85;
/** The plain guess keeps at least this share of the mix. */
const FLOOR = 0.1;
/** A model below this share is dropped for the rest of the game (it no longer pays to run it). */
const DROP = 0.01;
/** `seen`'s confidence stays within these bounds, however long the run of hits or misses. */
const SEEN_MIN = 0.05,
  SEEN_MAX = 0.95;
/** `seen`'s kinds of ship. */
const KIND = { holder: 0, chaser: 1, fresh: 2 } as const;

/** Last turn's reading, scored when the ships' next positions show (`learn`). */
interface Last {
  turn: number;
  plain: Map<string, Float64Array>;
  order: Map<string, number>;
  ends: Record<Model, Int32Array | undefined>;
  sure: Float64Array;
  kind: Uint8Array;
  /** `seen`'s chance that a chaser stays where it stands instead (0 for the others), and where that is. */
  stay: Float64Array;
  from: Int32Array;
  /** `seen`'s spread for a new ship over the stations it may take (null: none, a point as the others). */
  spread: (Float64Array | null)[];
  /** For each new ship with a spread, the areas each way of filling (FILLS) would have sent the new ships to. */
  sets: (Uint8Array[] | null)[];
  /** `seen`'s remainder for each ship: the plain guess weighed by the areas this navy's ships have stood in (null: the plain guess). */
  haunt: (Float64Array | null)[];
}

export class FederalModels {
  private logLik: Record<Model, number> = { plain: 0, cautious: 0, historical: 0, bold: 0, seen: 0, plot: 0, 'plot-moving': 0, plot2: 0, 'plot2-moving': 0 };
  /**
   * Last turn's plain guess by ship, each ship's place in it, each model's predicted end areas by
   * that place, and for `seen` each ship's confidence and kind (KIND).
   */
  private last: Last | null = null;
  /** What `seen` has counted: by kind (KIND), the ships it predicted and those that ended where it said. */
  private readonly seenTold = [0, 0, 0];
  private readonly seenHit = [0, 0, 0];
  /** Chasers that stayed where they stood instead (a navy on stations: the ship nearest a raider holds). */
  private seenChaserStayed = 0;
  /** Ships that had been on the map the turn before, by the density (5.11) of the area each ended its move in: where this navy keeps its ships. */
  private readonly heldByDensity: number[] = [];
  /** Ship-turns seen ending their move in each area, and in all: where this navy's ships go. */
  private occupancy: Float64Array | null = null;
  private occupancyTotal = 0;
  /** New ships that ended in the areas each way of filling (FILLS) named, so far. */
  private readonly fillHits = new Float64Array(FILLS.length);
  private models: Model[];
  /** The mix's tables, read once by presenceFrom (which copies what it keeps). */
  private readonly mixScratch = new ScratchF64();
  private readonly tables = new PresenceTables();

  /** `predictedMoves`: the Federal's own planner, by level (models/foresight.ts). */
  constructor(
    private readonly predictedMoves: FederalMoves,
    models: readonly Model[] = MODELS,
  ) {
    this.models = [...models];
  }

  /** Where the Federal ships may be this turn, by the mix of the models that have read it best. */
  presence(data: GameData, s: PublicState, rng: BotRandom): FederalPresence {
    this.learn(data, s);
    const share = this.weights();
    this.models = this.models.filter((m) => m === 'plain' || m === 'seen' || (share[m] ?? 0) >= DROP);
    const g = mapGraph(data);
    const plain = shipDistributions(this.tables, data, s);
    const n = g.n,
      ships = [...plain];
    const order = new Map<string, number>();
    ships.forEach(([id], i) => order.set(id, i));
    // A model's table for a ship is the plain guess at 1 - SURE plus SURE in its predicted end
    // area: kept as that end area alone (-1: none, the CSE) and worked out where it is read (the
    // mix below, next turn's learning), with the same arithmetic, rather than copied per model.
    // One object shape every turn (all four models, absent ones undefined): a model dropped from
    // the mix must not change the shape the optimised code was made for (it deoptimised).
    const ends: Record<Model, Int32Array | undefined> = { ...NONE };
    let cseWeighted = 0;
    const weights = this.weights();
    const sure = new Float64Array(ships.length).fill(SURE);
    const kind = new Uint8Array(ships.length);
    const stay = new Float64Array(ships.length);
    const from = new Int32Array(ships.length).fill(-1);
    const spread: (Float64Array | null)[] = new Array<Float64Array | null>(ships.length).fill(null);
    const sets: (Uint8Array[] | null)[] = new Array<Uint8Array[] | null>(ships.length).fill(null);
    for (const m of this.models) {
      if (m === 'plain') continue;
      if (m === 'seen') {
        ends.seen = this.seenEnds(
          data,
          s,
          ships.map(([id]) => id),
          sure,
          kind,
          stay,
          from,
          spread,
          sets,
        );
        continue;
      }
      const end = this.predictedMoves(data, s, rng, m);
      const to = new Int32Array(ships.length);
      for (let i = 0; i < ships.length; i++) {
        const id = ships[i]![0];
        const at = end.get(id) ?? s.federal[id]!.area!;
        if (at === 'CSE') {
          cseWeighted += weights[m]!;
          to[i] = -1;
        } else to[i] = g.index.get(at)!;
      }
      ends[m] = to;
    }
    const haunt = this.haunts(g.n, ships);
    this.last = { turn: s.turn, plain, order, ends, sure, kind, stay, from, spread, sets, haunt };
    // The mix is read once, by presenceFrom (which copies what it keeps).
    const mixed = new Map<string, Float64Array>();
    const mixBuffer = this.mixScratch.take(n * ships.length);
    for (let i = 0; i < ships.length; i++) {
      const [id, base] = ships[i]!;
      const d = mixBuffer.subarray(i * n, (i + 1) * n);
      for (const m of this.models) {
        const w = weights[m]!;
        if (m === 'plain') {
          for (let a = 0; a < n; a++) d[a] = d[a]! + w * base[a]!;
          continue;
        }
        // `seen` through the one function its learning scores it by (`seenChance`).
        if (m === 'seen') for (let a = 0; a < n; a++) d[a] = d[a]! + w * seenChance(base, a, this.last, i);
        else {
          const to = ends[m]![i]!;
          for (let a = 0; a < n; a++) d[a] = d[a]! + w * modelChance(base, a, to, SURE);
        }
      }
      mixed.set(id, d);
    }
    const cse = Math.max(cseChance(data, s) * (weights.plain ?? 0), cseWeighted);
    return presenceFrom(this.tables, data, s, mixed, cse);
  }

  /** The share each model has in the mix now. */
  weights(): Record<Model, number | undefined> {
    const top = Math.max(...mapPacked(this.models, (m) => this.logLik[m]));
    const raw = mapPacked(this.models, (m) => Math.exp(this.logLik[m] - top));
    const total = raw.reduce((a, b) => a + b, 0);
    // Every model's key, in one order, whichever are still in the mix (one object shape, see presence).
    const out: Record<Model, number | undefined> = { ...NONE };
    this.models.forEach((m, i) => {
      out[m] = raw[i]! / total;
    });
    if (out.plain !== undefined && out.plain < FLOOR) {
      const scale = (1 - FLOOR) / (1 - out.plain);
      for (const m of this.models) out[m] = m === 'plain' ? FLOOR : out[m]! * scale;
    }
    return out;
  }

  /** Scores last turn's predictions against where the still-deployed ships now stand. */
  private learn(data: GameData, s: PublicState): void {
    const last = this.last;
    if (!last || last.turn !== s.turn - 1) return;
    const g = mapGraph(data);
    for (const f of Object.values(s.federal)) {
      const base = last.plain.get(f.id);
      if (f.where !== 'map' || !f.area || !base) continue;
      const a = g.index.get(f.area)!,
        i = last.order.get(f.id)!;
      const density = data.areas[f.area]!.density;
      this.heldByDensity[density] = (this.heldByDensity[density] ?? 0) + 1;
      const occ = (this.occupancy ??= new Float64Array(g.n));
      occ[a] = occ[a]! + 1;
      this.occupancyTotal++;
      for (const m of this.models)
        this.logLik[m] +=
          m === 'plain'
            ? Math.log(0.02 + base[a]!)
            : m === 'seen'
              ? Math.log(0.02 + seenChance(base, a, last, i))
              : Math.log(0.02 + modelChance(base, a, last.ends[m]![i]!, SURE));
      const seen = last.ends.seen;
      if (seen) {
        const k = last.kind[i]!;
        this.seenTold[k]!++;
        const sp = last.spread[i];
        if (sp ? sp[a]! > 0 : seen[i] === a) this.seenHit[k]!++;
        else if (k === KIND.chaser && last.from[i] === a) this.seenChaserStayed++;
        const sets = last.sets[i];
        if (sets) for (let j = 0; j < FILLS.length; j++) this.fillHits[j] = this.fillHits[j]! + sets[j]![a]!;
      }
    }
  }

  /**
   * `seen`'s predicted end area for each ship (by its place in `ids`), its confidence in `sure`
   * and its kind in `kind`: for each raider in play, in the state's order, the nearest ship not
   * yet given one (by moves, then the state's order) is a chaser and ends where its move takes it
   * towards that raider's area (4.11: its allowance; 11.2: a Pacific Fleet ship in the Pacific
   * chases a raider there only); every other ship stays where it stands, a fresh one (not among
   * last turn's ships) counted apart from the holders.
   */
  private seenEnds(
    data: GameData,
    s: PublicState,
    ids: readonly string[],
    sure: Float64Array,
    kind: Uint8Array,
    stay: Float64Array,
    from: Int32Array,
    spread: (Float64Array | null)[],
    sets: (Uint8Array[] | null)[],
  ): Int32Array {
    const g = mapGraph(data);
    const to = new Int32Array(ids.length);
    const at = mapPacked(ids, (id) => g.index.get(s.federal[id]!.area!)!);
    const before = this.last?.turn === s.turn - 1 ? this.last.order : null;
    for (let i = 0; i < ids.length; i++) {
      to[i] = at[i]!;
      kind[i] = before?.has(ids[i]!) ? KIND.holder : KIND.fresh;
    }
    const chaser = new Uint8Array(ids.length);
    for (const c of Object.values(s.confederate)) {
      if (c.status !== 'inPlay' || !c.area) continue;
      const goal = g.index.get(c.area)!;
      let best = -1;
      for (let i = 0; i < ids.length; i++) {
        if (chaser[i] || (pacificBound(data, s, ids[i]!) && !g.pacific[goal])) continue;
        if (best < 0 || g.dist[at[i]! * g.n + goal]! < g.dist[at[best]! * g.n + goal]!) best = i;
      }
      if (best < 0) continue;
      chaser[best] = 1;
      kind[best] = KIND.chaser;
      to[best] = towards(data, s, ids[best]!, at[best]!, goal);
    }
    this.freshSpread(data, s, ids, at, kind, to, spread, sets);
    const rate = (k: number) => Math.min(SEEN_MAX, Math.max(SEEN_MIN, (this.seenHit[k]! + 1) / (this.seenTold[k]! + 2)));
    // A chaser may chase, hold where it stands (a navy on stations: the ship nearest a raider
    // is the one most to be feared, so it must not be spread over the plain guess), or do
    // neither: three outcomes, each share a Dirichlet(1, 1, 1) estimate, together at most SEEN_MAX.
    const told = this.seenTold[KIND.chaser]! + 3;
    let chase = Math.max(SEEN_MIN, (this.seenHit[KIND.chaser]! + 1) / told),
      hold = Math.max(SEEN_MIN, (this.seenChaserStayed + 1) / told);
    if (chase + hold > SEEN_MAX) {
      const f = SEEN_MAX / (chase + hold);
      chase *= f;
      hold *= f;
    }
    for (let i = 0; i < ids.length; i++) {
      if (kind[i] !== KIND.chaser) {
        sure[i] = rate(kind[i]!);
        continue;
      }
      // Already where its chase would take it: staying and chasing are one prediction.
      if (to[i] === at[i]) sure[i] = Math.min(SEEN_MAX, chase + hold);
      else {
        sure[i] = chase;
        stay[i] = hold;
        from[i] = at[i]!;
      }
    }
    return to;
  }

  /**
   * What `seen` leaves to chance for each ship: the plain guess (its reach, 4.11, and drift)
   * weighed by how often this navy's ships have ended their moves in each area, against the
   * average area (plus one, so that an area never seen keeps some weight). A navy that keeps to
   * some waters (its coast, its stations) is looked for there even when its ships' moves cannot
   * be told one by one.
   */
  private haunts(n: number, ships: readonly (readonly [string, Float64Array])[]): (Float64Array | null)[] {
    const occ = this.occupancy;
    const out: (Float64Array | null)[] = new Array<Float64Array | null>(ships.length).fill(null);
    if (!occ || this.occupancyTotal < 10) return out;
    const even = this.occupancyTotal / n + 1;
    for (let i = 0; i < ships.length; i++) {
      const base = ships[i]![1];
      const h = new Float64Array(n);
      let sum = 0,
        was = 0;
      for (let a = 0; a < n; a++) {
        const b = base[a]!;
        if (!(b > 0)) continue;
        was += b;
        const x = b * (occ[a]! + even);
        h[a] = x;
        sum += x;
      }
      if (!(sum > 0)) continue;
      const k = was / sum;
      for (let a = 0; a < n; a++) h[a] = h[a]! * k;
      out[i] = h;
    }
    return out;
  }

  /**
   * Where a ship new on the map (10.43) will sail: a navy that keeps stations on the busy lanes
   * fills each gap with a new ship, so the new ship's chance is spread over the areas within its
   * allowance (4.11; 11.2 for the Pacific Fleet) at least as dense (5.11) as the lower quarter of
   * where this navy's ships have stood and not held by a ship that stays there: evenly over the
   * first of them, as many as there are new ships, taken densest first or nearest first (FILLS),
   * whichever has named this navy's new ships' areas more often. A navy that hunts stands
   * anywhere, and its new ships are spread thin: the hit rate (the share of new ships that did end
   * in such an area) discounts the spread either way.
   */
  private freshSpread(
    data: GameData,
    s: PublicState,
    ids: readonly string[],
    at: readonly number[],
    kind: Uint8Array,
    to: Int32Array,
    spread: (Float64Array | null)[],
    sets: (Uint8Array[] | null)[],
  ): void {
    const byDensity = this.heldByDensity;
    let total = 0;
    for (const c of byDensity) total += c ?? 0;
    if (total < 10) return; // too few seen to say where this navy stands
    let floor = 0,
      below = 0;
    while (floor < byDensity.length && below + (byDensity[floor] ?? 0) <= 0.25 * total) below += byDensity[floor++] ?? 0;
    const g = mapGraph(data);
    const held = new Uint8Array(g.n);
    let fresh = 0;
    for (let i = 0; i < ids.length; i++) {
      if (kind[i] === KIND.holder) held[to[i]!] = 1;
      else if (kind[i] === KIND.fresh) fresh++;
    }
    // The way of filling that has named this navy's new ships' areas best so far (the first to begin with).
    let best = 0;
    for (let j = 1; j < FILLS.length; j++) if (this.fillHits[j]! > this.fillHits[best]!) best = j;
    for (let i = 0; i < ids.length; i++) {
      if (kind[i] !== KIND.fresh) continue;
      const from = at[i]!,
        reach = federalAllowance(data, s, ids[i]!),
        pacific = pacificBound(data, s, ids[i]!);
      const cand: number[] = [];
      for (let a = 0; a < g.n; a++) {
        if (g.dist[from * g.n + a]! > reach || held[a] || data.areas[g.ids[a]!]!.density < floor || (pacific && !g.pacific[a])) continue;
        cand.push(a);
      }
      if (!cand.length) continue;
      // The new ships together fill as many areas as there are new ships: the first of the
      // candidates in each way's order. Each new ship is spread evenly over its way's set.
      const take = Math.min(fresh, cand.length);
      const mine: Uint8Array[] = [];
      for (const fill of FILLS) {
        const order = [...cand].sort((x, y) => fill(data, g, from, x, y) || x - y);
        const set = new Uint8Array(g.n);
        for (let j = 0; j < take; j++) set[order[j]!] = 1;
        mine.push(set);
      }
      const sp = new Float64Array(g.n),
        chosen = mine[best]!;
      for (let a = 0; a < g.n; a++) if (chosen[a]) sp[a] = 1 / take;
      spread[i] = sp;
      sets[i] = mine;
    }
  }
}

/** 11.2: a Pacific Fleet ship in the Pacific (the Wyoming freed by 11.21 apart). */
function pacificBound(data: GameData, s: PublicState, id: string): boolean {
  const f = s.federal[id]!;
  return data.federal[id]!.fleet === 'P' && !!f.area && data.areas[f.area]!.pacific && !(id === SHIP.wyoming && s.pacificRaided);
}

/** The area a ship's move ends in, sailing from `at` towards `goal` as far as its allowance goes (4.11): the reachable area nearest the goal. */
function towards(data: GameData, s: PublicState, id: string, at: number, goal: number): number {
  const g = mapGraph(data);
  const reach = federalAllowance(data, s, id);
  const pacific = pacificBound(data, s, id);
  let best = at;
  for (let a = 0; a < g.n; a++) {
    if (g.dist[at * g.n + a]! > reach || (pacific && !g.pacific[a])) continue;
    const d = g.dist[a * g.n + goal]!,
      b = g.dist[best * g.n + goal]!;
    if (d < b || (d === b && g.dist[at * g.n + a]! < g.dist[at * g.n + best]!)) best = a;
  }
  return best;
}

/**
 * The orders in which a navy may fill its stations with new ships: the densest areas first (5.11;
 * the nearer among equals), or the nearest (the denser among equals). A negative number puts
 * area x first.
 */
type Fill = (data: GameData, g: ReturnType<typeof mapGraph>, from: number, x: number, y: number) => number;
const densityOf = (data: GameData, g: ReturnType<typeof mapGraph>, a: number) => data.areas[g.ids[a]!]!.density;
const FILLS: readonly Fill[] = [
  (data, g, from, x, y) => densityOf(data, g, y) - densityOf(data, g, x) || g.dist[from * g.n + x]! - g.dist[from * g.n + y]!,
  (data, g, from, x, y) => g.dist[from * g.n + x]! - g.dist[from * g.n + y]! || densityOf(data, g, y) - densityOf(data, g, x),
];

/** `seen`'s chance that ship `i` of last turn's list ends in area `a`. */
function seenChance(base: Float64Array, a: number, last: Last, i: number): number {
  const sp = last.spread[i],
    p = last.sure[i]!,
    rest = last.haunt[i] ?? base;
  return sp ? (1 - p) * rest[a]! + p * sp[a]! : modelChance(rest, a, last.ends.seen![i]!, p, last.from[i]!, last.stay[i]!);
}

/**
 * A predicting model's chance that a ship ends in area `a`: the plain guess at 1 - `sure` -
 * `stay`, plus `sure` in the end area it predicts (`to`, -1 for none; `sure` is SURE but for
 * `seen`) and `stay` where it stands (`at`; `seen`'s chasers only, 0 for the rest: then the same
 * numbers to the bit as the table filled and then raised at `to` that it replaces).
 */
function modelChance(base: Float64Array, a: number, to: number, sure: number, at = -1, stay = 0): number {
  let x = (1 - sure - stay) * base[a]!;
  if (a === to) x += sure;
  if (a === at) x += stay;
  return x;
}
