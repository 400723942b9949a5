import type { GameData } from '../../data/gameData';
import type { Command, Side } from '../../engine/index';
import { h, fill } from '../dom';
import { forPointer } from '../pointerWords';
import type { Lesson, Step } from './lesson';
import { federalLesson } from './federalLesson';
import { confederateLesson } from './confederateLesson';
import { TutorialSession } from './tutorialSession';
import { clearProgress, lessonsPlayable, readProgress, writeProgress } from './progress';

// The tutorial runner (issue 17, part 1): walks the player through a lesson in the real game
// screen. Each step is a callout beside the element it is about (a panel button, the log, or an
// area of the map), with the rule it teaches; it waits for the player's real action there, or for
// "Next". It never covers what it points at and never blocks the controls; "Skip step" and
// "Leave tutorial" are always there. Progress is kept after every step, so it can be resumed.

export const LESSONS: Record<Side, Lesson> = { federal: federalLesson, confederate: confederateLesson };

/** What the runner needs of the game screen (GameScreen has all of it). */
export interface TutorialHost {
  readonly el: HTMLElement;
  openRule(rule: string): void;
  send(command: Command): Promise<boolean>;
  centerOn(area: string): void;
}

export interface TutorialCallbacks {
  /** "Leave tutorial": progress is kept; back to the start screen. */
  leave(): void;
  /** The last step done: progress is cleared; back to the start screen. */
  finish(): void;
}

/** A lesson's session: a new one for `side`, or (side null) the stored one resumed. Null when there is nothing to resume. */
export function openLesson(data: GameData, side: Side | null): { session: TutorialSession; step: number } | null {
  if (!lessonsPlayable(data)) return null;
  if (side) {
    clearProgress();
    return { session: new TutorialSession(data, LESSONS[side]), step: 0 };
  }
  const p = readProgress();
  if (!p) return null;
  const session = TutorialSession.replay(data, LESSONS[p.side], p.commands);
  if (!session) {
    clearProgress();
    return null;
  }
  return { session, step: Math.min(p.step, LESSONS[p.side].steps.length - 1) };
}

/**
 * How long a step is on screen before the scripted opponent acts: time to read it (issue 35.5:
 * at 1.5 s, "The raider writes in secret" and "The Federal moves" went by unread), about 20
 * characters a second, 3 to 10 s.
 */
const readingMs = (text: string) => Math.max(3000, Math.min(10_000, text.length * 50));

type MapHook = { inspect(): { screenOf(area: string): [number, number] | null } };

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  sel: string;
}

/** Input that may move the ring's target: a map dragged, wheeled or zoomed by key, a panel scrolled. */
const FOLLOW_ON = ['pointermove', 'pointerup', 'wheel', 'scroll', 'keydown', 'click'] as const;

export class Tutorial {
  private readonly ring = h('div', { class: 'tutorial-ring', 'aria-hidden': 'true', hidden: true });
  private readonly body = h('div', { class: 'tutorial-body' });
  private readonly hint = h('p', { class: 'tutorial-hint small', hidden: true });
  private readonly buttons = h('div', { class: 'tutorial-buttons' });
  private readonly callout = h(
    'aside',
    { class: 'tutorial-callout', role: 'dialog', 'aria-label': 'Tutorial', 'data-testid': 'tutorial' },
    this.body,
    this.hint,
    this.buttons,
  );
  private readonly lesson: Lesson;
  private shown = -1;
  private saved = '';
  private timer = 0;
  private centred = -1;
  private scrolled = '';
  private shownAt = 0;

  constructor(
    private readonly host: TutorialHost,
    private readonly session: TutorialSession,
    private readonly cb: TutorialCallbacks,
    private index = 0,
  ) {
    this.lesson = session.lesson;
  }

