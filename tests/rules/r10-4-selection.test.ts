import { describe } from 'vitest';
import { activityTurn, endPhase, fixture } from '../fixtures/ruleFixture';
import type { GameState } from '../../src/engine/types';
import { sidelineFederal } from '../fixtures/arrange';

// 10.4 selecting Federal ships, as fixtures. After an idle Game Turn 1 and the deployment die 3,
// Game Turn 2's Federal Ship Placement Segment has 0/1/3/2/4 F/SF/S/GB/SGB points (10.31).
// Powhatan (SF) and Keystone State (SGB) are on the map in C9, not yet selected; Tuscarora (S)
// and Flambeau (GB) have arrived in the Available Pool; Penguin (GB) went to the Unavailable Pool.

const toPlacement = activityTurn([]);
const select = (ship: string) => ({ type: 'selectShip', side: 'federal', ship });
const unselect = (ship: string) => ({ type: 'unselectShip', side: 'federal', ship });

describe('10.4 selecting Federal ships', () => {
  fixture({
    rule: '10.42',
    name: 'a ship on the map costs a point of its type and an Availability Point, and stays where it is',
    dice: [3],
    commands: [...toPlacement, select('powhatan')],
    expect: {
      events: [{ rule: '10.42', kind: 'select', ships: ['powhatan'] }],
      state: {
        deploymentTrack: { SF: 0, S: 3 },
        federal: {
          powhatan: { where: 'map', area: 'C9', inUse: true, availabilityUsed: 2, selection: { from: 'map', area: 'C9', paid: true, fromUP: false } },
        },
      },
    },
  });
  fixture({
    rule: '10.43',
    name: 'a ship from the Available Pool starts in C9',
    dice: [3],
    commands: [...toPlacement, select('tuscarora')],
    expect: {
      state: {
        deploymentTrack: { S: 2 },
        federal: {
          tuscarora: { where: 'map', area: 'C9', inUse: true, path: ['C9'], availabilityUsed: 1, selection: { from: 'available', area: null, paid: true } },
        },
      },
    },
  });
  fixture({
    rule: '10.4',
    name: 'a selection is taken back: the point and the Availability Point return, the ship goes back to its pool',
    dice: [3],
    commands: [...toPlacement, select('tuscarora'), unselect('tuscarora')],
    expect: {
      events: [
        { rule: '10.42', kind: 'select' },
        { rule: '10.4', kind: 'unselect', ships: ['tuscarora'] },
      ],
      state: {
        deploymentTrack: { S: 3 },
        federal: { tuscarora: { where: 'available', area: null, inUse: false, availabilityUsed: 0, selection: null, path: [] } },
      },
    },
  });
  fixture({
    rule: '10.4',
    name: 'a ship is selected once',
    dice: [3],
    commands: [...toPlacement, select('powhatan'), select('powhatan')],
    expect: { refused: { code: 'alreadySelected', rule: '10.4' } },
  });
  fixture({
    rule: '10.4',
    name: 'only a selected ship can be taken back',
    dice: [3],
    commands: [...toPlacement, unselect('tuscarora')],
    expect: { refused: { code: 'notSelected', rule: '10.4' } },
  });
  fixture({
    rule: '10.42',
    name: 'no point of the type left: refused',
    dice: [3],
    commands: [
      ...toPlacement,
      select('powhatan'),
      { type: 'unselectShip', side: 'federal', ship: 'powhatan' },
      select('powhatan'),
      select('uss-florida'),
      select('uss-alabama'),
      select('augusta'),
      select('quaker-city'),
      select('santiago-de-cuba'),
    ],
    expect: { refused: { code: 'noPoints', rule: '10.42' } },
  });
  fixture({
    rule: '10.42',
    name: 'a ship without Availability Points left is refused',
    setup: (s: GameState) => {
      s.federal.tuscarora!.availabilityUsed = 99;
    },
    dice: [3],
    commands: [...toPlacement, select('tuscarora')],
    expect: { refused: { code: 'noAvailability', rule: '10.42' } },
  });
  fixture({
    rule: '10.41',
    name: 'a ship not yet arrived is not in the game',
    dice: [3],
    commands: [...toPlacement, select('kearsarge')],
    expect: { refused: { code: 'notInPlay', rule: '10.41' } },
  });
  fixture({
    rule: '10.11',
    name: 'the Unavailable Pool serves only when no ship of the type is available',
    dice: [3],
    commands: [...toPlacement, select('penguin')],
    expect: { refused: { code: 'upNotNeeded', rule: '10.11' } },
  });
  fixture({
    rule: '10.4',
    name: 'ships are selected only in the Federal Ship Placement Segment',
    commands: [activityTurn([])[0]!, select('powhatan')],
    expect: { refused: { code: 'wrongPhase', rule: '10.4' } },
  });
  fixture({
    rule: '10.4',
    name: 'an unknown ship is refused',
    dice: [3],
    commands: [...toPlacement, select('no-such-ship')],
    expect: { refused: { code: 'noSuchShip', rule: '10.4' } },
  });
  fixture({
    rule: '10.44',
    name: 'ships on the map not selected go to the Available Pool when placement ends',
    // Six SGBs for the four SGB points (10.4): four from the pool, so the Keystone State is not needed.
    setup: (s) => sidelineFederal(s, ['powhatan', 'keystone-state', 'connecticut', 'de-soto', 'james-adger', 'rhode-island', 'uss-alabama']),
    dice: [3],
    commands: [...toPlacement, ...['powhatan', 'connecticut', 'de-soto', 'james-adger', 'rhode-island'].map(select), endPhase('federal')],
    expect: {
      events: [{ rule: '10.44', kind: 'toAvailable', ships: ['keystone-state'] }],
      noEvents: [{ rule: '10.44', ships: ['powhatan'] }],
      state: { federal: { 'keystone-state': { where: 'available', area: null, inUse: false }, powhatan: { where: 'map', area: 'C9', inUse: true } } },
    },
  });
  fixture({
    rule: '11.22',
    name: 'the Pacific Fleet on the map is in use without selection or points',
    dice: [3],
    commands: toPlacement,
    expect: {
      state: {
        deploymentTrack: { S: 3, SGB: 4 },
        federal: { narragansett: { inUse: true, selection: null }, saginaw: { inUse: true }, powhatan: { inUse: false } },
      },
    },
  });
});

