// One mailbox on a relay as a client reaches it (docs/relay.md; src/remote/relayLink.ts), with a
// fake fetch and a fake WebSocket: the requests' URLs and bodies, the relay's refusals named by
// code and status, the status of many games asked in pages and its answer as outside input, and
// the connection: welcomed, pushed messages, a refusal that stops it, a restart, and
// long-polling when there is no WebSocket (issue 44.7: the mutants of relayLink.ts these pin;
// tests/remote/relay-return.test.ts plays it against a real relay process).

import { describe, expect, it } from 'vitest';
import { CLOSE_RESTARTING, STATUS_MAX_GAMES } from '../../src/relay/api';
import { RelayError, RelayLink, call, createRelayGame, relayBase, relayStatus, type LinkEvents } from '../../src/remote/relayLink';
import { settle } from './relayFake';

const BASE = 'https://relay.example/play/relay/v1/';
type Call = { url: string; init: RequestInit };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A fetch that answers from `answers` in turn, keeping each call. */
function fakeFetch(calls: Call[], ...answers: (Response | Error)[]): typeof fetch {
  return async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    const a = answers.shift() ?? json({});
    if (a instanceof Error) throw a;
    return a;
  };
}
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e instanceof RelayError ? [e.code, e.message, e.status] : ['not a RelayError', String(e)];
  }
  return null;
};

