import { describe, expect, it } from 'vitest';
import { mapGraph } from '../../src/ai/common/mapGraph';
import { RoutePlanner, type PlanInput, type RouteEnds } from '../../src/ai/raider/routePlanner';
import { gameData } from '../helpers';

// 4.3, 11.52: the raider planner merges the routes of a generation that stand in the same area
// with the same coal counted (up to the need), in one bucket per area whose tables are
// reused from search to search (stamped by generation). One planner running many searches one
// after another, for ships alike and unlike (coal aboard and needed, 5.42's one raid area, beam
// widths that make its tables grow), must plan exactly as a fresh planner does each time.

const data = gameData();
const g = mapGraph(data);
const n = g.n;
const AREAS = ['C9', 'C20', 'C2', 'C5', 'C14', 'C30', 'C44'].filter((a) => g.index.has(a));

function input(k: number): PlanInput {
  const start = g.index.get(AREAS[k % AREAS.length]!)!;
  // Coal in many areas, some with several ports, so routes differ in coal counted (up to past 15).
  const coal = Uint8Array.from({ length: n }, (_, a) => ((a + k) % 4 === 0 ? 1 + ((a + k) % 3) : 0));
  const ends: RouteEnds = { value: (a) => ((a * 7 + k) % 11) / 10, ports: () => [] };
  return {
    g,
    allowance: 6 + (k % 9),
    start,
    prefix: [],
    prefixMp: 0,
    leaving: null,
    worth: Float64Array.from({ length: n }, (_, a) => ((a + k) % 3 === 0 ? 1 + ((a * k) % 5) : 0)),
    oneArea: k % 5 === 0,
    danger: {
      spot: Float64Array.from({ length: n }, (_, a) => ((a + k) % 6) / 20),
      caught: Float64Array.from({ length: n }, (_, a) => ((a * 3 + k) % 7) / 100),
    },
    lossVp: 10,
    coal,
    coalNeed: k % 3,
    startCoal: k % 2,
    distCoal: new Uint8Array(n),
    ends,
    goal: null,
    avoid: new Uint8Array(n),
    potential: Float64Array.from({ length: n }, (_, a) => ((a + k) % 4) / 2),
    beam: 4 + (k % 4) * 8,
    coalFailPenalty: 5,
  };
}

describe('4.3 raider route planner: one planner, many searches', () => {
  it('plans every search as a fresh planner would, whatever it searched before', () => {
    const reused = new RoutePlanner();
    for (let k = 0; k < 24; k++) {
      const again = reused.plan(input(k));
      expect(again.length).toBeGreaterThan(0);
      expect(again).toEqual(new RoutePlanner().plan(input(k)));
    }
  });
});

describe('11.52 raider route planner: coal beyond the need', () => {
  it('changes no route: a ship needing no coal plans alike with coal in many areas or in none', () => {
    for (let k = 0; k < 12; k++) {
      const base = { ...input(k), coalNeed: 0 };
      const plain = new RoutePlanner().plan({ ...base, coal: new Uint8Array(n), startCoal: 0 });
      expect(new RoutePlanner().plan(base)).toEqual(plain);
    }
  });
});
