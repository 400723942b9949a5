import type { GameData } from '../data/gameData';
import { adjacent } from '../engine/rules/index';

// Areas within n moves of a start, for map highlights only: whether a move is legal is always
// the engine's answer (a dry-run of the command), never this.
export function withinMoves(data: GameData, from: string, n: number): Set<string> {
  const seen = new Set<string>([from]);
  let frontier = [from];
  for (let step = 0; step < n && frontier.length; step++) {
    const next: string[] = [];
    for (const a of frontier)
      for (const b of adjacent(data, a))
        if (!seen.has(b)) {
          seen.add(b);
          next.push(b);
        }
    frontier = next;
  }
  seen.delete(from);
  return seen;
}
