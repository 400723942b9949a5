import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// SHA-256 as hex: the program's one helper for it (the seal's commitments, 4.3; the state hash
// of records and saves; comparison cache keys; remote play's digests and chains). It lives on
// the bottom floor, src/lib, which knows nothing of the game, so that every floor may use it.
// A simulation seals ~80 records a game, and for texts this short the library's cost is mostly
// its per-call set-up (a text encoder, fresh buffers and views): short ASCII texts are read
// once into one reused message buffer, and the digest is spelled from character codes. Longer or non-ASCII text goes to the library
// (@noble/hashes), which is faster from about 500 characters on; a property test holds the two
// paths equal.

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const W = new Int32Array(64);
const H = new Int32Array(8);
/** Two lower-case hex digits for each byte value (the AI's salts and remote play's random ids use it too). */
export const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Texts up to this length take the short path (the seal's are 100 to 200 characters). */
const SHORT = 256;
/** The padded message of a short text, in whole 64-byte blocks (reused: one hash at a time). */
const M = new Uint8Array(SHORT + 72);
/** The hex digits' character codes, and the digest's 64 of them (reused). */
const DIGIT = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const OUT = new Array<number>(64).fill(0);

/** One 64-byte block of M, from `at`, into the running hash H. */
function compress(at: number): void {
  for (let i = 0; i < 16; i++) {
    const j = at + i * 4;
    W[i] = (M[j]! << 24) | (M[j + 1]! << 16) | (M[j + 2]! << 8) | M[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15]!,
      b = W[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = H[0]!,
    b = H[1]!,
    c = H[2]!,
    d = H[3]!,
    e = H[4]!,
    f = H[5]!,
    g = H[6]!,
    h = H[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  H[0] = (H[0]! + a) | 0;
  H[1] = (H[1]! + b) | 0;
  H[2] = (H[2]! + c) | 0;
  H[3] = (H[3]! + d) | 0;
  H[4] = (H[4]! + e) | 0;
  H[5] = (H[5]! + f) | 0;
  H[6] = (H[6]! + g) | 0;
  H[7] = (H[7]! + h) | 0;
}

/** SHA-256 of `text` (UTF-8), as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  const n = text.length;
  if (n > SHORT) return bytesToHex(sha256(utf8ToBytes(text)));
  // The text is read once, into the message buffer, noting any code above ASCII (then the
  // library's UTF-8 path); padding is 0x80, zeros and the bit length (below 2^32 here).
  let wide = 0;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    wide |= code;
    M[i] = code;
  }
  if (wide > 0x7f) return bytesToHex(sha256(utf8ToBytes(text)));
  const total = (((n + 8) >> 6) + 1) << 6; // whole 64-byte blocks holding text, 0x80 and the length
  M.fill(0, n, total);
  M[n] = 0x80;
  const bits = n * 8;
  M[total - 4] = bits >>> 24;
  M[total - 3] = (bits >>> 16) & 0xff;
  M[total - 2] = (bits >>> 8) & 0xff;
  M[total - 1] = bits & 0xff;
  H.set(H0);
  for (let at = 0; at < total; at += 64) compress(at);
  // The digest's digits as character codes, made into one string at once (no string per byte).
  for (let i = 0; i < 8; i++) {
    const v = H[i]!;
    for (let k = 0; k < 8; k++) OUT[i * 8 + k] = DIGIT[(v >>> (28 - 4 * k)) & 15]!;
  }
  return String.fromCharCode(...OUT);
}
