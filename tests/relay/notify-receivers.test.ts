// Issue 44.3: one receiver must not silence the notifications of everyone else. Real local
// receivers that answer 1 MB, never answer, trickle their answer, and reset the connection, and an
// SMTP server that never greets; each notification of theirs ends within the relay's time limit
// (injected short here), fails or succeeds once, is logged once without its address, and a
// well-behaved receiver of another game gets its call while they still hang, and again on the
// next move. Every wait is bounded by a count of checks; the only time that passes is the
// injected limit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { smtp } from './smtpServer';
import { createRelayServer, type RelayServer } from '../../src/relay/server';
import type { CreatedGame } from '../../src/relay/api';
import { backends, TEST_NOTIFY_KEY, type Backend } from './backends';
import { eventually } from './spawned';

/** The relay's whole-call limit in this test: long enough for a quiet receiver on a loaded machine, short enough to wait for. */
const LIMIT_MS = 3000;
/** The trickling receiver sends a byte this often: well inside the limit, so only a limit on the whole call stops it (a byte a second, scaled to the test's limit). */
const TRICKLE_MS = LIMIT_MS / 6;

const sockets = new Set<Socket>();
const closers: (() => void)[] = [];
const keep = (s: Socket) => {
  sockets.add(s);
  s.on('error', () => undefined);
  s.on('close', () => sockets.delete(s));
};
const urlOf = (s: Server | TcpServer, scheme = 'http') => `${scheme}://127.0.0.1:${(s.address() as AddressInfo).port}`;
const listening = async <S extends Server | TcpServer>(s: S): Promise<S> => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  closers.push(() => s.close());
  return s;
};

/** Each receiver counts the requests it got. */
const calls: Record<string, number> = { big: 0, silent: 0, trickle: 0, reset: 0, good: 0 };
let receivers: Record<string, string> = {};
let goodMail = { url: '', got: [] as { to: string[]; text: string }[] };
let silentSmtp = '';

beforeAll(async () => {
  const onRequest = (name: string) => (s: Socket) => {
    keep(s);
    s.once('data', () => calls[name]!++);
  };
  // 200 and a megabyte (the relay used to read 16 KiB of it, then stop every later notification).
  const big = await listening(
    createHttpServer((rq, rs) => {
      calls.big!++;
      rq.resume();
      rs.writeHead(200, { 'content-type': 'text/html' });
      rs.end(Buffer.alloc(1 << 20, 'x'));
    }),
  );
  // Takes the request and never answers.
  const silent = await listening(createTcpServer(onRequest('silent')));
  // Answers a byte at a time, never finishing its status line within the limit.
  const trickle = await listening(
    createTcpServer((s) => {
      onRequest('trickle')(s);
      const head = 'HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n';
      let i = 0;
      const t = setInterval(() => (s.destroyed || i >= head.length ? clearInterval(t) : s.write(head[i++]!)), TRICKLE_MS);
      s.on('close', () => clearInterval(t));
    }),
  );
  // Resets the connection once the request comes.
  const reset = await listening(
    createTcpServer((s) => {
      keep(s);
      s.once('data', () => {
        calls.reset!++;
        s.resetAndDestroy();
      });
    }),
  );
  const good = await listening(
    createHttpServer((rq, rs) => {
      rq.resume();
      rq.on('end', () => {
        calls.good!++;
        rs.writeHead(204).end();
      });
    }),
  );
  receivers = { big: urlOf(big), silent: urlOf(silent), trickle: urlOf(trickle), reset: urlOf(reset), good: urlOf(good) };
  const mail = await smtp();
  closers.push(() => mail.server.close());
  goodMail = { url: mail.url, got: mail.mails };
  // An SMTP server that takes the connection and never greets.
  silentSmtp = urlOf(await listening(createTcpServer((s) => keep(s))), 'smtp');
});
afterAll(() => {
  for (const s of sockets) s.destroy();
  for (const c of closers) c();
});

