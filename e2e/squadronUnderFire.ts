// The browser tests of the Confederate's pick of the Federal ship that takes his damage (4.51):
// no bot game puts a Federal squadron under a raider's guns, so the tests play the Federal's part.
// Here, what both the hot-seat search (the engine) and the online one (the two real clients) try:
// every way two Federal ships can stack as a squadron (4.52) in one of the first two areas of a
// raider's sealed route, read from the records as only a test's set-up may.

import type { GameData } from '../src/data/gameData';
import type { Command, GameState } from '../src/engine/index';
import { adjacent } from '../src/engine/queries';
import { boldAnswer } from './helpers';

/** How a test answers a live decision (side, kind, choices offered). */
export type LiveAnswer = (side: string, kind: string, choices: readonly string[]) => string;

/** The bold answer (`boldAnswer`) whoever is asked. */
export const bold: LiveAnswer = (_side, kind, choices) => boldAnswer(kind, choices);

/** The Confederate's live damage pick (4.51) made against his standing order: the last ship offered; every other decision bold. */
export const pickOther: LiveAnswer = (side, kind, choices) =>
  side === 'confederate' && kind === 'damage' ? choices[choices.length - 1]! : boldAnswer(kind, choices);

/** The shortest path (areas entered) from one area to another, up to `most` moves; null if none. */
function path(data: GameData, from: string, to: string, most: number): string[] | null {
  const prev = new Map<string, string>([[from, from]]);
  let front = [from];
  for (let d = 0; d < most && front.length && !prev.has(to); d++) {
    const next: string[] = [];
    for (const a of front)
      for (const b of adjacent(data, a))
        if (!prev.has(b)) {
          prev.set(b, a);
          next.push(b);
        }
    front = next;
  }
  if (!prev.has(to)) return null;
  const out: string[] = [];
  for (let x = to; x !== from; x = prev.get(x)!) out.unshift(x);
  return out;
}

/**
 * The Federal's moves to try at a Federal Movement Phase: for each commissioned raider's record,
 * each of the first two areas it moves into, each pair of Federal ships on the map that can reach
 * it (in map order), their moves there and the squadron they form. The rules judge the moves when
 * they are played (a path too long for a ship is refused there).
 */
export function* squadronTries(data: GameData, s: GameState, records: GameState['records']): Generator<{ area: string; moves: Command[] }> {
  const ships = Object.values(s.federal).filter((f) => f.where === 'map' && f.area);
  for (const sealed of Object.values(records)) {
    if (!sealed.record || !s.confederate[sealed.record.ship]?.commissioned) continue;
    const route = sealed.record.steps.flatMap((st) => (st.op === 'move' ? [st.to] : []));
    for (const area of route.slice(0, 2)) {
      const reach = ships.flatMap((f) => {
        const p = f.area === area ? [] : path(data, f.area!, area, 8);
        return p ? [{ ship: f.id, path: p }] : [];
      });
      for (let a = 0; a < reach.length; a++)
        for (let b = a + 1; b < reach.length; b++) {
          const pair = [reach[a]!, reach[b]!];
          yield {
            area,
            moves: [
              ...pair.filter((x) => x.path.length).map((x): Command => ({ type: 'moveShip', side: 'federal', ship: x.ship, path: x.path })),
              { type: 'formSquadron', side: 'federal', ships: pair.map((x) => x.ship) },
            ],
          };
        }
    }
  }
}
