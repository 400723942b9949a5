// Mouse, touch and keyboard input on the map canvas: drag to pan (with a little glide after
// release), wheel to zoom round the cursor, two-finger pinch, arrows/WASD to pan, +/- to zoom,
// 0 to reset. A press that hardly moves is a click; moves without a press are hovers. The keys
// are read from the whole page (issue 16.6: they work as soon as the game screen opens, with no
// click on the map first), except while the player types in a field or a dialog is open; the
// on-screen zoom buttons send their commands through mapCommand().

import type { Camera } from './camera';
import { animationsOn } from '../settings';

export interface ControlEvents {
  /** The view changed (redraw). */
  changed(): void;
  click(sx: number, sy: number, ev: { shift: boolean; button: number }): void;
  hover(sx: number, sy: number): void;
  leave(): void;
}

/** Movement (screen px) under which a press counts as a click, not a drag. */
const CLICK_SLOP = 6;
const KEY_PAN_SPEED = 700; // screen px per second

export class Controls {
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private press: { id: number; x: number; y: number; button: number; shift: boolean; moved: number } | null = null;
  private pinch: { dist: number; mx: number; my: number } | null = null;
  private velocity = { x: 0, y: 0 };
  private lastMove = 0;
  private readonly keys = new Set<string>();
  private readonly off: (() => void)[] = [];

