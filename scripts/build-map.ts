// Builds assets/map/areas.json, the world-ocean map of Movement Areas (2.1), from the compact
// source data at the bottom of this file.
//
//   npx tsx scripts/build-map.ts            write assets/map/areas.json and print the checks
//   npx tsx scripts/build-map.ts --check    only print the checks
//
// Method (see docs/reconstruction.md (section 1)):
// - Every area is a union of lon/lat rectangles on a 0.5 degree grid, in MAP longitudes
//   (central meridian 20W, west edge -200 = 160E, east edge +160 = 160E; map.ts).
// - Coastal (C) areas claim their rectangles first and may not overlap. Deep (D) areas then
//   take, in listing order, whatever is still free inside their own rectangles, so deep water
//   fills the space between the coastal areas without hand-fitting every corner.
// - Natural Earth land (world-atlas land-10m) is rasterised at 1/8 degree. It decides which
//   shared boundaries are open water (neighbours), checks that C areas touch land and D areas
//   do not, finds gaps (unassigned open sea) and places each label on water.
// - Outlines are traced from the grid cells; each must be one simple ring of at most 40 points.
// - Wraparound links (4.22) join the areas on the two map edges whose latitude ranges overlap.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Area, MapFile, Port, PortNation, PortUse } from '../src/data/schema/map';
import { MapFile as MapFileSchema } from '../src/data/schema/map';
import { ringBounds } from '../src/ui/map/projection';

// ---------------------------------------------------------------------------------------------
// Land raster
// ---------------------------------------------------------------------------------------------

/** Fine raster cells per degree. */
export const FINE = 8;
const FW = 360 * FINE; // columns: map lon -200 .. 160
const FH = 180 * FINE; // rows: lat -90 .. 90

export interface LandRaster {
  /** 1 where the fine cell's centre is on land (even-odd fill of the Natural Earth rings). */
  fill: Uint8Array;
  /** 1 where the fine cell holds any land: its centre or a coastline vertex (catches atolls). */
  touch: Uint8Array;
  width: number;
  height: number;
}

/** Map longitude (west edge -200) of a true longitude. */
export function toMapLon(lon: number): number {
  return ((((lon + 200) % 360) + 360) % 360) - 200;
}

const rasterCache = new Map<string, LandRaster>();

/** Rasterise Natural Earth land (world-atlas) onto the fine map grid. */
export function landRaster(resolution: '10m' | '50m' | '110m' = '10m'): LandRaster {
  const cached = rasterCache.get(resolution);
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve(`world-atlas/land-${resolution}.json`);
  const topo = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ land: GeometryCollection }>;
  const land = feature(topo, topo.objects.land) as unknown as GeoJSON.FeatureCollection | GeoJSON.Feature;
  const geoms = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
  const fill = new Uint8Array(FW * FH);
  const touch = new Uint8Array(FW * FH);
  for (const g of geoms) {
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const poly of polys) for (const ring of poly) rasteriseRing(ring as number[][], fill, touch);
  }
  for (let i = 0; i < fill.length; i++) if (fill[i]) touch[i] = 1;
  const r = { fill, touch, width: FW, height: FH };
  rasterCache.set(resolution, r);
  return r;
}

function rasteriseRing(ring: number[][], fill: Uint8Array, touch: Uint8Array): void {
  if (ring.length < 3) return;
  // Unwrap longitudes so the ring is continuous, starting inside the map's range.
  const pts: [number, number][] = [];
  let prev = toMapLon(ring[0]![0]!);
  pts.push([prev, ring[0]![1]!]);
  for (let i = 1; i < ring.length; i++) {
    let d = ring[i]![0]! - ring[i - 1]![0]!;
    if (d > 180) d -= 360;
    if (d < -180) d += 360;
    prev += d;
    pts.push([prev, ring[i]![1]!]);
  }
  // A ring around the pole (Antarctica) closes through the pole.
  const net = pts[pts.length - 1]![0] - pts[0]![0];
  if (Math.abs(net) > 180) {
    const last = pts[pts.length - 1]!;
    pts.push([last[0], -90], [pts[0]![0], -90]);
  }
  for (const [x, y] of pts) {
    const fx = ((Math.floor((x + 200) * FINE) % FW) + FW) % FW;
    const fy = Math.floor((y + 90) * FINE);
    if (fy >= 0 && fy < FH) touch[fy * FW + fx] = 1;
  }
  // Scanline crossings at each row centre; even-odd spans toggle cells (holes cancel out).
  const rows = new Map<number, number[]>();
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = pts[i]!;
    const [x2, y2] = pts[(i + 1) % n]!;
    if (y1 === y2) continue;
    const lo = Math.min(y1, y2),
      hi = Math.max(y1, y2);
    const r0 = Math.max(0, Math.ceil((lo + 90) * FINE - 0.5));
    const r1 = Math.min(FH - 1, Math.ceil((hi + 90) * FINE - 0.5) - 1);
    for (let r = r0; r <= r1; r++) {
      const yc = (r + 0.5) / FINE - 90;
      const x = x1 + ((yc - y1) * (x2 - x1)) / (y2 - y1);
      let list = rows.get(r);
      if (!list) rows.set(r, (list = []));
      list.push(x);
    }
  }
  for (const [r, xs] of rows) {
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.ceil((xs[k]! + 200) * FINE - 0.5);
      const c1 = Math.ceil((xs[k + 1]! + 200) * FINE - 0.5) - 1;
      for (let c = c0; c <= c1; c++) {
        const cx = ((c % FW) + FW) % FW;
        const i = r * FW + cx;
        fill[i] = fill[i]! ^ 1;
      }
    }
  }
}

/** Land statistics of the fine cells whose centres lie inside a ring (map lon/lat). */
export function landInRing(ring: readonly (readonly [number, number])[], raster = landRaster()): { cells: number; land: number; touch: number } {
  const { minX, maxX, minY, maxY } = ringBounds(ring);
  let cells = 0,
    land = 0,
    touch = 0;
  const c0 = Math.max(0, Math.floor((minX + 200) * FINE)),
    c1 = Math.min(FW - 1, Math.ceil((maxX + 200) * FINE));
  const r0 = Math.max(0, Math.floor((minY + 90) * FINE)),
    r1 = Math.min(FH - 1, Math.ceil((maxY + 90) * FINE));
  for (let r = r0; r <= r1; r++) {
    const y = (r + 0.5) / FINE - 90;
    for (let c = c0; c <= c1; c++) {
      const x = (c + 0.5) / FINE - 200;
      if (!pointInRing([x, y], ring)) continue;
      cells++;
      if (raster.fill[r * FW + c]) land++;
      if (raster.touch[r * FW + c]) touch++;
    }
  }
  return { cells, land, touch };
}

