import { z } from 'zod';
import type { GameData } from '../data/gameData';
import { hashState, replayRecord } from './record';
import { type GameState, MAX_COMMANDS, optionsInput } from '../engine/index';
import { SealedHotseatSchema } from './sealedHotseat';
import { NotesSchema } from './notes';
import { excerpt, own, safeId } from '../data/ids';

// The save file: an envelope around the full game (state, event log, commands). A file from
// outside is trusted only after its commands are replayed from the scenario's start and the
// replay lands on exactly the state the file holds. A hot-seat game is saved sealed instead
// (version 2): each side's part under its own player's passphrase (ui/hotseat/hotseatSession.ts).
// This file is the format alone, with no page and no session: ui/saves/saveSession.ts turns a
// checked envelope into a game in play, and a game back into an envelope.

export const SAVE_FORMAT = 'sea-devils-save';
/** The longest save file read, in characters (a finished Campaign's save is well under 2 MB): measured before it is parsed. */
export const MAX_SAVE_TEXT = 20_000_000;
/** The longest save name (the saves dialog takes 60 characters; a default name is shorter than this). */
const MAX_SAVE_NAME = 200;

const Meta = z.object({
  id: z.string().min(1).max(100),
  mode: z.enum(['solitaire', 'hotseat']),
  aiLevel: safeId(),
  scenario: safeId(),
  seed: z.string().min(1).max(200),
  options: optionsInput('game'),
  createdAt: z.number(),
  dataPack: z.string().max(100).nullable().optional(),
});

const Summary = z.object({ scenarioName: z.string().max(200), turn: z.number(), date: z.string().max(40), phase: z.string().max(40) });

/** A solitaire game (and a hot-seat game of earlier versions): the whole game in the clear, checked by replay. */
const PlainSave = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(1),
  name: z.string().max(MAX_SAVE_NAME),
  savedAt: z.number(),
  meta: Meta,
  holder: z.enum(['federal', 'confederate']),
  /** For the saves list: turn, phase and scenario name, nothing secret. */
  summary: Summary,
  state: z.object({ format: z.literal('sea-devils-game'), version: z.literal(1) }).passthrough(),
  events: z.array(z.object({ turn: z.number(), phase: z.string(), rule: z.string(), text: z.string(), kind: z.string() }).passthrough()),
  commands: z.array(z.unknown()).max(MAX_COMMANDS),
  /** Issue 31.4: the computer's hand, beside the game (checked apart when the game is loaded, game/aiHand.ts: a bad one is dropped, the game still loads). */
  aiHand: z.unknown().optional(),
  /** The player's private notepad (game/notes.ts); in solitaire the player's side's. */
  notes: NotesSchema.optional(),
});

/**
 * A hot-seat game (issue 14): each side's client sealed under its player's passphrase, and
 * in the clear only the summary and whose move it is. No `holder`: the device goes to a side
 * only when its passphrase is typed.
 */
const SealedSave = z
  .object({
    format: z.literal(SAVE_FORMAT),
    version: z.literal(2),
    name: z.string().max(MAX_SAVE_NAME),
    savedAt: z.number(),
    meta: Meta.extend({ mode: z.literal('hotseat') }),
    summary: Summary,
    sealed: SealedHotseatSchema,
  })
  .strict();

export const SaveEnvelope = z.discriminatedUnion('version', [PlainSave, SealedSave]);
export type SaveEnvelope = z.infer<typeof SaveEnvelope>;
export type PlainEnvelope = z.infer<typeof PlainSave>;
export type SealedEnvelope = z.infer<typeof SealedSave>;

/** A file refused; its message names the problem with any control character escaped (\u0007), never printed raw. */
export class SaveRefused extends Error {
  constructor(message: string) {
    super(escapeControls(message));
  }
}

/** Control and line-separator characters written as \uXXXX, so a damaged file cannot garble the page's text. */
export const escapeControls = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Reads a file's text as a save: JSON, then the envelope's shape, then a full replay of its
 * commands that must reproduce its state. Throws SaveRefused naming the first problem.
 */
export function parseSaveFile(data: GameData, text: string, rawFileName: string): SaveEnvelope {
  // Sizes first: a file name and a file of any size cost no more than a glance.
  const fileName = excerpt(rawFileName, 100);
  if (text.length > MAX_SAVE_TEXT) throw new SaveRefused(`${fileName} is too large to be a save: ${text.length} characters, at most ${MAX_SAVE_TEXT}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SaveRefused(`${fileName} is not a save file: it is not valid JSON (${(e as Error).message})`);
  }
  if (!json || typeof json !== 'object')
    throw new SaveRefused(`${fileName} is not a save file: it holds ${json === null ? 'null' : typeof json}, not an object`);
  const format = (json as { format?: unknown }).format;
  if (format !== SAVE_FORMAT)
    throw new SaveRefused(
      `${fileName} is not a Sea Devils save: its format is ${format === undefined ? 'missing' : JSON.stringify(format)}, expected "${SAVE_FORMAT}"`,
    );
  const parsed = SaveEnvelope.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new SaveRefused(`${fileName} is damaged: ${excerpt(i.path.join('.'), 80) || 'the file'}: ${excerpt(i.message, 200)}`);
  }
  const env = parsed.data;
  if (!own(data.scenarios, env.meta.scenario)) throw new SaveRefused(`${fileName} names a scenario this game does not have: "${excerpt(env.meta.scenario)}"`);
  if ((env.meta.dataPack ?? null) !== (data.pack?.name ?? null)) {
    throw new SaveRefused(
      `${fileName} was played with ${env.meta.dataPack ? `the data pack "${env.meta.dataPack}"` : 'the built-in values'}, but this game now uses ${data.pack ? `the data pack "${data.pack.name}"` : 'the built-in values'}: load the same data first`,
    );
  }
  // A sealed hot-seat game cannot be replayed without both passphrases: each side's part is
  // checked when its player opens it (AES-GCM refuses an edit), then by every message between them.
  if (env.version === 2) return env;
  let replay;
  try {
    replay = replayRecord(data, {
      format: 'sea-devils-record',
      version: 1,
      scenario: env.meta.scenario,
      seed: env.meta.seed,
      options: env.meta.options,
      commands: env.commands,
    });
  } catch (e) {
    throw new SaveRefused(`${fileName} cannot be replayed: ${(e as Error).message}`);
  }
  if (!replay.ok) throw new SaveRefused(`${fileName} is damaged: its ${replay.message}`);
  if (hashState(replay.state) !== hashState(env.state as unknown as GameState)) {
    throw new SaveRefused(`${fileName} is damaged: its game state does not match its ${env.commands.length} recorded commands`);
  }
  // The replay's own log is the trustworthy one.
  return { ...env, events: replay.events as PlainEnvelope['events'] };
}
