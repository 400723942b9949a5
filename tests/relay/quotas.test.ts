// Issue 33.4 and 33.5 on each database: storage quotas per address and in all, refused by name
// (`quotaExceeded`) before anything is written; idle games deleted (finished ones sooner) with
// their storage given back; and the edges of the wire format (a number sent as a string, a number
// no game reaches, a WebSocket cursor past 2^31) refused as bad requests.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { createRelayServer, type RelayServer, type ServerOptions } from '../../src/relay/server';
import { GAME_BYTES } from '../../src/relay/store';
import type { CreatedGame, ServerFrame } from '../../src/relay/api';
import { backends, type Backend, TEST_LIMITS } from './backends';

const CODE = (chars: number, c = 'x') => `SD1.${c.repeat(chars - 4)}`;

async function listen(opts: ServerOptions): Promise<{ relay: RelayServer; base: string }> {
  // Behind a "proxy": each test gives itself an address of its own with X-Forwarded-For.
  const relay = await createRelayServer({ ...opts, trustProxy: true });
  await relay.app.listen({ port: 0, host: '127.0.0.1' });
  return { relay, base: `http://127.0.0.1:${(relay.app.server.address() as AddressInfo).port}/relay/v1/` };
}

type Reply = { status: number; body: Record<string, unknown> };
async function req(base: string, path: string, init: { method?: string; token?: string; body?: unknown; raw?: string; from?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined || init.raw !== undefined) headers['content-type'] = 'application/json';
  if (init.from) headers['x-forwarded-for'] = init.from;
  const r = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

/**
 * An address of this test's own (the relay takes the last one, as a proxy added it; a random one
 * of IPv6's documentation range), so that a shared database's other games, of other runs too,
 * do not count.
 */
const address = () => `192.0.2.1, 2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;

for (const b of backends) {
  describe.skipIf(b.skip)(`quotas, expiry and wire edges on ${b.name}`, () => {
    let backend: Backend;
    let relay: RelayServer;
    let base = '';
    beforeAll(async () => {
      backend = b.make();
      ({ relay, base } = await listen({ ...backend.options(), limits: { ...TEST_LIMITS, maxBytesPerAddress: 3 * GAME_BYTES + 3000, gameBurst: 1000 } }));
    });
    afterAll(async () => {
      await relay?.close();
      backend?.cleanup();
    });

    const rows = async (sql: string, params: unknown[] = []) => (await relay.mailboxes()).db.query<Record<string, unknown>>(sql, params);

    it("an address's storage quota refuses a message by name before anything is written, and then a new game", async () => {
      const from = address();
      const g = (await req(base, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, from, body: { n: 0, code: CODE(2000) } })).toMatchObject({
        status: 201,
      });
      const m = await relay.mailboxes();
      const before = await m.usage(from.split(', ')[1]!);
      expect(before.mine).toBe(GAME_BYTES + 2000);
      // 1024 + 2000 + 2000 passes 3 * 1024 + 3000? No: 5024 <= 6072; a third 2000 would (7024).
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.guest, from, body: { n: 1, code: CODE(2000) } })).toMatchObject({
        status: 201,
      });
      const refused = await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, from, body: { n: 2, code: CODE(2000) } });
      expect(refused).toMatchObject({
        status: 413,
        body: {
          error: 'quotaExceeded',
          message: expect.stringMatching(/^quota exceeded: the games created from this address hold 5024 bytes and may hold at most 6072/),
        },
      });
      expect(await rows('SELECT n FROM relay_messages WHERE game = $1 ORDER BY n', [g.game])).toEqual([{ n: 0 }, { n: 1 }]);
      expect((await m.usage(from.split(', ')[1]!)).mine).toBe(GAME_BYTES + 4000);
      // A small one still fits; one more game (1024) does not.
      expect(await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, from, body: { n: 2, code: CODE(1000) } })).toMatchObject({
        status: 201,
      });
      expect(await req(base, 'games', { method: 'POST', from })).toMatchObject({ status: 413, body: { error: 'quotaExceeded' } });
      // Another address is not held by this one's quota.
      expect(await req(base, 'games', { method: 'POST', from: address() })).toMatchObject({ status: 201 });
    });

    it('games idle past their time are deleted, finished ones sooner, and their storage goes back to the quota', async () => {
      const from = address();
      const ip = from.split(', ')[1]!;
      const idle = (await req(base, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
      const finished = (await req(base, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
      const fresh = (await req(base, 'games', { method: 'POST', from })).body as unknown as CreatedGame;
      for (const g of [idle, finished, fresh])
        expect((await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, from, body: { n: 0, code: CODE(500) } })).status).toBe(201);
      expect(await req(base, `games/${finished.game}/finished`, { method: 'POST', token: offByOne(finished.guest) })).toMatchObject({ status: 403 });
      expect(await req(base, `games/${finished.game}/finished`, { method: 'POST', token: finished.guest })).toMatchObject({
        status: 200,
        body: { finished: true },
      });
      const m = await relay.mailboxes();
      expect((await m.usage(ip)).mine).toBe(3 * (GAME_BYTES + 500));
      // Eight days without a post: the finished game goes (7 days), the others stay (60 days).
      await rows("UPDATE relay_games SET touched_at = now() - interval '8 days' WHERE id IN ($1, $2)", [idle.game, finished.game]);
      expect(await m.expire()).toBeGreaterThanOrEqual(1);
      expect((await rows('SELECT id FROM relay_games WHERE id IN ($1, $2, $3) ORDER BY id', [idle.game, finished.game, fresh.game])).map((r) => r.id)).toEqual(
        [idle.game, fresh.game].sort(),
      );
      expect(await rows('SELECT count(*)::int AS n FROM relay_messages WHERE game = $1', [finished.game])).toEqual([{ n: 0 }]);
      // Sixty-one days: the idle one goes too.
      await rows("UPDATE relay_games SET touched_at = now() - interval '61 days' WHERE id = $1", [idle.game]);
      expect(await m.expire()).toBeGreaterThanOrEqual(1);
      expect((await rows('SELECT id FROM relay_games WHERE id IN ($1, $2, $3)', [idle.game, finished.game, fresh.game])).map((r) => r.id)).toEqual([
        fresh.game,
      ]);
      expect((await m.usage(ip)).mine).toBe(GAME_BYTES + 500);
      // A deleted game's link opens nothing, like a game that never was.
      expect(await req(base, `games/${idle.game}`, { token: idle.host })).toMatchObject({ status: 403, body: { error: 'wrongCapability' } });
    });

    it('numbers: a string "0", a number no game reaches, and a WebSocket cursor of 2^31 are bad requests', async () => {
      const g = (await req(base, 'games', { method: 'POST', from: address() })).body as unknown as CreatedGame;
      const post = (raw: string) => req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, raw });
      expect(await post('{"n":"0","code":"SD1.abc"}')).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await post('{"n":1000000,"code":"SD1.abc"}')).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await post('{"n":8000,"code":"SD1.abc"}')).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await post('{"n":0.5,"code":"SD1.abc"}')).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await post('{"n":0,"code":["SD1.abc"]}')).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await rows('SELECT count(*)::int AS n FROM relay_messages WHERE game = $1', [g.game])).toEqual([{ n: 0 }]);
      expect(await post('{"n":0,"code":"SD1.abc"}')).toMatchObject({ status: 201 });
      // The seat can still post after a refused number: 1,000,000 was never stored.
      expect(await post('{"n":2,"code":"SD1.abd"}')).toMatchObject({ status: 201 });
      for (const after of ['2147483648', '8000', '1e3', '-2', '0x1', '']) {
        expect(await req(base, `games/${g.game}?after=${after}`, { token: g.guest })).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      }
      expect(await req(base, `games/${g.game}?after=0&wait=0`, { token: g.guest })).toMatchObject({ status: 200, body: { messages: [{ n: 2 }] } });
      for (const after of [2 ** 31, 2 ** 53, 8000]) {
        const ws = new WebSocket(`${base.replace('http', 'ws')}games/${g.game}/ws`);
        const frames: ServerFrame[] = [];
        ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token: g.guest, after })));
        ws.on('message', (d) => frames.push(JSON.parse(String(d)) as ServerFrame));
        const code = await new Promise<number>((r) => ws.on('close', (c) => r(c)));
        expect(code).toBe(1008);
        expect(frames).toEqual([{ type: 'error', error: 'badRequest', message: expect.stringMatching(/from -1 to 7999/) }]);
      }
    });

    it('no post leaves its own seat unable to post again while the game has room (44.5)', async () => {
      // A mailbox of 5 messages: numbers up to 9, each at most 5 ahead of the messages held.
      const small = await listen({ ...backend.options(), dataDir: `${backend.options().dataDir}-wedge`, limits: { ...TEST_LIMITS, maxMessagesPerGame: 5 } });
      try {
        const g = (await req(small.base, 'games', { method: 'POST', from: address() })).body as unknown as CreatedGame;
        const post = (seat: 'host' | 'guest', n: number) =>
          req(small.base, `games/${g.game}/messages`, { method: 'POST', token: g[seat], body: { n, code: CODE(10 + n) } });
        // The number the relay used to allow last (one below the messages a game holds) no longer
        // ends the seat's posts: the seat posts after it.
        expect(await post('host', 4)).toMatchObject({ status: 201 });
        expect(await post('host', 5)).toMatchObject({ status: 201 });
        // Each post at the highest number it may (messages held + 5), the seat posts again, until the mailbox is full.
        for (let held = 2; held < 5; held++) {
          // One more is refused before anything is written: it would run ahead by more than the mailbox holds (or past 9).
          expect(await post('guest', held + 6), `${held} held`).toMatchObject(
            held + 6 <= 9 ? { status: 409, body: { error: 'outOfOrder', message: /runs ahead/ } } : { status: 400, body: { error: 'badRequest' } },
          );
          expect(await post('guest', held + 5), `${held} held`).toMatchObject({ status: 201 });
        }
        expect(await post('host', 6)).toMatchObject({ status: 413, body: { error: 'mailboxFull' } });
        expect(await post('guest', 10)).toMatchObject({ status: 400, body: { error: 'badRequest', message: /from 0 to 9/ } });
      } finally {
        await small.relay.close();
      }
    });

    it.skipIf(b.make().shared)("the quota over all addresses refuses by name, naming the relay's own limit", async () => {
      const small = await listen({
        ...backend.options(),
        dataDir: `${backend.options().dataDir}-total`,
        limits: { ...TEST_LIMITS, maxBytesTotal: 2 * GAME_BYTES + 100 },
      });
      try {
        const g = (await req(small.base, 'games', { method: 'POST', from: address() })).body as unknown as CreatedGame;
        expect((await req(small.base, 'games', { method: 'POST', from: address() })).status).toBe(201);
        expect(await req(small.base, 'games', { method: 'POST', from: address() })).toMatchObject({
          status: 413,
          body: { error: 'quotaExceeded', message: /this relay holds as much as it may/ },
        });
        expect(await req(small.base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 0, code: CODE(101) } })).toMatchObject({
          status: 413,
          body: { error: 'quotaExceeded' },
        });
        expect(await req(small.base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 0, code: CODE(100) } })).toMatchObject({
          status: 201,
        });
      } finally {
        await small.relay.close();
      }
    });
  });
}

/** The token with its last character changed (never the token itself). */
function offByOne(t: string): string {
  return t.slice(0, -1) + (t.endsWith('Q') ? 'R' : 'Q');
}
