import { describe, expect, it } from 'vitest';
import { view } from '../../src/engine/view';
import { clonePlain } from '../../src/engine/clone';
import { seededDice } from '../../src/engine/dice';
import type { GameState } from '../../src/engine/types';
import type { ActivityState } from '../../src/engine/activityState';
import { READER_SHARE, STAY_CALIBRATION, raiderPlot, recalibrate } from '../../src/ai/models/raiderPlot';
import { parsePlotPrior, PlotPriorError } from '../../src/ai/models/plotPrior';
import type { RaiderRoutes } from '../../src/ai/models/foresight';
import { raiderRoutes } from '../../src/ai/raider/routeForecast';
import priorJson from '../../assets/ai/plot-prior.json';
import { RandomBot } from '../../src/ai/randomBot';
import { gameData, start } from '../helpers';
import { guarded, positions } from './positions';

// Issues 17 and 31: the Federal's plot (docs/plot.md, docs/ai.md "The plot"). The support is
// checked against a breadth-first search over the map file's own neighbour lists (4.12, 4.22),
// and the chances against the documented log-linear model with the weights of the fitted file
// (assets/ai/plot-prior.json), worked out here from the file and the map alone. The raider's
// planner is stubbed out where a test checks the formula (no routes: its two terms are 0).

const data = gameData();
const prior = parsePlotPrior(priorJson, 'plot-prior.json');
/** A planner that finds no route (the plan terms are 0). */
const noRoutes: RaiderRoutes = () => () => [];

/** Areas within `mp` moves of `from`, by the map file's neighbours and wrap links, with their distance. */
function within(from: string, mp: number): Map<string, number> {
  const seen = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const a = queue.shift()!;
    const d = seen.get(a)!;
    if (d === mp) continue;
    const area = data.areas[a]!;
    for (const b of [...area.neighbours, ...area.wrap])
      if (!seen.has(b)) {
        seen.set(b, d + 1);
        queue.push(b);
      }
  }
  return seen;
}

/** The documented score of an area for a commissioned sloop at sea, refit not due (no planner routes). */
function score(areaId: string, d: number, reach: number, faceDown: Set<string>): number {
  const w = prior.weights;
  const a = data.areas[areaId]!;
  const share = d === 0 ? 0 : 1 + Math.min(3, Math.floor((4 * (d - 1)) / reach));
  return (
    w.distance.sea[Math.min(12, d)]! +
    w.reachShare[share]! +
    w.density[Math.min(6, a.density)]! +
    (a.ports.length ? w.port : 0) +
    (areaId === 'C9' ? w.eastCoast : 0) +
    (faceDown.has(areaId) ? w.whaling : 0)
  );
}

/** Weak Beginning with only the Florida in play, at sea in `area`, in the given phase. */
function floridaAt(area: string, phase: GameState['phase']): GameState {
  const s = clonePlain(start('weak-beginning', 'plot').state);
  for (const c of Object.values(s.confederate)) if (c.id !== 'florida') c.status = 'notArrived';
  Object.assign(s.confederate.florida!, {
    status: 'inPlay',
    area,
    port: null,
    commissioned: true,
    canRaid: true,
    refits: 0,
    damage: 0,
    blockadedBy: [],
    forcedRepairTurn: null,
  });
  s.phase = phase;
  s.europeDeclarations = [];
  return s;
}

/** A shortest path from one area to another (the areas entered), by the map's links. */
function pathTo(from: string, to: string): string[] {
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const a = queue.shift()!;
    for (const b of [...data.areas[a]!.neighbours, ...data.areas[a]!.wrap])
      if (!prev.has(b)) {
        prev.set(b, a);
        queue.push(b);
      }
  }
  const out: string[] = [];
  for (let x = to; x !== from; x = prev.get(x)!) out.unshift(x);
  return out;
}

function activity(current: string | null, queue: string[], mpUsed: number, raids: { area: string; points: number }[]): ActivityState {
  return {
    queue,
    current,
    cursor: 0,
    mpUsed,
    pending: null,
    answer: null,
    encounters: [],
    escapedAreas: [],
    run: {
      runs: {
        florida: {
          ship: 'florida',
          startedInPort: false,
          leftPort: false,
          coal: 0,
          coaledAreas: [],
          raids,
          acceptedBlockade: false,
          repaired: false,
          refitted: false,
          capturedCoal: false,
          ended: false,
        },
      },
      wholeTurnInPort: [],
      refitted: [],
    },
  };
}

