// Ship counters: small squares (Federal blue, Confederate gray) showing the short name, the
// type and the ratings, stacked per Movement Area, side and squadron. Ships in port sit on the
// area's port marker; ships in the California Steamer Escort box sit in the CSE box.
//
// Counters live in ONE layer above the three world copies; each stack is placed in the copy
// nearest the camera (see layout), so a stack is never drawn three times and never lost at the
// east-west edge.

import { Container, Graphics, GraphicsContext, Matrix, RenderTexture, Sprite, type Renderer } from 'pixi.js';
import type { MapCounter } from './MapView';
import { labelHalfSize, type AreaGeometry } from './areaGeometry';
import { FONT_COUNTER, FONT_LABEL, text } from './fonts';
import { PALETTE, perPalette } from './palette';
import { nearestCopy, project, type Pt } from './projection';
import { innerPoints, placeInside, type InnerPoint } from './stackPlace';

/** Side of a counter in counter units (scaled up when zoomed out, see WorldMap.counterScale). */
export const COUNTER_SIZE = 34;
/** Largest on-screen size of a counter, in CSS pixels (WorldMap.counterScale). */
export const COUNTER_MAX_PX = 62;
const HALF = COUNTER_SIZE / 2;
const GAP = 5;
const PER_ROW = 3;

/** The CSE box (11.1) sits over the interior of North America, centred at 103°W 39°N (map
 *  longitude -103): close to California, on land, so it hides no Movement Area. */
export const CSE_AT: readonly [number, number] = [-103, 39];
const CSE_COLS = 3;

export interface Stack {
  key: string;
  area: string;
  port: string | null;
  side: MapCounter['side'];
  squadron: string | null;
  counters: MapCounter[];
}

/** Stacks: one per area, port (or sea), side and squadron; order of first appearance. */
export function groupStacks(counters: readonly MapCounter[], hidden: ReadonlySet<string>): Stack[] {
  const out = new Map<string, Stack>();
  for (const c of counters) {
    if (hidden.has(c.id)) continue;
    const key = `${c.area}|${c.port ?? ''}|${c.side}|${c.squadron ?? ''}`;
    let s = out.get(key);
    if (!s) out.set(key, (s = { key, area: c.area, port: c.port, side: c.side, squadron: c.squadron, counters: [] }));
    s.counters.push(c);
  }
  for (const s of out.values()) {
    // The selected ship shows on top.
    const i = s.counters.findIndex((c) => c.marks.includes('selected'));
    if (i > 0) s.counters.unshift(...s.counters.splice(i, 1));
  }
  return [...out.values()];
}

// ---- Shared shapes (tessellated once) --------------------------------------------------------

const body = (fill: number, line: number, hatch: number | null) => {
  const ctx = new GraphicsContext().roundRect(-HALF, -HALF, COUNTER_SIZE, COUNTER_SIZE, 3).fill({ color: fill });
  // Issue 35.3: the Confederate's counters are hatched in two corners, so the sides differ by
  // pattern as well as by colour (the text in the middle stays clear).
  if (hatch !== null) {
    const H = HALF - 1.5;
    for (let s = -2 * H + 3; s <= 2 * H - 3; s += 4) {
      if (Math.abs(s) < H * 0.9) continue;
      const x0 = Math.max(-H, s - H),
        x1 = Math.min(H, s + H);
      ctx.moveTo(x0, s - x0).lineTo(x1, s - x1);
    }
    ctx.stroke({ width: 1.3, color: hatch, alpha: 0.55 });
  }
  return ctx.roundRect(-HALF, -HALF, COUNTER_SIZE, COUNTER_SIZE, 3).stroke({ width: 1.5, color: line });
};
const SHADOW = new GraphicsContext().roundRect(-HALF, -HALF, COUNTER_SIZE, COUNTER_SIZE, 3).fill({ color: 0x333333 }).stroke({ width: 1, color: 0x111111 });
const COUNT = new GraphicsContext().circle(0, 0, 7.5).fill({ color: 0x111111 }).stroke({ width: 1.2, color: 0xffffff });
/** The shapes drawn in the palette's colours: made again when the colour scheme changes. */
const shapes = perPalette(() => ({
  BODY: {
    federal: body(PALETTE.federal, PALETTE.federalDark, null),
    confederate: body(PALETTE.confederate, PALETTE.confederateDark, PALETTE.confederateHatch),
  },
  SELECTED: new GraphicsContext().roundRect(-HALF - 3, -HALF - 3, COUNTER_SIZE + 6, COUNTER_SIZE + 6, 5).stroke({ width: 3, color: PALETTE.selected }),
  DAMAGED: new GraphicsContext().poly([HALF, HALF, HALF - 13, HALF, HALF, HALF - 13]).fill({ color: PALETTE.damaged }),
  UNCOMM: new GraphicsContext().circle(0, 0, 6).fill({ color: PALETTE.uncomm }).stroke({ width: 1, color: 0x222222 }),
  BLOCKADED: new GraphicsContext().rect(-6, -6, 12, 12).fill({ color: PALETTE.blockaded }).stroke({ width: 1, color: 0xffffff }),
  SEMMES: new GraphicsContext()
    .poly(star(0, 0, 7, 3))
    .fill({ color: PALETTE.semmes })
    .stroke({ width: 1, color: 0x5a3e00 }),
}));
const CSE_BOX_W = CSE_COLS * (COUNTER_SIZE + GAP) + GAP;