  mount(): void {
    this.host.el.classList.add('tutorial-on');
    this.host.el.append(this.ring, this.callout);
    this.timer = window.setInterval(() => this.tick(), 200);
    for (const type of FOLLOW_ON) this.host.el.addEventListener(type, this.follow, { capture: true, passive: true });
    window.addEventListener('resize', this.follow);
    this.tick();
  }

  destroy(): void {
    clearInterval(this.timer);
    cancelAnimationFrame(this.frame);
    for (const type of FOLLOW_ON) this.host.el.removeEventListener(type, this.follow, { capture: true });
    window.removeEventListener('resize', this.follow);
    this.ring.remove();
    this.callout.remove();
    this.host.el.classList.remove('tutorial-on');
  }

  /**
   * The ring follows its target frame by frame while the map pans or a panel scrolls, and for a
   * few still frames after; the 200 ms tick alone left it trailing behind a dragged map.
   */
  private frame = 0;
  private stillFrames = 0;
  private readonly follow = (): void => {
    this.stillFrames = 0;
    if (!this.frame) this.frame = requestAnimationFrame(this.onFrame);
  };
  private readonly onFrame = (): void => {
    this.frame = 0;
    if (!this.host.el.isConnected || this.shown < 0) return;
    const before = this.ring.style.cssText + this.callout.style.cssText;
    this.place();
    this.stillFrames = this.ring.style.cssText + this.callout.style.cssText === before ? this.stillFrames + 1 : 0;
    if (this.stillFrames < 10) this.frame = requestAnimationFrame(this.onFrame);
  };

  private get step(): Step | undefined {
    return this.lesson.steps[this.index];
  }

  /** The commands applied before step `i` began: the last count an earlier step waited for. */
  private base(i: number): number {
    let n = 0;
    for (const s of this.lesson.steps.slice(0, i)) if (typeof s.until === 'number') n = Math.max(n, s.until);
    return n;
  }

  private done(i: number): boolean {
    const s = this.lesson.steps[i]!;
    const applied = this.session.commands.length;
    if (typeof s.until === 'number') return applied >= s.until;
    // Play has gone past the point this step explains (a resumed game, or the player ran ahead).
    if (applied > this.base(i)) return true;
    if (s.until === 'next') return false;
    return !s.until.gone.some((sel) => this.host.el.querySelector(sel));
  }

  private tick(): void {
    if (!this.host.el.isConnected) {
      this.destroy();
      return;
    }
    // A take-back (Ctrl+Z, 3.0) undoes a step's command: back to the step that asks for it.
    while (this.index > 0 && this.session.commands.length < this.base(this.index)) this.index--;
    while (this.index < this.lesson.steps.length - 1 && this.done(this.index)) this.index++;
    const step = this.step!;
    if (this.shown !== this.index) this.render();
    // The scripted opponent plays up to what this step waits for, and no further; not before
    // the step has been on screen a moment, so that its words are read before play moves on.
    const read = Date.now() - this.shownAt > readingMs(step.text);
    this.session.release(typeof step.until === 'number' && read ? step.until : this.base(this.index));
    // A step about an area centres the map on it once the map is drawn.
    const area = step.target.find((t) => t.startsWith('area:'));
    if (area && this.centred !== this.index && document.body.dataset.mapReady === 'true') {
      this.centred = this.index;
      this.host.centerOn(area.slice(5));
    }
    this.place();
    this.save();
  }

  private save(): void {
    const p = { side: this.lesson.side, step: this.index, commands: this.session.commands };
    const text = JSON.stringify(p);
    if (text !== this.saved) {
      this.saved = text;
      writeProgress(p);
    }
  }

