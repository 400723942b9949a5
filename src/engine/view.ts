import { clonePlain } from './clone';
import type { GameEvent, GameState, Side } from './types';
import type { ActivityRecord } from './activity/types';

// What one side may know (3.0, 4.3, 5.3). The Federal view never holds an unrevealed Activity
// Record or its salt; nobody's view holds a face-down whaling counter's value; and the dice
// generator's state is in no view, so no one can foresee a roll.

export interface SealedView { commitment: string; revealed: boolean; record?: ActivityRecord }

export type GameView = Omit<GameState, 'dice' | 'records' | 'whaling' | 'undo'> & {
  side: Side;
  records: Record<string, SealedView>;
  whaling: { area: string; revealed: boolean }[];
  canUndo: boolean;
};

/**
 * `copy: false` shares the state's objects instead of copying them: for the built-in bots,
 * which only read. Screens and anything that keeps a view use the default copy.
 */
export function view(state: GameState, side: Side, copy = true): GameView {
  const { dice: _dice, records, whaling, undo, ...rest } = state;
  const shown: Record<string, SealedView> = {};
  for (const [id, r] of Object.entries(records)) {
    shown[id] = side === 'confederate' || r.revealed
      ? { commitment: r.commitment, revealed: r.revealed, record: copy ? clonePlain(r.record) : r.record }
      : { commitment: r.commitment, revealed: false };
  }
  return {
    ...(copy ? clonePlain(rest) : rest),
    side,
    records: shown,
    whaling: whaling.map((w) => ({ area: w.area, revealed: w.revealed })),
    canUndo: side === 'federal' && !!undo && undo.length > 0,
  };
}

/** The log lines a side may read. */
export function visibleEvents(events: GameEvent[], side: Side): GameEvent[] {
  return events.filter((e) => !e.secretTo || e.secretTo === side);
}
