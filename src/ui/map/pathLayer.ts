// A planned route (setPath): a line through the areas' label points. Between two areas it
// takes the short way, so a route over the east-west edge (4.22) runs on past the edge into the
// next world copy instead of back across the whole map.

import type { GraphicsContext } from 'pixi.js';
import type { AreaGeometry } from './areaGeometry';
import { PALETTE } from './palette';
import { nearestCopy, type Pt } from './projection';

/** Label points of a route, unwrapped so consecutive points are the short way apart. */
export function routePoints(geoms: AreaGeometry, areas: readonly string[], start: Pt | null = null): Pt[] {
  const pts: Pt[] = start ? [start] : [];
  for (const id of areas) {
    const g = geoms.byId.get(id);
    if (!g) continue;
    const prev = pts[pts.length - 1];
    pts.push(prev ? [nearestCopy(g.label[0], prev[0]), g.label[1]] : [g.label[0], g.label[1]]);
  }
  return pts;
}

/** Draws the route into `ctx`; `px` is one screen pixel in world units (keeps widths constant). */
export function drawPath(ctx: GraphicsContext, pts: readonly Pt[], ok: boolean, px: number): void {
  ctx.clear();
  if (pts.length === 0) return;
  const color = ok ? PALETTE.pathOk : PALETTE.pathBad;
  if (pts.length > 1) {
    // A pale casing under the line keeps it readable over land and labels.
    for (const [w, c, a] of [
      [7, 0xffffff, 0.7],
      [3.5, color, 0.95],
    ] as const) {
      // Issue 35.3: an illegal route is dashed, a legal one solid (not only red and green).
      if (!ok && c === color) dashes(ctx, pts, 9 * px, 6 * px);
      else {
        ctx.moveTo(pts[0]![0], pts[0]![1]);
        for (const p of pts.slice(1)) ctx.lineTo(p[0], p[1]);
      }
      ctx.stroke({ width: w * px, color: c, alpha: a, cap: 'round', join: 'round' });
    }
    // Arrowhead at the destination.
    const [x1, y1] = pts[pts.length - 2]!,
      [x2, y2] = pts[pts.length - 1]!;
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / len,
      uy = (y2 - y1) / len,
      s = 13 * px;
    ctx.poly([x2, y2, x2 - ux * s - uy * s * 0.55, y2 - uy * s + ux * s * 0.55, x2 - ux * s + uy * s * 0.55, y2 - uy * s - ux * s * 0.55]).fill({ color });
  }
  for (const [i, p] of pts.entries()) {
    ctx
      .circle(p[0], p[1], (i === 0 ? 5 : 3.5) * px)
      .fill({ color: 0xffffff })
      .stroke({ width: 2 * px, color });
  }
  if (!ok) {
    // An illegal route also ends in a cross, for readers who cannot tell red from green.
    const [x, y] = pts[pts.length - 1]!,
      s = 7 * px;
    ctx
      .moveTo(x - s, y - s)
      .lineTo(x + s, y + s)
      .moveTo(x + s, y - s)
      .lineTo(x - s, y + s)
      .stroke({ width: 3 * px, color: PALETTE.pathBad });
  }
}

/** Dashes (`on` drawn, `off` skipped) along the polyline, continuing across its corners. */
function dashes(ctx: GraphicsContext, pts: readonly Pt[], on: number, off: number): void {
  let phase = 0; // distance into the current on+off period
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i - 1]!,
      [x2, y2] = pts[i]!;
    const len = Math.hypot(x2 - x1, y2 - y1);
    let d = 0;
    while (d < len) {
      const inOn = phase < on;
      const step = Math.min(len - d, (inOn ? on : on + off) - phase);
      if (inOn) {
        const a = d / len,
          b = (d + step) / len;
        ctx.moveTo(x1 + (x2 - x1) * a, y1 + (y2 - y1) * a).lineTo(x1 + (x2 - x1) * b, y1 + (y2 - y1) * b);
      }
      d += step;
      phase = (phase + step) % (on + off);
    }
  }
}
