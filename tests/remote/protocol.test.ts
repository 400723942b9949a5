import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RemoteClient } from '../../src/remote/client';
import { decodeMessage, encodeMessage, extractCode, linkFor } from '../../src/remote/protocol';
import { canonicalJson } from '../../src/remote/commit';

describe('codes, links and files', () => {
  it('a code survives a link and pasted text with spaces around it', () => {
    const host = RemoteClient.host(gameData(), { scenario: 'campaign', side: 'confederate' });
    const code = host.lastCode!;
    expect(code).toMatch(/^SD1\.[A-Za-z0-9_-]+$/);
    const link = linkFor('http://127.0.0.1:5173/?x=1#old', code);
    expect(link).toBe(`http://127.0.0.1:5173/?x=1#sd=${code}`);
    expect(extractCode(`  ${link}\n`)).toBe(code);
    expect(decodeMessage(link)).toEqual(decodeMessage(code));
    expect(encodeMessage(decodeMessage(code))).toBe(code);
  });

  it("an invitation says the game, the scenario and the host's side, and commits the host's dice chain", () => {
    const host = RemoteClient.host(gameData(), { scenario: 'weak-beginning', side: 'federal' });
    const m = decodeMessage(host.lastCode!);
    expect(m).toMatchObject({
      game: host.gameId,
      seq: 0,
      from: 'federal',
      prev: null,
      body: { kind: 'invite', scenario: 'weak-beginning', hostSide: 'federal' },
    });
    const guest = RemoteClient.join(gameData(), host.lastCode!);
    expect(guest.side).toBe('confederate');
    expect(guest.gameId).toBe(host.gameId);
    expect(() => RemoteClient.join(gameData(), 'SD1.AAAA')).toThrow(/malformed code/);
    expect(() => RemoteClient.join(gameData(), guest.lastCode!)).toThrow(/not an invitation/);
  });

  it('canonical JSON does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }));
  });
});
