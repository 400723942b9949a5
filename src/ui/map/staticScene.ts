// Everything on the map that does not move: sea tints, land, coastlines, area outlines, the map
// edge, labels, port markers, whaling and edge marks. It is never drawn to the screen directly:
// tiles.ts renders it into textures at the resolution of the current zoom, so a frame is a
// handful of images however detailed the map is (software WebGL and the 2D canvas cannot redraw
// 60,000 coastline points sixty times a second).
//
// The scene holds three world copies (x = -W, 0, +W) so a tile at the map edge also gets the
// land that overhangs the edge from the neighbouring copy (Kamchatka, the Solomons).

import { Container, Graphics, GraphicsContext } from 'pixi.js';
import { buildMarks, outlineContext, seaContext } from './areasLayer';
import { type AreaGeometry, LABEL_SIZE } from './areaGeometry';
import { coastContext, landChunks, type Land, type LandChunk } from './land';
import { mapTextScale } from './mapStyle';
import { PALETTE } from './palette';
import { WORLD_WIDTH } from './projection';

/** Minimum and maximum on-screen sizes (px) of the area labels and their marks. */
export const LABEL_PX = { min: 11, max: 24 };

/** Scale of labels drawn at `zoom` (screen px per world unit): readable when zoomed out, not
 *  huge when zoomed in; larger with the player's text size (48.7). */
export function labelScale(zoom: number): number {
  const k = mapTextScale();
  return Math.min(Math.max(1, (k * LABEL_PX.min) / (LABEL_SIZE * zoom)), (k * LABEL_PX.max) / (LABEL_SIZE * zoom));
}

interface Item {
  obj: Container;
  /** Bounds in world units (copy offset included). */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Label groups: their bounds follow their scale. */
  label?: { x: number; y: number; lx0: number; ly0: number; lx1: number; ly1: number };
}

export class StaticScene {
  readonly root = new Container();
  private readonly items: Item[] = [];
  private readonly chunks: LandChunk[];
  private readonly coastCtxs: GraphicsContext[];
  private readonly outlineCtx = new GraphicsContext();
  private preparedFor = { px: -1, label: -1 };

  constructor(
    private readonly geoms: AreaGeometry,
    land: Land | null,
  ) {
    const sea = seaContext(geoms);
    this.chunks = land ? landChunks(land, { fill: PALETTE.land, lake: PALETTE.background }) : [];
    this.coastCtxs = this.chunks.map(() => new GraphicsContext());
    let seaMinY = Infinity,
      seaMaxY = -Infinity;
    for (const g of geoms.list) {
      seaMinY = Math.min(seaMinY, g.minY);
      seaMaxY = Math.max(seaMaxY, g.maxY);
    }
    for (const k of [-1, 0, 1]) {
      const ox = k * WORLD_WIDTH;
      const copy = new Container();
      copy.x = ox;
      this.root.addChild(copy);
      const add = (obj: Container, minX: number, minY: number, maxX: number, maxY: number) => {
        copy.addChild(obj);
        this.items.push({ obj, minX: minX + ox, minY, maxX: maxX + ox, maxY });
      };
      add(new Graphics(sea), -WORLD_WIDTH / 2, seaMinY, WORLD_WIDTH / 2, seaMaxY);
      for (const c of this.chunks) add(new Graphics(c.fill), c.minX, c.minY, c.maxX, c.maxY);
      this.chunks.forEach((c, i) => add(new Graphics(this.coastCtxs[i]!), c.minX, c.minY, c.maxX, c.maxY));
      add(new Graphics(this.outlineCtx), -WORLD_WIDTH / 2 - 10, -Infinity, WORLD_WIDTH / 2 + 10, Infinity);
      const marks = buildMarks(geoms);
      copy.addChild(marks.container);
      for (const g of marks.groups) {
        const b = g.getLocalBounds();
        this.items.push({
          obj: g,
          minX: 0,
          minY: 0,
          maxX: 0,
          maxY: 0,
          label: { x: g.x + ox, y: g.y, lx0: b.minX, ly0: b.minY, lx1: b.maxX, ly1: b.maxY },
        });
      }
    }
  }

  /**
   * Sets line widths and label sizes for drawing at `zoom` (CSS px per world unit) onto a target
   * with `pxPerUnit` device pixels per world unit.
   */
  prepare(zoom: number, pxPerUnit: number): void {
    const px = 1 / pxPerUnit,
      ls = labelScale(zoom);
    if (px !== this.preparedFor.px) {
      this.chunks.forEach((c, i) => coastContext(c, PALETTE.coast, px, this.coastCtxs[i]));
      outlineContext(this.geoms, px, this.outlineCtx);
    }
    if (ls !== this.preparedFor.label) {
      for (const it of this.items) {
        const l = it.label;
        if (!l) continue;
        it.obj.scale.set(ls);
        it.minX = l.x + l.lx0 * ls;
        it.maxX = l.x + l.lx1 * ls;
        it.minY = l.y + l.ly0 * ls;
        it.maxY = l.y + l.ly1 * ls;
      }
    }
    this.preparedFor = { px, label: ls };
  }

  /** Shows only what reaches into a world rectangle. */
  cull(x0: number, y0: number, x1: number, y1: number): void {
    for (const it of this.items) it.obj.visible = it.maxX >= x0 && it.minX <= x1 && it.maxY >= y0 && it.minY <= y1;
  }
}
