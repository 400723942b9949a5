import { describe, expect } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE, placeConfederate, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 5.0 raids, the cases r05-raids.test.ts leaves out: who turns a whaling counter up (5.31), a raid
// that takes nothing (5.11), a Federal ship already in the raider's area (6.1), a variant's count
// (docs/variants.md), and a squadron's raid voided by a member short of coal (4.52, 11.52). Game
// Turn 1 of the Campaign; the whaling counters of this seed lie in C6, C18, C57, C60 and D58. The
// last die is Game Turn 2's deployment roll.

const at = (ship: string, area: string) => (s: GameState) => {
  clearFederal(s);
  placeConfederate(s, ship, area, null);
};
const raidIn = (ship: string) => activityTurn([{ ship, steps: [{ op: 'raid' }], standing: ESCAPE }]);
const hasWhaling = (area: string) => (s: GameState) => {
  if (!s.whaling.some((w) => w.area === area)) throw new Error(`the ${area} whaling counter is gone`);
};

describe('5.31 only a Sloop turns a whaling counter up', () => {
  fixture({
    rule: '5.31',
    name: "a side-wheel Sloop (the Nashville, SS) counts as a Sloop: C18's counter, density 6 over 3, die 4: 10 points",
    setup: at('nashville', 'C18'),
    dice: [4, 3],
    commands: raidIn('nashville'),
    expect: {
      events: [
        {
          rule: '5.11',
          kind: 'raid',
          ships: ['nashville'],
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
      check: (s) => expect(s.whaling.map((w) => w.area)).not.toContain('C18'),
    },
  });
  fixture({
    rule: '5.43',
    name: 'an Auxiliary in C18 raids at density 1 and leaves the whaling counter face down: die 6, 4 points',
    setup: at('tuscaloosa', 'C18'),
    dice: [6, 3],
    commands: raidIn('tuscaloosa'),
    expect: {
      events: [
        {
          rule: '5.11',
          kind: 'raid',
          ships: ['tuscaloosa'],
          rolls: [
            {
              table: '5.11',
              column: 'density 1, where a die of 1, 2, 3, 4, 5, 6 gives 0, 0, 1, 2, 3, 4 points',
              mods: [{ value: -2, rule: '5.43', why: 'an Auxiliary' }],
              die: 6,
              result: '4 merchant marine points',
            },
          ],
        },
      ],
      state: { merchantMarine: 1243 },
      check: hasWhaling('C18'),
    },
  });
});

describe('5.11 a raid that takes nothing', () => {
  fixture({
    rule: '5.11',
    name: 'density 1 (an Auxiliary), die 1: no points, so nothing comes off the track and no VP is scored',
    setup: at('tuscaloosa', 'C12'),
    dice: [1, 3],
    commands: raidIn('tuscaloosa'),
    expect: {
      events: [{ rule: '5.11', kind: 'raid', ships: ['tuscaloosa'], dice: [1] }],
      noEvents: [{ rule: '5.21' }],
      state: { merchantMarine: 1247, vp: { confederate: 0, entries: [] } },
    },
  });
});

describe('6.1 a Federal ship in the area a raider raids does not search it', () => {
  fixture({
    rule: '6.1',
    name: 'the Sumter raids C12 beside the Kearsarge: no search, and the note names both ships',
    setup: (s) => {
      at('sumter', 'C12')(s);
      placeFederal(s, 'kearsarge', 'C12');
    },
    dice: [6, 3],
    commands: raidIn('sumter'),
    expect: {
      events: [
        { rule: '6.1', kind: 'whyNot', ships: ['sumter', 'kearsarge'] },
        { rule: '5.11', kind: 'raid', ships: ['sumter'], dice: [6] },
      ],
      noEvents: [{ kind: 'spotted' }, { kind: 'search' }],
      state: { merchantMarine: 1239 },
    },
  });
  fixture({
    rule: '6.1',
    name: 'with no Federal ship in the area there is no such note',
    setup: at('sumter', 'C12'),
    dice: [6, 3],
    commands: raidIn('sumter'),
    expect: { noEvents: [{ rule: '6.1' }] },
  });
});

describe('5.11 the raid count of the Rebel Raiders variant (docs/variants.md)', () => {
  fixture({
    rule: '5.11',
    name: 'RR 8.11 counts the raid: die 6 in C12 (density 4) is 2 steps of 7, 14 points, and the event shows no Raid Table roll',
    setup: (s) => {
      at('sumter', 'C12')(s);
      s.options = { ...s.options, rebelRaidersRaid: true };
    },
    dice: [6, 3],
    commands: raidIn('sumter'),
    expect: {
      events: [{ rule: 'RR 8.11', kind: 'raid', ships: ['sumter'], dice: [6] }],
      state: { merchantMarine: 1233 },
      check: (_s, events) => expect(events.find((e) => e.kind === 'raid')!.rolls).toBeUndefined(),
    },
  });
});

// The squadron: the Alabama (coal 1) starts in C18, where the Brazilian coal port serves her, and
// gathers the Florida (coal 1) in D13, which has no port; the Florida spent the turn at sea there.
const squadronRaid = (s: GameState) => {
  clearFederal(s);
  placeConfederate(s, 'alabama', 'C18', null);
  placeConfederate(s, 'florida', 'D13', null);
};
const alabamaGathersFlorida = activityTurn([
  { ship: 'alabama', steps: [{ op: 'move', to: 'D13' }, { op: 'gather', ship: 'florida' }, { op: 'raid' }], standing: ESCAPE },
  { ship: 'florida', steps: [], standing: ESCAPE },
]);

describe('4.52, 11.52 a squadron raids with all its ships', () => {
  fixture({
    rule: '11.52',
    name: "the Florida, gathered into the Alabama's squadron, did not coal: the squadron's raid is void though the Alabama coaled",
    setup: squadronRaid,
    dice: [6, 3],
    commands: alabamaGathersFlorida,
    expect: {
      events: [
        { rule: '5.11', kind: 'raid', ships: ['alabama'], dice: [6] },
        { rule: '11.52', kind: 'coal', ships: ['florida'] },
        { rule: '11.52', kind: 'raidsVoid', ships: ['alabama'] },
      ],
      noEvents: [{ rule: '11.52', kind: 'coal', ships: ['alabama'] }],
      state: { merchantMarine: 1247, vp: { confederate: 0 }, confederate: { florida: { canRaid: false }, alabama: { canRaid: true, area: 'D13' } } },
    },
  });
});
