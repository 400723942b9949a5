import type { Seat } from './api';

// The chat's wire format (issue 34.3), shared by the relay (src/relay/chat.ts) and the browser
// (src/remote/chat.ts). A line is sealed in the sender's browser (AES-GCM, a 96-bit IV of its
// own); the relay carries the IV and the ciphertext and never holds the key, which rides in the
// invitation link's fragment.

/** The longest line a player may write, in characters. */
export const CHAT_MAX_CHARS = 1000;
/**
 * The longest ciphertext the relay takes, in base64url characters: a line of CHAT_MAX_CHARS
 * characters (at most 3 UTF-8 bytes each), its time and JSON framing, and GCM's 16-byte tag.
 */
export const CHAT_MAX_CT = 4400;
/** A 96-bit IV in base64url. */
export const CHAT_IV = /^[A-Za-z0-9_-]{16}$/;
export const CHAT_CT = new RegExp(`^[A-Za-z0-9_-]{24,${CHAT_MAX_CT}}$`);
/** Lines one read returns at most. */
export const CHAT_PAGE = 200;

/** POST /relay/v1/games/:game/chat (Authorization: Bearer): one sealed line from the token's seat. */
export interface ChatPost {
  n: number;
  iv: string;
  ct: string;
}

/** A stored line as a read returns it. */
export interface ChatLine extends ChatPost {
  seat: Seat;
}

/** GET /relay/v1/games/:game/chat?host=N&guest=M: the lines of each seat numbered above its cursor. */
export interface ChatRead {
  seat: Seat;
  lines: ChatLine[];
}
