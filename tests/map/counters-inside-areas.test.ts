import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { pointInRing, project, projectRing, type Pt } from '../../src/ui/map/projection';
import { innerPoints, placeInside } from '../../src/ui/map/stackPlace';
import { storedPortLonLat } from '../../src/ui/map/portPoints';

// Issue 16.4 (2.1): each stack of counters stands inside its own Movement Area, at every zoom,
// with up to six stacks in one area, at sea under the label or at the port marker.

const HALF = 17,
  SPACE = 39; // counters.ts: COUNTER_SIZE / 2, COUNTER_SIZE + GAP

/** The usual spots: rows of three under the label (counters.ts CounterLayer.set). */
function wantedAt(anchor: Pt, n: number, s: number): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / 3),
      inRow = Math.min(3, n - row * 3),
      col = i % 3;
    return [anchor[0] + (col - (inRow - 1) / 2) * SPACE * s, anchor[1] + (row * SPACE + HALF + 2) * s + 9 * s] as Pt;
  });
}

describe('2.1: counters inside their Movement Area', () => {
  const areas = Object.values(gameData().areas);
  it.each([0.6, 1, 2, 3.5])('every stack of every area lies inside it at counter scale %s', (s) => {
    const outside: string[] = [];
    for (const a of areas) {
      const ring = projectRing(a.polygon, 1);
      const inner = innerPoints(ring);
      expect(inner.length, a.id).toBeGreaterThan(0);
      const anchors: Pt[] = [project(a.label[0], a.label[1])];
      if (a.ports.length) anchors.push(project(...storedPortLonLat(a)));
      for (const anchor of anchors) {
        for (const n of [1, 2, 6]) {
          for (const [x, y] of placeInside(ring, inner, wantedAt(anchor, n, s), (HALF + 1) * s)) {
            if (!pointInRing(x, y, ring)) outside.push(`${a.id} (${n} stacks)`);
          }
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('a stack whose spot is inside and clear of the border stays there', () => {
    const ring: Pt[] = [
      [0, 0],
      [1000, 0],
      [1000, 1000],
      [0, 1000],
    ];
    expect(placeInside(ring, innerPoints(ring), [[500, 500]], 20)).toEqual([[500, 500]]);
  });

  it('a stack wanted over the border moves inside, near where it was wanted', () => {
    const ring: Pt[] = [
      [0, 0],
      [1000, 0],
      [1000, 1000],
      [0, 1000],
    ];
    const [p] = placeInside(ring, innerPoints(ring), [[990, 500]], 40);
    expect(pointInRing(p![0], p![1], ring)).toBe(true);
    expect(p![0]).toBeLessThanOrEqual(960);
    expect(Math.abs(p![1] - 500)).toBeLessThan(60);
  });
});
