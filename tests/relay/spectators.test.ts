// Spectators on the relay (issue 34.5, docs/relay.md), on each database: the host makes a
// read-only capability; it reads both seats' messages in the game's order (long-polling too) and
// every request that would post or act for a seat refuses it as readOnly; only the host makes
// one, a new one revokes the old, and the database and the log never hold it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { createRelayServer, type RelayServer } from '../../src/relay/server';
import type { CreatedGame } from '../../src/relay/api';
import { backends, type Backend } from './backends';

const CODE = (s: string) => `SD1.${s}`;

async function req(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(base + path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

for (const b of backends) {
  describe.skipIf(b.skip)(`spectators on the relay on ${b.name}`, () => {
    let backend: Backend;
    let relay: RelayServer;
    let base = '';
    const log: string[] = [];

    beforeAll(async () => {
      backend = b.make();
      relay = await createRelayServer({ ...backend.options(), log: (l) => log.push(l) });
      await relay.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(relay.app.server.address() as AddressInfo).port}/relay/v1/`;
    });
    afterAll(async () => {
      await relay?.close();
      backend?.cleanup();
    });

    it('reads both seats in order, live; cannot post, read a seat, say the game is over or offer a rematch', async () => {
      const g = (await req(base, 'games', { method: 'POST' })).body as unknown as CreatedGame;
      expect(await req(base, `games/${g.game}/spectators`, { method: 'POST', token: g.guest })).toMatchObject({
        status: 403,
        body: { error: 'wrongCapability' },
      });
      expect(await req(base, `games/${g.game}/spectators`, { method: 'POST' })).toMatchObject({ status: 401 });
      const made = await req(base, `games/${g.game}/spectators`, { method: 'POST', token: g.host });
      expect(made.status).toBe(201);
      const spectator = made.body.token as string;
      expect(spectator).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const post = (token: string, n: number, code: string) => req(base, `games/${g.game}/messages`, { method: 'POST', token, body: { n, code } });
      expect((await post(g.host, 0, CODE('invite'))).status).toBe(201);
      expect((await post(g.guest, 1, CODE('accept'))).status).toBe(201);
      expect(await req(base, `games/${g.game}/watch?after=-1`, { token: spectator })).toMatchObject({
        status: 200,
        body: {
          messages: [
            { n: 0, code: CODE('invite') },
            { n: 1, code: CODE('accept') },
          ],
          last: { host: 0, guest: 1 },
        },
      });
      // Live: a long-poll answered by the next post of either seat.
      const waiting = req(base, `games/${g.game}/watch?after=1&wait=20`, { token: spectator });
      await new Promise((r) => setTimeout(r, 300));
      expect((await post(g.host, 2, CODE('two'))).status).toBe(201);
      expect((await waiting).body.messages).toEqual([{ n: 2, code: CODE('two') }]);

      // Read-only: refused by name wherever a seat acts or reads its own mailbox.
      const readOnly = { status: 403, body: { error: 'readOnly', message: /read only/ } };
      expect(await post(spectator, 3, CODE('forged'))).toMatchObject(readOnly);
      expect(await req(base, `games/${g.game}?after=-1`, { token: spectator })).toMatchObject(readOnly);
      expect(await req(base, `games/${g.game}/finished`, { method: 'POST', token: spectator })).toMatchObject(readOnly);
      expect(await req(base, `games/${g.game}/rematch`, { method: 'POST', token: spectator, body: { sealed: 'A'.repeat(40) } })).toMatchObject(readOnly);
      expect(await req(base, `games/${g.game}/spectators`, { method: 'POST', token: spectator })).toMatchObject(readOnly);
      const ws = new WebSocket(`${base.replace('http', 'ws')}games/${g.game}/ws`);
      const frames: unknown[] = [];
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token: spectator, after: -1 })));
      ws.on('message', (d) => frames.push(JSON.parse(String(d))));
      expect(await new Promise((r) => ws.on('close', r))).toBe(1008);
      expect(frames).toEqual([{ type: 'error', error: 'readOnly', message: expect.stringMatching(/read only/) }]);
      const rows = await (await relay.mailboxes()).db.query<{ n: number }>('SELECT n FROM relay_messages WHERE game = $1 ORDER BY n', [g.game]);
      expect(rows.map((r) => Number(r.n))).toEqual([0, 1, 2]);

      // A seat's token does not watch; a bad cursor is a bad request.
      expect(await req(base, `games/${g.game}/watch`, { token: g.host })).toMatchObject({ status: 403, body: { error: 'wrongCapability' } });
      expect(await req(base, `games/${g.game}/watch`)).toMatchObject({ status: 401, body: { error: 'missingCapability' } });
      expect(await req(base, `games/${g.game}/watch?after=x`, { token: spectator })).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await req(base, `games/${g.game}/watch?after=8000`, { token: spectator })).toMatchObject({ status: 400, body: { error: 'badRequest' } });

      // A new link revokes the old one.
      const again = (await req(base, `games/${g.game}/spectators`, { method: 'POST', token: g.host })).body.token as string;
      expect(again).not.toBe(spectator);
      expect(await req(base, `games/${g.game}/watch`, { token: spectator })).toMatchObject({ status: 403, body: { error: 'wrongCapability' } });
      expect((await req(base, `games/${g.game}/watch`, { token: again })).status).toBe(200);

      // The database keeps a hash; neither it nor the log holds a token.
      const game = JSON.stringify(await (await relay.mailboxes()).db.query('SELECT * FROM relay_games WHERE id = $1', [g.game]));
      for (const t of [spectator, again, g.host, g.guest]) {
        expect(game).not.toContain(t);
        expect(log.join('\n')).not.toContain(t);
      }
      expect(game).toMatch(/"spectator_hash":"[0-9a-f]{64}"/);
    });
  });
}
