import { describe, expect, it } from 'vitest';
import { view } from '../../src/engine/view';
import { clonePlain } from '../../src/engine/clone';
import { seededDice } from '../../src/engine/dice';
import { raidResult } from '../../src/engine/rules/tables';
import type { GameState } from '../../src/engine/types';
import type { ActivityState } from '../../src/engine/activityState';
import { raiderPlot, spreadFrom } from '../../src/ai/models/raiderPlot';
import { mapGraph } from '../../src/ai/common/mapGraph';
import { RandomBot } from '../../src/ai/randomBot';
import { gameData, start } from '../helpers';
import { guarded, positions } from './positions';

// Issue 17: the Federal's plot (docs/plot.md). The support is checked against a breadth-first
// search over the map file's own neighbour lists (4.12, 4.22), and the weights against the
// documented formula: prior(a) = 0.4 + raid(a)/3 + 0.4·[port], raid(a) the mean of the Raid
// Table (5.11) at the area's density, or of the whaling counters on a face-down one (5.3).

const data = gameData();

/** Areas within `mp` moves of `from`, by the map file's neighbours and wrap links. */
function within(from: string, mp: number): Set<string> {
  const seen = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const a = queue.shift()!;
    const d = seen.get(a)!;
    if (d === mp) continue;
    const area = data.areas[a]!;
    for (const b of [...area.neighbours, ...area.wrap]) if (!seen.has(b)) { seen.set(b, d + 1); queue.push(b); }
  }
  return new Set(seen.keys());
}

const mean = (density: number) => [1, 2, 3, 4, 5, 6].reduce((n, d) => n + raidResult(data, d, density), 0) / 6;

/** The documented prior for a commissioned sloop that may raid (5.11, 5.3, 11.51). */
function prior(areaId: string, faceDown: Set<string>): number {
  const a = data.areas[areaId]!;
  const counters = data.files.whaling.counters;
  const raid = faceDown.has(areaId) ? counters.reduce((n, c) => n + mean(c.density), 0) / counters.length : mean(a.density);
  return 0.4 + raid / 3 + (a.ports.length ? 0.4 : 0);
}

/** Weak Beginning with only the Florida in play, at sea in `area`, in the given phase. */
function floridaAt(area: string, phase: GameState['phase']): GameState {
  const s = clonePlain(start('weak-beginning', 'plot').state);
  for (const c of Object.values(s.confederate)) if (c.id !== 'florida') c.status = 'notArrived';
  Object.assign(s.confederate.florida!, { status: 'inPlay', area, port: null, commissioned: true, canRaid: true, refits: 0, damage: 0, blockadedBy: [], forcedRepairTurn: null });
  s.phase = phase;
  s.europeDeclarations = [];
  return s;
}

function activity(current: string | null, queue: string[], mpUsed: number, raids: { area: string; points: number }[]): ActivityState {
  return {
    queue, current, cursor: 0, mpUsed, pending: null, answer: null, encounters: [], escapedAreas: [],
    run: { runs: { florida: { ship: 'florida', startedInPort: false, leftPort: false, coal: 0, coaledAreas: [], raids, acceptedBlockade: false, repaired: false, refitted: false, capturedCoal: false, ended: false } }, wholeTurnInPort: [], refitted: [] },
  };
}

