import type { GameData } from '../../data/gameData';
import { activeSide, view, visibleEvents, type GameEvent } from '../../engine/index';
import { timelineFromLog } from '../../game/replay';
import { h, fill } from '../dom';
import { SIDE_NAME, phaseName } from '../names';
import { LogPanel } from '../logPanel';
import { TracksOverlay } from '../tracks';
import { countersFromView } from '../viewCounters';
import { mountMap } from '../mapFactory';
import type { MapViewApi } from '../map/MapView';
import { SpectatorGame } from '../../remote/spectator';
import { publicHash } from '../../remote/publicHash';
import { call, relayBase } from '../../remote/relayLink';
import { capability, type WatchRead } from '../../relay/api';
import { WATCH_KEY } from '../../remote/linkKeys';
import type { ReplaySource } from '../replay/replayScreen';
import type { RelayBinding } from './online';

// A spectator's screen (issue 34.5): a read-only seat on a game played online, opened from the
// host's spectator link (#watch=<game>.<token>). It long-polls the relay for both players'
// messages, checks each (SpectatorGame) and shows the public game as it goes: whose move, the
// phase, the score, the public hash the players compare, and (issue 46.4) the map, the tracks and
// the log as the game screen draws them (the same map, TracksOverlay and LogPanel), all fed the
// Federal player's view, which holds nothing the Confederate keeps sealed. The map may be panned
// and zoomed, the boxes folded and the log filtered; no control acts on the game, and nothing is
// kept in this browser. At the end it opens the game's replay.

export interface SpectatorHooks {
  replay(source: ReplaySource): void;
  back(): void;
}

export class SpectatorScreen {
  readonly el = h('div', { class: 'start-screen spectator-screen', 'data-testid': 'spectator' });
  private readonly panel = h('section', { class: 'panel spectator-panel' });
  /** The map host keeps the game screen's test id: the browser tests find the map by it. */
  private readonly mapHost = h('div', { class: 'map-host', 'data-testid': 'map' });
  private readonly tracks: TracksOverlay;
  private readonly log: LogPanel;
  private map: MapViewApi | null = null;
  /** The log's lines, kept as the same objects from one message to the next (each message's game is a copy): the log then adds the new lines and keeps the reader's scroll. */
  private readonly shown: GameEvent[] = [];
  private readonly game: SpectatorGame;
  private problem = '';
  private closed = false;
  private abort = new AbortController();

  constructor(
    private readonly data: GameData,
    private readonly cap: { game: string; token: string },
    private readonly hooks: SpectatorHooks,
  ) {
    this.game = new SpectatorGame(data);
    // Rule numbers stay as in the game; this read-only screen has no rules drawer to open.
    this.tracks = new TracksOverlay(data, () => undefined);
    this.log = new LogPanel(data, () => undefined);
    fill(
      this.el,
      h('h1', {}, 'Sea Devils'),
      h('p', { class: 'tagline' }, 'Watching a game played online · read only'),
      h(
        'div',
        { class: 'spectator-main' },
        this.panel,
        h('div', { class: 'map-area spectator-map', 'data-testid': 'spectator-map' }, this.mapHost, this.tracks.el, this.tracks.clocks),
        this.log.el,
      ),
    );
    this.render();
  }

  close(): void {
    this.closed = true;
    this.abort.abort();
    this.map?.destroy();
    this.map = null;
  }

  /** Follows the game: the map is drawn while a long-poll brings the next messages, taken in order, until closed. */
  async start(): Promise<void> {
    void this.mountMap();
    const base = relayBase(location.href);
    let pause = 0;
    while (!this.closed) {
      try {
        const r = await call<WatchRead>(
          (...a) => fetch(...a),
          `${base}games/${this.cap.game}/watch?after=${this.game.lastSeq}&wait=${this.game.lastSeq < 0 ? 0 : 20}`,
          {
            headers: { authorization: `Bearer ${this.cap.token}` },
            signal: this.abort.signal,
          },
        );
        for (const m of Array.isArray(r?.messages) ? r.messages : []) {
          if (typeof m?.code !== 'string' || m.n !== this.game.lastSeq + 1) continue;
          const took = this.game.receive(m.code);
          this.problem = took.ok ? '' : `The relay brought a message that was refused — ${took.message}.`;
          if (!took.ok) break;
        }
        pause = 0;
      } catch (e) {
        if (this.closed) return;
        this.problem = `The relay cannot be reached just now (${(e as Error).message}); trying again.`;
        pause = Math.min(4000, pause + 1000);
      }
      this.render();
      if (this.problem && pause === 0) pause = 3000; // a refused message: asked again later, not in a loop
      if (pause) await new Promise((r) => setTimeout(r, pause));
    }
  }

