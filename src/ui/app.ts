import type { GameData } from '../data/gameData';
import type { LoadedData } from './dataPack';
import { h, fill, sleep } from './dom';
import { SIDE_NAME } from './names';
import type { GameScreen } from './gameScreen';
import { StartScreen, type StartChoice } from './startScreen';
import { GameSession, loadAi } from './session';
import type { RemoteClient, ReceiveResult } from '../remote/client';
import type { RemoteLobby } from './remote/remoteLobby';
import type { RematchOffer } from './remote/rematchOffer';
import { own } from '../data/ids';
import type { OnlineGame, RelayBinding } from './remote/online';
import type { ChatPanel } from './remote/chatPanel';
import type { GameStatus } from '../relay/api';
import type { CarrierNote } from './remote/remotePanel';
import { OPEN_GAME_KEY, SCREEN_GAME, type PaceName } from '../relay/paceApi';
import { idle, loadParts, parts } from './lazyParts';
import { CHAT_LINK_KEY, JOIN_KEY, LINK_KEY, WATCH_KEY } from '../remote/linkKeys';
import type { SpectatorScreen } from './remote/spectatorScreen';
import type { Side } from '../engine/index';
import type { ReplaySource } from './replay/replayScreen';
import type { OpenSeat } from './remote/openSeat';
import type { OpenListing } from '../relay/openApi';
import { capability } from '../relay/api';
import { inertOutside } from './inertOutside';

// The application: the start screen or a game, the saves dialog over either, and the autosave
// that lets a reload resume exactly where play stood.

const SCREEN_KEY = 'sea-devils:screen';
/** The service worker's registration is tried this many times, this far apart, while the server does not answer. */
const OFFLINE_TRIES = 5;
const OFFLINE_RETRY_MS = 30_000;
const loadGameScreen = () => import('./gameScreen');
// The comparison screen and its chart library load only when asked for (issue 7).
const loadCompareScreen = () => import('./compare/compareScreen');

export class App {
  private game: GameScreen | null = null;
  private saving: Promise<void> = Promise.resolve();
  private autosaves = 0;
  /** Resolves when the first map is drawn (at the latest 5 s after boot): the later parts load then. */
  private drawn: () => void = () => undefined;
  private readonly mapDrawn = new Promise<void>((r) => {
    this.drawn = r;
    setTimeout(r, 5000);
  });
  private prefetched = false;
  private readonly layer = h('div', { class: 'app-layer' });
  /** The remote game on screen, and (played online) the relay carrying it. */
  private remoteClient: RemoteClient | null = null;
  /** A remote game being opened: its screen (lobby or game) is not there yet, and the relay may already bring a message for it. */
  private opening: Promise<void> | null = null;
  private online: OnlineGame | null = null;
  /** Played online with a chat key: the chat beside the map (issue 34.3). */
  private chat: { gameId: string; panel: ChatPanel } | null = null;
  /** The host of a game listed in Open games: its listing, watched while the game is open (issue 49.1). */
  private openSeat: OpenSeat | null = null;
  /** How an online game just heard of as abandoned ended, until its screen can show it. */
  private endedToShow: string | null = null;
  private lobby: { view: RemoteLobby; receive: (code: string) => Promise<ReceiveResult> } | null = null;
  /** A finished online game's rematch offer (issue 34.4). */
  private rematch: RematchOffer | null = null;
  /** The host's spectator link maker for the game on screen, and a spectator's screen (issue 34.5). */
  private spectateEl: { gameId: string; el: HTMLElement } | null = null;
  private spectator: SpectatorScreen | null = null;

  private readonly data: GameData;
  constructor(
    private readonly root: HTMLElement,
    private readonly loaded: LoadedData,
  ) {
    this.data = loaded.data;
  }

