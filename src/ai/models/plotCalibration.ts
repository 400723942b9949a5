// The fit of the Plot's two recalibrations (issue 45; raiderPlot.ts `recalibrate`, docs/plot.md):
// maximum likelihood by grid search, over raider-turns whose true area is known (the fitting
// games of scripts/ai-plot-calibrate.ts). Grids, not gradients: one or two numbers each, and the
// log-likelihood is smooth and has one peak over these ranges.

import { recalibrate } from './raiderPlot';

/** One raider-turn: its starting context, the model's chances over its candidates (candidate 0 its sighting's area), and the candidate it ended in (-1: beyond them). */
export interface PlotOutcome {
  context: number;
  chances: Float64Array;
  truth: number;
}

const FLOOR = 1e-4;

/** The chance of the true area once `share` of the likeliest area's chance is moved to the others (raiderPlot's `recalibrate` at sea). */
export function readerChance(ch: Float64Array, truth: number, share: number): number {
  if (truth < 0) return 0;
  const c = Float64Array.from(ch);
  recalibrate(c, 0, share);
  return c[truth]!;
}

/** The reader share (0 to 0.5, by 0.05) with the highest mean log-likelihood of the true area. */
export function fitReaderShare(outs: readonly PlotOutcome[]): { n: number; share: number; logLik: number; atZero: number } {
  const ll = (share: number) => outs.reduce((t, o) => t + Math.log(Math.max(FLOOR, readerChance(o.chances, o.truth, share))), 0) / Math.max(1, outs.length);
  let best = { share: 0, logLik: ll(0) };
  for (let i = 1; i <= 10; i++) {
    const v = ll(i * 0.05);
    if (v > best.logLik) best = { share: i * 0.05, logLik: v };
  }
  return { n: outs.length, ...best, atZero: ll(0) };
}

/** a and b of σ(a·logit(p) + b) for the chance of staying (a 0.5 to 3, b -1.5 to 1.5, by 0.05), by the log-likelihood of staying or not. */
export function fitStay(outs: readonly PlotOutcome[]): { n: number; stays: number; a: number; b: number; logLik: number; atIdentity: number } {
  const pts = outs.map((o) => {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, o.chances[0]!));
    return { x: Math.log(p / (1 - p)), y: o.truth === 0 };
  });
  const ll = (a: number, b: number) =>
    pts.reduce((t, q) => {
      const s = 1 / (1 + Math.exp(-(a * q.x + b)));
      return t + Math.log(Math.max(FLOOR, q.y ? s : 1 - s));
    }, 0) / Math.max(1, pts.length);
  let best = { a: 1, b: 0, logLik: ll(1, 0) };
  for (let i = 0; i <= 50; i++)
    for (let j = 0; j <= 60; j++) {
      const a = 0.5 + i * 0.05,
        b = -1.5 + j * 0.05;
      const v = ll(a, b);
      if (v > best.logLik) best = { a: Math.round(a * 100) / 100, b: Math.round(b * 100) / 100, logLik: v };
    }
  return { n: pts.length, stays: pts.filter((q) => q.y).length, ...best, atIdentity: ll(1, 0) };
}
