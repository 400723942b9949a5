// A rematch through a finished game's mailbox (issue 34.4, docs/relay.md), on each database: one
// seat leaves a sealed offer, the other reads it, opens it (it holds the new game's guest
// capability) and accepts or declines; the refusals are named; neither the database nor the log
// holds a token or the offer's content, and the offer opens only for its own game and sender.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createRelayServer, type RelayServer } from '../../src/relay/server';
import type { CreatedGame } from '../../src/relay/api';
import { RematchLink, createRematchGame, openOffer, sealOffer } from '../../src/remote/rematch';
import { backends, type Backend } from './backends';

async function req(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(base + path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe('rematch offers, sealed by the clients', () => {
  it('an offer opens only with its game, its sender and the guest token, and refuses what is not one', async () => {
    const offer = { game: 'a'.repeat(32), token: 'B'.repeat(43) };
    const old = 'c'.repeat(32);
    const guest = 'D'.repeat(43);
    const sealed = await sealOffer(offer, old, guest, 'guest');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]{16,512}$/);
    expect(sealed).not.toContain(offer.token);
    expect(await openOffer(sealed, old, guest, 'guest')).toEqual(offer);
    await expect(openOffer(sealed, old, guest, 'host')).rejects.toThrow(/integrity check/);
    await expect(openOffer(sealed, 'e'.repeat(32), guest, 'guest')).rejects.toThrow(/integrity check/);
    await expect(openOffer(sealed, old, 'E'.repeat(43), 'guest')).rejects.toThrow(/integrity check/);
    const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    await expect(openOffer(flipped, old, guest, 'guest')).rejects.toThrow(/integrity check/);
    await expect(openOffer('x'.repeat(600), old, guest, 'guest')).rejects.toThrow(/right size/);
    await expect(openOffer('not+base64', old, guest, 'guest')).rejects.toThrow(/right size/);
    // Sealed properly, but not a game and a capability.
    const junk = await sealOffer({ game: 'nope', token: 'x' } as never, old, guest, 'guest');
    await expect(openOffer(junk, old, guest, 'guest')).rejects.toThrow(/does not hold a game/);
  });
});