describe('issues 17 and 31: the plot of a raider (4.13, 4.22, 5.11), fitted to how raiders sail', () => {
  it('a raider last seen at sea in C12 with 10 MP can be in exactly the areas within 10 moves, weighted by the fitted model', () => {
    const s = floridaAt('C12', 'federalMovement');
    const [plot] = raiderPlot(data, view(s, 'federal'), noRoutes);
    expect(plot!.ship).toBe('florida');
    expect(plot!.sighting).toMatchObject({ area: 'C12', mp: 10, reach: 10, turnsSince: 1, context: 0, certain: false });
    const expected = within('C12', 10);
    expect(new Set(plot!.areas.map((x) => x.area))).toEqual(new Set(expected.keys()));
    expect(expected.size).toBeGreaterThan(20);
    expect(expected.size).toBeLessThan(data.areaIds.length);
    const faceDown = new Set(s.whaling.filter((w) => !w.revealed).map((w) => w.area));
    const total = [...expected].reduce((n, [a, d]) => n + Math.exp(score(a, d, 10, faceDown)), 0);
    const model = new Map([...expected].map(([a, d]) => [a, Math.exp(score(a, d, 10, faceDown)) / total]));
    // Issue 45: at sea, READER_SHARE of the likeliest area's chance goes to the others in proportion.
    const top = Math.max(...model.values());
    for (const { area, p } of plot!.areas) {
      const m = model.get(area)!;
      expect(p).toBeCloseTo(m === top ? m * (1 - READER_SHARE) : m * (1 + (READER_SHARE * top) / (1 - top)), 12);
    }
    expect(plot!.areas.reduce((n, x) => n + x.p, 0)).toBeCloseTo(1, 12);
  });

  it('issue 45: the fitted recalibration moves chance off the likeliest area at sea, and weighs a ship just in port (11.41) staying as fitted', () => {
    const sum = (x: Float64Array) => x.reduce((n, v) => n + v, 0);
    const sea = Float64Array.from([0.1, 0.8, 0.1]);
    recalibrate(sea, 0);
    expect([...sea].map((v) => +v.toFixed(12))).toEqual(
      [0.1 + (0.8 * READER_SHARE) / 2, 0.8 * (1 - READER_SHARE), 0.1 + (0.8 * READER_SHARE) / 2].map((v) => +v.toFixed(12)),
    );
    expect(sum(sea)).toBeCloseTo(1, 12);
    // Just in port (context 1): a near-sure stay a little likelier, a doubtful one less likely; the rest keep their proportions.
    const [a, b] = STAY_CALIBRATION[1]!;
    const stay = (p: number) => 1 / (1 + Math.exp(-(a * Math.log(p / (1 - p)) + b)));
    const likely = Float64Array.from([0.95, 0.036, 0.014]);
    recalibrate(likely, 1);
    expect(likely[0]).toBeCloseTo(stay(0.95), 12);
    expect(likely[0]).toBeGreaterThan(0.95);
    expect(likely[1]! / likely[2]!).toBeCloseTo(0.036 / 0.014, 12);
    expect(sum(likely)).toBeCloseTo(1, 12);
    const doubtful = Float64Array.from([0.4, 0.35, 0.25]);
    recalibrate(doubtful, 1);
    expect(doubtful[0]).toBeLessThan(0.4);
    expect(sum(doubtful)).toBeCloseTo(1, 12);
    // A raider with one area only (it cannot move) keeps it.
    const one = Float64Array.from([1]);
    recalibrate(one, 1);
    expect([...one]).toEqual([1]);
  });

  it("the raider's own planner, run on the public view, pulls the plot towards where its routes end", () => {
    const s = floridaAt('C12', 'federalMovement');
    const to = [...within('C12', 4)].find(([, d]) => d === 4)![0];
    const path = [...pathTo('C12', to)];
    const routes: RaiderRoutes = () => () => [{ steps: path.map((a) => ({ op: 'move', to: a }) as const), weight: 1 }];
    const [plain] = raiderPlot(data, view(s, 'federal'), noRoutes);
    const [planned] = raiderPlot(data, view(s, 'federal'), routes);
    const at = (pl: typeof plain, a: string) => pl!.areas.find((x) => x.area === a)!.p;
    expect(prior.weights.planEnd).toBeGreaterThan(0);
    expect(at(planned, to)).toBeGreaterThan(at(plain, to) * 2);
  });

  it('a search in C20 during its activity re-centres the plot there, with only the MP left (6.1, 4.13)', () => {
    const before = raiderPlot(data, view(floridaAt('C12', 'federalMovement'), 'federal'), noRoutes)[0]!;
    const s = floridaAt('C20', 'confederateActivity');
    s.activity = activity('florida', [], 6, []);
    const [plot] = raiderPlot(data, view(s, 'federal'), noRoutes);
    expect(plot!.sighting).toMatchObject({ area: 'C20', reach: 4, certain: false });
    expect(new Set(plot!.areas.map((x) => x.area))).toEqual(new Set(within('C20', 4).keys()));
    // The mass moved: near C20 now, where the plot before the activity had little of it.
    const near = (pl: typeof plot) => pl!.areas.filter((x) => within('C20', 1).has(x.area)).reduce((n, x) => n + x.p, 0);
    expect(near(plot)).toBeGreaterThan(near(before) + 0.2);
  });

  it('a raid reported this turn pins it: from the raid area, only the MP left (5.0, 4.13)', () => {
    const s = floridaAt('C20', 'confederateActivity');
    s.activity = activity('florida', [], 7, [{ area: 'C20', points: 4 }]);
    const [plot] = raiderPlot(data, view(s, 'federal'), noRoutes);
    expect(plot!.sighting).toMatchObject({ area: 'C20', reach: 3 });
    expect(plot!.sighting.why).toMatch(/raided C20/);
    expect(new Set(plot!.areas.map((x) => x.area))).toEqual(new Set(within('C20', 3).keys()));
  });

  it('once its activity is over for the turn it is where its counter stands (4.12)', () => {
    const s = floridaAt('C20', 'confederateActivity');
    s.activity = activity(null, [], 0, [{ area: 'C20', points: 4 }]);
    const [plot] = raiderPlot(data, view(s, 'federal'), noRoutes);
    expect(plot!.areas).toEqual([{ area: 'C20', p: 1 }]);
  });

  it('6.3: a raider in port with a blockade declared against it is more likely to stay than one free to sail', () => {
    const s = floridaAt('C5', 'federalMovement');
    const port = data.areas.C5!.ports[0]!.nation;
    s.confederate.florida!.port = port;
    const [free] = raiderPlot(data, view(s, 'federal'), noRoutes);
    s.europeDeclarations = [{ ship: Object.keys(s.federal)[0]!, target: 'florida' }];
    const [held] = raiderPlot(data, view(s, 'federal'), noRoutes);
    expect(held!.sighting.context).toBe(4);
    const stay = (pl: typeof held) => pl!.areas.find((x) => x.area === 'C5')!.p;
    expect(stay(held)).toBeGreaterThan(stay(free));
    expect(held!.areas.reduce((n, x) => n + x.p, 0)).toBeCloseTo(1, 12);
  });
});

