// The relay server (docs/relay.md) on each database: capabilities (only a token's holder reads
// or posts as its seat; the database keeps only hashes), limits and their named refusals, the
// WebSocket push, a restart that loses nothing, two relays on one database, and logs that name
// neither a token nor a message.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { createRelayServer, type RelayServer, type ServerOptions } from '../../src/relay/server';
import type { CreatedGame, ServerFrame } from '../../src/relay/api';
import { backends, type Backend, TEST_LIMITS } from './backends';

const CODE = (s: string) => `SD1.${s}`;
/** The token with its last character changed (never the token itself). */
const offByOne = (t: string) => t.slice(0, -1) + (t.endsWith('Q') ? 'R' : 'Q');

async function listen(opts: ServerOptions, log: string[]): Promise<{ relay: RelayServer; base: string }> {
  const relay = await createRelayServer({ ...opts, log: (l) => log.push(l) });
  await relay.app.listen({ port: 0, host: '127.0.0.1' });
  return { relay, base: `http://127.0.0.1:${(relay.app.server.address() as AddressInfo).port}/relay/v1/` };
}

async function req(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; from?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (init.from) headers['x-forwarded-for'] = init.from;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(base + path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

/** Opens the push and collects its frames. */
function socket(
  base: string,
  game: string,
  hello: unknown,
): { frames: ServerFrame[]; closed: Promise<number>; ws: WebSocket; until(n: number): Promise<void> } {
  const ws = new WebSocket(`${base.replace('http', 'ws')}games/${game}/ws`);
  const frames: ServerFrame[] = [];
  ws.on('open', () => ws.send(JSON.stringify(hello)));
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as ServerFrame));
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  const until = async (n: number) => {
    for (let i = 0; i < 200 && frames.length < n; i++) await new Promise((r) => setTimeout(r, 25));
  };
  return { frames, closed, ws, until };
}