for (const b of backends) {
  describe.skipIf(b.skip)(`rematch on the relay on ${b.name}`, () => {
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

    const create = async () => (await req(base, 'games', { method: 'POST' })).body as unknown as CreatedGame;

    it('the guest offers, the host reads, opens and accepts; then a new offer, declined', async () => {
      const old = await create();
      const next = await create();
      const guest = new RematchLink(base, old.game, old.guest);
      const host = new RematchLink(base, old.game, old.host);
      expect(await host.read()).toEqual({ offer: null });
      const sealed = await sealOffer({ game: next.game, token: next.guest }, old.game, old.guest, 'guest');
      await guest.offer(sealed);
      const seen = await host.read();
      expect(seen).toEqual({ offer: { from: 'guest', sealed, answer: null } });
      // The host made the guest's link, so it holds the guest token: the offer opens.
      expect(await openOffer(seen.offer!.sealed, old.game, old.guest, seen.offer!.from)).toEqual({ game: next.game, token: next.guest });
      // The offering seat cannot answer its own offer; the other cannot offer over it.
      expect(await req(base, `games/${old.game}/rematch/answer`, { method: 'POST', token: old.guest, body: { accept: true } })).toMatchObject({
        status: 409,
        body: { error: 'conflict', message: /no rematch offered by the other player/ },
      });
      expect(await req(base, `games/${old.game}/rematch`, { method: 'POST', token: old.host, body: { sealed } })).toMatchObject({
        status: 409,
        body: { error: 'conflict', message: /offered a rematch already/ },
      });
      await host.answer(true);
      expect((await guest.read()).offer).toMatchObject({ from: 'guest', answer: 'accepted' });
      // Answered once only.
      expect(await req(base, `games/${old.game}/rematch/answer`, { method: 'POST', token: old.host, body: { accept: false } })).toMatchObject({ status: 409 });
      // Once answered, either seat may offer again; this one is declined.
      const again = await sealOffer({ game: next.game, token: next.guest }, old.game, old.guest, 'host');
      await host.offer(again);
      expect((await guest.read()).offer).toEqual({ from: 'host', sealed: again, answer: null });
      await guest.answer(false);
      expect((await host.read()).offer).toMatchObject({ from: 'host', answer: 'declined' });

      // What the relay keeps and logs: the sealed text, never a token (of either game) or what it seals.
      const rows = await (await relay.mailboxes()).db.query('SELECT * FROM relay_rematch WHERE game = $1', [old.game]);
      expect(rows).toHaveLength(1);
      const text = JSON.stringify(rows);
      for (const t of [old.host, old.guest, next.host, next.guest]) expect(text).not.toContain(t);
      expect(text).not.toContain(next.game);
      const logText = log.join('\n');
      for (const t of [old.host, old.guest, next.host, next.guest, sealed, again, old.game, next.game]) expect(logText).not.toContain(t);
      expect(logText).toMatch(/relay POST \/relay\/v1\/games\/:game\/rematch 201/);
    });

    it('a rematch keeps the pace of the game it follows (issue 48.6), and the offer carries it', async () => {
      for (const pace of ['day', 'live', 'none'] as const) {
        const old = (await req(base, 'games', { method: 'POST', body: { pace } })).body as unknown as CreatedGame;
        // Either seat may offer: each asks the relay for the finished game's pace with its own capability.
        for (const token of [old.host, old.guest]) {
          const made = await createRematchGame(base, old.game, token);
          expect(made.pace, pace).toBe(pace);
          expect((await req(base, `games/${made.created.game}/clock`, { token: made.created.host })).body, pace).toMatchObject({ pace });
          const sealed = await sealOffer({ game: made.created.game, token: made.created.guest, pace: made.pace }, old.game, old.guest, 'host');
          expect((await openOffer(sealed, old.game, old.guest, 'host')).pace).toBe(pace);
        }
      }
      await expect(createRematchGame(base, 'f'.repeat(32), 'F'.repeat(43))).rejects.toThrow();
    });

    it('refuses by name: no capability, a wrong one, a bad body, an offer too long', async () => {
      const g = await create();
      const sealed = 'A'.repeat(40);
      expect(await req(base, `games/${g.game}/rematch`)).toMatchObject({ status: 401, body: { error: 'missingCapability' } });
      expect(await req(base, `games/${g.game}/rematch`, { method: 'POST', token: 'Z'.repeat(43), body: { sealed } })).toMatchObject({
        status: 403,
        body: { error: 'wrongCapability' },
      });
      expect(await req(base, `games/${g.game}/rematch`, { method: 'POST', token: g.host, body: { sealed: 'x'.repeat(513) } })).toMatchObject({
        status: 400,
        body: { error: 'badRequest' },
      });
      expect(await req(base, `games/${g.game}/rematch`, { method: 'POST', token: g.host, body: { sealed: 'a b'.repeat(10) } })).toMatchObject({ status: 400 });
      expect(await req(base, `games/${g.game}/rematch`, { method: 'POST', token: g.host, body: { sealed, extra: 1 } })).toMatchObject({ status: 400 });
      expect(await req(base, `games/${g.game}/rematch/answer`, { method: 'POST', token: g.guest, body: { accept: 'yes' } })).toMatchObject({
        status: 400,
        body: { error: 'badRequest' },
      });
      // The host may replace its own offer while it waits.
      expect(await req(base, `games/${g.game}/rematch`, { method: 'POST', token: g.host, body: { sealed } })).toMatchObject({ status: 201 });
      expect(await req(base, `games/${g.game}/rematch`, { method: 'POST', token: g.host, body: { sealed: 'B'.repeat(40) } })).toMatchObject({ status: 201 });
      expect((await req(base, `games/${g.game}/rematch`, { token: g.guest })).body).toEqual({ offer: { from: 'host', sealed: 'B'.repeat(40), answer: null } });
    });
  });
}
