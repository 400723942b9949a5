import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { refitTurnsLeft, semmesCandidates, SHIP } from '../../engine/rules/index';
import { raiderWorth } from '../models/raiderWorth';

// 11.7 Raphael Semmes: he may leave the Sumter while she is in port (11.72) and take any ship
// in port a turn later. The AI lands him once the Sumter is laid up and the new cruisers are
// about to come (the Alabama, GT5: the historical choice), and gives him the best ship in port.

/** Land Semmes now? From the Sumter in port, once the new cruisers are due (GT4 on: historically he left her at Gibraltar in April 1862, GT4) or she is spent. */
export function shouldLandSemmes(data: GameData, s: PublicState, sumterStaying: boolean): boolean {
  if (s.semmes.status !== 'aboard' || s.semmes.ship !== SHIP.sumter) return false;
  const sumter = s.confederate[SHIP.sumter]!;
  if (sumter.status !== 'inPlay' || !sumter.port) return false;
  const better = Object.values(data.confederate).some(
    (c) =>
      c.id !== SHIP.sumter &&
      c.type === 'S' &&
      c.arrival &&
      c.arrival.turn <= s.turn + 1 &&
      (s.confederate[c.id]!.status === 'notArrived' || s.confederate[c.id]!.status === 'inPlay'),
  );
  return better || (sumterStaying && refitTurnsLeft(data, s, SHIP.sumter) <= 0);
}

/** The ship Semmes takes (11.72): the best cruiser in port, never the Sumter he has just left. */
export function semmesChoice(data: GameData, s: PublicState): string | null {
  const c = semmesCandidates({ s }).filter((id) => id !== SHIP.sumter || s.semmes.status !== 'track' || s.semmes.shipsCommanded === 0);
  if (!c.length) return null;
  return [...c].sort((a, b) => raiderWorth(data, b) - raiderWorth(data, a))[0]!;
}
