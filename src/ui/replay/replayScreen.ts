import type { GameData } from '../../data/gameData';
import { own } from '../../data/ids';
import { formatSteps, type Side } from '../../engine/index';
import type { GameRecord } from '../../game/record';
import {
  boardAt,
  eventsAt,
  exportReplay,
  fileOfTimeline,
  nextTurn,
  prevTurn,
  timelinesFromRecord,
  type Perspective,
  type ReplayBoard,
  type ReplayFile,
  type Timeline,
  type WalkedRecord,
} from '../../game/replay';
import type { MapCounter, MapViewApi } from '../map/MapView';
import { mountMap } from '../mapFactory';
import { h, fill, dice, sleep } from '../dom';
import { LogPanel } from '../logPanel';
import { RulesPanel } from '../rulesPanel';
import { eventBody, phaseName, shipName, turnDate } from '../names';
import { pace, pathOf, savedSpeed, saveSpeed } from '../playback';
import { animationsOn, SPEEDS, type Speed } from '../settings';
import type { GameHand } from '../../game/aiHand';
import { handOfTurn } from '../aiHand';
import './replay.css';

// The replay screen (issue 17.3): a game told again step by step on the map, the log in step,
// from one side's view, or with everything shown once the game is over. Built on a timeline
// (src/game/replay.ts), which holds only what the perspective may see: the screen draws it and
// never reads a game state.

export type ReplaySource =
  /**
   * A game record: any perspective the game allows is built from it. `sides`: those that may watch while the game is unfinished.
   * `walked`: the record already replayed (a replay file checked on opening: the timeline shown first), so it is not replayed again.
   */
  | { kind: 'record'; record: GameRecord; title: string; sides: Side[]; hand?: GameHand | null; walked?: WalkedRecord }
  /** A timeline already made (a shared replay, a game played apart); `note` says what it holds. */
  | { kind: 'timeline'; timeline: Timeline; title: string; note?: string };

const PERSPECTIVE_NAME: Record<Perspective, string> = {
  federal: 'Federal',
  confederate: 'Confederate',
  all: 'Everything',
  public: "Shared (both sides' view)",
};

