import { describe, expect, it } from 'vitest';
import { eventBody } from '../../src/ui/names';
import { rollText } from '../../src/ui/rollText';

// Issue 16: the log's and the playback's words for a roll explained; reworded in issue 35.5
// (the table named, the speeds as speeds, the blockade's faces as those with no contact, a raid's row).

describe('issue 16: a roll in words', () => {
  it('6.21: the table, the column, the two speeds, needed, the die and the result', () => {
    expect(
      rollText({
        table: '6.21',
        who: 'the raider',
        column: 'speed differential +1',
        need: '3+',
        mods: [
          { value: 9, rule: '6.21', why: "the raider's speed" },
          { value: -8, rule: '6.21', why: "the other side's speed" },
        ],
        die: 5,
        result: 'escapes',
      }),
    ).toBe("the raider: Escape Table 6.21 (the raider's speed 9; the other side's speed 8), speed differential +1: needed 3+, rolled 5: escapes");
  });

  it('11.74: a reroll names both dice; a zero modifier is left out; the blockade tells the faces with no contact', () => {
    expect(
      rollText({
        table: '7.11',
        column: 'modified roll 3',
        need: 'any roll',
        mods: [{ value: 0, rule: '7.11', why: 'year 1861' }],
        die: 3,
        rerolled: 1,
        result: 'no contact',
      }),
    ).toBe('Blockade Table 7.11: rolled 1, rerolled 3 (11.74), modified roll 3; no contact whatever the die: no contact');
    expect(
      rollText({
        table: '7.11',
        column: 'modified roll 5',
        need: '4+',
        mods: [
          { value: 1, rule: '7.11', why: 'year 1862' },
          { value: -1, rule: '7.11', why: 'running out' },
        ],
        die: 5,
        result: 'no contact',
      }),
    ).toBe('Blockade Table 7.11, year 1862 +1; running out -1: rolled 5, modified roll 5; no contact on a die of 4+: no contact');
  });

  it('a modifier from another rule names it', () => {
    expect(
      rollText({
        table: '5.11',
        column: 'density 3, where a die of 1, 2, 3, 4, 5, 6 gives 0, 0, 1, 2, 3, 4 points',
        mods: [{ value: 1, rule: '5.31', why: 'whaling counter' }],
        die: 6,
        result: '4 merchant marine points',
      }),
    ).toBe(
      'Raid Table 5.11 (whaling counter +1, rule 5.31), density 3, where a die of 1, 2, 3, 4, 5, 6 gives 0, 0, 1, 2, 3, 4 points: rolled 6: 4 merchant marine points',
    );
  });

  it("a raid shows its table row; a firing segment without modifiers adds nothing to the event's own words", () => {
    const raid = {
      table: '5.11',
      column: 'density 4, where a die of 1, 2, 3, 4, 5, 6 gives 0, 1, 1, 2, 3, 4 points',
      mods: [],
      die: 2,
      rerolled: 1,
      result: '1 merchant marine point',
    };
    expect(eventBody('5.11: the Sumter raids C12 (density 4), die 2: 1 merchant marine point', '5.11', [raid])).toBe(
      'the Sumter raids C12 (density 4), die 2: 1 merchant marine point. Raid Table 5.11, density 4, where a die of 1, 2, 3, 4, 5, 6 gives 0, 1, 1, 2, 3, 4 points: rolled 1, rerolled 2 (11.74): 1 merchant marine point',
    );
    const fire = { table: '8.11', who: 'the raider', column: 'gunnery 5', mods: [], die: 4, result: '2 damage' };
    expect(eventBody('8.11: segment 1: the raider 4: 2 damage', '8.11', [fire])).toBe('segment 1: the raider 4: 2 damage');
  });

  it('eventBody drops the rule prefix and adds the rolls when given them', () => {
    const rolls = [{ table: '6.11', column: '1 searching unit', need: '6', mods: [], die: 2, result: 'not spotted' }];
    expect(eventBody('6.11: 1 Federal unit searches C16, die 2: not spotted', '6.11')).toBe('1 Federal unit searches C16, die 2: not spotted');
    expect(eventBody('6.11: 1 Federal unit searches C16, die 2: not spotted', '6.11', rolls)).toBe(
      '1 Federal unit searches C16, die 2: not spotted. Search Table 6.11, 1 searching unit: needed 6, rolled 2: not spotted',
    );
  });
});