function star(cx: number, cy: number, r: number, r2: number): number[] {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5,
      rr = i % 2 ? r2 : r;
    pts.push(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  return pts;
}

/** One counter face: name, type, ratings and its marks. */
export function counterFace(c: MapCounter): Container {
  const v = new Container();
  const { BODY, SELECTED, DAMAGED, UNCOMM, BLOCKADED, SEMMES } = shapes();
  if (c.marks.includes('selected')) v.addChild(new Graphics(SELECTED));
  v.addChild(new Graphics(BODY[c.side]));
  const name = text(c.label, FONT_COUNTER, 10.5, PALETTE.counterInk);
  if (name.width > COUNTER_SIZE - 4) name.scale.set((COUNTER_SIZE - 4) / name.width);
  name.position.set(0, -9.5);
  const type = text(c.type, FONT_COUNTER, 8.5, c.side === 'federal' ? 0xc9dcff : 0xeeeeee);
  type.position.set(0, 1);
  const ratings = text(c.ratings, FONT_COUNTER, 9.5, PALETTE.counterInk);
  if (ratings.width > COUNTER_SIZE - 4) ratings.scale.set((COUNTER_SIZE - 4) / ratings.width);
  ratings.position.set(0, 10.5);
  v.addChild(name, type, ratings);
  if (c.damaged || c.marks.includes('damaged')) v.addChild(new Graphics(DAMAGED));
  if (c.marks.includes('uncomm')) v.addChild(badge(UNCOMM, 'U', 0x111111, -HALF + 1, -HALF + 1));
  if (c.marks.includes('blockaded')) v.addChild(badge(BLOCKADED, 'B', 0xffffff, -HALF + 1, 0));
  if (c.marks.includes('semmes')) v.addChild(new Graphics(SEMMES)).position.set(-HALF + 2, HALF - 2);
  if (c.marks.includes('moved')) v.alpha = 0.7;
  return v;
}

function badge(ctx: GraphicsContext, letter: string, ink: number, x: number, y: number): Container {
  const b = new Container();
  b.position.set(x, y);
  b.addChild(new Graphics(ctx), text(letter, FONT_LABEL, 8.5, ink));
  return b;
}

/** A stack: the top counter's face, up to two edges of counters beneath, and a count. */
function stackView(s: Stack): Container {
  const v = new Container();
  const n = s.counters.length;
  for (let i = Math.min(n - 1, 2); i >= 1; i--) v.addChild(new Graphics(SHADOW)).position.set(i * 3, i * 3);
  v.addChild(counterFace(s.counters[0]!));
  if (n > 1) {
    const b = new Container();
    b.position.set(HALF, -HALF);
    b.addChild(new Graphics(COUNT), text(String(n), FONT_LABEL, 9, 0xffffff));
    v.addChild(b);
  }
  return v;
}

interface PlacedStack {
  stack: Stack;
  view: Container;
  /** Anchor in the central world copy. */
  anchor: Pt;
  /** Counter-unit offset from the anchor, and whether the label offset applies. */
  offset: Pt;
  belowLabel: boolean;
  /** Where it was last drawn (world units, in the copy nearest the camera). */
  x: number;
  y: number;
  s: number;
}

export class CounterLayer {
  readonly container = new Container();
  private placed: PlacedStack[] = [];
  private readonly cseBox = new Container();
  private readonly cseAnchor: Pt;
  /** Inner points of each area (stackPlace), computed the first time a stack stands there. */
  private readonly inner = new Map<string, InnerPoint[]>();
  /** The scales the central positions were last worked out for. */
  private placedFor = '';

  constructor(
    private readonly geoms: AreaGeometry,
    private readonly renderer: Renderer,
  ) {
    this.cseAnchor = project(CSE_AT[0], CSE_AT[1]);
    this.container.addChild(this.cseBox);
    this.drawCseBox(0);
  }

  /** Where a counter in `area` (and `port`) is drawn, central copy; null for unknown areas. */
  anchorOf(area: string, port: string | null): Pt | null {
    if (area === 'CSE') return this.cseAnchor;
    const g = this.geoms.byId.get(area);
    if (!g) return null;
    return port && g.port ? g.port : g.label;
  }

  set(counters: readonly MapCounter[], hidden: ReadonlySet<string>): void {
    for (const p of this.placed) p.view.destroy({ children: true, texture: true, textureSource: true });
    this.placed = [];
    this.placedFor = '';
    const groups = new Map<string, Stack[]>();
    for (const s of groupStacks(counters, hidden)) {
      const k = s.area === 'CSE' ? 'CSE' : `${s.area}|${s.port && this.geoms.byId.get(s.area)?.port ? 'port' : 'sea'}`;
      let l = groups.get(k);
      if (!l) groups.set(k, (l = []));
      l.push(s);
    }
    for (const [k, stacks] of groups) {
      const first = stacks[0]!;
      const anchor = this.anchorOf(first.area, k.endsWith('|port') ? first.port : null);
      if (!anchor) continue;
      stacks.forEach((stack, i) => {
        const view = this.bake(stackView(stack));
        this.container.addChild(view);
        let offset: Pt,
          belowLabel = false;
        if (k === 'CSE') {
          // A grid inside the CSE box, under its title.
          const col = i % CSE_COLS,
            row = Math.floor(i / CSE_COLS);
          offset = [(col - (CSE_COLS - 1) / 2) * (COUNTER_SIZE + GAP), 8 + row * (COUNTER_SIZE + GAP)];
        } else {
          // Rows of up to three stacks, centred: under the label at sea; in port, on the port
          // marker, pushed to its landward side so they leave the label clear.
          const row = Math.floor(i / PER_ROW),
            inRow = Math.min(PER_ROW, stacks.length - row * PER_ROW);
          const col = i % PER_ROW;
          offset = [(col - (inRow - 1) / 2) * (COUNTER_SIZE + GAP), row * (COUNTER_SIZE + GAP)];
          if (k.endsWith('|sea')) {
            offset[1] += HALF + 2;
            belowLabel = true;
          } else {
            const g = this.geoms.byId.get(first.area)!;
            const vx = anchor[0] - g.label[0],
              vy = anchor[1] - g.label[1],
              len = Math.hypot(vx, vy) || 1;
            offset = [offset[0] + (vx / len) * (HALF + 4), offset[1] + (vy / len) * (HALF + 4) - (vy < 0 ? row * 2 * (COUNTER_SIZE + GAP) : 0)];
          }
        }
        this.placed.push({ stack, view, anchor, offset, belowLabel, x: 0, y: 0, s: 1 });
      });
    }
    this.drawCseBox(Math.ceil((groups.get('CSE')?.length ?? 0) / CSE_COLS));
  }

  /**
   * Draws a stack once into a texture, at the largest size it is shown at, so that a
   * frame draws one image per stack instead of its shapes and letters (a third of the frame
   * time with 75 ships on the 2D canvas).
   */
  private bake(view: Container): Container {
    const b = view.getLocalBounds();
    const res = (COUNTER_MAX_PX / COUNTER_SIZE) * Math.min(2, globalThis.devicePixelRatio || 1);
    const w = Math.max(1, Math.ceil((b.maxX - b.minX) * res)),
      h = Math.max(1, Math.ceil((b.maxY - b.minY) * res));
    const rt = RenderTexture.create({ width: w, height: h, resolution: 1, antialias: true });
    this.renderer.render({
      container: view,
      target: rt,
      clear: true,
      clearColor: [0, 0, 0, 0],
      transform: new Matrix(res, 0, 0, res, -b.minX * res, -b.minY * res),
    });
    view.destroy({ children: true });
    const sprite = new Sprite(rt);
    sprite.position.set(b.minX, b.minY);
    sprite.scale.set(1 / res);
    const holder = new Container();
    holder.addChild(sprite);
    return holder;
  }

  /** The CSE box with room for `rows` rows of counters; empty (no rows), only its title (issue 35.5: no empty box over North America). */
  private drawCseBox(rows: number): void {
    this.cseBox.removeChildren().forEach((c) => c.destroy());
    if (rows === 0) {
      const g = new Graphics()
        .roundRect(-CSE_BOX_W / 4, -HALF - 14, CSE_BOX_W / 2, 18, 4)
        .fill({ color: PALETTE.cseBox, alpha: 0.8 })
        .stroke({ width: 1, color: PALETTE.cseInk });
      const title = text('CSE box: empty', FONT_LABEL, 8, PALETTE.cseInk);
      title.position.set(0, -HALF - 5);
      this.cseBox.addChild(g, title);
      return;
    }
    const h = 22 + rows * (COUNTER_SIZE + GAP) + GAP;
    const g = new Graphics()
      .roundRect(-CSE_BOX_W / 2, -HALF - 14, CSE_BOX_W, h, 4)
      .fill({ color: PALETTE.cseBox, alpha: 0.95 })
      .stroke({ width: 1.5, color: PALETTE.cseInk });
    const title = text('CSE box', FONT_LABEL, 10, PALETTE.cseInk);
    title.position.set(0, -HALF - 5);
    this.cseBox.addChild(g, title);
  }

  /**
   * Places every stack for the current zoom (`s` scales counters, `labelS` the area labels they
   * sit under) in the world copy nearest the camera's x.
   */
  layout(s: number, labelS: number, camX: number): void {
    const ax = nearestCopy(this.cseAnchor[0], camX);
    this.cseBox.position.set(ax, this.cseAnchor[1]);
    this.cseBox.scale.set(s);
    const at = this.centralPositions(s, labelS);
    this.placed.forEach((p, i) => {
      const [cx, y] = at[i]!;
      const x = nearestCopy(cx, camX);
      p.view.position.set(x, y);
      p.view.scale.set(s);
      p.x = x;
      p.y = y;
      p.s = s;
    });
  }

  private central: Pt[] = [];

  /**
   * Each stack's point in the central copy at these scales: its usual spot (rows under the
   * label, or on the port marker), moved inside its area when that spot crosses the border
   * (issue 16.4: a stack in C15 must not stand over C10). Worked out once per zoom step.
   */
  centralPositions(s: number, labelS: number): Pt[] {
    const key = `${s}|${labelS}`;
    if (key === this.placedFor) return this.central;
    const wanted: Pt[] = this.placed.map((p) => [p.anchor[0] + p.offset[0] * s, p.anchor[1] + p.offset[1] * s + (p.belowLabel ? 9 * labelS : 0)]);
    const byArea = new Map<string, number[]>();
    this.placed.forEach((p, i) => {
      if (p.stack.area === 'CSE' || !this.geoms.byId.has(p.stack.area)) return;
      const l = byArea.get(p.stack.area);
      if (l) l.push(i);
      else byArea.set(p.stack.area, [i]);
    });
    const out = wanted.slice();
    for (const [area, idx] of byArea) {
      const g = this.geoms.byId.get(area)!;
      const ring = g.ring;
      let inner = this.inner.get(area);
      if (!inner) this.inner.set(area, (inner = innerPoints(ring)));
      // Issue 35.5: a stack in port (C9, C15) stood over the area's label; it keeps clear of it now.
      const [hw, hh] = labelHalfSize(g.area);
      const put = placeInside(
        ring,
        inner,
        idx.map((i) => wanted[i]!),
        (HALF + 1) * s,
        { at: g.label, hw: hw * labelS, hh: hh * labelS },
      );
      idx.forEach((i, k) => {
        out[i] = put[k]!;
      });
    }
    this.central = out;
    this.placedFor = key;
    return out;
  }

  /** The area and ships of the stack under a world point (top-most), for the hover list. */
  stackAt(x: number, y: number): { area: string; ids: string[] } | null {
    for (let i = this.placed.length - 1; i >= 0; i--) {
      const p = this.placed[i]!;
      const h = (HALF + 2) * p.s;
      if (Math.abs(x - p.x) <= h && Math.abs(y - p.y) <= h) return { area: p.stack.area, ids: p.stack.counters.map((c) => c.id) };
    }
    return null;
  }

  /** Ship ids of the stack under a world point (the top-most one), or null. */
  hit(x: number, y: number): { ids: string[] } | null {
    for (let i = this.placed.length - 1; i >= 0; i--) {
      const p = this.placed[i]!;
      const h = (HALF + 2) * p.s;
      if (Math.abs(x - p.x) <= h && Math.abs(y - p.y) <= h) return { ids: p.stack.counters.map((c) => c.id) };
    }
    return null;
  }

  /** Where the stack holding a counter is drawn now (world), or null. */
  positionOf(id: string): Pt | null {
    const p = this.placed.find((q) => q.stack.counters.some((c) => c.id === id));
    return p ? [p.x, p.y] : null;
  }

  get stackCount(): number {
    return this.placed.length;
  }
}
