// A game's pace and the notifications to an absent player (issue 34, points 6 and 1;
// docs/relay.md), on each database, with the relay's clock in the test's hands (days pass at a
// word, nothing sleeps): the pace and whose move it is as the relay sees them, the end of a game
// abandoned past its deadline, webhooks in four shapes to a local receiver and e-mail through a
// real local SMTP server, one a move and only to a seat with no connection open, the reminder,
// the stop link, the refusal of private addresses, and a database and a log that hold no
// address and no token.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { createRelayServer, type RelayServer, type ServerOptions } from '../../src/relay/server';
import type { CreatedGame } from '../../src/relay/api';
import { checkWebhook } from '../../src/relay/webhook';
import { backends, TEST_NOTIFY_KEY, type Backend } from './backends';
import { smtp } from './smtpServer';

const CODE = (s: string) => `SD1.${s}`;
const KEY = TEST_NOTIFY_KEY;
/** A game's own id as its page would give it (any 32 hex digits other than the relay's id for the mailbox). */
const SCREEN_ID = (relayGame: string) => [...relayGame].reverse().join('').replace(/^./, 'f');
const DAY = 86_400_000;

interface Got {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A local webhook receiver: it keeps what it gets and answers 204. */
async function receiver(): Promise<{ server: Server; url: string; got: Got[] }> {
  const got: Got[] = [];
  const server = createServer((rq, rs) => {
    let body = '';
    rq.on('data', (d: Buffer) => (body += d.toString()));
    rq.on('end', () => {
      got.push({ path: rq.url ?? '', headers: rq.headers, body });
      rs.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, got };
}

async function listen(opts: ServerOptions, log: string[]): Promise<{ relay: RelayServer; base: string }> {
  const relay = await createRelayServer({ ...opts, log: (l) => log.push(l) });
  await relay.app.listen({ port: 0, host: '127.0.0.1' });
  return { relay, base: `http://127.0.0.1:${(relay.app.server.address() as AddressInfo).port}/relay/v1/` };
}

async function req(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(base + path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await r.text();
  return { status: r.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text } };
}

describe('which addresses a webhook may point at', () => {
  it('refuses localhost, private addresses, names resolving to them, the relay itself, other schemes and credentials, unless allowed', async () => {
    for (const url of [
      'http://localhost:8080/x',
      'http://a.localhost/',
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://10.0.0.5/',
      'http://169.254.169.254/latest',
      'http://[::ffff:127.0.0.1]/',
      'http://relay.example.org/hook',
    ])
      await expect(checkWebhook(url, false, ['relay.example.org']), url).rejects.toMatchObject({ error: 'badAddress' });
    // The relay's own machine is refused in a player's words, with what to do instead (issue 48.6).
    for (const url of ['http://localhost:8080/x', 'http://relay.example.org/hook']) {
      const refused = (await checkWebhook(url, false, ['relay.example.org']).catch((e: Error) => e)) as Error;
      expect(refused.message, url).toMatch(
        /^bad address: a webhook must be on another server: this address is the relay's own machine.*Use a public webhook service such as ntfy\.sh, Discord or Slack$/,
      );
      expect(refused.message, url).not.toMatch(/relay itself/);
    }
    await expect(checkWebhook('http://127.0.0.1/', false, [])).rejects.toMatchObject({
      message: 'bad address: a webhook may not point at a private, loopback or link-local address',
    });
    await expect(checkWebhook('ftp://93.184.216.34/', false, [])).rejects.toMatchObject({ error: 'badAddress', message: /http or https/ });
    await expect(checkWebhook('https://u:p@93.184.216.34/', false, [])).rejects.toMatchObject({ error: 'badAddress', message: /user name/ });
    await expect(checkWebhook('not a url', false, [])).rejects.toMatchObject({ error: 'badAddress' });
    expect((await checkWebhook('https://93.184.216.34/hook', false, [])).hostname).toBe('93.184.216.34');
    // A name is refused when any of its addresses is private (here a resolver of the test's own).
    const names: Record<string, string[]> = {
      'mixed.example.test': ['93.184.216.34', '10.0.0.7'],
      'v6.example.test': ['2606:4700::1', 'fe80::2'],
      'public.example.test': ['93.184.216.34'],
    };
    const resolver = async (host: string) => (names[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    for (const host of ['mixed.example.test', 'v6.example.test'])
      await expect(checkWebhook(`https://${host}/hook`, false, [], resolver), host).rejects.toMatchObject({
        error: 'badAddress',
        message: /resolves to a private/,
      });
    await expect(checkWebhook('https://nowhere.example.test/', false, [], resolver)).rejects.toMatchObject({
      error: 'badAddress',
      message: /does not resolve/,
    });
    expect((await checkWebhook('https://public.example.test/hook', false, [], resolver)).hostname).toBe('public.example.test');
    expect((await checkWebhook('http://127.0.0.1:9/hook', true, [])).port).toBe('9');
  });
});

for (const b of backends) {
  describe.skipIf(b.skip)(`pace and notifications on ${b.name}`, () => {
    let backend: Backend, strictBackend: Backend;
    let relay: RelayServer, strict: RelayServer;
    let base = '',
      strictBase = '';
    let clock = Date.UTC(2026, 10, 27, 12);
    const log: string[] = [];
    const secrets: string[] = [];
    let hook: Awaited<ReturnType<typeof receiver>>;
    let mail: Awaited<ReturnType<typeof smtp>>;

    beforeAll(async () => {
      hook = await receiver();
      mail = await smtp();
      backend = b.make();
      strictBackend = b.make();
      // Notifications go out only when the test asks (tick) or after a post; the clock is ours.
      ({ relay, base } = await listen(
        {
          ...backend.options(),
          now: () => clock,
          limits: { notifyAllowPrivate: 1, longPollSeconds: 3600, createsPerAddressPerHour: 1_000_000 },
          notify: { everyMs: 0, smtpUrl: mail.url, smtpFrom: 'relay@sea-devils.test', key: KEY },
        },
        log,
      ));
      ({ relay: strict, base: strictBase } = await listen(
        { ...strictBackend.options(), now: () => clock, limits: { createsPerAddressPerHour: 1_000_000 }, notify: { everyMs: 0, key: KEY } },
        log,
      ));
    });
    afterAll(async () => {
      await relay?.close();
      await strict?.close();
      hook?.server.close();
      mail?.server.close();
      backend?.cleanup();
      strictBackend?.cleanup();
    });

    const game = async (pace?: string, on = base): Promise<CreatedGame> => {
      const r = await req(on, 'games', { method: 'POST', body: pace === undefined ? undefined : { pace } });
      expect(r.status).toBe(201);
      const g = r.body as unknown as CreatedGame;
      secrets.push(g.host, g.guest);
      return g;
    };
    const post = async (g: CreatedGame, seat: 'host' | 'guest', n: number) =>
      expect((await req(base, `games/${g.game}/messages`, { method: 'POST', token: g[seat], body: { n, code: CODE(`${seat}${n}`) } })).status).toBe(201);
    const tick = async () => {
      const { notifier, pace } = await relay.paceParts();
      await pace.settled(); // the seats' presence as the relay last saw it
      await notifier.idle();
      await notifier.tick();
      await notifier.idle(); // the look starts the sends; they end by themselves
    };
    const to = (g: CreatedGame) => hook.got.filter((x) => x.path === `/${g.game}`);

    it('records the pace the host picks and, from the posts, whose move it is and since when', async () => {
      const caps = await req(base, 'capabilities');
      expect(caps.body).toEqual({ paces: { live: 600, day: 86_400, threeDays: 259_200, none: null }, notify: ['json', 'discord', 'slack', 'ntfy', 'email'] });
      expect((await req(base, 'games', { method: 'POST', body: { pace: 'week' } })).body).toMatchObject({ error: 'badRequest' });
      const g = await game('threeDays');
      expect((await req(base, `games/${g.game}/clock`, { token: g.guest })).body).toEqual({
        seat: 'guest',
        pace: 'threeDays',
        paceSeconds: 259_200,
        waiting: null,
        since: null,
        deadline: null,
        now: clock,
        abandoned: null,
        notify: null,
      });
      const t0 = clock;
      await post(g, 'host', 0);
      // The guest has not joined (posted) yet: its move waits, but its clock does not run (issue 44.5).
      expect((await req(base, `games/${g.game}/clock`, { token: g.host })).body).toMatchObject({ waiting: 'guest', since: t0, deadline: null });
      clock += 3_600_000;
      await post(g, 'guest', 0);
      expect((await req(base, `games/${g.game}/clock`, { token: g.guest })).body).toMatchObject({ waiting: 'host', since: clock, deadline: clock + 3 * DAY });
      const t1 = clock;
      await post(g, 'host', 1);
      clock += 3_600_000;
      // A second post from the same seat starts the other's clock again (a move runs from the other seat's latest post).
      await post(g, 'host', 2);
      const c = (await req(base, `games/${g.game}/clock`, { token: g.host })).body;
      expect(c).toMatchObject({ seat: 'host', waiting: 'guest', since: t1 + 3_600_000, deadline: t1 + 3_600_000 + 3 * DAY, now: clock });
      expect((await req(base, `games/${g.game}/clock`)).body).toMatchObject({ error: 'missingCapability' });
      const none = await game();
      expect((await req(base, `games/${none.game}/clock`, { token: none.host })).body).toMatchObject({ pace: 'none', paceSeconds: null });
    });

    it('the waiting player may end the game as abandoned once the other let its deadline pass, not before, and both see it', async () => {
      const g = await game('day');
      await post(g, 'host', 0);
      await post(g, 'guest', 0); // the host's move from now
      const since = clock;
      clock += DAY - 1000;
      expect(await req(base, `games/${g.game}/abandon`, { method: 'POST', token: g.guest })).toMatchObject({
        status: 409,
        body: { error: 'tooEarly', message: /1 s to move/ },
      });
      expect(await req(base, `games/${g.game}/abandon`, { method: 'POST', token: g.host })).toMatchObject({ status: 409, body: { error: 'notWaiting' } });
      clock += 1000;
      const r = await req(base, `games/${g.game}/abandon`, { method: 'POST', token: g.guest });
      expect(r).toEqual({ status: 200, body: { abandoned: { seat: 'host', at: since + DAY } } });
      // The game is over: its mailbox is kept for the shorter time.
      expect(await (await relay.mailboxes()).db.query('SELECT 1 FROM relay_games WHERE id = $1 AND finished_at IS NOT NULL', [g.game])).toHaveLength(1);
      // The absent player learns it when it comes back; a second claim answers with the first.
      clock += DAY;
      expect((await req(base, `games/${g.game}/clock`, { token: g.host })).body).toMatchObject({ abandoned: { seat: 'host', at: since + DAY } });
      expect((await req(base, `games/${g.game}/abandon`, { method: 'POST', token: g.guest })).body).toEqual({ abandoned: { seat: 'host', at: since + DAY } });
      const none = await game('none');
      await post(none, 'host', 0);
      clock += 30 * DAY;
      expect((await req(base, `games/${none.game}/abandon`, { method: 'POST', token: none.host })).body).toMatchObject({ error: 'noPace' });
    });

    it("the guest's clock starts when it joins: at the live pace the host cannot end a game the guest never reached (44.5)", async () => {
      clock += 120_000;
      const g = await game('live');
      // The guest's page would ask to be told before joining only if it were doctored; even so, no reminder before it joins.
      await req(base, `games/${g.game}/notify`, { method: 'PUT', token: g.guest, body: { kind: 'json', address: `${hook.url}/${g.game}` } });
      await post(g, 'host', 0); // the invitation
      await tick();
      expect(JSON.parse(to(g)[0]!.body)).toMatchObject({ event: 'yourMove', deadline: null });
      clock += 30 * DAY;
      expect(await req(base, `games/${g.game}/abandon`, { method: 'POST', token: g.host })).toMatchObject({
        status: 409,
        body: { error: 'tooEarly', message: /not joined/ },
      });
      await tick();
      expect(to(g)).toHaveLength(1); // no reminder of a clock that does not run
      expect((await req(base, `games/${g.game}/clock`, { token: g.host })).body).toMatchObject({ waiting: 'guest', deadline: null, abandoned: null });
      // The guest joins; the host answers; from then on the guest's clock runs from the host's post.
      await post(g, 'guest', 0);
      await post(g, 'host', 1);
      const since = clock;
      expect((await req(base, `games/${g.game}/clock`, { token: g.host })).body).toMatchObject({ waiting: 'guest', deadline: since + 600_000 });
      clock += 599_000;
      expect(await req(base, `games/${g.game}/abandon`, { method: 'POST', token: g.host })).toMatchObject({ status: 409, body: { error: 'tooEarly' } });
      clock += 1000;
      expect(await req(base, `games/${g.game}/abandon`, { method: 'POST', token: g.host })).toEqual({
        status: 200,
        body: { abandoned: { seat: 'guest', at: since + 600_000 } },
      });
    });

    it('refuses a webhook at a private address or the relay itself, and e-mail where there is no SMTP server', async () => {
      const g = await game('day', strictBase);
      const put = (body: unknown) => req(strictBase, `games/${g.game}/notify`, { method: 'PUT', token: g.guest, body });
      expect((await req(strictBase, 'capabilities')).body).toMatchObject({ notify: ['json', 'discord', 'slack', 'ntfy'] });
      for (const address of [`${hook.url}/x`, 'http://localhost/x', 'http://[::1]:80/', 'http://10.1.2.3/', 'http://169.254.169.254/', strictBase])
        expect(await put({ kind: 'json', address }), address).toMatchObject({ status: 400, body: { error: 'badAddress' } });
      expect(await put({ kind: 'email', address: 'a@example.org' })).toMatchObject({ status: 409, body: { error: 'notifyUnavailable' } });
      expect(await put({ kind: 'json', address: 'x'.repeat(501) })).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await put({ kind: 'pigeon', address: 'https://93.184.216.34/' })).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await put({ kind: 'json', address: 'https://93.184.216.34/' })).toMatchObject({ status: 200, body: { notify: 'json' } });
      expect((await req(strictBase, `games/${g.game}/clock`, { token: g.guest })).body).toMatchObject({ notify: 'json' });
      expect((await req(strictBase, `games/${g.game}/clock`, { token: g.host })).body).toMatchObject({ notify: null });
    });

    it('tells an absent seat once a move, never while it is connected, reminds it near the deadline, and stops at the stop link', async () => {
      const g = await game('day');
      await post(g, 'host', 0);
      await post(g, 'guest', 0); // the guest joins
      expect(
        await req(base, `games/${g.game}/notify`, { method: 'PUT', token: g.guest, body: { kind: 'json', address: `${hook.url}/${g.game}` } }),
      ).toMatchObject({ status: 200 });
      await post(g, 'host', 1);
      await tick();
      expect(to(g)).toHaveLength(1);
      const first = JSON.parse(to(g)[0]!.body) as Record<string, unknown>;
      expect(first).toMatchObject({
        source: 'sea-devils-relay',
        event: 'yourMove',
        deadline: clock + DAY,
        // The page did not say which game it is (an older page): no link to it, and no id the player would not know.
        open: null,
        text: expect.stringMatching(/^It is your move in your game online: .*(23 h 60 min|24 h 0 min)/),
      });
      // More posts of the same move: no second notification.
      await post(g, 'host', 2);
      clock += 120_000;
      await tick();
      expect(to(g)).toHaveLength(1);
      // The guest moves; the host's move has no notification; the guest's next move is told again.
      await post(g, 'guest', 1);
      await post(g, 'host', 3);
      await tick();
      expect(to(g)).toHaveLength(2);

      // Connected (a WebSocket open): nothing, even for a new move.
      const ws = new WebSocket(`${base.replace('http', 'ws')}games/${g.game}/ws`);
      const welcomed = new Promise<void>((r) => ws.on('message', (d) => String(d).includes('welcome') && r()));
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token: g.guest, after: 3 })));
      await welcomed;
      await post(g, 'guest', 2);
      clock += 120_000;
      await post(g, 'host', 4);
      await tick();
      expect(to(g)).toHaveLength(2);
      // Gone: after the grace of a closed connection, the move still waiting is told once.
      await new Promise<void>((r) => {
        ws.on('close', () => r());
        ws.close();
      });
      await new Promise((r) => setTimeout(r, 100));
      await tick();
      expect(to(g)).toHaveLength(2);
      clock += 31_000;
      await tick();
      await tick();
      expect(to(g)).toHaveLength(3);

      // A long-poll in flight counts as a connection too.
      await post(g, 'guest', 3);
      clock += 120_000;
      const poll = fetch(`${base}games/${g.game}?after=4&wait=30`, { headers: { authorization: `Bearer ${g.guest}` } });
      await new Promise((r) => setTimeout(r, 300));
      await post(g, 'host', 5);
      await poll;
      // The relay sees the poll's connection close a moment after the answer left it.
      const { pace } = await relay.paceParts();
      for (let i = 0; i < 200 && pace.connectedHere(g.game, 'guest'); i++) await new Promise((r) => setTimeout(r, 10));
      expect(pace.connectedHere(g.game, 'guest')).toBe(false);
      await tick();
      expect(to(g)).toHaveLength(3);
      clock += 31_000;

      // The reminder: once, when a quarter of the day is left.
      const since = clock - 31_000;
      await tick();
      expect(to(g)).toHaveLength(4);
      clock = since + 0.75 * DAY - 1000;
      await tick();
      expect(to(g)).toHaveLength(4);
      clock = since + 0.75 * DAY;
      await tick();
      await tick();
      expect(to(g)).toHaveLength(5);
      const reminder = JSON.parse(to(g)[4]!.body) as { event: string; text: string; stop: string };
      expect(reminder).toMatchObject({ event: 'reminder', text: expect.stringMatching(/6 h 0 min left/) });

      // The stop link: a page on the relay that posts the token from the link's fragment.
      const stop = reminder.stop;
      expect(stop).toMatch(new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}stop#[A-Za-z0-9_-]{43}$`));
      const page = await fetch(stop.split('#')[0]!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("fetch('./stop'");
      const token = stop.split('#')[1]!;
      secrets.push(token);
      expect((await req(base, 'stop', { method: 'POST', body: { token } })).body).toMatchObject({ stopped: true });
      expect((await req(base, 'stop', { method: 'POST', body: { token } })).body).toMatchObject({ stopped: false });
      expect((await req(base, 'stop', { method: 'POST', body: { token: 'short' } })).body).toMatchObject({ error: 'badRequest' });
      await post(g, 'guest', 4);
      clock += 120_000;
      await post(g, 'host', 6);
      await tick();
      expect(to(g)).toHaveLength(5);
      expect((await req(base, `games/${g.game}/clock`, { token: g.guest })).body).toMatchObject({ notify: null });
    });

    it("sends each webhook shape (generic JSON, Discord, Slack, ntfy) with the link that opens the game on the player's device and its stop link", async () => {
      for (const kind of ['json', 'discord', 'slack', 'ntfy'] as const) {
        clock += 120_000;
        const g = await game('threeDays');
        // The page gives the game's own id (as its screen names it), never the relay's id for the mailbox (issue 49.3).
        const own = SCREEN_ID(g.game);
        expect(
          await req(base, `games/${g.game}/notify`, { method: 'PUT', token: g.host, body: { kind, address: `${hook.url}/${g.game}`, game: own } }),
        ).toMatchObject({ status: 200 });
        await post(g, 'host', 0);
        await post(g, 'guest', 0);
        await tick();
        await tick();
        expect(to(g), kind).toHaveLength(1);
        const got = to(g)[0]!;
        const stop = /stop#[A-Za-z0-9_-]{43}/;
        const open = `${base.replace('relay/v1/', '')}#game=${own}`;
        const words = `It is your move in game ${own.slice(0, 8)}: the other player has moved. 3 days 0 h left`;
        const line = (t: string) => t.includes(words) && t.includes(`Open the game: ${open} `) && stop.test(t) && !t.includes(g.game);
        if (kind === 'discord') expect(line((JSON.parse(got.body) as { content: string }).content), got.body).toBe(true);
        if (kind === 'slack') expect(line((JSON.parse(got.body) as { text: string }).text), got.body).toBe(true);
        if (kind === 'json')
          expect(JSON.parse(got.body)).toMatchObject({ event: 'yourMove', text: expect.stringContaining(words), open, stop: expect.stringMatching(stop) });
        if (kind === 'ntfy') {
          expect(got.body).toContain(words);
          expect(got.headers.title).toBe('Sea Devils: your move');
          expect(got.headers.click).toBe(open);
          expect(String(got.headers.actions)).toMatch(
            new RegExp(`^view, Open the game, ${open.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; view, Stop notifications, .*${stop.source}`),
          );
        }
        secrets.push(/stop#([A-Za-z0-9_-]{43})/.exec(got.body + String(got.headers.actions))![1]!);
      }
    });

    it('sends an e-mail through the SMTP server, once a move, with its stop link', async () => {
      clock += 120_000;
      const g = await game('live');
      const address = `fed-${g.game.slice(0, 6)}@sea-devils.test`;
      secrets.push(address);
      await post(g, 'host', 0);
      await post(g, 'guest', 0);
      expect(
        await req(base, `games/${g.game}/notify`, { method: 'PUT', token: g.guest, body: { kind: 'email', address, game: SCREEN_ID(g.game) } }),
      ).toMatchObject({ status: 200 });
      await post(g, 'host', 1);
      await tick();
      await post(g, 'host', 2);
      await tick();
      const mine = mail.mails.filter((m) => m.to.includes(address));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.text).toMatch(/Subject: Sea Devils: your move/);
      expect(mine[0]!.text).toMatch(/10 min left/);
      expect(mine[0]!.text.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`Open the game: ${base.replace('relay/v1/', '')}#game=${SCREEN_ID(g.game)}`);
      const stop = /stop#([A-Za-z0-9_-]{43})/.exec(mine[0]!.text.replace(/=\r?\n/g, ''))![1]!;
      secrets.push(stop);
      expect((await req(base, 'stop', { method: 'POST', body: { token: stop } })).body).toMatchObject({ stopped: true });
    });

    it('a webhook that fails is logged by its reason only, never by its address', async () => {
      clock += 120_000;
      const g = await game('day');
      const dead = 'http://127.0.0.1:1/nobody-listens';
      secrets.push(dead, '127.0.0.1:1/');
      await req(base, `games/${g.game}/notify`, { method: 'PUT', token: g.guest, body: { kind: 'slack', address: dead } });
      const before = log.length;
      await post(g, 'host', 0);
      await tick();
      expect(log.slice(before).filter((l) => l.includes('notification failed'))).toEqual(['relay: a slack notification failed (ECONNREFUSED)']);
    });

    it('the database and the log hold no address, no capability token and no stop token', async () => {
      const { db } = await relay.mailboxes();
      const dump = JSON.stringify([
        await db.query('SELECT * FROM relay_notify'),
        await db.query('SELECT * FROM relay_pace'),
        await db.query('SELECT * FROM relay_games'),
      ]);
      const logText = log.join('\n');
      expect(dump).toContain('v1.'); // the addresses are there, sealed
      for (const s of [...secrets, hook.url, 'sea-devils.test']) {
        expect(dump).not.toContain(s);
        expect(logText).not.toContain(s);
      }
      // Deleted with the game.
      const g = await game('day');
      await req(base, `games/${g.game}/notify`, { method: 'PUT', token: g.guest, body: { kind: 'json', address: `${hook.url}/${g.game}` } });
      await db.query("UPDATE relay_games SET touched_at = now() - interval '1000 days' WHERE id = $1", [g.game]);
      await (await relay.mailboxes()).expire();
      expect(await db.query('SELECT 1 FROM relay_notify WHERE game = $1', [g.game])).toHaveLength(0);
      expect(await db.query('SELECT 1 FROM relay_pace WHERE game = $1', [g.game])).toHaveLength(0);
    });
  });
}
