import type { GameData } from '../../data/gameData';
import { federalReach, type PublicState } from '../../engine/index';
import { mapGraph } from '../common/mapGraph';
import { raiderPlot, type PlotRoutes } from './raiderPlot';
import type { RaiderRoutes } from './foresight';

// A Federal player who follows the Plot (issue 45): opens the Plot (docs/plot.md) and sends a
// ship to each of its darkest areas. Both sides can work this out: the Plot reads only the
// public view (models/raiderPlot.ts), so the gauntlet's panel Federals play it
// (panel/plotFollow.ts) and the bold raider reads a Federal by it (raider/federalModels.ts).
//
// The Plot's shade of an area is the sum over the raiders of the chance that each ends its
// next activity there. Areas are taken darkest first; each gets the nearest deployed ship (the
// fewest Movement Points, 4.11, 11.2) that can end its move there this phase, or `perArea` of
// them. With `moving`, each raider's chance of ending where it was seen is left out of the
// shade: a raider that stays enters no area and so is never searched for (6.1).

/** How a Plot follower places its ships. */
export interface PlotFollower {
  /** Ships sent to each dark area (1 or 2). */
  perArea: number;
  /** Leaves out each raider's chance of staying where it was seen. */
  moving: boolean;
}

/** The four followers of the gauntlet's panel, by name. */
export const PLOT_FOLLOWERS = {
  plot: { perArea: 1, moving: false },
  'plot-moving': { perArea: 1, moving: true },
  plot2: { perArea: 2, moving: false },
  'plot2-moving': { perArea: 2, moving: true },
} as const satisfies Record<string, PlotFollower>;

export type PlotFollowerName = keyof typeof PLOT_FOLLOWERS;

/** Areas whose shade is below this (a hundredth of a raider) draw no ship. */
const FAINT = 0.01;

/** The Plot's shade by area index: the raiders' chances of ending there summed (less each one's chance of staying, with `moving`). */
export function plotShade(data: GameData, s: PublicState, routes: RaiderRoutes | PlotRoutes, moving: boolean, planned = false): Float64Array {
  const g = mapGraph(data);
  const shade = new Float64Array(g.n);
  for (const pl of raiderPlot(data, s, routes, planned)) {
    const at = g.index.get(pl.sighting.area)!;
    for (let a = 0; a < g.n; a++) if (!(moving && a === at)) shade[a] = shade[a]! + pl.p[a]!;
  }
  return shade;
}

/**
 * Where a Plot follower sends its ships: area by ship, for the ships it sends (`ships`: those
 * that may move, in the state's order; a blockader holds, 7.2). The others are left to the caller.
 */
export function plotGoals(data: GameData, s: PublicState, shade: Float64Array, ships: readonly string[], follower: PlotFollower): Map<string, string> {
  const g = mapGraph(data);
  const order: number[] = [];
  for (let a = 0; a < g.n; a++) if (shade[a]! >= FAINT) order.push(a);
  order.sort((a, b) => shade[b]! - shade[a]! || a - b);
  // Where each ship can end its move this phase (4.11; the Pacific Fleet's limits, 11.2), and at what cost.
  const free = ships.filter((id) => !s.federal[id]!.blockading);
  const reach = new Map(free.map((id) => [id, new Map([[s.federal[id]!.area!, 0], ...federalReach(data, s, id).map((r) => [r.area, r.cost] as const)])]));
  const out = new Map<string, string>();
  for (const a of order) {
    const area = g.ids[a]!;
    for (let k = 0; k < follower.perArea; k++) {
      let pick: string | null = null,
        cost = Infinity;
      for (const id of free) {
        if (out.has(id)) continue;
        const c = reach.get(id)!.get(area);
        if (c !== undefined && c < cost) {
          pick = id;
          cost = c;
        }
      }
      if (!pick) break;
      out.set(pick, area);
    }
    if (out.size === free.length) break;
  }
  return out;
}
