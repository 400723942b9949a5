import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256Hex } from '../../src/lib/sha256';
import { canonicalRecord, commitment, verifyCommitment } from '../../src/engine/activity/seal';
import type { ActivityRecord } from '../../src/engine/record';

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

describe('4.3 the sealed record: its canonical text and commitment', () => {
  // Both players (and every version of the game they play with) must hash a record alike, or a
  // record sealed by one is refused at the reveal by the other: the text is pinned here.
  const record: ActivityRecord = {
    ship: 'alabama',
    steps: [
      { op: 'leavePort' },
      { op: 'move', to: 'C10' },
      { op: 'gather', ship: 'tuscaloosa' },
      { op: 'raid' },
      { op: 'enterPort', nation: 'E' },
      { op: 'refit' },
    ],
    standing: { onSpotted: 'escape', semmesReroll: { raid: true, escape: false, blockade: true, raidAtMost: 2 }, fireAt: 'biggestGuns' },
  };
  const TEXT =
    'ship=alabama;steps=leavePort,move:C10,gather:tuscaloosa,raid,enterPort:E,refit;onSpotted=escape;semmes=101;semmesRaidAtMost=2;fireAt=biggestGuns';

  it('4.3: the canonical text names every step, its area, ship or port, and the standing orders', () => {
    expect(canonicalRecord(record)).toBe(TEXT);
    expect(canonicalRecord({ ship: 'sumter', steps: [], standing: { onSpotted: 'port', semmesReroll: { raid: false, escape: true, blockade: false } } })).toBe(
      'ship=sumter;steps=;onSpotted=port;semmes=010',
    );
  });

  it('4.3: the commitment is the SHA-256 of that text, a bar and the salt', () => {
    expect(commitment(record, 'salt')).toBe(noble(`${TEXT}|salt`));
    // The same record hashed again, and a copy of it, give the same commitment.
    expect(commitment(record, 'salt')).toBe(noble(`${TEXT}|salt`));
    expect(commitment(structuredClone(record), 'salt')).toBe(noble(`${TEXT}|salt`));
  });

  it('4.3: records that differ only in the port entered, or after a seal, do not share a commitment', () => {
    const france = { ...record, steps: record.steps.map((x) => (x.op === 'enterPort' ? { ...x, nation: 'F' as const } : x)) };
    expect(commitment(france, 'salt')).not.toBe(commitment(record, 'salt'));
    const changed = structuredClone(record);
    const sealed = commitment(changed, 'salt');
    changed.steps.pop();
    expect(verifyCommitment(changed, 'salt', sealed)).toBe(false);
  });
});
