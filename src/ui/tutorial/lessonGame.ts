import seedrandom from 'seedrandom';
import type { GameData } from '../../data/gameData';
import {
  newGame,
  scriptedDice,
  type Command,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Side,
  type StandingOrders,
  type ActivityRecord,
} from '../../engine/index';

// The tutorial's game (issue 17, part 1): Weak Beginning (13.2) from its first Record Phase
// (13.24) to the next turn's Federal Ship Placement, with a fixed set-up and scripted dice, so
// the search, the escape and the fight it promises certainly happen. Both lessons play this same
// game; only who sits at the device differs (and so which side is asked at the decisions).

export const LESSON_SCENARIO = 'weak-beginning';
/** Deals the whaling counters (5.3); the turn's dice are scripted below. */
export const LESSON_SEED = 'sea-devils-tutorial-1861';

/**
 * The dice of the turn, in the order the engine rolls them:
 * 7.11 Sumter runs the blockade out of C15: 3, no contact;
 * 6.11 Penguin searches C10 alone: 6, spotted;
 * 6.21 Sumter tries to escape (speed 9 against 10): 1, fails; Semmes rerolls it (11.74): 1, fails again;
 * 8.11 first firing segment: Sumter 6 (1 damage, Penguin sunk, 8.13), Penguin 1 (no damage);
 * 5.11 Sumter raids C16: 5;
 * 10.31 Game Turn 2's deployment roll: 4.
 */
export const LESSON_ROLLS: readonly number[] = [3, 6, 1, 1, 6, 1, 5, 4];

/** Dice after the lesson's, so a game played on past the lesson never runs out (fixed, not random). */
function tail(n: number): number[] {
  const rng = seedrandom(`${LESSON_SEED}:tail`);
  return Array.from({ length: n }, () => 1 + Math.floor(rng() * 6));
}

/** Sumter's standing orders: the record editor's own defaults (escape if spotted; Semmes may reroll, 11.74). */
export const SUMTER_STANDING: StandingOrders = { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } };

/** Sumter's record (4.3): out of port, through C10 where Penguin will wait, a raid in C16, into the French port of C12. */
export const SUMTER_RECORD: ActivityRecord = {
  ship: 'sumter',
  steps: [
    { op: 'leavePort' },
    { op: 'move', to: 'C10' },
    { op: 'move', to: 'C16' },
    { op: 'raid' },
    { op: 'move', to: 'C12' },
    { op: 'enterPort', nation: 'F' },
  ],
  standing: SUMTER_STANDING,
};

/** The record as the editor's notation writes it (4.31), token by token. */
export const SUMTER_NOTATION = ['leave', 'C10', 'C16', 'raid', 'C12', 'port:F'];

const SALT = '5ea0de7115000000000000000000000a';

export const SEAL: Command = { type: 'sealRecords', side: 'confederate', salt: SALT, records: [SUMTER_RECORD] };
export const MOVE_PENGUIN: Command = { type: 'moveShip', side: 'federal', ship: 'penguin', path: ['C14', 'C10'] };
export const END_MOVEMENT: Command = { type: 'endPhase', side: 'federal' };
export const SELECT_IROQUOIS: Command = { type: 'selectShip', side: 'federal', ship: 'iroquois' };
/**
 * 10.4: with Iroquois selected, the points of Game Turn 2 (die 4: 1 F, 3 S, 2 GB, 4 SGB) must still
 * buy ten ships of the pool; these are the placement panel's own offer (owedSelection), which the
 * lesson's player accepts. tests/ui/tutorial-lessons.test.ts checks they are still its offer.
 */
export const OWED_SELECTION: readonly string[] = [
  'niagara',
  'mercedita',
  'tuscarora',
  'mohican',
  'r-r-cuyler',
  'chippewa',
  'keystone-state',
  'rhode-island',
  'santiago-de-cuba',
  'de-soto',
];
export const SELECT_OWED: readonly Command[] = OWED_SELECTION.map((ship) => ({ type: 'selectShip', side: 'federal', ship }));
export const END_PLACEMENT: Command = { type: 'endPhase', side: 'federal' };

/** The options of the lesson's game: the player's side is asked at its decisions (4.3), the other follows standing orders. */
export function lessonOptions(side: Side): Partial<GameOptions> {
  return { askFederal: side === 'federal', askConfederate: side === 'confederate' };
}

/** The lesson's game at its start: the fixed set-up, then the scripted dice. */
export function lessonStart(data: GameData, side: Side): { state: GameState; events: GameEvent[] } {
  const { state, events } = newGame(data, LESSON_SCENARIO, LESSON_SEED, lessonOptions(side));
  return { state: { ...state, dice: scriptedDice(...LESSON_ROLLS, ...tail(400)) }, events };
}

/** Whether a command the player sent is the one the lesson expects (the salt and the exact Federal path aside). */
export function sameCommand(expected: Command, got: Command): boolean {
  if (expected.type !== got.type || expected.side !== got.side) return false;
  if (expected.type === 'sealRecords' && got.type === 'sealRecords') return canon(expected.records) === canon(got.records);
  // 4.12: any path of the same length to the same area costs the same and meets nobody on the way.
  if (expected.type === 'moveShip' && got.type === 'moveShip')
    return expected.ship === got.ship && expected.path.length === got.path.length && expected.path.at(-1) === got.path.at(-1);
  return canon(expected) === canon(got);
}

/** JSON with sorted keys, so two equal commands compare equal whatever order their fields were written in. */
function canon(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
