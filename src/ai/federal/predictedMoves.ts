import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { FEDERAL_PARAMS } from '../levels';
import type { FederalMoves, RaiderRoutes } from '../models/foresight';
import { PLOT_FOLLOWERS, plotGoals, plotShade } from '../models/plotFollowers';
import { plotRoutes, type PlotRoutes } from '../models/raiderPlot';
import { movementPlan } from './patrols';
import { mapPacked } from '../../lib/packed';

/**
 * The public state as the Federal Movement Phase will begin (3.0 phase 3): every ship's Movement
 * Points unspent and its movement not yet completed (4.12). Before that phase the ships still
 * show last turn's (the raider writes its records in phase 2), which would leave a ship that
 * sailed far last turn short of reach now. The state itself is not changed.
 */
export function atMovementStart(s: PublicState): PublicState {
  if (s.phase === 'federalMovement') return s;
  const federal: PublicState['federal'] = {};
  for (const [id, f] of Object.entries(s.federal)) federal[id] = f.movementUsed || f.moveDone ? { ...f, movementUsed: 0, moveDone: false } : f;
  return { ...s, federal };
}

/**
 * The Federal moves worked out as a Federal player of the given level would make them (its
 * planner, run on the public view: positions, allowances, declarations, CSE points), or as a
 * player who follows the Plot (models/plotFollowers.ts: the Plot is the Federal's own, worked
 * out from the same public view): each ship's predicted end area, or 'CSE'. A level that
 * forecasts the raiders by their own planner, and the Plot, use `routes` for it.
 */
export function predictedMoves(routes: RaiderRoutes): FederalMoves {
  // The Plot's routes and shades for the last view asked about: the four followers read one Plot.
  let plot: { s: PublicState; routes: PlotRoutes; shade: Map<boolean, Float64Array> } | null = null;
  const shadeOf = (data: GameData, s: PublicState, moving: boolean) => {
    if (plot?.s !== s) plot = { s, routes: plotRoutes(data, s, routes), shade: new Map() };
    let shade = plot.shade.get(moving);
    if (!shade) plot.shade.set(moving, (shade = plotShade(data, s, plot.routes, moving, true)));
    return shade;
  };
  return (data, seen, rng, level) => {
    const s = atMovementStart(seen);
    if (Object.hasOwn(PLOT_FOLLOWERS, level)) {
      const follower = PLOT_FOLLOWERS[level as keyof typeof PLOT_FOLLOWERS];
      const ships = mapPacked(
        Object.values(s.federal).filter((f) => f.where === 'map' && f.inUse && f.area && !f.headingForPacific),
        (f) => f.id,
      );
      return plotGoals(data, s, shadeOf(data, s, follower.moving), ships, follower);
    }
    const end = new Map<string, string>();
    for (const c of movementPlan(data, s, { ...FEDERAL_PARAMS[level as keyof typeof FEDERAL_PARAMS], noise: 0 }, rng, routes)) {
      if (c.type === 'moveShip') end.set(c.ship, c.path.at(-1)!);
      if (c.type === 'enterCse') end.set(c.ship, 'CSE');
    }
    return end;
  };
}