  async boot(): Promise<void> {
    // Issue 49.2: the service worker that keeps the game for offline play, once the first map is
    // drawn (or the start screen has been up 5 s): its download never competes with the first map.
    // Every build has one; Vite's dev server (which has import.meta.hot) has none.
    if (!import.meta.hot) void this.offlinePlay().catch((e: Error) => console.warn(`offline play not set up: ${e.message}`));
    // A game's link opened in a tab already on the game changes only the fragment: start again from it.
    addEventListener('hashchange', () => {
      if (new RegExp(`[#&](${JOIN_KEY}|${LINK_KEY}|${WATCH_KEY}|${OPEN_GAME_KEY})=`).test(location.hash)) location.reload();
    });
    // A turn of a game played apart, opened as a link: the code is in the fragment, never sent to a server.
    const params = new URLSearchParams(location.hash.slice(1));
    // A link to a game's mailbox on the relay (docs/relay.md): its capability rides in the fragment.
    // A spectator's link (issue 34.5): a read-only seat, its capability in the fragment too.
    const watch = params.get(WATCH_KEY);
    if (watch) {
      history.replaceState(null, '', location.pathname + location.search);
      await this.openSpectator(watch);
      return;
    }
    const join = params.get(JOIN_KEY);
    if (join) {
      history.replaceState(null, '', location.pathname + location.search);
      await this.openJoinLink(join, params.get(CHAT_LINK_KEY));
      return;
    }
    const link = params.get(LINK_KEY);
    if (link) {
      history.replaceState(null, '', location.pathname + location.search);
      await this.openLink(link);
      return;
    }
    // A notification's link (issue 49.3): the game's own id, no secret; it opens the game this device holds.
    const open = params.get(OPEN_GAME_KEY);
    if (open !== null) {
      history.replaceState(null, '', location.pathname + location.search);
      const client = SCREEN_GAME.test(open) ? await (await loadParts()).readRemote(this.data, open).catch(() => null) : null;
      if (client) {
        await this.openRemote(client);
        return;
      }
      this.showStart();
      const { showModal } = await import('./modal');
      await showModal(
        this.layer,
        'This game is not on this device',
        h(
          'p',
          { 'data-testid': 'open-game-missing' },
          `The link opens game ${open.slice(0, 8)} on the device where you asked to be told of your moves; this browser does not hold it. Open the link on that device, or bring the game here with the start screen's Carry my games button.`,
        ),
        [{ label: 'OK', value: true, primary: true }],
      );
      return;
    }
    // The saves' code loads first only when a game is to be resumed (issue 18: the start screen
    // does not wait for it).
    if (localStorage.getItem(SCREEN_KEY) === 'remote') {
      const p = await loadParts();
      const id = p.currentRemoteId();
      const client = id ? await p.readRemote(this.data, id).catch(() => null) : null;
      if (client) {
        await this.openRemote(client);
        return;
      }
    }
    if (localStorage.getItem(SCREEN_KEY) === 'game') {
      const p = await loadParts();
      const auto = await p.readAutosave().catch(() => null);
      // A game made with other data (another data pack, or none) is never resumed with this one.
      const sameData = (auto?.meta.dataPack ?? null) === (this.loaded.pack?.name ?? null);
      if (auto && sameData && own(this.data.scenarios, auto.meta.scenario)) {
        await this.openSession(p.sessionFromEnvelope(this.data, auto));
        return;
      }
    }
    this.showStart();
  }

  /** Registers the service worker (src/ui/pwa/register.ts, loaded only now). */
  private async offlinePlay(): Promise<void> {
    await this.mapDrawn;
    await idle();
    // A server that is down (a relay restarting, the network gone) fails the registration: it is
    // tried again a little later, a few times, instead of leaving this visit without offline play.
    for (let tries = 1; ; tries++) {
      try {
        const { registerServiceWorker } = await import('./pwa/register');
        await registerServiceWorker();
        return;
      } catch (e) {
        if (tries >= OFFLINE_TRIES) throw e;
        await sleep(OFFLINE_RETRY_MS);
      }
    }
  }

  showStart(): void {
    this.closeGame();
    this.leaveRemote();
    localStorage.setItem(SCREEN_KEY, 'start');
    // Set once a game is chosen: the start screen stays up while the game's code arrives, but
    // is leaving, and lists nothing more.
    let leaving = false;
    const start = new StartScreen(this.data, this.loaded, {
      // (Hot-seat first asks for passphrases, and may come back here.)
      start: (c) => {
        leaving = c.mode !== 'hotseat';
        return this.startNew(c);
      },
      resume: (id) => {
        leaving = true;
        void this.resume(id);
      },
      deleteGame: async (id) => {
        await (await loadParts()).deleteAutosave(id);
        await this.listRecent(start);
      },
      openSaves: () => void this.openSaves(),
      openSettings: () => this.openSettings(),
      joinRemote: () => void this.openJoin(),
      carryGames: () =>
        void loadParts().then((p) =>
          new p.BundleDialog(this.data, () => {
            if (start.el.isConnected) void this.listMyGames(start);
          }).open(this.layer),
        ),
      openRemote: (id) => void this.openRemoteById(id),
      compare: () => void this.showCompare(),
      tutorial: (side) => {
        leaving = true;
        void this.openTutorial(side);
      },
      openReplay: (file) => this.openReplayFile(file),
    });
    fill(this.root, start.el, this.layer);
    start.focus();
    performance.mark('sea-devils:start-screen');
    // While the player reads the start screen the map's code loads and its fonts are made
    // (mapFactory warmUpMap). The saved games are listed after the first paint: their code and
    // the browser database are no part of the first download, and a Start pressed at once never
    // waits for them (issue 18). Back from a game, that code is here and the list shows at once.
    const reading = () => start.el.isConnected && !leaving;
    void loadGameScreen()
      .then(() => idle())
      .then(() => (reading() ? import('./mapFactory').then((m) => m.warmUpMap()) : undefined))
      .catch(() => undefined);
    void (parts() ? Promise.resolve() : idle()).then(async () => {
      if (!reading()) return;
      await this.listRecent(start);
      await this.listMyGames(start);
      if (reading()) await this.listOpenGames(start);
    });
  }

