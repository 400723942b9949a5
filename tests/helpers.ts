import { bundledRaw } from '../src/data/bundled';
import { loadGameData } from '../src/data/load';
import type { GameData } from '../src/data/gameData';
import { DataError } from '../src/data/errors';
import type { RawData } from '../src/data/files';

let cached: GameData | null = null;
/** The built-in data, loaded once per test file. */
export function gameData(): GameData {
  cached ??= loadGameData(bundledRaw());
  return cached;
}

/** Loads a broken copy of the data and returns the problems, or fails if it loaded. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseRaw = { files: any; scenarios: any };

export function problemsOf(mutate: (raw: LooseRaw) => void, pack?: { json: unknown; file: string }): string[] {
  const raw = bundledRaw() as LooseRaw;
  mutate(raw);
  try {
    loadGameData(raw as RawData, pack);
  } catch (e) {
    if (e instanceof DataError) return e.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
    throw e;
  }
  throw new Error('the broken data loaded without complaint');
}

import { apply, newGame } from '../src/engine/apply';
import { scriptedDice, seededDice, type DiceState } from '../src/engine/dice';
import type { GameState } from '../src/engine/types';
import type { Command } from '../src/engine/commands';
import type { GameEvent } from '../src/engine/types';
import { legalActions } from '../src/engine/actions';

/** A new game of a scenario with the given dice (scripted numbers, or a seed string). */
export function start(scenario: string, dice: number[] | string = 'test'): { state: GameState; events: GameEvent[] } {
  const d: DiceState = typeof dice === 'string' ? seededDice(dice) : scriptedDice(...dice);
  return newGame(gameData(), scenario, d);
}

/** Replaces the dice of a state with a script ("the next rolls are ..."). */
export function withDice(state: GameState, ...rolls: number[]): GameState {
  return { ...state, dice: scriptedDice(...rolls) };
}

/** Applies a command that must succeed. */
export function ok(state: GameState, command: Command): { state: GameState; events: GameEvent[] } {
  const r = apply(gameData(), state, command);
  if (!r.ok) throw new Error(`refused: ${r.message} [${r.code}]`);
  return { state: r.state, events: r.events };
}

/** Applies a command that must be refused; returns the refusal. */
export function refused(state: GameState, command: unknown): { code: string; rule: string; message: string } {
  const before = JSON.stringify(state);
  const r = apply(gameData(), state, command);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(command)}`);
  if (JSON.stringify(state) !== before) throw new Error('a refused command changed the state');
  return r;
}

/** Ship id by its printed abbreviation. */
export function fed(abbr: string): string {
  const s = Object.values(gameData().federal).find((x) => x.abbr === abbr || x.aliases.includes(abbr));
  if (!s) throw new Error(`no Federal ship ${abbr}`);
  return s.id;
}
export function con(abbr: string): string {
  const s = Object.values(gameData().confederate).find((x) => x.abbr === abbr || x.aliases.includes(abbr));
  if (!s) throw new Error(`no Confederate ship ${abbr}`);
  return s.id;
}

/** An event's structured fields as a test expects them (never its wording). */
export type EventLike = Partial<Omit<GameEvent, 'text'>>;
const sameField = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Whether an event has every field of the pattern (rule, kind, ships, dice, path, …). */
export const isLike = (e: GameEvent, p: EventLike): boolean => Object.entries(p).every(([k, v]) => sameField((e as unknown as Record<string, unknown>)[k], v));
/** The index of the first event at or after `from` with the pattern's fields, or -1. */
export const eventIndex = (events: GameEvent[], p: EventLike, from = 0): number => events.findIndex((e, i) => i >= from && isLike(e, p));
/** The events with the pattern's fields. */
export const eventsLike = (events: GameEvent[], p: EventLike): GameEvent[] => events.filter((e) => isLike(e, p));

/**
 * A side's idle command at its step: the Federal selects each ship 10.4 still owes (the first
 * offered of an owed type, in the fleet's order), then ends the step; the Confederate seals no
 * records in the Record Phase (4.3); any other step is ended.
 */
export function idleCommand(state: GameState, side: 'federal' | 'confederate'): Command {
  if (side === 'confederate' && state.phase === 'confederateRecord')
    return { type: 'sealRecords', side, records: [], salt: '35fa1f93a933f64924e9cf0828984eb7' };
  if (side === 'federal' && state.phase === 'federalPlacement') {
    const a = legalActions(gameData(), state, 'federal');
    if (a.kind === 'federalPlacement' && a.placement.owed.length) {
      const owedTypes = new Set(a.placement.owed.map((o) => o.type));
      const ship = a.placement.select.find((x) => !x.cost.free && !x.cost.fromUnavailablePool && owedTypes.has(x.cost.type))!;
      return { type: 'selectShip', side, ship: ship.ship };
    }
  }
  return { type: 'endPhase', side };
}
