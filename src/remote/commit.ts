import { sha256Hex } from '../lib/sha256';

// Commitments for remote play: SHA-256 over canonical text, and hash chains. A player commits
// to the anchor of a chain (the secret hashed N times) and later reveals elements one by one,
// walking back towards the secret: each reveal is checked by hashing it forward to what was
// already known, and no reveal tells anything about the next one (docs/remote-play.md).

/** JSON with object keys sorted, so the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
    .join(',')}}`;
}

/** One step of a chain: domain-separated, so a chain element is never another hash's preimage by accident. */
export const chainStep = (h: string): string => sha256Hex(`sea-devils-chain|${h}`);

/** The chain of a secret: elements[k] is the element revealed for segment k; the anchor is hashed once more. */
export class HashChain {
  private readonly elements: string[];
  readonly anchor: string;
  constructor(
    secret: string,
    readonly length: number,
  ) {
    // c0 = secret, c(i+1) = H(ci); element k = c(length-1-k), anchor = c(length).
    const c: string[] = [secret];
    for (let i = 0; i < length; i++) c.push(chainStep(c[i]!));
    this.anchor = c[length]!;
    this.elements = [];
    for (let k = 0; k < length; k++) this.elements.push(c[length - 1 - k]!);
  }

  element(k: number): string {
    const e = this.elements[k];
    if (e === undefined) throw new Error(`chain element ${k} is beyond the chain's ${this.length}`);
    return e;
  }
}

/** What is known of the other player's chain: its anchor, or the latest element revealed. */
export interface KnownChain {
  anchor: string;
  length: number;
  index: number;
  element: string | null;
}

/** Checks a revealed element against what is known; true when it hashes forward onto it. */
export function verifyElement(known: KnownChain, index: number, element: string): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= known.length || !/^[0-9a-f]{64}$/.test(element)) return false;
  const [fromIndex, target] = known.element === null ? [-1, known.anchor] : [known.index, known.element];
  if (index < fromIndex) return false;
  let h = element;
  for (let i = index; i > fromIndex; i--) h = chainStep(h);
  return h === target;
}
