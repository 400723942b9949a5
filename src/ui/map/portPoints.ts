// Where an area's port marker goes: the coastline point inside the area nearest its label,
// nudged towards the label so the marker sits on water. It is worked out once from the finest
// outlines (50m) by `npm run map:ports` into port-points.json, so the marker stands in the same
// place whichever outlines are drawn (the map opens on the coarse 110m land and loads the fine
// land only when zoomed in), and the first map needs no coastline at all to place its ports.

import type { Area } from '../../data/schema/map';
import portPointsJson from './port-points.json';
import { pointInRing } from './projection';
import { own } from '../../data/ids';

export type LonLat = readonly [number, number];

/** The marker's [lon, lat] from a coast (pairs of map lon, lat), or null when no coast lies inside the area. */
export function portLonLat(a: Pick<Area, 'polygon' | 'label'>, coast: Float64Array): LonLat | null {
  const [lx, ly] = a.label;
  let minLon = Infinity,
    maxLon = -Infinity,
    minLat = Infinity,
    maxLat = -Infinity;
  for (const [x, y] of a.polygon) {
    minLon = Math.min(minLon, x);
    maxLon = Math.max(maxLon, x);
    minLat = Math.min(minLat, y);
    maxLat = Math.max(maxLat, y);
  }
  const k = Math.cos((ly * Math.PI) / 180);
  let best = -1,
    bestD = Infinity;
  for (let i = 0; i < coast.length; i += 2) {
    const x = coast[i]!,
      y = coast[i + 1]!;
    if (x < minLon || x > maxLon || y < minLat || y > maxLat) continue;
    const d = Math.hypot((x - lx) * k, y - ly);
    if (d < bestD && pointInRing(x, y, a.polygon)) {
      bestD = d;
      best = i;
    }
  }
  if (best < 0) return null;
  const x = coast[best]!,
    y = coast[best + 1]!;
  const t = bestD > 0 ? Math.min(0.9, 0.45 * bestD) / bestD : 0;
  return [round4(x + (lx - x) * t), round4(y + (ly - y) * t)];
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** The stored marker of an area with ports; without a stored point, just below its label. */
export function storedPortLonLat(a: Pick<Area, 'id' | 'label'>): LonLat {
  const points = portPointsJson as unknown as Record<string, LonLat>;
  return own(points, a.id) ?? [a.label[0], a.label[1] - 2];
}
