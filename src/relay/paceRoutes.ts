import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Seat } from './api';
import { MAX_ADDRESS_CHARS, NOTIFY_KINDS, PACE_NAMES, SCREEN_GAME, type ClockAnswer, type PaceName, type RelayCapabilities } from './paceApi';
import { paceSeconds, type PaceBook, type PaceLimits } from './pace';
import type { Notifier } from './notify';
import { RelayRefused } from './store';

// The relay's requests for a game's pace and its notifications (issue 34, points 6 and 1;
// docs/relay.md's API table). Registered inside the relay's prefix by server.ts, with its
// error handler, rate limit and log (route patterns only: never a token or an address).

export interface PaceParts {
  pace: PaceBook;
  notifier: Notifier;
}

const NotifyBody = z
  .object({ kind: z.enum(NOTIFY_KINDS), address: z.string().min(1).max(MAX_ADDRESS_CHARS), game: z.string().regex(SCREEN_GAME).optional() })
  .strict();
const StopBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict();
const CreateBody = z.object({ pace: z.enum(PACE_NAMES) }).strict();

/** The pace asked for when a game is created: none unless the body names one (a bad one is refused). */
export function paceAsked(body: unknown): PaceName {
  if (body === undefined || body === null || body === '') return 'none';
  const r = CreateBody.safeParse(body);
  if (!r.success) throw new RelayRefused('badRequest', 400, `bad request: a new game's body is {"pace": one of ${PACE_NAMES.join(', ')}}`);
  return r.data.pace;
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const r = schema.safeParse(body);
  if (!r.success) throw new RelayRefused('badRequest', 400, `bad request: ${what}`);
  return r.data;
}

/** The stop link's page: it reads the token from the link's fragment (never sent in a URL) and posts it. */
const STOP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sea Devils: stop notifications</title><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width"></head><body style="font-family:sans-serif;max-width:36em;margin:3em auto">
<h1>Sea Devils notifications</h1><p id="say">Stopping…</p>
<script>
const t = location.hash.slice(1);
fetch('./stop', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: t }) })
  .then((r) => r.json())
  .then((b) => { document.getElementById('say').textContent = b.stopped ? 'Stopped: you will get no more notifications for this game.' : b.message || 'These notifications were already stopped (or the game is over).'; })
  .catch(() => { document.getElementById('say').textContent = 'The relay could not be reached; try the link again later.'; });
</script></body></html>`;

export function registerPaceRoutes(
  relay: FastifyInstance,
  o: {
    parts: () => Promise<PaceParts>;
    seat: (req: FastifyRequest<{ Params: { game: string } }>) => Promise<Seat>;
    limits: PaceLimits;
    gameParam: object;
    /** The game is over: its mailbox is kept for less time (store.ts finish). */
    finish: (game: string) => Promise<void>;
  },
): void {
  relay.get('/capabilities', async (): Promise<RelayCapabilities> => {
    const { notifier } = await o.parts();
    const paces = Object.fromEntries(PACE_NAMES.map((p) => [p, paceSeconds(p, o.limits)])) as RelayCapabilities['paces'];
    return { paces, notify: notifier.kinds() };
  });

  relay.get<{ Params: { game: string } }>('/games/:game/clock', { schema: { params: o.gameParam } }, async (req): Promise<ClockAnswer> => {
    const seat = await o.seat(req);
    const { pace, notifier } = await o.parts();
    return pace.clock(req.params.game, seat, await notifier.kindOf(req.params.game, seat));
  });

  relay.post<{ Params: { game: string } }>('/games/:game/abandon', { schema: { params: o.gameParam } }, async (req) => {
    const seat = await o.seat(req);
    const { pace } = await o.parts();
    const abandoned = await pace.abandon(req.params.game, seat);
    await o.finish(req.params.game);
    return { abandoned };
  });

  relay.put<{ Params: { game: string } }>('/games/:game/notify', { schema: { params: o.gameParam } }, async (req) => {
    const seat = await o.seat(req);
    const body = parsed(
      NotifyBody,
      req.body,
      `the body is {"kind": one of ${NOTIFY_KINDS.join(', ')}, "address": at most ${MAX_ADDRESS_CHARS} characters, "game": the game's 32 hex digits (may be left out)}`,
    );
    const { notifier } = await o.parts();
    const host = req.host;
    await notifier.set(req.params.game, seat, body, `${req.protocol}://${host}/`, [req.hostname]);
    return { notify: body.kind };
  });

  relay.delete<{ Params: { game: string } }>('/games/:game/notify', { schema: { params: o.gameParam } }, async (req) => {
    const seat = await o.seat(req);
    await (await o.parts()).notifier.remove(req.params.game, seat);
    return { notify: null };
  });

  relay.get('/stop', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(STOP_PAGE));
  relay.post('/stop', async (req) => {
    const { token } = parsed(StopBody, req.body, 'the body is {"token": the stop link\u2019s token}');
    const stopped = await (await o.parts()).notifier.stop(token);
    return { stopped, message: stopped ? 'stopped' : 'no notification has this stop token (already stopped, or the game is over)' };
  });
}
