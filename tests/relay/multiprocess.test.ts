// Two relay processes on one PostgreSQL server (issue 33.6), as behind a load balancer: a message
// posted through one reaches a player connected to the other (LISTEN/NOTIFY), and the limits
// kept in the database (a game's post rate, new games an hour, the storage quotas) hold over
// both. Runs where DATABASE_URL names a server (.ci/run starts one); skipped otherwise, saying so.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import type { CreatedGame, ServerFrame } from '../../src/relay/api';
import { GAME_BYTES } from '../../src/relay/store';
import { DATABASE_URL } from './backends';
import { eventually, scratch, startServer, type Spawned } from './spawned';

if (!DATABASE_URL) console.warn('two relay processes on one PostgreSQL: skipped, DATABASE_URL is not set (.ci/run sets it when it can start a server)');

const LIMITS = { createsPerAddressPerHour: 3, gameBurst: 4, gamePerSecond: 0.01, maxBytesPerAddress: 2 * GAME_BYTES + 3000 };
/** An address of the test's own: the database is shared with other runs and tests. */
const address = () => `198.51.100.${1 + (randomBytes(1)[0]! % 250)}, 10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

describe.skipIf(!DATABASE_URL)('two relay processes on one PostgreSQL server', () => {
  let a: Spawned, b: Spawned;
  const s = scratch();
  beforeAll(async () => {
    const both = await Promise.all(
      [0, 1].map((i) => startServer({ dataDir: `${s.dataDir}-${i}`, databaseUrl: DATABASE_URL, trustProxy: true, limits: LIMITS })),
    );
    a = both[0]!;
    b = both[1]!;
  });
  afterAll(async () => {
    for (const p of [a, b])
      if (p) {
        p.proc.kill('SIGTERM');
        await p.exited;
      }
    s.cleanup();
  });

  const call = async (server: Spawned, path: string, init: { method?: string; token?: string; body?: unknown; from: string }) => {
    const headers: Record<string, string> = { 'x-forwarded-for': init.from };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(`${server.url}relay/v1/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  const push = (server: Spawned, g: CreatedGame, token: string) => {
    const frames: ServerFrame[] = [];
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}relay/v1/games/${g.game}/ws`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token, after: -1 })));
    ws.on('message', (d) => frames.push(JSON.parse(String(d)) as ServerFrame));
    return { frames, ws };
  };

  it('a message posted through one process is pushed by the other, both ways', async () => {
    const from = address();
    const g = (await call(a, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
    const guestOnB = push(b, g, g.guest),
      hostOnA = push(a, g, g.host);
    expect(await eventually(() => guestOnB.frames.length >= 1 && hostOnA.frames.length >= 1)).toBe(true);
    expect(await call(a, `games/${g.game}/messages`, { method: 'POST', token: g.host, from, body: { n: 0, code: 'SD1.fromA' } })).toMatchObject({
      status: 201,
    });
    expect(await eventually(() => guestOnB.frames.length >= 2)).toBe(true);
    expect(guestOnB.frames[1]).toEqual({ type: 'message', n: 0, code: 'SD1.fromA' });
    expect(await call(b, `games/${g.game}/messages`, { method: 'POST', token: g.guest, from, body: { n: 1, code: 'SD1.fromB' } })).toMatchObject({
      status: 201,
    });
    expect(await eventually(() => hostOnA.frames.length >= 2)).toBe(true);
    expect(hostOnA.frames[1]).toEqual({ type: 'message', n: 1, code: 'SD1.fromB' });
    guestOnB.ws.close();
    hostOnA.ws.close();
  });

  it("a game's post rate and an address's new games an hour hold over both processes", async () => {
    const from = address();
    const g = (await call(a, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
    // Four posts at once, alternating processes, then the fifth is refused by either.
    for (let n = 0; n < 4; n++)
      expect(
        (await call(n % 2 ? b : a, `games/${g.game}/messages`, { method: 'POST', token: n % 2 ? g.guest : g.host, from, body: { n, code: `SD1.m${n}` } }))
          .status,
      ).toBe(201);
    expect(await call(b, `games/${g.game}/messages`, { method: 'POST', token: g.host, from, body: { n: 4, code: 'SD1.m4' } })).toMatchObject({
      status: 429,
      body: { error: 'rateLimited', message: /this game posts too fast/ },
    });
    expect(await call(a, `games/${g.game}/messages`, { method: 'POST', token: g.host, from, body: { n: 4, code: 'SD1.m4' } })).toMatchObject({ status: 429 });
    // Three new games an hour from one address, whichever process is asked.
    expect((await call(b, 'games', { method: 'POST', from })).status).toBe(201);
    expect((await call(a, 'games', { method: 'POST', from })).status).toBe(201);
    expect(await call(b, 'games', { method: 'POST', from })).toMatchObject({
      status: 429,
      body: { error: 'rateLimited', message: /at most 3 new games an hour/ },
    });
    expect(await call(a, 'games', { method: 'POST', from })).toMatchObject({ status: 429 });
  });

  it("an address's storage quota holds over both processes", async () => {
    const from = address();
    const one = (await call(a, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
    expect(
      (await call(a, `games/${one.game}/messages`, { method: 'POST', token: one.host, from, body: { n: 0, code: `SD1.${'q'.repeat(2496)}` } })).status,
    ).toBe(201);
    const two = (await call(b, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
    expect(two.game).toMatch(/^[0-9a-f]{32}$/);
    expect(
      await call(b, `games/${two.game}/messages`, { method: 'POST', token: two.host, from, body: { n: 0, code: `SD1.${'q'.repeat(596)}` } }),
    ).toMatchObject({ status: 413, body: { error: 'quotaExceeded' } });
    expect(
      (await call(b, `games/${two.game}/messages`, { method: 'POST', token: two.host, from, body: { n: 0, code: `SD1.${'q'.repeat(496)}` } })).status,
    ).toBe(201);
  });
});
