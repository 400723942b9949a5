import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { project, useProjection, WORLD_WIDTH, type Pt } from '../../src/ui/map/projection';
import { routeLegPoints, type LabelPoints } from '../../src/ui/map/routeLegs';

// Issue 17.4: the debrief draws each raider's route through the areas' label points; over the
// east-west edge (4.22) it runs on into the next world copy, never back across the whole map.

useProjection('modified-robinson');
const areas = gameData().areas;
/** Only the label points: all the route layer reads of the map's geometry. */
const geoms: LabelPoints = { byId: new Map(Object.values(areas).map((a) => [a.id, { label: project(a.label[0], a.label[1]) }])) };
const label = (id: string): Pt => project(areas[id]!.label[0], areas[id]!.label[1]);
/** The same point, in whichever world copy. */
const sameSpot = (p: Pt, q: Pt) =>
  Math.abs(((((p[0] - q[0]) % WORLD_WIDTH) + WORLD_WIDTH + WORLD_WIDTH / 2) % WORLD_WIDTH) - WORLD_WIDTH / 2) < 1e-6 && Math.abs(p[1] - q[1]) < 1e-6;

describe("4.22 the debrief's routes over the map edge", () => {
  // C39 and C86 touch across the east-west edge (the map's wrap list).
  const across = Object.values(areas).find((a) => a.wrap.length > 0)!;
  const other = across.wrap[0]!;

  it("4.22: a leg over the edge takes the short way, each point at its area's label", () => {
    const legs = routeLegPoints(geoms, { color: 0, legs: [{ turn: 1, areas: [across.id, other, across.id] }] });
    expect(legs).toHaveLength(1);
    const pts = legs[0]!.pts;
    expect(pts).toHaveLength(3);
    for (let i = 1; i < pts.length; i++) expect(Math.abs(pts[i]![0] - pts[i - 1]![0])).toBeLessThan(WORLD_WIDTH / 2);
    expect(sameSpot(pts[0]!, label(across.id))).toBe(true);
    expect(sameSpot(pts[1]!, label(other))).toBe(true);
  });

  it("4.22: the next turn's leg begins where the last ended, in the same world copy", () => {
    const legs = routeLegPoints(geoms, {
      color: 0,
      legs: [
        { turn: 1, areas: [across.id, other] },
        { turn: 2, areas: [other, across.id] },
      ],
    });
    expect(legs.map((l) => l.turn)).toEqual([1, 2]);
    expect(legs[1]!.pts[0]).toEqual(legs[0]!.pts.at(-1));
    expect(Math.abs(legs[1]!.pts[1]![0] - legs[1]!.pts[0]![0])).toBeLessThan(WORLD_WIDTH / 2);
  });
});