describe('issue 31: the prior file is checked when read', () => {
  it('the shipped file passes, with its version and basis', () => {
    expect(prior.version).toBe(1);
    expect(prior.basis).toMatch(/ai:plot-fit/);
    expect(prior.fitted.samples).toBeGreaterThan(1000);
  });

  it('a bad file is refused by name, with the path of the fault', () => {
    const bad = (f: (x: typeof prior) => unknown, path: RegExp) => {
      const x = structuredClone(prior) as typeof prior;
      f(x);
      expect(() => parsePlotPrior(x, 'bad-prior.json')).toThrow(PlotPriorError);
      expect(() => parsePlotPrior(x, 'bad-prior.json')).toThrow(path);
    };
    bad((x) => {
      (x as { version: number }).version = 2;
    }, /^bad-prior\.json: version: /);
    bad((x) => {
      x.weights.distance.sea.pop();
    }, /bad-prior\.json: weights\.distance\.sea: /);
    bad((x) => {
      x.weights.density[3] = Number.NaN;
    }, /bad-prior\.json: weights\.density\.3: /);
    bad((x) => {
      delete (x.weights as Partial<typeof x.weights>).planEnd;
    }, /bad-prior\.json: weights\.planEnd: /);
    bad((x) => {
      (x.weights as Record<string, unknown>).extra = 1;
    }, /bad-prior\.json: weights: /);
  });
});

describe('issues 17 and 31: no peeking (3.0, 4.3, 5.3): the plot reads the Federal view alone', () => {
  it('the same plot whatever the sealed records, the dice and the whaling values', () => {
    let checked = 0;
    for (const scenario of ['weak-beginning', 'campaign']) {
      for (const p of positions(scenario, `plot-${scenario}`, ['federalMovement', 'confederateRecord'], {
        confederate: 'historical',
        federal: 'historical',
      }).slice(0, 6)) {
        const a = raiderPlot(data, guarded(view(clonePlain(p), 'federal'), 'federal') as never, raiderRoutes());
        const q = clonePlain(p);
        q.dice = seededDice('other dice');
        const random = new RandomBot('other records');
        for (const id of Object.keys(q.records)) if (q.confederate[id]?.status === 'inPlay') q.records[id]!.record = random.randomRecord(data, q, id);
        for (const w of q.whaling) if (!w.revealed) w.counter = (w.counter + 1) % data.files.whaling.counters.length;
        const b = raiderPlot(data, view(q, 'federal'), raiderRoutes());
        expect(b.map((x) => [x.ship, x.sighting, [...x.p]])).toEqual(a.map((x) => [x.ship, x.sighting, [...x.p]]));
        if (a.length) checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
