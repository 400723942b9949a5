// Tiles of the static map (staticScene.ts) rendered into textures, shown as sprites.
//
// - The OVERVIEW is the whole world copy at the home zoom, rendered once at mount (and on
//   resize). It is always there: the fallback under everything else.
// - The DETAIL level is rendered at the current zoom once the zoom has settled, tile by tile
//   as they come into view, a few per frame, nearest the centre first. Until a tile is ready
//   the overview shows through, so panning never waits for drawing.
// A tile is drawn in whichever world copy (x = -W, 0, +W) the view needs it: the map wraps.

import { Container, Matrix, RenderTexture, Sprite, type Renderer } from 'pixi.js';
import type { Camera } from './camera';
import { mapBottom, mapTop } from './camera';
import type { StaticScene } from './staticScene';
import { WORLD_WIDTH } from './projection';

interface Level {
  /** CSS px per world unit the level was drawn for, and device px per world unit. */
  zoom: number;
  ppu: number;
  tileSize: number;
  cols: number;
  rows: number;
  tiles: Map<number, RenderTexture>;
}

const DETAIL_TILE = 512;
/** A zoom within this factor of a level's zoom shows that level as it is. */
const CLOSE_ENOUGH = 1.12;
/** The zoom must hold still this long before a detail level is drawn for it. */
const SETTLE_MS = 180;
/** Time per frame spent drawing new tiles (at least one tile is drawn). */
const BUDGET_MS = 8;
const MAX_DETAIL_TILES = 64;

export class StaticTiles {
  readonly container = new Container();
  private overview: Level | null = null;
  private detail: Level | null = null;
  private readonly sprites: Sprite[] = [];
  private used = 0;
  private lastZoom = 0;
  private zoomChangedAt = 0;

  constructor(
    private readonly renderer: Renderer,
    private readonly scene: StaticScene,
    private readonly background: number,
  ) {}

  /** (Re)draws the overview for the home zoom; synchronous, so the first frame is complete. */
  buildOverview(zoom: number): void {
    this.drop(this.overview);
    const ppu = zoom * this.renderer.resolution;
    const w = Math.ceil(WORLD_WIDTH * ppu),
      h = Math.ceil((mapBottom() - mapTop()) * ppu);
    // As few tiles as the texture size limit allows (one on most screens).
    const tileSize = Math.min(4096, Math.max(w, h));
    this.overview = this.level(zoom, ppu, tileSize);
    for (let j = 0; j < this.overview.rows; j++) for (let i = 0; i < this.overview.cols; i++) this.renderTile(this.overview, i, j);
  }

  /** Places the tiles for the camera and draws missing detail tiles. True if anything new was drawn. */
  update(cam: Camera, now: number): boolean {
    const ov = this.overview;
    if (!ov) return false;
    if (cam.zoom !== this.lastZoom) {
      this.lastZoom = cam.zoom;
      this.zoomChangedAt = now;
    }
    const settled = now - this.zoomChangedAt >= SETTLE_MS;
    const near = (l: Level | null) => l !== null && Math.max(cam.zoom / l.zoom, l.zoom / cam.zoom) < CLOSE_ENOUGH;
    if (settled && !near(this.detail) && !near(ov)) {
      this.drop(this.detail);
      this.detail = this.level(cam.zoom, cam.zoom * this.renderer.resolution, DETAIL_TILE);
    }
    if (settled && near(ov) && this.detail) {
      this.drop(this.detail);
      this.detail = null;
    }

    this.used = 0;
    let drew = false;
    const det = this.detail;
    const wanted = det ? this.visible(det, cam) : [];
    let missing = wanted.filter((t) => !det!.tiles.has(t.key));
    if (det && settled && missing.length) {
      // Nearest the centre first, within the frame budget.
      const cx = cam.x,
        cy = cam.y;
      missing.sort((a, b) => Math.hypot(a.cx - cx, a.cy - cy) - Math.hypot(b.cx - cx, b.cy - cy));
      const t0 = performance.now();
      for (const t of missing) {
        this.renderTile(det, t.i, t.j);
        drew = true;
        if (performance.now() - t0 > BUDGET_MS) break;
      }
      this.evict(det, wanted);
      missing = wanted.filter((t) => !det.tiles.has(t.key));
    }
    // The overview only where detail is missing (it would be drawn over anyway).
    if (!det || missing.length) for (const t of this.visible(ov, cam)) this.place(ov, t);
    if (det) for (const t of wanted) if (det.tiles.has(t.key)) this.place(det, t);
    for (let i = this.used; i < this.sprites.length; i++) this.sprites[i]!.visible = false;
    return drew;
  }

  /** True while detail tiles for the view are still to be drawn. */
  pending(cam: Camera): boolean {
    const det = this.detail;
    return det !== null && this.visible(det, cam).some((t) => !det.tiles.has(t.key));
  }

