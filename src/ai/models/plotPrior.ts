import { z } from 'zod';

// The plot's movement prior (issue 31, point 3): how raiders actually sail in one Activity Phase,
// as weights of a log-linear model fitted to recorded games by `npm run ai:plot-fit`
// (scripts/ai-plot-fit.ts), which rewrites assets/ai/plot-prior.json. The file is versioned and
// checked here when first read: a file that does not fit the schema is refused by name, with the
// path of the first fault. raiderPlot.ts reads the weights; docs/ai.md, "The plot", explains them.

/**
 * How a raider starts the turn (each has its own distance weights): at sea; in port, just arrived
 * or there a turn or more (11.41); in a refit port with its refit due (11.3); blockaded or declared
 * against (7.2, 6.3); in port not yet commissioned (10.51).
 */
export const PLOT_CONTEXTS = ['sea', 'port', 'portStayed', 'refitDue', 'blockaded', 'uncommissioned'] as const;
export type PlotContext = (typeof PLOT_CONTEXTS)[number];
/** Distances (moves over the map, 4.12) beyond this share the last weight. */
export const MAX_DISTANCE = 12;
/** Buckets of the distance as a share of the reach (distance 0, then four quarters). */
export const SHARE_BUCKETS = 5;
/** The Raid Table densities 0 to 6 (5.11), and one more for a ship that cannot raid. */
export const DENSITY_SLOTS = 8;

const weight = z.number().finite().min(-40).max(40);
const row = (n: number) => z.array(weight).length(n);

export const PlotPriorSchema = z
  .object({
    format: z.literal('sea-devils-plot-prior'),
    version: z.literal(1),
    /** Where the weights come from, in words. */
    basis: z.string().min(1).max(4000),
    fitted: z
      .object({
        seeds: z.string().min(1).max(200),
        games: z.int().min(1),
        samples: z.int().min(1),
        logLoss: z.number().finite().min(0),
      })
      .strict(),
    weights: z
      .object({
        /** By starting context, then by distance 0..MAX_DISTANCE. */
        distance: z.object(Object.fromEntries(PLOT_CONTEXTS.map((c) => [c, row(MAX_DISTANCE + 1)])) as Record<PlotContext, ReturnType<typeof row>>).strict(),
        /** By the distance's share of the reach: 0, then (0, 1/4], ... (3/4, 1]. */
        reachShare: row(SHARE_BUCKETS),
        /** By the area's density (0-6), and for a ship that cannot raid. */
        density: row(DENSITY_SLOTS),
        /** An area with a port (4.4, 11.51). */
        port: weight,
        /** C9, the U.S. coast (6.4). */
        eastCoast: weight,
        /** A face-down whaling counter, for a sloop (5.3). */
        whaling: weight,
        /** A port that can refit the ship, when its refit is due within two turns (11.3). */
        refitPort: weight,
        /** An area off the coast, for a ship that raids only coastal areas (5.42). */
        offCoast: weight,
        /** Per unit of the chance that the raider's own planner, run on the public view, ends its route there. */
        planEnd: weight,
        /** Per unit of the chance that the planner's route passes there. */
        planPath: weight,
        /** In place of planEnd for a raider that starts in port. */
        planEndPort: weight,
        /** The area where the planner's routes end at least half the time. */
        planTop: weight,
      })
      .strict(),
  })
  .strict();

export type PlotPrior = z.infer<typeof PlotPriorSchema>;

/** A prior file that does not fit the schema: the file's name and the path of the fault. */
export class PlotPriorError extends Error {
  constructor(
    readonly file: string,
    readonly path: string,
    why: string,
  ) {
    super(`${file}: ${path || '(top)'}: ${why}`);
    this.name = 'PlotPriorError';
  }
}

/** Checks a prior file's contents; throws PlotPriorError naming `file` and the first fault. */
export function parsePlotPrior(json: unknown, file: string): PlotPrior {
  const r = PlotPriorSchema.safeParse(json);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new PlotPriorError(file, issue.path.join('.'), issue.message);
}

// The weights as one vector, in a fixed order (the fitting script works on this vector).
const DIST = 0;
const SHARE = DIST + PLOT_CONTEXTS.length * (MAX_DISTANCE + 1);
const DENSITY = SHARE + SHARE_BUCKETS;
export const W_PORT = DENSITY + DENSITY_SLOTS;
export const W_EAST_COAST = W_PORT + 1;
export const W_WHALING = W_PORT + 2;
export const W_REFIT = W_PORT + 3;
export const W_OFF_COAST = W_PORT + 4;
export const W_PLAN_END = W_PORT + 5;
export const W_PLAN_PATH = W_PORT + 6;
export const W_PLAN_END_PORT = W_PORT + 7;
export const W_PLAN_TOP = W_PORT + 8;
export const WEIGHTS = W_PORT + 9;

export const distanceSlot = (context: number, d: number) => DIST + context * (MAX_DISTANCE + 1) + Math.min(d, MAX_DISTANCE);
export const shareSlot = (d: number, reach: number) => SHARE + (d === 0 ? 0 : 1 + Math.min(3, Math.floor((4 * (d - 1)) / Math.max(1, reach))));
export const densitySlot = (density: number, canRaid: boolean) => DENSITY + (canRaid ? Math.min(6, Math.max(0, density)) : DENSITY_SLOTS - 1);

/** The weights in vector order. */
export function weightVector(p: PlotPrior): Float64Array {
  const w = p.weights;
  const v = new Float64Array(WEIGHTS);
  PLOT_CONTEXTS.forEach((c, i) => w.distance[c].forEach((x, d) => (v[distanceSlot(i, d)] = x)));
  w.reachShare.forEach((x, k) => (v[SHARE + k] = x));
  w.density.forEach((x, k) => (v[DENSITY + k] = x));
  v[W_PORT] = w.port;
  v[W_EAST_COAST] = w.eastCoast;
  v[W_WHALING] = w.whaling;
  v[W_REFIT] = w.refitPort;
  v[W_OFF_COAST] = w.offCoast;
  v[W_PLAN_END] = w.planEnd;
  v[W_PLAN_PATH] = w.planPath;
  v[W_PLAN_END_PORT] = w.planEndPort;
  v[W_PLAN_TOP] = w.planTop;
  return v;
}

/** The vector back as the file's weights (rounded to 4 decimals, so the file stays readable). */
export function weightsOf(v: Float64Array): PlotPrior['weights'] {
  const r = (x: number) => Math.round(x * 1e4) / 1e4;
  const slice = (from: number, n: number) => Array.from(v.subarray(from, from + n), r);
  return {
    distance: Object.fromEntries(PLOT_CONTEXTS.map((c, i) => [c, slice(distanceSlot(i, 0), MAX_DISTANCE + 1)])) as PlotPrior['weights']['distance'],
    reachShare: slice(SHARE, SHARE_BUCKETS),
    density: slice(DENSITY, DENSITY_SLOTS),
    port: r(v[W_PORT]!),
    eastCoast: r(v[W_EAST_COAST]!),
    whaling: r(v[W_WHALING]!),
    refitPort: r(v[W_REFIT]!),
    offCoast: r(v[W_OFF_COAST]!),
    planEnd: r(v[W_PLAN_END]!),
    planPath: r(v[W_PLAN_PATH]!),
    planEndPort: r(v[W_PLAN_END_PORT]!),
    planTop: r(v[W_PLAN_TOP]!),
  };
}
