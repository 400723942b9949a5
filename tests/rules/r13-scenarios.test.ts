import { describe, expect, it } from 'vitest';
import { deploymentCell } from '../../src/engine/rules/deployment';
import { victoryLevel } from '../../src/engine/rules/victory';
import { con, fed, gameData, idleCommand, ok, start, withDice } from '../helpers';
import type { GameState } from '../../src/engine/types';

// 13.x: each scenario as the engine sets it up and plays it, against the figures the rule book
// prints (game length 13.x1, initial levels 13.x2, deployment 13.x3, startup notes 13.x4,
// victory conditions 13.x5).
// tests/data/scenarios.test.ts compares the scenario files themselves with the book.

interface Printed {
  id: string;
  turns: [number, number];
  merchantMarine: number;
  cpl: { W: number; E: number; F: number };
  eces: { S: number; GB: number; Aux: number; IC: number };
  /** Federal ships on the map and where (a sample of each printed list, in the book's abbreviations). */
  federal: [string, string][];
  confederate: [string, string, string | null][];
  /** 13.x4: the phase play starts in; whaling areas and counter densities when not all are placed. */
  startsAt: 'confederateRecord' | 'confederatePlacement';
  whaling: 'all' | { areas: string[]; densities: number[] };
  /** 13.x5: Confederate Major from, Confederate Minor, Draw, Federal Minor (from, to), Federal Major up to. */
  victory: [number, [number, number], [number, number], [number, number], number];
}

const NONE = { S: 0, GB: 0, Aux: 0, IC: 0 };
const LATE_WHALING = { areas: ['C57', 'C60', 'D58'], densities: [1, 3, 4] };
const EARLY: Omit<Printed, 'id' | 'turns' | 'victory'> = {
  startsAt: 'confederateRecord',
  whaling: 'all',
  merchantMarine: 1247,
  cpl: { W: 1, E: 3, F: 3 },
  eces: NONE,
  federal: [
    ['Peng', 'C9'],
    ['Powh', 'C9'],
    ['K. Stat', 'C9'],
    ['Wyom', 'C54'],
    ['Sara', 'C54'],
    ['Narra', 'C48'],
    ['Sagi', 'C66'],
    ['Lanc', 'D68'],
  ],
  confederate: [['Sum', 'C15', 'CSA']],
};
const PRINTED: Printed[] = [
  { id: 'campaign', turns: [1, 16], ...EARLY, victory: [501, [351, 500], [300, 350], [150, 299], 149] },
  { id: 'weak-beginning', turns: [1, 4], ...EARLY, victory: [60, [31, 59], [20, 30], [1, 19], 0] },
  {
    id: 'greyhounds-are-loose',
    turns: [5, 7],
    startsAt: 'confederatePlacement',
    whaling: 'all',
    victory: [281, [131, 280], [101, 130], [-99, 100], -100],
    merchantMarine: 1216,
    cpl: { W: -3, E: 0, F: 0 },
    eces: NONE,
    federal: [
      ['Tusc', 'C8'],
      ['Kear', 'C8'],
      ['S. D. Cu.', 'C14'],
      ['Lanc', 'C50'],
      ['Sara', 'C50'],
      ['Narra', 'C52'],
      ['Sagi', 'C66'],
      ['Wyom', 'C54'],
    ],
    confederate: [
      ['Sum', 'C8', 'E'],
      ['Nash', 'C14', 'CSA'],
    ],
  },
  {
    id: 'cresting-tide',
    turns: [8, 12],
    startsAt: 'confederatePlacement',
    whaling: LATE_WHALING,
    victory: [350, [151, 349], [100, 150], [-49, 99], -50],
    merchantMarine: 1117,
    cpl: { W: -1, E: -1, F: 7 },
    eces: { ...NONE, S: 1 },
    federal: [
      ['Tusc', 'C8'],
      ['Mohic', 'C10'],
      ['Oneid', 'C12'],
      ['Octo', 'C14'],
      ['Wach', 'C16'],
      ['R. R. Cuy', 'C15'],
      ['Narra', 'C50'],
      ['Lanc', 'C54'],
      ['Wyom', 'C66'],
    ],
    confederate: [
      ['Ala', 'C18', null],
      ['Fla', 'C18', null],
    ],
  },
  {
    id: 'endgame',
    turns: [13, 16],
    startsAt: 'confederatePlacement',
    whaling: LATE_WHALING,
    victory: [250, [81, 249], [60, 80], [-29, 59], -30],
    merchantMarine: 940,
    cpl: { W: -12, E: -16, F: -12 },
    eces: { ...NONE, S: 2, Aux: 1 },
    federal: [
      ['Niag', 'C2'],
      ['Kear', 'C5'],
      ['Sac', 'C8'],
      ['Powh', 'C16'],
      ['Wach', 'C40'],
      ['Wyom', 'D7'],
      ['Wate', 'C45'],
      ['Lanc', 'C48'],
      ['Sara', 'C54'],
    ],
    confederate: [
      ['Fla', 'C13', null],
      ['Geo', 'C5', 'France'],
      ['Rapp', 'C5', 'France'],
    ],
  },
];
const RULE: Record<string, string> = { campaign: '13.1', 'weak-beginning': '13.2', 'greyhounds-are-loose': '13.3', 'cresting-tide': '13.4', endgame: '13.5' };

