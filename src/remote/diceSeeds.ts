import { LIVE_SEGMENTS, PHASES, type Side, SETUP_SEGMENT } from '../engine/index';
import { sha256Hex } from '../lib/sha256';

// Which seed each die of a remote game comes from. The engine names a segment by turn and phase
// ("7:confederateActivity") or "setup"; here each segment gets its place k in the game, and its
// seed is the hash of the game id, k and BOTH players' chain elements for k. Neither element
// alone says anything about the seed, and each is revealed only once the decisions that must
// be blind to those dice are committed (docs/remote-play.md).

/**
 * A segment's place within its turn: the phases in the order of 3.0, gameOver last. With live
 * decisions (issue 46.2) the Activity Phase's answers each open a segment, right after the
 * phase's own and before the next phase's, so a chain element revealed for one never reveals a
 * later phase's.
 */
const PLAIN: readonly string[] = PHASES;
const LIVE: readonly string[] = PHASES.flatMap((p) =>
  p === 'confederateActivity' ? [p, ...Array.from({ length: LIVE_SEGMENTS }, (_, i) => `${p}.${i + 1}`)] : [p],
);
const order = (live: boolean): readonly string[] => (live ? LIVE : PLAIN);

/** Chain length for a game of these turns: the set-up, then one place per segment of each turn. */
export const chainLength = (firstTurn: number, lastTurn: number, live = false): number => 1 + (lastTurn - firstTurn + 1) * order(live).length;

/** Place k of an engine segment (0 = the set-up); -1 if it is not a segment of this game. */
export function segmentIndex(segment: string, firstTurn: number, lastTurn: number, live = false): number {
  if (segment === SETUP_SEGMENT) return 0;
  const m = /^(\d+):(\w+(?:\.\d+)?)$/.exec(segment);
  const slots = order(live);
  const at = m ? slots.indexOf(m[2]!) : -1;
  const turn = m ? Number(m[1]) : NaN;
  if (at < 0 || turn < firstTurn || turn > lastTurn) return -1;
  return 1 + (turn - firstTurn) * slots.length + at;
}

/** The engine's name of place k. */
export function segmentName(k: number, firstTurn: number, live = false): string {
  if (k === 0) return SETUP_SEGMENT;
  const slots = order(live);
  const turn = firstTurn + Math.floor((k - 1) / slots.length);
  return `${turn}:${slots[(k - 1) % slots.length]!}`;
}

/** The seed of segment k: it needs both players' elements, and changes with either. */
export function segmentSeed(gameId: string, k: number, elements: Record<Side, string>): string {
  return sha256Hex(`sea-devils-dice|${gameId}|${k}|federal=${elements.federal}|confederate=${elements.confederate}`);
}