  constructor(
    private readonly el: HTMLElement,
    private readonly camera: Camera,
    private readonly on: ControlEvents,
  ) {
    el.style.touchAction = 'none'; // we handle pinch and pan ourselves
    if (el.tabIndex < 0) el.tabIndex = 0;
    const listen = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void, opts?: AddEventListenerOptions) => {
      el.addEventListener(type, fn as EventListener, opts);
      this.off.push(() => el.removeEventListener(type, fn as EventListener, opts));
    };
    listen('pointerdown', (e) => this.down(e));
    listen('pointermove', (e) => this.move(e));
    listen('pointerup', (e) => this.up(e));
    listen('pointercancel', (e) => this.up(e, true));
    listen('pointerleave', (e) => {
      if (!this.pointers.has(e.pointerId)) this.on.leave();
    });
    listen('wheel', (e) => this.wheel(e), { passive: false });
    listen('contextmenu', (e) => e.preventDefault());
    const doc = el.ownerDocument;
    const onDoc = (type: 'keydown' | 'keyup', fn: (e: KeyboardEvent) => void) => {
      doc.addEventListener(type, fn);
      this.off.push(() => doc.removeEventListener(type, fn));
    };
    onDoc('keydown', (e) => {
      if (pageKey(e, el)) this.key(e, true);
    });
    onDoc('keyup', (e) => this.key(e, false, true));
    const blur = () => this.keys.clear();
    doc.defaultView?.addEventListener('blur', blur);
    this.off.push(() => doc.defaultView?.removeEventListener('blur', blur));
    const command = (e: Event) => this.command((e as CustomEvent<MapCommand>).detail);
    el.addEventListener(MAP_COMMAND, command);
    this.off.push(() => el.removeEventListener(MAP_COMMAND, command));
  }

  destroy(): void {
    for (const f of this.off) f();
    this.off.length = 0;
  }

  private local(e: PointerEvent | WheelEvent): { x: number; y: number } {
    const r = this.el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private down(e: PointerEvent): void {
    this.el.focus({ preventScroll: true });
    const p = this.local(e);
    this.pointers.set(e.pointerId, p);
    try {
      this.el.setPointerCapture(e.pointerId);
    } catch {
      /* synthetic or already released pointer */
    }
    this.velocity = { x: 0, y: 0 };
    if (this.pointers.size === 1) {
      this.press = { id: e.pointerId, x: p.x, y: p.y, button: e.button, shift: e.shiftKey, moved: 0 };
    } else if (this.pointers.size === 2) {
      this.press = null; // a second finger turns a tap into a pinch
      this.pinch = this.pinchState();
    }
  }

  private pinchState(): { dist: number; mx: number; my: number } {
    const [a, b] = [...this.pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
    return { dist: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  }

  private move(e: PointerEvent): void {
    const p = this.local(e);
    const prev = this.pointers.get(e.pointerId);
    if (!prev) {
      this.on.hover(p.x, p.y);
      return;
    }
    this.pointers.set(e.pointerId, p);
    if (this.pointers.size >= 2 && this.pinch) {
      const now = this.pinchState();
      this.camera.zoomAt(now.mx, now.my, now.dist / this.pinch.dist);
      this.camera.panBy(now.mx - this.pinch.mx, now.my - this.pinch.my);
      this.pinch = now;
      this.on.changed();
      return;
    }
    let dx = p.x - prev.x,
      dy = p.y - prev.y;
    const press = this.press;
    if (press && press.moved < CLICK_SLOP) {
      press.moved = Math.max(press.moved, Math.hypot(p.x - press.x, p.y - press.y));
      if (press.moved < CLICK_SLOP) return; // not a drag yet
      // The drag starts: catch up with the whole way from the press.
      dx = p.x - press.x;
      dy = p.y - press.y;
    }
    this.camera.panBy(dx, dy);
    const now = performance.now();
    const dt = Math.max(1, now - this.lastMove);
    // Smoothed release velocity (px/ms) for the glide.
    this.velocity = { x: 0.7 * this.velocity.x + 0.3 * (dx / dt), y: 0.7 * this.velocity.y + 0.3 * (dy / dt) };
    this.lastMove = now;
    this.on.changed();
  }

  private up(e: PointerEvent, cancel = false): void {
    const p = this.local(e);
    const wasPress = this.press && this.press.id === e.pointerId ? this.press : null;
    this.pointers.delete(e.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
    if (this.pointers.size === 0) this.press = null;
    if (wasPress && !cancel && wasPress.moved < CLICK_SLOP) {
      this.velocity = { x: 0, y: 0 };
      this.on.click(p.x, p.y, { shift: wasPress.shift, button: wasPress.button });
    } else if (performance.now() - this.lastMove > 80 || !animationsOn()) {
      this.velocity = { x: 0, y: 0 }; // the pointer stopped before release, or animations are off (35.4): no glide
    }
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const p = this.local(e);
    const lines = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    this.camera.zoomAt(p.x, p.y, Math.exp(-e.deltaY * lines * 0.0015));
    this.on.changed();
  }

  /** `release`: a key let go anywhere on the page (a pan stops even if it ends in a field). */
  private key(e: KeyboardEvent, pressed: boolean, release = false): void {
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const pan = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'a', 'd', 'w', 's'];
    if (pan.includes(k)) {
      if (pressed) this.keys.add(k);
      else this.keys.delete(k);
      if (!release) e.preventDefault();
      return;
    }
    if (!pressed) return;
    const cmd: MapCommand | null = k === '+' || k === '=' ? 'in' : k === '-' || k === '_' ? 'out' : k === '0' ? 'whole' : null;
    if (!cmd) return;
    e.preventDefault();
    this.command(cmd);
  }

  /** Zoom in, out, or back to the whole map (keys and the on-screen buttons). */
  private command(cmd: MapCommand): void {
    const c = this.camera;
    if (cmd === 'in') c.glideTo(c.x, c.y, c.zoom * 1.4);
    else if (cmd === 'out') c.glideTo(c.x, c.y, c.zoom / 1.4);
    else if (cmd === 'whole') c.glideWhole();
    else return;
    this.on.changed();
  }

  /** Per-frame work: keyboard panning and the glide after a drag. Returns true if the view moved. */
  step(dtMs: number): boolean {
    let moved = false;
    if (this.keys.size) {
      const d = (KEY_PAN_SPEED * dtMs) / 1000;
      const dx = (this.keys.has('ArrowLeft') || this.keys.has('a') ? d : 0) - (this.keys.has('ArrowRight') || this.keys.has('d') ? d : 0);
      const dy = (this.keys.has('ArrowUp') || this.keys.has('w') ? d : 0) - (this.keys.has('ArrowDown') || this.keys.has('s') ? d : 0);
      this.camera.panBy(dx, dy);
      moved = true;
    }
    if (this.pointers.size === 0 && (this.velocity.x || this.velocity.y)) {
      this.camera.panBy(this.velocity.x * dtMs, this.velocity.y * dtMs);
      const decay = Math.exp(-dtMs / 250);
      this.velocity.x *= decay;
      this.velocity.y *= decay;
      if (Math.hypot(this.velocity.x, this.velocity.y) < 0.01) this.velocity = { x: 0, y: 0 };
      moved = true;
    }
    return this.camera.step(dtMs) || moved;
  }
}

export type MapCommand = 'in' | 'out' | 'whole';
const MAP_COMMAND = 'sea-devils:map-command';

/** The on-screen zoom buttons: sends a zoom command to the map canvas inside `host`. */
export function mapCommand(host: HTMLElement, cmd: MapCommand): void {
  host.querySelector('canvas')?.dispatchEvent(new CustomEvent<MapCommand>(MAP_COMMAND, { detail: cmd }));
}

/**
 * Whether a key pressed anywhere on the page is the map's: not while typing in a field, not with
 * Ctrl/Alt/Cmd (browser and undo shortcuts), not while a dialog covers the game, and only while
 * the map is on the page.
 */
export function pageKey(e: KeyboardEvent, el: HTMLElement): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || !el.isConnected) return false;
  const t = e.target as HTMLElement | null;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return false;
  const doc = el.ownerDocument;
  // A dialog over the game (a live decision docked at the side leaves the map free); a dialog
  // that holds this map (the replay's) is the map's own screen.
  const over = doc.querySelectorAll('[aria-modal="true"]:not(.panel-modal), .drawer:not([hidden]), .handoff');
  return ![...over].some((d) => !d.contains(el));
}
