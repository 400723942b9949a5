import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { blockadeRoll, deploymentRollExplained, ecesRoll, escapeRoll, facesNeeded, fireRoll, raidRoll, searchRoll } from '../../src/engine/rules/explain';

// Issue 16: the explanation of a roll (src/engine/rules/explain.ts) as structured fields: the
// table, the column read, the faces needed, the modifiers with their rules, the die and the
// result. The expectations are read off the printed tables (data/tables), not recomputed with
// the engine's own look-ups. Moved here from rolls-explained.test.ts, which plays AI games when
// it loads and is left out of the mutation run.

const data = gameData();

describe('the explanation helpers read the tables', () => {
  it('facesNeeded words the faces', () => {
    expect(facesNeeded((d) => d === 6)).toBe('6');
    expect(facesNeeded((d) => d >= 5)).toBe('5+');
    expect(facesNeeded((d) => d >= 4)).toBe('4+');
    expect(facesNeeded((d) => d >= 2)).toBe('2+');
    expect(facesNeeded((d) => d <= 3)).toBe('3 or less');
    expect(facesNeeded((d) => d === 1)).toBe('1 or less');
    expect(facesNeeded(() => true)).toBe('any roll');
    expect(facesNeeded(() => false)).toBe('no roll');
    expect(facesNeeded((d) => d % 2 === 0)).toBe('2, 4, 6');
    expect(facesNeeded((d) => d === 2 || d === 3)).toBe('2, 3');
    expect(facesNeeded((d) => d === 3)).toBe('3');
    expect(facesNeeded((d) => d === 1 || d === 2 || d === 6)).toBe('1, 2, 6');
    expect(facesNeeded((d) => d === 1 || d === 3)).toBe('1, 3');
  });

  it('6.11: the column is the number of searching units (6 to spot alone, 5+ with three)', () => {
    expect(searchRoll(data, 1, 6, true)).toEqual({ table: '6.11', column: '1 searching unit', need: '6', mods: [], die: 6, result: 'spotted' });
    expect(searchRoll(data, 3, 5, true)).toEqual({ table: '6.11', column: '3 searching units', need: '5+', mods: [], die: 5, result: 'spotted' });
    expect(searchRoll(data, 2, 4, false)).toEqual({ table: '6.11', column: '2 searching units', need: '6', mods: [], die: 4, result: 'not spotted' });
  });

  it('6.42: the East Coast Emergency Search column spots on 5+', () => {
    expect(ecesRoll(data, 5, true)).toEqual({ table: '6.42', column: 'East Coast Emergency Search', need: '5+', mods: [], die: 5, result: 'spotted' });
    expect(ecesRoll(data, 2, false)).toMatchObject({ need: '5+', die: 2, result: 'not spotted' });
  });

  it('6.21: the speed differential with both speeds as modifiers, and a Semmes reroll (11.74)', () => {
    const r = escapeRoll(data, 'the raider', 9, 8, [1, 5], true);
    expect(r).toEqual({
      table: '6.21',
      who: 'the raider',
      column: 'speed differential +1',
      need: '2+',
      die: 5,
      rerolled: 1,
      result: 'escapes',
      mods: [
        { value: 9, rule: '6.21', why: expect.any(String) },
        { value: -8, rule: '6.21', why: expect.any(String) },
      ],
    });
  });

  it('6.21: an equal, a slower and a much faster escaper; one die, no reroll', () => {
    const even = escapeRoll(data, 'Alabama', 8, 8, [2], false);
    expect(even).toMatchObject({ column: 'speed differential 0', need: '3+', die: 2, result: 'fails' });
    expect(even).not.toHaveProperty('rerolled');
    expect(escapeRoll(data, 'Florida', 6, 10, [6], true)).toMatchObject({ column: 'speed differential -4', need: '6', die: 6, result: 'escapes' });
    // Beyond the table's ends the end columns are read (6.21): -5 as -4, +5 as +4.
    expect(escapeRoll(data, 'Florida', 5, 10, [6], true)).toMatchObject({ column: 'speed differential -5', need: '6' });
    expect(escapeRoll(data, 'Florida', 12, 7, [1], true)).toMatchObject({ column: 'speed differential +5', need: 'any roll' });
  });

  it("8.11: the column is the firer's gunnery and the result its damage", () => {
    expect(fireRoll('Kearsarge', 4, 3, 2)).toEqual({ table: '8.11', who: 'Kearsarge', column: 'gunnery 4', mods: [], die: 3, result: '2 damage' });
  });

  it('7.11: the year and direction modifiers, and the faces that make no contact', () => {
    const r = blockadeRoll(data, 1864, 'in', [4], 8, 2);
    expect(r).toEqual({
      table: '7.11',
      column: 'modified roll 8',
      need: '3 or less',
      die: 4,
      result: expect.any(String),
      mods: [
        { value: 3, rule: '7.11', why: expect.any(String) },
        { value: 1, rule: '7.11', why: expect.any(String) },
      ],
    });
    expect(r.result).not.toBe('no contact');
    expect(r.result).toContain('gunnery 2');
  });

  it('7.11: running out in 1861 never makes contact; a reroll keeps both dice', () => {
    const r = blockadeRoll(data, 1861, 'out', [6, 2], 2, null);
    expect(r).toMatchObject({ column: 'modified roll 2', need: 'any roll', die: 2, rerolled: 6, result: 'no contact' });
    expect(r.mods.map((m) => m.value)).toEqual([0, 0]);
    // Running out in 1865: contact on 4+ (a modified 8 or more).
    expect(blockadeRoll(data, 1865, 'out', [3], 7, null)).toMatchObject({ need: '3 or less', result: 'no contact' });
    expect(blockadeRoll(data, 1865, 'out', [3], 7, null).mods.map((m) => m.value)).toEqual([4, 0]);
    expect(blockadeRoll(data, 1865, 'out', [3], 7, null)).not.toHaveProperty('rerolled');
  });

  it('7.11: a year beyond the table adds nothing', () => {
    expect(blockadeRoll(data, 1866, 'out', [1], 1, null).mods[0]!.value).toBe(0);
  });

  it('5.11: the density column with its note, the points and a reroll (11.74)', () => {
    const note = { value: 1, rule: '5.31', why: 'whaling' };
    expect(raidRoll(3, note, [2, 6], 4, [0, 0, 1, 2, 3, 4])).toEqual({
      table: '5.11',
      column: 'density 3, where a die of 1, 2, 3, 4, 5, 6 gives 0, 0, 1, 2, 3, 4 points',
      mods: [note],
      die: 6,
      rerolled: 2,
      result: '4 merchant marine points',
    });
    const one = raidRoll(1, null, [5], 1, [0, 0, 0, 0, 1, 1]);
    expect(one).toEqual({
      table: '5.11',
      column: 'density 1, where a die of 1, 2, 3, 4, 5, 6 gives 0, 0, 0, 0, 1, 1 points',
      mods: [],
      die: 5,
      result: '1 merchant marine point',
    });
    expect(raidRoll(1, null, [1], 0, [0, 0, 0, 0, 1, 1]).result).toBe('0 merchant marine points');
  });

  it('10.31: the column is the count of Confederate ships in play', () => {
    expect(deploymentRollExplained(1, 4, 'one warship', '')).toEqual({
      table: '10.31',
      column: '1 Confederate ship in play',
      mods: [],
      die: 4,
      result: 'one warship',
    });
    expect(deploymentRollExplained(3, 6, 'two warships', ' (row 6)')).toMatchObject({ column: '3 Confederate ships in play (row 6)', result: 'two warships' });
  });
});
