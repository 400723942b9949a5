import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256Hex } from '../../src/lib/sha256';

// 4.3: the seal's commitment is SHA-256. The fast path for ASCII text must agree with the
// library bit for bit, at every length around the 64-byte block boundaries.

const noble = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

describe('4.3 commitment hash', () => {
  it('gives the published SHA-256 of "abc" and of the empty text', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agrees with @noble/hashes for every length from 0 to 300 bytes', () => {
    for (let n = 0; n <= 300; n++) {
      const text = Array.from({ length: n }, (_, i) => String.fromCharCode(32 + ((i * 7 + n) % 95))).join('');
      expect(sha256Hex(text), `length ${n}`).toBe(noble(text));
    }
  });

  it('agrees with @noble/hashes on any text, ASCII or not', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ unit: 'grapheme', maxLength: 60 }), (ascii, any) => {
        expect(sha256Hex(ascii)).toBe(noble(ascii));
        expect(sha256Hex(any)).toBe(noble(any));
      }),
      { numRuns: 300 },
    );
  });
});