  private render(): void {
    this.shown = this.index;
    this.shownAt = Date.now();
    const step = this.step!;
    const last = this.index === this.lesson.steps.length - 1;
    this.callout.dataset.step = step.id;
    fill(
      this.body,
      h('div', { class: 'tutorial-kicker small' }, `${this.lesson.title} · step ${this.index + 1} of ${this.lesson.steps.length}`),
      h('h2', {}, step.title),
      h('p', {}, forPointer(step.text)),
      h('button', { type: 'button', class: 'link tutorial-rule', 'data-rule': step.rule, onclick: () => this.host.openRule(step.rule) }, `Rule ${step.rule}`),
    );
    fill(
      this.buttons,
      step.until === 'next'
        ? h(
            'button',
            { type: 'button', class: 'btn small primary', 'data-action': 'tutorial-next', onclick: () => (last ? this.finish() : this.next()) },
            last ? 'Finish' : 'Next',
          )
        : null,
      last
        ? null
        : h(
            'button',
            { type: 'button', class: 'btn small', 'data-action': 'tutorial-skip', title: 'Do this step for me', onclick: () => void this.skip() },
            'Skip step',
          ),
      last
        ? null
        : h(
            'button',
            {
              type: 'button',
              class: 'btn small tutorial-leave',
              'data-action': 'tutorial-leave',
              title: 'Leave now; resume it from the start screen',
              onclick: () => this.leave(),
            },
            'Leave tutorial',
          ),
    );
  }

  private next(): void {
    this.index = Math.min(this.index + 1, this.lesson.steps.length - 1);
    this.tick();
  }

  /** Does the step for the player: sends the lesson's command, or moves on. */
  private async skip(): Promise<void> {
    const step = this.step!;
    if (typeof step.until === 'number') {
      const expected = this.session.expected;
      if (expected && expected.side === this.lesson.side && this.session.commands.length < step.until) await this.host.send(expected);
      // The opponent's move: it comes as soon as the screen is free.
      return;
    }
    this.next();
  }

  private leave(): void {
    this.save();
    this.destroy();
    this.cb.leave();
  }

  private finish(): void {
    this.destroy();
    clearProgress();
    this.cb.finish();
  }

  // ---- where the callout goes ----------------------------------------------------------------

  /** The target on screen now: an element's box, or a map area's point; null when none is shown. */
  private target(): Box | null {
    const step = this.step!;
    if (!step.record) {
      // The choice a step waits for comes once the playback reaches it: say so meanwhile.
      const early = step.target.length > 1 && !this.host.el.querySelector(step.target[0]!) && !!this.host.el.querySelector('.playback');
      this.hint.hidden = !early;
      this.hint.textContent = early ? "The records are being carried out: watch the map and the panel; this step's choice comes when play reaches it." : '';
    }
    const sels = step.record ? [this.recordTarget(step.record), ...step.target] : step.target;
    for (const sel of sels) {
      if (sel.startsWith('area:')) {
        const pt = (window as unknown as { __seaDevilsGameMap?: MapHook }).__seaDevilsGameMap?.inspect().screenOf(sel.slice(5));
        const map = this.host.el.querySelector('[data-testid="map"]')?.getBoundingClientRect();
        if (!pt || !map) continue;
        const x = pt[0] + map.left;
        const y = pt[1] + map.top;
        if (x < map.left || x > map.right || y < map.top || y > map.bottom) continue;
        return { left: x - 28, top: y - 18, width: 56, height: 36, sel };
      }
      const el = this.host.el.querySelector(sel);
      if (!el) continue;
      // Once per step and target: a button below the fold of a scrolled list is brought into view.
      const key = `${this.index}:${sel}`;
      if (this.scrolled !== key) {
        this.scrolled = key;
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) return { left: r.left, top: r.top, width: r.width, height: r.height, sel };
    }
    return null;
  }

