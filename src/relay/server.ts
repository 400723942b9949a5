import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { openPglite, openPostgres, preparePgliteFolder } from './db';

/** scripts/start.mjs makes the embedded database's template with it (`npm ci`, through --build-only). */
export { makePgliteTemplate } from './db';

/**
 * `npm ci` (through scripts/start.mjs --build-only) prepares the relay's own folder: a copy of
 * the template with the schema in it, so that `npm start` opens it as quickly as at any later
 * start (issue 33.1).
 */
export async function prepareEmbeddedDatabase(dataDir: string, templateDir: string, migrationsDir = defaultMigrations()): Promise<void> {
  await preparePgliteFolder(dataDir, templateDir);
  const db = await openPglite(dataDir);
  try {
    await migrate(db, readMigrations(migrationsDir));
  } finally {
    await db.close();
  }
}
import { migrate, readMigrations } from './migrate';
import { Mailboxes, RelayRefused, maxMessageNumber, type StoreLimits } from './store';
import { CHAT_DEFAULTS, chatRoutes, type ChatLimits } from './chat';
import { rematchRoutes } from './rematch';
import { spectatorRoutes } from './spectators';
import { PaceBook, type PaceLimits } from './pace';
import { Notifier, type NotifyLimits, type NotifyOptions } from './notify';
import { paceAsked, registerPaceRoutes, type PaceParts } from './paceRoutes';
import { OPEN_DEFAULTS, OpenGames, openRoutes, type OpenLimits } from './openGames';
import { lazyValidators } from './lazyValidators';
import {
  CLOSE_RESTARTING,
  RELAY_GAME,
  RELAY_PATH,
  RELAY_TOKEN,
  STATUS_MAX_GAMES,
  type ClientFrame,
  type GameStatus,
  type RelayErrorCode,
  type ServerFrame,
  type StatusAnswer,
  type StatusQuery,
} from './api';

// `npm start`'s server: the game's built files and, on the same port, the relay (docs/relay.md):
// a mailbox per game holding the sealed messages each player sent, in order, pushed to the other
// player over a WebSocket (or read by long-polling). It holds no secret and decides nothing; the
// clients check every message (docs/remote-play.md). The database opens in the background as
// soon as the server listens (scripts/start.mjs asks for it), never in the way of the start screen.

export interface RelayLimits extends StoreLimits, ChatLimits, PaceLimits, NotifyLimits, OpenLimits {
  /** Relay requests per address per minute (reads, posts, WebSocket upgrades). */
  perAddressPerMinute: number;
  /** Open WebSockets per address (in each relay process). */
  socketsPerAddress: number;
  /** Longest a long-poll read waits, in seconds. */
  longPollSeconds: number;
}

const DAY = 86_400;
export const DEFAULT_LIMITS: RelayLimits = {
  maxMessageChars: 262_144,
  maxMessagesPerGame: 4000,
  maxCharsPerGame: 32 * 1024 * 1024,
  maxBytesPerAddress: 256 * 1024 * 1024,
  maxBytesTotal: 16 * 1024 * 1024 * 1024,
  idleGameSeconds: 60 * DAY,
  finishedGameSeconds: 7 * DAY,
  perAddressPerMinute: 1200,
  createsPerAddressPerHour: 60,
  socketsPerAddress: 32,
  gameBurst: 60,
  gamePerSecond: 2,
  longPollSeconds: 25,
  ...CHAT_DEFAULTS,
  livePaceSeconds: 600,
  presenceGraceSeconds: 30,
  notifyAllowPrivate: 0,
  notifyTimeoutMs: 5000,
  notifyMinSeconds: 60,
  notifyCheckSeconds: 30,
  ...OPEN_DEFAULTS,
};

export interface ServerOptions {
  /** The built game to serve at / (none: the relay only). */
  staticDir?: string | null;
  /** Where the embedded PostgreSQL keeps its files (used when no databaseUrl). */
  dataDir: string;
  /** Where the embedded database's template is kept (a new folder starts from it in under a second instead of 5-7 s of initdb); none: initdb. */
  pgliteTemplateDir?: string | null;
  /** How often games idle past their time are deleted, in ms (0: never). */
  expireEveryMs?: number;

