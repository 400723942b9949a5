// The camera over the world: a centre point in world units and a zoom (screen pixels per world
// unit). East-west it is unbounded (4.22: the map has no east or west end): x is kept in the
// central copy, and the renderer draws the neighbouring copies. North-south it is clamped.

import { latitudeY, project, WORLD_WIDTH, wrapX, type Pt } from './projection';

/** The map shows from 84°N to 80°S (world y; north is up); the Movement Areas run from 72°N to
 *  60°S. Functions, not constants: they depend on the projection chosen. */
export const mapTop = (): number => latitudeY(84);
export const mapBottom = (): number => latitudeY(-80);
/** Default view: the Movement Areas' latitudes, centred on 32°W (map longitude -32), a little
 *  west of the central meridian so that the opening view holds the CSE box over North America
 *  (11.1) as well as the Atlantic, Europe and the Cape. */
const homeTop = (): number => latitudeY(74);
const homeBottom = (): number => latitudeY(-62);
export const homeX = (): number => project(-32, 0)[0];

export class Camera {
  x = 0;
  y = 0;
  zoom = 0.5;
  viewW = 1;
  viewH = 1;
  readonly maxZoom = 6;
  private target: { x: number; y: number; zoom: number } | null = null;

  /** Smallest zoom: the whole map (issue 48.8), every Movement Area on screen at once: the
   *  world's whole width and the areas' whole latitude range. On a wide, low screen that shows
   *  more than one copy of the world; never more than 2.5, so the three copies drawn cover it. */
  get minZoom(): number {
    return Math.max(Math.min(this.viewH / (homeBottom() - homeTop()), this.viewW / WORLD_WIDTH), this.viewW / (WORLD_WIDTH * 2.5));
  }

  /** Zoom that shows the Movement Areas' whole latitude range. */
  get homeZoom(): number {
    return Math.max(this.minZoom, this.viewH / (homeBottom() - homeTop()), this.viewW / (WORLD_WIDTH * 0.9));
  }

  resize(w: number, h: number): void {
    this.viewW = Math.max(1, w);
    this.viewH = Math.max(1, h);
    this.clamp();
  }

  /** The default view: the Movement Areas' latitudes, centred on 32°W. */
  home(): void {
    this.x = homeX();
    this.zoom = this.homeZoom;
    this.y = (homeTop() + homeBottom()) / 2;
    this.target = null;
    this.clamp();
  }

  /** Out to the whole map (key 0, the map's ⌂ button), centred as the default view is. */
  glideWhole(): void {
    this.glideTo(homeX(), (homeTop() + homeBottom()) / 2, this.minZoom);
  }

  screenToWorld(sx: number, sy: number): Pt {
    return [this.x + (sx - this.viewW / 2) / this.zoom, this.y + (sy - this.viewH / 2) / this.zoom];
  }

  worldToScreen(wx: number, wy: number): Pt {
    return [(wx - this.x) * this.zoom + this.viewW / 2, (wy - this.y) * this.zoom + this.viewH / 2];
  }

  panBy(dxScreen: number, dyScreen: number): void {
    this.x -= dxScreen / this.zoom;
    this.y -= dyScreen / this.zoom;
    // A glide in progress (a keyboard zoom) goes on from the panned place.
    if (this.target) {
      this.target.x -= dxScreen / this.zoom;
      this.target.y -= dyScreen / this.zoom;
    }
    this.clamp();
  }

  /** Zooms by `factor`, keeping the world point under screen point (sx, sy) fixed. */
  zoomAt(sx: number, sy: number, factor: number): void {
    const [wx, wy] = this.screenToWorld(sx, sy);
    this.zoom = Math.min(this.maxZoom, Math.max(this.minZoom, this.zoom * factor));
    this.x = wx - (sx - this.viewW / 2) / this.zoom;
    this.y = wy - (sy - this.viewH / 2) / this.zoom;
    this.target = null;
    this.clamp();
  }

  /** Glides to a view (centerOn, keyboard zoom, reset). */
  glideTo(x: number, y: number, zoom = this.zoom): void {
    // Go the short way round the world.
    const z = Math.min(this.maxZoom, Math.max(this.minZoom, zoom));
    // Aimed at a place the view can reach, or the glide would never end (clamp() holds it back).
    this.target = { x: this.x + wrapX(x - this.x), y: this.fitY(y, z), zoom: z };
  }

  get gliding(): boolean {
    return this.target !== null;
  }

  /** Advances a glide; returns true while the view changes. */
  step(dtMs: number): boolean {
    const t = this.target;
    if (!t) return false;
    const k = 1 - Math.exp(-dtMs / 90);
    this.x += (t.x - this.x) * k;
    this.y += (t.y - this.y) * k;
    this.zoom *= (t.zoom / this.zoom) ** k;
    const done = Math.abs(t.x - this.x) * this.zoom < 0.5 && Math.abs(t.y - this.y) * this.zoom < 0.5 && Math.abs(t.zoom / this.zoom - 1) < 0.002;
    if (done) {
      this.x = t.x;
      this.y = t.y;
      this.zoom = t.zoom;
      this.target = null;
    }
    this.clamp();
    return true;
  }

  /** The nearest centre `y` the view may have at `zoom`: the map fills it top to bottom, or is centred. */
  private fitY(y: number, zoom: number): number {
    const half = this.viewH / 2 / zoom;
    const top = mapTop(),
      bottom = mapBottom();
    return bottom - top <= 2 * half ? (top + bottom) / 2 : Math.min(bottom - half, Math.max(top + half, y));
  }

  private clamp(): void {
    this.zoom = Math.min(this.maxZoom, Math.max(this.minZoom, this.zoom));
    this.y = this.fitY(this.y, this.zoom);
    // Keep x in the central copy; a glide target moves with it.
    const nx = wrapX(this.x);
    if (this.target) this.target.x += nx - this.x;
    this.x = nx;
  }
}
