import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE, placeConfederate } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 5.0 raids, as fixtures: one raid at sea in the Activity Phase of Game Turn 1, no Federal ship
// about. Raid Table points are written as numbers. With the seed these fixtures start from, the
// whaling counters lie in C6, C18 (the density-6 counter), C57, C60 and D58 (5.3). The last die
// is Game Turn 2's deployment roll.

const at = (ship: string, area: string) => (s: GameState) => {
  clearFederal(s);
  placeConfederate(s, ship, area, null);
};
const raidIn = (ship: string) => activityTurn([{ ship, steps: [{ op: 'raid' }], standing: ESCAPE }]);

describe('5.1 the Raid Table', () => {
  fixture({
    rule: '5.11',
    name: 'density 4 (C12), die 6: 8 points off the track, 8 Confederate VP',
    setup: at('sumter', 'C12'),
    dice: [6, 3],
    commands: raidIn('sumter'),
    expect: {
      events: [
        { rule: '5.11', kind: 'raid', ships: ['sumter'], dice: [6] },
        { rule: '5.21', kind: 'merchantMarine', ships: ['sumter'] },
      ],
      state: { merchantMarine: 1239, vp: { confederate: 8, entries: [{ side: 'confederate', points: 8, rule: '12.11', turn: 1 }] } },
    },
  });
  fixture({
    rule: '5.11',
    name: 'density 4, die 1: 1 point',
    setup: at('sumter', 'C12'),
    dice: [1, 3],
    commands: raidIn('sumter'),
    expect: { state: { merchantMarine: 1246, vp: { confederate: 1 } } },
  });
  fixture({
    rule: '12.11',
    name: 'the track stops at 0: only the points taken score',
    setup: (s) => {
      at('sumter', 'C12')(s);
      s.merchantMarine = 5;
      s.below1165Applied = true;
    },
    dice: [6, 3],
    commands: raidIn('sumter'),
    expect: { state: { merchantMarine: 0, vp: { confederate: 5 } } },
  });
});

describe('5.3 whaling counters', () => {
  fixture({
    rule: '5.31',
    name: "a Sloop's first raid in C18 turns the counter up and raids at its density 6: die 4, 10 points",
    setup: at('alabama', 'C18'),
    dice: [4, 3],
    commands: raidIn('alabama'),
    expect: {
      events: [{ rule: '5.11', kind: 'raid', ships: ['alabama'], dice: [4] }],
      check: (s) => {
        if (s.whaling.some((w) => w.area === 'C18')) throw new Error('the C18 counter is still there');
        if (s.whaling.length !== 4) throw new Error('another counter went');
      },
      state: { vp: { entries: [{ side: 'confederate', points: 10, rule: '12.11' }] } },
    },
  });
});

describe('5.31, 5.43: the raid roll names the density it used and why (issue 16)', () => {
  fixture({
    rule: '5.31',
    name: "the C18 whaling counter (density 6 over the printed 3) is the roll's column, with a +3 modifier citing 5.31",
    setup: at('alabama', 'C18'),
    dice: [4, 3],
    commands: raidIn('alabama'),
    expect: {
      events: [
        {
          rule: '5.11',
          kind: 'raid',
          rolls: [
            {
              table: '5.11',
              column: 'density 6, where a die of 1, 2, 3, 4, 5, 6 gives 4, 6, 8, 10, 13, 16 points',
              mods: [{ value: 3, rule: '5.31', why: 'whaling counter' }],
              die: 4,
              result: '10 merchant marine points',
            },
          ],
        },
      ],
    },
  });
  fixture({
    rule: '5.43',
    name: 'an Auxiliary in C12 rolls on density 1, a -3 modifier citing 5.43',
    setup: at('tuscaloosa', 'C12'),
    dice: [6, 3],
    commands: raidIn('tuscaloosa'),
    expect: {
      events: [
        {
          rule: '5.11',
          kind: 'raid',
          rolls: [
            {
              table: '5.11',
              column: 'density 1, where a die of 1, 2, 3, 4, 5, 6 gives 0, 0, 1, 2, 3, 4 points',
              mods: [{ value: -3, rule: '5.43', why: 'an Auxiliary' }],
              die: 6,
              result: '4 merchant marine points',
            },
          ],
        },
      ],
    },
  });
  fixture({
    rule: '5.11',
    name: 'a Sloop on the open sea rolls on the printed density, with no modifier',
    setup: at('sumter', 'C12'),
    dice: [6, 3],
    commands: raidIn('sumter'),
    expect: {
      events: [
        {
          rule: '5.11',
          kind: 'raid',
          rolls: [
            {
              table: '5.11',
              column: 'density 4, where a die of 1, 2, 3, 4, 5, 6 gives 1, 3, 4, 5, 7, 8 points',
              mods: [],
              die: 6,
              result: '8 merchant marine points',
            },
          ],
        },
      ],
    },
  });
});

describe('11.21 the first raid in the Pacific', () => {
  fixture({
    rule: '11.21',
    name: 'a raid in a Pacific area (C44) is announced and frees the Wyoming to leave the Pacific',
    setup: at('alabama', 'C44'),
    dice: [6, 3],
    commands: raidIn('alabama'),
    expect: {
      events: [
        { rule: '5.11', kind: 'raid' },
        { rule: '11.21', kind: 'pacificRaid' },
      ],
      state: { pacificRaided: true },
    },
  });
  fixture({
    rule: '11.21',
    name: 'once the Pacific has been raided, a later raid there is not announced again',
    setup: (s) => {
      at('alabama', 'C44')(s);
      s.pacificRaided = true;
    },
    dice: [6, 3],
    commands: raidIn('alabama'),
    expect: { events: [{ rule: '5.11', kind: 'raid' }], noEvents: [{ kind: 'pacificRaid' }], state: { pacificRaided: true } },
  });
  fixture({
    rule: '11.21',
    name: 'a raid outside the Pacific leaves the Wyoming held there',
    setup: at('alabama', 'C12'),
    dice: [6, 3],
    commands: raidIn('alabama'),
    expect: { noEvents: [{ kind: 'pacificRaid' }], state: { pacificRaided: false } },
  });
});

describe('5.4 raid restrictions', () => {
  fixture({
    rule: '5.43',
    name: 'an Auxiliary raids at density 1: in C12 (density 4) die 6 takes 4 points',
    setup: at('tuscaloosa', 'C12'),
    dice: [6, 3],
    commands: raidIn('tuscaloosa'),
    expect: { events: [{ rule: '5.11', kind: 'raid', ships: ['tuscaloosa'], dice: [6] }], state: { merchantMarine: 1243 } },
  });
  fixture({
    rule: '5.43',
    name: 'except in C9 (density 6): die 6 takes 16 points',
    setup: at('tuscaloosa', 'C9'),
    dice: [6, 3],
    commands: raidIn('tuscaloosa'),
    expect: { state: { merchantMarine: 1231 } },
  });
});
