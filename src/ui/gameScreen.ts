import type { GameData } from '../data/gameData';
import { type Command, type GameEvent, type Side, legalActions, type ApplyResult, type GameView, type LegalActions } from '../engine/index';
import type { MapHighlight } from './map/MapView';
import { mountMap } from './mapFactory';
import { nextPaint, sleep } from './dom';
import { Notepad } from './notepad';
import { confirmEndPhase } from './confirmEnd';
import { phaseName, SIDE_NAME } from './names';
import type { GameSession } from './session';
import type { PanelHost } from './panels/panel';
import { loadRecordEditor } from './panels/recordEditorLoader';
import { handsOff, playedApart } from '../game/match';
import { idle } from './lazyParts';
import type { ReceiveResult } from '../remote/client';
import { gameKindLine } from './screen/topbar';
import { ScreenChrome } from './screen/chrome';
import { EndOfGame } from './screen/endOfGame';
import type { ScreenCallbacks } from './screen/callbacks';
import { ActivityPresenter, preloadPlayback } from './screen/activityPresenter';
import { panelFor } from './screen/panelFor';
import { exchangeFor } from './screen/exchange';
import { deviceHandOff } from './hotseat/deviceHandOff';

// The game screen: the world map with the tracks over it, the phase panel and the log beside
// it. It shows only the VIEW of the side holding the device, runs the raider AI in solitaire,
// hides everything between players in hot-seat, plays back the Activity Phase, and autosaves.

export class GameScreen implements PanelHost {
  readonly data: GameData;
  /** What the screen shows: map, tracks, top bar, side panel, log (screen/chrome.ts). */
  private readonly ui: ScreenChrome;
  /** The side's private notepad (issue 34.3). */
  private readonly notepad = new Notepad(
    () => (this.hidden ? null : this.session.notes()),
    (text) => {
      if (this.session.setNotes(text)) void this.cb.autosave(this.session);
    },
  );
  private busy = false;
  private hidden = false;
  private disposed = false;
  private readonly keyHandler = (e: KeyboardEvent) => this.onKey(e);
  /** Plays back what a command caused (the Activity Phase on the map), and again on request. */
  private readonly presenter: ActivityPresenter;
  /** The victory and the debriefs (screen/endOfGame.ts). */
  private readonly end: EndOfGame;

  constructor(
    private session: GameSession,
    private readonly cb: ScreenCallbacks,
  ) {
    this.data = session.data;
    const kind = gameKindLine(session.seats, session.holder, !!cb.carrier?.());
    this.ui = new ScreenChrome({
      data: this.data,
      subtitle: `${this.data.scenarios[session.meta.scenario]?.name ?? ''} · ${kind}`,
      notepad: this.notepad.el,
      ready: () => !this.busy && !this.hidden,
      hidden: () => this.hidden,
      view: () => this.view(),
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
      onWatchAgain: () => void this.watchAgain(),
    });
    this.presenter = new ActivityPresenter(this.ui, {
      data: this.data,
      panelHost: this,
      session: () => this.session,
      disposed: () => this.disposed,
      update: () => this.update(),
      openDebrief: (side) => this.openDebrief(side),
    });
    this.end = new EndOfGame(this.ui, { data: this.data, session, view: () => this.view(), rematch: () => cb.rematch?.() ?? null, replay: cb.replay ?? null });
    document.addEventListener('keydown', this.keyHandler);
  }

  get el(): HTMLElement {
    return this.ui.el;
  }

  /** Mounts the map and starts (or resumes) play. */
  async start(): Promise<void> {
    const map = await mountMap(this.data, this.ui.mapHost, () => this.disposed);
    if (!map) return;
    this.ui.attachMap(map);
    performance.mark('sea-devils:map-ready');
    document.body.dataset.mapReady = 'true';
    void idle().then(() => Promise.all([loadRecordEditor(), preloadPlayback()]).catch(() => undefined));
    // A hot-seat game always resumes behind the hand-off screen: whoever picks the device up must say who they are.
    if (handsOff(this.session.seats)) await this.handoff(this.session.active ?? this.session.holder);
    this.update();
    await this.flow();
  }

