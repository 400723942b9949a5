// The world-ocean map (2.1): assets/map/areas.json, built by scripts/build-map.ts. These tests
// hold the reconstruction to what the rules fix (ids, flags, edges, ports) and to geography
// (labels in the right sea, outlines that tile, coastal vs deep against Natural Earth land).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAP_EAST_EDGE, MAP_WEST_EDGE, MapFile, type Area } from '../../src/data/schema/map';
import { landInRing, landRaster, pointInRing } from '../../scripts/build-map';

const map = MapFile.parse(JSON.parse(readFileSync(new URL('../../assets/map/areas.json', import.meta.url), 'utf8')));
const areas = map.areas;
const byId = new Map(areas.map((a) => [a.id, a]));
const area = (id: string): Area => {
  const a = byId.get(id);
  if (!a) throw new Error(`no area ${id}`);
  return a;
};
const ids = (pred: (a: Area) => boolean) =>
  areas
    .filter(pred)
    .map((a) => a.id)
    .sort();

type Ring = readonly (readonly [number, number])[];
const edgesOf = (r: Ring) => r.map((p, i) => [p, r[(i + 1) % r.length]!] as const);
/** Length (degrees) of boundary two axis-parallel outlines share. */
function sharedLength(p: Ring, q: Ring): number {
  const overlap = (a1: number, a2: number, b1: number, b2: number) =>
    Math.max(0, Math.min(Math.max(a1, a2), Math.max(b1, b2)) - Math.max(Math.min(a1, a2), Math.min(b1, b2)));
  let len = 0;
  for (const [[ax1, ay1], [ax2, ay2]] of edgesOf(p))
    for (const [[bx1, by1], [bx2, by2]] of edgesOf(q)) {
      if (ax1 === ax2 && bx1 === bx2 && ax1 === bx1) len += overlap(ay1, ay2, by1, by2);
      else if (ay1 === ay2 && by1 === by2 && ay1 === by1) len += overlap(ax1, ax2, bx1, bx2);
    }
  return len;
}
/** Latitude span of an outline along a map edge. */
function edgeSpan(a: Area, lon: number): [number, number] | null {
  const lats = a.polygon.filter(([x]) => x === lon).map(([, y]) => y);
  return lats.length >= 2 ? [Math.min(...lats), Math.max(...lats)] : null;
}

// Where each area the rules and scenarios name must lie (facts file section 2): a box for its label.
const NAMED: Record<string, { box: [number, number, number, number]; what: string }> = {
  C2: { box: [-12, 48, 2, 56], what: 'England: Channel and British Isles' },
  C5: { box: [-10, 43, 3, 51], what: 'France: Biscay and Channel coast' },
  C7: { box: [-15, 36, -1, 45], what: 'Spain and Portugal, Atlantic coast' },
  C8: { box: [-12, 34, -3, 37.5], what: 'Gibraltar and Cadiz' },
  C9: { box: [-77, 36, -66, 45], what: 'U.S. East Coast' },
  C10: { box: [-87, 20, -70, 28], what: 'Bahamas and Florida Straits' },
  C12: { box: [-70, 10, -55, 21], what: 'West Indies' },
  C13: { box: [-72, 29, -60, 36], what: 'around Bermuda' },
  C14: { box: [-82, 28, -74, 37], what: 'Confederate Atlantic coast' },
  C15: { box: [-98, 24, -81, 31], what: 'Confederate Gulf coast' },
  C16: { box: [-84, 8, -70, 21], what: 'Caribbean end of the steamer route' },
  C18: { box: [-50, -10, -28, 5], what: 'Brazil bulge, Fernando de Noronha' },
  C39: { box: [130, 0, 160, 22], what: 'Carolines and Marianas, east edge' },
  C40: { box: [-45, -20, -30, -8], what: 'Brazil: Bahia' },
  C43: { box: [-75, -60, -55, -50], what: 'Cape Horn' },
  C44: { box: [-85, -60, -70, -40], what: 'southern Chile' },
  C45: { box: [-82, -40, -69, -10], what: 'Pacific coast of South America' },
  C48: { box: [-85, 2, -76, 10], what: 'Bay of Panama' },
  C50: { box: [-108, 13, -92, 20], what: 'Mexico: Acapulco' },
  C52: { box: [-125, 22, -110, 34], what: 'Baja California' },
  C54: { box: [-130, 36, -120, 40], what: 'San Francisco' },
  C57: { box: [-160, 54, -128, 61], what: 'Gulf of Alaska and Kodiak' },
  C60: { box: [-190, 55, -155, 68], what: 'Bering Sea' },
  C66: { box: [-162, 17, -153, 24], what: 'Hawaii' },
  C86: { box: [-200, 4, -185, 22], what: 'Marshall Islands, west edge' },
  D7: { box: [-65, 24, -40, 40], what: 'deep North Atlantic' },
  D58: { box: [-200, 28, -165, 46], what: 'North Pacific whaling ground, west side' },
  D68: { box: [-125, 3, -84, 22], what: 'deep Pacific off Mexico and Central America' },
  D76: { box: [-200, -10, -185, 5], what: 'deep Pacific on the west edge' },
};