export function pointInRing([x, y]: readonly [number, number], ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!,
      [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

// ---------------------------------------------------------------------------------------------
// Area grid
// ---------------------------------------------------------------------------------------------

/** Grid step in degrees; every rectangle corner must lie on it. */
export const STEP = 0.5;
const LAT0 = -60,
  LAT1 = 72;
const GW = 360 / STEP,
  GH = (LAT1 - LAT0) / STEP;
const SUB = FINE * STEP; // fine cells per grid cell side (4)

/** [west, south, east, north] in map lon/lat. */
export type Rect = readonly [number, number, number, number];

export interface AreaDef {
  id: string;
  name: string;
  rects: Rect[];
  density: number;
  densityBasis: string;
  ports?: Port[];
  whaling?: boolean;
  /** In the Pacific of 11.2 (between the west map edge and the Americas). */
  pacific?: boolean;
  /** A hand-placed label (must fall inside the area, on water). */
  label?: readonly [number, number];
  /** Coastal only because of islands Natural Earth shows as specks (atolls). */
  islands?: boolean;
}

export interface BuildResult {
  file: MapFile;
  errors: string[];
  warnings: string[];
  notes: string[];
  /** Grid of area indices (-1 free), GW x GH, row 0 = LAT0. */
  grid: Int16Array;
  gridWidth: number;
  gridHeight: number;
  gridLat0: number;
}

const RULE_IDS = {
  europe: ['C2', 'C5', 'C7', 'C8'],
  noPortRefuge: ['C9', 'C54'],
  eces: ['C9'],
  cse: ['C9', 'C14', 'C16'],
};

/** Pairs the land test would join or split wrongly, with the reason (checked, not silently applied). */
export const NOT_NEIGHBOURS: [string, string, string][] = [
  ['C16', 'C48', 'Isthmus of Panama: the Caribbean and the Bay of Panama are not adjacent'],
  ['C16', 'C49', 'Central America lies between the Caribbean and the Pacific'],
  ['C19', 'C50', 'Isthmus of Tehuantepec'],
  ['C15', 'C14', 'Florida: ships go round through the Florida Straits (C10)'],
  ['C57', 'C60', 'Alaska Peninsula: the Bering Sea is reached through the Aleutian passes (C58); the lakes of the peninsula are no passage'],
];

export function buildMap(defs: AreaDef[] = AREAS): BuildResult {
  const errors: string[] = [],
    warnings: string[] = [],
    notes: string[] = [];
  const land = landRaster('10m');
  const grid = new Int16Array(GW * GH).fill(-1);
  const ids = new Set<string>();
  defs.forEach((d) => {
    if (ids.has(d.id)) errors.push(`duplicate id ${d.id}`);
    ids.add(d.id);
  });

  // Water fraction of each grid cell, from the fine raster.
  const water = new Float32Array(GW * GH);
  for (let gy = 0; gy < GH; gy++)
    for (let gx = 0; gx < GW; gx++) {
      let w = 0;
      for (let sy = 0; sy < SUB; sy++)
        for (let sx = 0; sx < SUB; sx++) {
          const fy = Math.round((LAT0 + 90) * FINE) + gy * SUB + sy,
            fx = gx * SUB + sx;
          if (!land.fill[fy * FW + fx]) w++;
        }
      water[gy * GW + gx] = w / (SUB * SUB);
    }
  const fineAt = (fx: number, fy: number) => land.fill[(fy + Math.round((LAT0 + 90) * FINE)) * FW + fx]!;

  const cellsOf = (r: Rect): number[] => {
    const [w, s, e, n] = r;
    const out: number[] = [];
    for (const v of r) if (Math.abs(v / STEP - Math.round(v / STEP)) > 1e-9) errors.push(`rectangle ${r.join(',')} is off the ${STEP} degree grid`);
    if (!(w < e && s < n) || w < -200 || e > 160 || s < LAT0 || n > LAT1) errors.push(`bad rectangle ${r.join(',')}`);
    for (let gy = Math.round((s - LAT0) / STEP); gy < Math.round((n - LAT0) / STEP); gy++)
      for (let gx = Math.round((w + 200) / STEP); gx < Math.round((e + 200) / STEP); gx++) out.push(gy * GW + gx);
    return out;
  };
  // Coastal areas first, exclusive.
  defs.forEach((d, i) => {
    if (!d.id.startsWith('C')) return;
    for (const r of d.rects)
      for (const c of cellsOf(r)) {
        const had = grid[c]!;
        if (had >= 0 && had !== i) errors.push(`${d.id} overlaps ${defs[had]!.id} at ${cellLonLat(c).join(',')}`);
        else grid[c] = i;
      }
  });
  // Deep areas fill what is left inside their rectangles, in listing order.
  defs.forEach((d, i) => {
    if (!d.id.startsWith('D')) return;
    let claimed = 0;
    for (const r of d.rects)
      for (const c of cellsOf(r))
        if (grid[c] === -1) {
          grid[c] = i;
          claimed++;
        }
    if (claimed === 0) errors.push(`${d.id} gets no cells`);
  });

  // Per-area cells.
  const members: number[][] = defs.map(() => []);
  for (let c = 0; c < grid.length; c++) if (grid[c]! >= 0) members[grid[c]!]!.push(c);

  // Gaps: open sea (mostly water) left unassigned inside the modelled oceans.
  const gapTiles = new Map<string, number>();
  for (let c = 0; c < grid.length; c++) {
    if (grid[c] !== -1 || water[c]! < 0.75) continue;
    const [lon, lat] = cellLonLat(c);
    if (excluded(lon, lat)) continue;
    const key = `${Math.floor(lon / 10) * 10},${Math.floor(lat / 10) * 10}`;
    gapTiles.set(key, (gapTiles.get(key) ?? 0) + 1);
  }
  for (const [k, n] of gapTiles) warnings.push(`gap: ${n} unassigned sea cells in the 10-degree tile at ${k}`);

  // Adjacency from shared cell sides that are open water on both sides.
  const pairWater = new Map<string, number>(),
    pairAll = new Map<string, number>(),
    pairWhere = new Map<string, string[]>();
  const key = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (let gy = 0; gy < GH; gy++)
    for (let gx = 0; gx < GW; gx++) {
      const a = grid[gy * GW + gx]!;
      if (a < 0) continue;
      if (gx + 1 < GW) {
        const b = grid[gy * GW + gx + 1]!;
        if (b >= 0 && b !== a) {
          let w = 0;
          for (let s = 0; s < SUB; s++) {
            const fy = gy * SUB + s,
              fx = (gx + 1) * SUB;
            if (!fineAt(fx - 1, fy) && !fineAt(fx, fy)) w++;
          }
          const k = key(a, b);
          pairWater.set(k, (pairWater.get(k) ?? 0) + w);
          pairAll.set(k, (pairAll.get(k) ?? 0) + SUB);
          if (w) pairWhere.set(k, [...(pairWhere.get(k) ?? []), `${-200 + (gx + 1) * STEP},${LAT0 + gy * STEP}`]);
        }
      }
      if (gy + 1 < GH) {
        const b = grid[(gy + 1) * GW + gx]!;
        if (b >= 0 && b !== a) {
          let w = 0;
          for (let s = 0; s < SUB; s++) {
            const fx = gx * SUB + s,
              fy = (gy + 1) * SUB;
            if (!fineAt(fx, fy - 1) && !fineAt(fx, fy)) w++;
          }
          const k = key(a, b);
          pairWater.set(k, (pairWater.get(k) ?? 0) + w);
          pairAll.set(k, (pairAll.get(k) ?? 0) + SUB);
          if (w) pairWhere.set(k, [...(pairWhere.get(k) ?? []), `${-200 + gx * STEP},${LAT0 + (gy + 1) * STEP}`]);
        }
      }
    }
  const neighbours: Set<number>[] = defs.map(() => new Set());
  const forbidden = new Set(NOT_NEIGHBOURS.map(([a, b]) => [a, b].sort().join('|')));
  for (const [k, all] of pairAll) {
    const [a, b] = k.split('|').map(Number) as [number, number];
    const w = pairWater.get(k) ?? 0;
    const names = [defs[a]!.id, defs[b]!.id].sort().join('|');
    const open = w >= 2; // at least 1/4 degree of open water along the shared boundary
    if (open && forbidden.has(names))
      notes.push(
        `override: ` + `${names} share ${w / FINE} deg of open water but are listed as not adjacent (at ${(pairWhere.get(k) ?? []).slice(0, 8).join(' ')})`,
      );
    else if (open) {
      neighbours[a]!.add(b);
      neighbours[b]!.add(a);
      if (w < FINE)
        notes.push(`${defs[a]!.id}-${defs[b]!.id} adjacent through only ${w / FINE} deg of open water (at ${(pairWhere.get(k) ?? []).slice(0, 6).join(' ')})`);
    } else notes.push(`${defs[a]!.id}-${defs[b]!.id} touch only over land (${all / FINE} deg): not adjacent`);
  }

  // Wraparound (4.22): areas in the first and last grid columns, by overlapping latitude.
  const wraps: Set<number>[] = defs.map(() => new Set());
  const edge: ('west' | 'east' | null)[] = defs.map(() => null);
  for (let gy = 0; gy < GH; gy++) {
    const w = grid[gy * GW]!,
      e = grid[gy * GW + GW - 1]!;
    if (w >= 0) edge[w] = 'west';
    if (e >= 0) {
      if (edge[e] === 'west') errors.push(`${defs[e]!.id} touches both map edges`);
      edge[e] = 'east';
    }
    if (w >= 0 && e >= 0) {
      wraps[w]!.add(e);
      wraps[e]!.add(w);
    } else if (w >= 0 || e >= 0) warnings.push(`edge row at lat ${LAT0 + gy * STEP}: only one side assigned`);
  }

  // Outlines, labels and checks per area.
  const areas: Area[] = [];
  defs.forEach((d, i) => {
    const cells = members[i]!;
    if (cells.length === 0) {
      errors.push(`${d.id} is empty`);
      return;
    }
    const comps = components(cells, grid, i);
    if (comps > 1) errors.push(`${d.id} is in ${comps} pieces`);
    const rings = traceRings(cells, grid, i);
    if (rings.error) errors.push(`${d.id}: ${rings.error}`);
    if (rings.rings.length !== 1) errors.push(`${d.id}: outline has ${rings.rings.length} rings (holes or pieces)`);
    const ring = rings.rings[0] ?? [];
    if (ring.length > 40) errors.push(`${d.id}: outline has ${ring.length} points (max 40)`);
    // Land test.
    let fineCells = 0,
      fineLand = 0,
      fineTouch = 0,
      waterCells = 0;
    for (const c of cells) {
      const gx = c % GW,
        gy = Math.floor(c / GW);
      for (let sy = 0; sy < SUB; sy++)
        for (let sx = 0; sx < SUB; sx++) {
          const fy = Math.round((LAT0 + 90) * FINE) + gy * SUB + sy,
            fx = gx * SUB + sx;
          fineCells++;
          if (land.fill[fy * FW + fx]) fineLand++;
          if (land.touch[fy * FW + fx]) fineTouch++;
        }
      waterCells += water[c]!;
    }
    const landShare = fineLand / fineCells;
    if (d.id.startsWith('C')) {
      if (fineTouch === 0) errors.push(`${d.id} is coastal but holds no land at all`);
      else if (fineLand === 0 && !d.islands) errors.push(`${d.id} is coastal only through specks of land; mark it islands: true if that is meant`);
      if (waterCells / cells.length < 0.25) errors.push(`${d.id} is mostly land (${Math.round((100 * waterCells) / cells.length)}% water)`);
    } else if (landShare > 0.005) errors.push(`${d.id} is deep water but ${(landShare * 100).toFixed(2)}% of it is land`);
    // Label: the fully-watery cell farthest from the area's edge and from land.
    let label: [number, number] | null = null;
    if (d.label) {
      label = [d.label[0], d.label[1]];
      if (!pointInRing(label, ring)) errors.push(`${d.id}: hand-placed label is outside the area`);
    } else {
      label = bestLabel(cells, grid, i, water);
      if (!label) errors.push(`${d.id}: no fully watery cell for the label`);
    }
    areas.push({
      id: d.id,
      name: d.name,
      density: d.density,
      densityBasis: d.densityBasis,
      ports: d.ports ?? [],
      whaling: d.whaling ?? false,
      europe: RULE_IDS.europe.includes(d.id),
      pacific: d.pacific ?? false,
      noPortRefuge: RULE_IDS.noPortRefuge.includes(d.id),
      eces: RULE_IDS.eces.includes(d.id),
      cse: RULE_IDS.cse.includes(d.id),
      polygon: ring,
      label: label ?? [0, 0],
      neighbours: [...neighbours[i]!].map((j) => defs[j]!.id).sort(byId),
      wrap: [...wraps[i]!].map((j) => defs[j]!.id).sort(byId),
      edge: edge[i]!,
    });
  });
  areas.sort((a, b) => byId(a.id, b.id));
  const file: MapFile = { format: 'sea-devils-map', version: 1, basis: MAP_BASIS, areas };
  const parsed = MapFileSchema.safeParse(file);
  if (!parsed.success) for (const is of parsed.error.issues) errors.push(`schema: ${is.path.join('.')}: ${is.message}`);
  return { file, errors, warnings, notes, grid, gridWidth: GW, gridHeight: GH, gridLat0: LAT0 };
}

export function byId(a: string, b: string): number {
  return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a < b ? -1 : 1;
}

function cellLonLat(c: number): [number, number] {
  return [-200 + (c % GW) * STEP, LAT0 + Math.floor(c / GW) * STEP];
}

/** Seas the map leaves out (2.1 only needs the raiders' oceans). */
function excluded(lon: number, lat: number): boolean {
  if (lat >= 58 && lon >= -100 && lon < -30) return true; // Hudson Bay, Labrador Sea north, Davis Strait, Greenland
  if (lat >= 55 && lon >= -66 && lon < -48) return true; // northern Labrador coast
  if (lat >= 62 && lon >= -12 && lon < 60) return true; // Norwegian Sea and Arctic
  if (lat >= 53 && lon >= 9 && lon < 32) return true; // Baltic
  if (lat >= 30 && lat < 48 && lon >= -5.5 && lon < 42) return true; // Mediterranean and Black Sea
  if (lat >= 12 && lat < 31 && lon >= 32 && lon < 43.5) return true; // Red Sea
  if (lat >= 23 && lat < 31 && lon >= 47 && lon < 57) return true; // Persian Gulf
  if (lat >= 36 && lon >= 45 && lon < 56) return true; // Caspian
  if (lat >= 68 && lon < -150) return true; // Arctic Ocean north of the Bering Strait
  if (lat >= 64 && lon >= 160 - 360 - 40 && lon < -188) return true; // Chukotka's Arctic coast
  if (lat >= 62 && lon >= 60 && lon < 160) return true; // Siberian Arctic
  if (lat >= 41.5 && lon >= -93 && lon < -75 && lat < 50) return true; // Great Lakes
  if (lat >= 50 && lon >= -96 && lon < -75) return true; // Hudson and James Bays
  if (lat >= 60 && lon >= -156 && lon < -60) return true; // Canadian Arctic and its lakes
  if (lat >= 68 && lon >= -45 && lon < -12) return true; // Greenland Sea
  return false;
}

function components(cells: number[], grid: Int16Array, id: number): number {
  const seen = new Set<number>();
  let n = 0;
  for (const start of cells) {
    if (seen.has(start)) continue;
    n++;
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const c = stack.pop()!;
      const gx = c % GW,
        gy = Math.floor(c / GW);
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const x = gx + dx,
          y = gy + dy;
        if (x < 0 || x >= GW || y < 0 || y >= GH) continue;
        const o = y * GW + x;
        if (grid[o] === id && !seen.has(o)) {
          seen.add(o);
          stack.push(o);
        }
      }
    }
  }
  return n;
}

