import { z } from 'zod';
import { RELAY_GAME } from '../relay/api';
import { PACE_NAMES } from '../relay/paceApi';
import {
  OPEN_ID,
  OPEN_KEY,
  OPEN_NAME_MAX,
  OPEN_NOTE_MAX,
  OPEN_PAGE,
  OPEN_RAW_MAX,
  OPEN_SCENARIO,
  OPEN_VARIANT_KEY,
  OPEN_VARIANTS_MAX,
  cleanText,
  textLength,
  type OpenListing,
  type OpenPost,
  type OpenStatus,
} from '../relay/openApi';
import { fromBase64Url, toBase64Url } from '../lib/base64url';
import { call } from './relayLink';

// Open games as a browser reaches them (issue 49.1; docs/relay.md, "Open games"): the public list,
// taking a seat, and the host's listing. What a game by link carries after `#` (the guest's
// capability and the chat's key, docs/remote-play.md) is here agreed instead of sent: the host
// lists a P-256 public key, the taker makes a key pair of its own, and each side derives the same
// two secrets from the pair's ECDH secret (HKDF-SHA256, the listing's id as salt). The taker sends
// the relay its public key and the capability, which the relay stores as a hash; the host learns
// the taker's public key from the relay and derives the same capability and chat key. The list
// and the relay hold public keys only: neither secret is ever stored by the relay or seen in a list.

const enc = new TextEncoder();
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** The host's key pair: the public key (raw, base64url) it lists, and the private one (PKCS #8, base64url) it keeps until the seat is taken. */
export interface OpenKeys {
  key: string;
  secret: string;
}
/** What a game by link carries in its fragment: the guest seat's capability and the chat's key. */
export interface SeatSecrets {
  token: string;
  chatKey: string;
}

export async function newOpenKeys(): Promise<OpenKeys> {
  const pair = await crypto.subtle.generateKey(ECDH, true, ['deriveBits']);
  return {
    key: toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
    secret: toBase64Url(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey))),
  };
}

/** The two secrets from this side's private key and the other side's public key, for listing `listing`. */
async function derive(own: CryptoKey, other: string, listing: string): Promise<SeatSecrets> {
  if (!OPEN_KEY.test(other)) throw new Error('the other player’s key is not a P-256 public key');
  let pub: CryptoKey;
  try {
    pub = await crypto.subtle.importKey('raw', fromBase64Url(other), ECDH, false, []);
  } catch {
    throw new Error('the other player’s key is not a P-256 public key');
  }
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: pub }, own, 256);
  const hkdf = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveBits']);
  const part = async (info: string) =>
    toBase64Url(
      new Uint8Array(
        await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: enc.encode(`sea-devils-open|${listing}`), info: enc.encode(info) }, hkdf, 256),
      ),
    );
  return { token: await part('sea-devils-open|guest capability'), chatKey: await part('sea-devils-open|chat key') };
}

/** The host, once its seat is taken: the secrets from its kept private key and the taker's public key. */
export async function hostSecrets(secret: string, takerKey: string, listing: string): Promise<SeatSecrets> {
  const own = await crypto.subtle.importKey('pkcs8', fromBase64Url(secret), ECDH, false, ['deriveBits']);
  return derive(own, takerKey, listing);
}

/** A taker: a key pair of its own (the private key is used once, here, and kept nowhere), its public key and the secrets. */
export async function takerSecrets(hostKey: string, listing: string): Promise<{ key: string; secrets: SeatSecrets }> {
  const pair = await crypto.subtle.generateKey(ECDH, false, ['deriveBits']);
  const key = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  return { key, secrets: await derive(pair.privateKey, hostKey, listing) };
}

// ---- what the relay answers: outside input, checked before anything is shown --------------------

/** A note or name as the relay gave it, cleaned again and bounded here (a relay is not trusted to have done so). */
const Text = (max: number) =>
  z
    .string()
    .max(OPEN_RAW_MAX)
    .transform((t) => cleanText(t))
    .refine((t) => textLength(t) <= max);

