import type { GameData } from '../data/gameData';
import type { LoadedData } from './dataPack';
import { h, fill } from './dom';
import type { GameScreen } from './gameScreen';
import { StartScreen, type StartChoice } from './startScreen';
import { SavesDialog } from './savesDialog';
import { envelope, sessionFromEnvelope, type SaveEnvelope } from './saveFormat';
import { readAutosave, writeAutosave } from './saves';
import { GameSession } from './session';

// The application: the start screen or a game, the saves dialog over either, and the autosave
// that lets a reload resume exactly where play stood.

const SCREEN_KEY = 'sea-devils:screen';
const loadGameScreen = () => import('./gameScreen');
// The comparison screen and its chart library load only when asked for (issue 7).
const loadCompareScreen = () => import('./compare/compareScreen');

export class App {
  private game: GameScreen | null = null;
  private saving: Promise<void> = Promise.resolve();
  private readonly layer = h('div', { class: 'app-layer' });

  private readonly data: GameData;
  constructor(private readonly root: HTMLElement, private readonly loaded: LoadedData) {
    this.data = loaded.data;
  }

  async boot(): Promise<void> {
    const auto = await readAutosave().catch(() => null);
    // A game made with other data (another data pack, or none) is never resumed with this one.
    const sameData = (auto?.meta.dataPack ?? null) === (this.loaded.pack?.name ?? null);
    if (auto && sameData && localStorage.getItem(SCREEN_KEY) === 'game' && this.data.scenarios[auto.meta.scenario]) {
      await this.openSession(sessionFromEnvelope(this.data, auto));
      return;
    }
    this.showStart(auto);
  }

  showStart(auto: SaveEnvelope | null): void {
    this.closeGame();
    localStorage.setItem(SCREEN_KEY, 'start');
    const sameData = (auto?.meta.dataPack ?? null) === (this.loaded.pack?.name ?? null);
    const start = new StartScreen(this.data, sameData ? auto : null, this.loaded, {
      start: (c) => this.startNew(c),
      resume: () => void this.resume(),
      openSaves: () => this.openSaves(),
      compare: () => void this.showCompare(),
    });
    fill(this.root, start.el, this.layer);
    start.focus();
    performance.mark('sea-devils:start-screen');
    // The map and its renderer load while the player reads the start screen.
    void loadGameScreen();
  }

  /** "Compare scenarios": the five scenarios side by side, measured by simulated games. */
  async showCompare(): Promise<void> {
    this.closeGame();
    localStorage.setItem(SCREEN_KEY, 'start');
    const { CompareScreen } = await loadCompareScreen();
    const screen = new CompareScreen(this.loaded, { back: () => void readAutosave().catch(() => null).then((a) => this.showStart(a)) });
    fill(this.root, screen.el, this.layer);
  }

  private startNew(c: StartChoice): void {
    const options = { erratumRow6: c.erratumRow6, askFederal: c.askDecisions, askConfederate: c.askDecisions && c.mode === 'hotseat' };
    const session = GameSession.start(this.data, { mode: c.mode, aiLevel: c.aiLevel, scenario: c.scenario, options, dataPack: this.loaded.pack?.name ?? null });
    void this.autosave(session);
    void this.openSession(session);
  }

  private async resume(): Promise<void> {
    const auto = await readAutosave();
    if (auto) await this.openSession(sessionFromEnvelope(this.data, auto));
  }

  async openSession(session: GameSession): Promise<void> {
    this.closeGame();
    localStorage.setItem(SCREEN_KEY, 'game');
    const { GameScreen } = await loadGameScreen();
    const game = new GameScreen(session, {
      autosave: (s) => this.autosave(s),
      openSaves: () => this.openSaves(),
      toMenu: () => void readAutosave().then((a) => this.showStart(a)),
      newGame: () => void readAutosave().then((a) => this.showStart(a)),
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
      load: (env) => {
        const session = sessionFromEnvelope(this.data, env);
        void this.autosave(session);
        void this.openSession(session);
      },
    });
    dialog.open(this.layer);
  }

  /** Writes the autosave; writes are queued so the newest always lands last. */
  autosave(session: GameSession): Promise<void> {
    const env = envelope(session, 'Autosave');
    const n = session.commands.length;
    this.saving = this.saving.then(() => writeAutosave(env)).then(() => { document.body.dataset.saved = String(n); }, (e) => console.error('autosave failed', e));
    return this.saving;
  }
}
