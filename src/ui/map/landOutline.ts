// Land from Natural Earth (the world-atlas package), in map longitudes and projected: the pure
// part (no PixiJS), so the port-point generator and the tests can build it in Node.
// Rings are UNWRAPPED: a coast that crosses the map edge (Kamchatka, the Solomons, Antarctica)
// stays one continuous ring that runs a little past the edge. Each world copy draws it whole,
// and the overhang lands exactly where the neighbouring copy leaves the gap.

import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { project, toMapLon, type Pt } from './projection';
import { MAP_CENTRAL_MERIDIAN } from '../../data/schema/map';

export interface LandPolygon {
  /** Outer ring and holes (lakes), projected. */
  rings: Pt[][];
}

export interface Land {
  polygons: LandPolygon[];
  /** Every sea-coast vertex as [map lon in -200..160, lat], for placing port markers. */
  coast: Float64Array;
}

export function buildLand(topo: Topology<{ land: GeometryCollection }>): Land {
  const fc = feature(topo, topo.objects.land) as unknown as GeoJSON.FeatureCollection | GeoJSON.Feature;
  const geoms = 'features' in fc ? fc.features.map((f) => f.geometry) : [fc.geometry];
  const polygons: LandPolygon[] = [];
  const coast: number[] = [];
  for (const g of geoms) {
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const poly of polys) {
      const outer = unwrapRing(poly[0] as number[][], null);
      if (!outer) continue;
      const ref = (Math.min(...outer.map((p) => p[0])) + Math.max(...outer.map((p) => p[0]))) / 2;
      // Holes are lakes (the Caspian); world-atlas also gives Antarctica a "hole" round the
      // pole, which is its spherical closure, not water: unwrapRing closes it through the pole.
      const holes = poly
        .slice(1)
        .filter((h) => !h.some((p) => Math.abs(p[1]!) > 89.9))
        .map((h) => unwrapRing(h as number[][], ref))
        .filter((r): r is Pt[] => r !== null);
      const rings = [outer, ...holes];
      for (const [lon, lat] of outer) coast.push(toMapLon(lon), lat); // sea coasts, not lake shores
      polygons.push({ rings: rings.map((r) => r.map(([lon, lat]) => project(lon, lat))) });
    }
  }
  return { polygons, coast: Float64Array.from(coast) };
}

/** A ring in continuous map longitudes, with its middle on the map (or, for a hole, near `ref`). */
function unwrapRing(ring: number[][], ref: number | null): Pt[] | null {
  if (ring.length < 3) return null;
  let x = ring[0]![0]!;
  const pts: Pt[] = [[x, ring[0]![1]!]];
  for (let i = 1; i < ring.length; i++) {
    let d = ring[i]![0]! - ring[i - 1]![0]!;
    if (d > 180) d -= 360;
    if (d < -180) d += 360;
    x += d;
    pts.push([x, ring[i]![1]!]);
  }
  // A ring round the pole (Antarctica) runs once round the world: close it through the pole.
  const first = pts[0]!,
    last = pts[pts.length - 1]!;
  if (Math.abs(last[0] - first[0]) > 180) {
    const pole = first[1] < 0 ? -90 : 90;
    pts.push([last[0], pole], [first[0], pole]);
  }
  // Shift the ring whole turns so its middle lies on the map (holes: next to their outer ring).
  // Rings then overhang an edge by at most a few tens of degrees, and Antarctica's full turn is
  // centred on the central meridian, so the three world copies cover any view.
  let min = Infinity,
    max = -Infinity;
  for (const p of pts) {
    min = Math.min(min, p[0]);
    max = Math.max(max, p[0]);
  }
  const mid = (min + max) / 2;
  const shift =
    ref !== null ? Math.round((ref - mid) / 360) * 360 : max - min > 300 ? Math.round((MAP_CENTRAL_MERIDIAN - mid) / 360) * 360 : toMapLon(mid) - mid;
  if (shift) for (const p of pts) p[0] += shift;
  return pts;
}
