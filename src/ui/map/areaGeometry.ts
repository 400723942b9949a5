// The Movement Areas' geometry (2.1), worked out once from the data: each outline in world
// units, its label point, where its port marker and wraparound mark go, and the label's size.
// No drawing here (areasLayer.ts draws), so the unit tests can place things against it.

import type { Area } from '../../data/schema/map';
import { MAP_EAST_EDGE, MAP_WEST_EDGE } from '../../data/schema/map';
import { storedPortLonLat } from './portPoints';
import { pointInRing, project, projectRing, ringBounds, wrapX, type Pt } from './projection';

export interface AreaGeom {
  id: string;
  area: Area;
  /** D (deep-water) area, drawn in a different style from C (coastal) areas. */
  deep: boolean;
  /** Outline in world units, in the central copy. */
  ring: Pt[];
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  label: Pt;
  /** Where the area's ports are marked (on the coast nearest the label); null without ports. */
  port: Pt | null;
  /** Where the wraparound mark goes (just inside the map edge); null off the edges. */
  edgeMark: Pt | null;
}

/** Label text size in world units (before the minimum-screen-size boost). */
export const LABEL_SIZE = 13;

export class AreaGeometry {
  readonly list: AreaGeom[];
  readonly byId = new Map<string, AreaGeom>();

  constructor(areas: readonly Area[]) {
    this.list = areas.map((a) => {
      const ring = projectRing(a.polygon, 1);
      const { minX, maxX, minY, maxY } = ringBounds(ring);
      const g: AreaGeom = {
        id: a.id,
        area: a,
        deep: a.id.startsWith('D'),
        ring,
        minX,
        maxX,
        minY,
        maxY,
        label: project(a.label[0], a.label[1]),
        port: a.ports.length ? clearOfLabel(project(...storedPortLonLat(a)), a) : null,
        edgeMark: edgePoint(a),
      };
      this.byId.set(a.id, g);
      return g;
    });
  }

  /** The Movement Area under a world point, in any world copy. */
  areaAt(x: number, y: number): string | null {
    const cx = wrapX(x);
    for (const g of this.list) {
      if (cx < g.minX || cx > g.maxX || y < g.minY || y > g.maxY) continue;
      if (pointInRing(cx, y, g.ring)) return g.id;
    }
    return null;
  }
}

/** Label scale at a typical whole-map zoom (see staticScene.labelScale), for spacing marks. */
const OVERVIEW_LABEL_SCALE = 1.8;

/** Half the width and height of an area's label ("C9/6", with its whaling W) at label scale 1, in world units. */
export function labelHalfSize(a: Area): [number, number] {
  const chars = `${a.id}/${a.density}`.length;
  return [(chars * 0.62 * LABEL_SIZE) / 2 + (a.whaling ? 22 : 0), LABEL_SIZE / 2];
}

/** Moves a port marker that would sit on the area's label to just above or below it. */
function clearOfLabel(p: Pt, a: Area): Pt {
  const label = project(a.label[0], a.label[1]);
  const [w, hgt] = labelHalfSize(a);
  const hw = w + 8;
  const hh = hgt + 7;
  const dx = p[0] - label[0],
    dy = p[1] - label[1];
  if (Math.abs(dx) > hw * OVERVIEW_LABEL_SCALE || Math.abs(dy) > hh * OVERVIEW_LABEL_SCALE) return p;
  return [p[0], label[1] + (dy < 0 ? -1 : 1) * hh * OVERVIEW_LABEL_SCALE];
}

function edgePoint(a: Area): Pt | null {
  if (!a.edge) return null;
  const lon = a.edge === 'west' ? MAP_WEST_EDGE : MAP_EAST_EDGE;
  const lats = a.polygon.filter(([x]) => x === lon).map(([, y]) => y);
  if (lats.length === 0) return null;
  // Along the area's stretch of the edge, as far from its label as it can be (without
  // hugging a corner), so the mark and the label do not overlap.
  const lo = Math.min(...lats),
    hi = Math.max(...lats);
  const label = project(a.label[0], a.label[1]);
  const options = [lo + 0.22 * (hi - lo), (lo + hi) / 2, hi - 0.22 * (hi - lo)].map((lat) => project(lon, lat));
  return options.reduce((best, p) => (Math.hypot(p[0] - label[0], p[1] - label[1]) > Math.hypot(best[0] - label[0], best[1] - label[1]) ? p : best));
}