  /** The game screen's map, read only: no area or counter click is listened to. */
  private async mountMap(): Promise<void> {
    const map = await mountMap(this.data, this.mapHost, () => this.closed);
    if (!map) return;
    this.map = map;
    document.body.dataset.mapReady = 'true';
    this.render();
  }

  private render(): void {
    const st = this.game.state;
    const sc = this.game.scenario ? this.data.scenarios[this.game.scenario] : null;
    const over = st?.phase === 'gameOver';
    const active = st ? activeSide(st) : null;
    fill(
      this.panel,
      h(
        'h2',
        { 'data-testid': 'spectator-phase' },
        !st ? 'Waiting for the game to begin' : over ? 'The game is over' : `GT ${st.turn} · ${phaseName(st.phase)}`,
      ),
      sc ? h('p', { class: 'small' }, sc.name) : null,
      st
        ? h(
            'p',
            { 'data-testid': 'spectator-status' },
            `${over ? 'Game over' : active ? `The ${SIDE_NAME[active]}'s move` : 'Between moves'} · VP: Confederate ${st.vp.confederate}, Federal ${st.vp.federal} · game hash `,
            h('code', { 'data-testid': 'hash-value' }, publicHash(st).slice(0, 16)),
          )
        : null,
      h(
        'p',
        { class: 'small' },
        'You see what both players may see: sealed orders stay sealed until the Activity Phase reveals them, and each message is checked as the players check it.',
      ),
      this.problem ? h('p', { class: 'small error', 'data-testid': 'spectator-problem' }, this.problem) : null,
      h(
        'div',
        { class: 'row' },
        over && st
          ? h(
              'button',
              { type: 'button', class: 'btn primary', 'data-action': 'spectator-replay', onclick: () => this.hooks.replay(this.replay()) },
              'Replay the game',
            )
          : null,
        h('button', { type: 'button', class: 'btn', 'data-action': 'spectator-leave', onclick: () => this.hooks.back() }, 'Leave'),
      ),
    );
    if (!st) return;
    // The public view only (the Federal player's): nothing the Confederate keeps sealed.
    const v = view(st, 'federal');
    this.map?.setCounters(countersFromView(this.data, v));
    this.tracks.render(v);
    // Events only grow and a line once visible stays visible: the new ones are added to the same list.
    this.shown.push(...visibleEvents(this.game.events, 'federal').slice(this.shown.length));
    this.log.show(this.shown);
  }

  private replay(): ReplaySource {
    const st = this.game.state!;
    return {
      kind: 'timeline',
      title: `${this.data.scenarios[st.scenario]?.name ?? st.scenario}, watched`,
      timeline: timelineFromLog(st.scenario, visibleEvents(this.game.events, 'federal'), view(st, 'federal'), 'federal'),
      note: 'A spectator keeps no command list: the public log is replayed step by step, the map shows the counters as they stand now.',
    };
  }
}

/** The host's part: a button that makes the game's spectator link (a new one revokes the old), and the link. */
export function spectatorLinkView(binding: RelayBinding): HTMLElement {
  const el = h('div', { class: 'spectator-link', 'data-testid': 'make-spectator' });
  const make = async () => {
    try {
      const r = await call<{ token: string }>((...a) => fetch(...a), `${relayBase(location.href)}games/${binding.game}/spectators`, {
        method: 'POST',
        headers: { authorization: `Bearer ${binding.token}` },
      });
      const link = `${location.href.split('#')[0]}#${WATCH_KEY}=${capability(binding.game, r.token)}`;
      fill(
        el,
        h('p', { class: 'small' }, 'Spectator link (read only: it follows the game and opens its replay at the end; a new link revokes this one):'),
        h('input', {
          type: 'text',
          readonly: true,
          value: link,
          'data-testid': 'spectator-link',
          'aria-label': 'Spectator link',
          onclick: (e: Event) => (e.target as HTMLInputElement).select(),
        }),
      );
    } catch (e) {
      fill(el, h('p', { class: 'small error' }, `No spectator link: ${(e as Error).message}`));
    }
  };
  fill(el, h('button', { type: 'button', class: 'btn small', 'data-action': 'make-spectator', onclick: () => void make() }, 'Make a spectator link'));
  return el;
}
