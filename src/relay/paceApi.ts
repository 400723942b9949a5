import type { Seat } from './api';

// The wire format of a game's pace and notifications (issue 34, points 6 and 1; docs/relay.md),
// shared by the relay (src/relay/pace.ts, notify.ts) and the browser (src/remote/paceLink.ts).

/** The paces a host may pick: live (minutes a move), a day or three days a move, or none. */
export const PACE_NAMES = ['live', 'day', 'threeDays', 'none'] as const;
export type PaceName = (typeof PACE_NAMES)[number];

/** The notification kinds: a webhook in one of four shapes, or an e-mail. */
export const NOTIFY_KINDS = ['json', 'discord', 'slack', 'ntfy', 'email'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** Longest webhook URL or e-mail address taken, in characters. */
export const MAX_ADDRESS_CHARS = 500;

/** GET /relay/v1/capabilities: what this relay offers (no capability needed). */
export interface RelayCapabilities {
  /** Seconds a move for each pace (none: null). */
  paces: Record<PaceName, number | null>;
  /** The notification kinds this relay sends (e-mail only when it has an SMTP server). */
  notify: NotifyKind[];
}

/** GET /relay/v1/games/:game/clock: where the game's clock stands, for the holder of a seat. */
export interface ClockAnswer {
  seat: Seat;
  pace: PaceName;
  /** Seconds a move (null: no pace). */
  paceSeconds: number | null;
  /** The seat whose move it is: the one that did not post last (null: nobody has posted yet). */
  waiting: Seat | null;
  /** When the waiting seat's move began (the other seat's latest post), ms since 1970 on the relay's clock. */
  since: number | null;
  /** When the waiting seat's time runs out (null: no pace or nobody waiting). */
  deadline: number | null;
  /** The relay's clock when it answered (the browser counts down from the difference). */
  now: number;
  /** The game ended because `seat` did not move in time (recorded at `at`). */
  abandoned: { seat: Seat; at: number } | null;
  /** This seat's notification, if its player chose one (its kind only: the address is not given back). */
  notify: NotifyKind | null;
}

/** PUT /relay/v1/games/:game/notify: this seat's notification. */
export interface NotifyRequest {
  kind: NotifyKind;
  /** The webhook's URL (http or https), or the e-mail address. */
  address: string;
  /**
   * The game's own id (its 32 hex digits, as the player's screen names it; not the relay's id
   * for its mailbox): the notification then carries a link that opens this game on the device
   * that asked (issue 49.3). Sealed with the address; no secret of the game's.
   */
  game?: string;
}

/** A game's own id (src/remote/protocol.ts GameId), as a notification names it and its link opens it. */
export const SCREEN_GAME = /^[0-9a-f]{32}$/;

/** The fragment key of a link that opens a game held on this device (`…/#game=<id>`; src/ui/app.ts). */
export const OPEN_GAME_KEY = 'game';
