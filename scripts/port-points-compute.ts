// The port markers from the 50m coast, as stored in src/ui/map/port-points.json.
import land50 from 'world-atlas/land-50m.json';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { bundledRaw } from '../src/data/bundled';
import { buildLand } from '../src/ui/map/landOutline';
import { portLonLat, type LonLat } from '../src/ui/map/portPoints';
import type { Area } from '../src/data/schema/map';

export function computePortPoints(): Record<string, LonLat> {
  const coast = buildLand(land50 as unknown as Topology<{ land: GeometryCollection }>).coast;
  const areas = (bundledRaw().files as unknown as { map: { areas: Area[] } }).map.areas;
  const out: Record<string, LonLat> = {};
  for (const a of areas) {
    if (!a.ports.length) continue;
    const p = portLonLat(a, coast);
    if (p) out[a.id] = p;
  }
  return out;
}
