import { z } from 'zod';
import { REMATCH_SEALED, RELAY_GAME, RELAY_TOKEN, type CreatedGame, type RematchState } from '../relay/api';
import { PACE_NAMES, type PaceName } from '../relay/paceApi';
import { call, createRelayGame } from './relayLink';
import { CHAT_KEY } from './chat';
import { PaceLink } from './paceLink';

// A rematch offered through a finished game's mailbox (issue 34.4, docs/relay.md). The offering
// client opens a new game on the relay (itself the host, the sides swapped) and leaves the other
// player's capability for it in the old game's mailbox, sealed with AES-GCM under a key both
// players hold and the relay never keeps: one made from the old game's guest token (the host
// made the guest's link; the guest opened it; the relay keeps only a hash of it). The old game's
// id and the offering seat are bound in as associated data, so an offer cannot be moved to
// another game or made to look as if it came from the other seat.

/** What an offer holds: the new game's mailbox and the capability of its guest seat. */
// `chat`: the new game's chat key (issue 34.3), which a join link would carry in its fragment;
// `pace`: the new game's pace, the finished game's own (issue 48.6), said to the player accepting.
const OfferSchema = z
  .object({
    game: z.string().regex(RELAY_GAME),
    token: z.string().regex(RELAY_TOKEN),
    chat: z.string().regex(CHAT_KEY).optional(),
    pace: z.enum(PACE_NAMES).optional(),
  })
  .strict();
export type RematchOffer = z.infer<typeof OfferSchema>;

const enc = new TextEncoder();

async function keyOf(oldGame: string, guestToken: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest('SHA-256', enc.encode(`sea-devils-rematch-key|${oldGame}|${guestToken}`));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}
const aad = (oldGame: string, from: string) => enc.encode(`sea-devils-rematch|${oldGame}|${from}`);

const toB64u = (b: Uint8Array): string =>
  btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64u = (t: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(t.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Seals `offer` for the other player of `oldGame` (the offering seat `from`). */
export async function sealOffer(offer: RematchOffer, oldGame: string, guestToken: string, from: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: aad(oldGame, from) },
      await keyOf(oldGame, guestToken),
      enc.encode(JSON.stringify(offer)),
    ),
  );
  const out = new Uint8Array(iv.length + ct.length);
  out.set(iv);
  out.set(ct, iv.length);
  return toB64u(out);
}

/** Opens an offer the relay handed on; throws naming why when it is not one sealed for this game by `from`. */
export async function openOffer(sealed: string, oldGame: string, guestToken: string, from: string): Promise<RematchOffer> {
  // Outside input: bounded and shaped before any work.
  if (typeof sealed !== 'string' || !REMATCH_SEALED.test(sealed)) throw new Error('the rematch offer is not sealed text of the right size');
  const bytes = fromB64u(sealed);
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: aad(oldGame, from) },
      await keyOf(oldGame, guestToken),
      bytes.slice(12),
    );
  } catch {
    throw new Error('the rematch offer fails its integrity check: it was not sealed by the other player of this game');
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    json = null;
  }
  const r = OfferSchema.safeParse(json);
  if (!r.success) throw new Error('the rematch offer does not hold a game and a capability');
  return r.data;
}

/**
 * The rematch's new game on the relay, at the pace of the finished game it follows (issue 48.6:
 * a rematch made with no pace dropped it), as the relay says that game's pace to this seat.
 */
export async function createRematchGame(
  base: string,
  oldGame: string,
  token: string,
  f: typeof fetch = (...a) => fetch(...a),
): Promise<{ created: CreatedGame; pace: PaceName }> {
  const clock = await new PaceLink(base, oldGame, token, f).clock();
  if (!clock) throw new Error("the relay did not say the finished game's pace");
  return { created: await createRelayGame(base, f, clock.pace), pace: clock.pace };
}

/** The rematch requests of one seat of one game's mailbox. */
export class RematchLink {
  constructor(
    private readonly base: string,
    private readonly game: string,
    private readonly token: string,
    private readonly f: typeof fetch = (...a) => fetch(...a),
  ) {}
  private get auth() {
    return { authorization: `Bearer ${this.token}` };
  }
  read(): Promise<RematchState> {
    return call(this.f, `${this.base}games/${this.game}/rematch`, { headers: this.auth });
  }
  offer(sealed: string): Promise<unknown> {
    return call(this.f, `${this.base}games/${this.game}/rematch`, {
      method: 'POST',
      headers: { ...this.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ sealed }),
    });
  }
  answer(accept: boolean): Promise<unknown> {
    return call(this.f, `${this.base}games/${this.game}/rematch/answer`, {
      method: 'POST',
      headers: { ...this.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ accept }),
    });
  }
}
