import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { scriptedDice } from '../../src/engine/dice';
import { speedRollSearch, speedRollSpot, speedRollSpotChance, stackBonus } from '../../src/engine/rules/variants/speedRollSearch';
import { con, fed, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// Variant "speed-roll searches" (docs/variants.md): Rebel Raiders 7.78's opposed speed roll
// replaces Sea Devils' Search Table (6.11); 6.14's roll-off and 6.13's answers stay.

const data = () => gameData();
const sum = () => con('Sum');
const on = (s: GameState): GameState => {
  s.options = { ...s.options, speedRollSearch: true };
  return s;
};
/** The Sumter sails C13 → C9 → D4 with the given Federal ships in C9. */
const intoC9 = (feds: string[]) =>
  on(
    arranged((s) => {
      placeConfederate(s, sum(), 'C13', null);
      for (const f of feds) placeFederal(s, fed(f), 'C9');
    }),
  );
const steps = [
  { op: 'move' as const, to: 'C9' },
  { op: 'move' as const, to: 'D4' },
];
// C9 starts with the East Coast Emergency Search (6.4), still on the Search Table: a die that fails it.
const ecesFails = () => data().files.search.rows.find((r) => !r.cells[data().files.search.columns.indexOf('ECES')])!.die;

describe('RR 7.78 speed rolls replace the Search Table (6.11)', () => {
  it("RR 7.78: the raider adds three and wins ties, so a lone searcher's 6 against its 3 is not a spot", () => {
    const { texts, state } = run(intoC9(['Peng']), [record(sum(), steps, ESCAPE)], [ecesFails(), 6, 3]);
    expect(texts).toContain(
      "RR 7.78: 1 Federal unit searches C9 for the Sumter, speed roll 6+0 = 6 against the raider's 3+3 = 6 (the raider wins ties): not spotted",
    );
    expect(state.confederate[sum()]).toMatchObject({ area: 'D4', damage: 0 });
  });

  it("RR 7.78: the searchers roll first; when they cannot beat the raider's least (1+3) the raider does not roll", () => {
    const { texts } = run(intoC9(['Peng']), [record(sum(), steps, ESCAPE)], [ecesFails(), 4]);
    expect(texts).toContain(
      "RR 7.78: 1 Federal unit searches C9 for the Sumter, speed roll 4+0 = 4, no higher than the raider's least (4), so the raider need not roll: not spotted",
    );
  });

  it("RR 7.78 then 6.13: a lone searcher's 6 beats the raider's 1+3; the spotted raider answers as Sea Devils says", () => {
    const { texts } = run(intoC9(['Peng']), [record(sum(), steps, ESCAPE)], [ecesFails(), 6, 1, 6, 6, 6, 6], true);
    expect(texts).toContain("RR 7.78: 1 Federal unit searches C9, speed roll 6+0 = 6 against the raider's 1+3 = 4: the Sumter is spotted by Penguin");
  });

  it('RR 7.78 with 6.14: three units roll one die +2, and 6.14 still picks which of them spotted', () => {
    const { texts } = run(intoC9(['Peng', 'Iroq', 'Tusc']), [record(sum(), steps, ESCAPE)], [ecesFails(), 3, 1, 2, 5, 1, 6, 6, 6, 6], true);
    expect(texts).toContain("6.14: 3 Federal units search C9, speed roll 3+2 = 5 against the raider's 1+3 = 4: the Sumter is spotted by Iroquois");
  });

  it('RR 7.78: +1 for each further unit, at most +3', () => {
    expect([1, 2, 3, 4, 5, 9].map(stackBonus)).toEqual([0, 1, 2, 3, 3, 3]);
  });

  it("RR 7.78: the chance to spot by the number of units is 3, 6, 10 and 15 in 36 (6.11's table: 6, 6, 12, 12)", () => {
    for (const [units, hits] of [
      [1, 3],
      [2, 6],
      [3, 10],
      [4, 15],
    ] as const) {
      let n = 0;
      for (let f = 1; f <= 6; f++)
        for (let r = 1; r <= 6; r++) {
          const ctx = new Ctx(data(), { ...structuredClone(arranged(() => {})), dice: scriptedDice(f, r) }, true);
          if (
            speedRollSpot(
              ctx,
              Array.from({ length: units }, () => ({ ships: [] })),
            ).spotted
          )
            n++;
        }
      expect(n).toBe(hits);
    }
  });
});

describe('6.11: with the variant off nothing changes', () => {
  it('6.11: the same record and dice read the Search Table and log as before', () => {
    const s = arranged((s) => {
      placeConfederate(s, sum(), 'C13', null);
      placeFederal(s, fed('Peng'), 'C9');
    });
    expect('speedRollSearch' in s.options).toBe(false);
    const { texts } = run(s, [record(sum(), steps, ESCAPE)], [ecesFails(), 1]);
    expect(texts).toContain('6.11: 1 Federal unit searches C9 for the Sumter, die 1: not spotted');
  });

  it("RR 7.78: each attempt keeps the dice it rolled (the raider's only when it had to roll) and names its rule", () => {
    const attempt = (dice: number[], units: number) =>
      speedRollSpot(
        new Ctx(data(), { ...structuredClone(arranged(() => {})), dice: scriptedDice(...dice) }, true),
        Array.from({ length: units }, () => ({ ships: [] })),
      );
    expect(attempt([3], 1)).toMatchObject({ spotted: false, dice: [3], rule: 'RR 7.78' });
    expect(attempt([6, 1], 1)).toMatchObject({ spotted: true, dice: [6, 1], rule: 'RR 7.78' });
    expect(attempt([3, 1], 3)).toMatchObject({ spotted: true, dice: [3, 1], rule: 'RR 7.78' });
    expect(speedRollSearch.rule).toBe('RR 7.78');
    expect([0, 1, 4].map((u) => Math.round(speedRollSpotChance(u) * 36))).toEqual([0, 3, 15]);
  });
});
