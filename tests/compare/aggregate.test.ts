import { describe, expect, it } from 'vitest';
import { aggregate } from '../../src/compare/aggregate';
import { binWidth, bandOf, netHistogram } from '../../src/compare/histogram';
import { compareVariants } from '../../src/compare/variant';
import { wilson } from '../../src/compare/stats';
import type { GameOutcome, GameSummary } from '../../src/compare/types';
import { gameData } from '../helpers';

// Aggregation on small hand-made fixtures, with every number checked exactly.

const endgameBands = () => gameData().scenarios.endgame!.victory;
// Endgame: GT13-16, merchant marine 940 at the start; bands 250+, 81-249, 60-80, -29-59, -30-.
const game = (index: number, net: number, mmLost: number[], raiders: GameSummary['raiders']): GameSummary => {
  const mm = [940];
  for (const l of mmLost) mm.push(mm.at(-1)! - l);
  return { index, level: bandOf(endgameBands(), net), net, confederateVp: 940 - mm.at(-1)!, federalVp: 940 - mm.at(-1)! - net, mm, raiders };
};

const fixture = (): GameOutcome[] => [
  game(0, 100, [10, 10, 10, 10], { florida: 0, georgia: 1 }),
  game(1, -40, [0, 0, 0, 0], { florida: 1, georgia: 1 }),
  game(2, 70, [20, 20, 20, 10], { florida: 0, georgia: 2 }),
  { index: 3, error: 'seed/endgame/3: a bot failed' },
  game(4, 300, [100, 100, 50, 50], { florida: 0, georgia: 0, shenandoah: 0 }),
];

describe('histogram against the victory bands', () => {
  it('bin width is the largest nice width under a twelfth of the band span', () => {
    expect(binWidth(endgameBands())).toBe(20); // (250 - -30) / 12 = 23.3
    expect(binWidth(gameData().scenarios.campaign!.victory)).toBe(25); // (501 - 149) / 12 = 29.3
    expect(binWidth(gameData().scenarios['weak-beginning']!.victory)).toBe(5); // (60 - 0) / 12
  });
  it('counts each net VP in [k w, (k + 1) w) and colours each bin by its band', () => {
    const h = netHistogram([-40, 0, 19, 20, 59, 60, 61], endgameBands());
    expect(h.width).toBe(20);
    expect(h.bins).toEqual([
      { from: -40, count: 1, level: 4 },
      { from: -20, count: 0, level: 3 },
      { from: 0, count: 2, level: 3 },
      { from: 20, count: 1, level: 3 },
      { from: 40, count: 1, level: 3 },
      { from: 60, count: 2, level: 2 },
    ]);
  });
});

describe('aggregate', () => {
  const r = aggregate(gameData(), 'endgame', fixture());
  it('counts games and keeps failures apart', () => {
    expect(r.games).toBe(4);
    expect(r.failures).toBe(1);
    expect(r.failureSamples).toEqual([{ index: 3, error: 'seed/endgame/3: a bot failed' }]);
  });
  it('victory-level probabilities with Wilson intervals', () => {
    expect(r.levels.map((l) => l.count)).toEqual([1, 1, 1, 0, 1]);
    expect(r.levels[0]).toEqual({ level: 'Confederate Major Victory', count: 1, n: 4, p: 0.25, ...wilson(1, 4) });
    expect(r.levels[3]!.p).toBe(0);
  });
  it('net VP: mean, spread, quantiles', () => {
    expect(r.net.mean).toBe(107.5);
    expect(r.net.sd).toBeCloseTo(Math.sqrt(((100 - 107.5) ** 2 + (-40 - 107.5) ** 2 + (70 - 107.5) ** 2 + (300 - 107.5) ** 2) / 3), 10);
    expect([r.net.min, r.net.max]).toEqual([-40, 300]);
    expect(r.net.p50).toBe(85);
    expect(r.net.p10).toBeCloseTo(-40 + 0.3 * 110, 10);
  });
  it('merchant marine per turn: start, then each Game Turn; median and 10-90% band', () => {
    expect(r.merchantMarine.turns).toEqual(['start', 13, 14, 15, 16]);
    expect(r.merchantMarine.p50).toEqual([940, 925, 910, 895, 885]);
    expect(r.merchantMarine.mean[4]).toBe((900 + 940 + 870 + 640) / 4);
    expect(r.merchantMarine.p10[4]).toBeCloseTo(640 + 0.3 * 230, 10);
    expect(r.merchantMarine.final.mean).toBe(837.5);
  });
  it('raider survival per ship (in the ships file order) and overall', () => {
    expect(r.raiders.map((x) => [x.name, x.count, x.n, x.sunk, x.interned])).toEqual([
      ['Florida', 3, 4, 1, 0],
      ['Georgia', 1, 4, 2, 1],
      ['Shenandoah', 1, 1, 0, 0],
    ]);
    expect(r.raidersOverall).toMatchObject({ count: 5, n: 9, lostPerGame: 1 });
  });
  it('the same games in any order give the identical result', () => {
    const shuffled = [...fixture()].reverse();
    expect(aggregate(gameData(), 'endgame', shuffled)).toEqual(r);
  });
  it('refuses a game counted twice', () => {
    expect(() => aggregate(gameData(), 'endgame', [...fixture(), game(0, 1, [0, 0, 0, 0], {})])).toThrow(/counted twice/);
  });
});

describe('variant difference', () => {
  it('B minus A for levels, net VP, final merchant marine and survival', () => {
    const a = aggregate(gameData(), 'endgame', fixture());
    const b = aggregate(gameData(), 'endgame', [game(0, -100, [0, 0, 0, 0], { florida: 1 }), game(1, -50, [5, 0, 0, 0], { florida: 1 })]);
    const d = compareVariants(a, b);
    expect(d.levels[4]).toMatchObject({ a: 0.25, b: 1, diff: 0.75 });
    expect(d.net.diff).toBe(-75 - 107.5);
    expect(d.finalMerchantMarine.diff).toBe(937.5 - 837.5);
    expect(d.raiderSurvival).toMatchObject({ a: 5 / 9, b: 0 });
    expect(d.net.low).toBeLessThan(d.net.diff);
  });
  it('with the games, compares the means game by game: only games both variants finished count', () => {
    const a = fixture();
    // B: game 1 failed, game 3 (a failure in A) finished, the rest 5 VP up and 3 points less lost.
    const b: GameOutcome[] = [
      game(0, 105, [10, 10, 10, 7], { florida: 0, georgia: 1 }),
      { index: 1, error: 'seed/endgame/1: a bot failed' },
      game(2, 75, [20, 20, 20, 7], { florida: 0, georgia: 2 }),
      game(3, 0, [0, 0, 0, 0], {}),
      game(4, 305, [100, 100, 50, 47], { florida: 0, georgia: 0, shenandoah: 0 }),
    ];
    const d = compareVariants(aggregate(gameData(), 'endgame', a), aggregate(gameData(), 'endgame', b), { a, b });
    expect(d.net).toMatchObject({ diff: 5, se: 0, low: 5, high: 5, df: 2 });
    expect(d.finalMerchantMarine).toMatchObject({ diff: 3, se: 0, low: 3, high: 3 });
  });
});
