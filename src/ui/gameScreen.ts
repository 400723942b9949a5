import type { GameData } from '../data/gameData';
import { type Command, type GameEvent, type Side, legalActions, visibleEvents, type ApplyResult, type GameView, type LegalActions } from '../engine/index';
import type { MapCounter, MapHighlight, MapViewApi } from './map/MapView';
import { mountMap } from './mapFactory';
import { h, fill, nextPaint, sleep } from './dom';
import { Notepad } from './notepad';
import type { ToolFold } from './toolFold';
import { countersFromView } from './viewCounters';
import { TracksOverlay } from './tracks';
import { LogPanel } from './logPanel';
import { RulesPanel } from './rulesPanel';
import { AreaTooltip } from './areaTooltip';
import { PlotControl } from './plotControl';
import type { Playback } from './playback';
import { showModal } from './modal';
import { showHelp } from './help';
import { MapList } from './mapList';
import { BottomSheet } from './sheet';
import { confirmEndPhase } from './confirmEnd';
import { turnSummary } from './summary';
import { debriefEachTurn, debriefToggle } from './debrief/setting';
import { phaseName, SIDE_NAME } from './names';
import type { GameSession } from './session';
import type { Panel, PanelHost } from './panels/panel';
import { loadRecordEditor } from './panels/recordEditorLoader';
import { OFFERED_PANELS } from './panels/offered';
import { GameOverPanel, WaitingPanel } from './panels/simple';
import type { RemoteSession } from './remote/remoteSession';
import { computerPlays, handsOff, playedApart } from '../game/match';
// Remote and hot-seat code loads later (issue 18): such a session on screen proves it is here.
import { idle, parts } from './lazyParts';
import type { ReceiveResult } from '../remote/client';
import type { CarrierNote } from './remote/remotePanel';
import { RemoteBar } from './remote/remoteBar';
import { gameKindLine, gameTopbar } from './screen/topbar';
import { skipLinks } from './screen/skipLinks';
import { gameKeyOf, mapZoomButtons } from './screen/gameKeys';
import { type EndHost, openDebrief, showVictory } from './screen/endOfGame';
import type { ScreenTurn } from './remote/paceClock';

// The game screen: the world map with the tracks over it, the phase panel and the log beside
// it. It shows only the VIEW of the side holding the device, runs the raider AI in solitaire,
// hides everything between players in hot-seat, plays back the Activity Phase, and autosaves.

export interface ScreenCallbacks {
  /** After every command: write the autosave. Resolves when written. */
  autosave(session: GameSession): Promise<void>;
  /** The remote-games list (a game played apart; the start screen's). */
  remoteGames?(): void;
  /** Played online: the relay's part, for the exchange panel (docs/relay.md). */
  carrier?(): CarrierNote | null;
  /** Played online: the turn status just drawn (the pace's clock follows it at once, issue 48.6). */
  turnShown?(turn: ScreenTurn): void;
  /** Moves a game played by files onto the relay. */
  goOnline?(): Promise<void>;
  /** A finished game played online: the rematch offer's view (issue 34.4), or null. */
  rematch?(): HTMLElement | null;
  /** Online, the host: the spectator link's maker (issue 34.5), or null. */
  spectate?(): HTMLElement | null;
  openSaves(): void;
  /** Issue 35.4: the settings screen; resolves when it is closed. */
  openSettings(): Promise<void>;
  toMenu(): void;
  newGame(): void;
  /** Issue 17.3: replays this game (the side at the device's view; everything once over). */
  replay?(session: GameSession): void;
}

/** The playback's module once loaded (at idle after the map is drawn, or when first needed). */
let playbackCode: typeof import('./playback') | null = null;