  destroy(): void {
    this.disposed = true;
    document.removeEventListener('keydown', this.keyHandler);
    this.ui.destroy();
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
    return this.ui.dialogLayer;
  }

  async send(command: Command): Promise<boolean> {
    if (this.busy) return false;
    // Ending a phase with ships or points unused asks first (issue 16.5); played apart, the exchange panel says what is sent.
    if (command.type === 'endPhase' && !playedApart(this.session.seats)) {
      this.busy = true;
      const go = await confirmEndPhase(
        this.ui.dialogLayer,
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
    const before = this.ui.counters;
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
      if (playedApart(this.session.seats)) await this.cb.autosave(this.session);
      else void this.cb.autosave(this.session);
      await this.presenter.present(events, beforeView, before);
      await this.flow();
    } finally {
      this.busy = false;
    }
    return refused === null;
  }

  decorate(hl: MapHighlight[], path: { from: string | null; areas: string[]; ok: boolean } | null): void {
    this.ui.decorate(hl, path);
  }
  select(ids: string[]): void {
    this.ui.select(ids);
  }
  centerOn(area: string): void {
    this.ui.map?.centerOn(area);
  }
  openRule(rule: string): void {
    this.ui.rules.open(rule);
  }
  notice(text: string, kind: 'error' | 'info' = 'info'): void {
    this.ui.notice(text, kind);
  }

  /** The Menu (screen/gameMenu.ts, loaded when first opened); online, with the spectator link. */
  private openMenu(): Promise<void> {
    return import('./screen/gameMenu').then((m) =>
      m.openGameMenu(this.ui.dialogLayer, this.ui.fold.folded(), this.session.apart() ? (this.cb.spectate?.() ?? null) : null, this.cb),
    );
  }

  // ---- drawing ---------------------------------------------------------------------------

  /** Redraws everything from the holder's view and picks the panel for the phase. */
  update(): void {
    if (this.disposed || this.hidden) return;
    const { ui } = this;
    const v = this.view();
    ui.phaseEl.textContent = `GT ${v.turn} · ${phaseName(v.phase)}${handsOff(this.session.seats) ? ` · ${SIDE_NAME[this.session.holder]} player` : ''}`;
    ui.tracks.render(v);
    ui.log.show(this.session.visible());
    ui.drawCounters(v);
    ui.plot.refresh(v);
    const active = this.session.active;
    const remote = this.session.apart();
    if (remote) {
      ui.bar.showHash(remote.client);
      this.cb.turnShown?.(ui.bar.showTurn(remote.client, !!this.cb.carrier?.()?.halt));
    }
    ui.fold.fit();
    const key = `${v.turn}:${v.phase}:${v.activity?.pending ? JSON.stringify(v.activity.pending) : ''}:${this.session.holder}:${active}:${remote?.client.status() ?? ''}`;
    if (key === ui.panelKey && ui.panel) {
      ui.panel.refresh();
      return;
    }
    ui.setPanel(
      panelFor(this, this.session, {
        exchange: exchangeFor(remote, this.cb, (code) => this.receiveRemote(code)),
        gameOver: () => void this.end.victory(true),
        newGame: () => this.cb.newGame(),
        // A panel whose code was not here yet: the next update makes it.
        loaded: () => {
          ui.panelKey = '';
          this.update();
        },
      }),
      key,
    );
  }

  /** A tool of a game played online (its chat, issue 34.3): a button in the top bar after Notes, and its drawer. */
  addTool(button: HTMLElement, drawer: HTMLElement, label: string): void {
    this.ui.addTool(button, drawer, label);
  }

  /** Played online: the relay connection in the top bar (null: not online). */
  showCarrier(state: { text: string; kind: 'ok' | 'warn' | 'error' } | null): void {
    this.ui.bar.showCarrier(state);
    this.ui.fold.fit();
    if (this.session.apart() && !this.busy) this.update();
  }

  /** Played online: the pace's clock in the top bar (null: none). */
  showPace(el: HTMLElement | null): void {
    this.ui.bar.showPace(el);
  }

  /** Resolves when no command or message is being played back. */
  async whenIdle(): Promise<void> {
    while (this.busy && !this.disposed) await new Promise((r) => setTimeout(r, 100));
  }

  /** The other player's message: checked by the client; on success saved, played back and shown. */
  async receiveRemote(code: string): Promise<ReceiveResult> {
    const remote = this.session.apart();
    if (!remote) return { ok: false, check: 'sequence', message: 'this game is not played apart: no message is awaited' };
    if (this.busy) return { ok: false, check: 'sequence', message: 'busy: try again in a moment' };
    const beforeView = this.view();
    const before = this.ui.counters;
    const r = remote.receive(code);
    if (!r.ok) return r;
    this.busy = true;
    try {
      await this.cb.autosave(remote);
      await this.presenter.present(r.events, beforeView, before);
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
        await this.end.victory(false);
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
        const before = this.ui.counters;
        await this.session.aiReady();
        if (this.disposed) return;
        const r = this.session.botStep();
        if (!r.ok) {
          this.notice(`The ${t.side === 'confederate' ? 'raider' : 'Federal'} AI is stuck: ${r.message}`, 'error');
          return;
        }
        void this.cb.autosave(this.session);
        await this.presenter.present(r.events, beforeView, before);
        continue;
      }
      // The person here, or the other device: the panel waits for them.
      this.update();
      return;
    }
  }

