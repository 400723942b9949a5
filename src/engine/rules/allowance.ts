import type { GameData } from '../../data/gameData';
import type { PublicState } from '../view';
import { floridaAllowance } from './florida';
import { PRIZE_COAL_MP } from './georgia';

/** A Confederate ship's Movement Allowance this turn: printed, less damage (8.21), Florida's 7
 *  after her first refit (11.32), plus 6 for Georgia's captured coal (11.53). */
export function confederateAllowance(data: GameData, s: PublicState, shipId: string, capturedCoal = false): number {
  const st = s.confederate[shipId]!;
  const base = floridaAllowance(shipId, st, data.confederate[shipId]!.movement);
  return Math.max(0, base - st.damage) + (capturedCoal ? PRIZE_COAL_MP : 0);
}

/** Speed for escape attempts: Florida keeps 10 (11.32); damage slows (8.21). */
export function confederateSpeed(data: GameData, s: PublicState, shipId: string): number {
  const st = s.confederate[shipId]!;
  return Math.max(0, data.confederate[shipId]!.movement - st.damage);
}
