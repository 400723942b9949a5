// A game's pace and a seat's notifications as the browser reaches them (issue 34, points 6 and 1;
// docs/relay.md; src/remote/paceLink.ts). The relay's answers are outside input: every field is
// checked before a screen uses it, and a seat may end the game only once the other seat's time has
// run out on the relay's clock (issue 44.7: the mutants of paceLink.ts these pin).

import { describe, expect, it } from 'vitest';
import { PaceLink, checkedClock, mayAbandon } from '../../src/remote/paceLink';
import type { ClockAnswer } from '../../src/relay/paceApi';

const clock: ClockAnswer = {
  seat: 'host',
  pace: 'day',
  paceSeconds: 86_400,
  waiting: 'guest',
  since: 1_000,
  deadline: 87_401_000,
  now: 2_000,
  abandoned: null,
  notify: 'ntfy',
};

describe("34.6: the relay's clock answer, checked field by field", () => {
  it('an answer of the right shape is taken as it is', () => {
    expect(checkedClock({ ...clock })).toEqual(clock);
    expect(checkedClock({ ...clock, abandoned: { seat: 'guest', at: 5 } })?.abandoned).toEqual({ seat: 'guest', at: 5 });
  });

  it('no answer, another seat, another pace or no clock reading is no answer', () => {
    for (const bad of [
      null,
      undefined,
      { ...clock, seat: 'federal' },
      { ...clock, pace: 'week' },
      { ...clock, now: '2000' },
      { ...clock, now: Number.NaN },
      { ...clock, now: Infinity },
    ])
      expect(checkedClock(bad)).toBeNull();
  });

  it('each optional field of the wrong shape is read as none', () => {
    expect(checkedClock({ ...clock, paceSeconds: '86400', waiting: 'nobody', since: Number.NaN, deadline: '1', notify: 'pigeon' })).toEqual({
      ...clock,
      paceSeconds: null,
      waiting: null,
      since: null,
      deadline: null,
      notify: null,
    });
    for (const abandoned of [{ seat: 'x', at: 5 }, { seat: 'host', at: '5' }, { seat: 'host', at: Infinity }, true])
      expect(checkedClock({ ...clock, abandoned })?.abandoned).toBeNull();
  });
});

describe('34.6: a seat may end the game when the other seat let its time run out', () => {
  const due = { ...clock, waiting: 'guest' as const, deadline: 10_000 };
  it('from the deadline on, on the relay clock (skew: relay minus here)', () => {
    expect(mayAbandon(due, 'host', 10_000, 0)).toBe(true);
    expect(mayAbandon(due, 'host', 9_999, 0)).toBe(false);
    expect(mayAbandon(due, 'host', 9_000, 1_000)).toBe(true);
    expect(mayAbandon(due, 'host', 9_000, 999)).toBe(false);
  });
  it('never on its own wait, with no deadline, or in a game already ended', () => {
    expect(mayAbandon(due, 'guest', 20_000, 0)).toBe(false);
    expect(mayAbandon({ ...due, deadline: null }, 'host', 20_000, 0)).toBe(false);
    expect(mayAbandon({ ...due, abandoned: { seat: 'guest', at: 1 } }, 'host', 20_000, 0)).toBe(false);
  });
});

describe('34.1 and 34.6: the requests to the relay', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const answering =
    (body: unknown, status = 200): typeof fetch =>
    async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
  const link = (body: unknown) => new PaceLink('https://relay.example/relay/v1/', 'g1', 'tok', answering(body));

  it("the relay's notification kinds, known ones only, in the page's order", async () => {
    calls.length = 0;
    expect(await link({ notify: ['email', 'pigeon', 'json'] }).capabilities()).toEqual(['json', 'email']);
    expect(calls[0]).toEqual({ url: 'https://relay.example/relay/v1/capabilities', init: {} });
    expect(await link({ notify: 'json' }).capabilities()).toEqual([]);
    expect(await link(null).capabilities()).toEqual([]);
  });

  it("the clock, asked with the seat's token", async () => {
    calls.length = 0;
    expect(await link(clock).clock()).toEqual(clock);
    expect(calls[0]).toEqual({ url: 'https://relay.example/relay/v1/games/g1/clock', init: { headers: { authorization: 'Bearer tok' } } });
    expect(await link({ ...clock, seat: 'x' }).clock()).toBeNull();
  });

  it('ending the game: a POST, and the seat that did not move when the answer names one', async () => {
    calls.length = 0;
    expect(await link({ abandoned: { seat: 'guest', at: 7 } }).abandon()).toEqual({ seat: 'guest', at: 7 });
    expect(calls[0]).toEqual({ url: 'https://relay.example/relay/v1/games/g1/abandon', init: { method: 'POST', headers: { authorization: 'Bearer tok' } } });
    for (const body of [{}, null, { abandoned: { seat: 'guest' } }, { abandoned: { seat: 'nobody', at: 7 } }]) expect(await link(body).abandon()).toBeNull();
  });

  it("a seat's notification: set with a PUT of its JSON, removed with a DELETE", async () => {
    calls.length = 0;
    const l = link({});
    await l.setNotify({ kind: 'ntfy', address: 'https://ntfy.sh/x' });
    await l.removeNotify();
    expect(calls).toEqual([
      {
        url: 'https://relay.example/relay/v1/games/g1/notify',
        init: {
          method: 'PUT',
          headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
          body: '{"kind":"ntfy","address":"https://ntfy.sh/x"}',
        },
      },
      { url: 'https://relay.example/relay/v1/games/g1/notify', init: { method: 'DELETE', headers: { authorization: 'Bearer tok' } } },
    ]);
  });
});
