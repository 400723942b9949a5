import type { GameData } from '../data/gameData';
import { type Command, type GameEvent, type Side, legalActions, visibleEvents, type ApplyResult, type GameView, type LegalActions } from '../engine/index';
import type { MapCounter, MapHighlight, MapViewApi } from './map/MapView';
import { mountMap } from './mapFactory';
import { h, fill, nextPaint, sleep } from './dom';
import { Notepad } from './notepad';
import { type FoldItem, ToolFold } from './toolFold';
import { countersFromView } from './viewCounters';
import { TracksOverlay } from './tracks';
import { LogPanel } from './logPanel';
import { RulesPanel } from './rulesPanel';
import { AreaTooltip } from './areaTooltip';
import { PlotControl } from './plotControl';
import { Playback } from './playback';
import { holdFocus, showModal } from './modal';
import { showHelp } from './help';
import { MapList } from './mapList';
import { BottomSheet } from './sheet';
import { confirmEndPhase } from './confirmEnd';
import { mapCommand } from './map/controls';
import { turnSummary, victoryScreen } from './summary';
import { debriefEachTurn, debriefToggle } from './debrief/setting';
import { phaseName, SIDE_NAME } from './names';
import type { GameSession } from './session';
import type { Panel, PanelHost } from './panels/panel';
import { loadRecordEditor } from './panels/recordEditorLoader';
import { OFFERED_PANELS } from './panels/offered';
import { GameOverPanel, WaitingPanel } from './panels/simple';
import type { RemoteSession } from './remote/remoteSession';
// Remote and hot-seat code loads later (issue 18): such a session on screen proves it is here.
import { idle, parts } from './lazyParts';
import type { ReceiveResult } from '../remote/client';
import type { CarrierNote } from './remote/remotePanel';
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
  /** A game played apart: the public hash both players compare (docs/remote-play.md). */
  private readonly hashEl = h('div', { class: 'remote-hash', 'data-testid': 'remote-hash', hidden: true });
  private readonly remote: RemoteSession | null;
  /** Played apart: whose move it is, and (online) the relay connection. */
  private readonly turnEl = h('div', { class: 'whose-move', 'data-testid': 'whose-move', hidden: true });
  private readonly carrierEl = h('div', { class: 'carrier', 'data-testid': 'carrier', hidden: true });
  /** Played online with a pace: the clock of the move under way (issue 34.6), kept up to date by its owner. */
  private readonly paceSlot = h('div', { class: 'pace-slot' });
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
    const mode =
      session.meta.mode === 'solitaire'
        ? `Solitaire · ${session.holder === 'federal' ? 'you command the Federal navy' : 'you command the Confederate raiders'}`
        : this.remote
          ? `Two players ${cb.carrier?.() ? 'online' : 'apart'} · you play the ${SIDE_NAME[session.holder]}`
          : 'Hot-seat';
    fill(this.side, this.sheet.handle, this.sideBody, this.log.el);
    const rulesBtn = h('button', { type: 'button', class: 'btn ghost', 'data-action': 'rules', onclick: () => this.openRule('3.0') }, 'Rules');
    const savesBtn = this.remote ? null : h('button', { type: 'button', class: 'btn ghost', 'data-action': 'saves', onclick: () => cb.openSaves() }, 'Saves');
    const notesBtn = h(
      'button',
      {
        type: 'button',
        class: 'btn ghost',
        'data-action': 'notes',
        'aria-label': 'Your private notes',
        onclick: () => {
          if (!this.hidden) this.notepad.toggle();
        },
      },
      'Notes',
    );
    const replayBtn = cb.replay
      ? h(
          'button',
          {
            type: 'button',
            class: 'btn ghost',
            'data-action': 'replay',
            onclick: () => {
              if (!this.hidden && !this.busy) cb.replay!(this.session);
            },
          },
          'Replay',
        )
      : null;
    const menuBtn = h('button', { type: 'button', class: 'btn ghost', 'data-action': 'menu', onclick: () => void this.openMenu() }, 'Menu');
    const sub = `${this.data.scenarios[session.meta.scenario]?.name ?? ''} · ${mode}`;
    const topbar = h(
      'header',
      { class: 'topbar' },
      h('div', { class: 'brand' }, h('span', { class: 'brand-name' }, 'Sea Devils'), h('span', { class: 'brand-sub', title: sub }, sub)),
      this.phaseEl,
      // Whose move and its clock, side by side; stacked on a tight bar so neither is cut (48.4).
      h('div', { class: 'turn-notes' }, this.turnEl, this.paceSlot),
      this.carrierEl,
      this.hashEl,
      h('nav', { class: 'tools' }, rulesBtn, savesBtn, notesBtn, this.againBtn, replayBtn, menuBtn),
    );
    // Folded first: what a player needs least often in the middle of a turn.
    this.fold = new ToolFold(topbar, [
      replayBtn && { el: replayBtn, label: 'Replay the game' },
      savesBtn && { el: savesBtn, label: 'Saves…' },
      { el: this.againBtn, label: 'Watch the Activity Phase again' },
      { el: notesBtn, label: 'Your notes' },
      { el: rulesBtn, label: 'Rules' },
    ]);
    fill(
      this.el,
      this.skipLinks(),
      topbar,
      h(
        'main',
        { class: 'game-main' },
        h('div', { class: 'map-area' }, this.mapHost, this.tracks.el, this.tracks.clocks, this.noticeEl, this.plot.el, this.zoomButtons()),
        this.side,
      ),
      this.rules.el,
      this.tooltip.el,
      this.notepad.el,
      this.dialogLayer,
    );
    document.addEventListener('keydown', this.keyHandler);
  }

  /**
   * Issue 48.7: the first stops of the Tab key skip the top bar and the map's controls: to the
   * orders (the selected ship's, or the panel's first control) and to the phase's main action
   * (End movement, Seal, ...). On a phone the sheet opens to show them.
   */
  private skipLinks(): HTMLElement {
    const to = (find: () => HTMLElement | null) => () => {
      if (this.sheet.current === 'peek') this.sheet.set('half');
      const el = find();
      el?.focus();
      el?.scrollIntoView({ block: 'nearest' });
    };
    const enabled = (sel: string) =>
      [...this.sideBody.querySelectorAll<HTMLElement>(sel)].find((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0) ?? null;
    const skip = (label: string, find: () => HTMLElement | null) => h('button', { type: 'button', class: 'skip-link', onclick: to(find) }, label);
    return h(
      'nav',
      { class: 'skip-links', 'aria-label': 'Skip links' },
      skip('Skip to the orders', () =>
        enabled('[aria-pressed="true"], [aria-current="true"], .selected button') ?? enabled('button, [href], input, select, textarea')),
      skip("Skip to the phase's main action", () => enabled('[data-action="end-phase"], [data-action="seal"], .btn.primary')),
    );
  }

  /** Mounts the map and starts (or resumes) play. */
  async start(): Promise<void> {
    const map = await mountMap(this.data, this.mapHost, () => this.disposed);
    if (!map) return;
    this.map = map;
    performance.mark('sea-devils:map-ready');
    document.body.dataset.mapReady = 'true';
    void idle().then(() => loadRecordEditor().catch(() => undefined));
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
    if (this.session.meta.mode === 'hotseat') await this.handoff(this.session.active ?? this.session.holder);
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

  /**
   * "Menu" (issue 35.5): asks before leaving the game, and offers the settings (35.4). The game
   * is autosaved after every command, so leaving loses nothing; a lesson keeps its own place.
   */
  private async openMenu(): Promise<void> {
    if (this.dialogLayer.querySelector('.menu-modal')) return;
    // The top bar's buttons folded away on a narrow screen (issue 35.1) are offered here.
    const folded = this.fold.folded();
    // Online, the spectator link at any moment of the game (issue 48.6), not only from the exchange panel.
    const spectate = this.remote ? (this.cb.spectate?.() ?? null) : null;
    const choice = await showModal<'settings' | 'spectate' | 'leave' | 'stay' | FoldItem>(
      this.dialogLayer,
      'Menu',
      // A menu, not a question (issue 48.8): what leaving costs is said, nothing is asked.
      h(
        'p',
        { class: 'small', 'data-testid': 'menu-note' },
        'The game is saved on this device after every move: leave it whenever you like, and the start screen brings it back.',
      ),
      [
        ...folded.map((it) => ({ label: it.label, value: it })),
        ...(spectate ? [{ label: 'Spectator link…', value: 'spectate' as const }] : []),
        { label: 'Settings…', value: 'settings' },
        { label: 'Leave the game', value: 'leave' },
        { label: 'Back to the game', value: 'stay', primary: true },
      ],
      'menu-modal',
    );
    if (choice === 'leave') this.cb.toMenu();
    else if (choice === 'settings') await this.cb.openSettings();
    else if (choice === 'spectate' && spectate)
      await showModal(this.dialogLayer, 'Spectator link', spectate, [{ label: 'Back to the game', value: 'stay', primary: true }], 'spectate-modal');
    else if (typeof choice === 'object') choice.el.click();
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
    this.phaseEl.textContent = `GT ${v.turn} · ${phaseName(v.phase)}${this.session.meta.mode === 'hotseat' ? ` · ${SIDE_NAME[this.session.holder]} player` : ''}`;
    this.tracks.render(v);
    this.log.show(this.session.visible());
    this.drawCounters(v);
    this.plot.refresh(v);
    const active = this.session.active;
    if (this.remote) {
      this.showHash();
      this.showTurn();
    }
    this.fold.fit();
    const key = `${v.turn}:${v.phase}:${v.activity?.pending ? JSON.stringify(v.activity.pending) : ''}:${this.session.holder}:${active}:${this.remote?.client.status() ?? ''}`;
    if (key === this.panelKey && this.panel) {
      this.panel.refresh();
      return;
    }
    this.setPanel(this.makePanel(v, active), key);
  }

  private makePanel(v: GameView, active: Side | null): Panel {
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
      const text =
        this.session.meta.mode === 'solitaire' && active === 'confederate' && this.session.holder === 'federal'
          ? v.phase === 'confederateRecord'
            ? 'The raiders are writing their orders…'
            : 'The raiders are deciding…'
          : this.session.meta.mode === 'solitaire' && active === 'federal' && this.session.holder === 'confederate'
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

  /** Played apart: whose move it is now. */
  private showTurn(): void {
    const c = this.remote!.client;
    const st = c.status();
    const other = SIDE_NAME[c.side === 'federal' ? 'confederate' : 'federal'];
    this.turnEl.hidden = false;
    this.turnEl.className = `whose-move ${st === 'yourTurn' ? 'mine' : ''}`;
    // Issue 44.1: a game that cannot go on never looks as if it waited.
    const halted = !!this.cb.carrier?.()?.halt;
    const turn: ScreenTurn = halted ? 'stopped' : st === 'yourTurn' ? 'mine' : st === 'over' ? 'over' : 'theirs';
    this.turnEl.textContent = turn === 'stopped' ? 'Game stopped' : turn === 'mine' ? 'Your move' : turn === 'over' ? 'Game over' : `The ${other}'s move`;
    this.cb.turnShown?.(turn);
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
    this.carrierEl.hidden = !state;
    if (!state) return;
    this.carrierEl.className = `carrier ${state.kind}`;
    this.carrierEl.textContent = state.text;
    this.fold.fit();
    if (this.remote && !this.busy) this.update();
  }

  /** Played online: the pace's clock in the top bar (null: none). */
  showPace(el: HTMLElement | null): void {
    if (el ? this.paceSlot.firstChild !== el : this.paceSlot.firstChild) fill(this.paceSlot, el);
  }

  /** Resolves when no command or message is being played back. */
  async whenIdle(): Promise<void> {
    while (this.busy && !this.disposed) await new Promise((r) => setTimeout(r, 100));
  }

  /** The public game hash, and whether the other player's last message reported the same. */
  private showHash(): void {
    const c = this.remote!.client;
    const mine = c.hash ?? '';
    const same = c.theirHash === mine;
    this.hashEl.hidden = false;
    this.hashEl.title = `Game hash ${mine}: both players see the same one whenever their games stand at the same point.`;
    fill(
      this.hashEl,
      h('span', { class: 'small hash-words' }, 'Game hash '),
      h('code', { 'data-testid': 'hash-value' }, mine.slice(0, 16)),
      // A tight bar (48.4) keeps the tick alone; the words stay for a screen reader.
      h('span', { class: `small ${same ? 'ok' : 'muted'}` }, same ? [' ✓', h('span', { class: 'hash-words' }, " same as the other player's")] : ''),
    );
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

  /** Runs whatever needs no input from the holder: the raider AI, hand-offs, the end of the game. */
  private async flow(): Promise<void> {
    for (let guard = 0; guard < 1000 && !this.disposed; guard++) {
      const s = this.session.state;
      if (s.phase === 'gameOver') {
        this.update();
        await this.showVictory(false);
        return;
      }
      const side = this.session.active;
      if (!side) {
        this.update();
        return;
      }
      if (this.session.meta.mode === 'solitaire' && side !== this.session.holder) {
        this.update();
        await nextPaint();
        await sleep(250);
        const beforeView = this.view();
        const before = this.counters;
        await this.session.aiReady();
        if (this.disposed) return;
        const r = this.session.botStep();
        if (!r.ok) {
          this.notice(`The ${side === 'confederate' ? 'raider' : 'Federal'} AI is stuck: ${r.message}`, 'error');
          return;
        }
        void this.cb.autosave(this.session);
        await this.present(r.events, beforeView, before);
        continue;
      }
      if (this.session.meta.mode === 'hotseat' && side !== this.session.holder) {
        await this.handoff(side);
        continue;
      }
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
    const playback = new Playback(this.data, this.map, (r) => this.openRule(r), this.tracks.clocks);
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
      const solo = this.session.meta.mode === 'solitaire';
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

  /** Issue 17.3: the last Activity Phase played back again, from the map as it was before it. */
  private async watchAgain(): Promise<void> {
    const last = this.lastPlayback;
    if (!last || !this.map || this.busy || this.hidden) return;
    this.busy = true;
    try {
      const playback = new Playback(this.data, this.map, (r) => this.openRule(r), this.tracks.clocks);
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
    else
      await new Promise<void>((resolve) => {
        const ready = h(
          'button',
          {
            type: 'button',
            class: 'btn primary big',
            'data-action': 'ready',
            onclick: () => {
              screen.remove();
              letGo();
              resolve();
            },
          },
          'Ready',
        );
        const screen = h(
          'div',
          {
            class: `handoff ${side}`,
            role: 'dialog',
            'aria-modal': 'true',
            'aria-label': `Pass the device to the ${SIDE_NAME[side]} player`,
            'data-testid': 'handoff',
          },
          h(
            'div',
            { class: 'handoff-card' },
            h('p', { class: 'handoff-kicker' }, 'Hot-seat'),
            h('h1', {}, `Pass the device to the ${SIDE_NAME[side]} player`),
            h('p', {}, secret, ' Press Ready when only that player can see the screen.'),
            ready,
          ),
        );
        document.body.appendChild(screen);
        const letGo = holdFocus(screen);
        ready.focus();
      });
    this.hidden = false;
    if (sealed) sealed.takeDevice(side);
    else this.session.holder = side;
    void this.cb.autosave(this.session);
    this.panelKey = '';
    this.update();
  }

  private async showVictory(again: boolean): Promise<void> {
    if (this.victoryShown && !again) return;
    this.victoryShown = true;
    const replay = this.cb.replay;
    const next = await showModal(
      this.dialogLayer,
      'The war at sea is over',
      [victoryScreen(this.data, this.view(), this.session.meta.mode === 'hotseat' ? null : this.session.holder), this.cb.rematch?.() ?? null].filter(
        (e): e is HTMLElement => e !== null,
      ),
      [
        { label: 'Debrief', value: 'debrief' },
        ...(replay ? [{ label: 'Replay the game', value: 'replay' }] : []),
        { label: 'Close', value: 'close', primary: true },
      ],
      'victory-modal',
    );
    if (next === 'debrief') await this.openDebrief(null);
    if (next === 'replay') replay?.(this.session);
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

  /** The debrief (issue 17.4): the whole game once it is over, or (solitaire, each turn) what `side` knows so far; `ended`: how a game online ended early. */
  private async openDebrief(side: Side | null, ended: string | null = null): Promise<void> {
    if (!this.map || this.disposed) return;
    const { debriefOf, showDebrief, focusLogLine } = await import('./debrief/debriefScreen');
    const s = this.session;
    const events = side ? visibleEvents(s.events, side) : s.events;
    const debrief = debriefOf(
      { data: this.data, start: s.meta, commands: this.remote ? null : s.commands, events: s.events, state: s.state, boards: this.remote ? null : s.boards },
      side,
    );
    // Issue 31.4: the computer's hand, in the whole game's debrief of a finished solitaire game only.
    const hand = side === null && s.meta.mode === 'solitaire' ? s.handShown() : null;
    await showDebrief({
      layer: this.dialogLayer,
      map: this.map,
      data: this.data,
      debrief,
      events,
      hand,
      ended,
      onRule: (r) => this.openRule(r),
      onEvent: (e) => {
        this.log.setOpen(true);
        focusLogLine(this.log.el, s.visible().indexOf(e));
      },
    });
    this.decorate(this.decorations.hl, this.decorations.path);
  }

  private onKey(e: KeyboardEvent): void {
    if (this.hidden || this.busy) return;
    if (e.key === 'Escape' && this.rules.isOpen) {
      this.rules.close();
      return;
    }
    const t = e.target as HTMLElement | null;
    // Typing in a field, or Enter on a focused button, belongs to that element.
    if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA') && e.key !== 'Escape') return;
    if (t && t.tagName === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
    if (this.dialogLayer.querySelector('.modal:not(.panel-modal)')) return;
    if (e.key === '?' && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      void showHelp(this.dialogLayer);
      return;
    }
    if (e.key.toLowerCase() === 'l' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      this.openMapList();
      return;
    }
    if (e.key.toLowerCase() === 'p' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      this.plot.toggle();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      this.takeBack();
      return;
    }
    this.panel?.onKey?.(e);
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

  /** The map's zoom buttons and the key list (issue 16.6). */
  private zoomButtons(): HTMLElement {
    const b = (label: string, title: string, action: string, fn: () => void) =>
      h('button', { type: 'button', class: 'btn small', title, 'aria-label': title, 'data-action': action, onclick: fn }, label);
    return h(
      'div',
      { class: 'map-zoom', role: 'group', 'aria-label': 'Map view' },
      b('+', 'Zoom in (+)', 'zoom-in', () => mapCommand(this.mapHost, 'in')),
      b('−', 'Zoom out (−)', 'zoom-out', () => mapCommand(this.mapHost, 'out')),
      b('⌂', 'The whole map (0)', 'zoom-home', () => mapCommand(this.mapHost, 'whole')),
      b('☰', 'Map as list (L)', 'map-list', () => this.openMapList()),
      b('?', 'Keys (?)', 'help', () => void showHelp(this.dialogLayer)),
    );
  }

  /** The session after a load: the screen is rebuilt by the app. */
  get current(): GameSession {
    return this.session;
  }
}
