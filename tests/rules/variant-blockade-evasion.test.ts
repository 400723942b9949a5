import { describe, expect, it } from 'vitest';
import { EVASION, evasionValue, lossChance } from '../../src/engine/rules/variants/blockadeEvasion';
import { con, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, record, run } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// Variant "evading the blockade" (docs/variants.md): the blockade-running game's evasion roll
// ("Evading the blockade": speed + port defence − blockade, two dice, lost only if every die is
// higher) replaces Sea Devils' Blockade Table (7.11) for runs in and out of Confederate ports.

const data = () => gameData();
const sum = () => con('Sum');
const on = (s: GameState): GameState => {
  s.options = { ...s.options, blockadeEvasion: true };
  return s;
};
const leave = [{ op: 'leavePort' as const }];

describe('BR evasion replaces the Blockade Table (7.11)', () => {
  it('BR evasion: the Sumter (movement 9, speed 3) out of C15 in 1861: 3 + 3 − 1 = 5; dice 6 and 5 do not both exceed it: she evades', () => {
    const { texts, state } = run(on(arranged(() => {})), [record(sum(), leave)], [6, 5]);
    expect(texts).toContain(
      'BR evasion: the Sumter runs the blockade out of C15 (1861, replacing 7.11): speed 3 + port defence 3 − blockade 1 = 5; dice 6, 5: evades',
    );
    expect(state.confederate[sum()]).toMatchObject({ status: 'inPlay', area: 'C15', port: null, damage: 0 });
  });

  it('BR evasion with 8.13: when both dice exceed the value the ship is lost', () => {
    const { texts, state } = run(on(arranged(() => {})), [record(sum(), leave)], [6, 6]);
    expect(texts).toContain(
      'BR evasion: the Sumter runs the blockade out of C15 (1861, replacing 7.11): speed 3 + port defence 3 − blockade 1 = 5; dice 6, 6: every die exceeds it, the ship is lost',
    );
    expect(state.confederate[sum()]!.status).toBe('sunk');
  });

  it("BR evasion, 7.11's modifiers as the blockade's strength: running in is one stronger (2 in 1861)", () => {
    const s = on(arranged((s) => placeConfederate(s, sum(), 'C15', null)));
    const { texts } = run(s, [record(sum(), [{ op: 'enterPort', nation: 'CSA' }])], [5, 5]);
    expect(texts).toContain(
      'BR evasion: the Sumter runs the blockade in of C15 (1861, replacing 7.11): speed 3 + port defence 3 − blockade 2 = 4; dice 5, 5: every die exceeds it, the ship is lost',
    );
  });

  it('11.74 with BR evasion: Semmes rerolls the lowest die of a lost run, and the new die stands', () => {
    const s = on(arranged(() => {}));
    expect(s.semmes).toMatchObject({ status: 'aboard', ship: sum() });
    const { texts, state } = run(s, [record(sum(), leave, { ...ESCAPE, semmesReroll: { raid: false, escape: false, blockade: true } })], [6, 6, 2]);
    expect(texts).toContain(
      'BR evasion: the Sumter runs the blockade out of C15 (1861, replacing 7.11): speed 3 + port defence 3 − blockade 1 = 5; dice 6, 6, Semmes rerolls the 6 (11.74): 2: evades',
    );
    expect(state.confederate[sum()]!.status).toBe('inPlay');
  });

  it("BR evasion mapped: a speed-4 runner's losses by year (out, in) come near blockade.json's quoted capture rates", () => {
    expect(EVASION.dice).toBe(2);
    const mods = data().files.blockade.modifiers;
    const chance = (year: number, dir: 'in' | 'out') =>
      lossChance(evasionValue(12, 1 + (mods.year as Record<string, number>)[String(year)]! + mods.direction[dir]));
    expect([1861, 1862, 1863, 1864, 1865].map((y) => [chance(y, 'out'), chance(y, 'in')].map((p) => Math.round(p * 36)))).toEqual([
      [0, 1],
      [1, 4],
      [4, 9],
      [9, 16],
      [16, 25],
    ]);
    expect(lossChance(0)).toBe(1);
    expect(lossChance(6)).toBe(0);
  });
});

describe('7.11: with the variant off nothing changes', () => {
  it('7.11: the same run reads the Blockade Table and logs as before', () => {
    const s = arranged(() => {});
    expect('blockadeEvasion' in s.options).toBe(false);
    const { texts } = run(s, [record(sum(), leave)], [6]);
    expect(texts).toContain('7.11: the Sumter runs the blockade out of C15 (1861), die 6, modified 6: no contact');
  });
});
