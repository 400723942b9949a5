// Open games on the relay (issue 49.1, docs/relay.md "Open games"), on each database, with the
// relay's clock in the test's hands: a host lists a game once its invitation is posted; the public
// list shows what a stranger needs and no secret; of several takers at once exactly one gets the
// seat, and only its capability opens it; withdrawal, expiry after a week, the rates per address
// (kept in the database: two relay processes on one server count together), the bounds and the
// cleaning of notes and names, and the relay's own limits on the new requests.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, webcrypto } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRelayServer, type RelayLimits, type RelayServer } from '../../src/relay/server';
import type { CreatedGame } from '../../src/relay/api';
import type { OpenList, OpenPost } from '../../src/relay/openApi';
import { backends, DATABASE_URL, server as serverBackend, TEST_LIMITS, type Backend } from './backends';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A P-256 public key as a browser exports it (raw, uncompressed), base64url. */
async function publicKey(): Promise<string> {
  const pair = (await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  return Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
}
const token = () => randomBytes(32).toString('base64url');

/** Every test run comes from addresses of its own (behind --trust-proxy), so a shared server's earlier runs count for nothing. */
const run = randomBytes(2);
let nextAddress = 1;
const newAddress = () => `10.${run[0]}.${run[1]}.${nextAddress++}`;

interface Relay {
  relay: RelayServer;
  base: string;
  clock: { now: number };
  log: string[];
}

/**
 * The relay's clock starts a year back: the listings these tests leave on a shared server have
 * expired by the real clock, so no browser test on it (nor a player) sees them in its list.
 */
const yearAgo = () => ({ now: Date.now() - 400 * DAY });

async function start(backend: Backend, limits: Partial<RelayLimits> = {}, clock = yearAgo()): Promise<Relay> {
  const log: string[] = [];
  const relay = await createRelayServer({
    ...backend.options(),
    trustProxy: true,
    now: () => clock.now,
    limits: { ...TEST_LIMITS, ...limits },
    log: (l) => log.push(l),
  });
  await relay.app.listen({ port: 0, host: '127.0.0.1' });
  return { relay, base: `http://127.0.0.1:${(relay.app.server.address() as AddressInfo).port}/relay/v1/`, clock, log };
}

async function req(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; from?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.from ?? '10.255.255.1' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(base + path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

/** A game with its invitation posted, as a host's page leaves it before listing it. */
async function hosted(base: string, from: string, pace = 'day'): Promise<CreatedGame> {
  const made = await req(base, 'games', { method: 'POST', body: { pace }, from });
  expect(made.status).toBe(201);
  const g = made.body as unknown as CreatedGame;
  expect((await req(base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 0, code: 'SD1.invite' }, from })).status).toBe(201);
  return g;
}

const listing = async (over: Partial<OpenPost> = {}): Promise<OpenPost> => ({
  scenario: 'weak-beginning',
  side: 'federal',
  variants: { erratumRow6: true, speedRollSearch: false },
  note: 'Friendly game, evenings UTC',
  name: 'Semmes',
  key: await publicKey(),
  ...over,
});

const list = async (base: string): Promise<OpenList> => (await req(base, 'open')).body as unknown as OpenList;

for (const b of backends) {
  describe.skipIf(b.skip)(`open games on the relay on ${b.name}`, () => {
    let backend: Backend;
    let r: Relay;
    /** A second relay with limits of its own: on a folder of its own (the embedded database serves one process), or on the same server. */
    const made: Backend[] = [];
    const another = (limits: Partial<RelayLimits>) => {
      const more = b.make();
      made.push(more);
      return start(more, limits, r.clock);
    };

    beforeAll(async () => {
      backend = b.make();
      r = await start(backend);
    });
    afterAll(async () => {
      await r?.relay.close();
      backend?.cleanup();
      for (const m of made) m.cleanup();
    });

    it('lists a game once its invitation is posted; the list holds no secret; only the host lists, once', async () => {
      const from = newAddress();
      const made = (await req(r.base, 'games', { method: 'POST', body: { pace: 'threeDays' }, from })).body as unknown as CreatedGame;
      const post = await listing();
      // Before its invitation is on the relay it cannot be listed: a taker would find nothing to join.
      expect(await req(r.base, `games/${made.game}/open`, { method: 'PUT', token: made.host, body: post, from })).toMatchObject({
        status: 409,
        body: { error: 'conflict', message: /invitation is not on the relay yet/ },
      });
      expect((await req(r.base, `games/${made.game}/messages`, { method: 'POST', token: made.host, body: { n: 0, code: 'SD1.invite' }, from })).status).toBe(
        201,
      );
      // Only the host's capability lists it; a spectator's is read only; none at all is refused.
      expect(await req(r.base, `games/${made.game}/open`, { method: 'PUT', token: made.guest, body: post, from })).toMatchObject({
        status: 403,
        body: { error: 'wrongCapability', message: /only the host/ },
      });
      expect(await req(r.base, `games/${made.game}/open`, { method: 'PUT', body: post, from })).toMatchObject({
        status: 401,
        body: { error: 'missingCapability' },
      });
      const spectator = (await req(r.base, `games/${made.game}/spectators`, { method: 'POST', token: made.host, from })).body.token as string;
      expect(await req(r.base, `games/${made.game}/open`, { method: 'PUT', token: spectator, body: post, from })).toMatchObject({
        status: 403,
        body: { error: 'readOnly' },
      });

      const listed = await req(r.base, `games/${made.game}/open`, { method: 'PUT', token: made.host, body: post, from });
      expect(listed.status).toBe(201);
      const id = listed.body.id as string;
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(listed.body.expires).toBe(r.clock.now + 7 * DAY);
      expect(await req(r.base, `games/${made.game}/open`, { method: 'PUT', token: made.host, body: await listing(), from })).toMatchObject({
        status: 409,
        body: { message: /listed already/ },
      });

      // The list: what a stranger needs to choose and to take the seat, and nothing else.
      const shown = (await list(r.base)).games.find((g) => g.id === id);
      expect(shown).toEqual({
        id,
        scenario: 'weak-beginning',
        side: 'federal',
        pace: 'threeDays',
        variants: { erratumRow6: true, speedRollSearch: false },
        note: 'Friendly game, evenings UTC',
        name: 'Semmes',
        posted: r.clock.now,
        expires: r.clock.now + 7 * DAY,
        key: post.key,
      });
      const whole = JSON.stringify(await list(r.base));
      for (const secret of [made.game, made.host, made.guest, spectator]) expect(whole).not.toContain(secret);
      // The host sees where its listing stands.
      expect((await req(r.base, `games/${made.game}/open`, { token: made.host, from })).body).toEqual({
        open: { id, state: 'open', expires: r.clock.now + 7 * DAY, takerKey: null },
      });
      // Listing makes the guest seat's first capability open nothing: the seat is only ever the taker's.
      expect(await req(r.base, `games/${made.game}?after=-1`, { token: made.guest, from })).toMatchObject({ status: 403, body: { error: 'wrongCapability' } });
      // The database keeps no token; the log names no game, token or key.
      const rows = JSON.stringify(await (await r.relay.mailboxes()).db.query('SELECT * FROM relay_open WHERE id = $1', [id]));
      for (const secret of [made.host, made.guest]) expect(rows).not.toContain(secret);
      for (const secret of [made.game, made.host, made.guest, id, post.key]) expect(r.log.join('\n')).not.toContain(secret);
    });

    it('of five takers at once exactly one gets the seat, and only its capability opens it', async () => {
      const from = newAddress();
      const g = await hosted(r.base, from);
      const id = (await req(r.base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: await listing(), from })).body.id as string;
      const takers = await Promise.all(Array.from({ length: 5 }, async () => ({ key: await publicKey(), token: token() })));
      const answers = await Promise.all(takers.map((t) => req(r.base, `open/${id}/take`, { method: 'POST', body: t, from: newAddress() })));
      const won = answers.map((a, i) => ({ a, i })).filter((x) => x.a.status === 201);
      expect(won).toHaveLength(1);
      expect(won[0]!.a.body).toEqual({ game: g.game });
      for (const a of answers.filter((x) => x.status !== 201))
        expect(a).toMatchObject({ status: 409, body: { error: 'conflict', message: /taken this seat already/ } });
      const winner = takers[won[0]!.i]!;
      // The winner's capability is the guest seat; the losers' and the seat's first one open nothing.
      expect(await req(r.base, `games/${g.game}?after=-1`, { token: winner.token, from })).toMatchObject({
        status: 200,
        body: { seat: 'guest', messages: [{ n: 0, code: 'SD1.invite' }] },
      });
      for (const t of [...takers.filter((t) => t !== winner).map((t) => t.token), g.guest])
        expect(await req(r.base, `games/${g.game}?after=-1`, { token: t, from })).toMatchObject({ status: 403, body: { error: 'wrongCapability' } });
      expect((await req(r.base, `games/${g.game}/messages`, { method: 'POST', token: winner.token, body: { n: 1, code: 'SD1.accept' }, from })).status).toBe(
        201,
      );
      // Gone from the list; the host learns the taker's public key (and nothing the taker keeps).
      expect((await list(r.base)).games.some((x) => x.id === id)).toBe(false);
      expect((await req(r.base, `games/${g.game}/open`, { token: g.host, from })).body).toMatchObject({ open: { id, state: 'taken', takerKey: winner.key } });
      // Taken: the host can no longer withdraw it, and nobody takes it again.
      expect(await req(r.base, `games/${g.game}/open`, { method: 'DELETE', token: g.host, from })).toMatchObject({ status: 409, body: { message: /taken/ } });
      expect(await req(r.base, `open/${id}/take`, { method: 'POST', body: { key: await publicKey(), token: token() }, from })).toMatchObject({ status: 409 });
      const rows = JSON.stringify(await (await r.relay.mailboxes()).db.query('SELECT * FROM relay_games WHERE id = $1', [g.game]));
      expect(rows).not.toContain(winner.token);
    });

    it('withdrawn: off the list, not taken, the game over; an unknown listing is refused', async () => {
      const from = newAddress();
      const g = await hosted(r.base, from);
      const id = (await req(r.base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: await listing(), from })).body.id as string;
      expect(await req(r.base, `games/${g.game}/open`, { method: 'DELETE', token: g.guest, from })).toMatchObject({ status: 403 });
      expect(await req(r.base, `games/${g.game}/open`, { method: 'DELETE', token: g.host, from })).toMatchObject({ status: 200, body: { withdrawn: true } });
      expect((await list(r.base)).games.some((x) => x.id === id)).toBe(false);
      expect(await req(r.base, `open/${id}/take`, { method: 'POST', body: { key: await publicKey(), token: token() }, from })).toMatchObject({
        status: 409,
        body: { message: /withdrawn/ },
      });
      expect((await req(r.base, `games/${g.game}/open`, { token: g.host, from })).body).toMatchObject({ open: { state: 'withdrawn' } });
      const [row] = await (await r.relay.mailboxes()).db.query<{ finished_at: unknown }>('SELECT finished_at FROM relay_games WHERE id = $1', [g.game]);
      expect(row!.finished_at).not.toBeNull();
      expect(await req(r.base, `open/${'0'.repeat(32)}/take`, { method: 'POST', body: { key: await publicKey(), token: token() }, from })).toMatchObject({
        status: 409,
        body: { message: /no open game has this id/ },
      });
      expect(await req(r.base, 'open/not-an-id/take', { method: 'POST', body: { key: await publicKey(), token: token() }, from })).toMatchObject({
        status: 400,
        body: { error: 'badRequest' },
      });
    });

    it('expires after a week untaken: off the list, not taken, and its game is over', async () => {
      const from = newAddress();
      const g = await hosted(r.base, from);
      const id = (await req(r.base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: await listing(), from })).body.id as string;
      r.clock.now += 7 * DAY - 1000;
      expect((await list(r.base)).games.some((x) => x.id === id)).toBe(true);
      r.clock.now += 1000;
      expect((await list(r.base)).games.some((x) => x.id === id)).toBe(false);
      expect(await req(r.base, `open/${id}/take`, { method: 'POST', body: { key: await publicKey(), token: token() }, from })).toMatchObject({
        status: 409,
        body: { message: /expired/ },
      });
      expect((await req(r.base, `games/${g.game}/open`, { token: g.host, from })).body).toMatchObject({ open: { state: 'expired' } });
      expect(await (await r.relay.openGames()).expire()).toBeGreaterThanOrEqual(1);
      const [row] = await (await r.relay.mailboxes()).db.query<{ finished_at: unknown }>('SELECT finished_at FROM relay_games WHERE id = $1', [g.game]);
      expect(row!.finished_at).not.toBeNull();
    });

    it('notes and names: control characters stripped, bounded after cleaning, kept as text', async () => {
      const from = newAddress();
      const g = await hosted(r.base, from);
      const put = async (over: Partial<OpenPost>) => req(r.base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: await listing(over), from });
      // Over the bounds, after cleaning: refused by name, nothing listed.
      expect(await put({ note: 'x'.repeat(141) })).toMatchObject({ status: 400, body: { error: 'badRequest', message: /a note is at most 140 characters/ } });
      expect(await put({ name: 'n'.repeat(25) })).toMatchObject({ status: 400, body: { message: /a name is at most 24 characters/ } });
      // Over the raw bound: refused before any work.
      expect(await put({ note: ' '.repeat(1001) })).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      // Shapes: a key that is no P-256 point, a bad variant, a side, a scenario, an extra field.
      expect(await put({ key: `B${'A'.repeat(86)}` })).toMatchObject({ status: 400, body: { message: /not a P-256 public key/ } });
      expect(await put({ variants: { __proto__x: true } as Record<string, boolean> })).toMatchObject({ status: 400 });
      expect(await put({ variants: { erratumRow6: 'yes' } as unknown as Record<string, boolean> })).toMatchObject({ status: 400 });
      expect(await put({ side: 'both' as 'federal' })).toMatchObject({ status: 400 });
      expect(await put({ scenario: '../etc' })).toMatchObject({ status: 400 });
      expect(await req(r.base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: { ...(await listing()), extra: 1 }, from })).toMatchObject({
        status: 400,
      });
      // 140 emoji (two UTF-16 units each) fit; control, bidi and zero-width characters go; a line break is a space.
      const note = `<b>Bold</b>\u0007 game\u202E\u200B\r\n${'\u{1F6A2}'.repeat(100)}\u0000`;
      const ok = await put({ note, name: '\u202ESemmes\u202C\t(CSS Alabama)' });
      expect(ok.status).toBe(201);
      const shown = (await list(r.base)).games.find((x) => x.id === ok.body.id)!;
      expect(shown.note).toBe(`<b>Bold</b> game ${'\u{1F6A2}'.repeat(100)}`);
      expect(shown.name).toBe('Semmes (CSS Alabama)');
    });

    it('rates per address, counted in the database: listings an hour and at once, takes an hour; the total', async () => {
      const own = await another({ openPerAddressPerHour: 3, openListedPerAddress: 2, openTakesPerAddressPerHour: 2 });
      try {
        const from = newAddress();
        const listOne = async () => {
          const g = await hosted(own.base, from);
          return { g, r: await req(own.base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: await listing(), from }) };
        };
        const first = await listOne();
        expect(first.r.status).toBe(201);
        const second = await listOne();
        expect(second.r.status).toBe(201);
        // Two open at once from this address: a third waits until one is no longer open.
        expect((await listOne()).r).toMatchObject({ status: 429, body: { error: 'rateLimited', message: /at most 2 open games listed at once/ } });
        expect((await req(own.base, `games/${first.g.game}/open`, { method: 'DELETE', token: first.g.host, from })).status).toBe(200);
        expect((await listOne()).r.status).toBe(201);
        // Three listed this hour: the fourth waits for the hour, whatever was withdrawn.
        expect((await req(own.base, `games/${first.g.game}/open`, { method: 'DELETE', token: first.g.host, from })).status).toBe(200);
        const fourth = await listOne();
        expect(fourth.r).toMatchObject({ status: 429, body: { message: /at most 3 open games listed an hour/ } });
        // Another address is not held back.
        const other = newAddress();
        const g2 = await hosted(own.base, other);
        const open2 = await req(own.base, `games/${g2.game}/open`, { method: 'PUT', token: g2.host, body: await listing(), from: other });
        expect(open2.status).toBe(201);

        // Takes: two an hour from one address.
        const taker = newAddress();
        const ids: string[] = [open2.body.id as string];
        for (let i = 0; i < 2; i++) {
          const gi = await hosted(own.base, newAddress());
          ids.push(
            (await req(own.base, `games/${gi.game}/open`, { method: 'PUT', token: gi.host, body: await listing(), from: newAddress() })).body.id as string,
          );
        }
        const take = async (id: string) => req(own.base, `open/${id}/take`, { method: 'POST', body: { key: await publicKey(), token: token() }, from: taker });
        expect((await take(ids[0]!)).status).toBe(201);
        expect((await take(ids[1]!)).status).toBe(201);
        expect(await take(ids[2]!)).toMatchObject({ status: 429, body: { error: 'rateLimited', message: /at most 2 open games taken an hour/ } });
        own.clock.now += HOUR + 1;
        expect((await take(ids[2]!)).status).toBe(201);
        // An hour on, the address lists again once fewer than two of its games are open.
        expect((await listOne()).r).toMatchObject({ status: 429, body: { message: /at once/ } });
        expect((await req(own.base, `games/${second.g.game}/open`, { method: 'DELETE', token: second.g.host, from })).status).toBe(200);
        expect((await listOne()).r.status).toBe(201);
      } finally {
        await own.relay.close();
      }
      // The total listed at once: counted over every address (a shared server holds other runs' listings too).
      const [open] = backend.shared
        ? await (await r.relay.mailboxes()).db.query<{ n: string }>(
            'SELECT count(*) AS n FROM relay_open WHERE taken_ms IS NULL AND withdrawn_ms IS NULL AND expires_ms > $1',
            [r.clock.now],
          )
        : [{ n: '0' }];
      const full = await another({ openListedTotal: Number(open!.n) + 1 });
      try {
        const g1 = await hosted(full.base, newAddress());
        expect((await req(full.base, `games/${g1.game}/open`, { method: 'PUT', token: g1.host, body: await listing(), from: newAddress() })).status).toBe(201);
        const from = newAddress();
        const g = await hosted(full.base, from);
        expect(await req(full.base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: await listing(), from })).toMatchObject({
          status: 413,
          body: { error: 'quotaExceeded', message: /lists at most/ },
        });
      } finally {
        await full.relay.close();
      }
    });

    it("the relay's own limits apply: requests a minute from one address, new games an hour", async () => {
      const tight = await another({ perAddressPerMinute: 4, createsPerAddressPerHour: 1 });
      try {
        const from = newAddress();
        expect((await req(tight.base, 'games', { method: 'POST', from })).status).toBe(201);
        expect(await req(tight.base, 'games', { method: 'POST', from })).toMatchObject({ status: 429, body: { error: 'rateLimited' } });
        expect((await req(tight.base, 'open', { from })).status).toBe(200);
        expect((await req(tight.base, 'open', { from })).status).toBe(200);
        expect(await req(tight.base, 'open', { from })).toMatchObject({ status: 429, body: { error: 'rateLimited' } });
      } finally {
        await tight.relay.close();
      }
    });
  });
}