  /** Any PostgreSQL server, e.g. process.env.DATABASE_URL. */
  databaseUrl?: string | null;
  migrationsDir?: string;
  limits?: Partial<RelayLimits>;
  /** One line per relay request (route pattern, status, time: never a token or a message). */
  log?: ((line: string) => void) | null;
  /** How often the relay looks for messages another process stored (a lost NOTIFY). */
  pollMs?: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** The relay's clock for paces and notifications, ms since 1970 (tests move it by days). */
  now?: () => number;
  /** Notifications to absent players: the SMTP server, the address key, the public address (notify.ts). */
  notify?: Omit<NotifyOptions, 'limits' | 'log'>;
  /**
   * Start opening the database at once, while the server's own code (Fastify and its plugins)
   * loads, rather than at the first request (`npm start`: issue 44.6). The embedded one opens in
   * a worker thread of its own, so this thread is not held up by it.
   */
  openDatabaseAtOnce?: boolean;
}

export interface RelayServer {
  app: FastifyInstance;
  /** The mailboxes, opening the database if it is not open yet. */
  mailboxes(): Promise<Mailboxes>;
  /** Whether the database has been opened. */
  readonly opened: boolean;
  /** The paces and notifications (opening the database if it is not open yet). */
  paceParts(): Promise<PaceParts>;
  /** The open games (issue 49.1), opening the database if it is not open yet. */
  openGames(): Promise<OpenGames>;
  /**
   * The first step of stopping: relay requests from now on are refused as `unavailable` (the
   * relay is restarting), long-polls answer at once, and every WebSocket is closed with
   * CLOSE_RESTARTING, which the clients take as "connect again shortly". Requests already
   * being served finish.
   */
  drain(): void;
  /** Closes the WebSockets left and the database. */
  close(): Promise<void>;
}

function defaultMigrations(): string {
  for (const rel of ['./migrations/', '../src/relay/migrations/']) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error('relay: the migrations folder is missing');
}

const refusal = (error: RelayErrorCode, message: string) => ({ error, message });