export class ReplayScreen {
  readonly el = h('div', { class: 'game-screen replay-screen', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Replay', 'data-testid': 'replay' });
  private readonly mapHost = h('div', { class: 'map-host', 'data-testid': 'replay-map' });
  private readonly stepEl = h('div', { class: 'phase-name', 'data-testid': 'replay-step' });
  private readonly perspectives = h('div', { class: 'replay-perspectives', role: 'group', 'aria-label': 'Whose view' });
  private readonly now = h('div', { class: 'replay-now', 'aria-live': 'polite' });
  private readonly board = h('div', { class: 'replay-board small', 'data-testid': 'replay-board' });
  private readonly records = h('div', { class: 'replay-records small', 'data-testid': 'replay-records' });
  /** Issue 31.4: the computer's hand for the turn shown, in the Everything view of a finished game. */
  private readonly hand = h('div', { class: 'replay-hand', 'data-testid': 'replay-hand' });
  private readonly scrubber = h('input', {
    type: 'range',
    min: 0,
    max: 0,
    value: 0,
    class: 'replay-scrubber',
    'aria-label': 'Step',
    'data-testid': 'replay-scrubber',
  });
  private readonly playBtn = h('button', { type: 'button', class: 'btn primary', 'data-action': 'replay-play' }, 'Play');
  private readonly speedSel = h('select', { 'aria-label': 'Speed', 'data-testid': 'replay-speed' });
  private readonly status = h('div', { class: 'replay-status small', role: 'alert' });
  private readonly rules = new RulesPanel();
  private readonly log: LogPanel;
  private map: MapViewApi | null = null;
  private timeline: Timeline;
  /** A record's one replay (issue 36): every perspective's timeline and the final hash, made once when the screen opens. */
  private readonly walked: WalkedRecord | null;
  private step = 0;
  private playing = false;
  private speed: Speed = savedSpeed();
  private disposed = false;
  private readonly keyHandler = (e: KeyboardEvent) => this.onKey(e);

  constructor(
    private readonly data: GameData,
    private readonly source: ReplaySource,
    private readonly cb: { close(): void; download(name: string, file: ReplayFile): void },
  ) {
    this.log = new LogPanel(data, (r) => this.rules.open(r));
    this.walked = source.kind === 'record' ? walkedOf(data, source) : null;
    this.timeline = source.kind === 'timeline' ? source.timeline : this.build(this.walked!.over ? 'all' : (source.sides[0] ?? 'federal'));
    this.scrubber.addEventListener('input', () => {
      this.pause();
      this.go(Number(this.scrubber.value));
    });
    fill(
      this.speedSel,
      SPEEDS.map((s) => h('option', { value: s, selected: s === this.speed }, s)),
    );
    this.speedSel.addEventListener('change', () => {
      this.speed = this.speedSel.value as Speed;
      saveSpeed(this.speed);
    });
    const btn = (action: string, label: string, title: string, go: () => void) =>
      h(
        'button',
        {
          type: 'button',
          class: 'btn',
          'data-action': action,
          title,
          'aria-label': title,
          onclick: () => {
            this.pause();
            go();
          },
        },
        label,
      );
    fill(
      this.el,
      h(
        'header',
        { class: 'topbar' },
        h('div', { class: 'brand' }, h('span', { class: 'brand-name' }, 'Replay'), h('span', { class: 'brand-sub' }, source.title)),
        this.stepEl,
        h(
          'nav',
          { class: 'tools' },
          h('button', { type: 'button', class: 'btn ghost', 'data-action': 'replay-export', onclick: () => this.export() }, 'Export replay'),
          h('button', { type: 'button', class: 'btn ghost', 'data-action': 'replay-close', onclick: () => this.cb.close() }, 'Close replay'),
        ),
      ),
      h(
        'main',
        { class: 'game-main' },
        h('div', { class: 'map-area' }, this.mapHost),
        h(
          'aside',
          { class: 'side' },
          h(
            'div',
            { class: 'side-body' },
            h(
              'div',
              { class: 'panel replay-panel' },
              this.perspectives,
              source.kind === 'timeline' && source.note ? h('p', { class: 'small muted', 'data-testid': 'replay-note' }, source.note) : null,
              this.now,
              h(
                'div',
                { class: 'replay-controls row', role: 'group', 'aria-label': 'Replay controls' },
                btn('replay-prev-turn', '« GT', 'Previous GT (Game Turn)', () => this.go(prevTurn(this.timeline, this.step))),
                btn('replay-prev', '◀', 'Previous event', () => this.go(this.step - 1)),
                this.playBtn,
                btn('replay-next', '▶', 'Next event', () => void this.forward()),
                btn('replay-next-turn', 'GT »', 'Next GT (Game Turn)', () => this.go(nextTurn(this.timeline, this.step))),
              ),
              h('div', { class: 'row' }, this.scrubber, this.speedSel),
              this.board,
              this.records,
              this.hand,
              this.status,
            ),
          ),
          this.log.el,
        ),
      ),
      this.rules.el,
    );
    this.playBtn.addEventListener('click', () => {
      if (this.playing) this.pause();
      else void this.play();
    });
    document.addEventListener('keydown', this.keyHandler, true);
    this.drawPerspectives();
  }

  async start(): Promise<void> {
    const map = await mountMap(this.data, this.mapHost, () => this.disposed);
    if (!map) return;
    this.map = map;
    this.go(0);
    this.el.dataset.ready = 'true';
  }

  destroy(): void {
    this.disposed = true;
    this.playing = false;
    document.removeEventListener('keydown', this.keyHandler, true);
    this.map?.destroy();
    this.el.remove();
  }

  /** The perspectives this replay may show: each side's (unfinished: only the sides allowed), and everything once over. */
  private allowed(): Perspective[] {
    if (this.source.kind === 'timeline') return [this.source.timeline.perspective];
    if (this.timeline.over) return ['federal', 'confederate', 'all'];
    return this.source.sides;
  }

  /** A perspective's timeline; one not walked yet is walked now (issue 36: the first opening builds only the one shown). */
  private build(p: Perspective): Timeline {
    const w = this.walked;
    if (!w || this.source.kind !== 'record') return this.timeline;
    if (!w.timelines[p] && (w.over || this.source.sides.includes(p as Side)))
      w.timelines[p] = timelinesFromRecord(this.data, this.source.record, [p]).timelines[p];
    return w.timelines[p] ?? this.timeline;
  }

  private drawPerspectives(): void {
    const list = this.allowed();
    fill(
      this.perspectives,
      h('span', { class: 'small muted' }, 'View: '),
      list.map((p) =>
        h(
          'button',
          {
            type: 'button',
            class: `btn small${p === this.timeline.perspective ? ' primary' : ''}`,
            'data-perspective': p,
            'aria-pressed': p === this.timeline.perspective ? 'true' : 'false',
            onclick: () => this.setPerspective(p),
          },
          PERSPECTIVE_NAME[p],
        ),
      ),
    );
    this.el.dataset.perspective = this.timeline.perspective;
  }

  /** Another side's view: the same moment of the game (the same Game Turn and phase, as near as its steps allow). */
  private setPerspective(p: Perspective): void {
    if (!this.allowed().includes(p) || p === this.timeline.perspective) return;
    this.pause();
    const here = this.timeline.steps[this.step];
    this.timeline = this.build(p);
    let k = here ? this.timeline.steps.findIndex((s) => s.turn > here.turn || (s.turn === here.turn && s.phase === here.phase)) : 0;
    if (k < 0) k = this.timeline.steps.length - 1;
    this.drawPerspectives();
    this.go(k);
  }

  /** Shows step i: the board, the log up to it, the event itself. */
  go(i: number): void {
    const t = this.timeline;
    const n = t.steps.length;
    this.step = Math.max(0, Math.min(n - 1, i));
    this.scrubber.max = String(Math.max(0, n - 1));
    this.scrubber.value = String(this.step);
    const b = boardAt(t, this.step);
    const st = t.steps[this.step];
    this.el.dataset.step = String(this.step);
    this.el.dataset.steps = String(n);
    if (!b || !st) {
      fill(this.now, h('p', { class: 'muted' }, 'Nothing to replay yet.'));
      return;
    }
    this.el.dataset.turn = String(st.turn);
    this.stepEl.textContent = `GT ${st.turn} (${turnDate(this.data, st.turn)}) · ${phaseName(st.phase)} · step ${this.step + 1} of ${n}`;
    const e = t.events[st.event]!;
    fill(
      this.now,
      h(
        'p',
        { class: 'now-text', 'data-testid': 'replay-event' },
        h('button', { class: 'rule-link', type: 'button', onclick: () => this.rules.open(e.rule) }, e.rule),
        ' ',
        eventBody(e.text, e.rule, e.rolls),
        ' ',
        dice(e.dice),
      ),
    );
    this.log.show(eventsAt(t, this.step));
    // The step's own line stays in view, however the log was scrolled (setOpen scrolls to the newest line).
    this.log.setOpen(this.log.el.classList.contains('open'));
    this.drawBoard(b);
    this.drawHand(st.turn);
  }

  /** The computer's hand of the turn shown: only with everything shown, and so only once the game is over. */
  private drawHand(turn: number): void {
    const hand = this.source.kind === 'record' ? this.source.hand : null;
    if (!hand || this.timeline.perspective !== 'all' || !this.timeline.over) {
      fill(this.hand);
      return;
    }
    const list = handOfTurn(this.data, hand, turn);
    fill(
      this.hand,
      h(
        'details',
        { open: true },
        h('summary', {}, `The computer's hand, GT ${turn}`),
        hand.note ? h('p', { class: 'small' }, hand.note) : null,
        list ?? h('p', { class: 'muted' }, 'The computer made no record or movement this turn.'),
      ),
    );
  }

  private drawBoard(b: ReplayBoard): void {
    this.map?.setCounters(this.counters(b));
    fill(this.board, h('p', {}, `Merchant marine ${b.merchantMarine} · VP Confederate ${b.vp.confederate}, Federal ${b.vp.federal}`));
    fill(
      this.records,
      b.records.length
        ? h(
            'details',
            { open: true },
            h('summary', {}, `Activity Records (4.3): ${b.records.length}`),
            h(
              'ul',
              {},
              b.records.map((r) =>
                h(
                  'li',
                  { 'data-record': r.record.ship, 'data-revealed': String(r.revealed) },
                  h('strong', {}, shipName(this.data, r.record.ship)),
                  r.revealed ? ' (revealed): ' : ' (sealed): ',
                  formatSteps(r.record.steps),
                ),
              ),
            ),
          )
        : null,
    );
  }

  /** The board's counters for the map; an id the data does not have is left off (a shared file is checked on opening). */
  private counters(b: ReplayBoard): MapCounter[] {
    const out: MapCounter[] = [];
    for (const c of b.counters) {
      const ship = c.side === 'federal' ? own(this.data.federal, c.id) : own(this.data.confederate, c.id);
      if (!ship) continue;
      const marks: string[] = [];
      if (c.uncommissioned) marks.push('uncomm');
      if (c.semmes) marks.push('semmes');
      if (c.blockaded) marks.push('blockaded');
      out.push({
        id: c.id,
        side: c.side,
        label: ship.abbr,
        type: ship.type,
        ratings: `${ship.gunnery}-${ship.defense}-${ship.movement}`,
        area: c.area,
        port: c.port,
        squadron: c.squadron,
        damaged: c.damaged,
        marks,
      });
    }
    return out;
  }

  /** One event on: a move sails along its path (at the playback's pace), then the step is shown. */
  private async forward(): Promise<boolean> {
    if (this.step >= this.timeline.steps.length - 1) return false;
    const t = this.timeline;
    const next = t.steps[this.step + 1]!;
    const e = t.events[next.event]!;
    const path = pathOf(e);
    const id = e.ships?.[0];
    const before = boardAt(t, this.step);
    if (this.map && this.playing && this.speed !== 'instant' && animationsOn() && path.length && id && before?.counters.some((c) => c.id === id)) {
      await new Promise<void>((r) => requestAnimationFrame(() => r()));
      await this.map.animateMove(id, path, pace(this.speed).perArea).catch(() => undefined);
    }
    if (this.disposed) return false;
    this.go(this.step + 1);
    return true;
  }

  async play(): Promise<void> {
    if (this.playing) return;
    if (this.step >= this.timeline.steps.length - 1) this.go(0);
    this.playing = true;
    this.playBtn.textContent = 'Pause';
    this.el.dataset.playing = 'true';
    while (this.playing && !this.disposed) {
      if (!(await this.forward())) break;
      await sleep(Math.max(60, pace(this.speed).pause));
    }
    this.pause();
  }

  pause(): void {
    this.playing = false;
    this.playBtn.textContent = 'Play';
    delete this.el.dataset.playing;
  }

  private export(): void {
    try {
      const file =
        this.source.kind === 'record' ? exportReplay(this.data, this.source.record, this.walked ?? undefined) : fileOfTimeline(this.data, this.timeline);
      this.cb.download(this.source.title, file);
      this.status.textContent =
        file.kind === 'finished'
          ? 'Exported: the whole game, checked against its final hash when opened.'
          : 'Exported: only what both sides have seen so far (no sealed record, no dice seed).';
      this.status.className = 'replay-status small ok';
    } catch (e) {
      this.status.textContent = `Export failed: ${(e as Error).message}`;
      this.status.className = 'replay-status small error';
    }
  }

  private onKey(e: KeyboardEvent): void {
    // The game beneath the replay hears no key while the replay is open.
    e.stopPropagation();
    const tag = (e.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    const act: Record<string, () => void> = {
      ArrowRight: () => void this.forward(),
      ArrowLeft: () => this.go(this.step - 1),
      PageDown: () => this.go(nextTurn(this.timeline, this.step)),
      PageUp: () => this.go(prevTurn(this.timeline, this.step)),
      Escape: () => this.cb.close(),
    };
    const f = act[e.key];
    if (!f) return;
    e.preventDefault();
    this.pause();
    f();
  }
}

/**
 * The timelines a record's replay screen starts with. While the game is unfinished only the
 * sides allowed to watch keep theirs (and the public one, for the export, when walked); 'all' is
 * made only of a finished game (timelinesFromRecord).
 */
function walkedOf(data: GameData, source: Extract<ReplaySource, { kind: 'record' }>): WalkedRecord {
  // Opened from a game (not a file): only the timeline shown first is built now, everything for
  // a finished game (no side named) or the first side allowed; the others when they are asked for.
  let w = source.walked;
  if (!w) {
    w = timelinesFromRecord(data, source.record, [source.sides[0] ?? 'all']);
    if (!w.over && !source.sides.length) w = timelinesFromRecord(data, source.record, ['federal']);
    w = { ...w, timelines: { ...w.timelines } };
  }
  if (w.over) return w;
  const timelines: WalkedRecord['timelines'] = { public: w.timelines.public };
  for (const side of source.sides.length ? source.sides : ['federal' as const]) timelines[side] = w.timelines[side];
  return { ...w, timelines };
}

/** Offers a replay file as a download. */
export function downloadReplay(name: string, file: ReplayFile): void {
  const blob = new Blob([JSON.stringify(file)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: `${name.replace(/[^\w.-]+/g, '_') || 'sea-devils'}.sea-devils-replay.json` });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
