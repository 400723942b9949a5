// Raiders' routes for the debrief (issue 17.4): one coloured line per raider through the label
// points of the areas it entered, an arrowhead at the end of each turn's leg and the turn's
// number where the leg begins. It draws only what it is given. Like the planned route
// (pathLayer.ts), each step takes the short way (routeLegs.ts), so a route over the east-west
// edge (4.22) runs on into the next world copy; the lines are one shared context drawn in every
// copy, the turn numbers one set of labels per copy.

import { Container, GraphicsContext, type BitmapText } from 'pixi.js';
import type { AreaGeometry } from './areaGeometry';
import { FONT_COUNTER, text } from './fonts';
import type { Pt } from './projection';
import { routeLegPoints, type MapRoute } from './routeLegs';

export class RoutesLayer {
  readonly ctx = new GraphicsContext();
  /** The turn numbers, one container per world copy (the caller places them at -W, 0, +W). */
  readonly labels: Container[] = [new Container(), new Container(), new Container()];
  private routes: MapRoute[] = [];
  /** Where each leg's turn disc is drawn (world units), for the map's inspect(). */
  starts: { turn: number; at: Pt }[] = [];

  constructor(private readonly geoms: AreaGeometry) {}

  set(routes: MapRoute[], px: number): void {
    this.routes = routes.map((r) => ({ color: r.color, legs: r.legs.map((l) => ({ turn: l.turn, areas: l.areas.slice() })) }));
    this.draw(px);
  }

  /** Redraws at a new zoom: widths and labels stay the same size on screen. */
  draw(px: number): void {
    const ctx = this.ctx;
    ctx.clear();
    for (const c of this.labels) for (const t of c.removeChildren()) t.destroy();
    this.starts = [];
    // Raiders drawn side by side in one area would hide each other: each gets a small offset.
    this.routes.forEach((route, k) => {
      const off = (k - (this.routes.length - 1) / 2) * 4 * px;
      for (const { turn, pts: raw } of routeLegPoints(this.geoms, route)) {
        const pts = raw.map(([x, y]): Pt => [x + off, y + off]);
        if (pts.length > 1) {
          for (const [w, c, a] of [
            [6, 0xffffff, 0.75],
            [3, route.color, 0.95],
          ] as const) {
            ctx.moveTo(pts[0]![0], pts[0]![1]);
            for (const p of pts.slice(1)) ctx.lineTo(p[0], p[1]);
            ctx.stroke({ width: w * px, color: c, alpha: a, cap: 'round', join: 'round' });
          }
          const [x1, y1] = pts[pts.length - 2]!,
            [x2, y2] = pts[pts.length - 1]!;
          const len = Math.hypot(x2 - x1, y2 - y1) || 1;
          const ux = (x2 - x1) / len,
            uy = (y2 - y1) / len,
            s = 12 * px;
          ctx
            .poly([x2, y2, x2 - ux * s - uy * s * 0.5, y2 - uy * s + ux * s * 0.5, x2 - ux * s + uy * s * 0.5, y2 - uy * s - ux * s * 0.5])
            .fill({ color: route.color });
        }
        for (const p of pts.slice(1, -1)) ctx.circle(p[0], p[1], 2.5 * px).fill({ color: route.color });
        // The turn's number in a disc where the leg begins.
        const [sx, sy] = pts[0]!;
        this.starts.push({ turn, at: [sx, sy] });
        ctx
          .circle(sx, sy, 8 * px)
          .fill({ color: 0xffffff })
          .stroke({ width: 2 * px, color: route.color });
        for (const c of this.labels) {
          const t: BitmapText = text(String(turn), FONT_COUNTER, 11 * px, route.color);
          t.position.set(sx, sy);
          c.addChild(t);
        }
      }
    });
  }

  destroy(): void {
    for (const c of this.labels) c.destroy({ children: true });
    this.ctx.destroy();
  }
}
