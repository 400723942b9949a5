// Issue 34.2: a player's games played apart, carried to another device as a bundle sealed under
// a passphrase (src/ui/remote/gameBundle.ts): the saves, relay capabilities and chat come back
// whole with the right passphrase; a wrong passphrase, one changed character, a bundle too large
// (before it is parsed), something that is not a bundle, a hostile envelope and content of the
// wrong shape are each refused by name; the bundle holds no secret in the clear.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RemoteClient } from '../../src/remote/client';
import { seededHex } from '../remote/harness';
import { BUNDLE_MAX_CHARS, BundleRefused, openBundle, sealBundle, type BundledGame } from '../../src/ui/remote/gameBundle';
import { emptyChatLog } from '../../src/ui/remote/chatLog';
import { deriveKey, seal } from '../../src/ui/hotseat/secretBox';

const data = gameData();
const PASS = 'correct horse battery';

function games(): BundledGame[] {
  const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex('bundle:h') });
  host.setNotes('Alabama heads for the Cape');
  const save = JSON.parse(JSON.stringify(host.toJSON()));
  const binding = { game: 'a'.repeat(32), token: 'T'.repeat(43), seat: 'host' as const, posted: 0, chatKey: 'K'.repeat(43) };
  const chat = { ...emptyChatLog(), next: 1, seen: { host: 0, guest: -1 }, lines: [{ seat: 'host' as const, n: 0, at: 5, text: 'see you at GT 9' }] };
  return [{ save, savedAt: 1_700_000_000_000, binding, chat }];
}

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(BundleRefused);
    return (e as BundleRefused).code;
  }
  return 'accepted';
};

describe('carrying my games to another device (34.2)', () => {
  it('comes back whole under the right passphrase, and holds nothing in the clear', async () => {
    const g = games();
    const text = await sealBundle(g, PASS);
    for (const s of [g[0]!.save.secret, 'T'.repeat(43), 'K'.repeat(43), 'Alabama', 'see you at GT 9']) expect(text).not.toContain(s);
    expect(await openBundle(text, PASS)).toEqual(g);
  });

  it('carries a game ended as abandoned (34.6) with how it ended, and refuses an ending of the wrong shape', async () => {
    const g = games();
    g[0]!.binding = { ...g[0]!.binding!, ended: { text: 'ended: the Federal did not move within 3 days', at: 1_700_000_500_000 } };
    expect(await openBundle(await sealBundle(g, PASS), PASS)).toEqual(g);
    const bad = games();
    bad[0]!.binding = { ...bad[0]!.binding!, ended: { text: 'x'.repeat(5000), at: 1 } };
    expect(await refusal(openBundle(await sealBundle(bad, PASS), PASS))).not.toBe('accepted');
  });

  it('refuses a wrong passphrase, an edited bundle, a weak passphrase, by name', async () => {
    const text = await sealBundle(games(), PASS);
    expect(await refusal(openBundle(text, 'correct horse battery!'))).toBe('wrongPassphrase');
    const env = JSON.parse(text);
    const d: string = env.box.data;
    const i = d.length >> 1;
    env.box.data = d.slice(0, i) + (d[i] === 'A' ? 'B' : 'A') + d.slice(i + 1);
    expect(await refusal(openBundle(JSON.stringify(env), PASS))).toBe('wrongPassphrase');
    expect(await refusal(sealBundle(games(), 'short'))).toBe('weakPassphrase');
  });

  it('bounds the size before parsing, and refuses what is not a bundle or holds the wrong shape', async () => {
    const huge = `{"format":"sea-devils-games",${' '.repeat(BUNDLE_MAX_CHARS)}}`;
    await expect(openBundle(huge, PASS)).rejects.toThrow(/bundle too large: \d+ characters, at most 33554432 \(nothing was opened\)/);
    expect(await refusal(openBundle('SD1.abc', PASS))).toBe('notABundle');
    expect(await refusal(openBundle(JSON.stringify({ format: 'sea-devils-save', version: 1 }), PASS))).toBe('notABundle');
    // A hostile iteration count is refused before any key is derived.
    const env = JSON.parse(await sealBundle(games(), PASS));
    env.box.iterations = 1e9;
    expect(await refusal(openBundle(JSON.stringify(env), PASS))).toBe('notABundle');
    // Well sealed, but a capability of the wrong shape inside.
    const bad = games();
    (bad[0]!.binding as { token: string }).token = '__proto__';
    const box = await seal(await deriveKey(PASS), { games: bad });
    await expect(openBundle(JSON.stringify({ format: 'sea-devils-games', version: 1, box }), PASS)).rejects.toThrow(
      /holds something else: games.0.binding.token/,
    );
    // The same game twice.
    const twice = await seal(await deriveKey(PASS), { games: [...games(), ...games()] });
    expect(await refusal(openBundle(JSON.stringify({ format: 'sea-devils-games', version: 1, box: twice }), PASS))).toBe('badContent');
  });
});
