import { describe, expect, it } from 'vitest';
import { POINTS_PER_STEP } from '../../src/engine/rules/variants/rebelRaidersRaid';
import { con, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, record, run } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// Variant "Rebel Raiders raiding" (docs/variants.md): Rebel Raiders 8.11's raid result, in VP
// steps by die, replaces Sea Devils' Raid Table (5.11); a step is worth merchant marine points
// by the area's density so that a raid takes the Raid Table's mean (12.x's bands keep their meaning).

const data = () => gameData();
const sum = () => con('Sum');
const on = (s: GameState): GameState => {
  s.options = { ...s.options, rebelRaidersRaid: true };
  return s;
};
const raidTableMean = (density: number) => {
  const t = data().files.raid;
  return t.rows.reduce((a, r) => a + r.cells[t.columns.indexOf(density)]!, 0) / 6;
};
/** The Sumter raids C12 (density 4) with the given die. */
const raidC12 = (dice: number[], standing = ESCAPE) =>
  run(on(arranged((s) => placeConfederate(s, sum(), 'C12', null))), [record(sum(), [{ op: 'raid' }], standing)], dice);

describe('RR 8.11 raid steps replace the Raid Table (5.11)', () => {
  it('RR 8.11: a die of 1-3 takes nothing, 4-5 one step, 6 two steps; a step at density 4 is 7 points', () => {
    expect(data().areas.C12!.density).toBe(4);
    for (const [die, lost] of [
      [3, 0],
      [4, 7],
      [5, 7],
      [6, 14],
    ] as const) {
      const { texts, state } = raidC12([die]);
      expect(state.merchantMarine).toBe(1247 - lost);
      expect(state.vp.confederate).toBe(lost);
      if (die === 4) expect(texts).toContain('RR 8.11: the Sumter raids C12 (density 4), die 4: 7 merchant marine points (1 step × 7 at density 4)');
    }
  });

  it("RR 8.11 whaling row with 5.31: the Sloop raid that turns up a whaling counter scores two steps on 4-6 at the counter's density", () => {
    const s = on(arranged(() => {}));
    const w = s.whaling[0]!;
    placeConfederate(s, sum(), w.area, null);
    const density = data().files.whaling.counters[w.counter]!.density;
    const { texts, state } = run(s, [record(sum(), [{ op: 'raid' }])], [4]);
    // (Far from coal, 11.52 voids the raid at the end of the record; the loss was taken first, 5.21.)
    const lost = 2 * POINTS_PER_STEP[density]!;
    expect(texts).toContain(`5.21: the U.S. merchant marine loses ${lost} points: ${1247 - lost} remain`);
    expect(state.whaling.some((x) => x.area === w.area)).toBe(false);
    expect(texts.some((t) => t.startsWith('RR 8.11:') && t.includes(`(2 steps on the whaling row × ${POINTS_PER_STEP[density]} at density ${density})`))).toBe(
      true,
    );
  });

  it('11.74 with RR 8.11: a die of 1-3 is the failed raid Semmes may reroll', () => {
    const s = on(arranged((s) => placeConfederate(s, sum(), 'C12', null)));
    expect(s.semmes).toMatchObject({ status: 'aboard', ship: sum() });
    const { texts, state } = run(s, [record(sum(), [{ op: 'raid' }], { ...ESCAPE, semmesReroll: { raid: true, escape: false, blockade: false } })], [3, 6]);
    expect(texts.some((t) => t.includes('Semmes rerolls the 3 (11.74)), die 6: 14 merchant marine points'))).toBe(true);
    expect(state.merchantMarine).toBe(1247 - 14);
  });

  it("RR 8.11 mapped: a step is 1.5 × the Raid Table's mean at that density, rounded, so a raid's mean stays within half a point a step", () => {
    for (let d = 1; d <= 6; d++) {
      expect(POINTS_PER_STEP[d]).toBe(Math.round(1.5 * raidTableMean(d) + 1e-9));
      // Mean of RR 8.11 away from whaling grounds: (0+0+0+1+1+2)/6 = 2/3 of a step.
      expect(Math.abs((2 / 3) * POINTS_PER_STEP[d]! - raidTableMean(d))).toBeLessThanOrEqual(1 / 3);
    }
  });
});

describe('5.11: with the variant off nothing changes', () => {
  it('5.11: the same raid reads the Raid Table and logs as before', () => {
    const s = arranged((s) => placeConfederate(s, sum(), 'C12', null));
    expect('rebelRaidersRaid' in s.options).toBe(false);
    const points = data().files.raid.rows.find((r) => r.die === 4)!.cells[data().files.raid.columns.indexOf(4)]!;
    const { texts, state } = run(s, [record(sum(), [{ op: 'raid' }])], [4]);
    expect(texts).toContain(`5.11: the Sumter raids C12 (density 4), die 4: ${points} merchant marine points`);
    expect(state.merchantMarine).toBe(1247 - points);
  });
});
