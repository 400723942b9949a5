import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RelayRefused, type Mailboxes } from './store';
import { REMATCH_SEALED, RELAY_GAME, type RematchState, type Seat } from './api';

// A rematch at the end of a game (issue 34.4, docs/relay.md): either seat leaves one offer in the
// game's mailbox, the other seat accepts or declines it. The offer is sealed by the offering
// client (src/remote/rematch.ts) under a key the relay never keeps: it holds the new game's
// capability for the other player, so the relay stores and hands on text it cannot read, as it
// does the messages. One offer per game: a seat may replace its own, or make one once the last
// is answered; an offer waiting on this seat must be answered first.

interface Routes {
  open(): Promise<Mailboxes>;
  bearer(req: FastifyRequest): string | undefined;
}

const gameParam = { type: 'object', required: ['game'], properties: { game: { type: 'string', pattern: RELAY_GAME.source } } } as const;

async function readRematch(m: Mailboxes, game: string): Promise<RematchState> {
  const rows = await m.db.query<{ seat: Seat; sealed: string; answer: 'accepted' | 'declined' | null }>(
    'SELECT seat, sealed, answer FROM relay_rematch WHERE game = $1',
    [game],
  );
  const r = rows[0];
  return { offer: r ? { from: r.seat, sealed: r.sealed, answer: r.answer } : null };
}

async function offerRematch(m: Mailboxes, game: string, seat: Seat, sealed: string): Promise<void> {
  const rows = await m.db.query<{ game: string }>(
    `INSERT INTO relay_rematch (game, seat, sealed) SELECT $1::text, $2::text, $3::text WHERE EXISTS (SELECT 1 FROM relay_games WHERE id = $1::text)
     ON CONFLICT (game) DO UPDATE SET seat = excluded.seat, sealed = excluded.sealed, answer = NULL, made_at = now()
     WHERE relay_rematch.answer IS NOT NULL OR relay_rematch.seat = excluded.seat
     RETURNING game`,
    [game, seat, sealed],
  );
  if (!rows.length) throw new RelayRefused('conflict', 409, 'conflict: the other player has offered a rematch already; accept or decline it first');
}

async function answerRematch(m: Mailboxes, game: string, seat: Seat, accept: boolean): Promise<void> {
  const rows = await m.db.query<{ game: string }>('UPDATE relay_rematch SET answer = $3 WHERE game = $1 AND seat <> $2 AND answer IS NULL RETURNING game', [
    game,
    seat,
    accept ? 'accepted' : 'declined',
  ]);
  if (!rows.length) throw new RelayRefused('conflict', 409, 'conflict: no rematch offered by the other player waits for an answer');
}

/** The three requests, under the relay's prefix (server.ts registers them). */
export function rematchRoutes(relay: FastifyInstance, r: Routes): void {
  relay.get<{ Params: { game: string } }>('/games/:game/rematch', { schema: { params: gameParam } }, async (req): Promise<RematchState> => {
    const m = await r.open();
    await m.seatOf(req.params.game, r.bearer(req));
    return readRematch(m, req.params.game);
  });
  relay.post<{ Params: { game: string }; Body: { sealed: string } }>(
    '/games/:game/rematch',
    {
      schema: {
        params: gameParam,
        body: {
          type: 'object',
          required: ['sealed'],
          additionalProperties: false,
          properties: { sealed: { type: 'string', pattern: REMATCH_SEALED.source } },
        },
      },
    },
    async (req, reply) => {
      const m = await r.open();
      const seat = await m.seatOf(req.params.game, r.bearer(req));
      await offerRematch(m, req.params.game, seat, req.body.sealed);
      return reply.code(201).send({ offered: true });
    },
  );
  relay.post<{ Params: { game: string }; Body: { accept: boolean } }>(
    '/games/:game/rematch/answer',
    {
      schema: {
        params: gameParam,
        body: { type: 'object', required: ['accept'], additionalProperties: false, properties: { accept: { type: 'boolean' } } },
      },
    },
    async (req) => {
      const m = await r.open();
      const seat = await m.seatOf(req.params.game, r.bearer(req));
      await answerRematch(m, req.params.game, seat, req.body.accept);
      return { answered: true };
    },
  );
}
