import type { GameData } from '../data/gameData';
import type { GameEvent } from '../engine/index';
import type { MapCounter, MapViewApi } from './map/MapView';
import { h, fill, dice, sleep } from './dom';
import { eventBody, PHASE_LABEL } from './names';
import { animationsOn, changeSettings, settings, SPEEDS, type Speed } from './settings';

// Plays back what just happened, event by event: counters sail along their paths on the map,
// dice are shown, the log grows line by line. Positions come from the events themselves
// ("enters C16", "moves C9 > D4"), starting from the counters as they were before.

const PAUSE: Record<Speed, number> = { slow: 1500, normal: 750, fast: 220, instant: 0 };
const PER_AREA: Record<Speed, number> = { slow: 700, normal: 350, fast: 120, instant: 0 };

/** The pause after an event and the time per area sailed at a speed (the replay screen steps at the same pace). */
export const pace = (s: Speed) => ({ pause: PAUSE[s], perArea: PER_AREA[s] });
/** The playback speed, one of the settings (settings.ts, issue 35.4). */
export const saveSpeed = (s: Speed) => {
  changeSettings({ speed: s });
};
export const savedSpeed = (): Speed => settings().speed;

export class Playback {
  readonly el = h('div', { class: 'panel playback', 'aria-live': 'polite' });
  private speed: Speed = savedSpeed();
  private readonly now = h('div', { class: 'now' });
  private readonly progress = h('div', { class: 'progress small muted' });
  private readonly controls = h('div', { class: 'speeds', role: 'group', 'aria-label': 'Playback speed' });

  /** `strip`: the raiders strip (tracks.ts), kept up to date as the ships move (issue 16.7). */
  constructor(
    readonly _data: GameData,
    private readonly map: MapViewApi,
    private readonly onRule: (r: string) => void,
    private readonly strip: HTMLElement | null = null,
  ) {
    fill(
      this.el,
      h(
        'header',
        { class: 'panel-head' },
        h('h2', {}, 'Confederate Activity'),
        h('p', { class: 'panel-sub' }, 'The sealed records are revealed and carried out (4.3).'),
      ),
      this.now,
      this.progress,
      this.controls,
    );
    this.drawControls();
  }

  private drawControls(): void {
    fill(
      this.controls,
      SPEEDS.map((s) =>
        h(
          'button',
          {
            type: 'button',
            class: `btn small${s === this.speed ? ' primary' : ''}`,
            'data-speed': s,
            'aria-pressed': s === this.speed ? 'true' : 'false',
            onclick: () => {
              this.speed = s;
              saveSpeed(s);
              this.drawControls();
            },
          },
          s,
        ),
      ),
    );
  }

  /**
   * Plays `events` over `counters` (the map as it was before them). `shown(i)` is called as
   * each event is reached, so the log can grow with the playback.
   */
  async play(events: GameEvent[], counters: MapCounter[], shown: (i: number) => void): Promise<void> {
    const local = counters.map((c) => ({ ...c, marks: c.marks.filter((m) => m !== 'selected') }));
    this.map.setCounters(local);
    for (let i = 0; i < events.length; i++) {
      const e = events[i]!;
      shown(i + 1);
      const active = e.phase === 'confederateActivity' || e.phase === 'confederateRecord' || e.phase === 'federalMovement';
      fill(
        this.now,
        h('div', { class: 'now-phase small muted' }, `Game Turn ${e.turn} · ${PHASE_LABEL[e.phase]?.name ?? e.phase}`),
        h(
          'p',
          { class: 'now-text' },
          h('button', { class: 'rule-link', type: 'button', onclick: () => this.onRule(e.rule) }, e.rule),
          ' ',
          eventBody(e.text, e.rule, e.rolls),
          ' ',
          dice(e.dice),
        ),
      );
      this.progress.textContent = `event ${i + 1} of ${events.length}`;
      if (this.speed === 'instant' || !active) {
        this.applyQuietly(e, local);
        continue;
      }
      // Animations off (issue 35.4): the counters jump to where they end, and the pace stays readable.
      if (animationsOn()) await this.animate(e, local);
      else this.applyQuietly(e, local);
      await sleep(PAUSE[this.speed] * (e.dice?.length ? 1.3 : 1));
    }
  }

  private shipOf(e: GameEvent, local: MapCounter[]): MapCounter | undefined {
    const id = e.ships?.[0];
    return id ? local.find((c) => c.id === id) : undefined;
  }

  private async animate(e: GameEvent, local: MapCounter[]): Promise<void> {
    const c = this.shipOf(e, local);
    const path = pathOf(e);
    if (c && path.length) {
      // The camera stays where the player put it (issue 16, point 7): the counters move, the map does not pan by itself.
      await inAnimationFrame();
      await this.map.animateMove(c.id, path, PER_AREA[this.speed]);
      c.area = path.at(-1)!;
      this.map.setCounters(local);
      this.showStrip(e, local);
      return;
    }
    this.applyQuietly(e, local);
  }

  /** The same changes without animation. */
  private applyQuietly(e: GameEvent, local: MapCounter[]): void {
    const c = this.shipOf(e, local);
    if (!c) return;
    const path = pathOf(e);
    if (path.length) c.area = path.at(-1)!;
    else if (e.kind === 'sunk' || e.kind === 'interned') local.splice(local.indexOf(c), 1);
    else if (e.kind === 'enterPort' || e.kind === 'blockaded') c.port = e.port ?? /enters the (\S+) port/.exec(e.text)?.[1] ?? c.port;
    else if (e.kind === 'leavePort') c.port = null;
    else return;
    this.map.setCounters(local);
    this.showStrip(e, local);
  }

  /** The raiders strip follows the playback: where each raider is now, and which were lost. */
  private showStrip(e: GameEvent, local: MapCounter[]): void {
    if (!this.strip) return;
    for (const id of e.ships ?? []) {
      const row = this.strip.querySelector(`.clock-row[data-ship="${CSS.escape(id)}"]`);
      const where = row?.querySelector('.clock-where');
      if (!row || !where) continue;
      const c = local.find((x) => x.id === id);
      where.textContent = !c ? (e.kind === 'interned' ? 'interned' : 'sunk') : `${c.area}${c.port ? ` · in ${c.port} port` : ' · at sea'}`;
      row.classList.toggle('strip-changed', true);
    }
  }
}

/**
 * Resolves inside an animation frame, after the map has drawn that frame. Starting a move there
 * keeps its start time before the map's next frame time (WorldMap.stepMoves reads a move
 * started "in the future" as an index of -1 and throws; reported to the map's owner).
 */
const inAnimationFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The areas an event says a ship sailed through, if it is a move. */
export function pathOf(e: GameEvent): string[] {
  if (e.path) return e.path;
  // Events from saves made before events carried their path: read it from the text.
  if (e.kind === 'move') {
    const m = /enters ([CD]\d+)/.exec(e.text);
    return m ? [m[1]!] : [];
  }
  if (e.kind === 'federalMove') {
    const m = /(?:moves|half speed:) ([CD]\d+(?: > [CD]\d+)*)/.exec(e.text);
    return m ? m[1]!.split(' > ') : [];
  }
  return [];
}
