import { z } from 'zod';
import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';
import { ActivityRecordSchema, CommandSchema, MAX_SHIPS, ShipSalt, MAX_COMMANDS, optionsInput } from '../engine/index';
import { sha256Hex } from '../lib/sha256';
import { canonicalJson } from './commit';
import { excerpt, safeId } from '../data/ids';
import { LINK_KEY } from './linkKeys';

// The messages two remote clients exchange, as a file, a text code or a link (the code rides in
// the URL fragment, which browsers never send to a server). Each message names its game, its
// sender and its place in the conversation, chains to the previous message's digest, and
// carries a digest of its own content, so a damaged, edited, replayed, reordered or foreign
// message is caught before anything in it is used. Text form: JSON, deflated, base64url.

export const REMOTE_FORMAT = 'sea-devils-remote';
export const CODE_PREFIX = 'SD1.';

// Size bounds, checked before the work they bound (docs/remote-play.md lists them): a code is
// measured before it is unpacked, and unpacking stops as soon as its output passes the cap, so
// a small code that would inflate to gigabytes costs no more than a large honest one.
/** The longest code (or pasted text, link or file holding one) read, in characters. */
export const MAX_CODE_LENGTH = 512 * 1024;
/** The most bytes a code may unpack to: the message's JSON. */
export const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
/** Input is fed to the inflater this many bytes at a time, so it never runs far past the cap. */
const INFLATE_CHUNK = 1024;
/** The longest dice chain: a segment per phase of 16 Game Turns needs far fewer. */
const MAX_CHAIN_LENGTH = 10_000;

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 hex digits');
export const GameId = z.string().regex(/^[0-9a-f]{32}$/, 'expected a 32-hex-digit game id');
const SideSchema = z.enum(['federal', 'confederate']);

/** A chain element for segment `index` (docs/remote-play.md). */
export const RevealSchema = z.object({ index: z.number().int().min(0).max(MAX_CHAIN_LENGTH), element: Hex64 }).strict();

/** A record revealed at the Activity Phase with its salt, checked against its commitment (4.3). */
export const RevealedRecordSchema = z.object({ ship: safeId(), record: ActivityRecordSchema, salt: ShipSalt }).strict();
export type RevealedRecord = z.infer<typeof RevealedRecordSchema>;

/** Commands as they travel: never a record in the clear (the Confederate sends sealCommitments). */
export const PublicCommandSchema = CommandSchema.refine((c) => c.type !== 'sealRecords', 'a sealed record may not travel in the clear (4.3)');
export type PublicCommand = z.infer<typeof PublicCommandSchema>;

const InviteBody = z
  .object({
    kind: z.literal('invite'),
    scenario: safeId(),
    /** The host's rule variants that apply to a game played apart (the registry, src/engine/options.ts). */
    options: optionsInput('remote'),
    hostSide: SideSchema,
    anchor: Hex64,
    chainLength: z.number().int().min(1).max(MAX_CHAIN_LENGTH),
    dataPack: z.string().max(100).nullable(),
  })
  .strict();

const AcceptBody = z.object({ kind: z.literal('accept'), anchor: Hex64, reveal: RevealSchema }).strict();

const TurnBody = z
  .object({
    kind: z.literal('turn'),
    /** The sender's commands since its last message, in order. */
    commands: z.array(PublicCommandSchema).max(5000),
    /** Commands of the whole game the sender has applied (a last command may wait for this reply). */
    applied: z.number().int().min(0).max(MAX_COMMANDS),
    reveal: RevealSchema,
    records: z.array(RevealedRecordSchema).max(MAX_SHIPS).nullable(),
  })
  .strict();

export const MessageSchema = z
  .object({
    format: z.literal(REMOTE_FORMAT),
    version: z.literal(1),
    game: GameId,
    seq: z.number().int().min(0).max(MAX_COMMANDS),
    from: SideSchema,
    /** Digest of the message this one answers (null for the invitation). */
    prev: Hex64.nullable(),
    /** Hash of the public part of the sender's game after this message's commands (null before the game exists). */
    stateHash: Hex64.nullable(),
    body: z.discriminatedUnion('kind', [InviteBody, AcceptBody, TurnBody]),
    digest: Hex64,
  })
  .strict();

