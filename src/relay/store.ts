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

interface PostRow { messages: number | null; top: number | null; same: string | null; inserted: boolean }

/**
 * A new message may be there: from which seat and its number (null: unknown, look anyway), and
 * when this process stored it, the message itself and the number before it from that seat, so a
 * watcher already holding everything before it can pass it on without reading it back.
 */
export interface News { from: Seat | null; n: number | null; stored?: { code: string; prevTop: number } }
type Waker = (news: News) => void;

export class Mailboxes {
  private readonly waiters = new Map<string, Set<Waker>>();
  private lastSeenId = 0;
  private poller: NodeJS.Timeout | null = null;
  private closed = false;
  /** Seats by game and token hash: a token never changes, so each is looked up once. */
  private readonly seats = new Map<string, Seat>();

  constructor(readonly db: Db, private readonly limits: StoreLimits, pollMs: number) {
    // NOTIFY from any relay process on this database wakes the waiters of that game at once;
    // polling the newest rows catches whatever a lost notification missed.
    void db.listen(CHANNEL, (payload) => {
      const [game, seat, n] = payload.split(':');
      if (game) this.wake(game, { from: seat === 'host' || seat === 'guest' ? seat : null, n: n && /^\d+$/.test(n) ? Number(n) : null });
    })
      .catch((e) => console.error(`relay: LISTEN failed, polling only (${(e as Error).message})`));
    this.poller = setInterval(() => void this.poll().catch(() => undefined), pollMs);
    this.poller.unref();
  }

  async init(): Promise<void> {
    const r = await this.db.query<{ id: string | null }>('SELECT max(id) AS id FROM relay_messages');
    this.lastSeenId = Number(r[0]?.id ?? 0);
  }

  private async poll(): Promise<void> {
    if (this.closed) return;
    const rows = await this.db.query<{ id: string; game: string; seat: Seat }>('SELECT id, game, seat FROM relay_messages WHERE id > $1 ORDER BY id LIMIT 1000', [this.lastSeenId]);
    for (const r of rows) { this.lastSeenId = Math.max(this.lastSeenId, Number(r.id)); this.wake(r.game, { from: r.seat, n: null }); }
  }

  private wake(game: string, news: News): void {
    for (const w of [...(this.waiters.get(game) ?? [])]) w(news);
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
    const key = `${game}|${tokenHash(token)}`;
    const known = this.seats.get(key);
    if (known) return known;
    const seat = await this.lookUpSeat(game, token);
    if (this.seats.size > 50_000) this.seats.clear();
    this.seats.set(key, seat);
    return seat;
  }

  private async lookUpSeat(game: string, token: string): Promise<Seat> {
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
    let r: PostRow;
    try { r = await this.tryPost(game, seat, n, code); } catch (e) {
      // Two posts of one number at once: the second meets the first's row; ask again.
      if ((e as { code?: string }).code !== '23505') throw e;
      r = await this.tryPost(game, seat, n, code);
    }
    if (r.messages === null) throw new RelayRefused('wrongCapability', 403, 'wrong capability: this token does not open this game');
    if (r.inserted) {
      this.wake(game, { from: seat, n, stored: { code, prevTop: r.top ?? -1 } });
      return { duplicate: false };
    }
    if (r.same !== null) {
      if (r.same === code) return { duplicate: true };
      throw new RelayRefused('conflict', 409, `conflict: message ${n} from this seat is already stored with other content; a message once sent cannot be replaced`);
    }
    if (r.top !== null && n < r.top) throw new RelayRefused('outOfOrder', 409, `out of order: message ${n} comes after message ${r.top} from this seat`);
    if (r.messages + 1 > this.limits.maxMessagesPerGame) throw new RelayRefused('mailboxFull', 413, `mailbox full: a game holds at most ${this.limits.maxMessagesPerGame} messages`);
    throw new RelayRefused('mailboxFull', 413, `mailbox full: a game holds at most ${this.limits.maxCharsPerGame} characters`);
  }

  /**
   * One statement: lock the game's row, check the number and the limits, store, count, and
   * NOTIFY the other relays (on commit). It reports what it saw, and the caller names a refusal.
   */
  private async tryPost(game: string, seat: Seat, n: number, code: string): Promise<PostRow> {
    const rows = await this.db.query<{ messages: number | null; bytes: string | null; top: number | null; same: string | null; inserted: string | null }>(`
      WITH g AS (SELECT messages, bytes FROM relay_games WHERE id = $1::text FOR UPDATE),
      top AS (SELECT max(n) AS n FROM relay_messages WHERE game = $1::text AND seat = $2::text),
      same AS (SELECT code FROM relay_messages WHERE game = $1::text AND seat = $2::text AND n = $3::int),
      ins AS (
        INSERT INTO relay_messages (game, seat, n, code)
        SELECT $1::text, $2::text, $3::int, $4::text FROM g, top
        WHERE NOT EXISTS (SELECT 1 FROM same) AND (top.n IS NULL OR $3::int > top.n)
          AND g.messages < $5::int AND g.bytes + length($4::text) <= $6::bigint
        RETURNING id),
      upd AS (
        UPDATE relay_games SET messages = messages + 1, bytes = bytes + length($4::text), touched_at = now()
        WHERE id = $1::text AND EXISTS (SELECT 1 FROM ins)
        RETURNING pg_notify($7::text, $8::text))
      SELECT (SELECT messages FROM g) AS messages, (SELECT bytes FROM g) AS bytes, (SELECT n FROM top) AS top,
        (SELECT code FROM same) AS same, (SELECT id FROM ins) AS inserted, (SELECT count(*) FROM upd) AS notified`,
    [game, seat, n, code, this.limits.maxMessagesPerGame, this.limits.maxCharsPerGame, CHANNEL, `${game}:${seat}:${n}`]);
    const r = rows[0]!;
    return { messages: r.messages === null ? null : Number(r.messages), top: r.top === null ? null : Number(r.top), same: r.same, inserted: r.inserted !== null };
  }

  /** The messages for `seat` (those the other seat sent) numbered above `after`, and each seat's highest number. */
  async read(game: string, seat: Seat, after: number, limit = 200): Promise<MailboxRead> {
    return { seat, messages: await this.messages(game, seat, after, limit), last: await this.last(game) };
  }

  /** The messages for `seat` numbered above `after`, oldest first. */
  async messages(game: string, seat: Seat, after: number, limit = 200): Promise<RelayMessage[]> {
    const rows = await this.db.query<RelayMessage>('SELECT n, code FROM relay_messages WHERE game = $1 AND seat = $2 AND n > $3 ORDER BY n LIMIT $4', [game, otherSeat(seat), after, limit]);
    return rows.map((m) => ({ n: Number(m.n), code: m.code }));
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
