import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import type { BotRandom } from '../rng';
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

const MODELS = ['plain', 'cautious', 'historical', 'bold'] as const;
type Model = (typeof MODELS)[number];

/** A predicted end area is held with this confidence; the rest follows the plain guess. */
const SURE = 0.85;
/** The plain guess keeps at least this share of the mix. */
const FLOOR = 0.1;
/** A model below this share is dropped for the rest of the game (it no longer pays to run it). */
const DROP = 0.01;

export class FederalModels {
  private logLik: Record<Model, number> = { plain: 0, cautious: 0, historical: 0, bold: 0 };
  /** Last turn's plain guess by ship, each ship's place in it, and each model's predicted end areas by that place. */
  private last: { turn: number; plain: Map<string, Float64Array>; order: Map<string, number>; ends: Record<Model, Int32Array | undefined> } | null = null;
  private models: Model[];
  /** The mix's tables, read once by presenceFrom (which copies what it keeps). */
  private readonly mixScratch = new ScratchF64();
  private readonly tables = new PresenceTables();

  /** `predictedMoves`: the Federal's own planner, by level (models/foresight.ts). */
  constructor(private readonly predictedMoves: FederalMoves, models: readonly Model[] = MODELS) { this.models = [...models]; }

  /** Where the Federal ships may be this turn, by the mix of the models that have read it best. */
  presence(data: GameData, s: PublicState, rng: BotRandom): FederalPresence {
    this.learn(data, s);
    const share = this.weights();
    this.models = this.models.filter((m) => m === 'plain' || (share[m] ?? 0) >= DROP);
    const g = mapGraph(data);
    const plain = shipDistributions(this.tables, data, s);
    const n = g.n, ships = [...plain];
    const order = new Map<string, number>();
    ships.forEach(([id], i) => order.set(id, i));
    // A model's table for a ship is the plain guess at 1 - SURE plus SURE in its predicted end
    // area: kept as that end area alone (-1: none, the CSE) and worked out where it is read (the
    // mix below, next turn's learning), with the same arithmetic, rather than copied per model.
    // One object shape every turn (all four models, absent ones undefined): a model dropped from
    // the mix must not change the shape the optimised code was made for (it deoptimised).
    const ends: Record<Model, Int32Array | undefined> = { plain: undefined, cautious: undefined, historical: undefined, bold: undefined };
    let cseWeighted = 0;
    const weights = this.weights();
    for (const m of this.models) {
      if (m === 'plain') continue;
      const end = this.predictedMoves(data, s, rng, m);
      const to = new Int32Array(ships.length);
      for (let i = 0; i < ships.length; i++) {
        const id = ships[i]![0];
        const at = end.get(id) ?? s.federal[id]!.area!;
        if (at === 'CSE') { cseWeighted += weights[m]!; to[i] = -1; } else to[i] = g.index.get(at)!;
      }
      ends[m] = to;
    }
    this.last = { turn: s.turn, plain, order, ends };
    // The mix is read once, by presenceFrom (which copies what it keeps).
    const mixed = new Map<string, Float64Array>();
    const mixBuffer = this.mixScratch.take(n * ships.length);
    for (let i = 0; i < ships.length; i++) {
      const [id, base] = ships[i]!;
      const d = mixBuffer.subarray(i * n, (i + 1) * n);
      for (const m of this.models) {
        const w = weights[m]!;
        if (m === 'plain') { for (let a = 0; a < n; a++) d[a] = d[a]! + w * base[a]!; continue; }
        const to = ends[m]![i]!;
        for (let a = 0; a < n; a++) d[a] = d[a]! + w * modelChance(base, a, to);
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
    const out: Record<Model, number | undefined> = { plain: undefined, cautious: undefined, historical: undefined, bold: undefined };
    this.models.forEach((m, i) => { out[m] = raw[i]! / total; });
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
      const a = g.index.get(f.area)!, i = last.order.get(f.id)!;
      for (const m of this.models) this.logLik[m] += Math.log(0.02 + (m === 'plain' ? base[a]! : modelChance(base, a, last.ends[m]![i]!)));
    }
  }
}

/**
 * A predicting model's chance that a ship ends in area `a`: the plain guess at 1 - SURE, plus
 * SURE in the end area it predicts (`to`, -1 for none): the same operations, in the same order,
 * as the table filled and then raised at `to` that it replaces, so the same numbers to the bit.
 */
function modelChance(base: Float64Array, a: number, to: number): number {
  const x = (1 - SURE) * base[a]!;
  return a === to ? x + SURE : x;
}