export class GameScreen implements PanelHost {
  readonly el = h('div', { class: 'game-screen' });
  readonly data: GameData;
  private readonly mapHost = h('div', { class: 'map-host', 'data-testid': 'map' });
  private readonly sideBody = h('div', { class: 'side-body' });
  private readonly side = h('aside', { class: 'side', 'aria-label': 'Orders' });
  /** Issue 35.1: on a phone the side panel is a sheet pulled up over the map. */
  private readonly sheet = new BottomSheet(this.side);
  private readonly dialogLayer = h('div', { class: 'modal-layer' });
  /** The side's private notepad (issue 34.3). */
  private readonly notepad = new Notepad(
    () => (this.hidden ? null : this.session.notes()),
    (text) => {
      if (this.session.setNotes(text)) void this.cb.autosave(this.session);
    },
  );
  private readonly noticeEl = h('div', { class: 'notice', role: 'status', hidden: true });
  private readonly phaseEl = h('div', { class: 'phase-name', 'data-testid': 'phase' });
  private readonly remote: RemoteSession | null;
  /** A game played apart: whose move, the pace's clock, the relay and the public hash, in the top bar (docs/remote-play.md). */
  private readonly bar = new RemoteBar();
  private readonly tracks: TracksOverlay;
  private readonly log: LogPanel;
  private readonly rules = new RulesPanel();
  private readonly tooltip: AreaTooltip;
  /** The Federal's plot (issue 17): the toggle, the raider choice and the legend. */
  private readonly plot: PlotControl;
  private map: MapViewApi | null = null;
  /** Issue 35.2: the map as a list, while open. */
  private mapList: MapList | null = null;
  private panel: Panel | null = null;
  private panelKey = '';
  private selected: string[] = [];
  private decorations: { hl: MapHighlight[]; path: { from: string | null; areas: string[]; ok: boolean } | null } = { hl: [], path: null };
  private counters: MapCounter[] = [];
  private busy = false;
  private hidden = false;
  private victoryShown = false;
  private disposed = false;
  private noticeTimer = 0;
  /** Issue 35.1: the top bar's buttons that do not fit a narrow screen go into the Menu. */
  private readonly fold: ToolFold;
  private readonly keyHandler = (e: KeyboardEvent) => this.onKey(e);
  /** Issue 17.3: the last Activity Phase playback, to watch again; and its button. */
  private lastPlayback: { events: GameEvent[]; before: MapCounter[]; beforeView: GameView; log: GameEvent[] } | null = null;
  private readonly againBtn = h(
    'button',
    { type: 'button', class: 'btn ghost', 'data-action': 'watch-again', hidden: true, onclick: () => void this.watchAgain() },
    'Watch again',
  );

  constructor(
    private session: GameSession,
    private readonly cb: ScreenCallbacks,
  ) {
    this.data = session.data;
    const later = parts();
    this.remote = later && session instanceof later.RemoteSession ? session : null;
    this.tracks = new TracksOverlay(this.data, (r) => this.openRule(r));
    this.log = new LogPanel(this.data, (r) => this.openRule(r));
    this.tooltip = new AreaTooltip(this.data);
    this.plot = new PlotControl(this.data, (shades) => this.map?.setPlot?.(shades));
    fill(this.side, this.sheet.handle, this.sideBody, this.log.el);
    const kind = gameKindLine(session.seats, session.holder, !!cb.carrier?.());
    const top = gameTopbar({
      subtitle: `${this.data.scenarios[session.meta.scenario]?.name ?? ''} · ${kind}`,
      phaseEl: this.phaseEl,
      bar: this.bar,
      againBtn: this.againBtn,
      onRules: () => this.openRule('3.0'),
      // A game played apart is kept in the remote games list, not the saves.
      onSaves: playedApart(session.seats) ? null : () => cb.openSaves(),
      onNotes: () => {
        if (!this.hidden) this.notepad.toggle();
      },
      onReplay: cb.replay
        ? () => {
            if (!this.hidden && !this.busy) cb.replay!(this.session);
          }
        : null,
      onMenu: () => void this.openMenu(),
    });
    this.fold = top.fold;
    const topbar = top.el;
    fill(
      this.el,
      skipLinks(this.sideBody, this.sheet),
      topbar,
      h(
        'main',
        { class: 'game-main' },
        h(
          'div',
          { class: 'map-area' },
          this.mapHost,
          this.tracks.el,
          this.tracks.clocks,
          this.noticeEl,
          this.plot.el,
          mapZoomButtons(this.mapHost, this.dialogLayer, () => this.openMapList()),
        ),
        this.side,
      ),
      this.rules.el,
      this.tooltip.el,
      this.notepad.el,
      this.dialogLayer,
    );
    document.addEventListener('keydown', this.keyHandler);
  }

