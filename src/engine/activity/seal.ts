import { sha256Hex } from '../../lib/sha256';
import type { ActivityRecord } from '../record';

// Sealing (4.3): once written, a record is fixed by a commitment, the SHA-256 of its canonical
// text plus a secret salt. The Federal side sees only the commitment until the record runs,
// and anyone can check at the reveal that the record is the one sealed.

/** Canonical form: keys in a fixed order, no whitespace, so the same record always hashes the same. */
export function canonicalRecord(r: ActivityRecord): string {
  const steps = r.steps.map((s) => {
    switch (s.op) {
      case 'move':
        return `move:${s.to}`;
      case 'enterPort':
        return `enterPort:${s.nation}`;
      case 'gather':
        return `gather:${s.ship}`;
      default:
        return s.op;
    }
  });
  const o = r.standing;
  return `ship=${r.ship};steps=${steps.join(',')};onSpotted=${o.onSpotted};semmes=${+o.semmesReroll.raid}${+o.semmesReroll.escape}${+o.semmesReroll.blockade}${o.semmesReroll.raidAtMost ? `;semmesRaidAtMost=${o.semmesReroll.raidAtMost}` : ''}${o.fireAt ? `;fireAt=${o.fireAt}` : ''}`;
}

/**
 * The last hash made for a record object, kept by the record itself in a property no copy, JSON
 * text or key listing sees (never in this module: two games share nothing), with the text it was
 * made from: the seal and the check when the record runs hash the same record, and the check
 * compares the text anew, so a record changed since its seal is still caught. A record that
 * cannot take the property (frozen) is hashed on each call.
 */
const HASHED = Symbol('hashed');
type Hashed = { [HASHED]?: { text: string; hash: string } };

export function commitment(r: ActivityRecord, salt: string): string {
  const text = `${canonicalRecord(r)}|${salt}`;
  const hit = (r as Hashed)[HASHED];
  if (hit !== undefined && hit.text === text) return hit.hash;
  const hash = sha256Hex(text);
  if (Object.isExtensible(r)) Object.defineProperty(r, HASHED, { value: { text, hash }, configurable: true, enumerable: false, writable: true });
  return hash;
}

export const verifyCommitment = (r: ActivityRecord, salt: string, c: string) => commitment(r, salt) === c;
