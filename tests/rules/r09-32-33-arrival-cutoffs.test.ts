import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { placeConfederate } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 9.32, 9.33: with CPL England or France below -1, the ships still to be received there are
// struck off the track, except the named ones, and ships already in play are untouched. An idle
// Game Turn 1 ends; Game Turn 2's adjustment (9.21: E +2, F +1) brings the track to -2. The last
// die is Game Turn 2's deployment roll.

const idle = activityTurn([]);

describe("9.33 France's deliveries stop below -1", () => {
  fixture({
    rule: '9.33',
    name: 'France -3 +1 = -2: the Louisiana and the Mississippi are struck off; the Stonewall still comes',
    setup: (s: GameState) => {
      clearFederal(s);
      s.cpl.F = -3;
    },
    dice: [3],
    commands: idle,
    expect: {
      events: [
        { rule: '9.33', kind: 'offTrack', ships: ['louisiana'] },
        { rule: '9.33', kind: 'offTrack', ships: ['mississippi'] },
      ],
      noEvents: [{ kind: 'offTrack', ships: ['stonewall'] }, { rule: '9.32' }],
      state: {
        cpl: { F: -2 },
        confederate: {
          louisiana: { status: 'offTrack' },
          mississippi: { status: 'offTrack' },
          stonewall: { status: 'notArrived' },
          florida: { status: 'notArrived' },
        },
      },
    },
  });
});

describe('9.32 a ship received in England before the drop stays in play', () => {
  fixture({
    rule: '9.32',
    name: 'England -4 +2 = -2: the Alabama, already at sea, sails on; the Florida is struck off; the Georgia still comes',
    setup: (s: GameState) => {
      clearFederal(s);
      s.cpl.E = -4;
      placeConfederate(s, 'alabama', 'C12', null);
    },
    dice: [3],
    commands: idle,
    expect: {
      events: [{ rule: '9.32', kind: 'offTrack', ships: ['florida'] }],
      noEvents: [{ kind: 'offTrack', ships: ['alabama'] }, { kind: 'offTrack', ships: ['georgia'] }, { rule: '9.33' }],
      state: {
        cpl: { E: -2 },
        confederate: { alabama: { status: 'inPlay', area: 'C12' }, florida: { status: 'offTrack' }, georgia: { status: 'notArrived' } },
      },
    },
  });
});
