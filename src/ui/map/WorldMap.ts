// The world map (MapViewApi) in PixiJS v8. It draws what it is given and reports input; it
// decides no rule.
//
// Layers, bottom to top, all inside one render group `world` that the camera moves and scales:
// - tiles: the static map (sea, land, outlines, labels, ports, whaling and edge marks) rendered
//   into textures by tiles.ts; a frame is a few images however detailed the map is;
// - three live copies (x = -W, 0, +W) of the highlights and the planned route, which change
//   with the game (shared GraphicsContexts, so each is built once);
// - the hovered area's outline, the counters with the CSE box, and counters being moved: one
//   layer each, placed in whichever world copy is nearest the camera.
// The three copies make the map scroll east-west without end (4.22).
//
// Frames are drawn on demand by our own requestAnimationFrame loop (Pixi's ticker is not
// started): an idle map costs nothing, a drag redraws once per frame.

import { Application, Container, Graphics, GraphicsContext } from 'pixi.js';
import type { Area, MapFile } from '../../data/schema/map';
import type { MapCounter, MapHighlight, MapViewApi } from './MapView';
import { areaOutline, highlightContext } from './areasLayer';
import { AreaGeometry, LABEL_SIZE } from './areaGeometry';
import { Camera } from './camera';
import { Controls } from './controls';
import { COUNTER_MAX_PX, COUNTER_SIZE, CounterLayer, counterFace } from './counters';
import { installFonts } from './fonts';
import { type Land, loadLand, type LandResolution } from './land';
import { MAP_STYLE_EVENT, mapTextScale } from './mapStyle';
import { PALETTE } from './palette';
import { drawPath, routePoints } from './pathLayer';
import { drawPlot, type PlotShade } from './plotLayer';
import { RoutesLayer } from './routesLayer';
import type { MapRoute } from './routeLegs';
import { nearestCopy, useProjection, WORLD_WIDTH, type ProjectionName, type Pt } from './projection';
import { chooseRenderer, type RendererChoice } from './renderer';
import { labelScale, StaticScene } from './staticScene';
import { StaticTiles } from './tiles';

export interface WorldMapOptions {
  /** The map file (assets/map/areas.json), already validated. */
  map: Pick<MapFile, 'areas'>;
  /** Natural Earth detail; 'none' draws no land. Default 'auto': the coarse 110m land first (a
   *  small download, quick to draw) and the 50m land once the player zooms in past FINE_LAND_AT. */
  land?: LandResolution | 'none' | 'auto';
  /** Pixi renderer; 'auto' (default) is WebGL on a GPU and mostly the 2D canvas on software GL (renderer.ts). */
  renderer?: RendererChoice | 'auto';
  /** Default 'robinson' (as the map tools); the game uses 'modified-robinson' and 'patterson' is cylindrical: both let the world copies meet
   *  without Robinson's gap at the map edge. One projection per page (projection.ts). */
  projection?: ProjectionName;
}

/** What the dev page and the browser tests read (window.__seaDevilsMap). */
export interface MapInspect {
  hovered: string | null;
  /** Frames drawn in the last second. */
  fps: number;
  frames: number;
  camera: { x: number; y: number; zoom: number };
  renderer: string;
  stacks: number;
  /** Screen point of an area's label (nearest copy), or null when unknown. */
  screenOf(area: string): Pt | null;
  /** Screen point of the stack holding a ship, or null. */
  counterScreenOf(id: string): Pt | null;
  /** Screen points of the counters being moved by animateMove. */
  moving: Pt[];
  /** The debrief's routes: each leg's turn and the screen point of its first area's disc (nearest copy). */
  routeStarts: { turn: number; at: Pt }[];
  /** Detail tiles still to be drawn for the view. */
  tilesPending: boolean;
  /** Milliseconds spent in each step of mount(). */
  mountTimings: Record<string, number>;
  /** Land 'auto': whether the fine outlines are not asked for yet, loading, or drawn. */
  fineLand: 'no' | 'loading' | 'shown';
  /** On-screen heights (CSS px) of an area label and a counter now (48.7: they follow the text size). */
  labelPx: number;
  counterPx: number;
}

