import { pointInRing, ringBounds, type Pt } from './projection';

// Keeps each stack of counters inside its Movement Area (issue 16.4): a stack whose usual spot
// (under the label, on the port marker) would fall over the border, or too close to it, moves
// to the nearest free point well inside the area's outline. Pure geometry on world points, so
// a unit test checks every area.

/** A point inside the area with its distance to the outline. */
export interface InnerPoint {
  p: Pt;
  clear: number;
}

/** Distance from a point to a ring's edges. */
export function distanceToRing(x: number, y: number, ring: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j]!,
      [bx, by] = ring[i]!;
    const dx = bx - ax,
      dy = by - ay,
      len2 = dx * dx + dy * dy;
    const t = len2 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

/** A grid of points inside the ring (about 24 across its longer side), each with its clearance. */
export function innerPoints(ring: readonly Pt[]): InnerPoint[] {
  const { minX, maxX, minY, maxY } = ringBounds(ring);
  const step = Math.max(maxX - minX, maxY - minY) / 24 || 1;
  const out: InnerPoint[] = [];
  for (let y = minY + step / 2; y < maxY; y += step) {
    for (let x = minX + step / 2; x < maxX; x += step) {
      if (pointInRing(x, y, ring)) out.push({ p: [x, y], clear: distanceToRing(x, y, ring) });
    }
  }
  // A sliver thinner than the grid: its middle vertex-to-vertex points.
  if (!out.length) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!,
        b = ring[(i + Math.floor(ring.length / 2)) % ring.length]!;
      const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      if (pointInRing(m[0], m[1], ring)) out.push({ p: m, clear: distanceToRing(m[0], m[1], ring) });
    }
  }
  return out;
}

/** The area's label on the map (its centre and half sizes, world units): a stack over it hides it (issue 35.5). */
export interface LabelBox {
  at: Pt;
  hw: number;
  hh: number;
}

/** How deep a stack at `p` (`half` from centre to edge) reaches into the label's box; 0 when clear of it. */
export function overLabel(p: Pt, half: number, box: LabelBox): number {
  const ox = box.hw + half - Math.abs(p[0] - box.at[0]),
    oy = box.hh + half - Math.abs(p[1] - box.at[1]);
  return ox > 0 && oy > 0 ? Math.min(ox, oy) : 0;
}

/**
 * Places stacks wanted at `wanted` (world points, central copy), each `half` world units from
 * centre to edge: a wanted point inside the ring, `half` clear of it and clear of the label
 * (`avoid`) stays; any other goes to the inner point that best keeps clear of the outline, the
 * label and the stacks already placed, near where it was wanted. Every returned point is inside the ring when the ring has any inner point.
 */
export function placeInside(ring: readonly Pt[], inner: readonly InnerPoint[], wanted: readonly Pt[], half: number, avoid: LabelBox | null = null): Pt[] {
  const out: Pt[] = [];
  const crowd = (p: Pt) =>
    out.reduce((n, q) => n + Math.max(0, 2 * half - Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]))), 0) + (avoid ? 3 * overLabel(p, half, avoid) : 0);
  for (const w of wanted) {
    if (pointInRing(w[0], w[1], ring) && distanceToRing(w[0], w[1], ring) >= half && crowd(w) === 0) {
      out.push(w);
      continue;
    }
    let best: Pt | null = null,
      score = Infinity;
    for (const c of inner) {
      // Overlapping another stack hides it (and its clicks): worse than a counter's edge over the border.
      const s = Math.max(0, half - c.clear) * 2 + crowd(c.p) * 6 + Math.hypot(c.p[0] - w[0], c.p[1] - w[1]);
      if (s < score) {
        score = s;
        best = c.p;
      }
    }
    out.push(best ?? w);
  }
  return out;
}
