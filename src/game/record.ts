import { z } from 'zod';
import type { GameData } from '../data/gameData';
import { sha256Hex } from '../lib/sha256';
import { apply, newGame, type GameEvent, type GameOptions, type GameState, MAX_COMMANDS, optionsInput, type PublicRecord } from '../engine/index';
import type { Bot } from '../ai/bot';
import { playBots } from './match';
import { excerpt, own, safeId } from '../data/ids';

// A game record is the scenario, the seed, the options and the list of commands. Replaying it
// gives the identical final state, which the stored hash confirms.

export const GameRecordSchema = z.object({
  format: z.literal('sea-devils-record'),
  version: z.literal(1),
  scenario: safeId(),
  /** Any text seeds the dice; bounded so a hostile record cannot make it megabytes. */
  seed: z.string().min(1).max(200),
  /** The registry's options (src/engine/options.ts); missing keys take their defaults, unknown keys are refused by name. */
  options: optionsInput('game'),
  commands: z.array(z.unknown()).max(MAX_COMMANDS),
  finalHash: z.string().max(64).optional(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/**
 * The hash of a state: its JSON. Also of a state whose records show only what both sides may see
 * (the public hash two remote clients compare, src/remote/publicHash.ts).
 */
export const hashState = (s: Omit<GameState, 'records'> & { records: Readonly<Record<string, PublicRecord>> }) => sha256Hex(JSON.stringify(s));

export interface PlayedGame {
  state: GameState;
  record: GameRecord;
  events: GameEvent[];
  commands: number;
}

export class BotFailure extends Error {
  constructor(
    message: string,
    readonly record: GameRecord,
  ) {
    super(message);
  }
}

/**
 * Plays a whole game between two bots, each seeing only its own view. `hash` false skips the
 * final state's hash (about 2 ms a game), for simulations that keep only a summary.
 */
export function playGame(
  data: GameData,
  scenario: string,
  seed: string,
  bots: { federal: Bot; confederate: Bot },
  options: Partial<GameOptions> = {},
  keepEvents = true,
  hash = true,
): PlayedGame {
  const start = newGame(data, scenario, seed, options);
  const events: GameEvent[] = keepEvents ? [...start.events] : [];
  const record: GameRecord = { format: 'sea-devils-record', version: 1, scenario, seed, options, commands: [] };
  // The one game loop (match.ts) with a bot in each seat; a refusal ends the game as a bot failure.
  const end = playBots(data, start.state, bots, {
    onCommand: (command) => record.commands.push(command),
    onApplied: keepEvents ? (r) => events.push(...r.events) : undefined,
    noEvents: !keepEvents,
  });
  if (!end.ok) throw new BotFailure(end.message, record);
  if (hash) record.finalHash = hashState(end.state);
  return { state: end.state, record, events, commands: record.commands.length };
}

export type ReplayOutcome =
  | { ok: true; state: GameState; events: GameEvent[]; hashMatches: boolean | null }
  | { ok: false; index: number; message: string; state: GameState };

/** Replays a record; the first refused command stops it with its number and reason. */
export function replayRecord(data: GameData, input: unknown): ReplayOutcome {
  const parsed = GameRecordSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(
      `not a Sea Devils game record: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${excerpt(i.path.join('.'))}: ${excerpt(i.message, 120)}`)
        .join('; ')}`,
    );
  const rec = parsed.data;
  if (!own(data.scenarios, rec.scenario)) throw new Error(`the record's scenario "${excerpt(rec.scenario)}" does not exist`);
  const start = newGame(data, rec.scenario, rec.seed, rec.options);
  let state = start.state;
  const events = [...start.events];
  for (const [index, command] of rec.commands.entries()) {
    const r = apply(data, state, command);
    if (!r.ok) return { ok: false, index, message: `command ${index + 1} refused: ${r.message} [${r.code}]`, state };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, state, events, hashMatches: rec.finalHash ? rec.finalHash === hashState(state) : null };
}
