import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import { otherSeat, type CreatedGame, type MailboxRead, type RelayErrorCode, type RelayMessage, type Seat } from './api';

// The mailboxes, on PostgreSQL. The store keeps only what carrying needs: per game the hashes of
// the two capability tokens, and the messages each seat sent, in its order. It never reads a
// message: a code is stored and handed on as the text it came as.

const CHANNEL = 'sea_devils_relay';

export class RelayRefused extends Error {
  constructor(readonly error: RelayErrorCode, readonly status: number, message: string) { super(message); }
}

export interface StoreLimits {
  /** Longest message code accepted, in characters. */
  maxMessageChars: number;
  /** Messages a game may hold in all (a Campaign takes about 70). */
  maxMessagesPerGame: number;
  /** Characters a game may hold in all. */
  maxCharsPerGame: number;
}

export const tokenHash = (token: string): string => createHash('sha256').update(`sea-devils-relay|${token}`).digest('hex');
const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Waker = () => void;

export class Mailboxes {
  private readonly waiters = new Map<string, Set<Waker>>();
  private lastSeenId = 0;
  private poller: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(readonly db: Db, private readonly limits: StoreLimits, pollMs: number) {
    // NOTIFY from any relay process on this database wakes the waiters of that game at once;
    // polling the newest rows catches whatever a lost notification missed.
    void db.listen(CHANNEL, (game) => this.wake(game)).catch((e) => console.error(`relay: LISTEN failed, polling only (${(e as Error).message})`));
    this.poller = setInterval(() => void this.poll().catch(() => undefined), pollMs);
    this.poller.unref();
  }

  async init(): Promise<void> {
    const r = await this.db.query<{ id: string | null }>('SELECT max(id) AS id FROM relay_messages');
    this.lastSeenId = Number(r[0]?.id ?? 0);
  }

  private async poll(): Promise<void> {
    if (this.closed || !this.waiters.size) return;
    const rows = await this.db.query<{ id: string; game: string }>('SELECT id, game FROM relay_messages WHERE id > $1 ORDER BY id LIMIT 1000', [this.lastSeenId]);
    for (const r of rows) { this.lastSeenId = Math.max(this.lastSeenId, Number(r.id)); this.wake(r.game); }
  }

  private wake(game: string): void {
    for (const w of [...(this.waiters.get(game) ?? [])]) w();
  }

  /** Calls `fn` whenever a message may have arrived for `game`; returns the way to stop. */
  watch(game: string, fn: Waker): () => void {
    let set = this.waiters.get(game);
    if (!set) this.waiters.set(game, (set = new Set()));
    set.add(fn);
    return () => { set.delete(fn); if (!set.size) this.waiters.delete(game); };
  }

  async create(): Promise<CreatedGame> {
    const game = randomBytes(16).toString('hex');
    const host = randomBytes(32).toString('base64url');
    const guest = randomBytes(32).toString('base64url');
    await this.db.query('INSERT INTO relay_games (id, host_hash, guest_hash) VALUES ($1, $2, $3)', [game, tokenHash(host), tokenHash(guest)]);
    return { game, host, guest };
  }

  /** The seat a token opens in a game; an unknown game and a wrong token are refused alike. */
  async seatOf(game: string, token: string | undefined): Promise<Seat> {
    if (!token) throw new RelayRefused('missingCapability', 401, 'missing capability: this request needs the game\'s link token (Authorization: Bearer <token>)');
    const rows = await this.db.query<{ host_hash: string; guest_hash: string }>('SELECT host_hash, guest_hash FROM relay_games WHERE id = $1', [game]);
    const h = tokenHash(token);
    const row = rows[0];
    if (row && sameHash(h, row.host_hash)) return 'host';
    if (row && sameHash(h, row.guest_hash)) return 'guest';
    throw new RelayRefused('wrongCapability', 403, 'wrong capability: this token does not open this game');
  }

  /**
   * Stores a message from `seat`. Numbers must rise; the same message posted again is accepted
   * once more without a second copy (a client re-sending after a lost answer).
   */
  async post(game: string, seat: Seat, n: number, code: string): Promise<{ duplicate: boolean }> {
    if (code.length > this.limits.maxMessageChars) throw new RelayRefused('tooLarge', 413, `message too large: ${code.length} characters, the relay takes at most ${this.limits.maxMessageChars}`);
    const r = await this.db.transaction(async (tx) => {
      const g = (await tx.query<{ messages: number; bytes: string }>('SELECT messages, bytes FROM relay_games WHERE id = $1 FOR UPDATE', [game]))[0];
      if (!g) throw new RelayRefused('wrongCapability', 403, 'wrong capability: this token does not open this game');
      const same = (await tx.query<{ code: string }>('SELECT code FROM relay_messages WHERE game = $1 AND seat = $2 AND n = $3', [game, seat, n]))[0];
      if (same) {
        if (same.code === code) return { duplicate: true };
        throw new RelayRefused('conflict', 409, `conflict: message ${n} from this seat is already stored with other content; a message once sent cannot be replaced`);
      }
      const top = (await tx.query<{ n: number | null }>('SELECT max(n) AS n FROM relay_messages WHERE game = $1 AND seat = $2', [game, seat]))[0]?.n ?? null;
      if (top !== null && n < top) throw new RelayRefused('outOfOrder', 409, `out of order: message ${n} comes after message ${top} from this seat`);
      if (g.messages + 1 > this.limits.maxMessagesPerGame) throw new RelayRefused('mailboxFull', 413, `mailbox full: a game holds at most ${this.limits.maxMessagesPerGame} messages`);
      if (Number(g.bytes) + code.length > this.limits.maxCharsPerGame) throw new RelayRefused('mailboxFull', 413, `mailbox full: a game holds at most ${this.limits.maxCharsPerGame} characters`);
      await tx.query('INSERT INTO relay_messages (game, seat, n, code) VALUES ($1, $2, $3, $4)', [game, seat, n, code]);
      await tx.query('UPDATE relay_games SET messages = messages + 1, bytes = bytes + $2, touched_at = now() WHERE id = $1', [game, code.length]);
      await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, game]);
      return { duplicate: false };
    });
    if (!r.duplicate) this.wake(game);
    return r;
  }

  /** The messages for `seat` (those the other seat sent) numbered above `after`, and each seat's highest number. */
  async read(game: string, seat: Seat, after: number, limit = 200): Promise<MailboxRead> {
    const messages = await this.db.query<RelayMessage>('SELECT n, code FROM relay_messages WHERE game = $1 AND seat = $2 AND n > $3 ORDER BY n LIMIT $4', [game, otherSeat(seat), after, limit]);
    return { seat, messages: messages.map((m) => ({ n: Number(m.n), code: m.code })), last: await this.last(game) };
  }

  async last(game: string): Promise<Record<Seat, number | null>> {
    const rows = await this.db.query<{ seat: Seat; n: number }>('SELECT seat, max(n) AS n FROM relay_messages WHERE game = $1 GROUP BY seat', [game]);
    const out: Record<Seat, number | null> = { host: null, guest: null };
    for (const r of rows) out[r.seat] = Number(r.n);
    return out;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    await this.db.close();
  }
}