  /** "Open games" (issue 49.1): what hosts listed on this relay, each seat one click away. */
  private async listOpenGames(start: StartScreen): Promise<void> {
    const p = await loadParts();
    const list = new p.OpenGamesList(this.data, {
      take: (listing) => this.takeOpenGame(listing),
      mine: async () => {
        const ids = new Set<string>();
        for (const g of await p.listRemote().catch(() => [])) {
          const b = await p.readBinding(g.gameId);
          if (b?.open?.listing) ids.add(b.open.listing);
        }
        return ids;
      },
    });
    start.showOpenGames(list.el);
    list.start();
  }

  /** Takes an open game's free seat, then joins it exactly as its link would: null once opening, or why not. */
  private async takeOpenGame(listing: OpenListing): Promise<string | null> {
    const p = await loadParts();
    // A game this browser hosts is never taken here: its guest seat would overwrite its host seat.
    for (const g of await p.listRemote().catch(() => [])) if ((await p.readBinding(g.gameId))?.open?.listing === listing.id) return 'this is your own game';
    let seat: { game: string; token: string; chatKey: string };
    try {
      seat = await p.takeSeat(p.relayBase(location.href), listing);
    } catch (e) {
      return (e as Error).message;
    }
    // The seat is this browser's now, and only this page holds its capability: a network hiccup
    // before the mailbox is read is waited out rather than losing it.
    const mailbox = new p.RelayLink(p.relayBase(location.href), seat.game, seat.token);
    for (let tries = 1; tries < 6; tries++) {
      const ok = await mailbox.read(-1).then(
        () => true,
        (e: { retryable?: boolean }) => !e.retryable,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 1000 * tries));
    }
    await this.openJoinLink(capability(seat.game, seat.token), seat.chatKey, (invite) => p.listingMismatch(listing, invite));
    return null;
  }

  /**
   * "Your games played apart": first from this browser alone (whose move, from each save), then
   * with one relay request for the games online (a move waiting there, the last activity).
   */
  private async listMyGames(start: StartScreen): Promise<void> {
    const p = await loadParts();
    const games = (await p.listRemote().catch(() => [])).filter((g) => (g.save.dataPack ?? null) === (this.loaded.pack?.name ?? null));
    const bindings = new Map<string, RelayBinding>();
    for (const g of games) {
      const b = await p.readBinding(g.gameId);
      if (b) bindings.set(g.gameId, b);
    }
    const show = (statuses: Map<string, GameStatus>) => {
      if (!start.el.isConnected) return;
      const rows = games.map((g) => {
        const b = bindings.get(g.gameId);
        return p.gameRow(g.gameId, g.save, g.savedAt, !!b, statuses.get(b?.game ?? '') ?? null, b?.ended?.text ?? null);
      });
      start.showRemoteGames(
        this.data,
        rows,
        (id) => void this.openRemoteById(id),
        async (id) => {
          await this.removeRemote(id);
          await this.listMyGames(start);
        },
      );
    };
    show(new Map());
    if (!bindings.size) return;
    try {
      const answered = await p.relayStatus(
        p.relayBase(location.href),
        [...bindings.values()].map((b) => ({ game: b.game, token: b.token })),
      );
      show(new Map(answered.map((a) => [a.game, a])));
    } catch {
      /* the relay out of reach: the list stands on this browser's saves alone */
    }
  }

  private async openRemoteById(id: string): Promise<void> {
    const c = await (await loadParts()).readRemote(this.data, id);
    if (c) await this.openRemote(c);
  }

  /** Once the first map is drawn: load, while the player looks at it, what later clicks need. */
  private prefetch(): void {
    this.drawn();
    if (this.prefetched) return;
    this.prefetched = true;
    void idle()
      .then(() => Promise.all([loadAi(), loadParts()]))
      .catch(() => undefined);
  }

  /** "Compare scenarios": the five scenarios side by side, measured by simulated games. */
  async showCompare(): Promise<void> {
    this.closeGame();
    this.leaveRemote();
    localStorage.setItem(SCREEN_KEY, 'start');
    const { CompareScreen } = await loadCompareScreen();
    const screen = new CompareScreen(this.loaded, { back: () => this.showStart() });
    fill(this.root, screen.el, this.layer);
  }

  /** Every game this device keeps an autosave of, made with the data now loaded (issue 14, point 8). */
  private async listRecent(start: StartScreen): Promise<void> {
    const games = await (await loadParts()).listAutosaves().catch(() => []);
    if (!start.el.isConnected) return;
    const pack = this.loaded.pack?.name ?? null;
    start.showRecentGames(
      this.data,
      games.filter((g) => (g.meta.dataPack ?? null) === pack && Object.hasOwn(this.data.scenarios, g.meta.scenario)),
    );
  }

  private async startNew(c: StartChoice): Promise<void> {
    if (c.mode === 'remote') {
      const p = await loadParts();
      // Live decisions (46.2) only online: by file, each answer would be a round of files.
      const options = c.online && c.liveDecisions ? { ...c.options, liveDecisions: true } : c.options;
      const client = p.RemoteClient.host(this.data, { scenario: c.scenario, side: c.side, options });
      await p.writeRemote(client);
      let notice: { text: string; error: boolean } | undefined;
      if (c.online) {
        try {
          await this.goOnline(client, false, c.pace, c.listOpen);
        } catch (e) {
          notice = { text: `The relay cannot be reached (${(e as Error).message}): send the invitation by file, code or link instead.`, error: true };
        }
      }
      await this.openRemote(client, notice);
      return;
    }
    if (c.mode === 'hotseat') {
      // Two sealed clients sharing the screen: each player's secrets under their own passphrase.
      const p = await loadParts();
      const passphrases = await p.choosePassphrases();
      if (!passphrases) return;
      const meta = {
        id: newGameId(),
        mode: 'hotseat' as const,
        aiLevel: c.aiLevel,
        scenario: c.scenario,
        seed: '',
        options: { ...c.options, ...(c.liveDecisions ? { liveDecisions: true } : {}) },
        createdAt: Date.now(),
        dataPack: this.loaded.pack?.name ?? null,
      };
      const session = await p.HotseatSession.create(this.data, meta, passphrases);
      await this.autosave(session);
      await this.openSession(session);
      return;
    }
    // Solitaire: only the player's side is asked at searches and battles; the AI's side follows its standing orders (4.3).
    const side = c.mode === 'solitaire' ? c.side : 'federal';
    const options = { ...c.options, askFederal: c.askDecisions && side === 'federal', askConfederate: c.askDecisions && side === 'confederate' };
    const session = GameSession.start(
      this.data,
      { mode: c.mode, aiLevel: c.aiLevel, scenario: c.scenario, options, dataPack: this.loaded.pack?.name ?? null },
      side,
    );
    void this.autosave(session);
    void this.openSession(session);
  }

  private async resume(gameId: string): Promise<void> {
    const p = await loadParts();
    const auto = await p.readAutosave(gameId);
    if (auto) await this.openSession(p.sessionFromEnvelope(this.data, auto));
  }

  /**
   * "Learn to play" (issue 17.1): a lesson in the real game screen. Its game is never autosaved
   * (the lesson keeps its own progress, src/ui/tutorial/progress.ts), so it never enters the
   * saved games nor overwrites one; a reload comes back to the start screen and its "Resume tutorial".
   */
  private async openTutorial(side: Side | null): Promise<void> {
    const { openLesson, attachTutorial } = await import('./tutorial/tutorial');
    const opened = openLesson(this.data, side);
    if (!opened) {
      this.showStart();
      return;
    }
    await this.openSession(opened.session, (game) =>
      attachTutorial(game, opened.session, opened.step, { leave: () => this.showStart(), finish: () => this.showStart() }),
    );
  }

  async openSession(session: GameSession, tutorial?: (game: GameScreen) => void): Promise<void> {
    this.closeGame();
    const remote = isRemote(session);
    if (!remote) this.leaveRemote();
    localStorage.setItem(SCREEN_KEY, tutorial ? 'start' : remote ? 'remote' : 'game');
    const { GameScreen } = await loadGameScreen();
    const game = new GameScreen(session, {
      autosave: (s) => (tutorial ? Promise.resolve() : this.autosave(s)),
      openSaves: () => void this.openSaves(),
      openSettings: () => this.openSettings(),
      toMenu: () => this.showStart(),
      newGame: () => this.showStart(),
      carrier: () => this.carrierNote(),
      turnShown: (turn) => this.online?.pace.follow(turn),
      goOnline: remote ? () => this.goOnline(remote.client, true) : undefined,
      rematch: remote ? () => this.rematchView(remote.client) : undefined,
      spectate: remote ? () => this.spectateView(remote.client) : undefined,
      // The tutorial's game has scripted dice a replay from its seed could not reproduce (issue 17.1).
      replay: tutorial ? undefined : (s) => void this.replaySession(s),
    });
    this.game = game;
    fill(this.root, game.el, this.layer);
    tutorial?.(game);
    this.carrierChanged();
    this.showChat();
    void game.start().then(() => {
      if (this.game === game) this.prefetch();
    });
  }

  private closeGame(): void {
    this.game?.destroy();
    this.game = null;
  }

  /** Issue 35.4: the settings, over the screen beneath; resolves when closed. */
  private async openSettings(): Promise<void> {
    const { SettingsScreen } = await import('./settingsScreen');
    await new SettingsScreen().open(this.layer);
  }

  private async openSaves(): Promise<void> {
    const p = await loadParts();
    const dialog = new p.SavesDialog(this.data, this.game?.current ?? null, {
      load: async (env) => {
        // A game whose autosave went on past this save keeps that autosave: the save plays on
        // as a game of its own, so loading an older position loses nothing (issue 14, point 8).
        const there = await p.readAutosave(env.meta.id).catch(() => null);
        const own = there && there.savedAt > env.savedAt ? ({ ...env, meta: { ...env.meta, id: newGameId(), createdAt: Date.now() } } as typeof env) : env;
        const session = p.sessionFromEnvelope(this.data, own);
        void this.autosave(session);
        void this.openSession(session);
      },
      replay: (env) =>
        void import('./replay/replaySources').then((m) => {
          const src = m.sourceOfSave(this.data, env);
          if (src) void this.showReplay(src).catch((e: Error) => console.warn('replay refused:', e.message));
        }),
    });
    dialog.open(this.layer);
  }

  // ---- replays (issue 17.3) ------------------------------------------------------------------

  /** A replay over the screen beneath it: the game (or start screen) stays as it was and is back on closing. */
  async showReplay(source: ReplaySource): Promise<void> {
    const { ReplayScreen, downloadReplay } = await import('./replay/replayScreen');
    let screen: InstanceType<typeof ReplayScreen> | undefined;
    let release = (): void => {};
    try {
      screen = new ReplayScreen(this.data, source, {
        close: () => {
          release();
          screen?.destroy();
        },
        download: downloadReplay,
      });
    } catch (e) {
      // A record this game cannot replay (e.g. made by another version): said, and nothing else changes.
      this.game?.notice(`This game cannot be replayed: ${(e as Error).message}`, 'error');
      throw e;
    }
    this.layer.appendChild(screen.el);
    // The screen beneath is out of reach, a screen reader's too, until the replay closes (48.7).
    release = inertOutside(screen.el);
    await screen.start();
  }

  private async replaySession(session: GameSession): Promise<void> {
    const src = (await import('./replay/replaySources')).sourceOfSession(session);
    if (src) await this.showReplay(src).catch((e: Error) => console.warn('replay refused:', e.message));
  }

  /** "Open replay…": a file from anyone, checked before anything of it is shown; the refusal's reason is given back. */
  private async openReplayFile(file: File): Promise<string | null> {
    try {
      await this.showReplay(await (await import('./replay/replaySources')).sourceOfFile(this.data, file));
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  }

  // ---- games played apart --------------------------------------------------------------------

  /** A remote game: the lobby until the game exists on this side, then the game screen. */
  async openRemote(client: RemoteClient, notice?: { text: string; error: boolean }): Promise<void> {
    const run = this.openRemoteNow(client, notice);
    this.opening = run;
    try {
      await run;
    } finally {
      if (this.opening === run) this.opening = null;
    }
  }

  private async openRemoteNow(client: RemoteClient, notice?: { text: string; error: boolean }): Promise<void> {
    const p = await loadParts();
    this.closeGame();
    this.lobby = null;
    localStorage.setItem(SCREEN_KEY, 'remote');
    await this.attachOnline(client);
    await this.saveRemote(client);
    if (!client.state) {
      const receive = async (code: string): Promise<ReceiveResult> => {
        const r = client.receive(code);
        if (!r.ok) return r;
        // The game may still wait for the other side's share of its first dice: answer at once.
        if (client.status() === 'send') client.send();
        await this.saveRemote(client);
        if (client.state) await this.openRemote(client, { text: "The other player's message was accepted: the game begins.", error: false });
        else lobby.refresh();
        return r;
      };
      const lobby = new p.RemoteLobby(this.data, client, receive, () => this.showStart(), {
        carrier: () => this.carrierNote(),
        goOnline: () => this.goOnline(client, true),
      });
      this.lobby = { view: lobby, receive };
      fill(this.root, lobby.el, this.layer);
      if (notice) lobby.say(notice.text, notice.error);
      return;
    }
    const session = new p.RemoteSession(this.data, client);
    await this.saveRemote(client); // the session may have written the outgoing message
    await this.openSession(session);
    if (notice) this.game?.notice(notice.text, notice.error ? 'error' : 'info');
  }

  /** A link's code: an invitation to join, or the next message of a game on this device. */
  private async openLink(code: string): Promise<void> {
    const p = await loadParts();
    let game: string;
    let invite: boolean;
    try {
      const m = p.decodeMessage(code);
      game = m.game;
      invite = m.body.kind === 'invite';
    } catch (e) {
      this.showStart();
      void this.openJoin(code, `malformed code: ${(e as Error).message}`);
      return;
    }
    const existing = await p.readRemote(this.data, game);
    if (existing) {
      if (invite) {
        await this.openRemote(existing);
        return;
      }
      const r = existing.receive(code);
      // A refused message changes nothing, and nothing is saved.
      await this.openRemote(
        existing,
        r.ok ? { text: "The other player's message was accepted.", error: false } : { text: `Refused: ${r.message}. Your game is unchanged.`, error: true },
      );
      return;
    }
    if (invite) {
      await this.joinFromLink(code, null);
      return;
    }
    this.showStart();
    void this.openJoin('', `this link belongs to game ${game.slice(0, 8)}, which is not on this device`);
  }

  private async openJoin(prefill = '', error = '', relay: RelayBinding | null = null): Promise<void> {
    const p = await loadParts();
    const dialog = new p.JoinDialog((text) => this.joinWith(text, relay), prefill, error);
    dialog.open(this.layer);
  }

  /** Joins the game an invitation opens (or opens it, if this device has it): null when done, or why not. */
  private async joinWith(text: string, relay: RelayBinding | null): Promise<string | null> {
    const p = await loadParts();
    try {
      const m = p.decodeMessage(text);
      const existing = await p.readRemote(this.data, m.game);
      if (relay) await p.writeBinding(m.game, relay);
      if (existing) {
        await this.openRemote(existing);
        return null;
      }
      const client = p.RemoteClient.join(this.data, text);
      await this.openRemote(client);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  }

  /** An invitation opened from a link joins at once (the link was the player's choice); the join dialog only when it cannot, naming why. */
  private async joinFromLink(code: string, relay: RelayBinding | null): Promise<void> {
    const problem = await this.joinWith(code, relay);
    if (!problem) return;
    this.showStart();
    void this.openJoin(code, `Cannot join: ${problem}`, relay);
  }

  // ---- games played online (docs/relay.md) -----------------------------------------------------

  /** Saves a remote game; online, the relay then gets any message just written. */
  private async saveRemote(client: RemoteClient): Promise<void> {
    await (await loadParts()).writeRemote(client);
    if (this.online?.gameId === client.gameId) this.online.flush();
  }

  /** Starts carrying `client`'s game through the relay if this device holds a capability for it. */
  private async attachOnline(client: RemoteClient): Promise<void> {
    this.remoteClient = client;
    if (this.online?.gameId === client.gameId) return;
    this.rematch?.close();
    this.rematch = null;
    this.online?.close();
    this.online = null;
    this.chat?.panel.close();
    this.chat = null;
    this.openSeat?.close();
    this.openSeat = null;
    const p = await loadParts();
    const binding = await p.readBinding(client.gameId);
    if (!binding) return;
    this.online = new p.OnlineGame(client.gameId, binding, {
      client: () => this.remoteClient ?? client,
      deliver: (code) => this.deliverRemote(code),
      changed: () => this.carrierChanged(),
      ended: (text) => {
        this.endedToShow = text;
        this.carrierChanged();
      },
      // Issue 44.1: this page refused the message it waits for; the other page hears of it by the chat.
      halted: (h) => {
        void this.chat?.panel.notifyHalt(h);
        this.carrierChanged();
      },
      // Issue 46.2: this side's live decision ran out of time: the standing orders answer it, as this side's own command.
      lapse: async () => {
        const remote = isRemote(this.game?.current);
        if (!this.game || !remote || remote.client.gameId !== client.gameId) return false;
        await this.game.whenIdle();
        return this.game.send({ type: 'decide', side: remote.client.side, standing: 'timeUp' });
      },
    });
    this.online.start();
    this.attachChat(client);
    const state = binding.open?.state;
    if (binding.seat === 'host' && (state === 'posting' || state === 'listed')) {
      const online = this.online;
      this.openSeat = new p.OpenSeat(online, () => this.remoteClient ?? client, {
        // The chat's key has just been derived: the chat opens as in a game by link.
        taken: () => {
          if (this.online !== online) return;
          this.chat?.panel.close();
          this.chat = null;
          this.attachChat(client);
        },
        withdrawn: () => void this.removeRemote(client.gameId).then(() => this.showStart()),
        changed: () => this.carrierChanged(),
      });
      this.openSeat.start();
    }
  }

  /** The chat beside the map, once the game on screen has a chat key. */
  private attachChat(client: RemoteClient): void {
    const p = parts();
    const binding = this.online?.gameId === client.gameId ? this.online.relay : null;
    // A game listed in Open games has no chat until its seat is taken: the key is agreed then (issue 49.1).
    const listed = binding?.open?.state === 'posting' || binding?.open?.state === 'listed';
    if (!p || !binding?.chatKey || listed || this.chat?.gameId === client.gameId) return;
    // Issue 44.1: a halt notice sealed in the chat by the other page stops this one too.
    const panel = new p.ChatPanel(client.gameId, binding.game, binding.token, binding.chatKey, binding.seat, client.side, (n) => {
      this.online?.heardHalt(n);
      this.carrierChanged();
    });
    this.chat = { gameId: client.gameId, panel };
    void panel.start();
    this.showChat();
  }

  /** Removes a game played apart from this browser: its save, its capability and its chat. */
  private async removeRemote(gameId: string): Promise<void> {
    const p = await loadParts();
    await p.deleteRemote(gameId);
    await p.deleteBinding(gameId);
    await p.deleteChatLog(gameId);
  }

  /** The chat's button and drawer on the game screen, when the game on it has one. */
  private showChat(): void {
    if (this.game && this.chat && this.remoteClient?.gameId === this.chat.gameId) this.game.addTool(this.chat.panel.button, this.chat.panel.el, 'Chat');
  }

  /** A finished game played online: its rematch offer, shown on the victory screen and the exchange panel. */
  private rematchView(client: RemoteClient): HTMLElement | null {
    const p = parts();
    if (!p || !this.online || this.online.gameId !== client.gameId || client.state?.phase !== 'gameOver') return null;
    if (this.rematch?.gameId !== client.gameId) {
      this.rematch?.close();
      this.rematch = new p.RematchOffer(this.data, client, { open: (c) => this.openRemote(c), join: (cap, chatKey) => this.openJoinLink(cap, chatKey) });
    }
    return this.rematch.view();
  }

  /** Online, the host: the spectator link's maker, kept while the game is on screen (so a link made stays shown). */
  private spectateView(client: RemoteClient): HTMLElement | null {
    const p = parts();
    // At any time of the game, not only while this side waits (issue 48.6): the exchange panel
    // shows it then, the Menu at every other moment. The relay takes a spectator link from the
    // host's capability alone (src/relay/spectators.ts), so the guest is told to ask the host.
    if (!p || !this.online || this.online.gameId !== client.gameId) return null;
    if (this.spectateEl?.gameId !== client.gameId) {
      const el = h('div', { 'data-testid': 'spectate' });
      this.spectateEl = { gameId: client.gameId, el };
      void p.readBinding(client.gameId).then((b) => {
        if (b?.seat === 'host') el.replaceChildren(p.spectatorLinkView(b));
        else if (b)
          el.replaceChildren(
            h(
              'p',
              { class: 'small', 'data-testid': 'spectator-host-only' },
              `Only the host (the ${SIDE_NAME[client.side === 'federal' ? 'confederate' : 'federal']} player) can make a spectator link for this game: ask them for one.`,
            ),
          );
      });
    }
    return this.spectateEl.el;
  }

  /** A spectator's link: the read-only screen that follows the game. */
  private async openSpectator(text: string): Promise<void> {
    const p = await loadParts();
    const cap = p.parseCapability(text);
    if (!cap) {
      this.showStart();
      void this.openJoin('', 'this spectator link is damaged: it does not hold a game and a capability');
      return;
    }
    this.closeGame();
    this.leaveRemote();
    const screen = new p.SpectatorScreen(this.data, cap, {
      replay: (src) => void this.showReplay(src).catch((e: Error) => console.warn('replay refused:', e.message)),
      back: () => this.showStart(),
    });
    this.spectator = screen;
    fill(this.root, screen.el, this.layer);
    void screen.start();
  }

  private leaveRemote(): void {
    this.spectator?.close();
    this.spectator = null;
    this.spectateEl = null;
    this.rematch?.close();
    this.rematch = null;
    this.online?.close();
    this.online = null;
    this.chat?.panel.close();
    this.chat = null;
    this.openSeat?.close();
    this.openSeat = null;
    this.remoteClient = null;
    this.lobby = null;
  }

  /** A message the relay brought: through the same door as a file or a link. */
  private async deliverRemote(code: string): Promise<ReceiveResult> {
    // The relay is attached before the lobby or game screen is drawn, and a message already
    // waiting there (a rematch's or a link's answer sent while this side was away) can arrive
    // in between: it waits for the screen instead of being refused and never asked for again.
    if (!this.game && !this.lobby && this.opening) await this.opening.catch(() => undefined);
    if (this.game && isRemote(this.game.current)) {
      await this.game.whenIdle();
      return this.game.receiveRemote(code);
    }
    if (this.lobby) return this.lobby.receive(code);
    return { ok: false, check: 'sequence', message: 'no game is open to take this message' };
  }

  /** Opens a mailbox for this game on the relay (this side as host); `show`: redraw with the other player's link. */
  private async goOnline(client: RemoteClient, show: boolean, pace?: PaceName, listOpen?: { note: string; name: string }): Promise<void> {
    await (await loadParts()).carryOnline(client, pace, listOpen);
    if (!show) return;
    await this.attachOnline(client);
    this.online?.flush();
    this.carrierChanged();
  }

  private carrierNote(): CarrierNote | null {
    const o = this.online;
    const c = this.remoteClient;
    if (!o || !c) return null;
    const other = c.side === 'federal' ? 'Confederate' : 'Federal';
    const st = c.status();
    const link = o.guestLink;
    const halt = o.halt;
    const open = this.openSeat?.gameId === c.gameId ? this.openSeat.text() : null;
    const waiting = open
      ? open
      : c.state === null && c.isHost && link
        ? `Waiting for the ${other} player to open the link below.`
        : halt
          ? 'The game stopped: nothing more will come by the relay.'
          : o.ended
            ? `The game ${o.ended}.`
            : st === 'over'
              ? 'The game is over.'
              : // "Gone" only once the relay acknowledged it (issue 34.7): until then it waits here, and goes by itself.
                o.unsent !== null
                ? `Your move (message ${o.unsent}) is kept here until the relay takes it: it goes by itself as soon as the relay answers.`
                : `Your move has gone to the relay, which passes it to the ${other} player; theirs will come here by itself.${
                    c.movesAwaitReply ? ` What you have done since is kept here and goes with your next message, once their reply has come.` : ''
                  }`;
    const p = o.problem;
    return {
      text: `${o.stateText()}. ${waiting}`,
      unsent: o.unsent,
      // A halt says what was refused itself (above the relay's part): not twice.
      problem:
        !p || halt
          ? null
          : p.check === 'relayLost' || p.check === 'relayRefused'
            ? `Relay problem: ${p.message}.`
            : `The relay brought a message that was refused — ${p.message}. Your game is unchanged.`,
      link,
      extra: this.openSeat?.gameId === c.gameId ? this.openSeat.el : null,
      halt,
      pace: o.pace.el,
      notify: o.pace.notify,
      askNotify:
        parts()?.notificationsAsked() !== false
          ? undefined
          : () =>
              void parts()!
                .askNotifications()
                .then(() => this.carrierChanged()),
    };
  }

  private carrierChanged(): void {
    const o = this.online;
    if (this.game) {
      this.game.showPace(o?.pace.badge ?? null);
      // A game that ended as abandoned, heard of now: this player's debrief says so (issue 34.6).
      if (this.endedToShow) void this.game.showEnded(this.endedToShow);
      this.endedToShow = null;
      this.game.showCarrier(
        o
          ? {
              text: o.stateText().replace(/^Relay: /, 'Relay '),
              kind: o.state === 'online' || o.state === 'polling' ? 'ok' : o.state === 'refused' ? 'error' : 'warn',
            }
          : null,
      );
    }
    this.lobby?.view.refresh();
  }

  /** A link to a game's mailbox: join the game it holds, or carry a game this device already has. */
  private async openJoinLink(text: string, chatKey: string | null, expect?: (invite: string) => string | null): Promise<void> {
    const p = await loadParts();
    const cap = p.parseCapability(text);
    const fail = (why: string) => {
      this.showStart();
      void this.openJoin('', why);
    };
    if (!cap) {
      await fail('this link is damaged: it does not hold a game and a capability');
      return;
    }
    let read;
    try {
      read = await new p.RelayLink(p.relayBase(location.href), cap.game, cap.token).read(-1);
    } catch (e) {
      await fail(`the relay did not open this link: ${(e as Error).message}`);
      return;
    }
    const binding: RelayBinding = { game: cap.game, token: cap.token, seat: read.seat, posted: read.last[read.seat] ?? -1 };
    // The chat's key, when the link holds a well-formed one (a link without it opens a game with no chat).
    if (chatKey && p.CHAT_KEY.test(chatKey)) binding.chatKey = chatKey;
    for (const m of read.messages) {
      let game: string;
      try {
        game = p.decodeMessage(m.code).game;
      } catch {
        continue;
      }
      const existing = await p.readRemote(this.data, game);
      if (existing) {
        await p.writeBinding(game, binding);
        await this.openRemote(existing);
        return;
      }
    }
    const invite = read.messages.find((m) => {
      try {
        return p.decodeMessage(m.code).body.kind === 'invite';
      } catch {
        return false;
      }
    });
    if (!invite) {
      await fail("the other player's invitation is not on the relay yet: open the link again in a moment");
      return;
    }
    // An open game's invitation must be the game its listing showed (issue 49.1).
    const mismatch = expect?.(invite.code);
    if (mismatch) {
      await fail(mismatch);
      return;
    }
    await this.joinFromLink(invite.code, binding);
  }

  /** Writes the autosave; writes are queued so the newest always lands last. */
  autosave(session: GameSession): Promise<void> {
    const remote = isRemote(session);
    if (remote) {
      const client = remote.client;
      this.saving = this.saving
        .then(() => this.saveRemote(client))
        .then(
          () => {
            document.body.dataset.saved = String(client.lastSentSeq ?? 0);
          },
          (e) => console.error('save failed', e),
        );
      return this.saving;
    }
    // A sealed hot-seat game is sealed again now, so the save holds the game as it stands.
    // Its code loads after the first map is drawn: until then the autosave waits for it (and
    // then saves the game as it stands by then, never older than now).
    const loaded = parts();
    const env = loaded ? loaded.saveOf(session, 'Autosave') : this.mapDrawn.then(loadParts).then((p) => p.saveOf(session, 'Autosave'));
    const n = session.commands.length;
    this.saving = this.saving
      .then(() => env)
      .then(async (e) => (await loadParts()).writeAutosave(e))
      .then(
        () => {
          document.body.dataset.saved = String(n);
          document.body.dataset.autosaves = String(++this.autosaves);
        },
        (e) => console.error('autosave failed', e),
      );
    return this.saving;
  }
}

/** The session as a game played apart, if it is one (only the later parts make such sessions). */
function isRemote(session: GameSession | null | undefined): InstanceType<NonNullable<ReturnType<typeof parts>>['RemoteSession']> | null {
  const p = parts();
  return p && session instanceof p.RemoteSession ? session : null;
}

/** A game's own id, the key of its autosave. */
const newGameId = (): string => `game-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
