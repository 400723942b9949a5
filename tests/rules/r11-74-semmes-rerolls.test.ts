import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';
import type { ActivityRecord, StandingOrders } from '../../src/engine/activity/types';

// 11.74: Semmes, aboard, may have one die rerolled once a Game Turn (a raid die of 1 or 2, a
// blockade run that meets the blockaders, or a failed escape), if the standing orders allow it.
// The Sumter starts in the Confederate port of C15 with Semmes aboard; in 1861 no blockade run
// meets the blockaders (7.11), so the first die is the run's and the next ones the raids'.
// The last die of each fixture is Game Turn 2's deployment roll (10.31).

const SEMMES: StandingOrders = { ...ESCAPE, semmesReroll: { raid: true, escape: true, blockade: true } };
const twoRaids: ActivityRecord = {
  ship: 'sumter',
  steps: [{ op: 'leavePort' }, { op: 'move', to: 'C19' }, { op: 'raid' }, { op: 'move', to: 'C10' }, { op: 'raid' }],
  standing: SEMMES,
};
// C10 (density 3) has coal ports: the Sumter coals there and its raid stands (11.52).
const oneRaid = (standing = SEMMES): ActivityRecord => ({ ship: 'sumter', steps: [{ op: 'leavePort' }, { op: 'move', to: 'C10' }, { op: 'raid' }], standing });

describe('11.74 Semmes rerolls a raid die once a turn', () => {
  fixture({
    rule: '11.74',
    name: "a raid die of 1 is rerolled; the second raid's 1 in the same turn is not",
    setup: clearFederal,
    dice: [3, 1, 4, 1, 3],
    commands: activityTurn([twoRaids]),
    expect: {
      events: [
        { rule: '7.11', kind: 'blockadeRun', ships: ['sumter'], dice: [3] },
        // C19 density 2, die 4: 3 points; C10 density 3, die 1: 1 point (5.11).
        { rule: '5.11', kind: 'raid', ships: ['sumter'], dice: [1, 4] },
        { rule: '5.11', kind: 'raid', ships: ['sumter'], dice: [1] },
      ],
      // 1247 - 3 - 1; the next turn has begun and the reroll is Semmes' again (3.0).
      state: { turn: 2, merchantMarine: 1243, semmesRerollUsed: false },
    },
  });
  fixture({
    rule: '11.74',
    name: 'a raid die of 2 is rerolled and the reroll stands, even when lower',
    setup: clearFederal,
    dice: [3, 2, 1, 3],
    commands: activityTurn([oneRaid()]),
    // C10 density 3, die 1: 1 point (5.11).
    expect: { events: [{ rule: '5.11', kind: 'raid', dice: [2, 1] }], state: { merchantMarine: 1246 } },
  });
  fixture({
    rule: '11.74',
    name: 'a raid die of 3 is not rerolled',
    setup: clearFederal,
    dice: [3, 3, 3],
    commands: activityTurn([oneRaid()]),
    // C10 density 3, die 3: 3 points.
    expect: { events: [{ rule: '5.11', kind: 'raid', dice: [3] }], state: { merchantMarine: 1244 } },
  });
  fixture({
    rule: '11.74',
    name: 'no reroll when the standing orders forbid it for raids',
    setup: clearFederal,
    dice: [3, 1, 3],
    commands: activityTurn([oneRaid({ ...SEMMES, semmesReroll: { raid: false, escape: true, blockade: true } })]),
    expect: { events: [{ rule: '5.11', kind: 'raid', dice: [1] }], state: { merchantMarine: 1246 } },
  });
  fixture({
    rule: '11.74',
    name: "no reroll once the turn's reroll is used",
    setup: (s) => {
      clearFederal(s);
      s.semmesRerollUsed = true;
    },
    dice: [3, 1, 3],
    commands: activityTurn([oneRaid()]),
    expect: { events: [{ rule: '5.11', kind: 'raid', dice: [1] }], state: { merchantMarine: 1246 } },
  });
  fixture({
    rule: '11.74',
    name: 'no reroll without Semmes aboard',
    setup: (s) => {
      clearFederal(s);
      s.semmes = { status: 'removed' };
    },
    dice: [3, 1, 3],
    commands: activityTurn([oneRaid()]),
    expect: { events: [{ rule: '5.11', kind: 'raid', dice: [1] }], state: { merchantMarine: 1246 } },
  });
});