/** With land 'auto', the fine (50m) outlines are loaded once the zoom passes this many times the
 *  whole-map zoom: below it a 110m coast is finer than a screen pixel of the map. */
const FINE_LAND_AT = 1.6;

/** Minimum and maximum on-screen sizes (px) of counters. */
const COUNTER_PX = { min: 30, max: COUNTER_MAX_PX };

/**
 * How a map's renderer is destroyed: its canvas goes, and PixiJS's page-wide pools stay. A bare
 * `destroy(true)` also empties those pools (releaseGlobalResources), destroying the draw batches
 * another map of the page is still drawing with: the game's map, under a closed replay, then
 * threw "Cannot read properties of null (reading 'geometry')" every frame and stayed blank
 * (issue 48.5).
 */
const KEEP_SHARED = { removeView: true, releaseGlobalResources: false } as const;

interface Moving {
  view: Container;
  pts: Pt[];
  msPerArea: number;
  t0: number;
  done: () => void;
}

export class WorldMap implements MapViewApi {
  private readonly areas: readonly Area[];
  private readonly opts: WorldMapOptions;
  private app: Application | null = null;
  private host: HTMLElement | null = null;
  private geoms!: AreaGeometry;
  private tiles!: StaticTiles;
  private readonly camera = new Camera();
  private controls: Controls | null = null;
  private resizeObs: ResizeObserver | null = null;
  private raf = 0;
  private lastT = 0;
  private dirty = true;
  private destroyed = false;

  private readonly world = new Container({ isRenderGroup: true });
  private readonly highlightCtx = new GraphicsContext();
  private readonly pathCtx = new GraphicsContext();
  /** The Federal's plot (issue 17): under the highlights. */
  private readonly plotCtx = new GraphicsContext();
  private plot: PlotShade[] = [];
  private readonly hoverCtx = new GraphicsContext();
  private readonly hoverGfx = new Graphics(this.hoverCtx);
  private counterLayer!: CounterLayer;
  /** The debrief's raider routes (issue 17.4), over the highlights and the planned route. */
  private routesLayer: RoutesLayer | null = null;
  private routes: MapRoute[] = [];
  private readonly movingLayer = new Container();

  private counters: MapCounter[] = [];
  private readonly hidden = new Set<string>();
  private highlights: MapHighlight[] = [];
  private path: { from: string | null; areas: string[]; ok: boolean } | null = null;
  private moving: Moving[] = [];
  private hovered: string | null = null;
  /** Whether the last hover reported an area or a stack (a card may be showing). */
  private hoverShown = false;
  private lastZoom = -1;
  private lastZoomAt = 0;
  /** Land 'auto': whether the fine outlines were asked for. */
  private fineLand: 'no' | 'loading' | 'shown' = 'no';
  /** The land drawn now (kept to draw the map again in another scheme or text size). */
  private land: Land | null = null;
  /** The scheme and text size the map was drawn in (48.7). */
  private styledWith = { palette: PALETTE, text: mapTextScale() };
  private readonly onStyle = (): void => this.restyle();

  private clickCbs: ((area: string, e: { shift: boolean; button: number }) => void)[] = [];
  private hoverCbs: ((area: string | null, s: { x: number; y: number }, stack?: string[]) => void)[] = [];
  private counterCbs: ((ids: string[], s: { x: number; y: number }) => void)[] = [];

  private readonly timings: Record<string, number> = {};
  private frameTimes: number[] = [];
  private frames = 0;

  constructor(opts: WorldMapOptions) {
    this.opts = opts;
    this.areas = opts.map.areas;
    useProjection(opts.projection ?? 'robinson');
  }

