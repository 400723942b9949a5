import { z } from 'zod';
import type { GameData } from '../data/gameData';
import { hashState, replayRecord } from '../game/record';
import type { Command } from '../engine/commands';
import type { GameEvent, GameState } from '../engine/types';
import { GameSession, type SessionMeta } from './session';
import { excerpt, own, safeId } from '../data/ids';
import { MAX_COMMANDS } from '../engine/limits';

// The save file: an envelope around the full game (state, event log, commands). A file from
// outside is trusted only after its commands are replayed from the scenario's start and the
// replay lands on exactly the state the file holds.

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

export const SaveEnvelope = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(1),
  name: z.string(),
  savedAt: z.number(),
  meta: Meta,
  holder: z.enum(['federal', 'confederate']),
  /** For the saves list: turn, phase and scenario name, nothing secret. */
  summary: z.object({ scenarioName: z.string(), turn: z.number(), date: z.string(), phase: z.string() }),
  state: z.object({ format: z.literal('sea-devils-game'), version: z.literal(1) }).passthrough(),
  events: z.array(z.object({ turn: z.number(), phase: z.string(), rule: z.string(), text: z.string(), kind: z.string() }).passthrough()),
  commands: z.array(z.unknown()).max(MAX_COMMANDS),
});
export type SaveEnvelope = z.infer<typeof SaveEnvelope>;

export function envelope(session: GameSession, name: string): SaveEnvelope {
  const s = session.state;
  return {
    // Remote games have their own saves (remoteSaves.ts); only solitaire and hot-seat come here.
    format: SAVE_FORMAT, version: 1, name, savedAt: Date.now(), meta: session.meta as SaveEnvelope['meta'], holder: session.holder,
    summary: { scenarioName: own(session.data.scenarios, s.scenario)?.name ?? s.scenario, turn: s.turn, date: session.data.turns[s.turn - 1]?.date ?? '', phase: s.phase },
    state: s as unknown as SaveEnvelope['state'], events: session.events as SaveEnvelope['events'], commands: session.commands,
  };
}

/** A saved game back in play, trusting the stored state (our own autosave and named saves). */
export function sessionFromEnvelope(data: GameData, env: SaveEnvelope): GameSession {
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
  return { ...env, events: replay.events as SaveEnvelope['events'] };
}
