import type { GameState, PublicRecord } from '../engine/index';
import { hashState } from '../game/record';

/**
 * The public part of a state, for the hash both players compare: a record still sealed counts
 * by its commitment only, and salts not at all (the Federal client learns them later, 4.3).
 */
export function publicHash(state: GameState): string {
  const records: Record<string, PublicRecord> = {};
  for (const [id, r] of Object.entries(state.records)) records[id] = { commitment: r.commitment, revealed: r.revealed, record: r.revealed ? r.record : null };
  return hashState({ ...state, records });
}