/** Boundary rings of an area's cells, clockwise with north up (d3-geo's winding), collinear points removed. */
function traceRings(cells: number[], grid: Int16Array, id: number): { rings: [number, number][][]; error?: string } {
  const inA = (x: number, y: number) => x >= 0 && x < GW && y >= 0 && y < GH && grid[y * GW + x] === id;
  // Directed edges between lattice vertices (vx, vy), keeping the area on the right (clockwise).
  const next = new Map<number, number[]>();
  const vkey = (x: number, y: number) => y * (GW + 1) + x;
  const add = (x1: number, y1: number, x2: number, y2: number) => {
    const k = vkey(x1, y1);
    const l = next.get(k);
    if (l) l.push(vkey(x2, y2));
    else next.set(k, [vkey(x2, y2)]);
  };
  for (const c of cells) {
    const x = c % GW,
      y = Math.floor(c / GW);
    if (!inA(x, y + 1)) add(x, y + 1, x + 1, y + 1); // north side, going east
    if (!inA(x + 1, y)) add(x + 1, y + 1, x + 1, y); // east side, going south
    if (!inA(x, y - 1)) add(x + 1, y, x, y); // south side, going west
    if (!inA(x - 1, y)) add(x, y, x, y + 1); // west side, going north
  }
  let error: string | undefined;
  for (const [k, l] of next)
    if (l.length > 1) {
      error = `outline pinches at ${-200 + (k % (GW + 1)) * STEP},${LAT0 + Math.floor(k / (GW + 1)) * STEP} (cells touch only at a corner)`;
    }
  const rings: [number, number][][] = [];
  const used = new Set<string>();
  for (const [start, l] of next) {
    for (const first of l) {
      if (used.has(`${start}>${first}`)) continue;
      const verts: number[] = [start];
      let a = start,
        b = first;
      while (true) {
        used.add(`${a}>${b}`);
        if (b === start) break;
        verts.push(b);
        const outs = next.get(b)!;
        const nb = outs.find((o) => !used.has(`${b}>${o}`));
        if (nb === undefined) break;
        a = b;
        b = nb;
      }
      const pts = verts.map((v) => [-200 + (v % (GW + 1)) * STEP, LAT0 + Math.floor(v / (GW + 1)) * STEP] as [number, number]);
      rings.push(simplify(pts));
    }
  }
  return { rings, error };
}

function simplify(pts: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    const p = pts[(i + n - 1) % n]!,
      c = pts[i]!,
      q = pts[(i + 1) % n]!;
    const cross = (c[0] - p[0]) * (q[1] - c[1]) - (c[1] - p[1]) * (q[0] - c[0]);
    if (Math.abs(cross) > 1e-12) out.push(c);
  }
  // Start at the north-west corner so outputs are stable.
  let best = 0;
  out.forEach((p, i) => {
    const b = out[best]!;
    if (p[1] > b[1] || (p[1] === b[1] && p[0] < b[0])) best = i;
  });
  return [...out.slice(best), ...out.slice(0, best)];
}

function bestLabel(cells: number[], grid: Int16Array, id: number, water: Float32Array): [number, number] | null {
  // Cells that are not fully water, or not in the area, are obstacles; take the candidate
  // farthest (in km) from any obstacle within 20 cells.
  const R = 24;
  let best: number | null = null,
    bestD = -1;
  for (const c of cells) {
    if (water[c]! < 1) continue;
    const gx = c % GW,
      gy = Math.floor(c / GW);
    const lat = LAT0 + (gy + 0.5) * STEP;
    const kx = Math.cos((lat * Math.PI) / 180);
    let dmin = Infinity;
    for (let dy = -R; dy <= R && dmin > 0; dy++)
      for (let dx = -R; dx <= R; dx++) {
        const x = gx + dx,
          y = gy + dy;
        const o = y * GW + x;
        const blocked = x < 0 || x >= GW || y < 0 || y >= GH || grid[o] !== id || water[o]! < 0.5;
        if (!blocked) continue;
        const d = Math.hypot(dx * kx, dy);
        if (d < dmin) dmin = d;
      }
    if (dmin > bestD) {
      bestD = dmin;
      best = c;
    }
  }
  if (best === null) return null;
  return [-200 + ((best % GW) + 0.5) * STEP, LAT0 + (Math.floor(best / GW) + 0.5) * STEP];
}

// ---------------------------------------------------------------------------------------------
// Source data
// ---------------------------------------------------------------------------------------------

// All rectangles are [west, south, east, north] in MAP longitudes (true longitudes east of
// 160E are written minus 360: New Zealand's 174E is -186). Coastal areas may run over land;
// the land is drawn on top of them.

const MAP_BASIS =
  'Reconstruction: the printed map is lost. Geography from the rules and scenarios (facts file section 2) ' +
  "and the raiders' historical tracks; outlines, adjacency and densities are design choices built by " +
  'scripts/build-map.ts from rectangles on a 0.5 degree grid checked against Natural Earth land (world-atlas ' +
  'land-10m). Map longitudes: central meridian 20W, both edges at 160E (4.22). See docs/reconstruction.md (section 1).';

// ---- Ports (2.12, 4.4, 9.3) -------------------------------------------------------------------
const HOME_USES: PortUse[] = ['coal', 'commission', 'repair', 'refit', 'arrival'];
const COAL_USES: PortUse[] = ['coal', 'commission'];

/** World CPL thresholds (9.31): a port serves only while the World CPL is at or above its level.
 *  The scenarios start the World CPL at +1 (GT1), -3 (GT5), -1 (GT8) and -12 (GT13). */
const CPL = {
  /** Open to the end (the World CPL reaches -16 at GT16): ports that historically served raiders in 1864-65. */
  late: -16,
  /** Open through 1861-63, closed by mid-1864: the main British and French colonial stations. */
  colony: -8,
  /** Open through 1861-63 at the scenario levels but the first to close as prestige slides. */
  minor: -5,
  /** Open in 1861 and 1863 (-1) but not at the low of mid-1862 (-3) nor later (9.38 republics). */
  republic: -2,
  /** Open only at the start of the war. */
  early: 0,
} as const;

function home(nation: 'England' | 'France', name: string, basis: string): Port {
  return { nation, name, uses: HOME_USES, cpl: null, basis };
}
const CPL_NOTE: Record<number, string> = {
  [CPL.late]:
    'Threshold -16: open to the end of the war (the World CPL falls to -16 by GT16), as these ports served raiders in 1864-65; calibration choice (AI-versus-AI play, docs/reconstruction.md section 3).',
  [CPL.colony]: 'Threshold -8: open at the 1861-63 scenario levels (+1, -3, -1), closed by mid-1864 (-12); design choice for a main colonial station.',
  [CPL.minor]: 'Threshold -5: open at the 1861-63 levels but among the first to close as prestige slides; design choice for a lesser neutral port.',
  [CPL.republic]: 'Threshold -2: open at +1 (1861) and -1 (1863), closed at the mid-1862 low (-3) and after; design choice.',
  [CPL.early]: 'Threshold 0: open only at the start of the war (+1); design choice.',
};
function coal(nation: PortNation, name: string, cpl: number, basis: string): Port {
  return { nation, name, uses: COAL_USES, cpl, basis: `${basis} ${CPL_NOTE[cpl] ?? ''}`.trim() };
}
function usa(name: string): Port {
  return { nation: 'USA', name, uses: [], cpl: null, basis: 'Federal port: never open to the Confederate player, and C9/C54 allow no port refuge (4.42).' };
}
const BRA = (name: string) =>
  coal(
    'BRA',
    name,
    CPL.late,
    'Brazilian ports served raiders all war: Sumter at Maranhao (1861), Alabama and Georgia at Bahia (1863), Florida at Bahia (Oct 1864). One threshold for all Brazil (9.38).',
  );
const CHILE = (name: string) =>
  coal(
    'Chile',
    name,
    CPL.republic,
    'Design choice: Chile leaned to the Union and the Pacific Squadron watched its ports; open only while prestige is middling, and deniable by a Federal ship (9.38). One threshold for all Chile.',
  );
const PERU = (name: string) =>
  coal(
    'Peru',
    name,
    CPL.republic,
    'Design choice: as Chile; Peru was hostile to Spain, not to the Union, and deniable by a Federal ship (9.38). One threshold for all Peru.',
  );
const COL = (name: string) =>
  coal(
    'COL',
    name,
    CPL.early,
    'Design choice: the Panama transit was under U.S. treaty protection and Federal escort from 1862; open only at the start of the war, deniable by a Federal ship (9.38). One threshold for all Colombia.',
  );
const VEN = (name: string) =>
  coal(
    'VEN',
    name,
    CPL.republic,
    'Sumter called at Puerto Cabello (Jul 1861) but was refused leave to sell prizes; design choice: open only while prestige is middling. One threshold for all Venezuela (9.38).',
  );
const ARG = (name: string) =>
  coal(
    'ARG',
    name,
    CPL.republic,
    'Design choice: no raider is known to have coaled in Argentina; treated like the other republics. One threshold for all Argentina (9.38).',
  );

// ---- Density notes (2.11) ---------------------------------------------------------------------
const D_NONE = 'Design choice: remote water with almost no U.S. shipping.';
const D_THIN = 'Design choice: off the main U.S. trade routes; occasional U.S. traders.';
const D_SOUTH = 'Design choice: Southern Ocean, crossed only by ships running their easting down; few U.S. sail.';

