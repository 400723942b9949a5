import { randomBytes, webcrypto } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db';
import { RelayRefused, ownerOf, tokenHash, type Mailboxes } from './store';
import { RELAY_GAME, RELAY_TOKEN, type Seat } from './api';
import { PACE_NAMES, type PaceName } from './paceApi';
import {
  OPEN_ID,
  OPEN_KEY,
  OPEN_NAME_MAX,
  OPEN_NOTE_MAX,
  OPEN_PAGE,
  OPEN_RAW_MAX,
  OPEN_SCENARIO,
  OPEN_VARIANT_KEY,
  OPEN_VARIANTS_MAX,
  cleanText,
  textLength,
  type OpenList,
  type OpenListing,
  type OpenPost,
  type OpenSide,
  type OpenState,
  type OpenStatus,
  type OpenTake,
  type OpenTaken,
} from './openApi';

// Open games on the relay (issue 49.1; docs/relay.md, "Open games"). A host lists a game it made
// (its invitation already in the mailbox); the list is public; the first to take the free seat
// gets it, in one statement, so two takers never both do. The listing holds no capability: the
// taker sends the guest capability it derived with the host's public key (ECDH, in the browser:
// src/remote/openGames.ts), and the relay makes the game's guest seat that capability's, keeping
// only its hash as for every seat. Listing makes the guest seat's first capability (the one made
// with the game) open nothing any more, so the seat is only ever the taker's.
// Every rate is counted in the database (the posting and taking addresses' hashes, by the relay's
// clock) under an advisory lock per address, so every relay process on it counts the same.

export interface OpenLimits {
  /** Games one address may list an hour. */
  openPerAddressPerHour: number;
  /** Games one address may have listed (open) at once. */
  openListedPerAddress: number;
  /** Games listed (open) at once in all. */
  openListedTotal: number;
  /** Seats one address may take an hour. */
  openTakesPerAddressPerHour: number;
  /** A listing nobody takes expires after this many seconds. */
  openSeconds: number;
}

export const OPEN_DEFAULTS: OpenLimits = {
  openPerAddressPerHour: 6,
  openListedPerAddress: 3,
  openListedTotal: 1000,
  openTakesPerAddressPerHour: 30,
  openSeconds: 7 * 86_400,
};

/** The advisory lock's first key (the relay's migrations hold 7_451_020 alone). */
const LOCK = 7_451_049;
const HOUR_MS = 3_600_000;
/** How long a list answer is reused by this process (its own writes drop it at once). */
const LIST_CACHE_MS = 2000;

const conflict = (message: string) => new RelayRefused('conflict', 409, `conflict: ${message}`);
const bad = (message: string) => new RelayRefused('badRequest', 400, `bad request: ${message}`);

