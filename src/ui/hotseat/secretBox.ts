import type { SecretBox } from '../../game/sealedHotseat';

// A player's secrets at rest, sealed under that player's passphrase (hot-seat, issue 14): the
// passphrase is stretched with PBKDF2 (SHA-256) into an AES-GCM key, and the JSON is encrypted
// with a fresh IV each time. GCM's tag also refuses a box that was edited, or opened with
// the wrong passphrase. Web Crypto only: the browser's and Node's own implementation.

export const KDF_ITERATIONS = 600_000;

/** A key derived from a passphrase, with the salt it was derived with (to seal again). */
export interface BoxKey {
  key: CryptoKey;
  salt: string;
  iterations: number;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

function toB64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}
function fromB64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export class WrongPassphrase extends Error {}

/** The shortest passphrase accepted: it is all that stands between a side and the other's orders. */
export const MIN_PASSPHRASE = 4;

export async function deriveKey(
  passphrase: string,
  salt: string = toB64(crypto.getRandomValues(new Uint8Array(16))),
  iterations = KDF_ITERATIONS,
): Promise<BoxKey> {
  const base = await crypto.subtle.importKey('raw', enc.encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromB64(salt), iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { key, salt, iterations };
}

export async function seal(k: BoxKey, value: unknown): Promise<SecretBox> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, k.key, enc.encode(JSON.stringify(value))));
  return { kdf: 'PBKDF2-SHA256', iterations: k.iterations, salt: k.salt, iv: toB64(iv), data: toB64(data) };
}

/** Opens a box with a passphrase; gives the key too, to seal the next version under it. */
export async function open(box: SecretBox, passphrase: string): Promise<{ value: unknown; key: BoxKey }> {
  const key = await deriveKey(passphrase, box.salt, box.iterations);
  return { value: await openWith(box, key), key };
}

export async function openWith(box: SecretBox, k: BoxKey): Promise<unknown> {
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromB64(box.iv) }, k.key, fromB64(box.data));
  } catch {
    throw new WrongPassphrase('wrong passphrase (or the sealed part of the save was altered)');
  }
  return JSON.parse(dec.decode(plain));
}
