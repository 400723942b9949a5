import type { GameData } from '../../data/gameData';
import type { Side } from '../../engine/index';
import { hasOwnKey } from '../../data/ids';

// Where a tutorial left off (issue 17, part 1): its side, its step and the commands of its game,
// kept apart from the saved games (never in the autosave store, never over a player's save).
// Small and free of imports, so the start screen can offer "Resume tutorial" at once.

export const TUTORIAL_KEY = 'sea-devils:tutorial';

export interface TutorialProgress {
  side: Side;
  /** The step shown when the tutorial was left. */
  step: number;
  /** The commands of the tutorial's game so far (checked against the lesson when replayed). */
  commands: unknown[];
}

/** The stored progress, or null (none, or not ours: a value from elsewhere is ignored). */
export function readProgress(): TutorialProgress | null {
  try {
    const raw = localStorage.getItem(TUTORIAL_KEY);
    if (!raw || raw.length > 50_000) return null;
    const p = JSON.parse(raw) as Partial<TutorialProgress> | null;
    if (!p || typeof p !== 'object') return null;
    if (p.side !== 'federal' && p.side !== 'confederate') return null;
    if (typeof p.step !== 'number' || !Number.isInteger(p.step) || p.step < 0 || p.step > 100) return null;
    if (!Array.isArray(p.commands) || p.commands.length > 50) return null;
    return { side: p.side, step: p.step, commands: p.commands };
  } catch {
    return null;
  }
}

export function writeProgress(p: TutorialProgress): void {
  try {
    localStorage.setItem(TUTORIAL_KEY, JSON.stringify(p));
  } catch {
    /* storage full or off: the tutorial still runs */
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(TUTORIAL_KEY);
  } catch {
    /* nothing to clear */
  }
}

/** Whether this data can play the lessons (a data pack may lack their scenario or ships). */
export function lessonsPlayable(data: GameData): boolean {
  return (
    hasOwnKey(data.scenarios, 'weak-beginning') &&
    hasOwnKey(data.confederate, 'sumter') &&
    hasOwnKey(data.federal, 'penguin') &&
    hasOwnKey(data.federal, 'iroquois')
  );
}
