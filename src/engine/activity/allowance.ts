import type { GameData } from '../../data/gameData';
import type { PublicState } from '../view';
import { SHIP } from '../special';

/** A Confederate ship's Movement Allowance this turn: printed, less damage (8.21), Florida's 7
 *  after her first refit (11.32), plus 6 for Georgia's captured coal (11.53). */
export function confederateAllowance(data: GameData, s: PublicState, shipId: string, capturedCoal = false): number {
  const st = s.confederate[shipId]!;
  let base = data.confederate[shipId]!.movement;
  if (shipId === SHIP.florida && st.refits >= 1) base = Math.min(base, 7);
  return Math.max(0, base - st.damage) + (capturedCoal ? 6 : 0);
}

/** Speed for escape attempts: Florida keeps 10 (11.32); damage slows (8.21). */
export function confederateSpeed(data: GameData, s: PublicState, shipId: string): number {
  const st = s.confederate[shipId]!;
  return Math.max(0, data.confederate[shipId]!.movement - st.damage);
}
