// The land layer's drawing: Natural Earth outlines (landOutline.ts) loaded as separate chunks,
// grouped into chunks of the map and turned into PixiJS fills and coastlines.

import { GraphicsContext } from 'pixi.js';
import { flat, ringBounds, WORLD_WIDTH } from './projection';
import { buildLand, type Land, type LandPolygon } from './landOutline';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type { Land, LandPolygon } from './landOutline';

export type LandResolution = '110m' | '50m';

/** Loads the Natural Earth land outlines (a separate chunk, so the game shell loads without it). */
export async function loadLand(resolution: LandResolution = '50m'): Promise<Land> {
  const mod = resolution === '50m' ? await import('world-atlas/land-50m.json') : await import('world-atlas/land-110m.json');
  const topo = (mod.default ?? mod) as unknown as Topology<{ land: GeometryCollection }>;
  return buildLand(topo);
}

/** A group of land polygons drawn together, with its bounds (world units, central copy). */
export interface LandChunk {
  polygons: LandPolygon[];
  fill: GraphicsContext;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Chunk size (30° at the equator): a tile then draws only the land near it. */
const CHUNK = (30 * WORLD_WIDTH) / 360;

/**
 * Splits the land into chunks by where each polygon's middle lies, and builds each chunk's fill
 * (lakes are painted over the land: sturdier than cut-outs in a 10,000-point ring).
 */
export function landChunks(land: Land, style: { fill: number; lake: number }): LandChunk[] {
  // Each outer ring's box is walked once: it places the polygon and widens its chunk's box.
  const groups = new Map<string, { polygons: LandPolygon[]; minX: number; minY: number; maxX: number; maxY: number }>();
  for (const p of land.polygons) {
    const b = ringBounds(p.rings[0]!);
    const k = `${Math.floor((b.minX + b.maxX) / 2 / CHUNK)},${Math.floor((b.minY + b.maxY) / 2 / CHUNK)}`;
    const g = groups.get(k);
    if (!g) groups.set(k, { polygons: [p], ...b });
    else {
      g.polygons.push(p);
      g.minX = Math.min(g.minX, b.minX);
      g.minY = Math.min(g.minY, b.minY);
      g.maxX = Math.max(g.maxX, b.maxX);
      g.maxY = Math.max(g.maxY, b.maxY);
    }
  }
  return [...groups.values()].map(({ polygons, minX, minY, maxX, maxY }) => {
    const fill = new GraphicsContext();
    for (const p of polygons) fill.poly(flat(p.rings[0]!), true).fill({ color: style.fill });
    for (const p of polygons) for (const hole of p.rings.slice(1)) fill.poly(flat(hole), true).fill({ color: style.lake });
    return { polygons, fill, minX, minY, maxX, maxY };
  });
}

/** The chunk's coastlines, `px` world units wide (one pixel at the resolution drawn). */
export function coastContext(chunk: LandChunk, color: number, px: number, ctx = new GraphicsContext()): GraphicsContext {
  ctx.clear();
  for (const p of chunk.polygons) for (const r of p.rings) ctx.poly(flat(r), true);
  // pixelLine: WebGL draws 1-pixel lines whatever the width; the canvas renderer uses the width.
  ctx.stroke({ width: px, color, pixelLine: true });
  return ctx;
}
