// npm run map:preview
// Draws assets/map/areas.json over Natural Earth land in the map's Robinson projection
// (central meridian 20W, 2.1) and writes out/map-preview.svg and out/map-preview.png, plus
// zoomed crops out/map-preview-<region>.png for checking the small areas.
// Each area shows "id/density" (2.11), its ports' nation codes (2.12), a W for a whaling
// area (2.25), and on the map edges the areas across the edge (2.13, 4.22).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoGraticule, geoPath, type GeoProjection } from 'd3-geo';
import { geoRobinson } from 'd3-geo-projection';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { Resvg } from '@resvg/resvg-js';
import type { Area, MapFile } from '../src/data/schema/map';
import { MAP_CENTRAL_MERIDIAN, MAP_EAST_EDGE, MAP_WEST_EDGE } from '../src/data/schema/map';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const map = JSON.parse(readFileSync(resolve(root, 'assets/map/areas.json'), 'utf8')) as MapFile;
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology<{ land: GeometryCollection }>;
const land = feature(topo, topo.objects.land);

const WIDTH = 4200;
const MARGIN = 190; // room outside the map for the edge links
const projection: GeoProjection = geoRobinson().rotate([-MAP_CENTRAL_MERIDIAN, 0]).precision(0.1);
projection.fitWidth(WIDTH - 2 * MARGIN, { type: 'Sphere' });
const [tx, ty] = projection.translate();
projection.translate([tx + MARGIN, ty + 40]);
const path = geoPath(projection);
const sphereBounds = path.bounds({ type: 'Sphere' });
const HEIGHT = Math.ceil(sphereBounds[1][1] + 60);

/** Keep points off the projection's cut meridian (the map edge itself). */
function inset(lon: number): number {
  return Math.min(MAP_EAST_EDGE - 1e-3, Math.max(MAP_WEST_EDGE + 1e-3, lon));
}

/** Densify a ring so edges follow parallels and meridians (the grid the outlines are drawn on). */
function densify(ring: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!,
      [x2, y2] = ring[(i + 1) % ring.length]!;
    const n = Math.max(1, Math.ceil(Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1)) / 0.5));
    for (let k = 0; k < n; k++) out.push([inset(x1 + ((x2 - x1) * k) / n), y1 + ((y2 - y1) * k) / n]);
  }
  out.push(out[0]!);
  return out;
}

/** Boundary pieces two outlines share (axis-parallel edges that overlap). */
function sharedSegments(p: readonly (readonly [number, number])[], q: readonly (readonly [number, number])[]): [number, number][][] {
  const out: [number, number][][] = [];
  const edges = (r: readonly (readonly [number, number])[]) => r.map((a, i) => [a, r[(i + 1) % r.length]!] as const);
  for (const [a1, a2] of edges(p))
    for (const [b1, b2] of edges(q)) {
      if (a1[0] === a2[0] && b1[0] === b2[0] && a1[0] === b1[0]) {
        const lo = Math.max(Math.min(a1[1], a2[1]), Math.min(b1[1], b2[1])),
          hi = Math.min(Math.max(a1[1], a2[1]), Math.max(b1[1], b2[1]));
        if (hi > lo)
          out.push([
            [a1[0], lo],
            [a1[0], hi],
          ]);
      } else if (a1[1] === a2[1] && b1[1] === b2[1] && a1[1] === b1[1]) {
        const lo = Math.max(Math.min(a1[0], a2[0]), Math.min(b1[0], b2[0])),
          hi = Math.min(Math.max(a1[0], a2[0]), Math.max(b1[0], b2[0]));
        if (hi > lo)
          out.push([
            [lo, a1[1]],
            [hi, a1[1]],
          ]);
      }
    }
  return out;
}

function densifyLine(seg: [number, number][]): [number, number][] {
  const [x1, y1] = seg[0]!,
    [x2, y2] = seg[1]!;
  const n = Math.max(1, Math.ceil(Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1)) / 0.5));
  return Array.from({ length: n + 1 }, (_, k) => [inset(x1 + ((x2 - x1) * k) / n), y1 + ((y2 - y1) * k) / n] as [number, number]);
}

