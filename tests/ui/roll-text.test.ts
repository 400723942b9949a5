import { describe, expect, it } from 'vitest';
import { eventBody } from '../../src/ui/names';
import { rollText } from '../../src/ui/rollText';

// Issue 16: the log's and the playback's words for a roll explained.

describe('issue 16: a roll in words', () => {
  it('6.21: needed, the column, the modifiers with their rules, the die and the result', () => {
    expect(rollText({ table: '6.21', who: 'the raider', column: 'speed differential +1', need: '3+', mods: [{ value: 9, rule: '6.21', why: 'the raider\'s speed' }, { value: -8, rule: '6.21', why: 'the other side\'s speed' }], die: 5, result: 'escapes' }))
      .toBe('the raider: needed 3+ on speed differential +1 (6.21: the raider\'s speed +9 6.21, the other side\'s speed -8 6.21), rolled 5: escapes');
  });

  it('11.74: a reroll names both dice; a zero modifier is left out', () => {
    expect(rollText({ table: '7.11', column: 'modified roll 3', need: 'any roll', mods: [{ value: 0, rule: '7.11', why: 'year 1861' }], die: 3, rerolled: 1, result: 'no contact' }))
      .toBe('needed any roll on modified roll 3 (7.11), rolled 1, rerolled 3 (11.74): no contact');
  });

  it('a graded table read without modifiers adds nothing to the event\'s own words', () => {
    const raid = { table: '5.11', column: 'density 4', mods: [], die: 6, result: '8 merchant marine points' };
    expect(eventBody('5.11: the Sumter raids C12 (density 4), die 6: 8 merchant marine points', '5.11', [raid])).toBe('the Sumter raids C12 (density 4), die 6: 8 merchant marine points');
  });

  it('eventBody drops the rule prefix and adds the rolls when given them', () => {
    const rolls = [{ table: '6.11', column: '1 searching unit', need: '6', mods: [], die: 2, result: 'not spotted' }];
    expect(eventBody('6.11: 1 Federal unit search C16, die 2: not spotted', '6.11')).toBe('1 Federal unit search C16, die 2: not spotted');
    expect(eventBody('6.11: 1 Federal unit search C16, die 2: not spotted', '6.11', rolls)).toBe('1 Federal unit search C16, die 2: not spotted. needed 6 on 1 searching unit (6.11), rolled 2: not spotted');
  });
});
