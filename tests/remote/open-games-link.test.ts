// Open games' requests and the relay's answers as outside input (issue 49.1, docs/relay.md
// "Open games"; src/remote/openGames.ts), with a fake fetch: each listing's fields at their bounds,
// taking a seat (the relay learns the taker's public key and the capability, never the chat key),
// and the host's listing posted, read and withdrawn (issue 44.7: the mutants of openGames.ts
// these pin; tests/remote/open-games.test.ts has the key agreement and the cleaning).

import { describe, expect, it } from 'vitest';
import { OPEN_NAME_MAX, OPEN_NOTE_MAX, OPEN_PAGE, OPEN_RAW_MAX, OPEN_VARIANTS_MAX, type OpenListing } from '../../src/relay/openApi';
import { OpenListingLink, hostSecrets, newOpenKeys, openList, readList, takeSeat } from '../../src/remote/openGames';

const BASE = 'https://relay.example/relay/v1/';
type Call = { url: string; init: RequestInit };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function fakeFetch(calls: Call[], ...answers: unknown[]): typeof fetch {
  return async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    return json(answers.shift() ?? {});
  };
}
const good = (over: Record<string, unknown> = {}): OpenListing =>
  ({
    id: 'c'.repeat(32),
    scenario: 'campaign',
    side: 'federal',
    pace: 'live',
    variants: {},
    note: 'n',
    name: 'm',
    posted: 1,
    expires: 2,
    key: `B${'A'.repeat(86)}`,
    ...over,
  }) as OpenListing;
const kept = (...games: unknown[]) => readList({ games, now: 0 }).games.length;

describe('49.1: each listing of the list, at its bounds', () => {
  it('rule variants: up to 16 keys, each a variant key, each on or off; not an array, not null', () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i}`, i % 2 === 0]));
    expect(readList({ games: [good({ variants: many(OPEN_VARIANTS_MAX) })], now: 0 }).games[0]!.variants).toEqual(many(OPEN_VARIANTS_MAX));
    for (const variants of [many(OPEN_VARIANTS_MAX + 1), { v1: 'yes' }, { '1v': true }, [true], null, 'v1'])
      expect([variants, kept(good({ variants }))]).toEqual([variants, 0]);
  });

  it('a note and a name: bounded after cleaning, and as raw text before it', () => {
    expect(kept(good({ note: 'x'.repeat(OPEN_NOTE_MAX), name: 'y'.repeat(OPEN_NAME_MAX) }))).toBe(1);
    expect(kept(good({ name: 'y'.repeat(OPEN_NAME_MAX + 1) }))).toBe(0);
    // Spaces a note is cleaned of do not count, up to the raw bound.
    expect(kept(good({ note: `${' '.repeat(OPEN_RAW_MAX - 1)}x` }))).toBe(1);
    expect(kept(good({ note: `${' '.repeat(OPEN_RAW_MAX)}x` }))).toBe(0);
  });

  it('a scenario id, times that are numbers, a listing id', () => {
    for (const over of [{ scenario: 'Campaign' }, { scenario: '-x' }, { posted: Infinity }, { expires: '2' }, { id: 'C'.repeat(32) }])
      expect([over, kept(good(over))]).toEqual([over, 0]);
  });

  it('the list: up to a page, and a clock reading', () => {
    expect(readList({ games: Array.from({ length: OPEN_PAGE }, () => good()), now: 3 }).games).toHaveLength(OPEN_PAGE);
    for (const bad of [null, { games: [] }, { games: [], now: Number.NaN }])
      expect(() => readList(bad)).toThrow('the relay answered the list of open games with something else');
  });
});

describe("49.1: the list's and the seat's requests", () => {
  it('the public list is read from open', async () => {
    const calls: Call[] = [];
    expect(await openList(BASE, fakeFetch(calls, { games: [good()], now: 9 }))).toEqual({ games: [good()], now: 9 });
    expect(calls).toEqual([{ url: `${BASE}open`, init: {} }]);
  });

  it("taking a seat sends the taker's public key and the capability (never the chat key), and gives the game it opens", async () => {
    const host = await newOpenKeys();
    const listing = good({ id: 'e'.repeat(32), key: host.key });
    const calls: Call[] = [];
    const taken = await takeSeat(BASE, listing, fakeFetch(calls, { game: 'f'.repeat(32) }));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${BASE}open/${listing.id}/take`);
    expect([calls[0]!.init.method, calls[0]!.init.headers]).toEqual(['POST', { 'content-type': 'application/json' }]);
    const sent = JSON.parse(String(calls[0]!.init.body)) as { key: string; token: string };
    expect(Object.keys(sent).sort()).toEqual(['key', 'token']);
    const secrets = await hostSecrets(host.secret, sent.key, listing.id);
    expect(taken).toEqual({ game: 'f'.repeat(32), ...secrets });
    expect(sent.token).toBe(secrets.token);
    for (const answer of [{}, { game: 'g'.repeat(32) }, { game: 5 }, null])
      await expect(takeSeat(BASE, listing, fakeFetch([], answer))).rejects.toThrow('the relay answered the taking of a seat with something else');
  });
});

describe("49.1: the host's listing", () => {
  const auth = { authorization: 'Bearer tok' };
  const post = { scenario: 'campaign', side: 'federal', pace: 'live', variants: {}, note: '', name: '', key: `B${'A'.repeat(86)}` } as never;

  it('posted with a PUT of its JSON; the answer must name a listing id and when it expires', async () => {
    const calls: Call[] = [];
    const link = new OpenListingLink(BASE, 'g1', 'tok', fakeFetch(calls, { id: 'a'.repeat(32), expires: 5, extra: 1 }));
    expect(await link.post(post)).toEqual({ id: 'a'.repeat(32), expires: 5 });
    expect(calls).toEqual([
      { url: `${BASE}games/g1/open`, init: { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(post) } },
    ]);
    for (const answer of [{ id: 'x', expires: 5 }, { id: 'a'.repeat(32) }, { id: 7, expires: 5 }, null])
      await expect(new OpenListingLink(BASE, 'g1', 'tok', fakeFetch([], answer)).post(post)).rejects.toThrow(
        'the relay answered the listing with something else',
      );
  });

  it("its status, checked; withdrawn with a DELETE, both with the host's token", async () => {
    const calls: Call[] = [];
    const open = { id: 'a'.repeat(32), state: 'taken', expires: 5, takerKey: `B${'Q'.repeat(86)}` };
    const link = new OpenListingLink(BASE, 'g1', 'tok', fakeFetch(calls, { open }, { open: null }, {}));
    expect(await link.status()).toEqual({ open });
    expect(await link.status()).toEqual({ open: null });
    await link.withdraw();
    expect(calls).toEqual([
      { url: `${BASE}games/g1/open`, init: { headers: auth } },
      { url: `${BASE}games/g1/open`, init: { headers: auth } },
      { url: `${BASE}games/g1/open`, init: { method: 'DELETE', headers: auth } },
    ]);
    for (const bad of [{ open: { ...open, state: 'gone' } }, { open: { ...open, takerKey: 'k' } }, { open: { ...open, expires: Infinity } }, {}])
      await expect(new OpenListingLink(BASE, 'g1', 'tok', fakeFetch([], bad)).status()).rejects.toThrow('the relay answered with something else');
  });
});