  async mount(el: HTMLElement): Promise<void> {
    this.host = el;
    let t = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      this.timings[name] = Math.round(now - t);
      t = now;
    };
    const land0 = this.opts.land ?? 'auto';
    const landP = land0 === 'none' ? Promise.resolve(null) : loadLand(land0 === 'auto' ? '110m' : land0);
    await document.fonts?.ready;
    lap('fontsReady');
    installFonts();
    lap('bitmapFonts');
    const app = new Application();
    const choice = chooseRenderer(this.opts.renderer ?? 'auto');
    lap('chooseRenderer');
    await app.init({
      width: Math.max(1, el.clientWidth),
      height: Math.max(1, el.clientHeight),
      background: PALETTE.background,
      antialias: false,
      preference: choice,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      autoDensity: true,
      autoStart: false,
      sharedTicker: false,
      // The map listens to its canvas itself and uses no filters: Pixi's browser extras
      // (accessibility, DOM overlay, federated events, filters: 16 KB gzipped) stay unloaded.
      manageImports: false,
    });
    if (this.destroyed) {
      app.destroy(KEEP_SHARED);
      return;
    }
    this.app = app;
    const canvas = app.canvas;
    canvas.style.display = 'block';
    // Issue 35.2: the canvas is a picture to assistive technology (the game screen offers its
    // areas and stacks as a list, "Map as list"). Its focus ring is in styles.css.
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', 'World map of Movement Areas');
    el.appendChild(canvas);
    lap('renderer');

    const land = await landP;
    if (this.destroyed) return;
    this.land = land;
    lap('land');
    this.geoms = new AreaGeometry(this.areas);
    lap('areas');
    const scene = new StaticScene(this.geoms, land);
    lap('scene');
    this.tiles = new StaticTiles(app.renderer, scene, PALETTE.background);
    lap('tiles');
    this.world.addChild(this.tiles.container);
    this.routesLayer = new RoutesLayer(this.geoms);
    for (const k of [-1, 0, 1]) {
      const live = new Container();
      live.x = k * WORLD_WIDTH;
      // The highlights tint what is under them (multiply) rather than cover it: the area labels
      // stay dark and readable under a path or a reach, and the plot's shading shows through a
      // selected ship's reach (issue 48.8).
      const highlights = Object.assign(new Graphics(this.highlightCtx), { blendMode: 'multiply' as const });
      live.addChild(new Graphics(this.plotCtx), highlights, new Graphics(this.pathCtx), new Graphics(this.routesLayer.ctx), this.routesLayer.labels[k + 1]!);
      this.world.addChild(live);
    }
    this.counterLayer = new CounterLayer(this.geoms, app.renderer);
    this.world.addChild(this.hoverGfx, this.counterLayer.container, this.movingLayer);
    app.stage.addChild(this.world);
    this.counterLayer.set(this.counters, this.hidden);
    lap('counters');

