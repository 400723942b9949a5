import type { GameData } from '../data/gameData';
import type { LoadedData } from './dataPack';
import { h, fill } from './dom';
import type { GameScreen } from './gameScreen';
import { StartScreen, type StartChoice } from './startScreen';
import { SavesDialog } from './savesDialog';
import { saveOf, sessionFromEnvelope } from './saveFormat';
import { deleteAutosave, listAutosaves, readAutosave, writeAutosave } from './saves';
import { GameSession } from './session';
import { HotseatSession } from './hotseatSession';
import { choosePassphrases } from './passphrase';
import { RemoteClient, type ReceiveResult } from '../remote/client';
import { LINK_KEY, decodeMessage } from '../remote/protocol';
import { RemoteSession } from './remoteSession';
import { JoinDialog, RemoteLobby } from './remoteLobby';
import { own } from '../data/ids';
import { currentRemoteId, listRemote, readRemote, writeRemote } from './remoteSaves';

// The application: the start screen or a game, the saves dialog over either, and the autosave
// that lets a reload resume exactly where play stood.

const SCREEN_KEY = 'sea-devils:screen';
const loadGameScreen = () => import('./gameScreen');
// The comparison screen and its chart library load only when asked for (issue 7).
const loadCompareScreen = () => import('./compare/compareScreen');

export class App {
  private game: GameScreen | null = null;
  private saving: Promise<void> = Promise.resolve();
  private autosaves = 0;
  private readonly layer = h('div', { class: 'app-layer' });

  private readonly data: GameData;
  constructor(private readonly root: HTMLElement, private readonly loaded: LoadedData) {
    this.data = loaded.data;
  }

  async boot(): Promise<void> {
    // A turn of a game played apart, opened as a link: the code is in the fragment, never sent to a server.
    const link = new URLSearchParams(location.hash.slice(1)).get(LINK_KEY);
    if (link) {
      history.replaceState(null, '', location.pathname + location.search);
      await this.openLink(link);
      return;
    }
    if (localStorage.getItem(SCREEN_KEY) === 'remote') {
      const id = currentRemoteId();
      const client = id ? await readRemote(this.data, id).catch(() => null) : null;
      if (client) { await this.openRemote(client); return; }
    }
    const auto = await readAutosave().catch(() => null);
    // A game made with other data (another data pack, or none) is never resumed with this one.
    const sameData = (auto?.meta.dataPack ?? null) === (this.loaded.pack?.name ?? null);
    if (auto && sameData && localStorage.getItem(SCREEN_KEY) === 'game' && own(this.data.scenarios, auto.meta.scenario)) {
      await this.openSession(sessionFromEnvelope(this.data, auto));
      return;
    }
    this.showStart();
  }

  showStart(): void {
    this.closeGame();
    localStorage.setItem(SCREEN_KEY, 'start');
    const start = new StartScreen(this.data, this.loaded, {
      start: (c) => void this.startNew(c),
      resume: (id) => void this.resume(id),
      deleteGame: async (id) => { await deleteAutosave(id); await this.listRecent(start); },
      openSaves: () => this.openSaves(),
      joinRemote: () => this.openJoin(),
      openRemote: (id) => void readRemote(this.data, id).then((c) => c && this.openRemote(c)),
      compare: () => void this.showCompare(),
    });
    fill(this.root, start.el, this.layer);
    start.focus();
    void this.listRecent(start);
    void listRemote().then((games) => start.showRemoteGames(this.data, games.filter((g) => (g.save.dataPack ?? null) === (this.loaded.pack?.name ?? null)), (id) => void readRemote(this.data, id).then((c) => c && this.openRemote(c)))).catch(() => undefined);
    performance.mark('sea-devils:start-screen');
    // The map and its renderer load while the player reads the start screen.
    void loadGameScreen();
  }

  /** "Compare scenarios": the five scenarios side by side, measured by simulated games. */
  async showCompare(): Promise<void> {
    this.closeGame();
    localStorage.setItem(SCREEN_KEY, 'start');
    const { CompareScreen } = await loadCompareScreen();
    const screen = new CompareScreen(this.loaded, { back: () => this.showStart() });
    fill(this.root, screen.el, this.layer);
  }

  /** Every game this device keeps an autosave of, made with the data now loaded (issue 14, point 8). */
  private async listRecent(start: StartScreen): Promise<void> {
    const games = await listAutosaves().catch(() => []);
    const pack = this.loaded.pack?.name ?? null;
    start.showRecentGames(this.data, games.filter((g) => (g.meta.dataPack ?? null) === pack && Object.hasOwn(this.data.scenarios, g.meta.scenario)));
  }

  private async startNew(c: StartChoice): Promise<void> {
    if (c.mode === 'remote') {
      const client = RemoteClient.host(this.data, { scenario: c.scenario, side: c.side, erratumRow6: c.erratumRow6 });
      void writeRemote(client).then(() => this.openRemote(client));
      return;
    }
    if (c.mode === 'hotseat') {
      // Two sealed clients sharing the screen: each player's secrets under their own passphrase.
      const passphrases = await choosePassphrases();
      if (!passphrases) return;
      const meta = { id: newGameId(), mode: 'hotseat' as const, aiLevel: c.aiLevel, scenario: c.scenario, seed: '', options: { erratumRow6: c.erratumRow6 }, createdAt: Date.now(), dataPack: this.loaded.pack?.name ?? null };
      const session = await HotseatSession.create(this.data, meta, passphrases);
      await this.autosave(session);
      await this.openSession(session);
      return;
    }
    const options = { erratumRow6: c.erratumRow6, askFederal: c.askDecisions, askConfederate: false };
    const session = GameSession.start(this.data, { mode: c.mode, aiLevel: c.aiLevel, scenario: c.scenario, options, dataPack: this.loaded.pack?.name ?? null });
    void this.autosave(session);
    void this.openSession(session);
  }