  /** The record step: the button for the next token of the record, from what the editor holds (4.31). */
  private recordTarget(record: string[]): string {
    const input = this.host.el.querySelector<HTMLInputElement>('.record .notation');
    const written = (input?.value ?? '')
      .split('>')
      .map((t) => t.trim())
      .filter((t) => t && t !== '(stays put)');
    let same = 0;
    while (same < written.length && same < record.length && written[same]!.toLowerCase() === record[same]!.toLowerCase()) same++;
    const off = same < written.length;
    const token = record[same];
    this.hint.hidden = !input;
    this.hint.textContent = off
      ? `Your record differs from the lesson's from step ${same + 1} ("${written[same]}"): take it back with ⌫ Last step.`
      : token
        ? `Next: ${token === 'leave' ? 'Leave port' : token === 'raid' ? 'Raid' : token.startsWith('port:') ? `Port: ${token.slice(5)}` : `the area ${token}`}`
        : 'Now: Seal all records.';
    if (off) return '.record .step-buttons button.ghost';
    if (!token) return '.record [data-action="seal"]';
    if (token === 'leave') return '.record [data-step="leave"]';
    if (token === 'raid') return '.record [data-step="raid"]';
    if (token.startsWith('port:')) return `.record [data-step="${token}"]`;
    return `.record .chips [data-area="${token}"]`;
  }

  /** Puts the callout beside the target (left, right, below or above: the first that fits without covering it) and rings the target. */
  private place(): void {
    const t = this.target();
    const c = this.callout.getBoundingClientRect();
    const w = c.width || 340;
    const ch = c.height || 200;
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const gap = 16;
    if (!t) {
      // Nothing to point at now: the lower left corner of the map, clear of the side panel.
      this.ring.hidden = true;
      const map = this.host.el.querySelector('.map-area')?.getBoundingClientRect();
      this.put((map?.left ?? 0) + gap, (map?.bottom ?? vh) - ch - gap, 'none');
      return;
    }
    this.ring.hidden = false;
    this.ring.dataset.target = t.sel;
    Object.assign(this.ring.style, { left: `${t.left - 4}px`, top: `${t.top - 4}px`, width: `${t.width + 8}px`, height: `${t.height + 8}px` });
    const midY = clamp(t.top + t.height / 2 - ch / 2, 8, vh - ch - 8);
    const midX = clamp(t.left + t.width / 2 - w / 2, 8, vw - w - 8);
    const spots: [number, number, string][] = [
      [t.left - w - gap, midY, 'left'],
      [t.left + t.width + gap, midY, 'right'],
      [midX, t.top + t.height + gap, 'below'],
      [midX, t.top - ch - gap, 'above'],
    ];
    const fits = ([x, y]: [number, number, string]) => x >= 4 && y >= 4 && x + w <= vw - 4 && y + ch <= vh - 4;
    const apart =
      (b: { left: number; top: number; width: number; height: number }) =>
      ([x, y]: [number, number, string]) =>
        x + w <= b.left - 4 || x >= b.left + b.width + 4 || y + ch <= b.top - 4 || y >= b.top + b.height + 4;
    const clear = apart(t);
    const other = this.step!.avoid ? this.host.el.querySelector(this.step!.avoid)?.getBoundingClientRect() : undefined;
    const clearer = other ? apart(other) : () => true;
    // Beside the thing to keep clear first, level with the target where that fits.
    if (other)
      spots.unshift(
        [other.left - w - gap, midY, 'left'],
        [other.right + gap, midY, 'right'],
        [midX, other.bottom + gap, 'below'],
        [midX, other.top - ch - gap, 'above'],
      );
    const spot = spots.find((s) => fits(s) && clear(s) && clearer(s)) ?? spots.find((s) => fits(s) && clear(s)) ?? spots.find(clear) ?? spots[0]!;
    this.put(clamp(spot[0], 4, vw - w - 4), clamp(spot[1], 4, vh - ch - 4), spot[2]);
  }

  private put(x: number, y: number, side: string): void {
    this.callout.style.left = `${Math.round(x)}px`;
    this.callout.style.top = `${Math.round(y)}px`;
    this.callout.dataset.side = side;
  }
}

const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));

/** Starts the lesson's walk-through over a game screen. */
export function attachTutorial(host: TutorialHost, session: TutorialSession, step: number, cb: TutorialCallbacks): Tutorial {
  const t = new Tutorial(host, session, cb, step);
  t.mount();
  return t;
}
