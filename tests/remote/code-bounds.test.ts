// The check "malformed code" (docs/remote-play.md, "Size bounds"): what a code may be before
// anything in it is used. The size bounds at their exact limits, the link fragment, the hex ids'
// whole length, the unpacking's cap and its end (issue 44.7: the src/remote mutants these pin).

import { describe, expect, it } from 'vitest';
import { deflateSync, strToU8 } from 'fflate';
import { gameData } from '../helpers';
import { RemoteClient } from '../../src/remote/client';
import { CODE_PREFIX, MAX_CODE_LENGTH, MalformedCode, decodeMessage, encodeMessage, extractCode, inflateCapped } from '../../src/remote/protocol';
import { forged, seededHex } from './harness';

const invite = () =>
  decodeMessage(RemoteClient.host(gameData(), { scenario: 'weak-beginning', side: 'federal' }, { randomHex: seededHex('bounds') }).lastCode!);
const codeOfJson = (json: string) => CODE_PREFIX + Buffer.from(deflateSync(strToU8(json), { level: 9 })).toString('base64url');
/** A deflate stream of one stored block holding `n` zero bytes: 5 bytes of header, then the bytes. */
function storedBlock(n: number): Uint8Array {
  const b = new Uint8Array(5 + n);
  b.set([1, n & 255, n >> 8, ~n & 255, (~n >> 8) & 255]);
  return b;
}

describe('malformed code: where the code is', () => {
  it('a bare code with spaces and line ends around it is that code', () => {
    const code = encodeMessage(invite());
    expect(extractCode(` \n${code} \t\n`)).toBe(code);
  });

  it('a fragment alone (#sd=…), and one with a space after its key, give the code', () => {
    const code = encodeMessage(invite());
    expect(extractCode(`#sd=${code}`)).toBe(code);
    expect(extractCode(`https://example.org/#sd= ${code}`)).toBe(code);
    expect(decodeMessage(`#sd=${code}`)).toEqual(decodeMessage(code));
  });
});

describe('malformed code: size bounds at their limits', () => {
  it('pasted text may be up to 4,096 characters longer than a code (spaces around it); one more is refused before any work', () => {
    const code = encodeMessage(invite());
    const limit = MAX_CODE_LENGTH + 4096;
    expect(extractCode(' '.repeat(limit - code.length) + code)).toBe(code);
    expect(() => extractCode(' '.repeat(limit + 1 - code.length) + code)).toThrow(MalformedCode);
    expect(() => extractCode(' '.repeat(limit + 1 - code.length) + code)).toThrow(`it is ${limit + 1} characters long; a code is at most ${MAX_CODE_LENGTH}`);
  });

  it('a code of exactly the longest length is read (and refused for its content); one character more is refused for its length', () => {
    const at = CODE_PREFIX + 'A'.repeat(MAX_CODE_LENGTH - CODE_PREFIX.length);
    expect(() => decodeMessage(at)).toThrow(MalformedCode);
    expect(() => decodeMessage(at)).toThrow(/^it cannot be unpacked/);
    expect(() => decodeMessage(`${at}A`)).toThrow(`it is ${MAX_CODE_LENGTH + 1} characters long; a code is at most ${MAX_CODE_LENGTH}`);
  });
});

describe('malformed code: the message inside', () => {
  it('a digest or game id with a character before or after its hex digits is refused, by field', () => {
    const m = invite();
    for (const digest of [`0${m.digest}`, `${m.digest}0`, `x${m.digest.slice(1)}`])
      expect(() => decodeMessage(encodeMessage({ ...m, digest }))).toThrow('digest: expected 64 hex digits');
    for (const game of [`0${m.game}`, `${m.game}0`])
      expect(() => decodeMessage(forged(m, (x) => (x.game = game)))).toThrow('game: expected a 32-hex-digit game id');
  });

  it("an invitation names a data pack of up to 100 characters; a longer name is refused by its field's path", () => {
    const m = invite();
    const named = decodeMessage(forged(m, (x) => x.body.kind === 'invite' && (x.body.dataPack = 'my-pack')));
    expect(named.body.kind === 'invite' && named.body.dataPack).toBe('my-pack');
    expect(() => decodeMessage(forged(m, (x) => x.body.kind === 'invite' && (x.body.dataPack = 'p'.repeat(100))))).not.toThrow();
    expect(() => decodeMessage(forged(m, (x) => x.body.kind === 'invite' && (x.body.dataPack = 'p'.repeat(101))))).toThrow(/^body\.dataPack: /);
  });

  it('JSON that is not a message at all is refused as "the message"', () => {
    expect(() => decodeMessage(codeOfJson('42'))).toThrow(/^the message: /);
  });
});

describe('malformed code: unpacking (inflateCapped)', () => {
  it('unpacks to exactly the cap, and refuses one byte over it', () => {
    const packed = deflateSync(new Uint8Array(5000).fill(7));
    expect(inflateCapped(packed, 5000)).toEqual(new Uint8Array(5000).fill(7));
    expect(() => inflateCapped(packed, 4999)).toThrow('it unpacks to more than 4999 bytes');
  });

  it('a stream cut short is refused, also when it had given part of its output (fflate names it first)', () => {
    const text = strToU8(Array.from({ length: 40_000 }, (_, i) => `${(i * 7919) % 10007},`).join(''));
    const packed = deflateSync(text);
    expect(inflateCapped(packed, text.length * 2)).toEqual(text);
    expect(() => inflateCapped(packed.subarray(0, packed.length >> 1), text.length * 2)).toThrow(/unexpected EOF|cut short/);
    expect(() => inflateCapped(packed.subarray(0, packed.length - 1), text.length * 2)).toThrow(/unexpected EOF|cut short/);
  });

  it('input of an exact number of 1,024-byte chunks ends on its last chunk', () => {
    for (const total of [1024, 2048]) expect(inflateCapped(storedBlock(total - 5), 5000)).toEqual(new Uint8Array(total - 5));
  });

  it('no input unpacks to nothing', () => {
    expect(inflateCapped(new Uint8Array(0), 10)).toEqual(new Uint8Array(0));
  });
});
