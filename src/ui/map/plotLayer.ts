// The Federal's plot on the map (issue 17, docs/plot.md): each area shaded by a level from 0 to
// 1 that the caller gives (the model, src/ai/models/raiderPlot.ts, decides the numbers; this
// layer only draws them). One context, drawn in every world copy under the highlights.

import type { GraphicsContext } from 'pixi.js';
import type { AreaGeometry } from './areaGeometry';
import { flat } from './projection';

/** One shaded area: `level` 0..1 (1 = the most likely area shown). */
export interface PlotShade {
  area: string;
  level: number;
}

/** The plot's ink: a plotting-board red, so it reads apart from the green and blue highlights. */
export const PLOT_COLOUR = 0xb3261e;

/** Fill opacity for a level: never quite clear (a possible area stays visible), at most 0.6. */
export const plotAlpha = (level: number): number => 0.08 + 0.52 * Math.min(1, Math.max(0, level));

/** Draws the shades into `ctx`; `px` is one screen pixel in world units. */
export function drawPlot(geoms: AreaGeometry, shades: readonly PlotShade[], px: number, ctx: GraphicsContext): GraphicsContext {
  ctx.clear();
  for (const s of shades) {
    const g = geoms.byId.get(s.area);
    if (!g) continue;
    ctx.poly(flat(g.ring), true).fill({ color: PLOT_COLOUR, alpha: plotAlpha(s.level) });
    ctx.poly(flat(g.ring), true).stroke({ width: 1.5 * px, color: PLOT_COLOUR, alpha: 0.7, alignment: 1 });
  }
  return ctx;
}