export const AREAS: AreaDef[] = [
  // ==== Europe and the north-east Atlantic (C1-C8) =============================================
  {
    id: 'C1',
    name: 'North Sea',
    rects: [
      [2, 51, 10, 56],
      [0, 56, 10, 62],
    ],
    density: 2,
    densityBasis: "Design choice: U.S. traders to Hamburg, Bremen and Antwerp (Niagara's 1864 base); off the main transatlantic lane.",
  },
  {
    id: 'C2',
    name: 'England',
    rects: [
      [-12, 50, 0, 51],
      [-12, 51, 2, 56],
    ],
    density: 4,
    densityBasis: 'Liverpool and London were the eastern end of the busiest U.S. route (New York-Liverpool packets and cotton ships); design choice: 4.',
    ports: [
      home(
        'England',
        'Liverpool, Southampton and the Clyde',
        'Alabama, Florida, Georgia and Shenandoah were built or fitted out from these ports; Nashville at Southampton (Nov 1861). CPL England governs them (9.11, 9.32, 9.34).',
      ),
    ],
  },
  {
    id: 'C3',
    name: 'Scotland and the Faroes',
    rects: [[-12, 56, 0, 63]],
    density: 1,
    densityBasis: 'Design choice: the northabout route round Scotland, little used by U.S. ships.',
  },
  { id: 'C4', name: 'Iceland', rects: [[-30, 62, -12, 68]], density: 0, densityBasis: D_NONE },
  {
    id: 'C5',
    name: 'France',
    rects: [
      [-8, 44, 0, 50],
      [0, 49, 2, 51],
    ],
    density: 3,
    densityBasis: 'Le Havre was the main French cotton and packet port for U.S. ships; Channel traffic. Design choice: 3.',
    ports: [
      home(
        'France',
        'Cherbourg, Brest and Calais',
        'Florida refitted at Brest (Aug 1863-Feb 1864); Georgia at Cherbourg (Oct 1863); Rappahannock held at Calais; Alabama sunk off Cherbourg (Jun 1864). CPL France governs them (9.11, 9.33, 9.35).',
      ),
    ],
  },
  {
    id: 'C6',
    name: 'Azores',
    rects: [[-33, 36.5, -23, 41]],
    density: 2,
    whaling: true,
    densityBasis: "Azores whaling ground and the Atlantic crossing; the whaling counter supplies the first raid's density (5.31). Design choice: 2.",
    ports: [
      coal(
        'P',
        'Angra (Terceira) and Horta (Fayal)',
        CPL.colony,
        'Alabama was commissioned off Terceira and took on coal in Angra Bay from her tender (Aug 1862).',
      ),
    ],
  },
  {
    id: 'C7',
    name: 'Spain and Portugal',
    rects: [
      [-14, 37, -8, 44],
      [-8, 43, -1.5, 44],
    ],
    density: 2,
    densityBasis: 'Design choice: U.S. traders to Lisbon, Oporto and northern Spain; the Gibraltar lane passes offshore.',
    ports: [
      coal('Spain', 'Ferrol and Coruna', CPL.minor, 'Stonewall repaired at Ferrol (Feb-Mar 1865) with Niagara and Sacramento at Coruna.'),
      coal(
        'P',
        'Lisbon',
        CPL.minor,
        'Lisbon: Stonewall called about 28 Mar 1865 and was sent on within a day. The legend (2.12) has no home code for Portugal, so the Portuguese letter P is used; design choice.',
      ),
    ],
  },
  {
    id: 'C8',
    name: 'Gibraltar and Cadiz',
    rects: [[-12, 34, -3, 37]],
    density: 3,
    densityBasis: 'The Strait carries all U.S. Mediterranean trade; Sumter took prizes off Gibraltar (Jan 1862). Design choice: 3.',
    ports: [
      coal('E', 'Gibraltar', CPL.colony, 'Sumter laid up at Gibraltar (Jan-Apr 1862), watched by Tuscarora and Kearsarge; she could not buy coal there.'),
      coal('Spain', 'Cadiz', CPL.minor, 'Sumter put into Cadiz (Jan 1862) and was ordered out after limited repairs.'),
    ],
  },

  // ==== North America, the Caribbean and north Brazil (C9-C19) ================================
  {
    id: 'C9',
    name: 'U.S. East Coast',
    rects: [[-77, 36.5, -66, 45]],
    density: 6,
    densityBasis: 'New York, Boston, Philadelphia and Chesapeake approaches: the heart of the U.S. merchant marine (highest density, facts 5).',
    ports: [usa('New York, Boston and Hampton Roads')],
  },
  {
    id: 'C10',
    name: 'Bahamas and Florida Straits',
    rects: [
      [-81.5, 21, -70, 28],
      [-87, 21, -81.5, 25],
    ],
    density: 3,
    densityBasis:
      'The New York-Havana steamers and what Gulf trade the war left (New Orleans and Mobile were Confederate in 1861; Key West and Pensacola stayed Federal) pass the Florida Straits. Design choice: 3, lowered from 4 after AI-versus-AI calibration of the Campaign (docs/reconstruction.md section 3).',
    ports: [
      coal(
        'E',
        'Nassau',
        CPL.late,
        'Florida was commissioned at Green Cay near Nassau (Aug 1862); Nassau served the Confederacy to the end (Stonewall May 1865).',
      ),
      coal('S', 'Havana', CPL.colony, 'Florida coaled at Havana (Jan 1863); Sumter released prizes in Cuba (Jul 1861).'),
    ],
  },
  {
    id: 'C11',
    name: 'Nova Scotia and Newfoundland',
    rects: [
      [-72, 45, -48, 55],
      [-66, 42, -48, 45],
    ],
    density: 4,
    densityBasis:
      'New England fishing fleets on the Banks and the coasting trade to the Maritimes; Alabama off Newfoundland (Oct 1862), Tallahassee at Halifax (Aug 1864). Design choice: 4.',
    ports: [
      coal(
        'E',
        'Halifax',
        CPL.colony,
        'Tallahassee was given only enough coal to reach home at Halifax (Aug 1864), so the port is open only while prestige holds.',
      ),
    ],
  },
  {
    id: 'C12',
    name: 'West Indies',
    rects: [[-70, 12, -56, 21]],
    density: 4,
    densityBasis:
      "Windward and Leeward Islands sugar and molasses trade and the southern route of the New York-Aspinwall steamers; Wilkes' squadron patrolled here (13.43). Design choice: 4.",
    ports: [
      coal('F', 'Martinique and Guadeloupe', CPL.colony, 'Sumter coaled at Fort-de-France and escaped Iroquois there (Nov 1861).'),
      coal('E', 'Barbados and Antigua', CPL.colony, 'Florida coaled at Barbados (Feb 1863).'),
      coal('S', 'Puerto Rico', CPL.minor, 'Design choice: Spanish colonial port.'),
      coal('H', 'Curacao and St Eustatius', CPL.minor, 'Sumter coaled at Curacao (Jul 1861).'),
    ],
  },
  {
    id: 'C13',
    name: 'Bermuda',
    rects: [[-74, 28, -60, 36.5]],
    density: 3,
    islands: true,
    densityBasis: 'On the New York-West Indies and coastwise lanes east of Hatteras. Design choice: 3.',
    ports: [
      coal(
        'E',
        "St George's, Bermuda",
        CPL.late,
        'Florida coaled at Bermuda (Jul 1863) and cruised near it in 1864 (13.53); Chickamauga spent a week there (Nov 1864).',
      ),
    ],
  },
  {
    id: 'C14',
    name: 'Confederate Atlantic coast',
    rects: [[-81.5, 28, -74, 36.5]],
    density: 2,
    densityBasis: 'Coastwise traffic round Hatteras and Federal supply ships; little U.S. commerce off a blockaded coast. Design choice: 2.',
    ports: [
      {
        nation: 'CSA',
        name: 'Wilmington and Charleston',
        uses: ['coal', 'commission', 'repair', 'refit', 'arrival'],
        cpl: null,
        basis: 'Confederate port (4.41): lost at the start of GT16; Nashville, Tallahassee and Chickamauga sailed from here.',
      },
    ],
  },
  {
    id: 'C15',
    name: 'Confederate Gulf coast',
    rects: [[-98, 25, -81.5, 31]],
    density: 1,
    densityBasis:
      'A blockaded coast: U.S. merchantmen stayed clear of the Confederate Gulf ports, and Union-held New Orleans (from 1862) traded mostly by Federal transports; Sumter took none of her prizes here but off Cuba. Alabama sank Hatteras, a warship, off Galveston (Jan 1863). Design choice: 1, lowered from 2 after AI-versus-AI calibration of the Campaign put GT1-4 at 1.6 times history, the AI Sumter taking 7 points a game here (docs/reconstruction.md section 3).',
    ports: [
      {
        nation: 'CSA',
        name: 'Mobile (and New Orleans in 1861)',
        uses: ['coal', 'commission', 'repair', 'refit'],
        cpl: null,
        basis: 'Confederate port (4.41): lost at the start of GT14; Sumter sailed from New Orleans (1861), Florida ran in and out of Mobile (1862-63).',
      },
    ],
  },
  {
    id: 'C16',
    name: 'Caribbean (Aspinwall and Jamaica)',
    rects: [
      [-83, 9, -70, 21],
      [-84, 10, -83, 21],
      [-89, 15, -84, 21],
      [-83, 8.5, -80, 9],
      [-78, 8.5, -77, 9],
      [-77, 7.5, -75, 9],
    ],
    density: 4,
    densityBasis:
      'Caribbean end of the California gold-steamer route (Aspinwall) and the Jamaica lane; Alabama took Ariel here (Dec 1862). The gold steamers themselves sailed under escort (the CSE box, 11.1), so the area rates as the West Indies do. Design choice: 4, lowered from 5 after AI-versus-AI calibration of the Campaign (docs/reconstruction.md section 3).',
    ports: [
      COL('Aspinwall (Colon) and Cartagena'),
      coal('E', 'Kingston, Jamaica', CPL.colony, "Alabama landed Hatteras's crew and repaired at Port Royal (Jan 1863)."),
      coal('S', 'Santiago and Cienfuegos (Cuba)', CPL.colony, "Sumter's prizes were taken into Cienfuegos (Jul 1861)."),
    ],
  },
  {
    id: 'C17',
    name: 'Venezuela and the Guianas',
    rects: [
      [-70, 8, -56, 12],
      [-62, 2, -50, 8],
    ],
    density: 2,
    densityBasis: "Sumter's 1861 hunting ground (Puerto Cabello, Trinidad, Surinam); modest U.S. trade. Design choice: 2.",
    ports: [
      VEN('La Guaira and Puerto Cabello'),
      coal('E', 'Trinidad and Demerara', CPL.colony, 'Sumter coaled at Port of Spain, Trinidad (Jul 1861).'),
      coal('H', 'Paramaribo', CPL.minor, 'Sumter coaled at Paramaribo, Surinam (Aug 1861).'),
      coal('F', 'Cayenne', CPL.minor, 'Powhatan followed Sumter to Cayenne (1861).'),
    ],
  },
  {
    id: 'C18',
    name: 'Brazil: Pernambuco and Fernando de Noronha',
    rects: [[-50, -10, -30, 5]],
    density: 3,
    whaling: true,
    densityBasis:
      'Cape San Roque is the turning point of every U.S. ship bound round either Cape; Alabama and Florida cruised here in spring 1863 (13.43). Design choice: 3.',
    ports: [BRA('Pernambuco, Maranhao and Fernando de Noronha')],
  },
  {
    id: 'C19',
    name: 'Gulf of Mexico (Veracruz and Yucatan)',
    rects: [
      [-98, 17, -89, 21],
      [-98, 21, -87, 25],
    ],
    density: 2,
    densityBasis: 'Design choice: Mexican and Yucatan trade, Matamoros cotton traffic. 2.',
  },

  // ==== Africa, the Indian Ocean, the East Indies, China and Japan (C20-C39) ==================
  {
    id: 'C20',
    name: 'Madeira and the Canaries',
    rects: [[-20, 26, -6.5, 34]],
    density: 2,
    densityBasis: 'Ships bound south for the Cape or Cape Horn pass between Madeira and the Canaries. Design choice: 2.',
    ports: [
      coal('P', 'Funchal, Madeira', CPL.colony, 'Shenandoah was commissioned off Madeira (Oct 1864), supplied by a tender rather than the port.'),
      coal('S', 'Santa Cruz de Tenerife', CPL.late, 'Florida called at Tenerife on her last cruise (1864); Georgia called there (1863).'),
    ],
  },
  {
    id: 'C21',
    name: 'Cape Verde and Senegal',
    rects: [[-27, 11, -12, 26]],
    density: 2,
    densityBasis: 'Outward-bound ships for the Cape routes pass the Cape Verdes. Design choice: 2.',
    ports: [
      coal(
        'P',
        'Porto Praya (Cape Verde)',
        CPL.early,
        "Porto Praya was the U.S. Navy's African Squadron coal depot, so it serves the Confederates only at the start. Design choice.",
      ),
      coal('F', 'Goree and Dakar', CPL.minor, 'Design choice: French colonial port.'),
    ],
  },
  {
    id: 'C22',
    name: 'Sierra Leone and Liberia',
    rects: [[-18, 2, -4, 11]],
    density: 1,
    densityBasis: D_THIN,
    ports: [coal('E', 'Freetown', CPL.colony, 'Design choice: British colonial coal station on the West Africa route.')],
  },
  {
    id: 'C23',
    name: 'Gulf of Guinea',
    rects: [[-4, -6, 12, 7]],
    density: 1,
    densityBasis: 'Design choice: palm-oil trade with a few U.S. traders.',
    ports: [
      coal('S', 'Fernando Po', CPL.minor, 'Design choice: Spanish colonial port.'),
      coal('P', 'Sao Tome', CPL.minor, 'Design choice: Portuguese colonial port.'),
    ],
  },
  {
    id: 'C24',
    name: 'Angola and South-West Africa',
    rects: [[5, -28, 16, -6]],
    density: 1,
    densityBasis: 'Tuscaloosa cruised to Angra Pequena (1863) for want of better prey. Design choice: 1.',
    ports: [coal('P', 'Luanda and Benguela', CPL.minor, 'Design choice: Portuguese colonial port.')],
  },
  {
    id: 'C25',
    name: 'Cape of Good Hope',
    rects: [[10, -40, 34, -28]],
    density: 3,
    densityBasis:
      'Every ship bound for the East Indies, China or Australia rounds the Cape; Alabama, Georgia and Tuscaloosa there in Aug 1863. Design choice: 3.',
    ports: [
      coal(
        'E',
        "Cape Town, Simon's Bay and Port Natal",
        CPL.late,
        "Alabama, Tuscaloosa and Georgia used Simon's Bay and Cape Town (Aug 1863; Tuscaloosa again Dec 1863).",
      ),
    ],
  },
  {
    id: 'C26',
    name: 'St Helena and Ascension',
    rects: [[-17, -19, -4, -5]],
    density: 2,
    densityBasis: 'Homeward-bound East India and China ships call at St Helena. Design choice: 2.',
    ports: [coal('E', 'Jamestown (St Helena) and Ascension', CPL.colony, 'Vanderbilt trailed Alabama via St Helena (1863).')],
  },
  {
    id: 'C27',
    name: 'Mozambique Channel',
    rects: [[32, -28, 46, -12]],
    density: 1,
    densityBasis: 'Alabama passed the Comoros (1864). Design choice: inner route to India, thin U.S. trade: 1.',
    ports: [coal('P', 'Mozambique and Lourenco Marques', CPL.minor, 'Design choice: Portuguese colonial port.')],
  },
  {
    id: 'C28',
    name: 'Mauritius and Reunion',
    rects: [[46, -30, 62, -12]],
    density: 1,
    densityBasis: D_THIN,
    ports: [
      coal('E', 'Port Louis, Mauritius', CPL.colony, 'Design choice: British coal station on the Cape-India route.'),
      coal('F', 'Saint-Denis, Reunion', CPL.minor, 'Design choice: French colonial port.'),
    ],
  },
  {
    id: 'C29',
    name: 'East Africa and Zanzibar',
    rects: [[38, -12, 56, 5]],
    density: 1,
    densityBasis: 'Salem traders at Zanzibar (gum copal, ivory); otherwise little. Design choice: 1.',
  },
  {
    id: 'C30',
    name: 'Arabia and Aden',
    rects: [[43, 5, 62, 26]],
    density: 1,
    densityBasis: 'Salem and New York ships in the Mocha coffee trade. Design choice: 1.',
    ports: [coal('E', 'Aden', CPL.colony, 'Design choice: British coal depot of the Red Sea mail route.')],
  },
  {
    id: 'C31',
    name: 'Bombay and the Malabar coast',
    rects: [[62, 5, 77, 26]],
    density: 2,
    densityBasis: 'U.S. ships carried ice and cotton goods to Bombay and cotton home during the cotton famine. Design choice: 2.',
    ports: [coal('E', 'Bombay', CPL.colony, 'Design choice: British colonial port.'), coal('P', 'Goa', CPL.minor, 'Design choice: Portuguese colonial port.')],
  },
  {
    id: 'C32',
    name: 'Ceylon and the Bay of Bengal',
    rects: [[77, 2, 95, 23]],
    density: 2,
    densityBasis: 'Boston ice ships and jute and saltpetre cargoes from Calcutta; Alabama passed Ceylon (Jan 1864). Design choice: 2.',
    ports: [
      coal('E', 'Point de Galle, Madras and Calcutta', CPL.colony, 'Design choice: British colonial ports.'),
      coal('F', 'Pondicherry', CPL.minor, 'Design choice: French colonial port.'),
    ],
  },
  {
    id: 'C33',
    name: 'Malacca Strait and Singapore',
    rects: [[95, -1, 106, 17]],
    density: 3,
    densityBasis: 'Alabama called at Singapore (Dec 1863), where U.S. ships lay idle for fear of her; Malacca Strait traffic. Design choice: 3.',
    ports: [coal('E', 'Singapore and Penang', CPL.colony, 'Alabama coaled at Singapore (Dec 1863).')],
  },
  {
    id: 'C34',
    name: 'Sunda Strait and Java',
    rects: [[95, -12, 117, -1]],
    density: 4,
    densityBasis:
      'The Sunda Strait is the gate of the China and Manila trade; Alabama burned Amanda and Winged Racer there (Nov 1863) and Wyoming looked for her from Batavia. Design choice: 4.',
    ports: [coal('H', 'Batavia and Anjer', CPL.minor, 'Wyoming was at Batavia just before Alabama entered the Strait (1863).')],
  },
  {
    id: 'C35',
    name: 'South China Sea',
    rects: [[106, -1, 117, 16]],
    density: 3,
    densityBasis: 'The China trade runs up the South China Sea to Hong Kong and Shanghai. Design choice: 3.',
    ports: [
      coal('F', 'Saigon', CPL.minor, 'Design choice: French Cochinchina from 1862.'),
      coal('E', 'Labuan', CPL.colony, 'Design choice: British island with its own coal mines.'),
    ],
  },
  {
    id: 'C36',
    name: 'Philippines and Moluccas',
    rects: [[117, -6, 130, 19]],
    density: 2,
    densityBasis: 'Boston and Salem firms carried Manila hemp and sugar. Design choice: 2.',
    ports: [
      coal('S', 'Manila', CPL.minor, 'Design choice: Spanish colonial port.'),
      coal('H', 'Macassar and Amboina', CPL.minor, 'Design choice: Dutch colonial ports.'),
    ],
  },
  {
    id: 'C37',
    name: 'China coast',
    rects: [
      [106, 19, 124, 41],
      [106, 16, 117, 19],
    ],
    density: 4,
    densityBasis: 'Hong Kong, Canton and Shanghai: Russell & Co. and Heard river and coast steamers, the largest U.S. trade in Asia. Design choice: 4.',
    ports: [
      coal('E', 'Hong Kong', CPL.colony, 'Design choice: British colonial port.'),
      coal('P', 'Macao', CPL.minor, 'Design choice: Portuguese colonial port.'),
    ],
  },
  {
    id: 'C38',
    name: 'Japan',
    rects: [
      [124, 30, 143, 42],
      [128, 42, 141, 52],
    ],
    density: 2,
    densityBasis: "Treaty ports of Yokohama, Nagasaki and Hakodate (whalers' supply port). Design choice: 2.",
  },
  {
    id: 'C39',
    name: 'Caroline and Mariana Islands',
    rects: [[136, 1, 160, 22]],
    density: 1,
    densityBasis: 'Whalers refitted at Pohnpei; Shenandoah burned four there (Apr 1865). On the east map edge (4.22). Design choice: 1.',
  },

  // ==== South America, the Pacific coast, Alaska and the North Pacific (C40-C66) =============
  {
    id: 'C40',
    name: 'Brazil: Bahia',
    rects: [[-42, -18, -30, -10]],
    density: 3,
    densityBasis: 'The Cape Horn and Cape routes pass Bahia; Alabama (1863) and Florida (1864) called there, Wachusett lay there (13.53). Design choice: 3.',
    ports: [BRA('Bahia (Salvador)')],
  },
  {
    id: 'C41',
    name: 'Brazil: Rio de Janeiro',
    rects: [[-50, -29, -36, -18]],
    density: 3,
    densityBasis: 'U.S. coffee trade (Rio, Santos) and the outward Cape Horn route. Design choice: 3.',
    ports: [BRA('Rio de Janeiro and Santa Catarina')],
  },
  {
    id: 'C42',
    name: 'River Plate and Patagonia',
    rects: [[-66, -44, -48, -29]],
    density: 2,
    densityBasis: 'Hides and wool trade of Buenos Aires and Montevideo; Cape Horn ships pass offshore. Design choice: 2.',
    ports: [ARG('Buenos Aires')],
  },
  {
    id: 'C43',
    name: 'Cape Horn and the Strait of Magellan',
    rects: [
      [-75, -60, -55, -51],
      [-69, -51, -55, -44],
    ],
    density: 3,
    label: [-63.25, -57.25],
    densityBasis: 'Every New York-San Francisco clipper and Pacific whaler rounds the Horn. Its western edge bounds the Pacific of 11.2. Design choice: 3.',
    ports: [coal('E', 'Port Stanley (Falklands)', CPL.colony, 'Design choice: the British refuge for Cape Horn ships.')],
  },
  {
    id: 'C44',
    name: 'Southern Chile',
    rects: [
      [-84, -60, -75, -40],
      [-75, -51, -70, -40],
    ],
    density: 2,
    pacific: true,
    densityBasis: 'Cape Horn ships make their northing up the Chilean coast; Wateree and Suwanee head here (11.22). Design choice: 2.',
    ports: [CHILE('Ancud (Chiloe)')],
  },
  {
    id: 'C45',
    name: 'Chile: Valparaiso',
    rects: [[-82, -40, -69, -26]],
    density: 2,
    pacific: true,
    densityBasis: 'Valparaiso is the first Pacific port of call of the Cape Horn traders. Design choice: 2.',
    ports: [CHILE('Valparaiso and Talcahuano')],
  },
  {
    id: 'C46',
    name: 'Peru: Callao',
    rects: [[-86, -26, -69, -4]],
    density: 2,
    pacific: true,
    densityBasis: 'Guano ships at the Chincha Islands and Callao; Wateree cruised here in 1864 (13.53). Design choice: 2.',
    ports: [PERU('Callao')],
  },
  {
    id: 'C47',
    name: 'Ecuador and the Galapagos',
    rects: [[-93, -4, -78, 3]],
    density: 1,
    pacific: true,
    densityBasis: 'Whalers watered at the Galapagos and Tumbes. Design choice: 1.',
  },
  {
    id: 'C48',
    name: 'Bay of Panama',
    rects: [
      [-84, 3, -77, 8.5],
      [-80, 8.5, -78, 9],
      [-84, 8.5, -83, 10],
    ],
    density: 4,
    pacific: true,
    densityBasis: 'Pacific end of the gold-steamer route (Pacific Mail). Design choice: 4.',
    ports: [COL('Panama')],
  },
  {
    id: 'C49',
    name: 'Central America (Pacific coast)',
    rects: [[-96, 8, -84, 14]],
    density: 3,
    pacific: true,
    densityBasis: 'Panama-San Francisco steamers run along this coast. Design choice: 3.',
  },
  {
    id: 'C50',
    name: 'Mexico: Acapulco',
    rects: [
      [-108, 14, -92, 17],
      [-108, 17, -98, 20],
    ],
    density: 3,
    pacific: true,
    densityBasis: 'Acapulco was the Pacific Mail coaling stop; Pacific Squadron station (13.33). Design choice: 3.',
  },
  {
    id: 'C51',
    name: 'Gulf of California and Mazatlan',
    rects: [
      [-115.5, 30, -104, 32.5],
      [-114.5, 28, -104, 30],
      [-113, 26, -104, 28],
      [-111.5, 24, -104, 26],
      [-110, 20, -104, 24],
    ],
    density: 1,
    pacific: true,
    densityBasis: 'Design choice: Mazatlan and Guaymas trade, off the steamer lane. 1.',
  },
  {
    id: 'C52',
    name: 'Baja California',
    rects: [
      [-125, 30, -115.5, 33.5],
      [-125, 28, -114.5, 30],
      [-125, 26, -113, 28],
      [-125, 24, -111.5, 26],
      [-125, 22, -110, 24],
    ],
    density: 3,
    pacific: true,
    densityBasis: 'The steamer lane from Panama to San Francisco hugs Baja; Pacific Squadron station (13.44). Design choice: 3.',
  },
  {
    id: 'C53',
    name: 'Southern California',
    rects: [[-125, 33.5, -116, 36]],
    density: 3,
    pacific: true,
    densityBasis: 'Approaches to San Francisco from the south. Design choice: 3.',
  },
  {
    id: 'C54',
    name: 'U.S. West Coast: San Francisco',
    rects: [[-130, 36, -120, 40]],
    density: 5,
    pacific: true,
    densityBasis:
      'San Francisco, terminus of the Cape Horn and Panama routes and of the China and Hawaii trades; Shenandoah meant to raid it (1865). Design choice: 5.',
    ports: [usa('San Francisco and Mare Island')],
  },
  {
    id: 'C55',
    name: 'Oregon and the Columbia River',
    rects: [[-131, 40, -121, 46.5]],
    density: 2,
    pacific: true,
    densityBasis: 'Lumber and coasting trade to San Francisco. Design choice: 2.',
  },
  {
    id: 'C56',
    name: 'Puget Sound and Vancouver Island',
    rects: [[-136, 46.5, -122, 54.5]],
    density: 2,
    pacific: true,
    densityBasis: 'Puget Sound lumber ships; Saginaw was stationed there in 1863. Design choice: 2.',
    ports: [coal('E', 'Victoria and Esquimalt', CPL.colony, 'Design choice: British colonial port, Royal Navy Pacific base.')],
  },
  {
    id: 'C57',
    name: 'Gulf of Alaska and Kodiak',
    rects: [
      [-156, 54, -136, 61],
      [-136, 54.5, -128, 61],
    ],
    density: 1,
    pacific: true,
    whaling: true,
    densityBasis: 'The Kodiak right-whale ground (whaling counter, 5.31); otherwise Russian America with no U.S. trade. Design choice: 1.',
  },
  {
    id: 'C58',
    name: 'Alaska Peninsula',
    rects: [[-170, 50, -156, 57]],
    density: 1,
    pacific: true,
    densityBasis: 'Whalers pass through the Aleutian passes (Unimak) to the Bering Sea. Design choice: 1.',
  },
  { id: 'C59', name: 'Aleutian Islands', rects: [[-188, 50, -170, 56]], density: 0, pacific: true, densityBasis: D_NONE },
  {
    id: 'C60',
    name: 'Bering Sea and Strait',
    rects: [
      [-188, 56, -170, 68],
      [-170, 57, -156, 68],
    ],
    density: 1,
    pacific: true,
    whaling: true,
    densityBasis:
      'Bowhead ground of the Bering Strait and the Arctic approaches, where Shenandoah took two dozen whalers (Jun 1865); the whaling counter supplies the first raid (5.31). Design choice: 1.',
  },
  {
    id: 'C61',
    name: 'Western Bering Sea and Kamchatka',
    rects: [[-200, 52, -188, 64]],
    density: 0,
    pacific: true,
    densityBasis: 'Russian coast, on the west map edge (4.22). ' + D_NONE,
  },
  {
    id: 'C62',
    name: 'Sea of Okhotsk',
    rects: [
      [141, 46, 160, 64],
      [135, 52, 141, 62],
    ],
    density: 1,
    densityBasis: 'Bowhead ground worked by U.S. whalers; Shenandoah took Abigail here (May 1865). On the east map edge. Design choice: 1.',
  },
  {
    id: 'C63',
    name: 'Southern Kurils and Hokkaido',
    rects: [
      [143, 40, 160, 46],
      [141, 42, 143, 46],
    ],
    density: 1,
    densityBasis: 'Whalers bound for the Okhotsk pass the Kurils. Design choice: 1.',
  },
  {
    id: 'C64',
    name: 'Bonin Islands',
    rects: [[139, 24, 145, 29]],
    density: 1,
    islands: true,
    densityBasis: 'Port Lloyd (Chichijima) supplied whalers on the Japan ground. Design choice: 1.',
  },
  {
    id: 'C65',
    name: 'Ryukyu Islands',
    rects: [[124, 24, 132, 30]],
    density: 1,
    densityBasis: "Perry's squadron kept a coal depot at Naha (1853-54); on the Shanghai-Japan lane. Design choice: 1.",
  },
  {
    id: 'C66',
    name: 'Hawaiian Islands',
    rects: [[-162, 17, -153, 24]],
    density: 3,
    pacific: true,
    densityBasis: "Honolulu and Lahaina were the Pacific whaling fleet's base and guarded by the Pacific Squadron (Saginaw, 13.13). Design choice: 3.",
  },

  // ==== Pacific islands, Australia and New Zealand (C67-C86) =================================
  {
    id: 'C67',
    name: 'Marquesas',
    rects: [[-143, -12, -136, -6]],
    density: 1,
    pacific: true,
    densityBasis: 'Whalers recruited at Nuku Hiva. Design choice: 1.',
  },
  {
    id: 'C68',
    name: 'Tahiti and the Tuamotus',
    rects: [[-155, -24, -136, -12]],
    density: 1,
    pacific: true,
    densityBasis: 'Whalers and island traders at Papeete. Design choice: 1.',
    ports: [coal('F', 'Papeete, Tahiti', CPL.minor, 'Design choice: French protectorate port.')],
  },
  { id: 'C69', name: 'Cook Islands', rects: [[-167, -24, -155, -15]], density: 0, pacific: true, densityBasis: D_NONE },
  {
    id: 'C70',
    name: 'Samoa',
    rects: [[-175, -15, -167, -11]],
    density: 1,
    pacific: true,
    densityBasis: 'Whalers called at Apia and Pago Pago. Design choice: 1.',
  },
  { id: 'C71', name: 'Tonga', rects: [[-178, -24, -172, -15]], density: 0, pacific: true, densityBasis: D_NONE },
  {
    id: 'C72',
    name: 'Fiji',
    rects: [[-188, -22, -178, -11]],
    density: 1,
    pacific: true,
    densityBasis: 'Salem beche-de-mer and sandalwood traders. Design choice: 1.',
  },
  {
    id: 'C73',
    name: 'New Zealand: Auckland and the Bay of Islands',
    rects: [[-190, -41, -178, -33]],
    density: 1,
    pacific: true,
    densityBasis: "The Bay of Islands was a favourite whalers' port. Design choice: 1.",
    ports: [coal('E', 'Auckland and the Bay of Islands', CPL.colony, 'Design choice: British colonial port.')],
  },
  {
    id: 'C74',
    name: 'New Zealand: South Island',
    rects: [[-200, -50, -180, -41]],
    density: 0,
    pacific: true,
    densityBasis: 'On the west map edge (4.22). ' + D_NONE,
    ports: [coal('E', 'Wellington and Otago', CPL.colony, 'Design choice: British colonial ports.')],
  },
  {
    id: 'C75',
    name: 'New Caledonia and the New Hebrides',
    rects: [[-200, -24, -188, -8]],
    density: 0,
    pacific: true,
    densityBasis: 'On the west map edge (4.22). ' + D_NONE,
    ports: [coal('F', 'Noumea', CPL.minor, 'Design choice: French colony from 1853.')],
  },
  {
    id: 'C76',
    name: 'Gilbert and Ellice Islands',
    rects: [[-188, -11, -180, 4]],
    density: 1,
    pacific: true,
    islands: true,
    densityBasis: 'The "on the line" sperm-whale ground. Design choice: 1.',
  },
  {
    id: 'C77',
    name: 'New Guinea and the Solomons',
    rects: [
      [130, -6, 160, 1],
      [145, -12, 160, -6],
    ],
    density: 0,
    densityBasis: 'On the east map edge (4.22). ' + D_NONE,
  },
  {
    id: 'C78',
    name: 'Timor and the Arafura Sea',
    rects: [[117, -18, 145, -6]],
    density: 1,
    densityBasis: 'Torres Strait route from Sydney to India and China. Design choice: 1.',
    ports: [coal('P', 'Dili (Timor)', CPL.minor, 'Design choice: Portuguese colonial port.')],
  },
  {
    id: 'C79',
    name: 'Coral Sea and Queensland',
    rects: [[145, -26, 160, -12]],
    density: 1,
    densityBasis: 'On the east map edge (4.22). Design choice: Sydney-China ships pass outside the Reef: 1.',
  },
  {
    id: 'C80',
    name: 'New South Wales: Sydney',
    rects: [[146, -37, 160, -26]],
    density: 2,
    densityBasis: 'U.S. traders and whalers at Sydney; on the east map edge (4.22). Design choice: 2.',
    ports: [coal('E', 'Sydney and Moreton Bay', CPL.colony, 'Design choice: British colonial port.')],
  },
  {
    id: 'C81',
    name: 'Bass Strait: Melbourne and Tasmania',
    rects: [[138, -45, 160, -37]],
    density: 2,
    densityBasis: 'Gold-rush trade from Boston and New York to Melbourne; on the east map edge (4.22). Design choice: 2.',
    ports: [coal('E', 'Melbourne and Hobart', CPL.late, 'Shenandoah refitted on the Williamstown slip at Melbourne (Jan-Feb 1865).')],
  },
  {
    id: 'C82',
    name: 'Great Australian Bight',
    rects: [
      [117, -37, 140, -31],
      [117, -40, 138, -37],
      [113, -40, 117, -33],
    ],
    density: 1,
    densityBasis: D_THIN,
    ports: [
      coal('E', 'Adelaide and King George Sound', CPL.colony, "Design choice: British colonial ports (King George Sound was the mail steamers' coal depot)."),
    ],
  },
  {
    id: 'C83',
    name: 'Western Australia',
    rects: [
      [105, -33, 117, -18],
      [117, -22, 125, -18],
    ],
    density: 0,
    densityBasis: D_NONE,
    ports: [coal('E', 'Fremantle (Swan River)', CPL.colony, 'Design choice: British colonial port.')],
  },
  {
    id: 'C84',
    name: 'Line Islands',
    rects: [[-163, -6, -153, 7]],
    density: 1,
    pacific: true,
    islands: true,
    densityBasis: 'Guano islands claimed under the U.S. Guano Act and whalers at Fanning. Design choice: 1.',
  },
  {
    id: 'C85',
    name: 'Phoenix Islands, Baker and Howland',
    rects: [[-180, -6, -168, 4]],
    density: 1,
    pacific: true,
    islands: true,
    densityBasis: 'U.S. guano ships loading at Baker, Howland and the Phoenix group. Design choice: 1.',
  },
  {
    id: 'C86',
    name: 'Marshall Islands',
    rects: [[-200, 4, -186, 22]],
    density: 1,
    pacific: true,
    islands: true,
    densityBasis: 'Whalers and missionaries (Ebon); on the west map edge, adjacent to C39 (4.22). Design choice: 1.',
  },

  // ==== Deep water: Atlantic (D1-D24) ==========================================================
  {
    id: 'D1',
    name: 'North-east Atlantic (Rockall)',
    rects: [[-30, 50, -12, 62]],
    density: 2,
    densityBasis: 'North of the great-circle lane to Liverpool; northabout traffic. Design choice: 2.',
  },
  {
    id: 'D2',
    name: 'Western Approaches',
    rects: [[-30, 41, -8, 50]],
    density: 4,
    densityBasis: 'The New York-Liverpool and Havre lanes converge on the Channel; Nashville burned Harvey Birch near here (Nov 1861). Design choice: 4.',
  },
  {
    id: 'D3',
    name: 'North Atlantic (Flemish Cap)',
    rects: [[-48, 45, -30, 58]],
    density: 4,
    densityBasis: 'The great-circle lane New York-Liverpool. Design choice: 4.',
  },
  {
    id: 'D4',
    name: 'Gulf Stream (Sable Island)',
    rects: [[-66, 36.5, -48, 45]],
    density: 4,
    densityBasis: 'Eastbound transatlantic traffic leaves New York and Boston across the Gulf Stream. Design choice: 4.',
  },
  {
    id: 'D5',
    name: 'North Atlantic (west of the Azores)',
    rects: [[-48, 36.5, -30, 45]],
    density: 3,
    densityBasis: 'Southern transatlantic lane and Mediterranean traders. Design choice: 3.',
  },
  {
    id: 'D6',
    name: 'Azores-Canaries Basin',
    rects: [[-33, 24, -12, 41]],
    density: 2,
    densityBasis: 'Traffic between Europe and the Cape routes. Design choice: 2.',
  },
  {
    id: 'D9',
    name: 'North of the Antilles',
    rects: [[-70, 21, -56, 28]],
    density: 3,
    densityBasis: 'New York-Windward Islands and Mona Passage traffic. Design choice: 3.',
  },
  {
    id: 'D7',
    name: 'Sargasso Sea',
    rects: [[-60, 24, -45, 36.5]],
    density: 2,
    densityBasis: 'Deep North Atlantic south of the transatlantic lanes; Wyoming here in 1864 (13.53). Design choice: 2.',
  },
  {
    id: 'D8',
    name: 'Central North Atlantic',
    rects: [[-45, 24, -33, 36.5]],
    density: 3,
    densityBasis: 'Outward-bound Cape Horn and Cape of Good Hope ships run south-east from New York across this water. Design choice: 3.',
  },
  {
    id: 'D10',
    name: 'Tropical Atlantic (east of the Antilles)',
    rects: [[-56, 12, -40, 24]],
    density: 2,
    densityBasis: 'Homeward lane from Brazil and the Guianas. Design choice: 2.',
  },
  {
    id: 'D11',
    name: 'Tropical Atlantic (west of Cape Verde)',
    rects: [[-40, 12, -27, 24]],
    density: 3,
    densityBasis: 'The outward lane to both Capes. Design choice: 3.',
  },
  { id: 'D12', name: 'Off the Guianas', rects: [[-56, 5, -40, 12]], density: 1, densityBasis: D_THIN },
  {
    id: 'D13',
    name: 'Equatorial Atlantic (St Paul Rocks)',
    rects: [[-40, -2, -18, 12]],
    density: 3,
    densityBasis: 'Southbound ships cross the Line near 25-30W; Alabama and Florida cruised on this crossing (1863). Design choice: 3.',
  },
  { id: 'D14', name: 'Gulf of Guinea (offshore)', rects: [[-18, -6, -4, 2]], density: 1, densityBasis: D_THIN },
  {
    id: 'D15',
    name: 'Brazil Basin',
    rects: [[-30, -18, -17, -2]],
    density: 3,
    densityBasis: 'The southbound Cape lanes after crossing the Line. Design choice: 3.',
  },
  { id: 'D16', name: 'Angola Basin', rects: [[-4, -28, 5, -5]], density: 1, densityBasis: D_THIN },
  {
    id: 'D17',
    name: 'South Atlantic (Trindade)',
    rects: [[-36, -30, -17, -18]],
    density: 3,
    densityBasis: 'Southbound lane past Trindade, where Georgia called (1863). Design choice: 3.',
  },
  {
    id: 'D18',
    name: 'South Atlantic (south of St Helena)',
    rects: [[-17, -30, -3, -19]],
    density: 2,
    densityBasis: 'Homeward lane from the Cape to St Helena. Design choice: 2.',
  },
  { id: 'D19', name: 'Off the River Plate', rects: [[-48, -44, -30, -29]], density: 2, densityBasis: 'Cape Horn lane. Design choice: 2.' },
  {
    id: 'D20',
    name: 'South Atlantic (Tristan da Cunha)',
    rects: [[-30, -45, -3, -30]],
    density: 2,
    densityBasis: 'Outward East Indiamen run their easting down past Tristan. Design choice: 2.',
  },
  { id: 'D21', name: 'Cape Basin', rects: [[-3, -45, 10, -28]], density: 2, densityBasis: 'Approaches to the Cape from the west. Design choice: 2.' },
  { id: 'D22', name: 'Scotia Sea (South Georgia)', rects: [[-55, -60, -30, -44]], density: 1, densityBasis: D_SOUTH },
  { id: 'D23', name: 'Southern Atlantic', rects: [[-30, -60, 0, -45]], density: 0, densityBasis: D_SOUTH },
  { id: 'D24', name: 'South of the Cape', rects: [[0, -60, 34, -40]], density: 1, densityBasis: D_SOUTH },

  // ==== Deep water: Indian Ocean and western Pacific (D25-D41) =================================
  { id: 'D25', name: 'South of Madagascar', rects: [[34, -45, 50, -28]], density: 1, densityBasis: D_THIN },
  { id: 'D26', name: 'South-west Indian Ocean', rects: [[50, -45, 70, -30]], density: 1, densityBasis: D_THIN },
  { id: 'D27', name: 'Central Indian Ocean (Rodrigues)', rects: [[62, -30, 80, -12]], density: 1, densityBasis: D_THIN },
  { id: 'D28', name: 'Chagos Archipelago', rects: [[56, -12, 77, 5]], density: 1, densityBasis: D_THIN },
  { id: 'D29', name: 'Equatorial Indian Ocean', rects: [[77, -12, 95, 2]], density: 1, densityBasis: D_THIN },
  {
    id: 'D30',
    name: 'Cocos Islands',
    rects: [[80, -30, 100, -12]],
    density: 2,
    densityBasis: "The lane from the Cape to the Sunda Strait turns north here; Alabama's track (Oct 1863). Design choice: 2.",
  },
  {
    id: 'D31',
    name: 'Off North-West Cape',
    rects: [
      [100, -33, 105, -12],
      [105, -18, 117, -12],
    ],
    density: 2,
    densityBasis: 'Approach to the Sunda Strait from the south. Design choice: 2.',
  },
  {
    id: 'D32',
    name: 'South Indian Ocean (St Paul)',
    rects: [[70, -45, 100, -30]],
    density: 2,
    densityBasis: 'Ships bound for the East Indies run their easting along 35-40S. Design choice: 2.',
  },
  { id: 'D33', name: 'Off Cape Leeuwin', rects: [[100, -45, 120, -33]], density: 1, densityBasis: D_THIN },
  { id: 'D34', name: 'South of Australia', rects: [[120, -50, 140, -40]], density: 1, densityBasis: 'The great-circle route to Melbourne. Design choice: 1.' },
  { id: 'D35', name: 'Crozet', rects: [[34, -60, 60, -45]], density: 1, densityBasis: D_SOUTH },
  { id: 'D36', name: 'Kerguelen', rects: [[60, -60, 90, -45]], density: 1, densityBasis: D_SOUTH },
  { id: 'D37', name: 'Southern Indian Ocean', rects: [[90, -60, 120, -45]], density: 0, densityBasis: D_SOUTH },
  {
    id: 'D38',
    name: 'South of Tasmania',
    rects: [
      [120, -60, 160, -50],
      [140, -50, 160, -45],
    ],
    density: 0,
    densityBasis: 'On the east map edge (4.22). ' + D_SOUTH,
  },
  {
    id: 'D39',
    name: 'Philippine Sea',
    rects: [
      [130, 1, 136, 19],
      [124, 19, 141, 30],
    ],
    density: 1,
    densityBasis: D_THIN,
  },
  { id: 'D40', name: 'East of the Marianas', rects: [[141, 22, 160, 30]], density: 1, densityBasis: 'On the east map edge (4.22). ' + D_THIN },
  {
    id: 'D41',
    name: 'East of Japan',
    rects: [[143, 30, 160, 40]],
    density: 1,
    densityBasis: 'Western part of the Japan whaling ground; on the east map edge (4.22). Design choice: 1.',
  },

  // ==== Deep water: Pacific (D42-D80) ==========================================================
  // Numbered in columns: north up the American side, south through the central Pacific, and so
  // on westward to the west map edge. D58, D68 and D76 keep the ids the rules and scenarios use.
  {
    id: 'D42',
    name: 'Drake Passage approaches',
    rects: [[-110, -60, -84, -45]],
    density: 1,
    pacific: true,
    densityBasis: 'Ships westbound round the Horn stand off to the south-west. ' + D_SOUTH,
  },
  {
    id: 'D43',
    name: 'Off southern Chile',
    rects: [[-105, -45, -82, -26]],
    density: 1,
    pacific: true,
    densityBasis: 'Cape Horn traffic making its northing. Design choice: 1.',
  },
  { id: 'D44', name: 'Easter Island', rects: [[-120, -45, -105, -24]], density: 0, pacific: true, densityBasis: D_NONE },
  { id: 'D45', name: 'Sala y Gomez', rects: [[-120, -24, -105, -8]], density: 1, pacific: true, densityBasis: D_THIN },
  {
    id: 'D46',
    name: 'Off Peru',
    rects: [[-105, -26, -86, -8]],
    density: 2,
    pacific: true,
    densityBasis: 'The Cape Horn-San Francisco lane runs north-west through here. Design choice: 2.',
  },
  {
    id: 'D47',
    name: 'Galapagos offshore ground',
    rects: [[-115, -8, -86, 3]],
    density: 2,
    pacific: true,
    densityBasis: 'Offshore sperm-whale ground and the Horn-San Francisco lane. Design choice: 2.',
  },
  {
    id: 'D68',
    name: 'Off Mexico and Central America',
    rects: [
      [-112, 3, -84, 14],
      [-112, 14, -108, 22],
    ],
    density: 3,
    pacific: true,
    densityBasis: "Panama-San Francisco gold steamers; Lancaster's station (13.13). Design choice: 3.",
  },
  {
    id: 'D48',
    name: 'Revillagigedo Islands',
    rects: [[-125, 3, -112, 22]],
    density: 2,
    pacific: true,
    densityBasis: 'Horn-San Francisco lane, west of the steamer route. Design choice: 2.',
  },
  {
    id: 'D49',
    name: 'Off Baja California (offshore)',
    rects: [
      [-140, 17, -125, 30],
      [-136, 15, -125, 17],
    ],
    density: 2,
    pacific: true,
    densityBasis: 'Final leg of the Horn-San Francisco lane. Design choice: 2.',
  },
  {
    id: 'D50',
    name: 'Off California',
    rects: [[-140, 30, -125, 44]],
    density: 3,
    pacific: true,
    densityBasis: 'Cape Horn clippers make their landfall on San Francisco from the south-west; the China and Hawaii trades leave it. Design choice: 3.',
  },
  {
    id: 'D51',
    name: 'Gulf of Alaska (offshore)',
    rects: [
      [-165, 44, -136, 54],
      [-136, 44, -131, 46.5],
    ],
    density: 1,
    pacific: true,
    densityBasis: 'Offshore part of the Kodiak right-whale ground. Design choice: 1.',
  },
  {
    id: 'D52',
    name: 'North Pacific (San Francisco-China lane)',
    rects: [[-165, 30, -140, 44]],
    density: 2,
    pacific: true,
    densityBasis: 'Great-circle lane from San Francisco to Japan and China. Design choice: 2.',
  },
  {
    id: 'D53',
    name: 'North of Hawaii',
    rects: [
      [-162, 24, -140, 30],
      [-153, 17, -140, 24],
    ],
    density: 2,
    pacific: true,
    densityBasis: 'San Francisco-Honolulu lane. Design choice: 2.',
  },
  { id: 'D54', name: 'South-east of Hawaii', rects: [[-148, 7, -136, 17]], density: 1, pacific: true, densityBasis: D_THIN },
  {
    id: 'D55',
    name: 'Equatorial Pacific (east)',
    rects: [
      [-136, -8, -115, 3],
      [-136, 3, -125, 15],
    ],
    density: 2,
    pacific: true,
    densityBasis: 'The Horn-San Francisco lane crosses the Line near 115-125W. Design choice: 2.',
  },
  { id: 'D56', name: 'East of the Tuamotus', rects: [[-136, -24, -120, -8]], density: 1, pacific: true, densityBasis: D_THIN },
  { id: 'D57', name: 'Pitcairn', rects: [[-136, -45, -120, -24]], density: 0, pacific: true, densityBasis: D_NONE },
  { id: 'D59', name: 'South-east Pacific (southern)', rects: [[-140, -60, -110, -45]], density: 0, pacific: true, densityBasis: D_SOUTH },
  { id: 'D60', name: 'Southern Ocean (east-central Pacific)', rects: [[-156, -60, -140, -45]], density: 0, pacific: true, densityBasis: D_SOUTH },
  { id: 'D61', name: 'Austral Islands', rects: [[-154, -45, -136, -24]], density: 0, pacific: true, densityBasis: D_NONE },
  {
    id: 'D62',
    name: 'Equatorial Pacific (central)',
    rects: [[-153, -12, -136, 7]],
    density: 1,
    pacific: true,
    densityBasis: 'Sperm whalers "on the Line". Design choice: 1.',
  },
  {
    id: 'D63',
    name: 'South of Hawaii',
    rects: [[-162, 7, -148, 17]],
    density: 2,
    pacific: true,
    densityBasis: 'Whalers and traders bound to Honolulu from the south. Design choice: 2.',
  },
  {
    id: 'D64',
    name: 'Aleutian approaches (east)',
    rects: [[-182, 44, -165, 50]],
    density: 1,
    pacific: true,
    densityBasis: 'Whalers bound for the Bering Sea through the Aleutian passes. Design choice: 1.',
  },
  {
    id: 'D65',
    name: 'North of Midway',
    rects: [[-180, 30, -165, 44]],
    density: 1,
    pacific: true,
    densityBasis: 'Eastern edge of the Japan whaling ground. Design choice: 1.',
  },
  {
    id: 'D58',
    name: 'Japan whaling ground',
    rects: [[-200, 30, -180, 44]],
    density: 1,
    pacific: true,
    whaling: true,
    densityBasis:
      'The Japan sperm-whale ground north-west of Hawaii; the whaling counter supplies the first raid (5.31); on the west map edge (4.22). Design choice: 1.',
  },
  { id: 'D66', name: 'Midway and the Hawaiian chain', rects: [[-180, 22, -162, 30]], density: 1, pacific: true, densityBasis: D_THIN },
  { id: 'D67', name: 'Johnston Atoll', rects: [[-186, 13, -162, 22]], density: 1, pacific: true, densityBasis: D_THIN },
  { id: 'D69', name: 'Equatorial North Pacific', rects: [[-186, 4, -162, 13]], density: 1, pacific: true, densityBasis: D_THIN },
  { id: 'D70', name: 'Northern Cook Islands', rects: [[-167, -15, -153, -6]], density: 1, pacific: true, densityBasis: D_THIN },
  {
    id: 'D71',
    name: 'Tokelau',
    rects: [
      [-180, -15, -167, -6],
      [-168, -6, -163, 4],
    ],
    density: 0,
    pacific: true,
    densityBasis: D_NONE,
  },
  {
    id: 'D72',
    name: 'Niue',
    rects: [
      [-172, -45, -154, -24],
      [-172, -24, -167, -15],
    ],
    density: 0,
    pacific: true,
    densityBasis: D_NONE,
  },
  { id: 'D73', name: 'Southern Ocean (west-central Pacific)', rects: [[-172, -60, -156, -45]], density: 0, pacific: true, densityBasis: D_SOUTH },
  {
    id: 'D74',
    name: 'South of New Zealand',
    rects: [[-200, -60, -172, -50]],
    density: 0,
    pacific: true,
    densityBasis: 'On the west map edge (4.22). ' + D_SOUTH,
  },
  { id: 'D75', name: 'Chatham Islands', rects: [[-180, -50, -172, -33]], density: 0, pacific: true, densityBasis: D_NONE },
  {
    id: 'D77',
    name: 'Norfolk Island and the Kermadecs',
    rects: [
      [-190, -33, -172, -24],
      [-188, -24, -178, -22],
    ],
    density: 0,
    pacific: true,
    densityBasis: D_NONE,
  },
  {
    id: 'D78',
    name: 'Tasman Sea',
    rects: [[-200, -41, -190, -24]],
    density: 1,
    pacific: true,
    densityBasis: 'Sydney-New Zealand traffic; on the west map edge (4.22). Design choice: 1.',
  },
  {
    id: 'D76',
    name: 'Nauru and Ocean Island',
    rects: [[-200, -8, -188, 4]],
    density: 0,
    pacific: true,
    densityBasis: 'On the west map edge, adjacent to C39 across it (4.22). ' + D_NONE,
  },
  { id: 'D79', name: 'Wake and Marcus', rects: [[-200, 22, -180, 30]], density: 0, pacific: true, densityBasis: 'On the west map edge (4.22). ' + D_NONE },
  {
    id: 'D80',
    name: 'Aleutian approaches (west)',
    rects: [
      [-200, 44, -182, 50],
      [-200, 50, -188, 52],
    ],
    density: 1,
    pacific: true,
    densityBasis: 'Whalers bound for the Bering Sea and the Okhotsk; on the west map edge (4.22). Design choice: 1.',
  },
];

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