  /** Issue 17.3: the last Activity Phase played back again. */
  private async watchAgain(): Promise<void> {
    if (!this.ui.map || this.busy || this.hidden) return;
    this.busy = true;
    try {
      await this.presenter.again();
    } finally {
      this.busy = false;
      this.ui.panelKey = '';
      this.update();
    }
  }

  /** Hot-seat: hides everything, then waits for the named player to take the device (hotseat/handOff.ts). */
  private async handoff(side: Side): Promise<void> {
    this.notepad.close(); // the device changes hands: the notes go with their side
    this.hidden = true;
    this.ui.clear();
    await deviceHandOff(this.session, side);
    this.hidden = false;
    void this.cb.autosave(this.session);
    this.ui.panelKey = '';
    this.update();
  }

  /**
   * A game played online that ended as abandoned (issue 34.6): this player's debrief of what
   * they know, headed by how the game ended.
   */
  async showEnded(text: string): Promise<void> {
    // Heard of as the game opens: once its map is drawn.
    for (let i = 0; i < 300 && !this.ui.map && !this.disposed; i++) await sleep(100);
    const remote = this.session.apart();
    if (remote) await this.openDebrief(remote.client.side, text);
  }

  /** The debrief (issue 17.4): the whole game once it is over, or (solitaire, each turn) what `side` knows so far. */
  private async openDebrief(side: Side | null, ended: string | null = null): Promise<void> {
    if (!this.disposed) await this.end.debrief(side, ended);
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.hidden && !this.busy) this.ui.onKey(e, () => this.takeBack());
  }

  /** Issue 35.2: the map's areas and stacks as a list (key L, or the list button by the zoom). */
  openMapList(): void {
    this.ui.openMapList();
  }

  /** Ctrl+Z (issue 16.5): takes the player's last command back, as far as the last die or hand-over. */
  takeBack(): void {
    if (this.busy || !this.session.takeBack()) {
      this.notice('Nothing to undo: a die was rolled or the turn changed hands since (3.0).', 'info');
      return;
    }
    void this.cb.autosave(this.session);
    this.ui.panelKey = '';
    this.update();
    this.notice('Undone.', 'info');
  }

  /** The session after a load: the screen is rebuilt by the app. */
  get current(): GameSession {
    return this.session;
  }
}
