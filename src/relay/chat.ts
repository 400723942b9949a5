import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db';
import { RelayRefused, type Mailboxes } from './store';
import { RELAY_GAME, type Seat } from './api';
import { CHAT_IV, CHAT_MAX_CT, CHAT_PAGE, type ChatLine, type ChatPost, type ChatRead } from './chatApi';

// The players' chat on the relay (issue 34.3; docs/relay.md, "Chat"). Each line comes sealed by
// the sender's browser (AES-GCM under a key the relay never sees: it rides in the invitation
// link's fragment), so the relay stores an IV and a ciphertext and can read nothing. It bounds
// what it stores: a line's size, the lines a game holds, a seat's lines a minute (counted in the
// database, so one limit holds over every relay process), and the game's and its creator's
// storage quotas, which a line counts in like a turn.

export interface ChatLimits {
  /** Longest ciphertext of one line, in characters. */
  maxChatChars: number;
  /** Lines a game holds in all. */
  maxChatPerGame: number;
  /** Lines one seat may post in a minute. */
  chatPerMinute: number;
  /** Characters a game may hold in all (turns and chat): StoreLimits' own. */
  maxCharsPerGame: number;
  /** Storage of the games one address created: StoreLimits' own. */
  maxBytesPerAddress: number;
}

export const CHAT_DEFAULTS = { maxChatChars: CHAT_MAX_CT, maxChatPerGame: 2000, chatPerMinute: 30 };

/** What a line costs in the storage quotas: its ciphertext and IV. */
const costOf = (p: ChatPost): number => p.ct.length + p.iv.length;

/** Stores one line from `seat`; numbers rise per seat, and the same line again is taken once. */
export async function postChat(db: Db, limits: ChatLimits, game: string, seat: Seat, p: ChatPost): Promise<{ duplicate: boolean }> {
  if (p.ct.length > limits.maxChatChars)
    throw new RelayRefused('tooLarge', 413, `chat line too large: ${p.ct.length} characters sealed, the relay takes at most ${limits.maxChatChars}`);
  if (p.n >= limits.maxChatPerGame) throw new RelayRefused('badRequest', 400, `bad request: a chat line's number is from 0 to ${limits.maxChatPerGame - 1}`);
  const cost = costOf(p);
  const rows = await db.query<{
    found: string;
    top: number | null;
    same: string | null;
    inserted: string | null;
    lines: string;
    recent: string;
    bytes: string | null;
    mine: string | null;
  }>(
    `
    WITH g AS (SELECT bytes, owner FROM relay_games WHERE id = $1::text FOR UPDATE),
    top AS (SELECT max(n) AS n FROM relay_chat WHERE game = $1::text AND seat = $2::text),
    same AS (SELECT iv || '.' || ct AS line FROM relay_chat WHERE game = $1::text AND seat = $2::text AND n = $3::int),
    cnt AS (SELECT count(*) AS n FROM relay_chat WHERE game = $1::text),
    recent AS (SELECT count(*) AS n FROM relay_chat WHERE game = $1::text AND seat = $2::text AND stored_at > now() - interval '60 seconds'),
    mine AS (SELECT coalesce((SELECT bytes FROM relay_usage WHERE owner = (SELECT owner FROM g)), 0) AS bytes),
    ins AS (
      INSERT INTO relay_chat (game, seat, n, iv, ct)
      SELECT $1::text, $2::text, $3::int, $4::text, $5::text FROM g, top, cnt, recent, mine
      WHERE NOT EXISTS (SELECT 1 FROM same) AND (top.n IS NULL OR $3::int > top.n)
        AND cnt.n < $6::int AND recent.n < $7::int AND g.bytes + $8::bigint <= $9::bigint AND mine.bytes + $8::bigint <= $10::bigint
      RETURNING id),
    upd AS (UPDATE relay_games SET bytes = bytes + $8::bigint, touched_at = now() WHERE id = $1::text AND EXISTS (SELECT 1 FROM ins)),
    used AS (UPDATE relay_usage SET bytes = bytes + $8::bigint WHERE owner = (SELECT owner FROM g) AND EXISTS (SELECT 1 FROM ins))
    SELECT (SELECT count(*) FROM g) AS found, (SELECT n FROM top) AS top, (SELECT line FROM same) AS same, (SELECT id FROM ins) AS inserted,
      (SELECT n FROM cnt) AS lines, (SELECT n FROM recent) AS recent, (SELECT bytes FROM g) AS bytes, (SELECT bytes FROM mine) AS mine`,
    [game, seat, p.n, p.iv, p.ct, limits.maxChatPerGame, limits.chatPerMinute, cost, limits.maxCharsPerGame, limits.maxBytesPerAddress],
  );
  const r = rows[0]!;
  if (Number(r.found) !== 1) throw new RelayRefused('wrongCapability', 403, 'wrong capability: this token does not open this game');
  if (r.inserted !== null) return { duplicate: false };
  if (r.same !== null) {
    if (r.same === `${p.iv}.${p.ct}`) return { duplicate: true };
    throw new RelayRefused('conflict', 409, `conflict: chat line ${p.n} from this seat is already stored with other content`);
  }
  if (r.top !== null && p.n <= Number(r.top))
    throw new RelayRefused('outOfOrder', 409, `out of order: chat line ${p.n} comes after line ${r.top} from this seat`);
  if (Number(r.lines) >= limits.maxChatPerGame)
    throw new RelayRefused('mailboxFull', 413, `mailbox full: a game holds at most ${limits.maxChatPerGame} chat lines`);
  if (Number(r.recent) >= limits.chatPerMinute)
    throw new RelayRefused('rateLimited', 429, `rate limited: at most ${limits.chatPerMinute} chat lines a minute from one seat; wait a moment`);
  if (Number(r.bytes ?? 0) + cost > limits.maxCharsPerGame)
    throw new RelayRefused('mailboxFull', 413, `mailbox full: a game holds at most ${limits.maxCharsPerGame} characters`);
  throw new RelayRefused(
    'quotaExceeded',
    413,
    `quota exceeded: the games created from this address hold ${Number(r.mine ?? 0)} bytes and may hold at most ${limits.maxBytesPerAddress}`,
  );
}