  /** Mounts the map and starts (or resumes) play. */
  async start(): Promise<void> {
    const map = await mountMap(this.data, this.mapHost, () => this.disposed);
    if (!map) return;
    this.map = map;
    performance.mark('sea-devils:map-ready');
    document.body.dataset.mapReady = 'true';
    void idle().then(() =>
      Promise.all([
        loadRecordEditor(),
        import('./playback').then((m) => {
          playbackCode = m;
        }),
      ]).catch(() => undefined),
    );
    map.onAreaClick((area, ev) => {
      if (!this.busy && !this.hidden) this.panel?.onAreaClick?.(area, ev);
    });
    map.onCounterClick((ids) => {
      if (!this.busy && !this.hidden) this.panel?.onCounterClick?.(ids, this.counters.find((c) => c.id === ids[0])?.area ?? null);
    });
    map.onAreaHover((area, at, stack) => {
      if (this.hidden) return;
      // The map reports points on its canvas; the tooltip is placed on the page.
      const r = this.mapHost.getBoundingClientRect();
      this.tooltip.show(area, { x: at.x + r.left, y: at.y + r.top }, this.view(), this.counters, stack);
    });
    this.mapHost.addEventListener('mouseleave', () => this.tooltip.hide());
    // A hot-seat game always resumes behind the hand-off screen: whoever picks the device up must say who they are.
    if (handsOff(this.session.seats)) await this.handoff(this.session.active ?? this.session.holder);
    this.update();
    await this.flow();
  }

  destroy(): void {
    this.disposed = true;
    document.removeEventListener('keydown', this.keyHandler);
    this.fold.destroy();
    this.panel?.destroy?.();
    this.mapList?.close();
    this.map?.destroy();
    this.el.remove();
  }

  // ---- PanelHost -------------------------------------------------------------------------

  view(): GameView {
    return this.session.viewFor(this.session.holder);
  }
  actions(ship?: string): LegalActions {
    return legalActions(this.data, this.view(), this.session.holder, ship === undefined ? {} : { ship });
  }

  check(command: Command): ApplyResult {
    return this.session.check(command);
  }

  modalLayer(): HTMLElement {
    return this.dialogLayer;
  }

  async send(command: Command): Promise<boolean> {
    if (this.busy) return false;
    // Ending a phase with ships or points unused asks first (issue 16.5).
    if (command.type === 'endPhase' && !this.remote) {
      this.busy = true;
      const go = await confirmEndPhase(
        this.dialogLayer,
        this.actions().endPhase,
        (id) => this.data.federal[id]?.name ?? this.data.confederate[id]?.name ?? id,
      ).finally(() => {
        this.busy = false;
      });
      if (!go || this.disposed) return false;
    }
    return this.sendAll([command]);
  }

  /**
   * Sends commands one after another as one action: saved once, shown once (the placement panel's
   * selection of the ships 10.4 still owes). Stops at the first refusal, showing its message; what
   * was accepted before it stays, and is shown.
   */
  async sendAll(commands: readonly Command[]): Promise<boolean> {
    if (this.busy || commands.length === 0) return false;
    const beforeView = this.view();
    const before = this.counters;
    const events: GameEvent[] = [];
    let refused: string | null = null;
    for (const command of commands) {
      const r = this.session.send(command);
      if (!r.ok) {
        refused = r.message;
        break;
      }
      events.push(...r.events);
    }
    if (refused !== null) this.notice(refused, 'error');
    if (refused !== null && events.length === 0) return false;
    this.busy = true;
    try {
      // Played apart, a decision is saved before anything is shown: it must survive a reload.
      if (this.remote) await this.cb.autosave(this.session);
      else void this.cb.autosave(this.session);
      await this.present(events, beforeView, before);
      await this.flow();
    } finally {
      this.busy = false;
    }
    return refused === null;
  }

  decorate(hl: MapHighlight[], path: { from: string | null; areas: string[]; ok: boolean } | null): void {
    this.decorations = { hl, path };
    this.map?.setHighlights(hl);
    this.map?.setPath(path?.from ?? null, path?.areas ?? [], path?.ok ?? true);
    this.mapList?.refresh();
  }

  select(ids: string[]): void {
    if (ids.join() === this.selected.join()) return;
    this.selected = ids;
    this.drawCounters();
  }