export type Message = z.infer<typeof MessageSchema>;
export type MessageBody = Message['body'];

/** The digest over everything but the digest itself, in canonical JSON. */
export function digestOf(m: Omit<Message, 'digest'> & { digest?: string }): string {
  const { digest: _omit, ...rest } = m;
  return sha256Hex(`${REMOTE_FORMAT}|${canonicalJson(rest)}`);
}

export function sealMessage(m: Omit<Message, 'digest'>): Message {
  return { ...m, digest: digestOf(m) };
}

const toBase64Url = (bytes: Uint8Array): string => {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('it holds characters that are not base64url');
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

export function encodeMessage(m: Message): string {
  return CODE_PREFIX + toBase64Url(deflateSync(strToU8(JSON.stringify(m)), { level: 9 }));
}

/** Why a code could not be read at all. */
export class MalformedCode extends Error {}

/** The code inside whatever was pasted or opened: a bare code, a link with #sd=..., or a file's text. */
export function extractCode(input: string): string {
  if (input.length > MAX_CODE_LENGTH + 4096) throw new MalformedCode(`it is ${input.length} characters long; a code is at most ${MAX_CODE_LENGTH}`);
  const text = input.trim();
  const hash = text.indexOf(`#${LINK_KEY}=`);
  return hash >= 0 ? text.slice(hash + LINK_KEY.length + 2).trim() : text;
}

export function decodeMessage(input: string): Message {
  const code = extractCode(input);
  if (!code.startsWith(CODE_PREFIX)) throw new MalformedCode(`it does not start with ${CODE_PREFIX}`);
  if (code.length > MAX_CODE_LENGTH) throw new MalformedCode(`it is ${code.length} characters long; a code is at most ${MAX_CODE_LENGTH}`);
  let json: unknown;
  const text = code.slice(CODE_PREFIX.length);
  let packed: Uint8Array;
  try {
    packed = fromBase64Url(text);
  } catch (e) {
    throw new MalformedCode(`it cannot be unpacked (${excerpt((e as Error).message, 120)})`);
  }
  // One message has one code: characters or bytes added after its end (which the unpacking
  // would never read) make another code for the same message, and are refused.
  if (toBase64Url(packed) !== text) throw new MalformedCode('it has characters after the end of its packed bytes');
  try {
    json = JSON.parse(strFromU8(inflateCapped(packed, MAX_MESSAGE_BYTES)));
  } catch (e) {
    throw new MalformedCode(`it cannot be unpacked (${excerpt((e as Error).message, 120)})`);
  }
  if (wholeStream(packed.subarray(0, packed.length - 1))) throw new MalformedCode('it has bytes after the end of its packed message');
  const parsed = MessageSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new MalformedCode(`${excerpt(i.path.join('.'), 80) || 'the message'}: ${excerpt(i.message, 200)}`);
  }
  return parsed.data;
}

/**
 * Whether `input` is a whole deflate stream. A stream's last byte holds the end of its last
 * block, so an honest code without its last byte is cut short; one that still unpacks had
 * bytes after its end. (fflate reports no count of the bytes it used.)
 */
function wholeStream(input: Uint8Array): boolean {
  if (!input.length) return false;
  try {
    inflateCapped(input, MAX_MESSAGE_BYTES);
    return true;
  } catch {
    return false;
  }
}

/** Inflates `input`, refusing as soon as the output passes `cap` bytes (fflate's streaming Inflate). */
export function inflateCapped(input: Uint8Array, cap: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let size = 0;
  let done = false;
  const inflater = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > cap) throw new Error(`it unpacks to more than ${cap} bytes`);
    parts.push(chunk);
    if (final) done = true;
  });
  for (let at = 0; at < input.length; at += INFLATE_CHUNK) {
    inflater.push(input.subarray(at, Math.min(input.length, at + INFLATE_CHUNK)), at + INFLATE_CHUNK >= input.length);
  }
  if (input.length === 0) inflater.push(input, true);
  if (!done) throw new Error('the packed data is cut short');
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A link that opens the game with this code (the fragment stays in the browser). */
export const linkFor = (base: string, code: string): string => `${base.split('#')[0]}#${LINK_KEY}=${code}`;
