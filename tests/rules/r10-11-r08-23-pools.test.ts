import { describe } from 'vitest';
import { activityTurn, endPhase, fixture, seal } from '../fixtures/ruleFixture';
import { clearFederal, sidelineFederal } from '../fixtures/arrange';
import { ESCAPE, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 10.11 the Unavailable Pool and 8.23 Federal repairs, as fixtures.

describe('10.11 the Unavailable Pool', () => {
  // Game Turn 2's placement (deployment die 3: 2 GB points): Penguin went to the Unavailable Pool
  // after Game Turn 1; the GB ships arriving in the Available Pool have no Availability Points
  // left here, so none of them blocks her.
  const spent = (s: GameState) => {
    for (const id of ['chippewa', 'r-r-cuyler', 'flambeau']) s.federal[id]!.availabilityUsed = 99;
  };
  const select = { type: 'selectShip', side: 'federal', ship: 'penguin' };
  fixture({
    rule: '10.11',
    name: 'with no other GB to use, Penguin comes from the Unavailable Pool for a GB point, to C9',
    setup: spent,
    dice: [3],
    commands: [...activityTurn([]), select],
    expect: {
      events: [
        { rule: '10.1', kind: 'toUnavailable', ships: ['penguin'] },
        { rule: '10.11', kind: 'select', ships: ['penguin'] },
      ],
      state: {
        deploymentTrack: { GB: 1 },
        federal: {
          penguin: {
            where: 'map',
            area: 'C9',
            inUse: true,
            fromUP: true,
            upUses: 1,
            availabilityUsed: 1,
            selection: { from: 'unavailable', paid: true, fromUP: true },
          },
        },
      },
    },
  });
  fixture({
    rule: '10.11',
    name: 'taken back, she returns to the pool with her use undone',
    setup: spent,
    dice: [3],
    commands: [...activityTurn([]), select, { type: 'unselectShip', side: 'federal', ship: 'penguin' }],
    expect: { state: { deploymentTrack: { GB: 2 }, federal: { penguin: { where: 'unavailable', area: null, inUse: false, fromUP: false, upUses: 0 } } } },
  });
  fixture({
    rule: '10.11',
    name: 'at the next placement she goes back to the Unavailable Pool',
    setup: (s) => {
      spent(s);
      sidelineFederal(s, ['chippewa', 'r-r-cuyler', 'flambeau']); // 10.4: no ship of another type is owed
    },
    dice: [3, 3],
    commands: [...activityTurn([]), select, endPhase('federal'), seal([]), endPhase('federal')],
    expect: {
      events: [
        { rule: '10.11', kind: 'select' },
        { rule: '10.11', kind: 'toUnavailable', ships: ['penguin'] },
      ],
      state: { turn: 3, federal: { penguin: { where: 'unavailable', area: null, fromUP: false, upUses: 1 } } },
    },
  });
});

describe('8.23 Federal repairs', () => {
  // Flambeau (gunnery 1, defense 3) in C10 spots the Sumter (6); the escape fails (2); segment 1:
  // the Sumter's 6 does 1 damage, Flambeau's 5 does 1; segment 2: 1 and 5: the Sumter is sunk.
  const fight = (used: number) => (s: GameState) => {
    clearFederal(s);
    placeFederal(s, 'flambeau', 'C10');
    s.federal.flambeau!.availabilityUsed = used;
  };
  const record = activityTurn([{ ship: 'sumter', steps: [{ op: 'leavePort' }, { op: 'move', to: 'C10' }], standing: ESCAPE }]);
  fixture({
    rule: '8.23',
    name: 'a damaged Federal ship leaves the map at the end of the turn, repaired, to the Available Pool',
    setup: fight(0),
    dice: [1, 6, 2, 6, 5, 1, 5],
    commands: record,
    expect: {
      events: [
        { rule: '8.13', kind: 'sunk', ships: ['sumter'] },
        { rule: '8.23', kind: 'federalRepair', ships: ['flambeau'] },
      ],
      state: { federal: { flambeau: { where: 'available', area: null, damage: 0, inUse: false } } },
    },
  });
  fixture({
    rule: '8.23',
    name: 'one with no Availability Points left goes to the Unavailable Pool',
    setup: fight(99),
    dice: [1, 6, 2, 6, 5, 1, 5],
    commands: record,
    expect: { state: { federal: { flambeau: { where: 'unavailable', area: null, damage: 0 } } } },
  });
});
