import { describe, expect, it } from 'vitest';
import { estimateMean, mean, pairedMean, proportion, proportionDifference, quantile, tCdf, tQuantile, variance, welch, wilson } from '../../src/compare/stats';

// Exact values from the literature: Newcombe (1998), "Two-sided confidence intervals for the
// single proportion" (Table I, method 3, the Wilson score interval) and "Interval estimation
// for the difference between independent proportions" (method 10); Student's t from tables.

describe('Wilson score interval', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i: %f to %f', (k, n, low, high) => {
    const w = wilson(k, n);
    expect(w.low).toBeCloseTo(low, 4);
    expect(w.high).toBeCloseTo(high, 4);
  });
  it('is exactly [0, x] at 0 and [x, 1] at n, and [0, 1] with no trials', () => {
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
  it('proportion() carries count, n and p', () => {
    expect(proportion(3, 12)).toMatchObject({ count: 3, n: 12, p: 0.25 });
  });
});

describe('difference of two proportions (Newcombe hybrid score)', () => {
  it('56/70 minus 48/80 is 0.2000 with 0.0524 to 0.3339', () => {
    const d = proportionDifference({ count: 48, n: 80 }, { count: 56, n: 70 });
    expect(d.diff).toBeCloseTo(0.2, 10);
    expect(d.low).toBeCloseTo(0.0524, 4);
    expect(d.high).toBeCloseTo(0.3339, 4);
  });
  it('is B minus A: swapping the samples mirrors the interval', () => {
    const ab = proportionDifference({ count: 48, n: 80 }, { count: 56, n: 70 });
    const ba = proportionDifference({ count: 56, n: 70 }, { count: 48, n: 80 });
    expect(ba.diff).toBeCloseTo(-ab.diff, 12);
    expect(ba.low).toBeCloseTo(-ab.high, 12);
    expect(ba.high).toBeCloseTo(-ab.low, 12);
  });
});

describe('means, quantiles and Student t', () => {
  it('mean, sample variance and the t interval of a small sample', () => {
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(xs)).toBe(5);
    expect(variance(xs)).toBeCloseTo(32 / 7, 12);
    const e = estimateMean(xs);
    expect(e.sd).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(e.se).toBeCloseTo(Math.sqrt(32 / 7) / Math.sqrt(8), 12);
    // t(0.975, 7) = 2.364624
    expect(e.high - e.mean).toBeCloseTo(2.364624 * e.se, 5);
  });
  it('quantiles interpolate like R type 7', () => {
    expect(quantile([1, 2, 3, 4], 0.1)).toBeCloseTo(1.3, 12);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 12);
    expect(quantile([5], 0.5)).toBe(5);
  });
  it.each([
    [1, 12.706205],
    [10, 2.228139],
    [30, 2.042272],
    [1e9, 1.959964],
  ])('t(0.975, %d) = %f', (df, t) => {
    expect(tQuantile(0.975, df)).toBeCloseTo(t, 5);
  });
  it('t distribution is symmetric and fractional degrees of freedom work', () => {
    expect(tQuantile(0.025, 5)).toBeCloseTo(-2.570582, 5);
    expect(tCdf(0, 3.5)).toBeCloseTo(0.5, 12);
    expect(tQuantile(0.975, 21.5)).toBeGreaterThan(tQuantile(0.975, 22));
  });
});

describe('Welch difference of means', () => {
  it('matches a hand computation (Satterthwaite degrees of freedom)', () => {
    const d = welch({ mean: 20, sd: 2, n: 10 }, { mean: 22, sd: 4, n: 15 });
    expect(d.diff).toBe(2);
    expect(d.se).toBeCloseTo(Math.sqrt(0.4 + 16 / 15), 12);
    expect(d.df).toBeCloseTo(21.717949, 5);
    expect(d.high - d.diff).toBeCloseTo(tQuantile(0.975, d.df) * d.se, 12);
  });
  it('two constant samples give an exact difference', () => {
    expect(welch({ mean: 1, sd: 0, n: 5 }, { mean: 3, sd: 0, n: 5 })).toMatchObject({ diff: 2, low: 2, high: 2, se: 0 });
  });
});

describe('difference of two means on the same games (paired t)', () => {
  it('differences 1, 2, 2, 1: mean 1.5, se sqrt(1/12), 1.5 -/+ t(0.975, 3) x se', () => {
    const d = pairedMean([
      [1, 2],
      [2, 4],
      [3, 5],
      [4, 5],
    ]);
    expect(d).toMatchObject({ a: 2.5, b: 4, diff: 1.5, df: 3 });
    expect(d.se).toBeCloseTo(Math.sqrt(1 / 12), 12);
    // t(0.975, 3) = 3.182446 (tables): 1.5 -/+ 0.918693.
    expect(d.low).toBeCloseTo(0.581307, 5);
    expect(d.high).toBeCloseTo(2.418693, 5);
  });
  it('is exact when every game moves by the same amount', () => {
    expect(
      pairedMean([
        [10, 13],
        [50, 53],
        [-7, -4],
      ]),
    ).toMatchObject({ diff: 3, se: 0, low: 3, high: 3 });
  });
  it('is narrower than Welch when the games share their luck', () => {
    const pairs = [
      [100, 104],
      [-40, -35],
      [70, 76],
      [300, 303],
      [20, 26],
    ] as const;
    const paired = pairedMean(pairs);
    const sample = (xs: number[]) => ({ mean: mean(xs), sd: Math.sqrt(variance(xs)), n: xs.length });
    const independent = welch(sample(pairs.map((p) => p[0])), sample(pairs.map((p) => p[1])));
    expect(paired.diff).toBeCloseTo(independent.diff, 12);
    expect(paired.low).toBeGreaterThan(0);
    expect(independent.low).toBeLessThan(0);
  });
});