for (const b of backends) {
  describe.skipIf(b.skip)(`the relay on ${b.name}`, () => {
    let backend: Backend;
    let relay: RelayServer;
    let base = '';
    const log: string[] = [];
    let g: CreatedGame;
    const secrets: string[] = [];

    beforeAll(async () => {
      backend = b.make();
      // A long-poll waits up to an hour here: one answered by the message (not by its wait) is
      // then told apart without a clock (the test would not end otherwise).
      ({ relay, base } = await listen({ ...backend.options(), limits: { ...TEST_LIMITS, longPollSeconds: 3600 } }, log));
      const r = await req(base, 'games', { method: 'POST' });
      expect(r.status).toBe(201);
      g = r.body as unknown as CreatedGame;
      secrets.push(g.host, g.guest);
    });
    afterAll(async () => {
      await relay?.close();
      backend?.cleanup();
    });

    it('creating a game gives two different capabilities of 256 random bits, and the database keeps only their hashes', async () => {
      expect(g.game).toMatch(/^[0-9a-f]{32}$/);
      expect(g.host).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(g.guest).not.toBe(g.host);
      const rows = await (await relay.mailboxes()).db.query('SELECT * FROM relay_games WHERE id = $1', [g.game]);
      const text = JSON.stringify(rows);
      expect(text).not.toContain(g.host);
      expect(text).not.toContain(g.guest);
      expect(rows).toHaveLength(1);
    });

    it("a missing or wrong capability is refused by name, and one game's token does not open another", async () => {
      expect(await req(base, `games/${g.game}`)).toMatchObject({ status: 401, body: { error: 'missingCapability' } });
      expect(await req(base, `games/${g.game}`, { token: 'A'.repeat(43) })).toMatchObject({
        status: 403,
        body: { error: 'wrongCapability', message: /wrong capability/ },
      });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', body: { n: 0, code: CODE('x') } })).toMatchObject({
        status: 401,
        body: { error: 'missingCapability' },
      });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: offByOne(g.host), body: { n: 0, code: CODE('x') } })).toMatchObject({
        status: 403,
      });
      const other = (await req(base, 'games', { method: 'POST' })).body as unknown as CreatedGame;
      secrets.push(other.host, other.guest);
      expect(await req(base, `games/${other.game}`, { token: g.host })).toMatchObject({ status: 403, body: { error: 'wrongCapability' } });
      expect(await req(base, `games/${'0'.repeat(32)}`, { token: g.host })).toMatchObject({ status: 403, body: { error: 'wrongCapability' } });
      expect(await req(base, 'games/not-a-game', { token: g.host })).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      const ws = socket(base, g.game, { type: 'hello', token: g.guest.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), after: -1 });
      expect(await ws.closed).toBe(1008);
      expect(ws.frames).toEqual([{ type: 'error', error: 'wrongCapability', message: expect.stringMatching(/wrong capability/) }]);
      const bad = socket(base, g.game, { type: 'hi' });
      expect(await bad.closed).toBe(1008);
      expect(bad.frames[0]).toMatchObject({ type: 'error', error: 'badRequest' });
    });

    it('each seat posts as itself and reads only what the other seat sent, in order, pushed over the WebSocket', async () => {
      const guest = socket(base, g.game, { type: 'hello', token: g.guest, after: -1 });
      await guest.until(1);
      expect(guest.frames[0]).toEqual({ type: 'welcome', seat: 'guest', last: { host: null, guest: null } });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 0, code: CODE('invite') } })).toMatchObject({
        status: 201,
        body: { duplicate: false },
      });
      // The same message again (a client re-sending after a lost answer) is stored once.
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 0, code: CODE('invite') } })).toMatchObject({
        status: 200,
        body: { duplicate: true },
      });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 0, code: CODE('other') } })).toMatchObject({
        status: 409,
        body: { error: 'conflict' },
      });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.guest, body: { n: 1, code: CODE('accept') } })).toMatchObject({
        status: 201,
      });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 2, code: CODE('two') } })).toMatchObject({ status: 201 });
      await guest.until(3);
      expect(guest.frames.slice(1)).toEqual([
        { type: 'message', n: 0, code: CODE('invite') },
        { type: 'message', n: 2, code: CODE('two') },
      ]);
      // The host reads its own mailbox: the guest's messages only.
      expect((await req(base, `games/${g.game}?after=-1`, { token: g.host })).body).toEqual({
        seat: 'host',
        messages: [{ n: 1, code: CODE('accept') }],
        last: { host: 2, guest: 1 },
      });
      expect((await req(base, `games/${g.game}?after=0`, { token: g.guest })).body).toMatchObject({ seat: 'guest', messages: [{ n: 2, code: CODE('two') }] });
      // A number lower than one already sent is refused.
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 1, code: CODE('late') } })).toMatchObject({
        status: 409,
        body: { error: 'outOfOrder' },
      });
      guest.ws.close();
    });

    it('a long-poll read answers when the message arrives', async () => {
      const poll = req(base, `games/${g.game}?after=1&wait=999`, { token: g.host });
      await new Promise((r) => setTimeout(r, 300));
      await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.guest, body: { n: 3, code: CODE('three') } });
      expect((await poll).body).toMatchObject({ messages: [{ n: 3, code: CODE('three') }] });
    });

    it('sizes and shapes are limited, with named refusals', async () => {
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 4, code: CODE('x'.repeat(270_000)) } })).toMatchObject({
        status: 413,
        body: { error: 'tooLarge' },
      });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 4, code: 'not a code' } })).toMatchObject({
        status: 400,
        body: { error: 'badRequest' },
      });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: -1, code: CODE('x') } })).toMatchObject({ status: 400 });
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 4, code: CODE('x'), extra: 1 } })).toMatchObject({
        status: 400,
      });
    });

    it('rates are limited per game and per address, with named refusals', async () => {
      // (Another folder for the embedded database: one relay process per folder.) New games are
      // counted in the database, so on a shared one the test comes from an address of its own.
      const small = await listen(
        {
          ...backend.options(),
          dataDir: `${backend.options().dataDir}-small`,
          trustProxy: true,
          limits: { gameBurst: 3, gamePerSecond: 0.01, createsPerAddressPerHour: 2, maxMessagesPerGame: 5 },
        },
        [],
      );
      const from = `203.0.113.${1 + Math.floor(Math.random() * 250)}, 10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
      try {
        const a = (await req(small.base, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
        await req(small.base, 'games', { method: 'POST', from });
        expect(await req(small.base, 'games', { method: 'POST', from })).toMatchObject({
          status: 429,
          body: { error: 'rateLimited', message: /rate limited: at most 2 new games an hour/ },
        });
        for (let n = 0; n < 3; n++)
          expect((await req(small.base, `games/${a.game}/messages`, { method: 'POST', token: a.host, body: { n, code: CODE(`m${n}`) } })).status).toBe(201);
        expect(await req(small.base, `games/${a.game}/messages`, { method: 'POST', token: a.host, body: { n: 3, code: CODE('m3') } })).toMatchObject({
          status: 429,
          body: { error: 'rateLimited', message: /this game posts too fast/ },
        });
      } finally {
        await small.relay.close();
      }
    });

    it('a restart loses nothing', async () => {
      await relay.close();
      // A long-poll waits up to an hour here: one answered by the message (not by its wait) is
      // then told apart without a clock (the test would not end otherwise).
      ({ relay, base } = await listen({ ...backend.options(), limits: { ...TEST_LIMITS, longPollSeconds: 3600 } }, log));
      expect((await req(base, `games/${g.game}?after=-1`, { token: g.guest })).body).toMatchObject({
        messages: [{ n: 0 }, { n: 2 }],
        last: { host: 2, guest: 3 },
      });
    });

    it.skipIf(!b.make().shared)('two relays on one database serve the same games: a post to one is pushed by the other', async () => {
      const second = await listen(backend.options(), log);
      try {
        const ws = socket(second.base, g.game, { type: 'hello', token: g.host, after: 3 });
        await ws.until(1);
        await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.guest, body: { n: 5, code: CODE('five') } });
        await ws.until(2);
        expect(ws.frames[1]).toEqual({ type: 'message', n: 5, code: CODE('five') });
        ws.ws.close();
      } finally {
        await second.relay.close();
      }
    });

    it.skipIf(b.make().shared)("the embedded database's folder serves one relay process at a time, and says so", async () => {
      await relay.mailboxes();
      const { openPglite } = await import('../../src/relay/db');
      await expect(openPglite(backend.options().dataDir)).rejects.toThrow(/another relay process \(pid \d+\) uses the embedded database .*DATABASE_URL/);
    });

    it("a player's list of games: where each stands, in one request, each capability checked on its own (34.2)", async () => {
      const other = (await req(base, 'games', { method: 'POST' })).body as unknown as CreatedGame;
      secrets.push(other.host, other.guest);
      expect((await req(base, `games/${other.game}/messages`, { method: 'POST', token: other.host, body: { n: 0, code: CODE('inv') } })).status).toBe(201);
      const r = await req(base, 'status', {
        method: 'POST',
        body: {
          games: [
            { game: other.game, token: other.guest },
            { game: g.game, token: offByOne(g.host) },
            { game: other.game, token: other.host },
          ],
        },
      });
      expect(r.status).toBe(200);
      const games = r.body.games as Record<string, unknown>[];
      expect(games).toHaveLength(3);
      expect(games[0]).toMatchObject({ game: other.game, ok: true, seat: 'guest', last: { host: 0, guest: null }, finished: false });
      expect(Date.now() - Date.parse(String(games[0]!.touchedAt))).toBeLessThan(10 * 60_000);
      // A wrong capability refuses that game only, by name, and says nothing of it.
      expect(games[1]).toEqual({ game: g.game, ok: false, error: 'wrongCapability', message: expect.stringMatching(/wrong capability/) });
      expect(games[2]).toMatchObject({ ok: true, seat: 'host' });
      expect((await req(base, `games/${other.game}/finished`, { method: 'POST', token: other.host })).status).toBe(200);
      expect(
        ((await req(base, 'status', { method: 'POST', body: { games: [{ game: other.game, token: other.guest }] } })).body.games as { finished: boolean }[])[0]!
          .finished,
      ).toBe(true);
      // Bounded before any database work: too many games, a malformed id or token, extra fields.
      const many = Array.from({ length: 51 }, () => ({ game: other.game, token: other.guest }));
      expect(await req(base, 'status', { method: 'POST', body: { games: many } })).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await req(base, 'status', { method: 'POST', body: { games: [{ game: '../x', token: other.guest }] } })).toMatchObject({ status: 400 });
      expect(await req(base, 'status', { method: 'POST', body: { games: [{ game: other.game, token: 'short' }] } })).toMatchObject({ status: 400 });
      expect(await req(base, 'status', { method: 'POST', body: { games: [], extra: 1 } })).toMatchObject({ status: 400 });
      expect(await req(base, 'status', { method: 'POST', body: { games: [] } })).toMatchObject({ status: 200, body: { games: [] } });
    });

    it('the logs name routes and statuses, never a token or a message', () => {
      expect(log.length).toBeGreaterThan(10);
      const text = log.join('\n');
      for (const s of secrets) expect(text).not.toContain(s);
      expect(text).not.toContain('SD1.');
      expect(text).not.toContain(g.game);
    });
  });
}