function main(): void {
  const checkOnly = process.argv.includes('--check');
  const t0 = Date.now();
  const r = buildMap();
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  for (const n of r.notes) if (process.argv.includes('--notes')) console.log(`note: ${n}`);
  for (const w of r.warnings) console.warn(`warning: ${w}`);
  for (const e of r.errors) console.error(`error: ${e}`);
  const a = r.file.areas;
  console.log(
    `${a.length} areas (${a.filter((x) => x.id[0] === 'C').length} C, ${a.filter((x) => x.id[0] === 'D').length} D), ` +
      `${a.reduce((s, x) => s + x.ports.length, 0)} ports, ${r.errors.length} errors, ${r.warnings.length} warnings, ${Date.now() - t0} ms`,
  );
  if (!checkOnly && (r.errors.length === 0 || process.argv.includes('--force'))) {
    mkdirSync(resolve(root, 'assets/map'), { recursive: true });
    writeFileSync(resolve(root, 'assets/map/areas.json'), formatJson(r.file) + '\n');
    console.log('wrote assets/map/areas.json');
  }
  if (r.errors.length) process.exitCode = 1;
}

/** Objects one key per line; arrays of numbers, strings or coordinate pairs on one line, so diffs stay readable. */
export function formatJson(value: unknown, indent = ''): string {
  const flat = (v: unknown): boolean => v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object'));
  if (Array.isArray(value)) {
    if (value.every(flat))
      return `[${value.map((v) => (Array.isArray(v) ? `[${v.map((x) => JSON.stringify(x)).join(', ')}]` : JSON.stringify(v))).join(', ')}]`;
    const inner = indent + '  ';
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const inner = indent + '  ';
    const entries = Object.entries(value as Record<string, unknown>);
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
