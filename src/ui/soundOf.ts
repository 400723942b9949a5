import type { GameEvent } from '../engine/index';
import type { SoundKind } from './sounds';

// Which sound new log lines call for (issue 35.4), apart from sounds.ts: the log asks this of
// every new line, but the synthesizers load only when a sound is first played, so they are not
// part of the first map's download (issue 47).

/** The one sound new log events call for, the gravest first: a sinking, a hit, a die; or none. */
export function soundOf(events: readonly GameEvent[]): SoundKind | null {
  if (events.some((e) => e.kind === 'sunk')) return 'sinking';
  if (events.some((e) => e.kind === 'fire' && /: [1-9]\d* damage/.test(e.text))) return 'hit';
  if (events.some((e) => e.dice?.length)) return 'die';
  return null;
}