export async function createRelayServer(opts: ServerOptions): Promise<RelayServer> {
  const limits: RelayLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  let opening: Promise<Mailboxes> | null = null;
  let store: Mailboxes | null = null;
  let paced: PaceParts | null = null;
  let listed: OpenGames | null = null;
  let draining = false;
  const mailboxes = (): Promise<Mailboxes> => {
    opening ??= (async () => {
      const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir, { templateDir: opts.pgliteTemplateDir });
      await migrate(db, readMigrations(opts.migrationsDir ?? defaultMigrations()));
      const m = new Mailboxes(db, limits, opts.pollMs ?? 1000);
      await m.init(opts.expireEveryMs ?? 0);
      const pace = new PaceBook(db, limits, opts.now ?? Date.now);
      const notifier = new Notifier(db, pace, { ...opts.notify, limits, log: opts.log, everyMs: opts.notify?.everyMs ?? limits.notifyCheckSeconds * 1000 });
      await notifier.init();
      paced = { pace, notifier };
      listed = new OpenGames(db, limits, opts.now ?? Date.now, m);
      listed.start(opts.expireEveryMs ?? 0);
      opts.log?.(`relay: database open (${db.kind === 'pglite' ? `embedded PostgreSQL in ${opts.dataDir}` : 'PostgreSQL server from DATABASE_URL'})`);
      store = m;
      return m;
    })();
    // A failed opening is tried again by the next request.
    opening.catch((e) => {
      opts.log?.(`relay: database unavailable (${(e as Error).message})`);
      opening = null;
    });
    return opening;
  };
  const open = async (): Promise<Mailboxes> => {
    try {
      return await mailboxes();
    } catch {
      throw new RelayRefused('unavailable', 503, 'relay unavailable: its database cannot be opened just now; try again shortly');
    }
  };
  if (opts.openDatabaseAtOnce) void mailboxes().catch(() => undefined);
  // Fastify and its plugins load side by side, and only here: the database's worker thread has
  // started (above) before this thread spends its time on them.
  const [Fastify, fastifyStatic, rateLimit, websocket] = await Promise.all([
    import('fastify').then((m) => m.default),
    opts.staticDir ? import('@fastify/static').then((m) => m.default) : null,
    import('@fastify/rate-limit').then((m) => m.default),
    import('@fastify/websocket').then((m) => m.default),
  ]);
  // No type coercion: a number sent as the string "0" is a bad request, not 0. Behind a proxy, the
  // client's address is the one the proxy added last to X-Forwarded-For (one trusted hop): the
  // entries before it are whatever the client wrote.
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    schemaController: { compilersFactory: { buildValidator: lazyValidators() } },
    trustProxy: opts.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: limits.maxMessageChars + 4096,
  });

  if (opts.staticDir && fastifyStatic) {
    await app.register(fastifyStatic, { root: opts.staticDir, prefix: '/', index: 'index.html', dotfiles: 'deny' });
  }

  const sockets = new Map<string, number>();
  const live = new Set<WebSocket>();
  /** Long-polls waiting, each ended at once by drain(). */
  const polls = new Set<() => void>();
  const restarting = (): RelayRefused => new RelayRefused('unavailable', 503, 'relay restarting: try again in a few seconds');

  await app.register(
    async (relay) => {
      await relay.register(rateLimit, {
        global: true,
        max: limits.perAddressPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_req, ctx) => ({
          statusCode: 429,
          ...refusal('rateLimited', `rate limited: at most ${ctx.max} relay requests a minute from one address; retry in ${ctx.after}`),
        }),
      });
      await relay.register(websocket, { options: { maxPayload: 4096 } });
      // While stopping, nothing new starts: the client retries (the relay is back in a few seconds).
      relay.addHook('onRequest', async (_req, reply) => {
        if (draining) {
          void reply.header('connection', 'close');
          throw restarting();
        }
      });

      relay.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown; error?: string }, _req, reply) => {
        if (err instanceof RelayRefused) return reply.code(err.status).send(refusal(err.error, err.message));
        if (err.statusCode === 429) return reply.code(429).send(refusal('rateLimited', err.message));
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return reply.code(413).send(refusal('tooLarge', `message too large: the relay takes at most ${limits.maxMessageChars} characters`));
        if (err.validation || (err.statusCode && err.statusCode < 500)) return reply.code(400).send(refusal('badRequest', `bad request: ${err.message}`));
        opts.log?.(`relay: error ${err.message}`);
        return reply.code(500).send(refusal('unavailable', 'relay error: try again shortly'));
      });
      if (opts.log) {
        const log = opts.log;
        relay.addHook('onResponse', async (req, reply) => {
          log(`relay ${req.method} ${req.routeOptions.url ?? '?'} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)}ms`);
        });
      }

      const bearer = (req: FastifyRequest): string | undefined => {
        const h = req.headers.authorization;
        return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
      };
      const gameParam = { type: 'object', required: ['game'], properties: { game: { type: 'string', pattern: RELAY_GAME.source } } } as const;
      // A message's number (and a cursor) is bounded by what a game can reach (store.ts maxMessageNumber).
      const maxN = maxMessageNumber(limits);
      const cursorOf = (text: string | undefined, name: string): number => {
        if (text === undefined) return -1;
        const v = /^(-1|0|[1-9][0-9]{0,9})$/.test(text) ? Number(text) : NaN;
        if (!(v >= -1 && v <= maxN)) throw new RelayRefused('badRequest', 400, `bad request: ${name} is a whole number from -1 to ${maxN}`);
        return v;
      };

      // For a load balancer: 200 when this process serves (its database open and answering), 503
      // while it opens, when its database does not answer, and while it stops.
      relay.get('/health', async (_req, reply) => {
        let database: string = store ? store.db.kind : opening ? 'opening' : 'not opened yet';
        if (store) {
          try {
            await store.db.query('SELECT 1');
          } catch {
            database = 'unavailable';
          }
        }
        const ok = !!store && database !== 'unavailable' && !draining;
        return reply.code(ok ? 200 : 503).send({ ok, database, draining });
      });

      // New games an hour per address: counted in the database (store.ts), over every relay process.
      relay.post('/games', async (req, reply) => {
        const pace = paceAsked(req.body);
        const created = await (await open()).create(req.ip);
        await paced!.pace.created(created.game, pace);
        return reply.code(201).send(created);
      });

      relay.get<{ Params: { game: string }; Querystring: { after?: string; wait?: string } }>(
        '/games/:game',
        {
          schema: {
            params: gameParam,
            querystring: {
              type: 'object',
              properties: { after: { type: 'string', maxLength: 12 }, wait: { type: 'string', pattern: '^[0-9]{1,3}(\\.[0-9]{1,3})?$' } },
            },
          },
        },
        async (req, reply) => {
          const after = cursorOf(req.query.after, 'after');
          const m = await open();
          const seat = await m.seatOf(req.params.game, bearer(req));
          let r = await m.read(req.params.game, seat, after);
          const wait = Math.min(Number(req.query.wait ?? 0), limits.longPollSeconds);
          // A long-poll in flight: the seat is connected (no notification, 34.1) until its answer is sent or dropped.
          if (wait > 0) {
            paced!.pace.opened(req.params.game, seat);
            reply.raw.once('close', () => paced!.pace.closed(req.params.game, seat));
          }
          // Long-poll: answer as soon as a message for this seat arrives (NOTIFY or polling), when
          // the wait is over, or at once when the relay stops.
          const until = Date.now() + wait * 1000;
          let gone = false;
          reply.raw.once('close', () => {
            gone = true;
          }); // the client gave up
          while (!r.messages.length && !gone && !draining && Date.now() < until) {
            await new Promise<void>((done) => {
              const timer = setTimeout(finish, until - Date.now());
              const stop = m.watch(req.params.game, (news) => {
                if (news.from !== seat) finish();
              });
              reply.raw.once('close', finish);
              polls.add(finish);
              function finish() {
                clearTimeout(timer);
                stop();
                reply.raw.off('close', finish);
                polls.delete(finish);
                done();
              }
            });
            if (!gone) r = await m.read(req.params.game, seat, after);
          }
          return r;
        },
      );

      relay.post<{ Params: { game: string }; Body: { n: number; code: string } }>(
        '/games/:game/messages',
        {
          schema: {
            params: gameParam,
            body: {
              type: 'object',
              required: ['n', 'code'],
              additionalProperties: false,
              properties: { n: { type: 'integer', minimum: 0, maximum: maxN }, code: { type: 'string', pattern: '^SD1\\.[A-Za-z0-9_-]+$' } },
            },
          },
        },
        async (req, reply) => {
          const m = await open();
          const seat = await m.seatOf(req.params.game, bearer(req));
          const r = await m.post(req.params.game, seat, req.body.n, req.body.code);
          // The other seat's move begins (34.6), and it may be told so (34.1).
          if (!r.duplicate) {
            await paced!.pace.posted(req.params.game, seat);
            paced!.notifier.kick();
          }
          return reply.code(r.duplicate ? 200 : 201).send({ stored: true, duplicate: r.duplicate });
        },
      );

      // A player's list of games (issue 34.2): where each stands, for the capabilities the browser
      // holds, in one request. Each game is answered on its own (a wrong or expired capability
      // refuses that game only), and the whole list is bounded before any database work.
      relay.post<{ Body: StatusQuery }>(
        '/status',
        {
          schema: {
            body: {
              type: 'object',
              required: ['games'],
              additionalProperties: false,
              properties: {
                games: {
                  type: 'array',
                  maxItems: STATUS_MAX_GAMES,
                  items: {
                    type: 'object',
                    required: ['game', 'token'],
                    additionalProperties: false,
                    properties: { game: { type: 'string', pattern: RELAY_GAME.source }, token: { type: 'string', pattern: RELAY_TOKEN.source } },
                  },
                },
              },
            },
          },
        },
        async (req): Promise<StatusAnswer> => {
          const m = await open();
          const games: GameStatus[] = [];
          for (const g of req.body.games) games.push(await m.status(g.game, g.token));
          return { games };
        },
      );

      // Either seat says the game is over: its mailbox is then kept for less time (docs/relay.md).
      relay.post<{ Params: { game: string } }>('/games/:game/finished', { schema: { params: gameParam } }, async (req) => {
        const m = await open();
        await m.seatOf(req.params.game, bearer(req));
        await m.finish(req.params.game);
        return { finished: true };
      });

      // The players' chat, sealed end to end (issue 34.3): src/relay/chat.ts.
      chatRoutes(relay, { open, bearer, limits });
      rematchRoutes(relay, { open, bearer });
      // Open games (issue 49.1): the public list, a host's listing, and taking the free seat.
      openRoutes(relay, {
        open: async () => {
          const mailboxes = await open();
          return { mailboxes, openGames: listed! };
        },
        bearer,
      });
      spectatorRoutes(relay, {
        open,
        bearer,
        onDrain: (fn) => {
          polls.add(fn);
          return () => polls.delete(fn);
        },
        longPollSeconds: limits.longPollSeconds,
        maxN,
      });

      // The push: the first frame must be a hello with the token; then every message for this seat.
      relay.get<{ Params: { game: string } }>('/games/:game/ws', { websocket: true, schema: { params: gameParam } }, (socket, req) => {
        const ip = req.ip;
        const send = (f: ServerFrame) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(f));
        };
        if (draining) {
          socket.close(CLOSE_RESTARTING, 'relay restarting');
          return;
        }
        const n = (sockets.get(ip) ?? 0) + 1;
        if (n > limits.socketsPerAddress) {
          send({ type: 'error', ...refusal('rateLimited', `rate limited: at most ${limits.socketsPerAddress} open connections from one address`) });
          socket.close(1008, 'rate limited');
          return;
        }
        sockets.set(ip, n);
        live.add(socket);
        let stop: (() => void) | null = null;
        let present: (() => void) | null = null;
        const hello = setTimeout(() => socket.close(1008, 'no hello'), 10_000);
        const ping = setInterval(() => {
          if (socket.readyState === socket.OPEN) socket.ping();
        }, 25_000);
        socket.on('close', () => {
          clearTimeout(hello);
          clearInterval(ping);
          stop?.();
          present?.();
          live.delete(socket);
          const left = (sockets.get(ip) ?? 1) - 1;
          if (left > 0) sockets.set(ip, left);
          else sockets.delete(ip);
        });
        socket.once('message', (raw) => {
          clearTimeout(hello);
          void (async () => {
            let f: ClientFrame;
            try {
              f = JSON.parse(String(raw)) as ClientFrame;
            } catch {
              f = {} as ClientFrame;
            }
            if (f?.type !== 'hello' || typeof f.token !== 'string' || !Number.isInteger(f.after) || f.after < -1 || f.after > maxN) {
              send({
                type: 'error',
                ...refusal('badRequest', `bad request: the first frame must be {"type":"hello","token":…,"after":N} with N a whole number from -1 to ${maxN}`),
              });
              socket.close(1008, 'bad hello');
              return;
            }
            const m = await open();
            const seat = await m.seatOf(req.params.game, f.token);
            let cursor = f.after;
            send({ type: 'welcome', seat, last: await m.last(req.params.game) });
            if (socket.readyState === socket.OPEN) {
              paced!.pace.opened(req.params.game, seat);
              present = () => paced!.pace.closed(req.params.game, seat);
            }
            // One read at a time; a wake during a read asks for one more.
            let busy = false,
              again = false;
            const pump = async (): Promise<void> => {
              if (busy) {
                again = true;
                return;
              }
              busy = true;
              try {
                do {
                  again = false;
                  const msgs = await m.messages(req.params.game, seat, cursor);
                  for (const msg of msgs) {
                    send({ type: 'message', n: msg.n, code: msg.code });
                    cursor = msg.n;
                  }
                  if (msgs.length === 200) again = true;
                } while (again && socket.readyState === socket.OPEN);
              } finally {
                busy = false;
              }
            };
            // Only a message from the other seat is news for this one; one stored by this process
            // right after what this socket has is sent as it is, without reading it back.
            stop = m.watch(req.params.game, (news) => {
              if (news.from === seat || (news.n !== null && news.n <= cursor)) return;
              if (news.stored && !busy && news.stored.prevTop <= cursor) {
                send({ type: 'message', n: news.n!, code: news.stored.code });
                cursor = news.n!;
                return;
              }
              void pump().catch(() => undefined);
            });
            if (socket.readyState !== socket.OPEN) stop();
            await pump();
          })().catch((e: unknown) => {
            const r = e instanceof RelayRefused ? e : new RelayRefused('unavailable', 503, 'relay error: try again shortly');
            send({ type: 'error', ...refusal(r.error, r.message) });
            socket.close(r.status === 503 ? 1011 : 1008, r.error);
          });
        });
      });
      registerPaceRoutes(relay, {
        parts: async () => {
          await open();
          return paced!;
        },
        seat: async (req) => (await open()).seatOf(req.params.game, bearer(req)),
        limits,
        gameParam,
        finish: async (game) => (await open()).finish(game),
      });
    },
    { prefix: `/${RELAY_PATH}` },
  );

  return {
    app,
    mailboxes,
    get opened() {
      return store !== null;
    },
    async paceParts() {
      await mailboxes();
      return paced!;
    },
    async openGames() {
      await mailboxes();
      return listed!;
    },
    drain() {
      draining = true;
      for (const finish of [...polls]) finish();
      for (const s of live) s.close(CLOSE_RESTARTING, 'relay restarting');
    },
    async close() {
      draining = true;
      for (const finish of [...polls]) finish();
      for (const s of live) s.terminate();
      await app.close();
      const m = opening ? await opening.catch(() => null) : null;
      paced?.notifier.close();
      paced?.pace.close();
      await paced?.pace.settled(); // the last presence writes, before their database goes
      listed?.close();
      await m?.close();
    },
  };
}
