import { z } from 'zod';
import { SecretBoxSchema } from '../../game/sealedHotseat';
import { RemoteSaveSchema, type RemoteSave } from '../../remote/save';
import { CHAT_KEY } from '../../remote/chat';
import { RELAY_GAME, RELAY_TOKEN } from '../../relay/api';
import { OPEN_ID, OPEN_KEY, OPEN_RAW_MAX } from '../../relay/openApi';
import { excerpt } from '../../data/ids';
import { WrongPassphrase, deriveKey, open, seal } from '../hotseat/secretBox';
import { ChatLogSchema, type ChatLog } from './chatLog';
import type { RelayBinding } from './online';

// "Your games played apart", carried to another device (issue 34.2): every game's save (its
// secrets and state), its relay capability and its chat, sealed under a passphrase the player
// chooses, with the hot-seat's own sealing (PBKDF2-SHA256 to an AES-GCM key, secretBox.ts). The
// bundle is a file to download or a text to paste; opening it on the other device is outside
// input: its size is bounded before anything is parsed or decrypted, its envelope and then every
// game are checked by schema, and a wrong passphrase or a single changed character is refused
// by name (GCM's tag). Importing never overwrites a game already there unless the player says so.

/** The longest bundle read, in characters: checked before it is parsed or decrypted. */
export const BUNDLE_MAX_CHARS = 32 * 1024 * 1024;
/** Games one bundle carries at most. */
export const BUNDLE_MAX_GAMES = 200;
/** The shortest passphrase for a bundle: it guards capabilities and secrets, offline. */
export const BUNDLE_MIN_PASSPHRASE = 8;
export const BUNDLE_FORMAT = 'sea-devils-games';

const BindingSchema = z
  .object({
    game: z.string().regex(RELAY_GAME),
    token: z.string().regex(RELAY_TOKEN),
    seat: z.enum(['host', 'guest']),
    posted: z.number().int().min(-1).max(100_000),
    guestLink: z.string().max(400).optional(),
    chatKey: z.string().regex(CHAT_KEY).optional(),
    // Listed in Open games (49.1): the host's key pair until the seat is taken, and where the listing stands.
    open: z
      .object({
        key: z.string().regex(OPEN_KEY),
        secret: z
          .string()
          .max(400)
          .regex(/^[A-Za-z0-9_-]*$/),
        note: z.string().max(OPEN_RAW_MAX),
        name: z.string().max(OPEN_RAW_MAX),
        listing: z.string().regex(OPEN_ID).nullable(),
        state: z.enum(['posting', 'listed', 'taken', 'withdrawn', 'expired', 'refused']),
        problem: z.string().max(400).optional(),
      })
      .strict()
      .optional(),
    // A game ended as abandoned (34.6): kept only here, so it travels with the capability.
    ended: z
      .object({ text: z.string().max(200), at: z.number().finite() })
      .strict()
      .optional(),
  })
  .strict();

const BundledGameSchema = z
  .object({
    save: RemoteSaveSchema,
    savedAt: z.number().finite().nullable(),
    binding: BindingSchema.nullable(),
    chat: ChatLogSchema.nullable(),
  })
  .strict();
export type BundledGame = { save: RemoteSave; savedAt: number | null; binding: RelayBinding | null; chat: ChatLog | null };

const ContentSchema = z.object({ games: z.array(BundledGameSchema).max(BUNDLE_MAX_GAMES) }).strict();
const EnvelopeSchema = z.object({ format: z.literal(BUNDLE_FORMAT), version: z.literal(1), box: SecretBoxSchema }).strict();

/** A bundle refused, by name. */
export class BundleRefused extends Error {
  constructor(
    readonly code: 'tooLarge' | 'notABundle' | 'wrongPassphrase' | 'badContent' | 'weakPassphrase',
    message: string,
  ) {
    super(message);
  }
}

export async function sealBundle(games: BundledGame[], passphrase: string): Promise<string> {
  if (passphrase.length < BUNDLE_MIN_PASSPHRASE)
    throw new BundleRefused('weakPassphrase', `the passphrase is too short: at least ${BUNDLE_MIN_PASSPHRASE} characters`);
  if (games.length > BUNDLE_MAX_GAMES) throw new BundleRefused('tooLarge', `too many games: a bundle carries at most ${BUNDLE_MAX_GAMES}`);
  const box = await seal(await deriveKey(passphrase), { games });
  const text = JSON.stringify({ format: BUNDLE_FORMAT, version: 1, box });
  if (text.length > BUNDLE_MAX_CHARS) throw new BundleRefused('tooLarge', `the bundle would be ${text.length} characters; at most ${BUNDLE_MAX_CHARS}`);
  return text;
}

/** Opens a bundle: bounded, then its envelope checked, then decrypted, then every game checked. */
export async function openBundle(text: string, passphrase: string): Promise<BundledGame[]> {
  if (text.length > BUNDLE_MAX_CHARS)
    throw new BundleRefused('tooLarge', `bundle too large: ${text.length} characters, at most ${BUNDLE_MAX_CHARS} (nothing was opened)`);
  let json: unknown;
  try {
    json = JSON.parse(text.trim());
  } catch {
    throw new BundleRefused('notABundle', 'not a bundle of games: it is not JSON');
  }
  const env = EnvelopeSchema.safeParse(json);
  if (!env.success) {
    const i = env.error.issues[0]!;
    throw new BundleRefused('notABundle', `not a bundle of games: ${excerpt(i.path.join('.'), 40)}: ${excerpt(i.message, 120)}`);
  }
  let value: unknown;
  try {
    value = (await open(env.data.box, passphrase)).value;
  } catch (e) {
    if (e instanceof WrongPassphrase) throw new BundleRefused('wrongPassphrase', 'wrong passphrase, or the bundle was altered');
    throw new BundleRefused('badContent', 'the bundle cannot be opened');
  }
  const content = ContentSchema.safeParse(value);
  if (!content.success) {
    const i = content.error.issues[0]!;
    throw new BundleRefused('badContent', `the bundle holds something else: ${excerpt(i.path.join('.'), 60)}: ${excerpt(i.message, 120)}`);
  }
  const ids = new Set<string>();
  for (const g of content.data.games) {
    if (ids.has(g.save.gameId)) throw new BundleRefused('badContent', `the bundle holds game ${g.save.gameId.slice(0, 8)} twice`);
    ids.add(g.save.gameId);
  }
  return content.data.games;
}
