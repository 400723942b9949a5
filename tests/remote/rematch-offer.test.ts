// A rematch offered through a finished game's mailbox (issue 34.4, docs/relay.md;
// src/remote/rematch.ts), without a relay: the offer is sealed for the other player of that game,
// from that seat, and opens nowhere else; the relay's copy is outside input, shaped before any
// work; the rematch keeps the finished game's pace (48.6); each request's URL, method and body.
// tests/relay/rematch.test.ts plays it through a real relay (issue 44.7: this file pins the
// mutants of rematch.ts within the mutation shard's tests).

import { describe, expect, it } from 'vitest';
import { RematchLink, createRematchGame, openOffer, sealOffer, type RematchOffer } from '../../src/remote/rematch';

const OLD = 'a'.repeat(32);
const GUEST = 'G'.repeat(43);
const offer: RematchOffer = { game: 'b'.repeat(32), token: 'T'.repeat(43), chat: 'C'.repeat(43), pace: 'day' };

describe('34.4: a rematch offer, sealed for the other player of the finished game', () => {
  it('opens as it was sealed, for the same game, guest token and offering seat', async () => {
    const sealed = await sealOffer(offer, OLD, GUEST, 'host');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await openOffer(sealed, OLD, GUEST, 'host')).toEqual(offer);
    const bare = { game: offer.game, token: offer.token };
    expect(await openOffer(await sealOffer(bare, OLD, GUEST, 'guest'), OLD, GUEST, 'guest')).toEqual(bare);
  });

  it('fails its integrity check for another game, another guest token, the other seat, or one character changed', async () => {
    const sealed = await sealOffer(offer, OLD, GUEST, 'host');
    const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    for (const open of [
      () => openOffer(sealed, 'c'.repeat(32), GUEST, 'host'),
      () => openOffer(sealed, OLD, 'H'.repeat(43), 'host'),
      () => openOffer(sealed, OLD, GUEST, 'guest'),
      () => openOffer(flipped, OLD, GUEST, 'host'),
    ])
      await expect(open()).rejects.toThrow('the rematch offer fails its integrity check: it was not sealed by the other player of this game');
  });

  it('is refused before any work when it is not sealed text of the right size', async () => {
    for (const bad of ['short', 'x'.repeat(513), 'has spaces in it ....', 42 as unknown as string])
      await expect(openOffer(bad, OLD, GUEST, 'host')).rejects.toThrow('the rematch offer is not sealed text of the right size');
  });

  it('is refused when what it holds is not a game and a capability (another shape, an extra field)', async () => {
    for (const held of [{ game: 'nope', token: offer.token }, { ...offer, pace: 'week' }, { ...offer, extra: 1 }, { game: offer.game }])
      await expect(openOffer(await sealOffer(held as RematchOffer, OLD, GUEST, 'host'), OLD, GUEST, 'host')).rejects.toThrow(
        'the rematch offer does not hold a game and a capability',
      );
  });
});

describe('34.4 and 48.6: the requests of a rematch', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const answering =
    (...bodies: unknown[]): typeof fetch =>
    async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(bodies.shift() ?? {}), { status: 200, headers: { 'content-type': 'application/json' } });
    };
  const BASE = 'https://relay.example/relay/v1/';
  const clock = { seat: 'host', pace: 'threeDays', paceSeconds: 1, waiting: null, since: null, deadline: null, now: 1, abandoned: null, notify: null };

  it("the new game is made at the finished game's pace, which the player accepting is told", async () => {
    calls.length = 0;
    const created = { game: offer.game, host: 'h', guest: 'g' };
    expect(await createRematchGame(BASE, OLD, 'tok', answering(clock, created))).toEqual({ created, pace: 'threeDays' });
    expect(calls).toEqual([
      { url: `${BASE}games/${OLD}/clock`, init: { headers: { authorization: 'Bearer tok' } } },
      { url: `${BASE}games`, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pace":"threeDays"}' } },
    ]);
  });

  it("no new game when the relay does not say the finished game's pace", async () => {
    calls.length = 0;
    await expect(createRematchGame(BASE, OLD, 'tok', answering({ now: 1 }))).rejects.toThrow("the relay did not say the finished game's pace");
    expect(calls.length).toBe(1);
  });

  it("read, offer and answer: each to the mailbox of its game, with the seat's token", async () => {
    calls.length = 0;
    const link = new RematchLink(BASE, OLD, 'tok', answering({ state: 'none' }, {}, {}));
    expect(await link.read()).toEqual({ state: 'none' });
    await link.offer('sealedtext');
    await link.answer(false);
    const json = { authorization: 'Bearer tok', 'content-type': 'application/json' };
    expect(calls).toEqual([
      { url: `${BASE}games/${OLD}/rematch`, init: { headers: { authorization: 'Bearer tok' } } },
      { url: `${BASE}games/${OLD}/rematch`, init: { method: 'POST', headers: json, body: '{"sealed":"sealedtext"}' } },
      { url: `${BASE}games/${OLD}/rematch/answer`, init: { method: 'POST', headers: json, body: '{"accept":false}' } },
    ]);
  });
});
