import { h } from './dom';

// Issue 35.1: on a phone the side panel is a bottom sheet over the map. A handle button at its
// top opens and closes it (a tap, a click or Enter), and a finger may drag it to any height,
// which snaps to the nearest of three stops on release (the arrow keys step between them). Only the phone layout of styles.css
// reads the sheet's state (data-sheet and --sheet-h); on a tablet or a desktop the handle is
// hidden and the panel stays beside the map.

export type SheetStop = 'peek' | 'half' | 'full';

/** The height the sheet takes at each stop, as a share of the room below the top bar. */
const SHARE: Record<SheetStop, number> = { peek: 0, half: 0.55, full: 1 };

/** A drag shorter than this (px) is a tap on the handle, not a drag. */
const TAP_SLOP = 6;

export class BottomSheet {
  readonly handle: HTMLButtonElement;
  private stop: SheetStop = 'half';

  constructor(private readonly side: HTMLElement) {
    this.handle = h(
      'button',
      { type: 'button', class: 'sheet-handle', 'data-action': 'sheet', 'aria-expanded': 'true', 'aria-label': 'Hide the orders panel' },
      h('span', { class: 'sheet-grip', 'aria-hidden': 'true' }),
      h('span', { class: 'sheet-label' }, 'Orders'),
    );
    this.set('half');
    this.dragging();
    // A click (mouse, keyboard, or a tap that was no drag) toggles between open and closed.
    this.handle.addEventListener('click', () => {
      if (!this.dragged) this.set(this.stop === 'peek' ? 'half' : 'peek');
      this.dragged = false;
    });
    // The keys move it a stop at a time, for those who cannot drag.
    this.handle.addEventListener('keydown', (e) => {
      const order: SheetStop[] = ['peek', 'half', 'full'];
      const step = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0;
      if (!step) return;
      e.preventDefault();
      this.set(order[Math.min(2, Math.max(0, order.indexOf(this.stop) + step))]!);
    });
  }

  get current(): SheetStop {
    return this.stop;
  }

  set(stop: SheetStop): void {
    this.stop = stop;
    this.side.dataset.sheet = stop;
    this.side.style.removeProperty('--sheet-h');
    const open = stop !== 'peek';
    this.handle.setAttribute('aria-expanded', String(open));
    this.handle.setAttribute('aria-label', open ? 'Hide the orders panel' : 'Show the orders panel');
  }

  private dragged = false;

  /** A finger (or pen, or mouse) on the handle moves the sheet's top edge with it. */
  private dragging(): void {
    let start: { y: number; h: number; room: number } | null = null;
    this.handle.addEventListener('pointerdown', (e) => {
      const room = this.side.parentElement?.clientHeight ?? innerHeight;
      start = { y: e.clientY, h: this.side.getBoundingClientRect().height, room };
      this.dragged = false;
      this.handle.setPointerCapture?.(e.pointerId);
    });
    this.handle.addEventListener('pointermove', (e) => {
      if (!start) return;
      const dy = e.clientY - start.y;
      if (!this.dragged && Math.abs(dy) < TAP_SLOP) return;
      this.dragged = true;
      const height = Math.min(start.room, Math.max(0, start.h - dy));
      this.side.style.setProperty('--sheet-h', `${Math.round(height)}px`);
    });
    const end = (e: PointerEvent) => {
      if (!start) return;
      const s = start;
      start = null;
      if (!this.dragged) return;
      const share = Math.min(1, Math.max(0, (s.h - (e.clientY - s.y)) / s.room));
      this.set(nearestStop(share));
    };
    this.handle.addEventListener('pointerup', end);
    this.handle.addEventListener('pointercancel', end);
  }
}

/** The stop nearest to a share of the room (0: closed, 1: full). */
export function nearestStop(share: number): SheetStop {
  let best: SheetStop = 'peek';
  for (const s of Object.keys(SHARE) as SheetStop[]) if (Math.abs(SHARE[s] - share) < Math.abs(SHARE[best] - share)) best = s;
  return best;
}
