import { describe, expect, it } from 'vitest';
import { mapGraph } from '../../src/ai/common/mapGraph';
import { RoutePlanner, type PlanInput, type RouteEnds } from '../../src/ai/raider/routePlanner';
import { gameData } from '../helpers';

// 4.3: the raider AI writes each ship's Activity Record by a beam search over its Movement
// Points. The search's working tables belong to a planner object, not to the module: a search
// run while another is under way (here, from inside the first one's questions about how a record
// may end) must leave the first one's answer as it would have been alone.

const data = gameData();
const g = mapGraph(data);
const n = g.n;

function input(start: string, ends: RouteEnds): PlanInput {
  return {
    g,
    allowance: 8,
    start: g.index.get(start)!,
    prefix: [],
    prefixMp: 0,
    leaving: null,
    worth: Float64Array.from({ length: n }, (_, a) => (a % 3 === 0 ? 1 + (a % 5) : 0)),
    oneArea: false,
    danger: { spot: new Float64Array(n).fill(0.1), caught: Float64Array.from({ length: n }, (_, a) => (a % 7) / 100) },
    lossVp: 10,
    coal: new Uint8Array(n),
    coalNeed: 0,
    startCoal: 0,
    distCoal: new Uint8Array(n),
    ends,
    goal: null,
    avoid: new Uint8Array(n),
    potential: Float64Array.from({ length: n }, (_, a) => (a % 4) / 2),
    beam: 8,
    coalFailPenalty: 0,
  };
}

const plain: RouteEnds = { value: (a) => (a % 5) / 10, ports: () => [] };

describe('4.3 raider route planner: one search inside another', () => {
  it('gives the same routes whether or not another planner searches in the middle of it', () => {
    const alone = new RoutePlanner().plan(input('C9', plain));
    expect(alone.length).toBeGreaterThan(0);
    const other = new RoutePlanner();
    let inner = 0;
    const meddling: RouteEnds = {
      value: (a, port) => {
        if (inner++ < 3) other.plan(input('C20', plain));
        return plain.value(a, port);
      },
      ports: plain.ports,
    };
    const nested = new RoutePlanner().plan(input('C9', meddling));
    expect(inner).toBeGreaterThan(3);
    expect(nested).toEqual(alone);
  });

  it('gives the same routes on a planner that has searched before (its tables are reused, not read)', () => {
    const p = new RoutePlanner();
    p.plan(input('C20', plain));
    expect(p.plan(input('C9', plain))).toEqual(new RoutePlanner().plan(input('C9', plain)));
  });
});
