import type { GameData } from '../data/gameData';
import type { GameEvent } from '../engine/index';
import { h, fill, dice } from './dom';
import { eventBody, PHASE_LABEL, shipName } from './names';
import { rollTells, rollText } from './rollText';
import { soundOf } from './soundOf';

// The log: every event the side at the device may read, in plain words, with its rule number
// (a link to the rules reference) and its dice. Filter by ship. A drawer (issue 16.3): closed,
// it shows its last lines under the phase panel and takes little of the side; opened, it slides
// over the panel's lower part, so the panel's messages and buttons never scroll away for it.

/** How long after the reader's input a scroll of the list is theirs (a wheel's smooth scroll takes a few frames). */
const READER_SCROLL_MS = 1500;

export class LogPanel {
  readonly el = h('section', { class: 'log', 'aria-label': 'Game log' });
  /** Issue 35.2: a live region, so a screen reader reads each new line as it comes, without taking the focus. */
  private readonly list = h('ol', { class: 'log-list', 'data-testid': 'log', 'aria-live': 'polite', 'aria-relevant': 'additions', 'aria-label': 'Log lines' });
  private readonly filter = h('select', { class: 'log-filter', 'aria-label': 'Filter the log by ship' });
  private events: GameEvent[] = [];
  private rendered = 0;
  private ship = '';
  private readonly toggle = h('button', { type: 'button', class: 'btn small log-toggle', 'data-action': 'toggle-log', 'aria-expanded': 'false' }, 'Open log');
  /**
   * Whether the newest line stays in view (issue 35.5): true until the player scrolls up, and
   * again once they scroll back to the bottom. Kept apart from the scroll position itself, which
   * a panel growing above the log moves without the player (the log then stayed on GT 1).
   */
  private pinned = true;
  /** Where the log last scrolled itself. */
  private scrolledTo = -1;
  /** When the reader last wheeled, swiped, pressed a key or the scroll bar on the list. */
  private readerAt = -Infinity;

  constructor(
    private readonly data: GameData,
    private readonly onRule: (rule: string) => void,
  ) {
    this.filter.addEventListener('change', () => {
      this.ship = this.filter.value;
      this.redraw();
    });
    // Only the reader's own scrolling (wheel, finger, keys, the scroll bar) unpins the log: the
    // panels above it resize the list as play goes on, and the browser then moves its scroll
    // position by itself, by a few lines at times.
    const touched = () => {
      this.readerAt = performance.now();
    };
    for (const kind of ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const) this.list.addEventListener(kind, touched, { passive: true });
    this.list.addEventListener('scroll', () => this.readScroll(), { passive: true });
    // The list's height changes with the panel above it and the drawer: the newest line stays in view.
    if (typeof ResizeObserver === 'function')
      new ResizeObserver(() => {
        this.readScroll();
        if (this.pinned) this.toBottom();
      }).observe(this.list);
    this.toggle.addEventListener('click', () => this.setOpen(!this.el.classList.contains('open')));
    fill(this.el, h('div', { class: 'log-head' }, h('h2', {}, 'Log'), this.filter, this.toggle), this.list);
  }

  /** Opens or closes the drawer; the newest lines stay in view. */
  setOpen(open: boolean): void {
    this.el.classList.toggle('open', open);
    this.toggle.setAttribute('aria-expanded', String(open));
    this.toggle.textContent = open ? 'Close log' : 'Open log';
    this.pinned = true;
    this.toBottom();
  }

  /**
   * After the reader's own input, where they put the list says whether the newest line stays in
   * view. Read on the scroll event and again before the log scrolls itself: the event comes a
   * frame later, so lines arriving first would otherwise undo the reader's scroll. A scroll the
   * log made itself says nothing of the reader's wish.
   */
  private readScroll(): void {
    if (performance.now() - this.readerAt > READER_SCROLL_MS) return;
    if (this.list.clientHeight > 0 && this.list.scrollTop !== this.scrolledTo)
      this.pinned = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 24;
  }

  private toBottom(): void {
    this.list.scrollTop = this.list.scrollHeight;
    this.scrolledTo = this.list.scrollTop;
  }

  /** Shows these events (already filtered to what the side at the device may see). */
  show(events: GameEvent[]): void {
    const grew = events.length >= this.events.length && this.events.every((e, i) => events[i] === e);
    this.events = events;
    this.refreshFilter();
    if (!grew) {
      this.redraw();
      return;
    }
    // New lines in a game already shown: their sound, if sounds are on (issue 35.4).
    const sound = this.rendered > 0 ? soundOf(events.slice(this.rendered)) : null;
    if (sound) void import('./sounds').then((m) => m.playSound(sound));
    this.appendFrom(this.rendered);
  }

  private refreshFilter(): void {
    const ships = new Set<string>();
    for (const e of this.events) for (const s of e.ships ?? []) ships.add(s);
    const ids = [...ships].sort((a, b) => shipName(this.data, a).localeCompare(shipName(this.data, b)));
    if (this.filter.options.length === ids.length + 1) return;
    fill(
      this.filter,
      h('option', { value: '' }, 'All ships'),
      ids.map((id) => h('option', { value: id, selected: id === this.ship }, shipName(this.data, id))),
    );
  }

  private redraw(): void {
    this.list.replaceChildren();
    this.rendered = 0;
    this.appendFrom(0);
  }

  private appendFrom(start: number): void {
    const frag = document.createDocumentFragment();
    let lastTurn = start > 0 ? this.events[start - 1]!.turn : -1;
    for (let i = start; i < this.events.length; i++) {
      const e = this.events[i]!;
      if (this.ship && !(e.ships ?? []).includes(this.ship)) {
        lastTurn = e.turn;
        continue;
      }
      if (e.turn !== lastTurn && e.kind === 'turn')
        frag.appendChild(h('li', { class: 'log-turn' }, `Game Turn ${e.turn} · ${this.data.turns[e.turn - 1]?.date ?? ''}`));
      lastTurn = e.turn;
      frag.appendChild(logLine(e, this.onRule));
    }
    this.rendered = this.events.length;
    if (start > 0) this.readScroll();
    this.list.appendChild(frag);
    if (start === 0) this.pinned = true;
    if (this.pinned) this.toBottom();
  }
}

function logLine(e: GameEvent, onRule: (rule: string) => void): HTMLElement {
  return h(
    'li',
    { class: `log-line kind-${e.kind}` },
    h('span', { class: 'log-phase', title: PHASE_LABEL[e.phase]?.name ?? e.phase }, PHASE_LABEL[e.phase]?.step || '·'),
    h('button', { class: 'rule-link', type: 'button', title: `Rule ${e.rule}`, onclick: () => onRule(e.rule) }, e.rule),
    h('span', { class: 'log-text' }, eventBody(e.text, e.rule)),
    dice(e.dice),
    // Issue 16: each roll explained on its own line: the table's column, what was needed, the modifiers.
    (e.rolls ?? [])
      .filter(rollTells)
      .map((r) => h('span', { class: 'log-why', 'data-table': r.table, 'data-need': r.need ?? '', 'data-die': String(r.die) }, rollText(r))),
  );
}
