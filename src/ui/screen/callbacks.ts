import type { GameSession } from '../session';
import type { CarrierNote } from '../remote/remotePanel';
import type { ScreenTurn } from '../remote/paceClock';

// What the game screen asks of the app around it: saving, the other screens, and, for a game
// played online, the relay's parts (docs/relay.md).

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
