import type { GameData } from '../data/gameData';
import { sha256Hex } from '../lib/sha256';
import { makeBot } from '../ai/registry';
import { hashState, playGame } from './record';

// The recorded games: 30 games (every scenario; each AI level and the random-legal bot on both
// sides) whose every command and final state are kept in tests/golden/games.json. A change that
// is not meant to change games (a refactor, a speed-up) must leave them as they are; a change
// that is (a rule, the AI) rewrites the file on purpose, with its reason (`npm run golden`).

export const GOLDEN_SCENARIOS = ['campaign', 'weak-beginning', 'greyhounds-are-loose', 'cresting-tide', 'endgame'] as const;
/** The pairs of bots, Confederate first. */
export const GOLDEN_PAIRS: readonly (readonly [string, string])[] = [
  ['random', 'random'],
  ['cautious', 'bold'],
  ['historical', 'historical'],
  ['bold', 'cautious'],
  ['historical', 'random'],
  ['random', 'bold'],
];

/** One recorded game: who played, the final state's hash and a short hash of each command in order. */
export interface GoldenGame {
  scenario: string;
  confederate: string;
  federal: string;
  seed: string;
  final: string;
  /** The first 8 hex digits of the SHA-256 of each command's JSON, joined: the first that differs names the command. */
  commands: string;
}

export interface GoldenFile {
  format: 'sea-devils-golden';
  version: 1;
  /** Why the games last changed, in the words of the change that rewrote the file. */
  why: string;
  /** The two summary hashes `npm run golden` prints (the final states; the commands). */
  summary: { finals: string; commands: string };
  games: GoldenGame[];
}

const STEP = 8;
const stepHash = (command: unknown): string => sha256Hex(JSON.stringify(command)).slice(0, STEP);

/** Plays one recorded game afresh; also gives its commands, to name the one that differs. */
export function playGolden(data: GameData, scenario: string, index: number): { game: GoldenGame; commands: unknown[] } {
  const [confederate, federal] = GOLDEN_PAIRS[index]!;
  const seed = `golden-${scenario}-${index}`;
  const g = playGame(data, scenario, seed, { confederate: makeBot(confederate, `${seed}:c`), federal: makeBot(federal, `${seed}:f`) }, {}, false, false);
  const commands = g.record.commands;
  return { game: { scenario, confederate, federal, seed, final: hashState(g.state), commands: commands.map(stepHash).join('') }, commands };
}

/** Every recorded game, in the file's order (scenario by scenario, pair by pair). */
export function playAllGolden(data: GameData): { games: GoldenGame[]; commands: unknown[][] } {
  const games: GoldenGame[] = [];
  const commands: unknown[][] = [];
  for (const sc of GOLDEN_SCENARIOS)
    for (let i = 0; i < GOLDEN_PAIRS.length; i++) {
      const r = playGolden(data, sc, i);
      games.push(r.game);
      commands.push(r.commands);
    }
  return { games, commands };
}

/** The two summary hashes of a set of games, as `npm run golden` has always printed them. */
export function goldenSummary(games: readonly GoldenGame[], commands: readonly unknown[][]): { finals: string; commands: string } {
  return {
    finals: sha256Hex(games.map((g) => g.final).join(',')).slice(0, 16),
    commands: sha256Hex(commands.map((c) => sha256Hex(JSON.stringify(c))).join(',')).slice(0, 16),
  };
}

/**
 * How a game played now differs from its recording, in words naming the first differing command
 * (its number, the command now, the hash recorded), or null when it is the same game.
 */
export function goldenDifference(recorded: GoldenGame, now: GoldenGame, commands: readonly unknown[]): string | null {
  const who = `${recorded.scenario} (${recorded.confederate} raiders against the ${recorded.federal} Federal, seed ${recorded.seed})`;
  if (recorded.seed !== now.seed || recorded.confederate !== now.confederate || recorded.federal !== now.federal)
    return `${who}: the recorded game is not the one played (${now.seed}, ${now.confederate} / ${now.federal})`;
  const n = Math.max(recorded.commands.length, now.commands.length) / STEP;
  for (let i = 0; i < n; i++) {
    const was = recorded.commands.slice(i * STEP, (i + 1) * STEP);
    const is = now.commands.slice(i * STEP, (i + 1) * STEP);
    if (was === is) continue;
    const command = i < commands.length ? JSON.stringify(commands[i]).slice(0, 300) : '(none: the game now ends here)';
    return `${who}: command ${i + 1} differs: now ${command}${was ? `, recorded ${was}` : ' (the recording ended before it)'}`;
  }
  if (recorded.final !== now.final)
    return `${who}: the same commands, but the final state differs (${now.final.slice(0, 16)}, recorded ${recorded.final.slice(0, 16)})`;
  return null;
}
