import type { GameData } from '../data/gameData';
import { applyInPlace, newGame, type GameEvent, type GameOptions, type GameState } from '../engine/index';

// One pass over a game's commands (issue 36): each command is applied once, in place, on the
// walk's own state, and every visitor is told of the start and of each command, before and after.
// The replay's timelines, the debrief's boards and the export's final hash are built together from
// the same pass instead of each replaying the game from the start. `apply` copies the whole state
// for every command so that its caller's state survives a refusal; the walk owns its state and
// stops at the first refusal, so that copy (two-thirds of a replay's time) is not needed. A
// visitor reads the state when told and copies what it keeps: the next command changes it.

export interface GameStart {
  scenario: string;
  seed: string;
  options: Partial<GameOptions>;
}

export interface RecordVisitor {
  /** The game as set up, before the first command, with the set-up's events. */
  start?(state: GameState, events: GameEvent[]): void;
  /** Command `index` is about to be applied to `state`. */
  before?(state: GameState, command: unknown, index: number): void;
  /** Command `index` was applied: the state it made and the events it caused. */
  after?(state: GameState, events: GameEvent[], index: number): void;
}

export type WalkOutcome = { ok: true; state: GameState } | { ok: false; index: number; code: string; message: string };

/**
 * Walks `commands` from the start of the game. The commands are outside input: each goes through
 * the engine's own checks (apply's schema and every rule), and the first refused one ends the
 * walk with its number and reason. `newGame` throws on a start it cannot set up.
 */
export function walkCommands(data: GameData, start: GameStart, commands: readonly unknown[], visitors: readonly RecordVisitor[]): WalkOutcome {
  const first = newGame(data, start.scenario, start.seed, start.options);
  let state = first.state;
  for (const v of visitors) v.start?.(state, first.events);
  for (let index = 0; index < commands.length; index++) {
    const command = commands[index];
    for (const v of visitors) v.before?.(state, command, index);
    const r = applyInPlace(data, state, command);
    if (!r.ok) return { ok: false, index, code: r.code, message: r.message };
    state = r.state;
    for (const v of visitors) v.after?.(state, r.events, index);
  }
  return { ok: true, state };
}
