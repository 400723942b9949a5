// deploy/nginx.conf for real (issue 33, "Running it in public"): nginx in front of two relay
// processes on one PostgreSQL server, the file used as it is but for its upstream and listen
// addresses (rewritten to loopback ports). Needs nginx (Debian's nginx-light, which .ci/run
// installs; NGINX names another binary) and DATABASE_URL; skipped, saying so, without either.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import type { CreatedGame, ServerFrame } from '../../src/relay/api';
import { DATABASE_URL } from './backends';
import { eventually, ROOT, scratch, startServer, type Spawned } from './spawned';

/** nginx: $NGINX, else the usual places (a non-root PATH often lacks /usr/sbin). */
const NGINX = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'].find(
  (p): p is string => !!p && existsSync(p),
);
const skipWhy = !NGINX
  ? 'nginx is not installed (Debian: apt-get install nginx-light; or set NGINX=/path/to/nginx)'
  : !DATABASE_URL
    ? 'DATABASE_URL is not set (.ci/run sets it when it can start a server)'
    : '';
if (skipWhy) console.warn(`deploy/nginx.conf in front of two relay processes: skipped, ${skipWhy}`);

const LIMITS = { createsPerAddressPerHour: 3 };

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => ok(port));
    });
  });
}

/** A request from a loopback address of the test's own (the relay counts new games by address; the database is shared between runs). */
function call(
  port: number,
  from: string,
  path: string,
  o: { method?: string; token?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((ok, fail) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, localAddress: from, path: `/relay/v1/${path}`, method: o.method ?? 'GET', headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => {
        text += d.toString();
      });
      res.on('end', () => ok({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', fail);
    req.end(o.body);
  });
}

describe.skipIf(!!skipWhy)('deploy/nginx.conf in front of two relay processes', () => {
  let a: Spawned, b: Spawned;
  let nginx: ChildProcess | undefined;
  let port = 0;
  const s = scratch();
  // 127.x.y.z: any of them reaches the loopback listener, and nginx sees it as the client's address.
  const from = `127.${1 + (randomBytes(1)[0]! % 250)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

  beforeAll(async () => {
    const both = await Promise.all(
      [0, 1].map((i) => startServer({ dataDir: `${s.dataDir}-${i}`, databaseUrl: DATABASE_URL, trustProxy: true, limits: LIMITS })),
    );
    a = both[0]!;
    b = both[1]!;
    // Both processes serve before nginx sees them: a 503 while one still opens its database would
    // count as a failure (max_fails=2), and nginx would send every socket to the other for 5 s.
    for (const p of [a, b])
      expect(await eventually(async () => (await call(p.port, '127.0.0.1', 'health').catch(() => ({ status: 0 }))).status === 200, 300)).toBe(true);
    port = await freePort();
    const conf = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
    const site = conf
      .replace('server relay-1:8080', `server 127.0.0.1:${a.port}`)
      .replace('server relay-2:8080', `server 127.0.0.1:${b.port}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
    expect(site).not.toMatch(/relay-[12]:8080|listen 80;/);
    for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(join(s.dir, d), { recursive: true });
    // The main context nginx.conf would have on a server; the site file is included as it is.
    writeFileSync(join(s.dir, 'site.conf'), site);
    writeFileSync(
      join(s.dir, 'main.conf'),
      [
        'daemon off;',
        'master_process off;',
        `pid ${s.dir}/nginx.pid;`,
        `error_log ${s.dir}/logs/error.log warn;`,
        'events { worker_connections 256; }',
        `http { access_log off; client_body_temp_path ${s.dir}/body; proxy_temp_path ${s.dir}/proxy; fastcgi_temp_path ${s.dir}/fastcgi; uwsgi_temp_path ${s.dir}/uwsgi; scgi_temp_path ${s.dir}/scgi; include ${s.dir}/site.conf; }`,
      ].join('\n'),
    );
    nginx = spawn(NGINX!, ['-p', s.dir, '-c', join(s.dir, 'main.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    expect(await eventually(async () => (await call(port, from, 'health').catch(() => ({ status: 0 }))).status === 200, 300)).toBe(true);
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const p of [a, b])
      if (p && p.proc.exitCode === null) {
        p.proc.kill('SIGTERM');
        await p.exited;
      }
    s.cleanup();
  });

  const push = (g: CreatedGame, token: string) => {
    const frames: ServerFrame[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/relay/v1/games/${g.game}/ws`, { localAddress: from });
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token, after: -1 })));
    ws.on('message', (d) => frames.push(JSON.parse(String(d)) as ServerFrame));
    return { frames, ws, closed };
  };

  let game: CreatedGame;
  it('a game is created and played over WebSockets through the proxy', async () => {
    const created = await call(port, from, 'games', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(created.status).toBe(201);
    game = JSON.parse(created.text) as CreatedGame;
    const host = push(game, game.host),
      guest = push(game, game.guest);
    expect(await eventually(() => host.frames.length >= 1 && guest.frames.length >= 1)).toBe(true);
    expect(
      (await call(port, from, `games/${game.game}/messages`, { method: 'POST', token: game.host, body: JSON.stringify({ n: 0, code: 'SD1.viaProxy' }) }))
        .status,
    ).toBe(201);
    expect(await eventually(() => guest.frames.some((f) => f.type === 'message' && f.code === 'SD1.viaProxy'))).toBe(true);
    host.ws.close();
    guest.ws.close();
  });

  it('an X-Forwarded-For the client wrote is not believed: the new-games limit counts its own address', async () => {
    // One game made above from `from`; two more under other claimed addresses reach the limit of 3.
    for (const claimed of ['198.51.100.1', '198.51.100.2'])
      expect((await call(port, from, 'games', { method: 'POST', headers: { 'x-forwarded-for': claimed } })).status).toBe(201);
    const refused = await call(port, from, 'games', { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.3' } });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('rateLimited');
  });

  it('a body over the cap is refused by the proxy before any relay reads it', async () => {
    const big = await call(port, from, `games/${game.game}/messages`, {
      method: 'POST',
      token: game.host,
      body: JSON.stringify({ n: 1, code: 'x'.repeat(400_000) }),
    });
    expect(big.status).toBe(413);
  });

  it('when one relay process stops, its WebSocket is told to come back (1012) and requests go to the other', async () => {
    // Several sockets: nginx spreads them over both processes, so some are on the one that stops.
    const sockets = Array.from({ length: 6 }, () => push(game, game.guest));
    expect(await eventually(() => sockets.every((x) => x.frames.length >= 1))).toBe(true);
    a.proc.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const codes = await Promise.all(sockets.map((x) => Promise.race([x.closed, new Promise<number>((r) => setTimeout(() => r(-1), 5000))])));
    // Said when it fails: nginx's own account of which upstream it stopped using, and why.
    const log = existsSync(join(s.dir, 'logs/error.log')) ? readFileSync(join(s.dir, 'logs/error.log'), 'utf8').slice(-2000) : '';
    expect(codes, `close codes ${codes.join(', ')}; nginx error log:\n${log}`).toContain(1012);
    for (let i = 0; i < 10; i++) expect((await call(port, from, `games/${game.game}?after=-1`, { token: game.guest })).status).toBe(200);
    for (const x of sockets) x.ws.close();
  });
});