describe('10.4, 10.41 the Deployment Points must buy the ships there are', () => {
  // Game Turn 2's placement (die 3: 0/1/3/2/4 F/SF/S/GB/SGB points) with every ship a point could
  // buy sidelined to the Unavailable Pool but the Tuscarora (S, arrived in the Available Pool).
  const onlyTuscarora = (s: GameState) => sidelineFederal(s, ['tuscarora']);
  fixture({
    rule: '10.4',
    name: 'ending the segment with S points unspent while a sloop waits in the Available Pool is refused',
    setup: onlyTuscarora,
    dice: [3],
    commands: [...toPlacement, endPhase('federal')],
    expect: { refused: { code: 'shipsOwed', rule: '10.4' }, state: { phase: 'federalPlacement', deploymentTrack: { S: 3 } } },
  });
  fixture({
    rule: '10.41',
    name: 'once the type has no ship left on the map or in the Available Pool, its points stay on the track',
    setup: onlyTuscarora,
    dice: [3],
    commands: [...toPlacement, select('tuscarora'), endPhase('federal')],
    expect: { state: { phase: 'confederateRecord', deploymentTrack: { S: 2, SGB: 4 }, federal: { tuscarora: { where: 'map', area: 'C9', inUse: true } } } },
  });
  fixture({
    rule: '10.41',
    name: 'a ship in the Unavailable Pool is never owed: the Federal may take it (10.11) or leave the point',
    setup: onlyTuscarora,
    dice: [3],
    commands: [...toPlacement, select('tuscarora'), endPhase('federal')],
    expect: {
      noEvents: [{ rule: '10.11', kind: 'select' }],
      state: { federal: { penguin: { where: 'unavailable' }, 'keystone-state': { where: 'unavailable' } } },
    },
  });
  fixture({
    rule: '10.4',
    name: 'a ship taken back is owed again',
    setup: onlyTuscarora,
    dice: [3],
    commands: [...toPlacement, select('tuscarora'), unselect('tuscarora'), endPhase('federal')],
    expect: { refused: { code: 'shipsOwed', rule: '10.4' } },
  });
  fixture({
    rule: '10.4',
    name: 'a ship with no Availability Point left is not owed (10.42)',
    setup: (s) => {
      onlyTuscarora(s);
      s.federal.tuscarora!.availabilityUsed = 8;
    },
    dice: [3],
    commands: [...toPlacement, endPhase('federal')],
    expect: { state: { phase: 'confederateRecord', deploymentTrack: { S: 3 } } },
  });
});