    this.camera.resize(el.clientWidth, el.clientHeight);
    this.camera.home();
    this.tiles.buildOverview(this.camera.homeZoom);
    lap('overview');
    this.controls = new Controls(canvas, this.camera, {
      // Issue 35.5: a pan or zoom moves the map from under the pointer: the hover card it showed
      // (an area, a stack) no longer names what is there, so it goes until the pointer moves again.
      changed: () => {
        this.dirty = true;
        if (this.hoverShown) this.setHovered(null, { x: -1, y: -1 });
      },
      click: (sx, sy, e) => this.click(sx, sy, e),
      hover: (sx, sy) => this.hover(sx, sy),
      leave: () => this.setHovered(null, { x: -1, y: -1 }),
    });
    this.resizeObs = new ResizeObserver(() => this.resize());
    this.resizeObs.observe(el);
    this.styledWith = { palette: PALETTE, text: mapTextScale() };
    document.addEventListener(MAP_STYLE_EVENT, this.onStyle);
    this.draw(performance.now());
    lap('firstFrame');
    this.lastT = performance.now();
    this.raf = requestAnimationFrame(this.frame);
  }

  // ---- MapViewApi ------------------------------------------------------------------------------

  setCounters(counters: MapCounter[]): void {
    this.counters = counters.slice();
    if (!this.app) return;
    this.counterLayer.set(this.counters, this.hidden);
    this.dirty = true;
  }

  setHighlights(highlights: MapHighlight[]): void {
    this.highlights = highlights.map((h) => ({ areas: h.areas.slice(), style: h.style }));
    this.redrawOverlays();
  }

  setPlot(shades: PlotShade[]): void {
    this.plot = shades.slice();
    this.redrawOverlays();
  }

  setPath(from: string | null, areas: string[], ok: boolean): void {
    this.path = areas.length || from ? { from, areas: areas.slice(), ok } : null;
    this.redrawOverlays();
  }

  /** The debrief's raider routes (routesLayer.ts); an empty list clears them. */
  setRoutes(routes: MapRoute[]): void {
    this.routes = routes;
    this.redrawOverlays();
  }

  /**
   * Sails a counter through the label points of `path`, the short way over the map edge.
   * The caller may update the counters before or after: if the counter already stands at the
   * end of the path it sails from path[0]; otherwise from where it is drawn now (path[0] may
   * then be its own area).
   */
  animateMove(counterId: string, path: string[], msPerArea: number): Promise<void> {
    const c = this.counters.find((x) => x.id === counterId);
    if (!this.app || !c || path.length === 0) return Promise.resolve();
    let start: Pt | null = null;
    let route = path;
    if (!(path.length > 1 && c.area === path[path.length - 1])) {
      start = this.counterLayer.positionOf(counterId);
      if (start && path[0] === c.area) route = path.slice(1);
    }
    const pts = routePoints(this.geoms, route, start);
    if (pts.length < 2) return Promise.resolve();
    this.hidden.add(counterId);
    this.counterLayer.set(this.counters, this.hidden);
    const view = counterFace(c);
    this.movingLayer.addChild(view);
    return new Promise((resolve) => {
      this.moving.push({
        view,
        pts,
        msPerArea: Math.max(1, msPerArea),
        t0: performance.now(),
        done: () => {
          view.destroy({ children: true });
          this.hidden.delete(counterId);
          if (this.app) this.counterLayer.set(this.counters, this.hidden);
          this.dirty = true;
          resolve();
        },
      });
      this.dirty = true;
    });
  }

  centerOn(area: string): void {
    const g = this.geoms?.byId.get(area);
    if (!g) return;
    this.camera.glideTo(g.label[0], g.label[1]);
    this.dirty = true;
  }

  onAreaClick(cb: (area: string, event: { shift: boolean; button: number }) => void): void {
    this.clickCbs.push(cb);
  }
  onAreaHover(cb: (area: string | null, screen: { x: number; y: number }, stack?: string[]) => void): void {
    this.hoverCbs.push(cb);
  }
  onCounterClick(cb: (ids: string[], screen: { x: number; y: number }) => void): void {
    this.counterCbs.push(cb);
  }

  destroy(): void {
    this.destroyed = true;
    document.removeEventListener(MAP_STYLE_EVENT, this.onStyle);
    cancelAnimationFrame(this.raf);
    this.controls?.destroy();
    this.resizeObs?.disconnect();
    for (const m of this.moving.splice(0)) m.done();
    this.tiles?.destroy();
    this.app?.destroy(KEEP_SHARED, { children: true });
    this.app = null;
    this.clickCbs = [];
    this.hoverCbs = [];
    this.counterCbs = [];
  }

  // ---- Dev and test hook -------------------------------------------------------------------------

  inspect(): MapInspect {
    return {
      hovered: this.hovered,
      fps: this.frameTimes.length,
      frames: this.frames,
      camera: { x: this.camera.x, y: this.camera.y, zoom: this.camera.zoom },
      renderer: this.app?.renderer.name ?? 'none',
      stacks: this.counterLayer?.stackCount ?? 0,
      screenOf: (area) => {
        const g = this.geoms?.byId.get(area);
        return g ? this.camera.worldToScreen(nearestCopy(g.label[0], this.camera.x), g.label[1]) : null;
      },
      counterScreenOf: (id) => {
        const p = this.counterLayer?.positionOf(id);
        return p ? this.camera.worldToScreen(p[0], p[1]) : null;
      },
      moving: this.moving.map((m) => this.camera.worldToScreen(m.view.x, m.view.y)),
      routeStarts: (this.routesLayer?.starts ?? []).map((r) => ({ turn: r.turn, at: this.camera.worldToScreen(nearestCopy(r.at[0], this.camera.x), r.at[1]) })),
      tilesPending: this.tiles?.pending(this.camera) ?? true,
      mountTimings: { ...this.timings },
      fineLand: this.fineLand,
      labelPx: LABEL_SIZE * this.camera.zoom * labelScale(this.camera.zoom),
      counterPx: this.app ? COUNTER_SIZE * this.camera.zoom * this.counterScale() : 0,
    };
  }

  // ---- Internals ---------------------------------------------------------------------------------

  private readonly frame = (now: number): void => {
    if (this.destroyed) return;
    this.raf = requestAnimationFrame(this.frame);
    const dt = Math.min(100, now - this.lastT);
    this.lastT = now;
    if (this.controls?.step(dt)) this.dirty = true;
    if (this.moving.length) {
      this.stepMoves(now);
      this.dirty = true;
    }
    // Keep drawing while detail tiles are still coming in or a zoom is settling.
    if (this.dirty || this.tiles.pending(this.camera) || now - this.lastZoomAt < 400) this.draw(now);
  };

  private draw(now: number): void {
    const app = this.app;
    if (!app) return;
    this.dirty = false;
    const cam = this.camera;
    const res = app.renderer.resolution;
    this.world.scale.set(cam.zoom);
    // Whole device pixels keep the tile images sharp.
    this.world.position.set(Math.round((cam.viewW / 2 - cam.x * cam.zoom) * res) / res, Math.round((cam.viewH / 2 - cam.y * cam.zoom) * res) / res);
    if (cam.zoom !== this.lastZoom) {
      this.lastZoom = cam.zoom;
      this.lastZoomAt = now;
      this.redrawOverlays();
    }
    if (this.fineLand === 'no' && (this.opts.land ?? 'auto') === 'auto' && cam.zoom > cam.homeZoom * FINE_LAND_AT) this.loadFineLand();
    this.tiles.update(cam, now);
    this.counterLayer.layout(this.counterScale(), labelScale(cam.zoom), cam.x);
    const hg = this.hovered ? this.geoms.byId.get(this.hovered) : null;
    if (hg) this.hoverGfx.x = nearestCopy(hg.label[0], cam.x) - hg.label[0];
    app.render();
    this.frames++;
    this.frameTimes.push(now);
    while (this.frameTimes.length && this.frameTimes[0]! < now - 1000) this.frameTimes.shift();
  }

  /** Loads the 50m land and swaps it in under everything else (ports, counters and areas stay). */
  private loadFineLand(): void {
    this.fineLand = 'loading';
    loadLand('50m').then(
      (land) => {
        if (!this.app || this.destroyed) return;
        this.land = land;
        this.redrawStatic();
        this.fineLand = 'shown';
      },
      (e: unknown) => {
        this.fineLand = 'no';
        console.error('fine land outlines failed to load', e);
      },
    );
  }

  /** The static scene drawn again (its land, or the scheme, or the text size changed), swapped in under everything else. */
  private redrawStatic(): void {
    const app = this.app!;
    const old = this.tiles;
    const tiles = new StaticTiles(app.renderer, new StaticScene(this.geoms, this.land), PALETTE.background);
    tiles.buildOverview(this.camera.homeZoom);
    this.world.addChildAt(tiles.container, this.world.getChildIndex(old.container));
    this.world.removeChild(old.container);
    old.destroy();
    this.tiles = tiles;
    this.dirty = true;
  }

  /** Issue 48.7: the player changed the scheme or the text size: the map, its counters and overlays drawn again at once. */
  private restyle(): void {
    if (!this.app || this.destroyed || !this.tiles) return;
    if (this.styledWith.palette === PALETTE && this.styledWith.text === mapTextScale()) return;
    this.styledWith = { palette: PALETTE, text: mapTextScale() };
    this.app.renderer.background.color = PALETTE.background;
    this.redrawStatic();
    this.counterLayer.set(this.counters, this.hidden);
    this.redrawOverlays();
  }

  /** Counters stay between COUNTER_PX.min and .max pixels on screen, larger with the player's text size (48.7). */
  private counterScale(): number {
    const z = this.camera.zoom,
      k = mapTextScale();
    return Math.min(Math.max(1, (k * COUNTER_PX.min) / (COUNTER_SIZE * z)), (k * COUNTER_PX.max) / (COUNTER_SIZE * z));
  }

  /** Highlights, route and hover outline: line widths in screen pixels, so redrawn on zoom. */
  private redrawOverlays(): void {
    this.dirty = true;
    if (!this.geoms) return;
    const px = 1 / this.camera.zoom;
    highlightContext(this.geoms, this.highlights, px, this.highlightCtx);
    drawPlot(this.geoms, this.plot, px, this.plotCtx);
    const p = this.path;
    // The route runs just under the areas' labels, not through them (issue 48.8).
    const below = 0.85 * LABEL_SIZE * labelScale(this.camera.zoom);
    if (p)
      drawPath(
        this.pathCtx,
        routePoints(this.geoms, p.from ? [p.from, ...p.areas] : p.areas).map(([x, y]) => [x, y + below] as const),
        p.ok,
        px,
      );
    else this.pathCtx.clear();
    if (this.routes.length || this.routesLayer?.ctx.instructions.length) this.routesLayer?.set(this.routes, px);
    this.drawHover();
  }

  private stepMoves(now: number): void {
    const s = this.counterScale();
    for (const m of this.moving.slice()) {
      const segs = m.pts.length - 1;
      // `now` is the frame's start time, which may be a little before the move was asked for.
      const t = Math.max(0, Math.min(segs, (now - m.t0) / m.msPerArea));
      const i = Math.min(segs - 1, Math.floor(t));
      const f = t - i;
      const e = f * f * (3 - 2 * f); // ease in and out of each area
      const a = m.pts[i]!,
        b = m.pts[i + 1]!;
      // The route is unwrapped (it runs on past the edge); draw it in the copy nearest the camera.
      const x = a[0] + (b[0] - a[0]) * e,
        y = a[1] + (b[1] - a[1]) * e;
      m.view.position.set(nearestCopy(x, this.camera.x), y);
      m.view.scale.set(s);
      if (t >= segs) {
        this.moving.splice(this.moving.indexOf(m), 1);
        m.done();
      }
    }
  }

  private resize(): void {
    const el = this.host,
      app = this.app;
    if (!el || !app) return;
    const w = Math.max(1, el.clientWidth),
      h = Math.max(1, el.clientHeight);
    if (w === this.camera.viewW && h === this.camera.viewH) return;
    app.renderer.resize(w, h);
    const home = this.camera.homeZoom;
    this.camera.resize(w, h);
    if (this.camera.homeZoom !== home) this.tiles.buildOverview(this.camera.homeZoom);
    this.draw(performance.now());
  }

  private click(sx: number, sy: number, e: { shift: boolean; button: number }): void {
    const [wx, wy] = this.camera.screenToWorld(sx, sy);
    const hit = this.counterLayer.hit(wx, wy);
    if (hit) {
      for (const cb of this.counterCbs) cb(hit.ids, { x: sx, y: sy });
      return;
    }
    const area = this.geoms.areaAt(wx, wy);
    if (area) for (const cb of this.clickCbs) cb(area, e);
  }

  private hover(sx: number, sy: number): void {
    if (!this.app) return;
    const [wx, wy] = this.camera.screenToWorld(sx, sy);
    // Over a stack: the stack's own area (its counters stand inside it) and its ships.
    const stack = this.counterLayer.stackAt(wx, wy);
    if (stack) {
      this.setHovered(stack.area === 'CSE' ? null : stack.area, { x: sx, y: sy }, stack.ids);
      return;
    }
    this.setHovered(this.geoms.areaAt(wx, wy), { x: sx, y: sy });
  }

  /** Reports every pointer move with the area under it, and outlines the hovered area. */
  private setHovered(area: string | null, s: { x: number; y: number }, stack?: string[]): void {
    this.hoverShown = area !== null || !!stack?.length;
    if (area !== this.hovered) {
      this.hovered = area;
      this.drawHover();
      this.dirty = true;
    }
    for (const cb of this.hoverCbs) cb(area, s, stack);
  }

  private drawHover(): void {
    const g = this.hovered && this.geoms ? this.geoms.byId.get(this.hovered) : null;
    if (g) areaOutline(g, 1 / this.camera.zoom, this.hoverCtx);
    else this.hoverCtx.clear();
  }
}
