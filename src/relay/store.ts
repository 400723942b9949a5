import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import { otherSeat, type CreatedGame, type GameStatus, type MailboxRead, type RelayErrorCode, type RelayMessage, type Seat } from './api';

// The mailboxes, on PostgreSQL. The store keeps only what carrying needs: per game the hashes of
// the two capability tokens, and the messages each seat sent, in its order. It never reads a
// message: a code is stored and handed on as the text it came as.

const CHANNEL = 'sea_devils_relay';

export class RelayRefused extends Error {
  constructor(
    readonly error: RelayErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface StoreLimits {
  /** Longest message code accepted, in characters. */
  maxMessageChars: number;
  /** Messages a game may hold in all (a Campaign takes about 70); see maxMessageNumber for their numbers. */
  maxMessagesPerGame: number;
  /** Characters a game may hold in all. */
  maxCharsPerGame: number;
  /** Storage of the games one address created (their codes' characters, and GAME_BYTES a game). */
  maxBytesPerAddress: number;
  /** Storage of all games together. */
  maxBytesTotal: number;
  /** A game nobody has posted to for this long is deleted, in seconds. */
  idleGameSeconds: number;
  /** A game a seat said is over, once nobody has posted to it for this long, in seconds. */
  finishedGameSeconds: number;
  /** Messages a game may post: a burst, then so many per second. */
  gameBurst: number;
  gamePerSecond: number;
  /** Games an address may create per hour. */
  createsPerAddressPerHour: number;
}

/** How far before its previous look the relay looks again for messages another process stored, in seconds (a commit may come a little after its row's time). */
const POLL_WINDOW_S = 2;
/** A code this short rides in its NOTIFY (PostgreSQL takes payloads under 8,000 bytes). */
const NOTIFY_CODE_CHARS = 7000;

/**
 * The highest number a message may have (issue 44.5). A seat's numbers must rise, and what it
 * posts next needs a number above its last while the game has room for a message; so a number
 * may run ahead of the messages the game holds by at most maxMessagesPerGame (a game carried
 * online after turns by file, or refilled after a restore from an older backup, numbers its
 * messages from where it stands, not from 0), and is below twice that. Then whenever the mailbox
 * can take a message, the seat that last posted the highest number it might still has a higher
 * one it may post: no post can leave its own seat unable to post again.
 */
export const maxMessageNumber = (l: Pick<StoreLimits, 'maxMessagesPerGame'>): number => 2 * l.maxMessagesPerGame - 1;

/** What a game costs in the storage quotas before any message (its row; migrations/003_quotas.sql counts the same). */
export const GAME_BYTES = 1024;

/** The address a game is counted against, as the database keeps it: a hash, never the address. */
export const ownerOf = (address: string): string => createHash('sha256').update(`sea-devils-relay-address|${address}`).digest('hex').slice(0, 32);

export const tokenHash = (token: string): string => createHash('sha256').update(`sea-devils-relay|${token}`).digest('hex');
const days = (seconds: number): string => (seconds % 86_400 === 0 ? `${seconds / 86_400} days` : `${seconds} s`);
const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

interface PostRow {
  messages: number | null;
  bytes: number;
  top: number | null;
  same: string | null;
  inserted: boolean;
  tokens: number;
  mine: number;
}

/**
 * A new message may be there: from which seat and its number (null: unknown, look anyway), and
 * when this process stored it, the message itself and the number before it from that seat, so a
 * watcher already holding everything before it can pass it on without reading it back.
 */
export interface News {
  from: Seat | null;
  n: number | null;
  stored?: { code: string; prevTop: number };
}
type Waker = (news: News) => void;

export class Mailboxes {
  private readonly waiters = new Map<string, Set<Waker>>();
  /** Messages already seen by polling (id → when), forgotten once older than the window. */
  private readonly seen = new Map<string, number>();
  /** When the previous look was made (the database's clock), or null. */
  private polledAt: unknown = null;
  private poller: NodeJS.Timeout | null = null;
  private expirer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Seats by game and token hash: a token never changes, so each is looked up once. */
  private readonly seats = new Map<string, Seat>();

  constructor(
    readonly db: Db,
    private readonly limits: StoreLimits,
    pollMs: number,
  ) {
    // NOTIFY from any relay process on this database wakes the waiters of that game at once;
    // polling the newest rows catches whatever a lost notification missed.
    // The payload is game:seat:n:prevTop[:code] (a code short enough rides along, so the process
    // holding the other player's WebSocket pushes it without reading it back; codes hold no ':').
    void db
      .listen(CHANNEL, (payload) => {
        const [game, seat, n, prevTop, code] = payload.split(':');
        if (!game || !this.waiters.has(game)) return;
        const num = n && /^\d+$/.test(n) ? Number(n) : null;
        const prev = prevTop && /^-?\d+$/.test(prevTop) ? Number(prevTop) : null;
        this.wake(game, {
          from: seat === 'host' || seat === 'guest' ? seat : null,
          n: num,
          stored: code && num !== null && prev !== null ? { code, prevTop: prev } : undefined,
        });
      })
      .catch((e) => console.error(`relay: LISTEN failed, polling only (${(e as Error).message})`));
    this.poller = setInterval(() => void this.poll().catch(() => undefined), pollMs);
    this.poller.unref();
  }

  /**
   * The storage of all games, as this process knows it: the sum over the addresses, read every
   * few seconds (so that other relay processes' writes count), plus what this process wrote
   * since. Kept out of the write itself: one row every post updated would make every post on
   * every process wait for the one before it to commit.
   */
  private total = 0;
  private totaller: NodeJS.Timeout | null = null;

  private async refreshTotal(): Promise<void> {
    const r = await this.db.query<{ bytes: string | null }>('SELECT sum(bytes) AS bytes FROM relay_usage');
    this.total = Number(r[0]?.bytes ?? 0);
  }

  /** What may still be written before the storage of all games passes its limit (at least -1). */
  private totalAllowance(): number {
    return Math.max(-1, this.limits.maxBytesTotal - this.total);
  }

  /** `expireEveryMs`: how often idle games are looked for (0: never; the first look is at once). */
  async init(expireEveryMs = 0): Promise<void> {
    await this.refreshTotal();
    this.totaller = setInterval(() => void this.refreshTotal().catch(() => undefined), 5000);
    this.totaller.unref();
    if (expireEveryMs > 0) {
      const run = () => void this.expireAll().catch((e: unknown) => console.error(`relay: deleting idle games failed (${(e as Error).message})`));
      this.expirer = setInterval(run, expireEveryMs);
      this.expirer.unref();
      run();
    }
  }

  /** Every idle game, a batch at a time (a bounded number of batches a call). */
  private async expireAll(): Promise<void> {
    for (let i = 0; i < 100 && !this.closed; i++) if ((await this.expire()) < 1000) return;
  }

  /**
   * The messages stored in the last few seconds, by any process: a game watched here hears of
   * each once, whether or not its NOTIFY came. (Ids are not enough: a row with a smaller id may
   * commit after a larger one, so the look goes by time and remembers what it saw.)
   */
  private async poll(): Promise<void> {
    if (this.closed || !this.waiters.size) {
      this.polledAt = null;
      return;
    }
    // From a little before the previous look (the database's own clock) to now.
    const rows = await this.db.query<{ id: string | null; game: string | null; seat: Seat | null; n: number | null; at: unknown }>(
      `
      WITH t AS (SELECT now() AS at)
      SELECT m.id, m.game, m.seat, m.n, t.at FROM t LEFT JOIN LATERAL (
        SELECT id, game, seat, n FROM relay_messages WHERE stored_at > coalesce($1::timestamptz, t.at) - make_interval(secs => $2) ORDER BY id LIMIT 10000) m ON true`,
      [this.polledAt, POLL_WINDOW_S],
    );
    const t = Date.now();
    for (const r of rows) {
      if (r.id === null || r.game === null) continue;
      const id = String(r.id);
      if (this.seen.has(id)) continue;
      this.seen.set(id, t);
      if (this.waiters.has(r.game)) this.wake(r.game, { from: r.seat, n: Number(r.n) });
    }
    this.polledAt = rows[0]?.at ?? null;
    for (const [id, at] of this.seen) {
      if (t - at < 60_000) break;
      this.seen.delete(id);
    }
  }

  private wake(game: string, news: News): void {
    for (const w of [...(this.waiters.get(game) ?? [])]) w(news);
  }

  /** Calls `fn` whenever a message may have arrived for `game`; returns the way to stop. */
  watch(game: string, fn: Waker): () => void {
    let set = this.waiters.get(game);
    if (!set) this.waiters.set(game, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size) this.waiters.delete(game);
    };
  }

  /** A new game, counted against `address`'s quota; refused by name when a quota is full. */
  async create(address = ''): Promise<CreatedGame> {
    const game = randomBytes(16).toString('hex');
    const host = randomBytes(32).toString('base64url');
    const guest = randomBytes(32).toString('base64url');
    const owner = ownerOf(address);
    const rows = await this.db.query<{ created: string; mine: string | null; recent: string }>(
      `
      WITH mine AS (SELECT bytes FROM relay_usage WHERE owner = $4::text),
      recent AS (SELECT count(*) AS n FROM relay_games WHERE owner = $4::text AND created_at > now() - interval '1 hour'),
      ok AS (SELECT 1 WHERE (SELECT n FROM recent) < $7::int AND coalesce((SELECT bytes FROM mine), 0) + $5::bigint <= $6::bigint AND $5::bigint <= $8::bigint),
      ins AS (INSERT INTO relay_games (id, host_hash, guest_hash, owner) SELECT $1::text, $2::text, $3::text, $4::text FROM ok RETURNING id),
      used AS (
        INSERT INTO relay_usage (owner, bytes, games) SELECT $4::text, $5::bigint, 1 FROM ins
        ON CONFLICT (owner) DO UPDATE SET bytes = relay_usage.bytes + excluded.bytes, games = relay_usage.games + 1)
      SELECT (SELECT count(*) FROM ins) AS created, (SELECT bytes FROM mine) AS mine, (SELECT n FROM recent) AS recent`,
      [game, tokenHash(host), tokenHash(guest), owner, GAME_BYTES, this.limits.maxBytesPerAddress, this.limits.createsPerAddressPerHour, this.totalAllowance()],
    );
    const r = rows[0]!;
    if (Number(r.created) === 1) this.total += GAME_BYTES;
    if (Number(r.recent) >= this.limits.createsPerAddressPerHour)
      throw new RelayRefused('rateLimited', 429, `rate limited: at most ${this.limits.createsPerAddressPerHour} new games an hour from one address`);
    if (Number(r.created) !== 1) throw this.quotaRefusal(Number(r.mine ?? 0), GAME_BYTES, 'a new game');
    return { game, host, guest };
  }

  private quotaRefusal(mine: number, adding: number, what: string): RelayRefused {
    if (mine + adding > this.limits.maxBytesPerAddress) {
      return new RelayRefused(
        'quotaExceeded',
        413,
        `quota exceeded: the games created from this address hold ${mine} bytes and may hold at most ${this.limits.maxBytesPerAddress}; ${what} would pass it (games idle for ${days(this.limits.idleGameSeconds)} are deleted, finished ones after ${days(this.limits.finishedGameSeconds)})`,
      );
    }
    return new RelayRefused(
      'quotaExceeded',
      413,
      `quota exceeded: this relay holds as much as it may (${this.limits.maxBytesTotal} bytes in all); ${what} cannot be stored until idle games are deleted`,
    );
  }

  /** A seat says the game is over: it is kept `finishedGameSeconds` after its last post instead of `idleGameSeconds`. */
  /** Where a game stands for the holder of one of its capabilities (its last numbers, last activity, finished). */
  async status(game: string, token: string): Promise<GameStatus> {
    try {
      const seat = await this.seatOf(game, token);
      const rows = await this.db.query<{ touched_at: Date | string; finished_at: Date | string | null }>(
        'SELECT touched_at, finished_at FROM relay_games WHERE id = $1',
        [game],
      );
      const row = rows[0];
      // Expired between the capability check (cached) and now: as an unknown game.
      if (!row) throw new RelayRefused('wrongCapability', 403, 'wrong capability: this token does not open this game');
      return { game, ok: true, seat, last: await this.last(game), touchedAt: new Date(row.touched_at).toISOString(), finished: row.finished_at !== null };
    } catch (e) {
      if (e instanceof RelayRefused) return { game, ok: false, error: e.error, message: e.message };
      throw e;
    }
  }

  async finish(game: string): Promise<void> {
    await this.db.query('UPDATE relay_games SET finished_at = coalesce(finished_at, now()), touched_at = now() WHERE id = $1', [game]);
  }

  /**
   * Deletes the games idle past their time (finished ones sooner) with their messages, and gives
   * their storage back to the quotas; at most `batch` games a call. Returns how many went.
   */
  async expire(batch = 1000): Promise<number> {
    const rows = await this.db.query<{ n: string }>(
      `
      WITH gone AS (
        DELETE FROM relay_games WHERE id IN (
          SELECT id FROM relay_games
          WHERE (finished_at IS NULL AND touched_at < now() - make_interval(secs => $1::double precision))
             OR (finished_at IS NOT NULL AND touched_at < now() - make_interval(secs => $2::double precision))
          LIMIT $3::int FOR UPDATE SKIP LOCKED)
        RETURNING owner, bytes),
      per AS (SELECT owner, sum(bytes) + count(*) * $4::bigint AS b, count(*) AS n FROM gone GROUP BY owner),
      used AS (UPDATE relay_usage u SET bytes = u.bytes - per.b, games = u.games - per.n FROM per WHERE u.owner = per.owner)
      SELECT count(*) AS n FROM gone`,
      [this.limits.idleGameSeconds, this.limits.finishedGameSeconds, batch, GAME_BYTES],
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n) {
      await this.db.query('DELETE FROM relay_usage WHERE games <= 0');
      await this.refreshTotal();
      this.seats.clear(); // a deleted game's tokens open nothing any more
    }
    return n;
  }

  /** The storage counted against `address` and in all, in bytes. */
  async usage(address: string): Promise<{ mine: number; total: number }> {
    const rows = await this.db.query<{ bytes: string }>('SELECT bytes FROM relay_usage WHERE owner = $1', [ownerOf(address)]);
    await this.refreshTotal();
    return { mine: Number(rows[0]?.bytes ?? 0), total: this.total };
  }

  /** The seat a token opens in a game; an unknown game and a wrong token are refused alike. */
  async seatOf(game: string, token: string | undefined): Promise<Seat> {
    if (!token)
      throw new RelayRefused('missingCapability', 401, "missing capability: this request needs the game's link token (Authorization: Bearer <token>)");
    const key = `${game}|${tokenHash(token)}`;
    const known = this.seats.get(key);
    if (known) return known;
    const seat = await this.lookUpSeat(game, token);
    if (this.seats.size > 50_000) this.seats.clear();
    this.seats.set(key, seat);
    return seat;
  }

  private async lookUpSeat(game: string, token: string): Promise<Seat> {
    const rows = await this.db.query<{ host_hash: string; guest_hash: string; spectator_hash: string | null }>(
      'SELECT host_hash, guest_hash, spectator_hash FROM relay_games WHERE id = $1',
      [game],
    );
    const h = tokenHash(token);
    const row = rows[0];
    if (row && sameHash(h, row.host_hash)) return 'host';
    if (row && sameHash(h, row.guest_hash)) return 'guest';
    // A spectator's link reads both seats (spectators.ts) and opens no seat (issue 34.5).
    if (row?.spectator_hash && sameHash(h, row.spectator_hash))
      throw new RelayRefused('readOnly', 403, "read only: a spectator's link follows this game but cannot post to it or act for a seat");
    throw new RelayRefused('wrongCapability', 403, 'wrong capability: this token does not open this game');
  }

  /**
   * Stores a message from `seat`. Numbers must rise; the same message posted again is accepted
   * once more without a second copy (a client re-sending after a lost answer).
   */
  async post(game: string, seat: Seat, n: number, code: string): Promise<{ duplicate: boolean }> {
    if (code.length > this.limits.maxMessageChars)
      throw new RelayRefused('tooLarge', 413, `message too large: ${code.length} characters, the relay takes at most ${this.limits.maxMessageChars}`);
    const top = maxMessageNumber(this.limits);
    if (!Number.isInteger(n) || n < 0 || n > top)
      throw new RelayRefused(
        'badRequest',
        400,
        `bad request: a message's number is from 0 to ${top} (a game holds at most ${this.limits.maxMessagesPerGame} messages)`,
      );
    let r: PostRow;
    try {
      r = await this.tryPost(game, seat, n, code);
    } catch (e) {
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
      throw new RelayRefused(
        'conflict',
        409,
        `conflict: message ${n} from this seat is already stored with other content; a message once sent cannot be replaced`,
      );
    }
    if (r.top !== null && n < r.top) throw new RelayRefused('outOfOrder', 409, `out of order: message ${n} comes after message ${r.top} from this seat`);
    if (n > r.messages + this.limits.maxMessagesPerGame)
      throw new RelayRefused(
        'outOfOrder',
        409,
        `out of order: message ${n} runs ahead of this game's ${r.messages} messages by more than ${this.limits.maxMessagesPerGame}, which would leave this seat no number to post with while the game has room`,
      );
    if (r.messages + 1 > this.limits.maxMessagesPerGame)
      throw new RelayRefused('mailboxFull', 413, `mailbox full: a game holds at most ${this.limits.maxMessagesPerGame} messages`);
    if (r.bytes + code.length > this.limits.maxCharsPerGame)
      throw new RelayRefused('mailboxFull', 413, `mailbox full: a game holds at most ${this.limits.maxCharsPerGame} characters`);
    if (r.tokens < 1)
      throw new RelayRefused(
        'rateLimited',
        429,
        `rate limited: this game posts too fast (at most ${this.limits.gameBurst} at once, then ${this.limits.gamePerSecond} a second); retry in ${Math.ceil((1 - r.tokens) / this.limits.gamePerSecond)} s`,
      );
    throw this.quotaRefusal(r.mine, code.length, 'this message');
  }

  /**
   * One statement: lock the game's row, check the number, the game's limits, its post rate and
   * the storage quotas, then store, count, and NOTIFY the other relays (on commit). Nothing is
   * written unless every check passes; it reports what it saw, and the caller names a refusal.
   */
  private async tryPost(game: string, seat: Seat, n: number, code: string): Promise<PostRow> {
    const l = this.limits;
    const rows = await this.db.query<{
      messages: number | null;
      bytes: string | null;
      top: number | null;
      same: string | null;
      inserted: string | null;
      tokens: number | null;
      mine: string | null;
    }>(
      `
      WITH g AS (SELECT messages, bytes, owner, rate_tokens, rate_at FROM relay_games WHERE id = $1::text FOR UPDATE),
      rate AS (SELECT least($9::double precision, coalesce(g.rate_tokens, $9::double precision) + extract(epoch FROM now() - coalesce(g.rate_at, now())) * $10::double precision) AS tokens FROM g),
      top AS (SELECT max(n) AS n FROM relay_messages WHERE game = $1::text AND seat = $2::text),
      same AS (SELECT code FROM relay_messages WHERE game = $1::text AND seat = $2::text AND n = $3::int),
      mine AS (SELECT coalesce((SELECT bytes FROM relay_usage WHERE owner = (SELECT owner FROM g)), 0) AS bytes),
      ins AS (
        INSERT INTO relay_messages (game, seat, n, code)
        SELECT $1::text, $2::text, $3::int, $4::text FROM g, top, rate, mine
        WHERE NOT EXISTS (SELECT 1 FROM same) AND (top.n IS NULL OR $3::int > top.n) AND $3::int <= g.messages + $5::int
          AND g.messages < $5::int AND g.bytes + length($4::text) <= $6::bigint AND rate.tokens >= 1
          AND mine.bytes + length($4::text) <= $11::bigint AND length($4::text) <= $12::bigint
        RETURNING id),
      upd AS (
        UPDATE relay_games SET messages = messages + 1, bytes = bytes + length($4::text), touched_at = now(),
          rate_tokens = (SELECT tokens FROM rate) - 1, rate_at = now()
        WHERE id = $1::text AND EXISTS (SELECT 1 FROM ins)
        RETURNING pg_notify($7::text, $8::text || ':' || coalesce((SELECT n FROM top), -1) || CASE WHEN length($4::text) <= $13::int THEN ':' || $4::text ELSE '' END)),
      used AS (
        UPDATE relay_usage SET bytes = bytes + length($4::text)
        WHERE owner = (SELECT owner FROM g) AND EXISTS (SELECT 1 FROM ins))
      SELECT (SELECT messages FROM g) AS messages, (SELECT bytes FROM g) AS bytes, (SELECT n FROM top) AS top,
        (SELECT code FROM same) AS same, (SELECT id FROM ins) AS inserted, (SELECT count(*) FROM upd) AS notified,
        (SELECT tokens FROM rate) AS tokens, (SELECT bytes FROM mine) AS mine`,
      [
        game,
        seat,
        n,
        code,
        l.maxMessagesPerGame,
        l.maxCharsPerGame,
        CHANNEL,
        `${game}:${seat}:${n}`,
        l.gameBurst,
        l.gamePerSecond,
        l.maxBytesPerAddress,
        this.totalAllowance(),
        NOTIFY_CODE_CHARS,
      ],
    );
    const r = rows[0]!;
    if (r.inserted !== null) this.total += code.length;
    return {
      messages: r.messages === null ? null : Number(r.messages),
      bytes: Number(r.bytes ?? 0),
      top: r.top === null ? null : Number(r.top),
      same: r.same,
      inserted: r.inserted !== null,
      tokens: Number(r.tokens ?? 0),
      mine: Number(r.mine ?? 0),
    };
  }

  /** The messages for `seat` (those the other seat sent) numbered above `after`, and each seat's highest number. */
  async read(game: string, seat: Seat, after: number, limit = 200): Promise<MailboxRead> {
    return { seat, messages: await this.messages(game, seat, after, limit), last: await this.last(game) };
  }

  /** The messages for `seat` numbered above `after`, oldest first. */
  async messages(game: string, seat: Seat, after: number, limit = 200): Promise<RelayMessage[]> {
    const rows = await this.db.query<RelayMessage>('SELECT n, code FROM relay_messages WHERE game = $1 AND seat = $2 AND n > $3 ORDER BY n LIMIT $4', [
      game,
      otherSeat(seat),
      after,
      limit,
    ]);
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
    if (this.expirer) clearInterval(this.expirer);
    if (this.totaller) clearInterval(this.totaller);
    if (this.poller) clearInterval(this.poller);
    await this.db.close();
  }
}