  destroy(): void {
    this.drop(this.overview);
    this.drop(this.detail);
    this.container.destroy({ children: true });
  }

  private level(zoom: number, ppu: number, tileSize: number): Level {
    const w = Math.ceil(WORLD_WIDTH * ppu),
      h = Math.ceil((mapBottom() - mapTop()) * ppu);
    return { zoom, ppu, tileSize, cols: Math.ceil(w / tileSize), rows: Math.ceil(h / tileSize), tiles: new Map() };
  }

  /** Tiles of a level the camera sees, with the world copy each is needed in. */
  private visible(l: Level, cam: Camera): { key: number; i: number; j: number; k: number; cx: number; cy: number }[] {
    const out: { key: number; i: number; j: number; k: number; cx: number; cy: number }[] = [];
    const hw = cam.viewW / 2 / cam.zoom,
      hh = cam.viewH / 2 / cam.zoom;
    const unit = l.tileSize / l.ppu; // tile size in world units
    const j0 = Math.max(0, Math.floor((cam.y - hh - mapTop()) / unit));
    const j1 = Math.min(l.rows - 1, Math.floor((cam.y + hh - mapTop()) / unit));
    for (const k of [-1, 0, 1]) {
      const ox = k * WORLD_WIDTH;
      const x0 = Math.max(-WORLD_WIDTH / 2, cam.x - hw - ox),
        x1 = Math.min(WORLD_WIDTH / 2, cam.x + hw - ox);
      if (x1 <= x0) continue;
      const i0 = Math.max(0, Math.floor((x0 + WORLD_WIDTH / 2) / unit));
      const i1 = Math.min(l.cols - 1, Math.floor((x1 + WORLD_WIDTH / 2 - 1e-9) / unit));
      for (let j = j0; j <= j1; j++)
        for (let i = i0; i <= i1; i++) {
          out.push({ key: j * l.cols + i, i, j, k, cx: ox - WORLD_WIDTH / 2 + (i + 0.5) * unit, cy: mapTop() + (j + 0.5) * unit });
        }
    }
    return out;
  }

  private renderTile(l: Level, i: number, j: number): void {
    const w = Math.ceil(WORLD_WIDTH * l.ppu),
      h = Math.ceil((mapBottom() - mapTop()) * l.ppu);
    const tw = Math.min(l.tileSize, w - i * l.tileSize),
      th = Math.min(l.tileSize, h - j * l.tileSize);
    const x0 = -WORLD_WIDTH / 2 + (i * l.tileSize) / l.ppu,
      y0 = mapTop() + (j * l.tileSize) / l.ppu;
    const rt = RenderTexture.create({ width: tw, height: th, resolution: 1, antialias: false });
    this.scene.prepare(l.zoom, l.ppu);
    const pad = 2 / l.ppu;
    this.scene.cull(x0 - pad, y0 - pad, x0 + tw / l.ppu + pad, y0 + th / l.ppu + pad);
    this.renderer.render({
      container: this.scene.root,
      target: rt,
      clear: true,
      clearColor: this.background,
      transform: new Matrix(l.ppu, 0, 0, l.ppu, -x0 * l.ppu, -y0 * l.ppu),
    });
    l.tiles.set(j * l.cols + i, rt);
  }

  private place(l: Level, t: { i: number; j: number; k: number; key: number }): void {
    const tex = l.tiles.get(t.key);
    if (!tex) return;
    let s = this.sprites[this.used];
    if (!s) {
      s = new Sprite();
      this.sprites.push(s);
      this.container.addChild(s);
    }
    this.used++;
    // Detail tiles above the overview: sprites are placed overview first.
    this.container.setChildIndex(s, this.used - 1);
    s.texture = tex;
    s.visible = true;
    s.position.set(t.k * WORLD_WIDTH - WORLD_WIDTH / 2 + (t.i * l.tileSize) / l.ppu, mapTop() + (t.j * l.tileSize) / l.ppu);
    s.scale.set(1 / l.ppu);
  }

  /** Keeps the detail level's memory bounded: drops the tiles farthest from the view. */
  private evict(l: Level, wanted: { key: number }[]): void {
    if (l.tiles.size <= MAX_DETAIL_TILES) return;
    const keep = new Set(wanted.map((t) => t.key));
    for (const [key, rt] of l.tiles) {
      if (l.tiles.size <= MAX_DETAIL_TILES) break;
      if (keep.has(key)) continue;
      rt.destroy(true);
      l.tiles.delete(key);
    }
  }

  private drop(l: Level | null): void {
    if (!l) return;
    for (const rt of l.tiles.values()) rt.destroy(true);
    l.tiles.clear();
    for (const s of this.sprites) if (s.texture && !s.destroyed) s.visible = false;
  }
}
