// The Movement Areas (2.1): outlines, sea tints, labels ("C9/6"), port markers, whaling marks
// and the edge marks naming the wraparound partners (4.22). Geometry is computed once; the
// GraphicsContexts are shared by the three world copies so they are tessellated once.

import { Container, Graphics, GraphicsContext } from 'pixi.js';
import { HIGHLIGHT_COLOURS, PALETTE, perPalette } from './palette';
import { flat, halfWidthAt, latitudeY, type Pt } from './projection';
import { type AreaGeom, type AreaGeometry, LABEL_SIZE } from './areaGeometry';
import { FONT_COUNTER, FONT_LABEL, FONT_LABEL_DEEP, text } from './fonts';
import type { MapHighlight } from './MapView';

/** Short nation codes for the port markers (2.12); the colony codes are already short. */
const NATION_CODE: Record<string, string> = {
  England: 'ENG',
  France: 'FRA',
  Spain: 'SPA',
  Peru: 'PER',
  Chile: 'CHI',
};
export const nationCode = (n: string): string => NATION_CODE[n] ?? n;

// ---------------------------------------------------------------------------------------------
// Shared contexts
// ---------------------------------------------------------------------------------------------

/** Sea tints: coastal areas light, deep-water areas darker; sea outside the areas is the background. */
export function seaContext(geoms: AreaGeometry): GraphicsContext {
  const ctx = new GraphicsContext();
  for (const g of geoms.list) ctx.poly(flat(g.ring), true).fill({ color: g.deep ? PALETTE.deepSea : PALETTE.coastalSea });
  return ctx;
}

/** Area outlines and the map edge where the world wraps; `px` is one pixel in world units. */
export function outlineContext(geoms: AreaGeometry, px: number, ctx = new GraphicsContext()): GraphicsContext {
  ctx.clear();
  for (const g of geoms.list) ctx.poly(flat(g.ring), true);
  ctx.stroke({ width: px, color: PALETTE.areaLine, pixelLine: true });
  // The printed map's east/west edge (both are 160°E): a dashed seam between world copies.
  for (const side of [-1, 1]) {
    for (let lat = -84; lat < 84; lat += 2) {
      ctx.moveTo(side * halfWidthAt(lat), latitudeY(lat)).lineTo(side * halfWidthAt(lat + 1.2), latitudeY(lat + 1.2));
    }
  }
  ctx.stroke({ width: 2 * px, color: PALETTE.edgeLine, alpha: 0.7 });
  return ctx;
}

/** Highlight fills and borders for setHighlights (one context, drawn in every copy). */
export function highlightContext(geoms: AreaGeometry, highlights: readonly MapHighlight[], px: number, ctx: GraphicsContext): GraphicsContext {
  ctx.clear();
  // An area in several highlights (a path within a reach) is filled once, by the last: the fills
  // tint the map under them (WorldMap draws them with multiply), and two tints would darken its
  // label's ground too far (issue 48.8). Each highlight keeps its own border.
  const fillBy = new Map<string, MapHighlight>();
  for (const h of highlights) for (const id of h.areas) fillBy.set(id, h);
  for (const h of highlights) {
    const c = HIGHLIGHT_COLOURS[h.style] ?? HIGHLIGHT_COLOURS.hint!;
    for (const id of h.areas) {
      const g = geoms.byId.get(id);
      if (!g) continue;
      if (fillBy.get(id) === h) ctx.poly(flat(g.ring), true).fill({ color: c.color, alpha: c.alpha });
      // A border inside the outline, so neighbouring highlighted areas stay distinct.
      ctx.poly(flat(g.ring), true).stroke({ width: 3 * px, color: c.color, alpha: 0.9, alignment: 1 });
    }
  }
  return ctx;
}

/** Outline of one area (hover feedback). */
export function areaOutline(g: AreaGeom, px: number, ctx: GraphicsContext): GraphicsContext {
  ctx.clear();
  ctx.poly(flat(g.ring), true).stroke({ width: 2.5 * px, color: PALETTE.hover, alpha: 0.85 });
  return ctx;
}

// ---------------------------------------------------------------------------------------------
// Marks: labels, ports, whaling, edge arrows (one container per world copy)
// ---------------------------------------------------------------------------------------------

/** The marks' shapes, made again when the colour scheme changes. */
const markShapes = perPalette(() => ({
  W_BADGE: new GraphicsContext().rect(-7, -7, 14, 14).fill({ color: 0xffffff }).stroke({ width: 1.2, color: PALETTE.whalingInk }),
  PORT_DOT: new GraphicsContext().circle(0, 0, 4.2).fill({ color: PALETTE.portFill }).stroke({ width: 1.6, color: PALETTE.portInk }),
  ARROW_WEST: new GraphicsContext().poly([0, 0, 9, -6, 9, 6]).fill({ color: PALETTE.edgeLine }),
  ARROW_EAST: new GraphicsContext().poly([0, 0, -9, -6, -9, 6]).fill({ color: PALETTE.edgeLine }),
}));

/**
 * Builds the marks of one world copy. Every mark is a small group anchored at a map point;
 * the returned groups are rescaled together so the text stays readable when zoomed out.
 */
export function buildMarks(geoms: AreaGeometry): { container: Container; groups: Container[] } {
  const container = new Container();
  const groups: Container[] = [];
  const { W_BADGE, PORT_DOT, ARROW_WEST, ARROW_EAST } = markShapes();
  const add = (at: Pt): Container => {
    const c = new Container();
    c.position.set(at[0], at[1]);
    container.addChild(c);
    groups.push(c);
    return c;
  };
  for (const g of geoms.list) {
    const a = g.area;
    // "C9/6": the area's id and its U.S. shipping density (2.11).
    const lab = add(g.label);
    const t = text(`${a.id}/${a.density}`, g.deep ? FONT_LABEL_DEEP : FONT_LABEL, LABEL_SIZE, g.deep ? PALETTE.labelDeep : PALETTE.labelCoastal);
    lab.addChild(t);
    if (a.whaling) {
      // A black W on white (2.25), just right of the label.
      const w = new Container();
      w.position.set(t.width / 2 + 10, 0);
      w.addChild(new Graphics(W_BADGE), text('W', FONT_LABEL, 12, PALETTE.whalingInk));
      lab.addChild(w);
    }
    if (g.port) {
      const p = add(g.port);
      p.addChild(new Graphics(PORT_DOT));
      const codes = [...new Set(a.ports.map((x) => nationCode(x.nation)))].join(' ');
      // Codes on the side away from the label, so they do not run into it.
      const right = g.port[0] >= g.label[0];
      p.addChild(text(codes, FONT_COUNTER, 11, PALETTE.portInk, right ? 0 : 1, 0.5)).position.set(right ? 6 : -6, 0);
    }
    if (g.edgeMark && a.wrap.length) {
      const e = add(g.edgeMark);
      const west = a.edge === 'west';
      e.addChild(new Graphics(west ? ARROW_WEST : ARROW_EAST));
      const names = a.wrap.join(' ');
      e.addChild(text(names, FONT_COUNTER, 10, PALETTE.edgeLine, west ? 0 : 1, 0.5)).position.set(west ? 12 : -12, 0);
    }
  }
  return { container, groups };
}