/** Rule variants: a plain object of at most OPEN_VARIANTS_MAX own keys, each a variant's key (never a built-in name), each on or off. */
const Variants = z
  .custom<Record<string, boolean>>(
    (v) =>
      !!v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      Object.keys(v).length <= OPEN_VARIANTS_MAX &&
      Object.entries(v).every(([k, on]) => OPEN_VARIANT_KEY.test(k) && typeof on === 'boolean'),
  )
  .transform((v) => Object.fromEntries(Object.entries(v)) as Record<string, boolean>);

const ListingSchema = z.object({
  id: z.string().regex(OPEN_ID),
  scenario: z.string().regex(OPEN_SCENARIO),
  side: z.enum(['federal', 'confederate']),
  pace: z.enum(PACE_NAMES),
  variants: Variants,
  note: Text(OPEN_NOTE_MAX),
  name: Text(OPEN_NAME_MAX),
  posted: z.number().finite(),
  expires: z.number().finite(),
  key: z.string().regex(OPEN_KEY),
});
const ListSchema = z.object({ games: z.array(z.unknown()).max(OPEN_PAGE), now: z.number().finite() });

/** The list, each listing checked on its own (one the browser cannot read is left out, not the whole list). */
export function readList(answer: unknown): { games: OpenListing[]; now: number } {
  const r = ListSchema.safeParse(answer);
  if (!r.success) throw new Error('the relay answered the list of open games with something else');
  const games = r.data.games.flatMap((g) => {
    const one = ListingSchema.safeParse(g);
    return one.success ? [one.data] : [];
  });
  return { games, now: r.data.now };
}

const StatusSchema = z.object({
  open: z
    .object({
      id: z.string().regex(OPEN_ID),
      state: z.enum(['open', 'taken', 'withdrawn', 'expired']),
      expires: z.number().finite(),
      takerKey: z.string().regex(OPEN_KEY).nullable(),
    })
    .nullable(),
});

const f0: typeof fetch = (...a) => fetch(...a);
const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The public list on a relay. */
export async function openList(base: string, f = f0): Promise<{ games: OpenListing[]; now: number }> {
  return readList(await call<unknown>(f, `${base}open`, {}));
}

/** Takes listing `listing`'s free seat: the game it opens and the secrets a join link would have carried. */
export async function takeSeat(base: string, listing: OpenListing, f = f0): Promise<{ game: string } & SeatSecrets> {
  const { key, secrets } = await takerSecrets(listing.key, listing.id);
  const r = await call<unknown>(f, `${base}open/${listing.id}/take`, json({ key, token: secrets.token }));
  const game = (r as { game?: unknown } | null)?.game;
  if (typeof game !== 'string' || !RELAY_GAME.test(game)) throw new Error('the relay answered the taking of a seat with something else');
  return { game, ...secrets };
}

/** The host's requests for its game's listing (its capability in the Authorization header). */
export class OpenListingLink {
  constructor(
    private readonly base: string,
    private readonly game: string,
    private readonly token: string,
    private readonly f = f0,
  ) {}
  private get url() {
    return `${this.base}games/${this.game}/open`;
  }
  private get auth() {
    return { authorization: `Bearer ${this.token}` };
  }
  async post(body: OpenPost): Promise<{ id: string; expires: number }> {
    const r = await call<{ id?: unknown; expires?: unknown }>(this.f, this.url, {
      method: 'PUT',
      headers: { ...this.auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (typeof r?.id !== 'string' || !OPEN_ID.test(r.id) || typeof r.expires !== 'number')
      throw new Error('the relay answered the listing with something else');
    return { id: r.id, expires: r.expires };
  }
  async status(): Promise<OpenStatus> {
    const r = StatusSchema.safeParse(await call<unknown>(this.f, this.url, { headers: this.auth }));
    if (!r.success) throw new Error('the relay answered with something else');
    return r.data;
  }
  withdraw(): Promise<unknown> {
    return call(this.f, this.url, { method: 'DELETE', headers: this.auth });
  }
}
