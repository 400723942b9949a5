import type { Ctx } from '../context';
import type { ConfederateShipState } from '../types';
import { SHIP } from '../special';
import { sinkConfederate } from './victory';

// 11.32 the Florida: after her first refit her Movement Allowance is 7 (her speed for escape
// stays as printed), and she is sunk the second time she is spotted after that refit. Every spot
// counts: a search (6.11, 6.14), the East Coast Emergency Search (6.43) and 6.3's automatic spot
// in Europe. A neutral blockade run (7.21) is not a new spot (docs/reconstruction.md, "Judgment
// calls").

/** 11.32: the Movement Allowance before damage, `printed` for every ship but a refitted Florida. */
export function floridaAllowance(shipId: string, st: ConfederateShipState, printed: number): number {
  return shipId === SHIP.florida && st.refits >= 1 ? Math.min(printed, 7) : printed;
}

/** Counts a spot of this ship; true when it sinks the Florida. */
export function countSpot(ctx: Ctx, shipId: string): boolean {
  if (shipId !== SHIP.florida) return false;
  const st = ctx.s.confederate[shipId]!;
  if (st.status !== 'inPlay' || st.refits < 1) return false;
  st.spottedSinceRefit += 1;
  if (st.spottedSinceRefit < 2) return false;
  sinkConfederate(ctx, shipId, '11.32', 'spotted a second time since her first refit');
  return true;
}

/** 4.5: spotting a squadron spots each of its ships, the Florida among them. */
export function spotSquadron(ctx: Ctx, ships: readonly string[]): void {
  if (ships.includes(SHIP.florida)) countSpot(ctx, SHIP.florida);
}