function areaGeo(a: Area): GeoJSON.Polygon {
  return { type: 'Polygon', coordinates: [densify(a.polygon)] };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fmt = (n: number) => n.toFixed(1);

function fillFor(a: Area): string {
  if (a.id.startsWith('D')) return a.pacific ? '#9fc3e6' : '#a9c9ea';
  const palette = ['#c9e6f5', '#d8eefa', '#bfe0f2', '#e1f2fb'];
  return palette[Number(a.id.slice(1)) % palette.length]!;
}

function render(): string {
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`);
  parts.push(`<path d="${path({ type: 'Sphere' })}" fill="#e8f0f8" stroke="#333" stroke-width="2"/>`);
  // Areas
  for (const a of map.areas) {
    parts.push(`<path d="${path(areaGeo(a))}" fill="${fillFor(a)}" stroke="none"/>`);
  }
  parts.push(`<path d="${path(geoGraticule().step([10, 10])())}" fill="none" stroke="#7f9fbf" stroke-width="0.5" stroke-opacity="0.5"/>`);
  // Outlines, then land on top (coastal areas run inland; only their sea part matters).
  for (const a of map.areas) {
    parts.push(
      `<path d="${path(areaGeo(a))}" fill="none" stroke="${a.id.startsWith('C') ? '#1c3f66' : '#3f6d99'}" stroke-width="${a.id.startsWith('C') ? 1.6 : 1.3}" stroke-opacity="0.9"/>`,
    );
  }
  parts.push(`<path d="${path(land)}" fill="#d9cfb4" fill-opacity="0.93" stroke="#8c7b55" stroke-width="0.7"/>`);
  // The Pacific of 11.2 (west of the Americas and of C43's western edge, east of the west map edge).
  const pacific = map.areas.filter((a) => a.pacific);
  for (const a of pacific) {
    const others = new Set(a.neighbours.filter((n) => !pacific.some((p) => p.id === n)));
    if (others.size === 0) continue;
    for (const n of others) {
      const b = map.areas.find((x) => x.id === n)!;
      const seg = sharedSegments(a.polygon, b.polygon);
      for (const s of seg)
        parts.push(
          `<path d="${path({ type: 'LineString', coordinates: densifyLine(s) })}" fill="none" stroke="#c0392b" stroke-width="3" stroke-dasharray="10 6"/>`,
        );
    }
  }
  // Labels
  for (const a of map.areas) {
    const p = projection([a.label[0], a.label[1]]);
    if (!p) continue;
    const [x, y] = p;
    const size = a.id.startsWith('C') ? 17 : 18;
    parts.push(
      `<text x="${fmt(x)}" y="${fmt(y)}" font-size="${size}" font-weight="bold" text-anchor="middle" fill="${a.id.startsWith('C') ? '#0b2545' : '#123c69'}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${esc(`${a.id}/${a.density}`)}</text>`,
    );
    let line = y + size + 1;
    if (a.whaling) {
      parts.push(
        `<rect x="${fmt(x + 34)}" y="${fmt(y - 16)}" width="17" height="18" fill="#fff" stroke="#000" stroke-width="1.2"/><text x="${fmt(x + 42.5)}" y="${fmt(y - 1)}" font-size="15" font-weight="bold" text-anchor="middle">W</text>`,
      );
    }
    if (a.ports.length) {
      const codes = a.ports.map((p) => (p.nation.length > 1 && p.nation.length > 3 ? p.nation.slice(0, 3) : p.nation));
      const txt = codes.join(' ');
      parts.push(
        `<rect x="${fmt(x - 6 - txt.length * 4.6)}" y="${fmt(line - 13)}" width="${fmt(txt.length * 9.2 + 12)}" height="17" rx="3" fill="#fff3f0" stroke="#b3261e" stroke-width="1"/>`,
      );
      parts.push(`<text x="${fmt(x)}" y="${fmt(line)}" font-size="14" text-anchor="middle" fill="#b3261e">${esc(txt)}</text>`);
      line += 18;
    }
  }
  // Edge links (4.22): for each edge area, a mark at the middle of its stretch of edge naming the areas across.
  for (const a of map.areas) {
    if (!a.edge) continue;
    const lon = a.edge === 'west' ? MAP_WEST_EDGE : MAP_EAST_EDGE;
    const lats = a.polygon.filter(([x]) => Math.abs(x - lon) < 1e-6).map(([, y]) => y);
    if (lats.length < 2) continue;
    const lo = Math.min(...lats),
      hi = Math.max(...lats);
    const mid = (lo + hi) / 2;
    const p = projection([inset(lon), mid]);
    const p0 = projection([inset(lon), lo]),
      p1 = projection([inset(lon), hi]);
    if (!p || !p0 || !p1) continue;
    const dir = a.edge === 'west' ? -1 : 1;
    parts.push(
      `<line x1="${fmt(p0[0] + dir * 6)}" y1="${fmt(p0[1])}" x2="${fmt(p1[0] + dir * 6)}" y2="${fmt(p1[1])}" stroke="${a.id.startsWith('C') ? '#1c3f66' : '#3f6d99'}" stroke-width="4"/>`,
    );
    const arrow = a.edge === 'west' ? '\u2190' : '\u2192';
    const text = a.edge === 'west' ? `${a.wrap.join(' ')} ${arrow} ${a.id}` : `${a.id} ${arrow} ${a.wrap.join(' ')}`;
    parts.push(
      `<text x="${fmt(p[0] + dir * 14)}" y="${fmt(p[1] + 5)}" font-size="15" text-anchor="${a.edge === 'west' ? 'end' : 'start'}" fill="#222">${esc(text)}</text>`,
    );
  }
  // Legend
  const ports = map.areas.reduce((s, a) => s + a.ports.length, 0);
  parts.push(
    `<text x="${MARGIN}" y="30" font-size="26" font-weight="bold">Sea Devils: Movement Areas (id/density), ports (nation codes), W = whaling, red dashes = limit of the Pacific (11.2)</text>`,
  );
  parts.push(
    `<text x="${MARGIN}" y="${HEIGHT - 18}" font-size="18">${map.areas.length} areas (${map.areas.filter((a) => a.id[0] === 'C').length} coastal, ${map.areas.filter((a) => a.id[0] === 'D').length} deep), ${ports} ports. Robinson, central meridian 20W; both edges at 160E, linked as shown (4.22). Land: Natural Earth 1:50m.</text>`,
  );
  parts.push('</svg>');
  return parts.join('\n');
}

