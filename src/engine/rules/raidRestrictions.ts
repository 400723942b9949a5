import type { ShipType } from '../../data/schema/index';
import type { ConfederateShipState } from '../types';
import { mayRaidDeepWater } from './georgia';

// 5.4 raid restrictions that depend on the ship's type (they limit raiding only, never
// movement, 5.45). The one-area ships of 5.42 are named in src/engine/special.ts.

/** 5.41: gunboats (screw or side wheel) and Auxiliaries raid only coastal areas, save the Georgia after her prize coal (11.53). */
export function raidsCoastalOnly(shipId: string, type: ShipType, st: ConfederateShipState, turn: number): boolean {
  return (type === 'GB' || type === 'SGB' || type === 'Aux') && !mayRaidDeepWater(shipId, st, turn);
}
