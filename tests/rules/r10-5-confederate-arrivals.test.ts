import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE, placeConfederate } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 10.5 Confederate reinforcements, as fixtures: an idle turn of the Campaign played as the turn
// before an arrival, so that the turn table's arrivals come in the next turn's Confederate Ship
// Placement Segment. The last die is the deployment roll that follows (10.31).

const idle = activityTurn([]);
const before =
  (turn: number, more: (s: GameState) => void = () => {}) =>
  (s: GameState) => {
    clearFederal(s);
    s.turn = turn;
    more(s);
  };

describe('10.5 Confederate reinforcements', () => {
  fixture({
    rule: '10.5',
    name: "Game Turn 5: the Florida and the Alabama arrive in England's port in C2, uncommissioned (10.51)",
    setup: before(4),
    dice: [3],
    commands: idle,
    expect: {
      events: [
        { rule: '10.5', kind: 'arrival', ships: ['florida'] },
        { rule: '10.5', kind: 'arrival', ships: ['alabama'] },
      ],
      state: {
        turn: 5,
        confederate: {
          florida: { status: 'inPlay', area: 'C2', port: 'England', commissioned: false, arrivedThisTurn: true, turnsAtSea: 0, turnsInPort: 0 },
          alabama: { status: 'inPlay', area: 'C2', port: 'England', commissioned: false, arrivedThisTurn: true },
          sumter: { arrivedThisTurn: false },
        },
      },
    },
  });
  fixture({
    rule: '10.5',
    name: 'an Auxiliary joins its parent where she is: the Clarence in C40 with the Florida (Game Turn 8)',
    setup: before(7, (s) => placeConfederate(s, 'florida', 'C40', null)),
    dice: [3],
    commands: idle,
    expect: {
      events: [{ rule: '10.5', kind: 'arrival', ships: ['clarence'] }],
      state: { turn: 8, confederate: { clarence: { status: 'inPlay', area: 'C40', port: null, commissioned: true } } },
    },
  });
  fixture({
    rule: '10.5',
    name: 'without her parent in play the Auxiliary never comes',
    setup: before(7),
    dice: [3],
    commands: idle,
    expect: {
      events: [{ rule: '10.5', kind: 'offTrack', ships: ['clarence'] }],
      noEvents: [{ kind: 'arrival', ships: ['clarence'] }],
      state: { confederate: { clarence: { status: 'offTrack' }, georgia: { status: 'inPlay', area: 'C2' } } },
    },
  });
  fixture({
    rule: '10.52',
    name: 'the Rappahannock (Game Turn 9) crosses to France and must repair that turn',
    setup: before(8),
    dice: [3],
    commands: idle,
    expect: {
      events: [
        { rule: '10.5', kind: 'arrival', ships: ['rappahannock'] },
        { rule: '10.52', kind: 'forcedRepair', ships: ['rappahannock'] },
      ],
      state: { turn: 9, confederate: { rappahannock: { status: 'inPlay', area: 'C5', port: 'France', forcedRepairTurn: 9, commissioned: false } } },
    },
  });
  fixture({
    rule: '9.32',
    name: 'with CPL England below -1, a ship due in England is struck off (the Florida); the exempt ones still come',
    setup: before(4, (s) => {
      s.cpl.E = -5;
    }),
    dice: [3],
    commands: idle,
    expect: {
      events: [{ rule: '9.32', kind: 'offTrack', ships: ['florida'] }],
      state: { confederate: { florida: { status: 'offTrack' }, alabama: { status: 'offTrack' }, georgia: { status: 'notArrived' } } },
    },
  });
});

describe('10.51 commissioning, carried out in the Activity Phase', () => {
  // 1861 (Game Turn 1): the Sumter, as if still uncommissioned, in a neutral port or a Confederate one.
  const commissionIn = (area: string, port: string) => (s: GameState) => {
    clearFederal(s);
    placeConfederate(s, 'sumter', area, port, { commissioned: false });
  };
  const commission = activityTurn([{ ship: 'sumter', steps: [{ op: 'commission' }], standing: ESCAPE }]);
  fixture({
    rule: '10.51',
    name: "in a neutral port (C12, Barbados): the ship is commissioned and the year's one neutral commissioning is spent",
    setup: commissionIn('C12', 'E'),
    dice: [3],
    commands: commission,
    expect: {
      events: [{ rule: '10.51', kind: 'commission', ships: ['sumter'] }],
      state: { confederate: { sumter: { commissioned: true, port: 'E' } }, neutralCommissionYears: [1861] },
    },
  });
  fixture({
    rule: '10.51',
    name: 'in a Confederate port (C15): commissioned, and no neutral commissioning is spent',
    setup: commissionIn('C15', 'CSA'),
    dice: [3],
    commands: commission,
    expect: {
      events: [{ rule: '10.51', kind: 'commission', ships: ['sumter'] }],
      state: { confederate: { sumter: { commissioned: true, port: 'CSA' } }, neutralCommissionYears: [] },
    },
  });
});