const svg = render();
mkdirSync(resolve(root, 'out'), { recursive: true });
writeFileSync(resolve(root, 'out/map-preview.svg'), svg);
const fonts = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
writeFileSync(resolve(root, 'out/map-preview.png'), new Resvg(svg, { font: fonts, fitTo: { mode: 'width', value: 2400 } }).render().asPng());
console.log('wrote out/map-preview.svg and out/map-preview.png');

// Zoomed crops: [name, west, south, east, north] in map lon/lat.
const crops: [string, number, number, number, number][] = [
  ['europe', -35, 30, 12, 66],
  ['north-atlantic', -100, 0, -20, 60],
  ['caribbean', -100, 5, -55, 35],
  ['south-atlantic', -80, -62, 40, 10],
  ['indian', 20, -62, 125, 30],
  ['east-asia', 95, -50, 160, 66],
  ['north-pacific', -200, 0, -100, 72],
  ['south-pacific', -200, -62, -60, 10],
];
for (const [name, w, s, e, n] of crops) {
  const pts: [number, number][] = [];
  for (let i = 0; i <= 20; i++)
    for (let j = 0; j <= 20; j++) {
      const p = projection([inset(w + ((e - w) * i) / 20), s + ((n - s) * j) / 20]);
      if (p) pts.push(p);
    }
  const x0 = Math.min(...pts.map((p) => p[0])) - (w <= MAP_WEST_EDGE ? MARGIN : 10),
    x1 = Math.max(...pts.map((p) => p[0])) + (e >= MAP_EAST_EDGE ? MARGIN : 10);
  const y0 = Math.min(...pts.map((p) => p[1])) - 10,
    y1 = Math.max(...pts.map((p) => p[1])) + 10;
  const crop = svg.replace(
    /<svg ([^>]*)width="\d+" height="\d+" viewBox="[^"]*"/,
    `<svg $1width="${Math.round(x1 - x0)}" height="${Math.round(y1 - y0)}" viewBox="${fmt(x0)} ${fmt(y0)} ${fmt(x1 - x0)} ${fmt(y1 - y0)}"`,
  );
  writeFileSync(resolve(root, `out/map-preview-${name}.png`), new Resvg(crop, { font: fonts, fitTo: { mode: 'width', value: 2000 } }).render().asPng());
  console.log(`wrote out/map-preview-${name}.png`);
}
