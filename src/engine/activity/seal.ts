import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ActivityRecord } from './types';

// Sealing (4.3): once written, a record is fixed by a commitment, the SHA-256 of its canonical
// text plus a secret salt. The Federal side sees only the commitment until the record runs,
// and anyone can check at the reveal that the record is the one sealed.

/** Canonical form: keys in a fixed order, no whitespace, so the same record always hashes the same. */
export function canonicalRecord(r: ActivityRecord): string {
  const steps = r.steps.map((s) => {
    switch (s.op) {
      case 'move': return `move:${s.to}`;
      case 'enterPort': return `enterPort:${s.nation}`;
      default: return s.op;
    }
  });
  const o = r.standing;
  return `ship=${r.ship};steps=${steps.join(',')};onSpotted=${o.onSpotted};semmes=${+o.semmesReroll.raid}${+o.semmesReroll.escape}${+o.semmesReroll.blockade}`;
}

/** Hashes already made, by their text: the seal and the check at the reveal hash the same text. */
const made = new Map<string, string>();

export function commitment(r: ActivityRecord, salt: string): string {
  const text = `${canonicalRecord(r)}|${salt}`;
  let hash = made.get(text);
  if (hash === undefined) {
    hash = bytesToHex(sha256(utf8ToBytes(text)));
    if (made.size >= 4096) made.clear();
    made.set(text, hash);
  }
  return hash;
}

export const verifyCommitment = (r: ActivityRecord, salt: string, c: string) => commitment(r, salt) === c;