/** The lines of each seat numbered above that seat's cursor, oldest first. */
export async function readChat(db: Db, game: string, after: Record<Seat, number>): Promise<ChatLine[]> {
  const rows = await db.query<ChatLine>(
    `SELECT seat, n, iv, ct FROM relay_chat WHERE game = $1 AND ((seat = 'host' AND n > $2) OR (seat = 'guest' AND n > $3)) ORDER BY id LIMIT $4`,
    [game, after.host, after.guest, CHAT_PAGE],
  );
  return rows.map((r) => ({ seat: r.seat, n: Number(r.n), iv: r.iv, ct: r.ct }));
}

/** The chat's two requests, under the relay's prefix (its rate limit, refusals and log apply). */
export function chatRoutes(
  relay: FastifyInstance,
  deps: { open(): Promise<Mailboxes>; bearer(req: FastifyRequest): string | undefined; limits: ChatLimits },
): void {
  const { limits } = deps;
  const gameParam = { type: 'object', required: ['game'], properties: { game: { type: 'string', pattern: RELAY_GAME.source } } } as const;
  const cursor = (text: string | undefined, name: string): number => {
    if (text === undefined) return -1;
    const v = /^(-1|0|[1-9][0-9]{0,9})$/.test(text) ? Number(text) : NaN;
    if (!(v >= -1 && v < limits.maxChatPerGame))
      throw new RelayRefused('badRequest', 400, `bad request: ${name} is a whole number from -1 to ${limits.maxChatPerGame - 1}`);
    return v;
  };

  relay.post<{ Params: { game: string }; Body: ChatPost }>(
    '/games/:game/chat',
    {
      schema: {
        params: gameParam,
        body: {
          type: 'object',
          required: ['n', 'iv', 'ct'],
          additionalProperties: false,
          // The ciphertext's length is checked by the handler, to refuse a long one as tooLarge.
          properties: {
            n: { type: 'integer', minimum: 0, maximum: 99_999 },
            iv: { type: 'string', pattern: CHAT_IV.source },
            ct: { type: 'string', pattern: '^[A-Za-z0-9_-]{24,}$' },
          },
        },
      },
    },
    async (req, reply) => {
      const m = await deps.open();
      const seat = await m.seatOf(req.params.game, deps.bearer(req));
      const r = await postChat(m.db, limits, req.params.game, seat, req.body);
      return reply.code(r.duplicate ? 200 : 201).send({ stored: true, duplicate: r.duplicate });
    },
  );

  relay.get<{ Params: { game: string }; Querystring: { host?: string; guest?: string } }>(
    '/games/:game/chat',
    {
      schema: {
        params: gameParam,
        querystring: { type: 'object', properties: { host: { type: 'string', maxLength: 12 }, guest: { type: 'string', maxLength: 12 } } },
      },
    },
    async (req): Promise<ChatRead> => {
      const after = { host: cursor(req.query.host, 'host'), guest: cursor(req.query.guest, 'guest') };
      const m = await deps.open();
      const seat = await m.seatOf(req.params.game, deps.bearer(req));
      return { seat, lines: await readChat(m.db, req.params.game, after) };
    },
  );
}
