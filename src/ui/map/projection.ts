// The map's projection, with the central meridian at 20°W.
//
// The game draws the modified Robinson below (straight meridians); the map tools and the
// map's demo page default to Robinson, the same projection as d3-geo-projection's geoRobinson().rotate([20, 0])
// used by the map tools. Alternative: Patterson cylindrical, whose straight edges let the world
// copies of the endless east-west scroll (4.22) meet without a gap (Robinson's curved edges
// leave a lens of empty background between the copies away from the equator).
// Both raw formulas are ported from d3-geo-projection (src/robinson.js, src/patterson.js, ISC
// licence, Mike Bostock) rather than imported, because we need them on UNWRAPPED map
// longitudes: a raw projection is linear in longitude, so map longitude -200 lands exactly at
// the west edge and +160 at the east edge, and a point a little past an edge lands a little
// past it (the next world copy) instead of being clipped to the far side of the world.
//
// World units: x grows east, y grows south (screen convention); the central meridian is x = 0
// and the equator y = 0. One world copy is WORLD_WIDTH wide at the equator.

import { MAP_CENTRAL_MERIDIAN, MAP_EAST_EDGE, MAP_WEST_EDGE } from '../../data/schema/map';

export type Pt = [number, number];
export type ProjectionName = 'robinson' | 'modified-robinson' | 'patterson';

/** Robinson's table: [parallel length, distance from the equator] every 5° from -5° to 90°. */
const ROBINSON: readonly (readonly [number, number])[] = [
  [0.9986, -0.062],
  [1.0, 0.0],
  [0.9986, 0.062],
  [0.9954, 0.124],
  [0.99, 0.186],
  [0.9822, 0.248],
  [0.973, 0.31],
  [0.96, 0.372],
  [0.9427, 0.434],
  [0.9216, 0.4958],
  [0.8962, 0.5571],
  [0.8679, 0.6176],
  [0.835, 0.6769],
  [0.7986, 0.7346],
  [0.7597, 0.7903],
  [0.7186, 0.8435],
  [0.6732, 0.8936],
  [0.6213, 0.9394],
  [0.5722, 0.9761],
  [0.5322, 1.0],
];
const K: readonly (readonly [number, number])[] = ROBINSON.map(([x, y]) => [x, y * 1.593415793900743] as const);

/** d3's robinsonRaw: lambda and phi in radians. */
function robinsonRaw(lambda: number, phi: number): Pt {
  const i = Math.min(18, (Math.abs(phi) * 36) / Math.PI);
  const i0 = Math.floor(i);
  const di = i - i0;
  const [ax, ay] = K[i0]!;
  const [bx, by] = K[i0 + 1]!;
  const [cx, cy] = K[Math.min(19, i0 + 2)]!;
  return [
    lambda * (bx + (di * (cx - ax)) / 2 + (di * di * (cx - 2 * bx + ax)) / 2),
    Math.sign(phi) * (by + (di * (cy - ay)) / 2 + (di * di * (cy - 2 * by + ay)) / 2),
  ];
}

/** d3's pattersonRaw (Patterson cylindrical). */
function pattersonRaw(lambda: number, phi: number): Pt {
  const phi2 = phi * phi;
  return [lambda, phi * (1.0148 + phi2 * phi2 * (0.23185 + phi2 * (-0.14499 + 0.02406 * phi2)))];
}

/**
 * The game's map: Robinson's parallels (their spacing, so the lands keep Robinson's look north
 * and south) with straight, evenly spaced meridians. The rule book calls the printed map a
 * modified Robinson (2.1); straight edges let the world copies of the endless scroll (4.22) meet
 * along a straight seam, where true Robinson leaves a lens of empty background between them.
 */
function modifiedRobinsonRaw(lambda: number, phi: number): Pt {
  return [lambda, robinsonRaw(0, phi)[1]];
}

let raw: (lambda: number, phi: number) => Pt = robinsonRaw;

/**
 * Chooses the projection for every map drawn from now on (one per page: geometry built before
 * the switch keeps the old one).
 */
export function useProjection(name: ProjectionName): void {
  raw = name === 'patterson' ? pattersonRaw : name === 'modified-robinson' ? modifiedRobinsonRaw : robinsonRaw;
}

/** World units per radian at the equator. */
export const SCALE = 4000 / (2 * Math.PI);
/** Width of one copy of the world (the map from its west edge to its east edge) at the equator. */
export const WORLD_WIDTH = 4000;
export const DEG = Math.PI / 180;

/** World position of a MAP longitude (-200..160, unwrapped values past the edges allowed) and latitude. */
export function project(lon: number, lat: number): Pt {
  const [x, y] = raw((lon - MAP_CENTRAL_MERIDIAN) * DEG, lat * DEG);
  return [x * SCALE, -y * SCALE];
}

/** World y of a latitude (Robinson's parallels are straight horizontal lines). */
export function latitudeY(lat: number): number {
  return project(0, lat)[1];
}

/** Half width of the map at a latitude: the map edges are at x = ±halfWidthAt(lat). */
export function halfWidthAt(lat: number): number {
  return project(MAP_EAST_EDGE, lat)[0];
}

/** A map longitude brought into the map's range [-200, 160). */
export function toMapLon(lon: number): number {
  const span = MAP_EAST_EDGE - MAP_WEST_EDGE;
  return ((((lon - MAP_WEST_EDGE) % span) + span) % span) + MAP_WEST_EDGE;
}

/** x brought into the central copy [-W/2, W/2). */
export function wrapX(x: number): number {
  const w = WORLD_WIDTH;
  return ((((x + w / 2) % w) + w) % w) - w / 2;
}

/** x shifted by whole world widths to lie as close as possible to `near`. */
export function nearestCopy(x: number, near: number): number {
  return x + Math.round((near - x) / WORLD_WIDTH) * WORLD_WIDTH;
}

/**
 * Projects a lon/lat ring, adding points along long edges so that meridian edges (curved under
 * Robinson) follow the same curve as the coastlines. `stepDeg` is the longest edge kept straight.
 */
export function projectRing(ring: readonly (readonly [number, number])[], stepDeg = 1): Pt[] {
  const out: Pt[] = [];
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % n]!;
    // Parallels are straight lines in both projections: only edges that change latitude need points.
    const steps = y1 === y2 ? 1 : Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1) / stepDeg));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      out.push(project(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t));
    }
  }
  return out;
}

/** The ring's bounding box. */
export function ringBounds(ring: readonly (readonly [number, number])[]): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (const [x, y] of ring) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { minX, maxX, minY, maxY };
}

/** Even-odd point-in-polygon on world coordinates. */
export function pointInRing(x: number, y: number, ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Flattens points for Pixi's Graphics.poly. */
export function flat(pts: readonly Pt[]): number[] {
  const out = new Array<number>(pts.length * 2);
  for (let i = 0; i < pts.length; i++) {
    out[2 * i] = pts[i]![0];
    out[2 * i + 1] = pts[i]![1];
  }
  return out;
}