describe("the relay's address and its refusals", () => {
  it("is the page's folder plus relay/v1/, whatever the fragment", () => {
    expect(relayBase('https://relay.example/play/index.html?x=1#join=abc')).toBe(BASE);
    expect(relayBase('http://127.0.0.1:5173/#sd=SD1.x')).toBe('http://127.0.0.1:5173/relay/v1/');
  });

  it('network, unavailable and rate-limited are worth trying again; the rest are not', () => {
    expect(['network', 'unavailable', 'rateLimited', 'badRequest', 'forbidden', 'notFound'].map((c) => new RelayError(c as 'network', 'm').retryable)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('a call gives the JSON answer; a failure is named by the network, the refusal the relay sent, or the status', async () => {
    const calls: Call[] = [];
    expect(await call(fakeFetch(calls, json({ a: 1 })), `${BASE}x`, { method: 'POST' })).toEqual({ a: 1 });
    expect(calls).toEqual([{ url: `${BASE}x`, init: { method: 'POST' } }]);
    expect(await call(fakeFetch(calls, new Response('not json', { status: 200 })), `${BASE}x`, {})).toBeNull();
    expect(await refusal(call(fakeFetch(calls, new Error('boom')), `${BASE}x`, {}))).toEqual(['network', 'the relay cannot be reached (boom)', 0]);
    expect(await refusal(call(fakeFetch(calls, json({ error: 'forbidden', message: 'not your seat' }, 403)), `${BASE}x`, {}))).toEqual([
      'forbidden',
      'not your seat',
      403,
    ]);
    expect(await refusal(call(fakeFetch(calls, new Response('<html>', { status: 502 })), `${BASE}x`, {}))).toEqual([
      'unavailable',
      'the relay answered 502',
      502,
    ]);
    expect(await refusal(call(fakeFetch(calls, new Response('<html>', { status: 500 })), `${BASE}x`, {}))).toEqual([
      'unavailable',
      'the relay answered 500',
      500,
    ]);
    expect(await refusal(call(fakeFetch(calls, new Response('<html>', { status: 499 })), `${BASE}x`, {}))).toEqual([
      'badRequest',
      'the relay answered 499',
      499,
    ]);
  });
});

describe('the requests of one mailbox, and of the list of games', () => {
  it('a new mailbox, with the pace the host picked or none', async () => {
    const calls: Call[] = [];
    await createRelayGame(BASE, fakeFetch(calls));
    await createRelayGame(BASE, fakeFetch(calls), 'live');
    expect(calls).toEqual([
      { url: `${BASE}games`, init: { method: 'POST' } },
      { url: `${BASE}games`, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pace":"live"}' } },
    ]);
  });

  it("post, finish and read: to the game's mailbox with the seat's token", async () => {
    const calls: Call[] = [];
    const link = new RelayLink(BASE, 'g1', 'tok', { fetch: fakeFetch(calls), WebSocket: null });
    await link.post(3, 'SD1.x');
    await link.finish();
    await link.read(2);
    await link.read(2, 25);
    const auth = { authorization: 'Bearer tok' };
    expect(calls).toEqual([
      { url: `${BASE}games/g1/messages`, init: { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"n":3,"code":"SD1.x"}' } },
      { url: `${BASE}games/g1/finished`, init: { method: 'POST', headers: auth } },
      { url: `${BASE}games/g1?after=2&wait=0`, init: { headers: auth, signal: undefined } },
      { url: `${BASE}games/g1?after=2&wait=25`, init: { headers: auth, signal: undefined } },
    ]);
  });

  it("many games' status: asked in pages, and only entries for games asked about are kept", async () => {
    const games = Array.from({ length: STATUS_MAX_GAMES * 2 + 1 }, (_, i) => ({ game: `g${i}`, token: `t${i}` }));
    const calls: Call[] = [];
    const out = await relayStatus(
      BASE,
      games,
      fakeFetch(
        calls,
        json({ games: [{ game: 'g0', x: 1 }, { game: 'g99' }, { game: 7 }, null, { game: 'elsewhere' }] }),
        json({ games: Array.from({ length: STATUS_MAX_GAMES + 5 }, () => ({ game: 'g60' })) }),
        json({ games: 'none' }),
      ),
    );
    expect(calls.map((c) => [c.url, c.init.method, JSON.parse(String(c.init.body)).games.length])).toEqual([
      [`${BASE}status`, 'POST', STATUS_MAX_GAMES],
      [`${BASE}status`, 'POST', STATUS_MAX_GAMES],
      [`${BASE}status`, 'POST', 1],
    ]);
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ games: [games[STATUS_MAX_GAMES * 2]] });
    expect(calls[0]!.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(out.filter((g) => g.game !== 'g60')).toEqual([{ game: 'g0', x: 1 }]);
    expect(out.filter((g) => g.game === 'g60')).toHaveLength(STATUS_MAX_GAMES);
  });
});

/** A WebSocket the test drives: it records what the link sends and closes. */
class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(s: string) {
    this.sent.push(s);
  }
  close() {
    this.closed = true;
  }
  frame(f: object) {
    this.onmessage!({ data: JSON.stringify(f) });
  }
}
function recorder() {
  const log: unknown[][] = [];
  const ev: LinkEvents = {
    message: (m) => log.push(['message', m]),
    last: (seat, last) => log.push(['last', seat, last]),
    state: (s, detail) => log.push(['state', s, detail]),
  };
  return { log, ev };
}

describe('the connection', () => {
  it('on a WebSocket: hello with the cursor, welcome, pushed messages; stopping closes it', async () => {
    FakeSocket.made = [];
    const { log, ev } = recorder();
    const link = new RelayLink(BASE, 'g1', 'tok', { WebSocket: FakeSocket as unknown as new (url: string) => WebSocket, fetch: fakeFetch([]) });
    const stop = link.open(() => 4, ev);
    await settle(2);
    const ws = FakeSocket.made[0]!;
    expect(ws.url).toBe('wss://relay.example/play/relay/v1/games/g1/ws');
    ws.onopen!();
    expect(ws.sent.map((s) => JSON.parse(s))).toEqual([{ type: 'hello', token: 'tok', after: 4 }]);
    ws.frame({ type: 'welcome', seat: 'guest', last: { host: 5, guest: null } });
    ws.frame({ type: 'message', n: 5, code: 'SD1.x', extra: 1 });
    ws.onmessage!({ data: 'not json' });
    expect(log).toEqual([
      ['state', 'connecting', ''],
      ['state', 'online', ''],
      ['last', 'guest', { host: 5, guest: null }],
      ['message', { n: 5, code: 'SD1.x' }],
    ]);
    stop();
    expect(ws.closed).toBe(true);
    ws.onclose!({ code: 1000 });
    await settle(4);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('a refusal the relay will not change stops the connection, named; a retryable one does not', async () => {
    FakeSocket.made = [];
    const { log, ev } = recorder();
    const link = new RelayLink(BASE, 'g1', 'tok', { WebSocket: FakeSocket as unknown as new (url: string) => WebSocket, fetch: fakeFetch([]), retryMs: 1 });
    const stop = link.open(() => 0, ev);
    await settle(2);
    const ws = FakeSocket.made[0]!;
    ws.frame({ type: 'error', error: 'rateLimited', message: 'slow down' });
    expect(log.filter((l) => l[1] === 'refused')).toEqual([]);
    ws.frame({ type: 'error', error: 'forbidden', message: 'not your seat' });
    ws.onclose!({ code: 1008 });
    await settle(6);
    expect(log).toEqual([
      ['state', 'connecting', ''],
      ['state', 'refused', 'not your seat'],
    ]);
    expect(FakeSocket.made).toHaveLength(1);
    stop();
  });

  it('a relay that says it restarts: offline, then the WebSocket again (not polling)', async () => {
    FakeSocket.made = [];
    const { log, ev } = recorder();
    const calls: Call[] = [];
    const link = new RelayLink(BASE, 'g1', 'tok', { WebSocket: FakeSocket as unknown as new (url: string) => WebSocket, fetch: fakeFetch(calls), retryMs: 1 });
    const stop = link.open(() => 0, ev);
    await settle(2);
    FakeSocket.made[0]!.onclose!({ code: CLOSE_RESTARTING });
    // The pause before trying again is 0.5 to 1.5 ms (retryMs 1): many rounds of the event loop.
    for (let i = 0; i < 200 && FakeSocket.made.length < 2; i++) await settle(1);
    expect(log.slice(0, 3)).toEqual([
      ['state', 'connecting', ''],
      ['state', 'offline', 'the relay is restarting; reconnecting'],
      ['state', 'connecting', ''],
    ]);
    expect(FakeSocket.made).toHaveLength(2);
    expect(calls).toEqual([]);
    stop();
  });

  it('with no WebSocket, long-polling: a first read at once, then reads that wait; a refusal stops it', async () => {
    const calls: Call[] = [];
    const { log, ev } = recorder();
    const link = new RelayLink(BASE, 'g1', 'tok', {
      WebSocket: null,
      longPollSeconds: 9,
      fetch: fakeFetch(
        calls,
        json({ seat: 'host', messages: [], last: { host: null, guest: null } }),
        json({ seat: 'host', messages: [{ n: 0, code: 'SD1.a' }], last: { host: null, guest: 0 } }),
        json({ error: 'notFound', message: 'no such game' }, 404),
      ),
    });
    let cursor = 0;
    const stop = link.open(() => cursor++, ev);
    await settle(20);
    expect(calls.map((c) => c.url)).toEqual([`${BASE}games/g1?after=0&wait=0`, `${BASE}games/g1?after=1&wait=9`, `${BASE}games/g1?after=2&wait=9`]);
    expect(log).toEqual([
      ['state', 'connecting', ''],
      ['state', 'polling', ''],
      ['last', 'host', { host: null, guest: null }],
      ['last', 'host', { host: null, guest: 0 }],
      ['message', { n: 0, code: 'SD1.a' }],
      ['state', 'refused', 'no such game'],
    ]);
    stop();
  });
});