  centerOn(area: string): void {
    this.map?.centerOn(area);
  }

  openRule(rule: string): void {
    this.rules.open(rule);
  }

  /** The Menu (screen/gameMenu.ts, loaded when first opened); online, with the spectator link. */
  private openMenu(): Promise<void> {
    return import('./screen/gameMenu').then((m) =>
      m.openGameMenu(this.dialogLayer, this.fold.folded(), this.remote ? (this.cb.spectate?.() ?? null) : null, this.cb),
    );
  }

  notice(text: string, kind: 'error' | 'info' = 'info'): void {
    this.noticeEl.hidden = false;
    this.noticeEl.className = `notice ${kind}`;
    this.noticeEl.textContent = text;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = window.setTimeout(
      () => {
        this.noticeEl.hidden = true;
      },
      kind === 'error' ? 9000 : 4000,
    );
  }

  // ---- drawing ---------------------------------------------------------------------------

  private drawCounters(v: GameView = this.view()): void {
    this.counters = countersFromView(this.data, v, new Set(this.selected));
    this.map?.setCounters(this.counters);
    this.mapList?.refresh();
  }

  /** Redraws everything from the holder's view and picks the panel for the phase. */
  update(): void {
    if (this.disposed || this.hidden) return;
    const v = this.view();
    this.phaseEl.textContent = `GT ${v.turn} · ${phaseName(v.phase)}${handsOff(this.session.seats) ? ` · ${SIDE_NAME[this.session.holder]} player` : ''}`;
    this.tracks.render(v);
    this.log.show(this.session.visible());
    this.drawCounters(v);
    this.plot.refresh(v);
    const active = this.session.active;
    if (this.remote) {
      this.bar.showHash(this.remote.client);
      this.cb.turnShown?.(this.bar.showTurn(this.remote.client, !!this.cb.carrier?.()?.halt));
    }
    this.fold.fit();
    const key = `${v.turn}:${v.phase}:${v.activity?.pending ? JSON.stringify(v.activity.pending) : ''}:${this.session.holder}:${active}:${this.remote?.client.status() ?? ''}`;
    if (key === this.panelKey && this.panel) {
      this.panel.refresh();
      return;
    }
    this.setPanel(this.makePanel(active), key);
  }

  private makePanel(active: Side | null): Panel {
    // Played apart: while this side has nothing to decide, the panel is the exchange of messages.
    if (this.remote && this.remote.client.status() !== 'yourTurn') {
      const remote = this.remote;
      return new (parts()!.ExchangePanel)({
        client: () => remote.client,
        receive: (code) => this.receiveRemote(code),
        carrier: () => this.cb.carrier?.() ?? null,
        goOnline: this.cb.goOnline,
        rematch: () => this.cb.rematch?.() ?? null,
        spectate: () => this.cb.spectate?.() ?? null,
      });
    }
    const a = this.actions();
    if (a.kind === 'gameOver')
      return new GameOverPanel(
        this,
        () => void this.showVictory(true),
        () => this.cb.newGame(),
      );
    if (a.kind === 'wait') {
      // The computer's step: what it offers says what the computer is doing (issue 46.1).
      const t = this.session.turn();
      const computer = t.act === 'play' && t.seat.kind === 'bot' ? t : null;
      const text =
        computer?.side === 'confederate'
          ? computer.step.offers === 'confederateRecord'
            ? 'The raiders are writing their orders…'
            : 'The raiders are deciding…'
          : computer?.side === 'federal'
            ? 'The Federal navy is moving…'
            : `Waiting for the ${active ? SIDE_NAME[active] : ''} player…`;
      return new WaitingPanel(this, text);
    }
    // The panel for what the engine says this side may do now (the step's offers, issue 46.1).
    const offered = OFFERED_PANELS[a.kind];
    if (typeof offered === 'function') return new offered(this);
    const make = offered.loaded();
    if (make) return make(this);
    // Not here yet (issue 47): a moment's wait, then the panel in its place.
    void offered.load().then(
      () => {
        this.panelKey = '';
        this.update();
      },
      () => this.notice(offered.failed, 'error'),
    );
    return new WaitingPanel(this, offered.opening);
  }