describe('Movement Areas (2.1, 2.11)', () => {
  it('the map holds 120-180 areas, each a C (coastal) or D (deep) id, none twice (2.11)', () => {
    expect(areas.length).toBeGreaterThanOrEqual(120);
    expect(areas.length).toBeLessThanOrEqual(180);
    expect(new Set(areas.map((a) => a.id)).size).toBe(areas.length);
    for (const a of areas) expect(a.id).toMatch(/^[CD]\d+$/);
  });

  it.each(Object.entries(NAMED))('%s, named by the rules or scenarios, lies in its sea (facts 2)', (id, { box, what }) => {
    const a = area(id);
    const [w, s, e, n] = box;
    expect(a.label[0], `${id} (${what}) label lon`).toBeGreaterThanOrEqual(w);
    expect(a.label[0], `${id} (${what}) label lon`).toBeLessThanOrEqual(e);
    expect(a.label[1], `${id} (${what}) label lat`).toBeGreaterThanOrEqual(s);
    expect(a.label[1], `${id} (${what}) label lat`).toBeLessThanOrEqual(n);
    expect(a.id[0]).toBe(id[0]);
  });

  it('densities are Raid Table columns 0-6, highest on the U.S. East Coast (2.11, 5.11)', () => {
    for (const a of areas) {
      expect(a.density).toBeGreaterThanOrEqual(0);
      expect(a.density).toBeLessThanOrEqual(6);
      expect(a.densityBasis.length).toBeGreaterThan(10);
    }
    expect(area('C9').density).toBe(6);
    expect(Math.max(...areas.filter((a) => a.id !== 'C9').map((a) => a.density))).toBeLessThan(6);
  });
});

describe('areas the rules single out', () => {
  it('Europe is C2, C5, C7 and C8 (6.3, 10.31)', () => expect(ids((a) => a.europe)).toEqual(['C2', 'C5', 'C7', 'C8']));
  it('no port refuge in C9 and C54 (4.42)', () => expect(ids((a) => a.noPortRefuge)).toEqual(['C54', 'C9']));
  it('entering C9 alone triggers the East Coast Emergency Search (6.4)', () => expect(ids((a) => a.eces)).toEqual(['C9']));
  it('the CSE box searches C9, C14 and C16 (11.11)', () => expect(ids((a) => a.cse)).toEqual(['C14', 'C16', 'C9']));

  it('exactly five whaling areas, including C57, C60 and D58 of the late scenarios (2.25, 13.44, 13.54)', () => {
    const w = ids((a) => a.whaling);
    expect(w).toHaveLength(5);
    expect(w).toEqual(expect.arrayContaining(['C57', 'C60', 'D58']));
  });

  it("the Pacific runs from the west map edge to the Americas and C43's western edge (11.2)", () => {
    for (const id of ['C44', 'C45', 'C48', 'C50', 'C52', 'C54', 'C57', 'C60', 'C66', 'D58', 'D68', 'C86', 'D76']) expect(area(id).pacific, id).toBe(true);
    for (const id of ['C43', 'C39', 'C9', 'C16', 'C2']) expect(area(id).pacific, id).toBe(false);
    // The only way out of the Pacific on the map is C44-C43; across the edge, Pacific areas meet
    // only the western Pacific of the east edge, which is outside 11.2's Pacific.
    for (const a of areas.filter((x) => x.pacific)) {
      expect(a.edge, a.id).not.toBe('east');
      for (const n of a.neighbours) if (!area(n).pacific) expect([a.id, n], 'leaves the Pacific').toEqual(['C44', 'C43']);
      for (const n of a.wrap) expect(area(n).pacific, `${a.id}-${n}`).toBe(false);
    }
  });
});

