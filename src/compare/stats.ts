import type { Difference, Interval, MeanEstimate, Proportion } from './types';

// The statistics of a comparison, pure and exact enough to test against published values:
// means and quantiles, Wilson score intervals for proportions, Newcombe's interval for a
// difference of proportions, and Welch's and the paired t interval for a difference of means.
// 95% throughout.

/** The 97.5th percentile of the standard normal distribution. */
export const Z95 = 1.959963984540054;

export function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

export const mean = (xs: readonly number[]) => (xs.length ? sum(xs) / xs.length : NaN);

/** Sample variance (n - 1 in the denominator); 0 for fewer than two values. */
export function variance(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  let s = 0;
  for (const x of xs) s += (x - m) * (x - m);
  return s / (xs.length - 1);
}

/** Quantile of sorted values by linear interpolation between order statistics (R's type 7). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** Wilson's score interval for k successes in n trials (Newcombe 1998, method 3). */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n,
    z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At k = 0 or k = n the bound is exactly 0 or 1; rounding must not move it.
  return { low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}

export function proportion(count: number, n: number): Proportion {
  return { count, n, p: n ? count / n : NaN, ...wilson(count, n) };
}

/** Mean, standard deviation, standard error and the 95% t interval of the mean. */
export function estimateMean(xs: readonly number[]): MeanEstimate {
  const n = xs.length;
  const m = mean(xs);
  const sd = Math.sqrt(variance(xs));
  const se = n ? sd / Math.sqrt(n) : NaN;
  const t = n > 1 ? tQuantile(0.975, n - 1) : NaN;
  return { n, mean: m, sd, se, low: m - t * se, high: m + t * se };
}

/**
 * B minus A for two proportions: Newcombe's hybrid score interval (1998, method 10), built from
 * the two Wilson intervals; it keeps its coverage near 0 and 1 where the normal one fails.
 */
export function proportionDifference(a: { count: number; n: number }, b: { count: number; n: number }): Difference {
  const pa = a.n ? a.count / a.n : NaN,
    pb = b.n ? b.count / b.n : NaN;
  const wa = wilson(a.count, a.n),
    wb = wilson(b.count, b.n);
  const diff = pb - pa;
  const se = Math.sqrt((a.n ? (pa * (1 - pa)) / a.n : 0) + (b.n ? (pb * (1 - pb)) / b.n : 0));
  return {
    a: pa,
    b: pb,
    diff,
    se,
    low: diff - Math.sqrt((pb - wb.low) ** 2 + (wa.high - pa) ** 2),
    high: diff + Math.sqrt((wb.high - pb) ** 2 + (pa - wa.low) ** 2),
  };
}

/**
 * B minus A for two means measured on the same games (the variants play the same seeds: common
 * random numbers): the paired t interval on the per-game differences. The games' shared luck
 * cancels, so it is much narrower than Welch's when the variants' results move together.
 */
export function pairedMean(pairs: readonly (readonly [number, number])[]): Difference & { df: number } {
  const n = pairs.length;
  const a = mean(pairs.map((p) => p[0])),
    b = mean(pairs.map((p) => p[1]));
  const d = pairs.map((p) => p[1] - p[0]);
  const diff = mean(d);
  const se = n > 1 ? Math.sqrt(variance(d) / n) : NaN;
  // Every game moved by the same amount: the difference is exact.
  if (se === 0) return { a, b, diff, se: 0, df: n - 1, low: diff, high: diff };
  const t = n > 1 ? tQuantile(0.975, n - 1) : NaN;
  return { a, b, diff, se, df: n - 1, low: diff - t * se, high: diff + t * se };
}

/** B minus A for two means from their summaries: Welch's t interval with Satterthwaite's degrees of freedom. */
export function welch(a: { mean: number; sd: number; n: number }, b: { mean: number; sd: number; n: number }): Difference & { df: number } {
  const va = (a.sd * a.sd) / a.n,
    vb = (b.sd * b.sd) / b.n;
  const se = Math.sqrt(va + vb);
  const diff = b.mean - a.mean;
  // Both samples constant: no spread to estimate, the difference is exact.
  if (se === 0) return { a: a.mean, b: b.mean, diff, se: 0, df: a.n + b.n - 2, low: diff, high: diff };
  const df = (va + vb) ** 2 / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
  const t = tQuantile(0.975, df);
  return { a: a.mean, b: b.mean, diff, se, df, low: diff - t * se, high: diff + t * se };
}

// --- Student's t distribution -------------------------------------------------------------

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), good to about 15 digits for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction of the regularized incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1,
    d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let num = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + num * d;
    if (Math.abs(d) < tiny) d = tiny;
    d = 1 / d;
    c = 1 + num / c;
    if (Math.abs(c) < tiny) c = tiny;
    h *= d * c;
    num = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + num * d;
    if (Math.abs(d) < tiny) d = tiny;
    d = 1 / d;
    c = 1 + num / c;
    if (Math.abs(c) < tiny) c = tiny;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(T <= t) for Student's t with df degrees of freedom (df may be fractional, as Welch's is). */
export function tCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The q-quantile of Student's t (q in (0, 1)), by bisection on the distribution function. */
export function tQuantile(q: number, dfIn: number): number {
  let df = dfIn;
  if (!(df > 0)) return NaN;
  df = Math.min(df, 1e7); // beyond this t is the normal distribution to every digit shown
  let lo = -1e3,
    hi = 1e3;
  if (q > 0.5) lo = 0;
  else hi = 0;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
