import { z } from 'zod';
import type { GameData } from '../../data/gameData';
import { hashState, replayRecord } from '../../game/record';
import { type Command, type GameEvent, type GameState, MAX_COMMANDS } from '../../engine/index';
import { GameSession, type SessionMeta } from '../session';
import { HotseatSession, SealedHotseatSchema } from '../hotseat/hotseatSession';
import { excerpt, own, safeId } from '../../data/ids';

// The save file: an envelope around the full game (state, event log, commands). A file from
// outside is trusted only after its commands are replayed from the scenario's start and the
// replay lands on exactly the state the file holds. A hot-seat game is saved sealed instead
// (version 2): each side's part under its own player's passphrase (hotseatSession.ts).

export const SAVE_FORMAT = 'sea-devils-save';

const Meta = z.object({
  id: z.string().min(1).max(100),
  mode: z.enum(['solitaire', 'hotseat']),
  aiLevel: safeId(),
  scenario: safeId(),
  seed: z.string().min(1).max(200),
  options: z.object({ erratumRow6: z.boolean(), askConfederate: z.boolean(), askFederal: z.boolean() }).partial(),
  createdAt: z.number(),
  dataPack: z.string().max(100).nullable().optional(),
});

const Summary = z.object({ scenarioName: z.string().max(200), turn: z.number(), date: z.string().max(40), phase: z.string().max(40) });

/** A solitaire game (and a hot-seat game of earlier versions): the whole game in the clear, checked by replay. */
const PlainSave = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(1),
  name: z.string(),
  savedAt: z.number(),
  meta: Meta,
  holder: z.enum(['federal', 'confederate']),
  /** For the saves list: turn, phase and scenario name, nothing secret. */
  summary: Summary,
  state: z.object({ format: z.literal('sea-devils-game'), version: z.literal(1) }).passthrough(),
  events: z.array(z.object({ turn: z.number(), phase: z.string(), rule: z.string(), text: z.string(), kind: z.string() }).passthrough()),
  commands: z.array(z.unknown()).max(MAX_COMMANDS),
});

/**
 * A hot-seat game (issue 14): each side's client sealed under its player's passphrase, and
 * in the clear only the summary and whose move it is. No `holder`: the device goes to a side
 * only when its passphrase is typed.
 */
const SealedSave = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(2),
  name: z.string(),
  savedAt: z.number(),
  meta: Meta.extend({ mode: z.literal('hotseat') }),
  summary: Summary,
  sealed: SealedHotseatSchema,
}).strict();

export const SaveEnvelope = z.discriminatedUnion('version', [PlainSave, SealedSave]);
export type SaveEnvelope = z.infer<typeof SaveEnvelope>;
export type PlainEnvelope = z.infer<typeof PlainSave>;

/** The save of a game in the clear (solitaire, or an unsealed hot-seat game of an earlier version). */
export function envelope(session: GameSession, name: string): PlainEnvelope {
  if (session instanceof HotseatSession) throw new Error('a sealed hot-seat game is saved with saveOf()');
  const s = session.state;
  return {
    // Remote games have their own saves (remoteSaves.ts); only solitaire and hot-seat come here.
    format: SAVE_FORMAT, version: 1, name, savedAt: Date.now(), meta: session.meta as PlainEnvelope['meta'], holder: session.holder,
    summary: { scenarioName: own(session.data.scenarios, s.scenario)?.name ?? s.scenario, turn: s.turn, date: session.data.turns[s.turn - 1]?.date ?? '', phase: s.phase },
    state: s as unknown as PlainEnvelope['state'], events: session.events as PlainEnvelope['events'], commands: session.commands,
  };
}

/** The save of any local game: a sealed hot-seat game is sealed again under both players' keys. */
export async function saveOf(session: GameSession, name: string): Promise<SaveEnvelope> {
  if (!(session instanceof HotseatSession)) return envelope(session, name);
  const sealed = await session.sealed();
  const { turn, phase } = session.summary;
  const sc = own(session.data.scenarios, session.meta.scenario);
  return {
    format: SAVE_FORMAT, version: 2, name, savedAt: Date.now(), meta: { ...session.meta, mode: 'hotseat' } as z.infer<typeof SealedSave>['meta'],
    summary: { scenarioName: sc?.name ?? session.meta.scenario, turn, date: session.data.turns[turn - 1]?.date ?? '', phase }, sealed,
  };
}

/** A saved game back in play, trusting the stored state (our own autosave and named saves). */
export function sessionFromEnvelope(data: GameData, env: SaveEnvelope): GameSession {
  if (env.version === 2) return HotseatSession.fromSealed(data, env.meta as SessionMeta, env.sealed, { turn: env.summary.turn, phase: env.summary.phase });
  return new GameSession(data, env.meta as SessionMeta, structuredClone(env.state) as unknown as GameState, [...env.events] as GameEvent[], [...env.commands] as Command[], env.holder);
}

export class SaveRefused extends Error {}

/**
 * Reads a file's text as a save: JSON, then the envelope's shape, then a full replay of its
 * commands that must reproduce its state. Throws SaveRefused naming the first problem.
 */
export function parseSaveFile(data: GameData, text: string, fileName: string): SaveEnvelope {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SaveRefused(`${fileName} is not a save file: it is not valid JSON (${(e as Error).message})`);
  }
  if (!json || typeof json !== 'object') throw new SaveRefused(`${fileName} is not a save file: it holds ${json === null ? 'null' : typeof json}, not an object`);
  const format = (json as { format?: unknown }).format;
  if (format !== SAVE_FORMAT) throw new SaveRefused(`${fileName} is not a Sea Devils save: its format is ${format === undefined ? 'missing' : JSON.stringify(format)}, expected "${SAVE_FORMAT}"`);
  const parsed = SaveEnvelope.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new SaveRefused(`${fileName} is damaged: ${excerpt(i.path.join('.'), 80) || 'the file'}: ${excerpt(i.message, 200)}`);
  }
  const env = parsed.data;
  if (!own(data.scenarios, env.meta.scenario)) throw new SaveRefused(`${fileName} names a scenario this game does not have: "${excerpt(env.meta.scenario)}"`);
  if ((env.meta.dataPack ?? null) !== (data.pack?.name ?? null)) {
    throw new SaveRefused(`${fileName} was played with ${env.meta.dataPack ? `the data pack "${env.meta.dataPack}"` : 'the built-in values'}, but this game now uses ${data.pack ? `the data pack "${data.pack.name}"` : 'the built-in values'}: load the same data first`);
  }
  // A sealed hot-seat game cannot be replayed without both passphrases: each side's part is
  // checked when its player opens it (AES-GCM refuses an edit), then by every message between them.
  if (env.version === 2) return env;
  let replay;
  try {
    replay = replayRecord(data, { format: 'sea-devils-record', version: 1, scenario: env.meta.scenario, seed: env.meta.seed, options: env.meta.options, commands: env.commands });
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
