import type { GameState } from '../engine/index';

// The board snapshots a debrief reads (src/game/debrief.ts), noted as a game goes from state to
// state. A game played on this screen notes them as it is played (src/ui/session.ts, issue 36),
// so its debrief replays nothing; a game from elsewhere replays its commands once (replayBoards).

/** Whole states, as a replay gives them (a player's debrief turns them into views). */
export interface StateBoards {
  activity: Record<number, GameState>;
  ends: Record<number, GameState>;
}

/**
 * Notes what the step from `prev` to `next` gives the debrief: the board as the Federal Movement
 * Phase ended (where the raiders start and the Federal searches from, 6.1), and the board after
 * each turn. The states are kept as they are: the caller never changes them afterwards.
 * True when it noted one.
 */
export function noteBoards(boards: StateBoards, prev: GameState, next: GameState): boolean {
  const movementOver = prev.phase === 'federalMovement' && next.phase !== 'federalMovement';
  const turnOver = next.turn !== prev.turn,
    gameOver = next.phase === 'gameOver';
  if (movementOver) boards.activity[prev.turn] = prev;
  if (turnOver) boards.ends[prev.turn] = next;
  if (gameOver) boards.ends[next.turn] = next;
  return movementOver || turnOver || gameOver;
}