  private setPanel(panel: Panel | null, key: string): void {
    // Issue 35.2: a keyboard whose focus was in the old panel (or lost with it) goes on in the new one.
    const active = document.activeElement;
    const lost = !active || active === document.body || this.side.contains(active) || this.dialogLayer.contains(active);
    this.panel?.destroy?.();
    this.panel?.el.remove();
    this.panel = panel;
    this.panelKey = key;
    this.sideBody.replaceChildren();
    this.dialogLayer.querySelector('.panel-modal')?.remove();
    if (!panel) return;
    // A phone's sheet left closed opens for a new phase's orders, so they are never missed.
    if (this.sheet.current === 'peek' && !panel.modal) this.sheet.set('half');
    // A live decision is docked over the side panel, so the map area where the action is stays in view (issue 16.7).
    if (panel.modal) this.dialogLayer.appendChild(h('div', { class: 'modal panel-modal docked' }, h('div', { class: 'modal-card' }, panel.el)));
    else this.sideBody.appendChild(panel.el);
    if (lost && (document.activeElement === document.body || !document.activeElement) && !this.dialogLayer.querySelector('[aria-modal="true"]')) {
      // Its heading takes the focus, so a screen reader names the new phase and Tab goes on from there.
      const head = panel.el.querySelector<HTMLElement>('h2, h3') ?? panel.el;
      head.tabIndex = -1;
      head.focus({ preventScroll: true });
    }
  }

  /** A tool of a game played online (its chat, issue 34.3): a button in the top bar after Notes, and its drawer. */
  addTool(button: HTMLElement, drawer: HTMLElement, label: string): void {
    this.el.querySelector('[data-action="notes"]')?.after(button);
    this.dialogLayer.before(drawer);
    // On a narrow screen it folds into the Menu like the others, after Notes and before Rules (35.1).
    this.fold.add({ el: button, label }, this.el.querySelector('[data-action="rules"]'));
  }

  /** Played online: the relay connection in the top bar (null: not online). */
  showCarrier(state: { text: string; kind: 'ok' | 'warn' | 'error' } | null): void {
    this.bar.showCarrier(state);
    this.fold.fit();
    if (this.remote && !this.busy) this.update();
  }

  /** Played online: the pace's clock in the top bar (null: none). */
  showPace(el: HTMLElement | null): void {
    this.bar.showPace(el);
  }

  /** Resolves when no command or message is being played back. */
  async whenIdle(): Promise<void> {
    while (this.busy && !this.disposed) await new Promise((r) => setTimeout(r, 100));
  }

  /** The other player's message: checked by the client; on success saved, played back and shown. */
  async receiveRemote(code: string): Promise<ReceiveResult> {
    const remote = this.remote!;
    if (this.busy) return { ok: false, check: 'sequence', message: 'busy: try again in a moment' };
    const beforeView = this.view();
    const before = this.counters;
    const r = remote.receive(code);
    if (!r.ok) return r;
    this.busy = true;
    try {
      await this.cb.autosave(remote);
      await this.present(r.events, beforeView, before);
      await this.flow();
    } finally {
      this.busy = false;
    }
    return r;
  }

  // ---- the flow of play ------------------------------------------------------------------

  /** The game loop at this device (game/match.ts): the seat of the side the game waits on plays. */
  private async flow(): Promise<void> {
    for (let guard = 0; guard < 1000 && !this.disposed; guard++) {
      const t = this.session.turn();
      if (t.act === 'over') {
        this.update();
        await this.showVictory(false);
        return;
      }
      if (t.act === 'handOff') {
        await this.handoff(t.side);
        continue;
      }
      if (t.act === 'play' && t.seat.kind === 'bot') {
        this.update();
        await nextPaint();
        await sleep(250);
        const beforeView = this.view();
        const before = this.counters;
        await this.session.aiReady();
        if (this.disposed) return;
        const r = this.session.botStep();
        if (!r.ok) {
          this.notice(`The ${t.side === 'confederate' ? 'raider' : 'Federal'} AI is stuck: ${r.message}`, 'error');
          return;
        }
        void this.cb.autosave(this.session);
        await this.present(r.events, beforeView, before);
        continue;
      }
      // The person here, or the other device: the panel waits for them.
      this.update();
      return;
    }
  }

