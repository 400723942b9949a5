// Issue 45: the fit of the Plot's recalibrations (src/ai/models/plotCalibration.ts) finds the
// values that made the outcomes: synthetic raider-turns drawn, on a seeded stream, from a model
// recalibrated with a known reader share (at sea) and a known a, b (a ship in port staying).

import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { fitReaderShare, fitStay, type PlotOutcome } from '../../src/ai/models/plotCalibration';
import { recalibrate } from '../../src/ai/models/raiderPlot';

/** One draw from the chances `ch`. */
const draw = (ch: Float64Array, u: number): number => {
  let k = 0;
  for (let acc = ch[0]!; acc < u && k < ch.length - 1; acc += ch[++k]!);
  return k;
};

describe('issue 45: the recalibrations fitted by likelihood', () => {
  it('at sea: outcomes drawn with 20% of the likeliest area moved to the others are fitted to 0.20', () => {
    const rng = seedrandom('plot-cal-sea');
    const outs: PlotOutcome[] = [];
    for (let i = 0; i < 4000; i++) {
      // A dominant area (chance 0.5-0.9) among 6 candidates, the rest spread evenly.
      const top = 0.5 + 0.4 * rng();
      const model = Float64Array.from([top, ...Array(5).fill((1 - top) / 5)]);
      const truthCh = Float64Array.from(model);
      recalibrate(truthCh, 0, 0.2);
      outs.push({ context: 0, chances: model, truth: draw(truthCh, rng()) });
    }
    const f = fitReaderShare(outs);
    expect(f.share).toBeCloseTo(0.2, 5);
    expect(f.logLik).toBeGreaterThan(f.atZero);
  });

  it('in port: stays drawn with a 1.5 and b -0.5 are fitted within a grid step or two, and the model as it was (a 1, b 0) is beaten', () => {
    const rng = seedrandom('plot-cal-port');
    const outs: PlotOutcome[] = [];
    for (let i = 0; i < 6000; i++) {
      const p = 1 / (1 + Math.exp(-(4 * rng() - 2))); // logit uniform over [-2, 2]
      const model = Float64Array.from([p, 1 - p]);
      const truthCh = Float64Array.from(model);
      recalibrate(truthCh, 1, 0, [1.5, -0.5]);
      outs.push({ context: 1, chances: model, truth: draw(truthCh, rng()) });
    }
    const f = fitStay(outs);
    expect(Math.abs(f.a - 1.5)).toBeLessThanOrEqual(0.15);
    expect(Math.abs(f.b + 0.5)).toBeLessThanOrEqual(0.15);
    expect(f.logLik).toBeGreaterThan(f.atIdentity);
  });
});
