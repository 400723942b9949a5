import type { VictoryBand } from '../data/schema/scenario';
import type { NetHistogram } from './types';

// The distribution of net VP, binned so it can be drawn against the scenario's victory bands.
// The bin width comes from the bands alone (never from the games), so two variants of the same
// scenario share their bins and can be drawn one over the other.

const NICE = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/** The largest "nice" width not above a twelfth of the span between the outer band edges. */
export function binWidth(bands: readonly VictoryBand[]): number {
  const mins = bands.map((b) => b.min).filter((x): x is number => x !== null);
  const maxes = bands.map((b) => b.max).filter((x): x is number => x !== null);
  const span = Math.max(...mins) - Math.min(...maxes);
  const target = span / 12;
  let w = NICE[0]!;
  for (const n of NICE) if (n <= target) w = n;
  return w;
}

/** Index of the band (in VICTORY_LEVELS order, as the scenario lists them) holding a net VP. */
export function bandOf(bands: readonly VictoryBand[], net: number): number {
  return bands.findIndex((b) => (b.min === null || net >= b.min) && (b.max === null || net <= b.max));
}

/** Counts of net VP per bin [k * width, (k + 1) * width), only the bins from the lowest to the highest value. */
export function netHistogram(nets: readonly number[], bands: readonly VictoryBand[], width = binWidth(bands)): NetHistogram {
  if (!nets.length) return { width, bins: [] };
  const counts = new Map<number, number>();
  let lo = Infinity,
    hi = -Infinity;
  for (const x of nets) {
    const k = Math.floor(x / width);
    counts.set(k, (counts.get(k) ?? 0) + 1);
    lo = Math.min(lo, k);
    hi = Math.max(hi, k);
  }
  const bins: NetHistogram['bins'] = [];
  for (let k = lo; k <= hi; k++) {
    const from = k * width;
    // Net VP are whole numbers: the bin holds from .. from + width - 1; its middle decides its colour.
    bins.push({ from, count: counts.get(k) ?? 0, level: bandOf(bands, Math.floor(from + (width - 1) / 2)) });
  }
  return { width, bins };
}
