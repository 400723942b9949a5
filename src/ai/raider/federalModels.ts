import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import type { BotRandom } from '../rng';
import { federalAllowance, SHIP } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import { ScratchF64 } from '../common/scratch';
import { PresenceTables, cseChance, presenceFrom, shipDistributions, type FederalPresence } from '../models/federalPresence';
import type { FederalMoves } from '../models/foresight';

// Reading the Federal player from what it does in the open. Each turn the raider predicts the
// Federal moves with several models: the plain guess (ships drift towards the raiders and the
// sea lanes) and the moves a cautious, a historical and a bold Federal player would make. Next
// turn the ships that stayed deployed stand where they ended (10.43), for all to see, so each
// model is scored by how likely it found those positions, and the models are mixed by their
// scores (Bayesian model averaging). A random or unknown opponent soon leaves only the plain
// guess in the mix; a predictable one is read ever more sharply. Only public facts are used.
//
// Issue 31: the levels are our own Federals, and the Federal across the table may be none of
// them. So a fifth model, `seen`, is learnt from what this Federal has done in this game: each
// turn it sorts the deployed ships into those nearest to a raider (a chaser: the nearest ship to
// each raider's counter, 4.0, sails for the area it was seen in), those new on the map since last
// turn (fresh: stays where it was placed, 10.43) and the rest (a holder: stays where it stands),
// and predicts each by the share of its kind that did just that in the turns seen so far (a
// Beta(1, 1) estimate of each kind's hit rate); the remainder follows the plain guess. A navy that holds stations or chases the last sightings is soon read ship by ship; one
// that does neither leaves `seen` near the plain guess, and the mix weighs it by its score like
// the others. It costs no planner run, and learns on, so it is never dropped from the mix.

const MODELS = ['plain', 'cautious', 'historical', 'bold', 'seen'] as const;
type Model = (typeof MODELS)[number];

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

export class FederalModels {
  private logLik: Record<Model, number> = { plain: 0, cautious: 0, historical: 0, bold: 0, seen: 0 };
  /**
   * Last turn's plain guess by ship, each ship's place in it, each model's predicted end areas by
   * that place, and for `seen` each ship's confidence and kind (KIND).
   */
  private last: {
    turn: number;
    plain: Map<string, Float64Array>;
    order: Map<string, number>;
    ends: Record<Model, Int32Array | undefined>;
    sure: Float64Array;
    kind: Uint8Array;
  } | null = null;
  /** What `seen` has counted: by kind (KIND), the ships it predicted and those that ended where it said. */
  private readonly seenTold = [0, 0, 0];
  private readonly seenHit = [0, 0, 0];
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
    const ends: Record<Model, Int32Array | undefined> = { plain: undefined, cautious: undefined, historical: undefined, bold: undefined, seen: undefined };
    let cseWeighted = 0;
    const weights = this.weights();
    const sure = new Float64Array(ships.length).fill(SURE);
    const kind = new Uint8Array(ships.length);
    for (const m of this.models) {
      if (m === 'plain') continue;
      if (m === 'seen') {
        ends.seen = this.seenEnds(
          data,
          s,
          ships.map(([id]) => id),
          sure,
          kind,
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
    this.last = { turn: s.turn, plain, order, ends, sure, kind };
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
        const to = ends[m]![i]!,
          p = m === 'seen' ? sure[i]! : SURE;
        for (let a = 0; a < n; a++) d[a] = d[a]! + w * modelChance(base, a, to, p);
      }
      mixed.set(id, d);
    }
    const cse = Math.max(cseChance(data, s) * (weights.plain ?? 0), cseWeighted);
    return presenceFrom(this.tables, data, s, mixed, cse);
  }

  /** The share each model has in the mix now. */
  weights(): Record<Model, number | undefined> {
    const top = Math.max(...this.models.map((m) => this.logLik[m]));
    const raw = this.models.map((m) => Math.exp(this.logLik[m] - top));
    const total = raw.reduce((a, b) => a + b, 0);
    // Every model's key, in one order, whichever are still in the mix (one object shape, see presence).
    const out: Record<Model, number | undefined> = { plain: undefined, cautious: undefined, historical: undefined, bold: undefined, seen: undefined };
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
      for (const m of this.models)
        this.logLik[m] += Math.log(0.02 + (m === 'plain' ? base[a]! : modelChance(base, a, last.ends[m]![i]!, m === 'seen' ? last.sure[i]! : SURE)));
      const seen = last.ends.seen;
      if (seen) {
        const k = last.kind[i]!;
        this.seenTold[k]!++;
        if (seen[i] === a) this.seenHit[k]!++;
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
  private seenEnds(data: GameData, s: PublicState, ids: readonly string[], sure: Float64Array, kind: Uint8Array): Int32Array {
    const g = mapGraph(data);
    const to = new Int32Array(ids.length);
    const at = ids.map((id) => g.index.get(s.federal[id]!.area!)!);
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
    const rate = (k: number) => Math.min(SEEN_MAX, Math.max(SEEN_MIN, (this.seenHit[k]! + 1) / (this.seenTold[k]! + 2)));
    for (let i = 0; i < ids.length; i++) sure[i] = rate(kind[i]!);
    return to;
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
 * A predicting model's chance that a ship ends in area `a`: the plain guess at 1 - `sure`, plus
 * `sure` in the end area it predicts (`to`, -1 for none; `sure` is SURE but for `seen`): the same operations, in the same order,
 * as the table filled and then raised at `to` that it replaces, so the same numbers to the bit.
 */
function modelChance(base: Float64Array, a: number, to: number, sure: number): number {
  const x = (1 - sure) * base[a]!;
  return a === to ? x + sure : x;
}
