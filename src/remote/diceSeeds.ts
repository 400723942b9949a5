import { PHASES, type Phase, type Side, SETUP_SEGMENT, phaseSegment } from '../engine/index';
import { sha256Hex } from '../lib/sha256';

// Which seed each die of a remote game comes from. The engine names a segment by turn and phase
// ("7:confederateActivity") or "setup"; here each segment gets its place k in the game, and its
// seed is the hash of the game id, k and BOTH players' chain elements for k. Neither element
// alone says anything about the seed, and each is revealed only once the decisions that must
// be blind to those dice are committed (docs/remote-play.md).

/** The phases in the order of 3.0, gameOver last: a segment's place within its turn. */
const ORDER: readonly Phase[] = PHASES;

/** Chain length for a game of these turns: the set-up, then one place per phase of each turn. */
export const chainLength = (firstTurn: number, lastTurn: number): number => 1 + (lastTurn - firstTurn + 1) * ORDER.length;

/** Place k of an engine segment (0 = the set-up); -1 if it is not a segment of this game. */
export function segmentIndex(segment: string, firstTurn: number, lastTurn: number): number {
  if (segment === SETUP_SEGMENT) return 0;
  const m = /^(\d+):(\w+)$/.exec(segment);
  const at = m ? ORDER.indexOf(m[2] as Phase) : -1;
  const turn = m ? Number(m[1]) : NaN;
  if (at < 0 || turn < firstTurn || turn > lastTurn) return -1;
  return 1 + (turn - firstTurn) * ORDER.length + at;
}

/** The engine's name of place k. */
export function segmentName(k: number, firstTurn: number): string {
  if (k === 0) return SETUP_SEGMENT;
  const turn = firstTurn + Math.floor((k - 1) / ORDER.length);
  return phaseSegment(turn, ORDER[(k - 1) % ORDER.length]!);
}

/** The seed of segment k: it needs both players' elements, and changes with either. */
export function segmentSeed(gameId: string, k: number, elements: Record<Side, string>): string {
  return sha256Hex(`sea-devils-dice|${gameId}|${k}|federal=${elements.federal}|confederate=${elements.confederate}`);
}