for (const b of backends) {
  describe.skipIf(b.skip)(`notifications with hostile receivers on ${b.name}`, () => {
    const made: Backend[] = [];
    const relays: RelayServer[] = [];
    const log: string[] = [];
    let clock = Date.UTC(2026, 10, 28, 12);

    async function relay(smtpUrl: string, maxSending?: number, limitMs = LIMIT_MS): Promise<{ r: RelayServer; base: string }> {
      // A database of its own (on a server, a schema): every relay on a database sends what is due in any of its games.
      const backend = await b.isolated();
      made.push(backend);
      const r = await createRelayServer({
        ...backend.options(),
        log: (l) => log.push(l),
        limits: { ...backend.options().limits, notifyAllowPrivate: 1, notifyTimeoutMs: limitMs },
        notify: { everyMs: 0, key: TEST_NOTIFY_KEY, smtpUrl, maxSending },
        now: () => clock,
      });
      relays.push(r);
      await r.app.listen({ port: 0, host: '127.0.0.1' });
      return { r, base: `http://127.0.0.1:${(r.app.server.address() as AddressInfo).port}/relay/v1/` };
    }
    afterAll(async () => {
      for (const r of relays) await r.close();
      for (const x of made) await x.cleanup();
    });

    const call = async (base: string, path: string, init: { method: string; token?: string; body?: unknown }) => {
      const r = await fetch(base + path, {
        method: init.method,
        headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    };
    /** A game the guest has joined, whose guest asked to be told at `address`. */
    const joined = async (base: string, kind: string, address: string): Promise<CreatedGame> => {
      const g = (await call(base, 'games', { method: 'POST', body: { pace: 'day' } })).body as unknown as CreatedGame;
      await call(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 0, code: 'SD1.invitation' } });
      await call(base, `games/${g.game}/messages`, { method: 'POST', token: g.guest, body: { n: 1, code: 'SD1.acceptance' } });
      expect(await call(base, `games/${g.game}/notify`, { method: 'PUT', token: g.guest, body: { kind, address } })).toMatchObject({ status: 200 });
      return g;
    };
    const move = (base: string, g: CreatedGame, n: number) =>
      call(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n, code: `SD1.move${n}` } });
    const failures = (from: number) => log.slice(from).filter((l) => l.includes('notification failed'));

    it('a receiver that answers 1 MB, never answers, trickles or resets holds up no other notification, and each ends within the limit, logged once', async () => {
      const { r, base } = await relay(goodMail.url);
      const { notifier } = await r.paceParts();
      const before = { ...calls };
      const hostile = [];
      for (const name of ['big', 'silent', 'trickle', 'reset']) hostile.push(await joined(base, 'json', `${receivers[name]}/${name}`));
      const good = await joined(base, 'json', `${receivers.good}/good`);
      const mailTo = `guest-${good.game.slice(0, 8)}@sea-devils.test`;
      const mailed = await joined(base, 'email', mailTo);
      const logged = log.length;
      // The hostile receivers' moves first: the looks claim them first.
      for (const g of hostile) await move(base, g, 2);
      await move(base, good, 2);
      await move(base, mailed, 2);
      await notifier.tick();
      // The well-behaved receiver and the e-mail get theirs while the silent and the trickling
      // receivers still hold their calls open: no send waits for another.
      expect(await eventually(() => calls.good === before.good! + 1 && goodMail.got.some((m) => m.to.includes(mailTo)), 250, 10)).toBe(true);
      expect(notifier.inFlight).toBeGreaterThanOrEqual(2);
      // Every send ends by itself (the old relay's never did: idle() waited for ever).
      await notifier.idle();
      expect(notifier.inFlight).toBe(0);
      for (const name of ['big', 'silent', 'trickle', 'reset']) expect(calls[name], name).toBe(before[name]! + 1);
      expect(notifier.counts).toEqual({ sent: 3, failed: 3 });
      // Each failure logged once, by its kind and reason, never by its address.
      expect(failures(logged).sort()).toEqual([
        'relay: a json notification failed (ECONNRESET)',
        `relay: a json notification failed (no answer within ${LIMIT_MS} ms)`,
        `relay: a json notification failed (no answer within ${LIMIT_MS} ms)`,
      ]);
      const text = log.join('\n');
      for (const url of Object.values(receivers)) expect(text).not.toContain(url.replace('http://', ''));
      expect(text).not.toContain(mailTo);

      // The next move: the same receivers again; the well-behaved ones still get theirs.
      clock += 120_000; // (at most one notification a minute to a seat)
      for (const g of [...hostile, good, mailed]) {
        await call(base, `games/${g.game}/messages`, { method: 'POST', token: g.guest, body: { n: 3, code: 'SD1.reply' } });
        await move(base, g, 4);
      }
      await notifier.tick();
      await notifier.idle();
      expect(calls.good).toBe(before.good! + 2);
      expect(goodMail.got.filter((m) => m.to.includes(mailTo))).toHaveLength(2);
      expect(notifier.counts).toEqual({ sent: 6, failed: 6 });
      expect(failures(logged)).toHaveLength(6);
    });

    it('with as many sends under way as it may have, the rest go as soon as one ends, with no other look', async () => {
      // Two at once; a longer limit, so that the silent receivers still hang when the test looks.
      const { r, base } = await relay(goodMail.url, 2, 2 * LIMIT_MS);
      const { notifier } = await r.paceParts();
      const before = calls.good!;
      const looks = notifier.looks;
      const silent = [];
      for (let i = 0; i < 3; i++) silent.push(await joined(base, 'json', `${receivers.silent}/cap${i}`));
      const good = await joined(base, 'json', `${receivers.good}/good`);
      for (const g of silent) await move(base, g, 2);
      await move(base, good, 2);
      // Each post looked (the first two went at once); the test looks once more.
      await notifier.tick();
      expect(notifier.inFlight).toBe(2);
      expect(calls.good).toBe(before);
      // No tick from here: each send that ends starts the next look.
      await notifier.idle();
      expect(calls.good).toBe(before + 1);
      expect(notifier.counts).toEqual({ sent: 1, failed: 3 });
      // A look after each post (12 here), the test's, and one for each send that ended while one waited:
      // no look over and over while the sends under way are as many as may be.
      expect(notifier.looks - looks).toBeLessThanOrEqual(20);
    });

    it('an SMTP server that never greets fails its e-mail once, within the limit, and holds up no webhook', async () => {
      const { r, base } = await relay(silentSmtp);
      const { notifier } = await r.paceParts();
      const before = calls.good!;
      const mailTo = `silent-${Date.now().toString(36)}@sea-devils.test`;
      const mailed = await joined(base, 'email', mailTo);
      const good = await joined(base, 'json', `${receivers.good}/good`);
      const logged = log.length;
      await move(base, mailed, 2);
      await move(base, good, 2);
      await notifier.tick();
      expect(await eventually(() => calls.good === before + 1, 250, 10)).toBe(true);
      // The receiver counts the call when it reads it; the relay's send ends when the answer comes
      // back a moment later, so until then two may still be under way. The e-mail stays.
      expect(await eventually(() => notifier.inFlight === 1, 250, 10), `${notifier.inFlight} sends under way`).toBe(true);
      await notifier.idle();
      expect(notifier.counts).toEqual({ sent: 1, failed: 1 });
      expect(failures(logged)).toHaveLength(1);
      expect(failures(logged)[0]).toMatch(/^relay: a email notification failed \((no answer within \d+ ms|ETIMEDOUT|ECONNECTION|ESOCKET)\)$/);
      expect(log.join('\n')).not.toContain(mailTo);
    });
  });
}
