import type { PaceName } from './paceApi';

// The wire format of open games (issue 49.1; docs/relay.md, "Open games"), shared by the relay
// (src/relay/openGames.ts) and the browser (src/remote/openGames.ts). A host lists a game it made
// on the relay; anyone who opens the start screen sees the list, and one of them takes the free
// seat. Nothing in the list is a secret: the host's public key (P-256) lets the taker and the host
// agree on the guest's capability and the chat's key (ECDH), which therefore never travel.

/** A note is at most this many characters (code points), a name at most this many. */
export const OPEN_NOTE_MAX = 140;
export const OPEN_NAME_MAX = 24;
/** The most raw characters a note or a name may come as, before cleaning: bounded before any work. */
export const OPEN_RAW_MAX = 1000;
/** Listings one list answer holds at most (the newest first). */
export const OPEN_PAGE = 100;
/** A listing's id: 128 random bits (never the game's id, which only the taker learns). */
export const OPEN_ID = /^[0-9a-f]{32}$/;
/** A P-256 public key, uncompressed (65 bytes, the first 0x04), in base64url. */
export const OPEN_KEY = /^B[A-Za-z0-9_-]{86}$/;
/** A rule variant's key as the option registry spells them (src/engine/options.ts), and how many a listing names. */
export const OPEN_VARIANT_KEY = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
export const OPEN_VARIANTS_MAX = 16;
/** A scenario's id (the data's own key, checked by the browser that shows it). */
export const OPEN_SCENARIO = /^[a-z0-9][a-z0-9-]{0,39}$/;

export type OpenSide = 'federal' | 'confederate';

/** PUT games/:game/open (the host's capability): the listing. `side` is the free seat's, the one a taker plays. */
export interface OpenPost {
  scenario: string;
  side: OpenSide;
  variants: Record<string, boolean>;
  note: string;
  name: string;
  key: string;
}

/** One open game as the list shows it. Times are ms since 1970 on the relay's clock. */
export interface OpenListing {
  id: string;
  scenario: string;
  side: OpenSide;
  pace: PaceName;
  variants: Record<string, boolean>;
  note: string;
  name: string;
  posted: number;
  expires: number;
  key: string;
}

/** GET open */
export interface OpenList {
  games: OpenListing[];
  now: number;
}

/** POST open/:id/take `{ key, token }`: the taker's public key and the guest capability it derived; the answer names the game. */
export interface OpenTake {
  key: string;
  token: string;
}
export interface OpenTaken {
  game: string;
}

/** GET games/:game/open (the host's capability): where its listing stands. */
export type OpenState = 'open' | 'taken' | 'withdrawn' | 'expired';
export interface OpenStatus {
  open: { id: string; state: OpenState; expires: number; takerKey: string | null } | null;
}

// Control characters (C0, C1), format characters (bidirectional overrides and isolates,
// zero-width ones, the soft hyphen, the byte-order mark), line and paragraph separators,
// private-use and lone surrogate code points: none of them belongs in a one-line note.
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}]/gu;

/**
 * A note or a name as the list keeps and shows it: NFC, every run of white space (a line break
 * too) one space, control characters removed, trimmed. The caller bounds the raw text first (OPEN_RAW_MAX) and the
 * result after (OPEN_NOTE_MAX, OPEN_NAME_MAX, in code points).
 */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').replace(CONTROL, '').replace(/ {2,}/g, ' ').trim();
}

/** Its length in code points (what a person counts as characters, near enough). */
export const textLength = (text: string): number => Array.from(text).length;