  private async resume(gameId: string): Promise<void> {
    const auto = await readAutosave(gameId);
    if (auto) await this.openSession(sessionFromEnvelope(this.data, auto));
  }

  async openSession(session: GameSession): Promise<void> {
    this.closeGame();
    localStorage.setItem(SCREEN_KEY, session instanceof RemoteSession ? 'remote' : 'game');
    const { GameScreen } = await loadGameScreen();
    const game = new GameScreen(session, {
      autosave: (s) => this.autosave(s),
      openSaves: () => this.openSaves(),
      toMenu: () => this.showStart(),
      newGame: () => this.showStart(),
    });
    this.game = game;
    fill(this.root, game.el, this.layer);
    void game.start();
  }

  private closeGame(): void {
    this.game?.destroy();
    this.game = null;
  }

  private openSaves(): void {
    const dialog = new SavesDialog(this.data, this.game?.current ?? null, {
      load: async (env) => {
        // A game whose autosave went on past this save keeps that autosave: the save plays on
        // as a game of its own, so loading an older position loses nothing (issue 14, point 8).
        const there = await readAutosave(env.meta.id).catch(() => null);
        const own = there && there.savedAt > env.savedAt ? { ...env, meta: { ...env.meta, id: newGameId(), createdAt: Date.now() } } as typeof env : env;
        const session = sessionFromEnvelope(this.data, own);
        void this.autosave(session);
        void this.openSession(session);
      },
    });
    dialog.open(this.layer);
  }

  // ---- games played apart --------------------------------------------------------------------

  /** A remote game: the lobby until the game exists on this side, then the game screen. */
  async openRemote(client: RemoteClient, notice?: { text: string; error: boolean }): Promise<void> {
    this.closeGame();
    localStorage.setItem(SCREEN_KEY, 'remote');
    await writeRemote(client);
    if (!client.state) {
      const lobby = new RemoteLobby(this.data, client, async (code): Promise<ReceiveResult> => {
        const r = client.receive(code);
        if (!r.ok) return r;
        // The game may still wait for the other side's share of its first dice: answer at once.
        if (client.status() === 'send') client.send();
        await writeRemote(client);
        if (client.state) await this.openRemote(client, { text: 'The other player\'s message was accepted: the game begins.', error: false });
        else lobby.refresh();
        return r;
      }, () => this.showStart());
      fill(this.root, lobby.el, this.layer);
      if (notice) lobby.say(notice.text, notice.error);
      return;
    }
    const session = new RemoteSession(this.data, client);
    await writeRemote(client); // the session may have written the outgoing message
    await this.openSession(session);
    if (notice) this.game?.notice(notice.text, notice.error ? 'error' : 'info');
  }

  /** A link's code: an invitation to join, or the next message of a game on this device. */
  private async openLink(code: string): Promise<void> {
    let game: string;
    let invite: boolean;
    try {
      const m = decodeMessage(code);
      game = m.game;
      invite = m.body.kind === 'invite';
    } catch (e) {
      this.showStart();
      this.openJoin(code, `malformed code: ${(e as Error).message}`);
      return;
    }
    const existing = await readRemote(this.data, game);
    if (existing) {
      if (invite) { await this.openRemote(existing); return; }
      const r = existing.receive(code);
      // A refused message changes nothing, and nothing is saved.
      await this.openRemote(existing, r.ok ? { text: 'The other player\'s message was accepted.', error: false } : { text: `Refused: ${r.message}. Your game is unchanged.`, error: true });
      return;
    }
    this.showStart();
    if (invite) this.openJoin(code);
    else this.openJoin('', `this link belongs to game ${game.slice(0, 8)}, which is not on this device`);
  }

  private openJoin(prefill = '', error = ''): void {
    const dialog = new JoinDialog(async (text) => {
      try {
        const m = decodeMessage(text);
        const existing = await readRemote(this.data, m.game);
        if (existing) { await this.openRemote(existing); return null; }
        const client = RemoteClient.join(this.data, text);
        await this.openRemote(client);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    }, prefill, error);
    dialog.open(this.layer);
  }

  /** Writes the autosave; writes are queued so the newest always lands last. */
  autosave(session: GameSession): Promise<void> {
    if (session instanceof RemoteSession) {
      const client = session.client;
      this.saving = this.saving.then(() => writeRemote(client)).then(() => { document.body.dataset.saved = String(client.lastSentSeq ?? 0); }, (e) => console.error('save failed', e));
      return this.saving;
    }
    // A sealed hot-seat game is sealed again now, so the save holds the game as it stands.
    const env = saveOf(session, 'Autosave');
    const n = session.commands.length;
    this.saving = this.saving.then(() => env).then(writeAutosave).then(() => {
      document.body.dataset.saved = String(n);
      document.body.dataset.autosaves = String(++this.autosaves);
    }, (e) => console.error('autosave failed', e));
    return this.saving;
  }
}

/** A game's own id, the key of its autosave. */
const newGameId = (): string => `game-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