describe.skipIf(!DATABASE_URL)('open games over two relay processes on one PostgreSQL server', () => {
  it('the listings an hour from one address are counted over both processes', async () => {
    const clock = yearAgo();
    const a = await start(serverBackend(), { openPerAddressPerHour: 3, openListedPerAddress: 10 }, clock);
    const b = await start(serverBackend(), { openPerAddressPerHour: 3, openListedPerAddress: 10 }, clock);
    try {
      const from = newAddress();
      const post = async (base: string) => {
        const g = await hosted(base, from);
        return req(base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: await listing(), from });
      };
      expect((await post(a.base)).status).toBe(201);
      expect((await post(b.base)).status).toBe(201);
      expect((await post(a.base)).status).toBe(201);
      expect(await post(b.base)).toMatchObject({ status: 429, body: { message: /at most 3 open games listed an hour/ } });
      expect(await post(a.base)).toMatchObject({ status: 429 });
      // Listed through one, taken through the other; the list of each shows what the other did.
      const g = await hosted(a.base, newAddress());
      const other = newAddress();
      const id = (await req(a.base, `games/${g.game}/open`, { method: 'PUT', token: g.host, body: await listing(), from: other })).body.id as string;
      expect((await list(b.base)).games.some((x) => x.id === id)).toBe(true);
      const seat = { key: await publicKey(), token: token() };
      expect((await req(b.base, `open/${id}/take`, { method: 'POST', body: seat, from: newAddress() })).status).toBe(201);
      expect((await list(a.base)).games.some((x) => x.id === id)).toBe(false);
      expect(await req(a.base, `games/${g.game}?after=-1`, { token: seat.token })).toMatchObject({ status: 200, body: { seat: 'guest' } });
    } finally {
      await a.relay.close();
      await b.relay.close();
    }
  });
});