/** Whether `key` is a point of P-256 (an uncompressed public key), as Web Crypto reads it. */
async function isPublicKey(key: string): Promise<boolean> {
  if (!OPEN_KEY.test(key)) return false;
  try {
    await webcrypto.subtle.importKey('raw', Buffer.from(key, 'base64url'), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}

/** A note or name, cleaned, or refused naming its bound. */
function bounded(text: string, max: number, what: string): string {
  const t = cleanText(text.slice(0, OPEN_RAW_MAX));
  const n = textLength(t);
  if (n > max) throw bad(`${what} is at most ${max} characters (this one has ${n})`);
  return t;
}

const num = (v: unknown): number => Number(v ?? 0);

export class OpenGames {
  private cached: { at: number; wall: number; list: OpenList } | null = null;
  private expirer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly limits: OpenLimits,
    private readonly now: () => number,
    private readonly mailboxes: Mailboxes,
  ) {}

  /** Looks for listings past their week every `everyMs` (0: never; the first look at once). */
  start(everyMs: number): void {
    if (everyMs <= 0) return;
    const run = () => void this.expire().catch((e: unknown) => console.error(`relay: expiring open games failed (${(e as Error).message})`));
    this.expirer = setInterval(run, everyMs);
    this.expirer.unref();
    run();
  }
  close(): void {
    if (this.expirer) clearInterval(this.expirer);
  }

  /** Lists `game` (the host's): its invitation must be on the relay, its guest seat not yet used, and the poster within its rates. */
  async post(game: string, address: string, body: OpenPost): Promise<{ id: string; expires: number }> {
    const note = bounded(body.note, OPEN_NOTE_MAX, 'a note');
    const name = bounded(body.name, OPEN_NAME_MAX, 'a name');
    const variants = Object.entries(body.variants);
    if (variants.length > OPEN_VARIANTS_MAX || variants.some(([k, v]) => !OPEN_VARIANT_KEY.test(k) || typeof v !== 'boolean'))
      throw bad(`variants are at most ${OPEN_VARIANTS_MAX} rule variants' keys, each on (true) or off (false)`);
    if (!(await isPublicKey(body.key))) throw bad('key is not a P-256 public key (65 bytes, uncompressed, base64url)');
    const owner = ownerOf(address);
    const id = randomBytes(16).toString('hex');
    const now = this.now();
    const l = this.limits;
    const r = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [LOCK, owner]);
      const rows = await tx.query<Record<string, unknown>>(
        `
        WITH g AS (SELECT id, finished_at FROM relay_games WHERE id = $1::text FOR UPDATE),
        sent AS (SELECT count(*) FILTER (WHERE seat = 'host') AS host, count(*) FILTER (WHERE seat = 'guest') AS guest FROM relay_messages WHERE game = $1::text),
        had AS (SELECT count(*) AS n FROM relay_open WHERE game = $1::text),
        hour AS (SELECT count(*) AS n FROM relay_open WHERE owner = $2::text AND posted_ms > $3::bigint - ${HOUR_MS}),
        mine AS (SELECT count(*) AS n FROM relay_open WHERE owner = $2::text AND taken_ms IS NULL AND withdrawn_ms IS NULL AND expires_ms > $3::bigint),
        total AS (SELECT count(*) AS n FROM relay_open WHERE taken_ms IS NULL AND withdrawn_ms IS NULL AND expires_ms > $3::bigint),
        ins AS (
          INSERT INTO relay_open (id, game, owner, scenario, side, variants, note, name, host_key, posted_ms, expires_ms)
          SELECT $4::text, $1::text, $2::text, $5::text, $6::text, $7::text, $8::text, $9::text, $10::text, $3::bigint, $3::bigint + $11::bigint
          FROM g WHERE g.finished_at IS NULL AND (SELECT host FROM sent) > 0 AND (SELECT guest FROM sent) = 0 AND (SELECT n FROM had) = 0
            AND (SELECT n FROM hour) < $12::int AND (SELECT n FROM mine) < $13::int AND (SELECT n FROM total) < $14::int
          RETURNING id),
        seat AS (UPDATE relay_games SET guest_hash = '-', touched_at = now() WHERE id = $1::text AND EXISTS (SELECT 1 FROM ins) RETURNING id)
        SELECT (SELECT count(*) FROM g) AS found, (SELECT finished_at FROM g) IS NOT NULL AS finished, (SELECT host FROM sent) AS host,
          (SELECT guest FROM sent) AS guest, (SELECT n FROM had) AS had, (SELECT n FROM hour) AS hour, (SELECT n FROM mine) AS mine,
          (SELECT n FROM total) AS total, (SELECT count(*) FROM seat) AS listed`,
        [
          game,
          owner,
          now,
          id,
          body.scenario,
          body.side,
          JSON.stringify(Object.fromEntries(variants)),
          note,
          name,
          body.key,
          l.openSeconds * 1000,
          l.openPerAddressPerHour,
          l.openListedPerAddress,
          l.openListedTotal,
        ],
      );
      return rows[0]!;
    });
    if (num(r.listed) === 1) {
      this.cached = null;
      // The guest seat's first capability opens nothing now: forget it if this process had met it.
      this.mailboxes.forgetSeats(game);
      return { id, expires: now + l.openSeconds * 1000 };
    }
    if (num(r.found) !== 1) throw new RelayRefused('wrongCapability', 403, 'wrong capability: this token does not open this game');
    if (r.finished === true) throw conflict('this game is over; it cannot be listed');
    if (num(r.had) > 0) throw conflict('this game has been listed already (a game is listed once)');
    if (num(r.guest) > 0) throw conflict('the other seat has joined this game already: it has no free seat to list');
    if (num(r.host) === 0) throw conflict("the game's invitation is not on the relay yet: list it once the invitation is posted");
    if (num(r.hour) >= l.openPerAddressPerHour)
      throw new RelayRefused('rateLimited', 429, `rate limited: at most ${l.openPerAddressPerHour} open games listed an hour from one address`);
    if (num(r.mine) >= l.openListedPerAddress)
      throw new RelayRefused('rateLimited', 429, `rate limited: at most ${l.openListedPerAddress} open games listed at once from one address`);
    throw new RelayRefused('quotaExceeded', 413, `quota exceeded: this relay lists at most ${l.openListedTotal} open games at once; try again later`);
  }

  /** Where `game`'s listing stands, for its host (the taker's public key once taken). */
  async status(game: string): Promise<OpenStatus> {
    const rows = await this.db.query<{ id: string; taken_ms: unknown; withdrawn_ms: unknown; expires_ms: unknown; taker_key: string | null }>(
      'SELECT id, taken_ms, withdrawn_ms, expires_ms, taker_key FROM relay_open WHERE game = $1',
      [game],
    );
    const o = rows[0];
    if (!o) return { open: null };
    const state: OpenState = o.taken_ms !== null ? 'taken' : o.withdrawn_ms !== null ? 'withdrawn' : num(o.expires_ms) <= this.now() ? 'expired' : 'open';
    return { open: { id: o.id, state, expires: num(o.expires_ms), takerKey: state === 'taken' ? o.taker_key : null } };
  }

  /** The host takes its listing back (an expired one too); the game is then over, and kept for less time. */
  async withdraw(game: string): Promise<void> {
    const rows = await this.db.query<{ id: string }>(
      'UPDATE relay_open SET withdrawn_ms = coalesce(withdrawn_ms, $2::bigint) WHERE game = $1::text AND taken_ms IS NULL RETURNING id',
      [game, this.now()],
    );
    if (!rows.length) {
      const s = await this.status(game);
      throw conflict(s.open ? 'a player has taken this game already: it is theirs to play' : 'this game is not listed');
    }
    this.cached = null;
    await this.mailboxes.finish(game);
  }

  /** The open games, newest first (at most OPEN_PAGE): what anyone may see. */
  async list(): Promise<OpenList> {
    const now = this.now();
    const c = this.cached;
    // Reused for a moment (of the relay's clock and the wall's: the tests move the first by days), unless a listing in it has expired since.
    if (c && now - c.at >= 0 && now - c.at < LIST_CACHE_MS && Date.now() - c.wall < LIST_CACHE_MS && c.list.games.every((g) => g.expires > now)) return c.list;
    const rows = await this.db.query<{
      id: string;
      scenario: string;
      side: OpenSide;
      variants: string;
      note: string;
      name: string;
      posted_ms: unknown;
      expires_ms: unknown;
      host_key: string;
      pace: string | null;
    }>(
      `SELECT o.id, o.scenario, o.side, o.variants, o.note, o.name, o.posted_ms, o.expires_ms, o.host_key, p.pace
       FROM relay_open o LEFT JOIN relay_pace p ON p.game = o.game
       WHERE o.taken_ms IS NULL AND o.withdrawn_ms IS NULL AND o.expires_ms > $1::bigint
       ORDER BY o.posted_ms DESC, o.id LIMIT $2::int`,
      [now, OPEN_PAGE],
    );
    const games = rows.map(
      (r): OpenListing => ({
        id: r.id,
        scenario: r.scenario,
        side: r.side,
        pace: (PACE_NAMES as readonly string[]).includes(r.pace ?? '') ? (r.pace as PaceName) : 'none',
        variants: JSON.parse(r.variants) as Record<string, boolean>,
        note: r.note,
        name: r.name,
        posted: num(r.posted_ms),
        expires: num(r.expires_ms),
        key: r.host_key,
      }),
    );
    const list = { games, now };
    this.cached = { at: now, wall: Date.now(), list };
    return list;
  }

  /**
   * Takes listing `id`'s free seat for the capability `take.token`: in one statement the listing
   * is marked taken (only if it is still open) and the game's guest seat becomes that
   * capability's, so of two takers at once the second finds it taken and gets nothing.
   */
  async take(id: string, address: string, take: OpenTake): Promise<OpenTaken> {
    if (!(await isPublicKey(take.key))) throw bad('key is not a P-256 public key (65 bytes, uncompressed, base64url)');
    const taker = ownerOf(address);
    const now = this.now();
    const l = this.limits;
    const r = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [LOCK, taker]);
      const rows = await tx.query<Record<string, unknown>>(
        `
        WITH hour AS (SELECT count(*) AS n FROM relay_open WHERE taker = $2::text AND taken_ms > $3::bigint - ${HOUR_MS}),
        t AS (
          UPDATE relay_open SET taken_ms = $3::bigint, taker = $2::text, taker_key = $4::text
          WHERE id = $1::text AND taken_ms IS NULL AND withdrawn_ms IS NULL AND expires_ms > $3::bigint AND (SELECT n FROM hour) < $6::int
          RETURNING game),
        g AS (UPDATE relay_games SET guest_hash = $5::text, touched_at = now() WHERE id = (SELECT game FROM t) RETURNING id),
        s AS (SELECT taken_ms, withdrawn_ms, expires_ms FROM relay_open WHERE id = $1::text)
        SELECT (SELECT id FROM g) AS game, (SELECT n FROM hour) AS hour, (SELECT count(*) FROM s) AS found,
          (SELECT taken_ms FROM s) AS taken, (SELECT withdrawn_ms FROM s) AS withdrawn, (SELECT expires_ms FROM s) AS expires`,
        [id, taker, now, take.key, tokenHash(take.token), l.openTakesPerAddressPerHour],
      );
      return rows[0]!;
    });
    if (typeof r.game === 'string') {
      this.cached = null;
      this.mailboxes.forgetSeats(r.game);
      return { game: r.game };
    }
    if (num(r.found) !== 1) throw conflict('no open game has this id (it may have been taken, withdrawn or expired and removed)');
    if (r.withdrawn !== null) throw conflict('its host has withdrawn this game');
    if (r.taken === null && num(r.expires) <= now) throw conflict('this game expired: nobody took it within a week');
    if (r.taken === null && num(r.hour) >= l.openTakesPerAddressPerHour)
      throw new RelayRefused('rateLimited', 429, `rate limited: at most ${l.openTakesPerAddressPerHour} open games taken an hour from one address`);
    // Taken before this statement, or by another taker whose statement committed while this one waited for the row.
    throw conflict('another player has taken this seat already');
  }

  /** Marks the games whose listing expired untaken as over (their mailboxes then go as finished games do). */
  async expire(): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE relay_games SET finished_at = now() WHERE finished_at IS NULL AND id IN (
         SELECT game FROM relay_open WHERE taken_ms IS NULL AND withdrawn_ms IS NULL AND expires_ms <= $1::bigint) RETURNING id`,
      [this.now()],
    );
    if (rows.length) this.cached = null;
    return rows.length;
  }
}

// ---- the requests (registered inside the relay's prefix: its rate limit, refusals and log apply) ----

const gameParam = { type: 'object', required: ['game'], properties: { game: { type: 'string', pattern: RELAY_GAME.source } } } as const;
const idParam = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: OPEN_ID.source } } } as const;

const PostSchema = {
  type: 'object',
  required: ['scenario', 'side', 'variants', 'note', 'name', 'key'],
  additionalProperties: false,
  properties: {
    scenario: { type: 'string', pattern: OPEN_SCENARIO.source },
    side: { type: 'string', enum: ['federal', 'confederate'] },
    variants: {
      type: 'object',
      maxProperties: OPEN_VARIANTS_MAX,
      propertyNames: { pattern: OPEN_VARIANT_KEY.source },
      additionalProperties: { type: 'boolean' },
    },
    note: { type: 'string', maxLength: OPEN_RAW_MAX },
    name: { type: 'string', maxLength: OPEN_RAW_MAX },
    key: { type: 'string', pattern: OPEN_KEY.source },
  },
} as const;

const TakeSchema = {
  type: 'object',
  required: ['key', 'token'],
  additionalProperties: false,
  properties: { key: { type: 'string', pattern: OPEN_KEY.source }, token: { type: 'string', pattern: RELAY_TOKEN.source } },
} as const;

export function openRoutes(
  relay: FastifyInstance,
  deps: { open(): Promise<{ mailboxes: Mailboxes; openGames: OpenGames }>; bearer(req: FastifyRequest): string | undefined },
): void {
  /** The host's seat of `game`, or refused (the guest's capability lists nothing). */
  const host = async (req: FastifyRequest<{ Params: { game: string } }>): Promise<OpenGames> => {
    const { mailboxes, openGames } = await deps.open();
    const seat: Seat = await mailboxes.seatOf(req.params.game, deps.bearer(req));
    if (seat !== 'host') throw new RelayRefused('wrongCapability', 403, "wrong capability: only the host's capability lists a game or withdraws it");
    return openGames;
  };

  relay.get('/open', async (): Promise<OpenList> => (await deps.open()).openGames.list());

  relay.put<{ Params: { game: string }; Body: OpenPost }>('/games/:game/open', { schema: { params: gameParam, body: PostSchema } }, async (req, reply) => {
    const listed = await (await host(req)).post(req.params.game, req.ip, req.body);
    return reply.code(201).send(listed);
  });

  relay.get<{ Params: { game: string } }>('/games/:game/open', { schema: { params: gameParam } }, async (req) => (await host(req)).status(req.params.game));

  relay.delete<{ Params: { game: string } }>('/games/:game/open', { schema: { params: gameParam } }, async (req) => {
    await (await host(req)).withdraw(req.params.game);
    return { withdrawn: true };
  });

  relay.post<{ Params: { id: string }; Body: OpenTake }>('/open/:id/take', { schema: { params: idParam, body: TakeSchema } }, async (req, reply) => {
    const taken = await (await deps.open()).openGames.take(req.params.id, req.ip, req.body);
    return reply.code(201).send(taken);
  });
}
