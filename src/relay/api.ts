// The relay's wire format, shared by the server (src/relay/server.ts) and the browser's carrier
// (src/remote/relayLink.ts). The relay stores and forwards already-sealed messages; nothing here
// is part of the game protocol (docs/remote-play.md), only of carrying it (docs/relay.md).

export const RELAY_PATH = 'relay/v1';

/** The two seats of a mailbox: who created it (host) and who was given the other link (guest). */
export type Seat = 'host' | 'guest';
export const otherSeat = (s: Seat): Seat => (s === 'host' ? 'guest' : 'host');

/** A stored message: `n` is the sender's own number for it (the protocol's sequence number). */
export interface RelayMessage {
  n: number;
  code: string;
}

/** POST /relay/v1/games */
export interface CreatedGame {
  game: string;
  host: string;
  guest: string;
}

/** GET /relay/v1/games/:game?after=N&wait=S: the messages for the caller's seat after N. */
export interface MailboxRead {
  seat: Seat;
  messages: RelayMessage[];
  /** The highest number stored from each seat (null: none yet), so a client can see a message of its own went missing. */
  last: Record<Seat, number | null>;
}

/** POST /relay/v1/status: where several games stand, for a player's list of games (one request for all). */
export const STATUS_MAX_GAMES = 50;
export interface StatusQuery {
  games: { game: string; token: string }[];
}
export type GameStatus =
  | { game: string; ok: true; seat: Seat; last: Record<Seat, number | null>; touchedAt: string; finished: boolean }
  | { game: string; ok: false; error: RelayErrorCode; message: string };
export interface StatusAnswer {
  games: GameStatus[];
}

/**
 * A rematch offered at the end of a game (issue 34.4): `sealed` is the offering client's sealed
 * text (the new game's capability for the other player, src/remote/rematch.ts), opaque to the relay.
 */
export const REMATCH_SEALED = /^[A-Za-z0-9_-]{16,512}$/;
export interface RematchState {
  offer: { from: Seat; sealed: string; answer: 'accepted' | 'declined' | null } | null;
}

/** GET games/:game/watch with a spectator's token (issue 34.5): both seats' messages above `after`, in the game's order. */
export interface WatchRead {
  messages: RelayMessage[];
  last: Record<Seat, number | null>;
}

/** What the WebSocket carries. The client's first frame is `hello`; the token never rides in the URL. */
export type ClientFrame = { type: 'hello'; token: string; after: number };
export type ServerFrame =
  | { type: 'welcome'; seat: Seat; last: Record<Seat, number | null> }
  | { type: 'message'; n: number; code: string }
  | { type: 'error'; error: RelayErrorCode; message: string };

export type RelayErrorCode =
  | 'missingCapability'
  | 'wrongCapability'
  | 'badRequest'
  | 'tooLarge'
  | 'mailboxFull'
  | 'rateLimited'
  | 'conflict'
  | 'outOfOrder'
  | 'unavailable'
  | 'quotaExceeded'
  | 'readOnly'
  // Pace and notifications (paceApi.ts): no pace set, not the other seat's move, its time not up;
  // a webhook or address refused; e-mail asked of a relay without an SMTP server.
  | 'noPace'
  | 'notWaiting'
  | 'tooEarly'
  | 'badAddress'
  | 'notifyUnavailable';

/**
 * The WebSocket close code of a relay that stops to restart (1012, "service restart"): the
 * client connects again after a short pause, as after a dropped connection, and nothing is lost.
 */
export const CLOSE_RESTARTING = 1012;

/** A refusal as the relay sends it (HTTP JSON body or WebSocket frame). */
export interface RelayRefusal {
  error: RelayErrorCode;
  message: string;
}

/** Game ids (128 bits, hex) and capability tokens (256 bits, base64url) as the relay makes them. */
export const RELAY_GAME = /^[0-9a-f]{32}$/;
export const RELAY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A capability as it rides in a link's fragment: `<game>.<token>`. */
export function parseCapability(text: string): { game: string; token: string } | null {
  const [game, token, ...rest] = text.split('.');
  if (rest.length || !game || !token || !RELAY_GAME.test(game) || !RELAY_TOKEN.test(token)) return null;
  return { game, token };
}
export const capability = (game: string, token: string): string => `${game}.${token}`;