describe('issue 17: the plot of a raider (4.13, 4.22, 5.11)', () => {
  it('a raider last seen in C12 with 10 MP one turn ago can be in exactly the areas within 10 moves, weighted as documented', () => {
    const s = floridaAt('C12', 'federalMovement');
    const [plot] = raiderPlot(data, view(s, 'federal'));
    expect(plot!.ship).toBe('florida');
    expect(plot!.sighting).toMatchObject({ area: 'C12', mp: 10, reach: 10, turnsSince: 1, stay: 0 });
    const expected = within('C12', 10);
    expect(new Set(plot!.areas.map((x) => x.area))).toEqual(expected);
    expect(expected.size).toBeGreaterThan(20);
    expect(expected.size).toBeLessThan(data.areaIds.length);
    const faceDown = new Set(s.whaling.filter((w) => !w.revealed).map((w) => w.area));
    const total = [...expected].reduce((n, a) => n + prior(a, faceDown), 0);
    for (const { area, p } of plot!.areas) expect(p).toBeCloseTo(prior(area, faceDown) / total, 12);
    expect(plot!.areas.reduce((n, x) => n + x.p, 0)).toBeCloseTo(1, 12);
  });

  it('spreads over more turns as the ball of mp × turns moves (4.11: unused MP are lost, the reach per turn adds up)', () => {
    const g = mapGraph(data);
    const flat = new Float64Array(g.n).fill(1);
    const p = spreadFrom(data, 'C12', 20, 0, flat);
    const support = new Set(g.ids.filter((_, a) => p[a]! > 0));
    expect(support).toEqual(within('C12', 20));
    for (const a of support) expect(p[g.index.get(a)!]).toBeCloseTo(1 / support.size, 12);
  });

  it('a raid reported this turn pins it: from the raid area, only the MP left (5.0, 4.13)', () => {
    const s = floridaAt('C20', 'confederateActivity');
    s.activity = activity('florida', [], 7, [{ area: 'C20', points: 4 }]);
    const [plot] = raiderPlot(data, view(s, 'federal'));
    expect(plot!.sighting).toMatchObject({ area: 'C20', reach: 3, stay: 0 });
    expect(plot!.sighting.why).toMatch(/raided C20/);
    expect(new Set(plot!.areas.map((x) => x.area))).toEqual(within('C20', 3));
  });

  it('once its activity is over for the turn it is where its counter stands (4.12)', () => {
    const s = floridaAt('C20', 'confederateActivity');
    s.activity = activity(null, [], 0, [{ area: 'C20', points: 4 }]);
    const [plot] = raiderPlot(data, view(s, 'federal'));
    expect(plot!.areas).toEqual([{ area: 'C20', p: 1 }]);
  });

  it('6.3: a raider with a blockade declared against it stays with at least one half', () => {
    const s = floridaAt('C5', 'federalMovement');
    s.europeDeclarations = [{ ship: Object.keys(s.federal)[0]!, target: 'florida' }];
    const [plot] = raiderPlot(data, view(s, 'federal'));
    expect(plot!.sighting.stay).toBeGreaterThanOrEqual(0.5);
    expect(plot!.areas[0]!.area).toBe('C5');
    expect(plot!.areas.reduce((n, x) => n + x.p, 0)).toBeCloseTo(1, 12);
  });
});

describe('issue 17: no peeking (3.0, 4.3, 5.3): the plot reads the Federal view alone', () => {
  it('the same plot whatever the sealed records, the dice and the whaling values', () => {
    let checked = 0;
    for (const scenario of ['weak-beginning', 'campaign']) {
      for (const p of positions(scenario, `plot-${scenario}`, ['federalMovement', 'confederateRecord'], { confederate: 'historical', federal: 'historical' }).slice(0, 6)) {
        const a = raiderPlot(data, guarded(view(clonePlain(p), 'federal'), 'federal') as never);
        const q = clonePlain(p);
        q.dice = seededDice('other dice');
        const random = new RandomBot('other records');
        for (const id of Object.keys(q.records)) if (q.confederate[id]?.status === 'inPlay') q.records[id]!.record = random.randomRecord(data, q, id);
        for (const w of q.whaling) if (!w.revealed) w.counter = (w.counter + 1) % data.files.whaling.counters.length;
        const b = raiderPlot(data, view(q, 'federal'));
        expect(b.map((x) => [x.ship, x.sighting, [...x.p]])).toEqual(a.map((x) => [x.ship, x.sighting, [...x.p]]));
        if (a.length) checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
