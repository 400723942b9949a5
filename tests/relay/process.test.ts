// `npm start`'s server as a real process (issue 33.1-33.3): its database opens by itself soon
// after it listens, once a page has drawn its first map (issue 47), and at once for a relay request; SIGTERM stops it cleanly with clients connected,
// WebSockets told to come back (close 1012, which RelayLink takes as "retry") and nothing
// acknowledged lost; slow headers and bodies are timed out, connections are capped per address,
// and every request is counted, the game's files as well as the relay's. Loopback only, every
// wait bounded by a count of checks.

import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { WebSocket } from 'ws';
import { RelayLink, type LinkState } from '../../src/remote/relayLink';
import { CLOSE_RESTARTING, type CreatedGame, type RelayMessage, type Seat } from '../../src/relay/api';
import { eventually, scratch, startServer, type Spawned } from './spawned';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function track(s: Spawned): Spawned {
  cleanups.push(async () => {
    if (s.proc.exitCode === null && s.proc.signalCode === null) {
      s.proc.kill('SIGKILL');
      await s.exited;
    }
  });
  return s;
}

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const r = await fetch(url, init);
  const text = await r.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: r.status, body };
}

const post = (relay: string, g: CreatedGame, seat: Seat, n: number, code: string) =>
  json(`${relay}games/${g.game}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${g[seat]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ n, code }),
  });

/** A raw connection; resolves what the server wrote once it closes the connection (or null if it is still open after `tries` checks). */
function raw(port: number): { socket: Socket; received: () => string; closed: Promise<void> } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (b) => {
    text += b.toString();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((r) => socket.once('close', () => r()));
  return { socket, received: () => text, closed };
}

describe("npm start's server, as a process", () => {
  it('opens its database by itself after the page is served, and serves the page meanwhile (33.1, 47)', async () => {
    const s = scratch();
    cleanups.push(s.cleanup);
    const server = track(await startServer({ dataDir: s.dataDir, staticDir: s.staticDir }));
    // The page does not wait for the database.
    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sea Devils');
    // No relay request is made: the health check does not open the database, the server does.
    let health: Record<string, unknown> = {};
    expect(
      await eventually(async () => {
        health = (await json(`${server.url}relay/v1/health`)).body;
        return health.database === 'pglite';
      }, 1200),
    ).toBe(true);
    expect(server.out.join('')).toMatch(/relay: database open/);
    // The health check a load balancer reads: 200 once the database answers.
    expect(await json(`${server.url}relay/v1/health`)).toMatchObject({ status: 200, body: { ok: true, database: 'pglite', draining: false } });
    expect(await json(`${server.url}relay/v1/games`, { method: 'POST' })).toMatchObject({ status: 201 });
    expect(await eventually(() => server.out.join('').includes('relay POST /relay/v1/games'))).toBe(true);
    const text = server.out.join('');
    expect(text.indexOf('relay: database open')).toBeLessThan(text.indexOf('relay POST /relay/v1/games'));
  });

  it('waits to open its database while a page loads its first map, and opens it at once for a relay request (47)', async () => {
    const s = scratch();
    cleanups.push(s.cleanup);
    // The page is asked for at once; the open would start 3 s after the start with no page.
    const server = track(
      await startServer({ dataDir: s.dataDir, staticDir: s.staticDir, limits: { databaseOpenGraceMs: 3000, databaseOpenAfterPageMs: 600_000 } }),
    );
    expect((await fetch(server.url)).status).toBe(200);
    // Past the 3 s (50 checks, 100 ms apart at least): still not opened, the page is loading.
    for (let i = 0; i < 50; i++) {
      expect((await json(`${server.url}relay/v1/health`)).body.database).toBe('not opened yet');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(server.out.join('')).not.toMatch(/relay: database open/);
    // A relay request that needs it opens it at once.
    expect(await json(`${server.url}relay/v1/games`, { method: 'POST' })).toMatchObject({ status: 201 });
    expect((await json(`${server.url}relay/v1/health`)).body.database).toBe('pglite');
  });

  it('with no page loading, opens its database by itself soon after it listens (47, 44.6)', async () => {
    const s = scratch();
    cleanups.push(s.cleanup);
    const server = track(await startServer({ dataDir: s.dataDir, limits: { databaseOpenGraceMs: 200, databaseOpenAfterPageMs: 600_000 } }));
    expect(await eventually(async () => (await json(`${server.url}relay/v1/health`)).body.database === 'pglite', 1200)).toBe(true);
    expect(server.out.join('')).toMatch(/relay: database open/);
  });

  it('a relay alone (--relay-only) serves no page, so it opens its database at once, whatever the grace for pages (44.6)', async () => {
    const s = scratch();
    cleanups.push(s.cleanup);
    // A grace of 10 minutes: only a start that does not wait for pages opens within the checks below.
    const server = track(await startServer({ dataDir: s.dataDir, limits: { databaseOpenGraceMs: 600_000, databaseOpenAfterPageMs: 600_000 } }));
    expect(await eventually(async () => (await json(`${server.url}relay/v1/health`)).body.database === 'pglite', 1200)).toBe(true);
    expect(server.out.join('')).toMatch(/relay: database open/);
  });

  it('stops cleanly on SIGTERM with clients connected: WebSockets told to retry, long-polls answered, nothing acknowledged lost (33.2)', async () => {
    const s = scratch();
    cleanups.push(s.cleanup);
    let server = track(await startServer({ dataDir: s.dataDir, limits: { gameBurst: 1000, gamePerSecond: 1000 } }));
    const relay = `${server.url}relay/v1/`;
    const created = await json(`${relay}games`, { method: 'POST' });
    expect(created.status).toBe(201);
    const g = created.body as unknown as CreatedGame;

    // The guest's browser: a RelayLink on a WebSocket, as the game page keeps it.
    const received: RelayMessage[] = [];
    const states: LinkState[] = [];
    const link = new RelayLink(relay, g.game, g.guest, { WebSocket: WebSocket as unknown as typeof globalThis.WebSocket, retryMs: 200 });
    const stopLink = link.open(() => received.at(-1)?.n ?? -1, { message: (m) => received.push(m), last: () => undefined, state: (st) => states.push(st) });
    cleanups.push(stopLink);
    expect(await eventually(() => states.includes('online'))).toBe(true);
    // A bare WebSocket, to see the close code, and a long-poll of the host waiting.
    const ws = new WebSocket(`${relay.replace('http', 'ws')}games/${g.game}/ws`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token: g.host, after: -1 })));
    const wsClosed = new Promise<number>((r) => ws.on('close', (c) => r(c)));
    const longPoll = json(`${relay}games/${g.game}?after=-1&wait=20`, { headers: { authorization: `Bearer ${g.host}` } });

    // The host posts as fast as it can; the signal comes while posts are in flight.
    const acknowledged: number[] = [];
    let refusedOrCut = 0;
    let signalled = 0;
    let n = 0;
    for (; n < 400 && refusedOrCut === 0; n++) {
      const sent = post(relay, g, 'host', n, `SD1.m${n}`).then(
        (r) => r,
        () => null,
      );
      if (n === 20) {
        signalled = Date.now();
        server.proc.kill('SIGTERM');
      }
      const r = await sent;
      if (r && (r.status === 201 || r.status === 200)) acknowledged.push(n);
      else refusedOrCut++;
    }
    expect(signalled).toBeGreaterThan(0);
    const code = await server.exited;
    const stoppedMs = Date.now() - signalled;
    // Exit 0 is the clean stop, within the relay's own 3 s (it exits 1 when it has to cut).
    expect(code).toBe(0);
    expect(server.out.join('')).toMatch(/Sea Devils stopped in \d+ ms/);
    console.log(
      `relay stop on SIGTERM: ${stoppedMs} ms from the signal to the exit (${server.out.join('').match(/stopped in (\d+) ms/)?.[1]} ms in the relay); ${acknowledged.length} posts acknowledged`,
    );
    expect(await wsClosed).toBe(CLOSE_RESTARTING);
    expect((await longPoll).status).toBe(200);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(refusedOrCut).toBe(1);

    // Started again on the same folder and port: every acknowledged message is there, and the
    // RelayLink came back by itself, without falling back to polling, and has them all.
    server = track(await startServer({ dataDir: s.dataDir, port: server.port, limits: { gameBurst: 1000, gamePerSecond: 1000 } }));
    expect(server.url).toBe(relay.replace('relay/v1/', ''));
    const read = await json(`${relay}games/${g.game}?after=-1`, { headers: { authorization: `Bearer ${g.guest}` } });
    const stored = (read.body.messages as RelayMessage[]).map((m) => m.n);
    for (const k of acknowledged) expect(stored).toContain(k);
    expect(await eventually(() => acknowledged.every((k) => received.some((m) => m.n === k)), 1200)).toBe(true);
    expect(await eventually(() => states.filter((st) => st === 'online').length >= 2, 1200)).toBe(true);
    // And what is posted after the restart reaches it on its new connection.
    const next = acknowledged.at(-1)! + 1;
    expect((await post(relay, g, 'host', next, 'SD1.after')).status).toBe(201);
    expect(await eventually(() => received.some((m) => m.n === next && m.code === 'SD1.after'), 1200)).toBe(true);
    expect(states).not.toContain('polling');
    expect(states).not.toContain('refused');
    stopLink();
    ws.terminate();
    // A second stop with nothing connected is clean too.
    server.proc.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('times out slow headers and bodies, caps connections per address, and counts every request (33.3)', async () => {
    const s = scratch();
    cleanups.push(s.cleanup);
    const limits = { headersTimeoutMs: 1000, requestTimeoutMs: 2000, connectionsPerAddress: 6, perAddressPerMinute: 30 };
    const server = track(await startServer({ dataDir: s.dataDir, staticDir: s.staticDir, limits }));

    // Six idle connections are all one address may hold; the seventh is refused by name.
    const idle = Array.from({ length: 6 }, () => raw(server.port));
    expect(
      await eventually(async () => {
        const extra = raw(server.port);
        await Promise.race([extra.closed, new Promise((r) => setTimeout(r, 2000))]);
        extra.socket.destroy();
        return /^HTTP\/1\.1 429 .*"error":"rateLimited".*connections at once from one address/s.test(extra.received());
      }, 5),
    ).toBe(true);
    for (const c of idle) c.socket.destroy();
    await Promise.all(idle.map((c) => c.closed));

    // Headers that never end, and a body that trickles: the server ends both.
    const slowHeaders = raw(server.port);
    slowHeaders.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const slowBody = raw(server.port);
    slowBody.socket.write(
      `POST /relay/v1/games/${'0'.repeat(32)}/messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"n":`,
    );
    const trickle = setInterval(() => {
      if (!slowBody.socket.destroyed) slowBody.socket.write('1');
    }, 300);
    const ended = (c: { closed: Promise<void> }) => {
      let done = false;
      void c.closed.then(() => {
        done = true;
      });
      return () => done;
    };
    const headersEnded = ended(slowHeaders),
      bodyEnded = ended(slowBody);
    expect(await eventually(() => headersEnded() && bodyEnded(), 300)).toBe(true);
    clearInterval(trickle);
    expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408/);

    // A long-poll waits longer than requestTimeoutMs: its wait comes after its request, and is not cut.
    const relay = `${server.url}relay/v1/`;
    const g = (await json(`${relay}games`, { method: 'POST' })).body as unknown as CreatedGame;
    const t = Date.now();
    expect(await json(`${relay}games/${g.game}?after=-1&wait=3`, { headers: { authorization: `Bearer ${g.host}` } })).toMatchObject({
      status: 200,
      body: { messages: [] },
    });
    expect(Date.now() - t).toBeGreaterThanOrEqual(2500);

    // Every request counts, the page's files as well: the address is refused by name within two
    // windows' worth (a minute's window may turn once during the test).
    let refusedAt = 0;
    let body: Record<string, unknown> = {};
    for (let i = 1; i <= 2 * limits.perAddressPerMinute + 5 && !refusedAt; i++) {
      const r = await json(i % 3 ? server.url : `${server.url}missing.js`);
      if (r.status === 429) {
        refusedAt = i;
        body = r.body;
      }
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(body).toMatchObject({ error: 'rateLimited', message: expect.stringMatching(/at most 30 requests a minute from one address/) });
    // The relay's requests and WebSocket upgrades are held by the same count.
    expect((await json(`${relay}health`)).status).toBe(429);
    const refusedUpgrade = await new Promise<number>((r) => {
      const w = new WebSocket(`${relay.replace('http', 'ws')}games/${g.game}/ws`);
      w.on('unexpected-response', (_q, res) => r(res.statusCode ?? 0));
      w.on('error', () => r(-1));
    });
    expect(refusedUpgrade).toBe(429);
  });
});
