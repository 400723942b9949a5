// Open games in the browser's code (issue 49.1): the host and the taker derive the same guest
// capability and chat key from their ECDH keys without either travelling; a different listing or
// key gives different ones; a key that is no P-256 point is refused; the relay's list is outside
// input (each listing checked on its own, notes and names cleaned again and bounded); an
// invitation that is not the game its listing showed is caught before joining.

import { describe, expect, it } from 'vitest';
import { hostSecrets, newOpenKeys, readList, takerSecrets } from '../../src/remote/openGames';
import { RELAY_TOKEN } from '../../src/relay/api';
import { CHAT_KEY } from '../../src/remote/chat';
import { cleanText } from '../../src/relay/openApi';
import type { OpenListing } from '../../src/relay/openApi';

const LISTING = 'a'.repeat(32);

describe('open games: the seat secrets agreed by ECDH', () => {
  it('the host derives what the taker derived, and nothing else gives the same', async () => {
    const host = await newOpenKeys();
    expect(host.key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const taker = await takerSecrets(host.key, LISTING);
    expect(taker.secrets.token).toMatch(RELAY_TOKEN);
    expect(taker.secrets.chatKey).toMatch(CHAT_KEY);
    expect(taker.secrets.token).not.toBe(taker.secrets.chatKey);
    expect(await hostSecrets(host.secret, taker.key, LISTING)).toEqual(taker.secrets);
    // Another listing id, another taker, another host: other secrets.
    expect(await hostSecrets(host.secret, taker.key, 'b'.repeat(32))).not.toEqual(taker.secrets);
    const other = await takerSecrets(host.key, LISTING);
    expect(other.secrets.token).not.toBe(taker.secrets.token);
    expect(await hostSecrets((await newOpenKeys()).secret, taker.key, LISTING)).not.toEqual(taker.secrets);
  });

  it('refuses a key that is not a P-256 point', async () => {
    await expect(takerSecrets(`B${'A'.repeat(86)}`, LISTING)).rejects.toThrow(/not a P-256 public key/);
    await expect(takerSecrets('not a key', LISTING)).rejects.toThrow(/not a P-256 public key/);
  });
});

describe('open games: the list as outside input', () => {
  const good = (over: Partial<OpenListing> = {}): OpenListing => ({
    id: 'c'.repeat(32),
    scenario: 'campaign',
    side: 'confederate',
    pace: 'day',
    variants: { erratumRow6: true },
    note: 'hello',
    name: 'Raphael',
    posted: 1,
    expires: 2,
    key: `B${'A'.repeat(86)}`,
    ...over,
  });

  it('keeps the well-formed listings and leaves out the others, one by one', () => {
    const list = readList({
      now: 5,
      games: [
        good(),
        good({ id: 'nope' }),
        good({ note: 'x'.repeat(141) }),
        good({ variants: { ['__proto__']: true } as Record<string, boolean> }),
        good({ side: 'both' as 'federal' }),
        good({ pace: 'weekly' as 'day' }),
        { ...good(), key: 'short' },
        null,
        good({ id: 'd'.repeat(32), note: '<img src=x onerror=alert(1)>\u202E\u0007 ok', name: '\u200BSemmes\n' }),
      ],
    });
    expect(list.now).toBe(5);
    expect(list.games.map((g) => g.id)).toEqual(['c'.repeat(32), 'd'.repeat(32)]);
    // Cleaned again here (the relay is not trusted to have): kept as the text it is.
    expect(list.games[1]!.note).toBe('<img src=x onerror=alert(1)> ok');
    expect(list.games[1]!.name).toBe('Semmes');
  });

  it('refuses an answer that is not a list, or too long a list', () => {
    expect(() => readList({ games: 'x', now: 1 })).toThrow(/something else/);
    expect(() => readList({ games: Array.from({ length: 101 }, () => good()), now: 1 })).toThrow(/something else/);
  });

  it('cleans notes: white space one space, control, format and separator characters gone', () => {
    expect(cleanText(' a\tb\r\n\u2028c\u0000d\u00ADe\uFEFF  f ')).toBe('a b cde f');
    expect(cleanText('e\u0301')).toBe('\u00E9');
    expect(cleanText('\uD800x')).toBe('x');
  });
});