describe('ports (2.12, 4.4, 9.3)', () => {
  const ports = areas.flatMap((a) => a.ports.map((p) => ({ ...p, area: a.id })));

  it('ports lie only in coastal areas (2.12)', () => {
    for (const a of areas) if (a.id.startsWith('D')) expect(a.ports, a.id).toEqual([]);
  });

  it('Confederate ports are in C14 and C15 only, usable for coal, commission, repair and refit (4.41, 10.51, 11.31)', () => {
    const csa = ports.filter((p) => p.nation === 'CSA');
    expect(csa.map((p) => p.area).sort()).toEqual(['C14', 'C15']);
    for (const p of csa) {
      expect(p.uses).toEqual(expect.arrayContaining(['coal', 'commission', 'repair', 'refit']));
      expect(p.cpl).toBeNull();
    }
    expect(csa.find((p) => p.area === 'C14')!.uses).toContain('arrival');
  });

  it('Federal ports are in C9 and C54 and never serve the Confederate (4.42)', () => {
    const usa = ports.filter((p) => p.nation === 'USA');
    expect(usa.map((p) => p.area).sort()).toEqual(['C54', 'C9']);
    for (const p of usa) expect(p.uses).toEqual([]);
  });

  it("England's ports are in C2 and France's in C5, under their own CPLs (9.11, 9.32-9.37, 10.5)", () => {
    for (const p of ports.filter((x) => x.nation === 'England')) {
      expect(p.area).toBe('C2');
      expect(p.cpl).toBeNull();
    }
    for (const p of ports.filter((x) => x.nation === 'France')) {
      expect(p.area).toBe('C5');
      expect(p.cpl).toBeNull();
    }
    for (const id of ['C2', 'C5']) expect(area(id).ports[0]!.uses).toEqual(['coal', 'commission', 'repair', 'refit', 'arrival']);
  });

  it('Gibraltar (English) and Cadiz (Spanish) share C8 (facts 2)', () => {
    expect(
      area('C8')
        .ports.map((p) => p.nation)
        .sort(),
    ).toEqual(['E', 'Spain']);
  });

  it('every neutral coal port needs a World CPL and serves coal and commissioning (9.31, 10.51)', () => {
    for (const p of ports.filter((x) => !['England', 'France', 'CSA', 'USA'].includes(x.nation))) {
      expect(p.cpl, `${p.area} ${p.name}`).not.toBeNull();
      expect(p.uses).toEqual(['coal', 'commission']);
      expect(p.basis.length).toBeGreaterThan(10);
    }
  });

  it.each(['BRA', 'ARG', 'VEN', 'COL', 'Chile', 'Peru'])('all %s ports need the same World CPL (9.38)', (nation) => {
    const levels = new Set(ports.filter((p) => p.nation === nation).map((p) => p.cpl));
    expect(ports.some((p) => p.nation === nation)).toBe(true);
    expect(levels.size).toBe(1);
  });

  it('most coal ports are open in 1861 and only a few by mid-1864 (9.31 with the scenario World CPLs)', () => {
    const coal = ports.filter((p) => p.cpl !== null);
    const open = (w: number) => coal.filter((p) => w >= p.cpl!);
    expect(open(1).length / coal.length).toBeGreaterThan(0.9); // GT1: +1
    expect(open(-3).length / coal.length).toBeGreaterThan(0.6); // GT5: -3
    expect(open(-1).length / coal.length).toBeGreaterThan(0.7); // GT8: -1
    const late = open(-12); // GT13: -12
    expect(late.length).toBeGreaterThanOrEqual(4);
    expect(late.length / coal.length).toBeLessThan(0.2);
    expect(late.map((p) => p.name).join(';')).toMatch(/Cape Town/);
    expect(late.map((p) => p.name).join(';')).toMatch(/Bahia/);
  });
});