  /** Shows what a command caused: plain log lines, or a playback when the Activity Phase ran. */
  private async present(events: GameEvent[], beforeView: GameView, before: MapCounter[]): Promise<void> {
    const seen = visibleEvents(events, this.session.holder);
    const first = seen.findIndex((e) => e.phase === 'confederateActivity' || e.kind === 'gameOver');
    if (first < 0 || !this.map) {
      this.update();
      return;
    }
    const all = this.session.visible();
    const base = all.slice(0, all.length - seen.length);
    // Tracks and pools stay as they were until the playback has shown how they changed.
    this.tracks.render(beforeView);
    this.log.show(base.concat(seen.slice(0, first)));
    const playback = await this.newPlayback(this.map);
    if (this.disposed) return;
    if (!playback) {
      this.notice('The playback could not be loaded: check the connection, then reload the page. The log has what happened.', 'error');
      this.update();
      return;
    }
    this.setPanel({ el: playback.el, refresh() {} }, 'playback');
    this.decorate([], null);
    this.phaseEl.textContent = `GT ${seen[first]!.turn} · ${phaseName('confederateActivity')}`;
    await playback.play(seen.slice(first), before, (n) => this.log.show(base.concat(seen.slice(0, first + n))));
    this.lastPlayback = { events: seen.slice(first), before, beforeView, log: base.concat(seen.slice(0, first)) };
    this.againBtn.hidden = false;
    this.fold.fit();
    this.panelKey = '';
    const ended = seen.slice(first).find((e) => e.kind === 'turn' || e.kind === 'gameOver');
    const v = this.view();
    this.update();
    if (ended) {
      const turn = seen[first]!.turn;
      const solo = computerPlays(this.session.seats);
      await showModal(
        this.dialogLayer,
        `End of Game Turn ${turn}`,
        [turnSummary(this.data, v, this.session.visible(), turn), ...(solo ? [debriefToggle()] : [])],
        [{ label: 'Continue', value: true, primary: true }],
        'summary-modal',
      );
      // Solitaire with the setting on (issue 17.4): the player's own debrief of the game so far.
      if (solo && debriefEachTurn() && this.session.state.phase !== 'gameOver') await this.openDebrief(this.session.holder);
    }
  }

  /**
   * The Activity Phase's playback: its code loads once the map is drawn (issue 47: not part of the
   * first map's download), so it is made at once; if it is still loading, the panel says so meanwhile
   * (the phase's panel must not linger as if it still took orders). Null if it cannot be loaded.
   */
  private async newPlayback(map: MapViewApi): Promise<Playback | null> {
    if (!playbackCode) {
      this.setPanel(new WaitingPanel(this, 'Opening the playback…'), 'playback');
      playbackCode = await import('./playback').catch(() => null);
      if (!playbackCode) return null;
    }
    return new playbackCode.Playback(this.data, map, (r) => this.openRule(r), this.tracks.clocks);
  }

  /** Issue 17.3: the last Activity Phase played back again, from the map as it was before it. */
  private async watchAgain(): Promise<void> {
    const last = this.lastPlayback;
    if (!last || !this.map || this.busy || this.hidden) return;
    this.busy = true;
    try {
      const playback = await this.newPlayback(this.map);
      if (!playback) return;
      this.tracks.render(last.beforeView);
      this.setPanel({ el: playback.el, refresh() {} }, 'playback');
      this.decorate([], null);
      await playback.play(last.events, last.before, (n) => this.log.show(last.log.concat(last.events.slice(0, n))));
    } finally {
      this.busy = false;
      this.panelKey = '';
      this.update();
    }
  }

  /** Hot-seat: hides everything, then waits for the named player to take the device. */
  private async handoff(side: Side): Promise<void> {
    this.notepad.close(); // the device changes hands: the notes go with their side
    this.mapList?.close();
    this.hidden = true;
    this.setPanel(null, '');
    this.decorate([], null);
    this.selected = [];
    this.log.show([]);
    this.tooltip.hide();
    this.plot.refresh(null);
    this.rules.close();
    const later = parts();
    const sealed = later && this.session instanceof later.HotseatSession ? this.session : null;
    // After a reload the Confederate may be needed only to reveal the records the Federal waits for.
    const secret =
      sealed && side === 'confederate' && !sealed.isUnlocked(side) && sealed.client('federal')?.waiting
        ? "The Confederate's sealed orders are needed now for the Activity Phase."
        : side === 'confederate'
          ? 'The Confederate writes secret orders now.'
          : 'The Federal player moves next.';
    // A sealed hot-seat game: the side's passphrase, not a button, gives the device to it (issue 14).
    if (sealed) await later!.askPassphrase(side, secret, (p) => sealed.unlock(side, p));
    // Its Ready screen loads when a hot-seat game first needs it (the first map's download, issue 47).
    else {
      await import('./hotseat/passDevice').then((m) => m.passDevice(side, secret));
    }
    this.hidden = false;
    if (sealed) sealed.takeDevice(side);
    else this.session.holder = side;
    void this.cb.autosave(this.session);
    this.panelKey = '';
    this.update();
  }