/** Plays the scenario to its end with nobody doing anything. */
function idleToEnd(s: GameState): GameState {
  for (let guard = 0; s.phase !== 'gameOver' && guard < 2000; guard++) {
    const side = s.phase === 'confederatePlacement' || s.phase === 'confederateRecord' ? 'confederate' : 'federal';
    s = ok(s.phase === 'confederateRecord' ? s : withDice(s, 3, 3, 3, 3), idleCommand(s, side)).state;
  }
  return s;
}

describe.each(PRINTED)('13.x scenario $id as the engine plays it', (p) => {
  it(`13.x1 (${RULE[p.id]}1): starts at its first Game Turn and ends after its last`, () => {
    const s = start(p.id).state;
    expect(s.turn).toBe(p.turns[0]);
    const end = idleToEnd(s);
    expect(end.phase).toBe('gameOver');
    expect(end.turn).toBe(p.turns[1]);
    expect(end.result!.turnsPlayed).toBe(p.turns[1] - p.turns[0] + 1);
  });
  it(`13.x2 (${RULE[p.id]}2): the initial levels, with the Deployment Track from zero`, () => {
    const s = start(p.id).state;
    expect(s.merchantMarine).toBe(p.merchantMarine);
    expect(s.cpl).toEqual(p.cpl);
    expect(s.ecesHistory).toEqual(p.eces);
    // A scenario that starts at placement has already rolled this turn's points onto the empty track.
    const roll = s.lastDeploymentRoll;
    const expected = roll ? deploymentCell({ data: gameData(), s }, roll.die, roll.inPlay) : { F: 0, SF: 0, S: 0, GB: 0, SGB: 0 };
    expect(s.deploymentTrack).toEqual(expected);
  });
  it(`13.x3 (${RULE[p.id]}3): the printed ships where the book places them`, () => {
    const s = start(p.id).state;
    for (const [abbr, area] of p.federal)
      expect({ abbr, where: s.federal[fed(abbr)]!.where, area: s.federal[fed(abbr)]!.area }).toEqual({ abbr, where: 'map', area });
    for (const [abbr, area, port] of p.confederate) expect({ abbr, ...pick(s, con(abbr)) }).toEqual({ abbr, status: 'inPlay', area, port });
  });
  it(`13.x4 (${RULE[p.id]}4): play starts where the startup notes say, with the whaling counters they place`, () => {
    const { state: s, events } = start(p.id);
    if (p.startsAt === 'confederateRecord') expect(s.phase).toBe('confederateRecord');
    else {
      // Play opens with the Confederate Ship Placement Segment: no turn advance (no 9.21 adjustment)
      // comes first, and with nothing to place it runs on into the Federal segment and its roll.
      expect(events.some((e) => e.rule === '9.21')).toBe(false);
      expect(s.phase).toBe('federalPlacement');
      expect(events.filter((e) => e.kind === 'deploymentRoll')).toHaveLength(1);
    }
    const whalingAreas = Object.values(gameData().areas)
      .filter((a) => a.whaling)
      .map((a) => a.id);
    const counters = gameData().files.whaling.counters;
    if (p.whaling === 'all') expect(s.whaling.map((w) => w.area).sort()).toEqual(whalingAreas.slice(0, counters.length).sort());
    else {
      expect(s.whaling.map((w) => w.area).sort()).toEqual([...p.whaling.areas].sort());
      expect(s.whaling.map((w) => counters[w.counter]!.density).sort()).toEqual(p.whaling.densities);
    }
    expect(s.whaling.every((w) => !w.revealed)).toBe(true);
    expect(s.neutralCommissionYears).toEqual([]);
  });
  it(`13.x5 (${RULE[p.id]}5): the game's result reads the printed bands, edge to edge`, () => {
    const s = start(p.id).state;
    const [major, minor, draw, fedMinor, fedMajor] = p.victory;
    const cases: [number, string][] = [
      [major, 'Confederate Major Victory'],
      [minor[1], 'Confederate Minor Victory'],
      [minor[0], 'Confederate Minor Victory'],
      [draw[1], 'Draw'],
      [draw[0], 'Draw'],
      [fedMinor[1], 'Federal Minor Victory'],
      [fedMinor[0], 'Federal Minor Victory'],
      [fedMajor, 'Federal Major Victory'],
    ];
    for (const [net, level] of cases) {
      const vp = { confederate: Math.max(0, net), federal: Math.max(0, -net), entries: [] };
      expect({ net, level: victoryLevel(gameData(), { ...s, vp }).level }).toEqual({ net, level });
    }
  });
});

describe('13.x4 startup notes particular to one scenario', () => {
  it('13.44: the Alexandra and the Texas are struck off the Turn Record Track', () => {
    const s = start('cresting-tide').state;
    expect([s.confederate[con('Alex')]!.status, s.confederate[con('Tex')]!.status]).toEqual(['offTrack', 'offTrack']);
  });
  it('13.54: Semmes is out of the game', () => {
    expect(start('endgame').state.semmes).toEqual({ status: 'removed' });
  });
  it('13.13: Semmes starts aboard the Sumter', () => {
    expect(start('campaign').state.semmes).toMatchObject({ status: 'aboard', ship: con('Sum') });
  });
});

const pick = (s: GameState, id: string) => ({ status: s.confederate[id]!.status, area: s.confederate[id]!.area, port: s.confederate[id]!.port });
