import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { usablePorts, yearOf, SHIP } from '../../engine/rules/index';
import { raiderWorth } from '../models/raiderWorth';

// 10.51 Commissioning: a ship received in England or France arrives uncommissioned and can
// neither fire nor raid until it spends a Movement Point in a Confederate port or in an area
// with a usable neutral port. Only ONE neutral-port commissioning is allowed per calendar year,
// so the raider gives it to its best new ship; the others run for a Confederate port, or wait
// in port for the new year. 12.12's note: the Stonewall takes 1865's, in France.

export type CommissionPlan = 'now' | 'csa' | 'wait' | 'done';

export function commissionPlans(data: GameData, s: PublicState): Record<string, CommissionPlan> {
  const out: Record<string, CommissionPlan> = {};
  const year = yearOf(data, s.turn);
  let neutralFree = !s.neutralCommissionYears.includes(year);
  const lastTurnOfYear = data.turns[s.turn] === undefined || data.turns[s.turn]!.year !== year;
  const waiting = Object.values(s.confederate)
    .filter((c) => c.status === 'inPlay' && !c.commissioned)
    .sort((a, b) => raiderWorth(data, b.id) - raiderWorth(data, a.id));
  for (const c of waiting) {
    const here = usablePorts(data, s, c.area!, 'commission', c.id);
    if (c.port === 'CSA' && here.some((p) => p.nation === 'CSA')) {
      out[c.id] = 'now';
      continue;
    }
    if (neutralFree && here.some((p) => p.nation !== 'CSA')) {
      out[c.id] = 'now';
      neutralFree = false;
      continue;
    }
    // The Stonewall keeps for the 1865 commissioning rather than run the blockade (12.12).
    if (c.id === SHIP.stonewall) {
      out[c.id] = 'wait';
      continue;
    }
    // In port in the last turn of a year: next turn brings a new neutral commissioning.
    out[c.id] = c.port && lastTurnOfYear && c.turnsInPort < 2 ? 'wait' : 'csa';
  }
  for (const c of Object.values(s.confederate)) if (c.status === 'inPlay' && c.commissioned) out[c.id] = 'done';
  return out;
}