  /** What the end of the game's screens need of this one (screen/endOfGame.ts). */
  private endHost(): EndHost {
    return {
      data: this.data,
      layer: this.dialogLayer,
      session: this.session,
      view: () => this.view(),
      rematch: () => this.cb.rematch?.() ?? null,
      replay: this.cb.replay ?? null,
      openRule: (r) => this.openRule(r),
      showLogLine: (focus) => {
        this.log.setOpen(true);
        focus(this.log.el);
      },
    };
  }

  private async showVictory(again: boolean): Promise<void> {
    if (this.victoryShown && !again) return;
    this.victoryShown = true;
    await showVictory(this.endHost(), this.map);
    this.decorate(this.decorations.hl, this.decorations.path);
  }

  /**
   * A game played online that ended as abandoned (issue 34.6): this player's debrief of what
   * they know, headed by how the game ended.
   */
  async showEnded(text: string): Promise<void> {
    // Heard of as the game opens: once its map is drawn.
    for (let i = 0; i < 300 && !this.map && !this.disposed; i++) await sleep(100);
    if (this.remote) await this.openDebrief(this.remote.client.side, text);
  }

  /** The debrief (issue 17.4): the whole game once it is over, or (solitaire, each turn) what `side` knows so far. */
  private async openDebrief(side: Side | null, ended: string | null = null): Promise<void> {
    if (this.disposed) return;
    await openDebrief(this.endHost(), this.map, side, ended, this.remote !== null);
    this.decorate(this.decorations.hl, this.decorations.path);
  }

  private onKey(e: KeyboardEvent): void {
    if (this.hidden || this.busy) return;
    const key = gameKeyOf(e, this.dialogLayer, this.rules.isOpen);
    if (key === null) return;
    if (key === 'panel') return this.panel?.onKey?.(e);
    if (key !== 'closeRules') e.preventDefault();
    if (key === 'closeRules') this.rules.close();
    else if (key === 'help') void showHelp(this.dialogLayer);
    else if (key === 'mapList') this.openMapList();
    else if (key === 'plot') this.plot.toggle();
    else this.takeBack();
  }

  /**
   * Issue 35.2: the map's areas and stacks as a list (key L, or the list button by the zoom):
   * what the map draws now, from this side's view; choosing in it is clicking on the map.
   */
  openMapList(): void {
    if (this.mapList || this.hidden || this.busy || !this.map) return;
    const list = new MapList(
      this.data,
      {
        now: () => ({ counters: this.counters, highlights: this.decorations.hl }),
        chooseArea: (area) => {
          if (!this.busy && !this.hidden) this.panel?.onAreaClick?.(area, { shift: false, button: 0 });
        },
        chooseStack: (ids, area) => {
          if (!this.busy && !this.hidden) this.panel?.onCounterClick?.(ids, area);
        },
      },
      () => {
        this.mapList = null;
      },
    );
    this.mapList = list;
    this.dialogLayer.appendChild(list.el);
    list.focus();
  }

  /** Ctrl+Z (issue 16.5): takes the player's last command back, as far as the last die or hand-over. */
  takeBack(): void {
    if (this.busy || !this.session.takeBack()) {
      this.notice('Nothing to undo: a die was rolled or the turn changed hands since (3.0).', 'info');
      return;
    }
    void this.cb.autosave(this.session);
    this.panelKey = '';
    this.update();
    this.notice('Undone.', 'info');
  }

  /** The session after a load: the screen is rebuilt by the app. */
  get current(): GameSession {
    return this.session;
  }
}
