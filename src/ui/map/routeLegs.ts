import { nearestCopy, type Pt } from './projection';

// The points of the debrief's routes (routesLayer.ts), without Pixi so that they can be tested
// in Node: each step takes the short way, so a route over the east-west edge (4.22) runs on into
// the next world copy, and each turn's leg follows on from the last.

export interface MapRouteLeg {
  turn: number;
  areas: string[];
}
export interface MapRoute {
  color: number;
  legs: MapRouteLeg[];
}

/** The map's label points by area (AreaGeometry has them). */
export interface LabelPoints {
  byId: ReadonlyMap<string, { label: Pt }>;
}

/** Each leg's label points, unwrapped from the end of the leg before. */
export function routeLegPoints(geoms: LabelPoints, route: MapRoute): { turn: number; pts: Pt[] }[] {
  const out: { turn: number; pts: Pt[] }[] = [];
  let prev: Pt | null = null;
  for (const leg of route.legs) {
    const pts: Pt[] = [];
    for (const id of leg.areas) {
      const g = geoms.byId.get(id);
      if (!g) continue;
      const last = pts[pts.length - 1] ?? prev;
      pts.push(last ? [nearestCopy(g.label[0], last[0]), g.label[1]] : [g.label[0], g.label[1]]);
    }
    if (pts.length) {
      out.push({ turn: leg.turn, pts });
      prev = pts[pts.length - 1]!;
    }
  }
  return out;
}
