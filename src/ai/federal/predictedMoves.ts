import { FEDERAL_PARAMS } from '../levels';
import type { FederalMoves, RaiderRoutes } from '../models/foresight';
import { movementPlan } from './patrols';

/**
 * The Federal moves worked out as a Federal player of the given level would make them (its
 * planner, run on the public view: positions, allowances, declarations, CSE points): each
 * ship's predicted end area, or 'CSE'. A level that forecasts the raiders by their own planner
 * uses `routes` for it.
 */
export function predictedMoves(routes: RaiderRoutes): FederalMoves {
  return (data, s, rng, level) => {
    const end = new Map<string, string>();
    for (const c of movementPlan(data, s, { ...FEDERAL_PARAMS[level], noise: 0 }, rng, routes)) {
      if (c.type === 'moveShip') end.set(c.ship, c.path.at(-1)!);
      if (c.type === 'enterCse') end.set(c.ship, 'CSE');
    }
    return end;
  };
}
