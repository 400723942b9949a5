import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RelayRefused, tokenHash, type Mailboxes } from './store';
import { RELAY_GAME, type RelayMessage, type WatchRead } from './api';

// Spectators (issue 34.5, docs/relay.md): the host may make a third capability for its game, a
// read-only one. Its token's hash is kept like the seats' (the token itself never); it reads the
// messages of both seats, in the game's order, and posts nothing: every seat's request refuses it
// as `readOnly` (store.ts). What it reads is what the players' messages hold, and those hold no
// sealed record, salt or dice secret before its reveal (docs/remote-play.md); the spectator's
// client checks the chain and rebuilds the public game (src/remote/spectator.ts).

interface Routes {
  open(): Promise<Mailboxes>;
  bearer(req: FastifyRequest): string | undefined;
  /** Calls `fn` when the relay stops (a long-poll answers at once); returns the way to stop listening. */
  onDrain(fn: () => void): () => void;
  longPollSeconds: number;
  maxN: number;
}

const gameParam = { type: 'object', required: ['game'], properties: { game: { type: 'string', pattern: RELAY_GAME.source } } } as const;

const wrong = () => new RelayRefused('wrongCapability', 403, 'wrong capability: this token does not open this game');

/** Whether `token` is the spectator capability of `game`. */
async function spectates(m: Mailboxes, game: string, token: string | undefined): Promise<void> {
  if (!token)
    throw new RelayRefused('missingCapability', 401, "missing capability: this request needs the spectator link's token (Authorization: Bearer <token>)");
  const rows = await m.db.query<{ n: string }>('SELECT count(*) AS n FROM relay_games WHERE id = $1 AND spectator_hash = $2', [game, tokenHash(token)]);
  if (Number(rows[0]?.n ?? 0) !== 1) throw wrong();
}

async function both(m: Mailboxes, game: string, after: number): Promise<RelayMessage[]> {
  const rows = await m.db.query<RelayMessage>('SELECT n, code FROM relay_messages WHERE game = $1 AND n > $2 ORDER BY n LIMIT 200', [game, after]);
  return rows.map((r) => ({ n: Number(r.n), code: r.code }));
}

export function spectatorRoutes(relay: FastifyInstance, r: Routes): void {
  // The host makes (or makes again, which revokes the earlier link) the game's spectator link.
  relay.post<{ Params: { game: string } }>('/games/:game/spectators', { schema: { params: gameParam } }, async (req, reply) => {
    const m = await r.open();
    const seat = await m.seatOf(req.params.game, r.bearer(req));
    if (seat !== 'host') throw new RelayRefused('wrongCapability', 403, "wrong capability: only the host's capability makes a spectator link");
    const token = randomBytes(32).toString('base64url');
    await m.db.query('UPDATE relay_games SET spectator_hash = $2 WHERE id = $1', [req.params.game, tokenHash(token)]);
    return reply.code(201).send({ token });
  });

  relay.get<{ Params: { game: string }; Querystring: { after?: string; wait?: string } }>(
    '/games/:game/watch',
    {
      schema: {
        params: gameParam,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { after: { type: 'string', pattern: '^(-1|0|[1-9][0-9]{0,9})$' }, wait: { type: 'string', pattern: '^[0-9]{1,3}$' } },
        },
      },
    },
    async (req, reply): Promise<WatchRead> => {
      const after = Number(req.query.after ?? -1);
      if (after > r.maxN) throw new RelayRefused('badRequest', 400, `bad request: after is a whole number from -1 to ${r.maxN}`);
      const m = await r.open();
      const game = req.params.game;
      await spectates(m, game, r.bearer(req));
      let messages = await both(m, game, after);
      // A long-poll: answered as soon as either seat posts, when the wait is over, or when the relay stops.
      const until = Date.now() + Math.min(Number(req.query.wait ?? 0), r.longPollSeconds) * 1000;
      let gone = false;
      reply.raw.once('close', () => {
        gone = true;
      });
      while (!messages.length && !gone && Date.now() < until) {
        let stopDrain: () => void = () => undefined;
        const drained = await new Promise<boolean>((done) => {
          const timer = setTimeout(() => finish(false), until - Date.now());
          const stop = m.watch(game, () => finish(false));
          reply.raw.once('close', () => finish(false));
          stopDrain = r.onDrain(() => finish(true));
          function finish(d: boolean) {
            clearTimeout(timer);
            stop();
            stopDrain();
            done(d);
          }
        });
        if (drained || gone) break;
        messages = await both(m, game, after);
      }
      return { messages, last: await m.last(game) };
    },
  );
}
