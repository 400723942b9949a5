import { z } from 'zod';
import type { Seat } from '../relay/api';
import { CHAT_CT, CHAT_IV, CHAT_MAX_CHARS, CHAT_PAGE, type ChatLine, type ChatPost, type ChatRead } from '../relay/chatApi';
import { call } from './relayLink';
import { HaltNoticeSchema, type HaltNotice } from './halt';

// The players' chat, sealed end to end (issue 34.3; docs/relay.md, "Chat"). The host makes a
// 256-bit key when it opens the game's mailbox; it rides in the other player's link, in the
// fragment (never sent to a server), and each side keeps it with its capability. Each line is
// sealed with AES-GCM (Web Crypto) under a fresh 96-bit IV, its associated data binding it to
// the game, the sender's seat and the sender's number for it, so the relay (which holds the
// ciphertext only) can neither read a line nor pass one off as another seat's, another game's or
// another number's. What comes back from the relay is outside input: checked by shape and size,
// then by GCM's tag.

/** The key as it rides in a link (`&chat=<key>`): 32 bytes, base64url. */
export const CHAT_KEY = /^[A-Za-z0-9_-]{43}$/;

const enc = new TextEncoder();
const dec = new TextDecoder();

function b64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function unb64url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export const newChatKey = (): string => b64url(crypto.getRandomValues(new Uint8Array(32)));

const importKey = (key: string): Promise<CryptoKey> => {
  if (!CHAT_KEY.test(key)) throw new ChatRefused('badKey', 'the chat key is not 43 base64url characters');
  return crypto.subtle.importKey('raw', unb64url(key), 'AES-GCM', false, ['encrypt', 'decrypt']);
};
const additional = (game: string, seat: Seat, n: number) => enc.encode(`sea-devils-chat|1|${game}|${seat}|${n}`);

/** A chat line refused by name: too long, too fast, or failing its check when opened. */
export class ChatRefused extends Error {
  constructor(
    readonly code: 'tooLong' | 'empty' | 'tooFast' | 'badKey' | 'chatCheckFailed',
    message: string,
  ) {
    super(message);
  }
}

/**
 * What a line holds once opened: the text and the sender's clock when it was written (ms), and
 * for a notice that the sender's page refused this side's message, where the game stopped (halt.ts).
 */
export interface ChatText {
  text: string;
  at: number;
  halt?: HaltNotice;
}
const ChatTextSchema = z.object({ t: z.string().max(CHAT_MAX_CHARS), at: z.number().finite().nonnegative(), halt: HaltNoticeSchema.optional() }).strict();

/** A line's text as typed, refused before any sealing when empty or too long. */
export function checkText(text: string): string {
  const t = text.trim();
  if (!t) throw new ChatRefused('empty', 'nothing to send');
  if (t.length > CHAT_MAX_CHARS) throw new ChatRefused('tooLong', `too long: ${t.length} characters; a chat line is at most ${CHAT_MAX_CHARS}`);
  return t;
}

export async function sealLine(key: string, game: string, seat: Seat, n: number, line: ChatText): Promise<ChatPost> {
  const text = checkText(line.text);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = enc.encode(JSON.stringify({ t: text, at: line.at, ...(line.halt ? { halt: line.halt } : {}) }));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additional(game, seat, n) }, await importKey(key), plain));
  return { n, iv: b64url(iv), ct: b64url(ct) };
}

/** Opens a line the relay brought; refused (`chatCheckFailed`) if altered, moved to another seat, number or game, or sealed under another key. */
export async function openLine(key: string, game: string, line: ChatLine): Promise<ChatText> {
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: unb64url(line.iv), additionalData: additional(game, line.seat, line.n) },
      await importKey(key),
      unb64url(line.ct),
    );
  } catch (e) {
    if (e instanceof ChatRefused) throw e;
    throw new ChatRefused('chatCheckFailed', `chat line ${line.n} failed its check (altered, or not sealed with this game's key)`);
  }
  let r;
  try {
    r = ChatTextSchema.safeParse(JSON.parse(dec.decode(plain)));
  } catch {
    r = null;
  }
  if (!r?.success) throw new ChatRefused('chatCheckFailed', `chat line ${line.n} holds no chat text`);
  return { text: r.data.t, at: r.data.at, ...(r.data.halt ? { halt: r.data.halt } : {}) };
}

/** The relay's answer to a read, as outside input: only well-formed lines, at most a page. */
const ChatReadSchema = z.object({
  seat: z.enum(['host', 'guest']),
  lines: z
    .array(z.object({ seat: z.enum(['host', 'guest']), n: z.number().int().nonnegative(), iv: z.string().regex(CHAT_IV), ct: z.string().regex(CHAT_CT) }))
    .max(CHAT_PAGE),
});

/** A game's chat on the relay, as one seat reaches it (its capability in the Authorization header). */
export class ChatLink {
  constructor(
    private readonly base: string,
    private readonly game: string,
    private readonly token: string,
    private readonly f: typeof fetch = (...a) => fetch(...a),
  ) {}

  post(p: ChatPost): Promise<{ duplicate: boolean }> {
    return call(this.f, `${this.base}games/${this.game}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(p),
    });
  }

  async read(after: Record<Seat, number>): Promise<ChatRead> {
    const r = await call<unknown>(this.f, `${this.base}games/${this.game}/chat?host=${after.host}&guest=${after.guest}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    const parsed = ChatReadSchema.safeParse(r);
    if (!parsed.success) throw new ChatRefused('chatCheckFailed', 'the relay answered the chat with something else');
    return parsed.data;
  }
}

/**
 * The sender's own bound, before the relay's: a burst of `burst` lines, then one every
 * `everyMs` (the relay takes 30 a minute from a seat).
 */
export class ChatRate {
  private tokens: number;
  private at: number;
  constructor(
    private readonly burst = 5,
    private readonly everyMs = 3000,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.at = now;
  }
  /** Takes one line's allowance, or refuses naming how long to wait. */
  take(now = Date.now()): void {
    this.tokens = Math.min(this.burst, this.tokens + (now - this.at) / this.everyMs);
    this.at = now;
    if (this.tokens < 1) throw new ChatRefused('tooFast', `too fast: wait ${Math.ceil(((1 - this.tokens) * this.everyMs) / 1000)} s before the next line`);
    this.tokens -= 1;
  }
}