describe('11.74 Semmes rerolls a blockade run', () => {
  // Game Turn 13 is in 1864: out of a Confederate port, die 5 is modified to 8 (contact, gunnery
  // 2) and die 6 to 9 (gunnery 3); 4 or less is no contact (7.11).
  fixture({
    rule: '11.74',
    name: 'a run that meets the blockaders is rerolled, and the reroll stands',
    setup: (s) => {
      clearFederal(s);
      s.turn = 13;
    },
    dice: [6, 1, 3, 3],
    commands: activityTurn([{ ship: 'sumter', steps: [{ op: 'leavePort' }], standing: SEMMES }]),
    expect: {
      events: [{ rule: '7.11', kind: 'blockadeRun', ships: ['sumter'], dice: [6, 1] }],
      state: { confederate: { sumter: { damage: 0, port: null } } },
      diceLeft: 1,
    },
  });
  fixture({
    rule: '11.74',
    name: 'without the orders the contact stands: one segment of gunnery 3, die 6, 2 damage sinks the Sumter (8.13)',
    setup: (s) => {
      clearFederal(s);
      s.turn = 13;
    },
    dice: [6, 6, 3, 3],
    commands: activityTurn([{ ship: 'sumter', steps: [{ op: 'leavePort' }], standing: ESCAPE }]),
    expect: {
      events: [
        { rule: '7.11', kind: 'blockadeRun', ships: ['sumter'], dice: [6, 6] },
        { rule: '8.13', kind: 'sunk', ships: ['sumter'] },
      ],
      state: { confederate: { sumter: { status: 'sunk', damage: 2 } } },
      diceLeft: 2,
    },
  });
});

describe('11.72, 11.73 Semmes after his ship is lost', () => {
  // Powhatan in C10 spots the Sumter (6), the escape fails (1), and her first segment (die 6,
  // gunnery 7: 3 damage) sinks her; Semmes survives and waits for Game Turn 2 (11.72). There the
  // Nashville has arrived in C14's Confederate port: Semmes may join her.
  const sunk = (s: GameState) => {
    clearFederal(s);
    placeFederal(s, 'powhatan', 'C10');
  };
  const lose = activityTurn([{ ship: 'sumter', steps: [{ op: 'leavePort' }, { op: 'move', to: 'C10' }], standing: ESCAPE }]);
  const place = (ship: string) => ({ type: 'placeSemmes', side: 'confederate', ship });
  fixture({
    rule: '11.72',
    name: 'he survives the Sumter and the game waits for the Confederate to place him',
    setup: sunk,
    dice: [1, 6, 1, 1, 6],
    commands: lose,
    expect: {
      events: [
        { rule: '8.13', kind: 'sunk', ships: ['sumter'] },
        { rule: '11.72', kind: 'semmes' },
      ],
      state: { turn: 2, phase: 'confederatePlacement', semmes: { status: 'track', availableTurn: 2, ship: null, shipsCommanded: 1 } },
    },
  });
  fixture({
    rule: '11.72',
    name: 'he takes command of a ship in port',
    setup: sunk,
    dice: [1, 6, 1, 1, 6, 3],
    commands: [...lose, place('nashville'), { type: 'endPhase', side: 'confederate' }],
    expect: {
      events: [{ rule: '11.72', kind: 'semmes', ships: ['nashville'] }],
      state: { phase: 'federalPlacement', semmes: { status: 'aboard', ship: 'nashville', shipsCommanded: 2 } },
    },
  });
  fixture({
    rule: '11.72',
    name: 'not a ship that is not in play',
    setup: sunk,
    dice: [1, 6, 1, 1, 6],
    commands: [...lose, place('alabama')],
    expect: { refused: { code: 'semmesCannotJoin', rule: '11.72' } },
  });
  fixture({
    rule: '11.72',
    name: 'Semmes can be taken off the Sumter only',
    setup: sunk,
    dice: [1, 6, 1, 1, 6],
    commands: [...lose, place('nashville'), { type: 'removeSemmes', side: 'confederate' }],
    expect: { refused: { code: 'semmesNotOnSumter', rule: '11.72' } },
  });
  fixture({
    rule: '11.73',
    name: 'losing his second ship removes him from the game',
    setup: (s) => {
      clearFederal(s);
      placeFederal(s, 'powhatan', 'C10');
      s.semmes = { status: 'aboard', ship: 'sumter', shipsCommanded: 2 };
    },
    dice: [1, 6, 1, 1, 6, 3],
    commands: lose,
    expect: { events: [{ rule: '11.73', kind: 'semmes' }], state: { phase: 'federalPlacement', semmes: { status: 'removed' } } },
  });
});