describe('adjacency (4.12) and the map edges (2.13, 4.22)', () => {
  it('adjacency is symmetric and no area lists itself', () => {
    for (const a of areas) {
      expect(a.neighbours).not.toContain(a.id);
      expect(a.wrap).not.toContain(a.id);
      for (const n of a.neighbours) expect(area(n).neighbours, `${n} should list ${a.id}`).toContain(a.id);
      for (const n of a.wrap) expect(area(n).wrap, `${n} should wrap to ${a.id}`).toContain(a.id);
    }
  });

  it('the ocean is one connected sea, wraparound included (4.12, 4.22)', () => {
    const seen = new Set([areas[0]!.id]);
    const queue = [areas[0]!.id];
    while (queue.length) {
      const a = area(queue.shift()!);
      for (const n of [...a.neighbours, ...a.wrap])
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
    }
    expect(seen.size).toBe(areas.length);
  });

  it('neighbours share a stretch of boundary (no corner or distant adjacency)', () => {
    for (const a of areas) for (const n of a.neighbours) expect(sharedLength(a.polygon, area(n).polygon), `${a.id}-${n}`).toBeGreaterThan(0);
  });

  it('no adjacency across a land bridge: Panama, Tehuantepec, Florida (4.12)', () => {
    for (const [x, y] of [
      ['C16', 'C48'],
      ['C16', 'C49'],
      ['C19', 'C50'],
      ['C14', 'C15'],
    ] as const)
      expect(area(x).neighbours).not.toContain(y);
  });

  it('C39 is adjacent across the map edge to C86 and D76, and they to it (4.22)', () => {
    expect(area('C39').edge).toBe('east');
    expect(area('C39').wrap).toEqual(['C86', 'D76']);
    expect(area('C86').edge).toBe('west');
    expect(area('D76').edge).toBe('west');
    expect(area('C86').wrap).toContain('C39');
    expect(area('D76').wrap).toContain('C39');
  });

  it('edge is set exactly for areas whose outline runs along a map edge (2.13)', () => {
    for (const a of areas) {
      const w = edgeSpan(a, MAP_WEST_EDGE),
        e = edgeSpan(a, MAP_EAST_EDGE);
      expect(a.edge, a.id).toBe(w ? 'west' : e ? 'east' : null);
      expect(!!(w && e), `${a.id} on both edges`).toBe(false);
    }
  });

  it('wrap links join west-edge to east-edge areas exactly where their stretches of edge overlap (4.22)', () => {
    const west = areas.filter((a) => a.edge === 'west'),
      east = areas.filter((a) => a.edge === 'east');
    expect(west.length).toBeGreaterThan(3);
    expect(east.length).toBeGreaterThan(3);
    for (const a of areas) if (!a.edge) expect(a.wrap, a.id).toEqual([]);
    for (const w of west)
      for (const e of east) {
        const [w0, w1] = edgeSpan(w, MAP_WEST_EDGE)!,
          [e0, e1] = edgeSpan(e, MAP_EAST_EDGE)!;
        const overlap = Math.min(w1, e1) - Math.max(w0, e0) > 0;
        expect(w.wrap.includes(e.id), `${w.id}-${e.id}`).toBe(overlap);
        expect(e.wrap.includes(w.id), `${e.id}-${w.id}`).toBe(overlap);
      }
    for (const a of [...west, ...east]) expect(a.wrap.length, a.id).toBeGreaterThan(0);
  });
});

describe('outlines (2.1)', () => {
  it('each outline is a ring of 4-40 points inside the map, and its label lies inside it', () => {
    for (const a of areas) {
      expect(a.polygon.length, a.id).toBeGreaterThanOrEqual(4);
      expect(a.polygon.length, a.id).toBeLessThanOrEqual(40);
      for (const [x, y] of a.polygon) {
        expect(x).toBeGreaterThanOrEqual(MAP_WEST_EDGE);
        expect(x).toBeLessThanOrEqual(MAP_EAST_EDGE);
        expect(Math.abs(y)).toBeLessThanOrEqual(85);
      }
      expect(pointInRing(a.label, a.polygon), `${a.id} label`).toBe(true);
    }
  });

  it('outlines are simple (no edge crosses another) and do not overlap each other', () => {
    for (const a of areas) {
      const keys = new Set(a.polygon.map(([x, y]) => `${x},${y}`));
      expect(keys.size, `${a.id} repeats a vertex`).toBe(a.polygon.length);
    }
    // Sample every 0.5-degree cell centre: no point may lie in two areas.
    const boxes = areas.map((a) => {
      const xs = a.polygon.map((p) => p[0]),
        ys = a.polygon.map((p) => p[1]);
      return { a, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
    });
    let overlaps = 0;
    for (let x = MAP_WEST_EDGE + 0.25; x < MAP_EAST_EDGE; x += 0.5)
      for (let y = -59.75; y < 72; y += 0.5) {
        let n = 0;
        for (const b of boxes) if (x > b.x0 && x < b.x1 && y > b.y0 && y < b.y1 && pointInRing([x, y], b.a.polygon)) n++;
        if (n > 1) overlaps++;
      }
    expect(overlaps).toBe(0);
  });

  it('coastal areas touch land and deep areas do not (2.11, Natural Earth 1:10m land)', () => {
    const raster = landRaster('10m');
    // Coastal only through atolls and specks smaller than the 1/8-degree raster.
    const ISLANDS = ['C13', 'C64', 'C76', 'C84', 'C85', 'C86'];
    for (const a of areas) {
      const { cells, land, touch } = landInRing(a.polygon, raster);
      if (a.id.startsWith('C')) {
        if (ISLANDS.includes(a.id)) expect(touch, `${a.id} has islands`).toBeGreaterThan(0);
        else expect(land, `${a.id} touches a coast`).toBeGreaterThan(0);
        expect(land / cells, `${a.id} holds open sea`).toBeLessThan(0.75);
      } else {
        expect(land / cells, `${a.id} is deep water`).toBeLessThan(0.005);
      }
    }
  });
});
