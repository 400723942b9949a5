import { describe } from 'vitest';
import { endPhase, fixture, seal } from '../fixtures/ruleFixture';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 4.1 Federal movement, 4.52 squadrons, 3.0 take-backs, 11.2 the Pacific, 11.72 Semmes: commands
// through apply, as fixtures. The Campaign's Game Turn 1 after an empty seal is the Federal
// Movement Phase: Penguin (GB, 10 MP), Powhatan (SF, 11) and Keystone State (SGB, 10) are in C9
// (next to C11, C13, C14, D4); Narragansett (S) in C48, in the Pacific; Tuscarora is Available.

const movement = [seal([])];
const move = (ship: string, ...path: string[]) => ({ type: 'moveShip', side: 'federal', ship, path });
const back = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'C14' : 'C9'));

describe('4.1 Federal movement', () => {
  fixture({
    rule: '4.11',
    name: 'a ship moves along adjacent areas, one Movement Point each',
    commands: [...movement, move('penguin', 'C14', 'C10')],
    expect: {
      events: [{ rule: '4.1', kind: 'federalMove', ships: ['penguin'], path: ['C14', 'C10'] }],
      state: { phase: 'federalMovement', federal: { penguin: { area: 'C10', movementUsed: 2, path: ['C9', 'C14', 'C10'], moveDone: false } } },
    },
  });
  fixture({
    rule: '4.11',
    name: 'its allowance may be used in several moves, up to the last point (10)',
    commands: [...movement, move('penguin', ...back(4)), move('penguin', ...back(6))],
    expect: { state: { federal: { penguin: { area: 'C9', movementUsed: 10 } } } },
  });
  fixture({
    rule: '4.11',
    name: 'one area more than the allowance is refused',
    commands: [...movement, move('penguin', ...back(4)), move('penguin', ...back(7))],
    expect: { refused: { code: 'tooFar', rule: '4.11' } },
  });
  fixture({
    rule: '4.12',
    name: 'a move to an area not adjacent is refused',
    commands: [...movement, move('penguin', 'C10')],
    expect: { refused: { code: 'notAdjacent', rule: '4.12' } },
  });
  fixture({
    rule: '2.11',
    name: 'a move to an area the map lacks is refused',
    commands: [...movement, move('penguin', 'C14', 'C999')],
    expect: { refused: { code: 'noSuchArea', rule: '2.11' } },
  });
  fixture({
    rule: '4.11',
    name: 'an unknown ship is refused',
    commands: [...movement, move('no-such-ship', 'C14')],
    expect: { refused: { code: 'noSuchShip', rule: '4.11' } },
  });
  fixture({
    rule: '10.4',
    name: 'a ship not deployed this turn does not move',
    commands: [...movement, move('tuscarora', 'C14')],
    expect: { refused: { code: 'notOnMap', rule: '10.4' } },
  });
  fixture({
    rule: '4.12',
    name: "once another ship has moved, the first one's movement is complete",
    commands: [...movement, move('penguin', 'C14'), move('powhatan', 'C11'), move('penguin', 'C10')],
    expect: { refused: { code: 'moveDone', rule: '4.12' } },
  });
  fixture({
    rule: '4.12',
    name: 'the ship that moved before is marked done, with an event naming it',
    commands: [...movement, move('penguin', 'C14'), move('powhatan', 'C11')],
    expect: {
      events: [
        { kind: 'federalMove', ships: ['penguin'] },
        { rule: '4.12', kind: 'moveDone', ships: ['penguin'] },
        { kind: 'federalMove', ships: ['powhatan'] },
      ],
      state: { federal: { penguin: { moveDone: true, area: 'C14' }, powhatan: { moveDone: false, area: 'C11' } } },
    },
  });
  fixture({
    rule: '4.12',
    name: 'a ship may go on moving while no other ship has moved',
    commands: [...movement, move('penguin', 'C14'), move('penguin', 'C10')],
    expect: { state: { federal: { penguin: { area: 'C10', movementUsed: 2, moveDone: false } } } },
  });
  fixture({
    rule: '4.11',
    name: 'no Federal move outside the Federal Movement Phase',
    commands: [seal([]), endPhase('federal'), move('penguin', 'C14')],
    dice: [3],
    expect: { refused: { code: 'wrongPhase', rule: '4.11' } },
  });
  fixture({
    rule: '3.0',
    name: 'no Federal move in the Confederate Record Phase',
    commands: [move('penguin', 'C14')],
    expect: { refused: { code: 'notYourTurn', rule: '3.0' } },
  });
});

describe('3.0 taking back a Federal move', () => {
  fixture({
    rule: '3.0',
    name: 'the last move is taken back: the ship is where it was, its points unused',
    commands: [...movement, move('penguin', 'C14', 'C10'), { type: 'undo', side: 'federal' }],
    expect: { events: [{ rule: '3.0', kind: 'undo' }], state: { federal: { penguin: { area: 'C9', movementUsed: 0, path: ['C9'] } } } },
  });
  fixture({
    rule: '3.0',
    name: 'two moves, two take-backs, then nothing left to take back',
    commands: [
      ...movement,
      move('penguin', 'C14'),
      move('powhatan', 'C11'),
      { type: 'undo', side: 'federal' },
      { type: 'undo', side: 'federal' },
      { type: 'undo', side: 'federal' },
    ],
    expect: { refused: { code: 'nothingToUndo', rule: '3.0' } },
  });
  fixture({
    rule: '3.0',
    name: "taking back the second move reopens the first ship's movement",
    commands: [...movement, move('penguin', 'C14'), move('powhatan', 'C11'), { type: 'undo', side: 'federal' }],
    expect: { state: { federal: { penguin: { area: 'C14', moveDone: false }, powhatan: { area: 'C9', movementUsed: 0 } } } },
  });
});

describe('4.52 Federal squadrons', () => {
  fixture({
    rule: '4.52',
    name: 'ships in one area stack as a squadron',
    commands: [...movement, { type: 'formSquadron', side: 'federal', ships: ['penguin', 'powhatan'] }],
    expect: {
      events: [{ rule: '4.52', kind: 'squadron', ships: ['penguin', 'powhatan'] }],
      check: (s) => {
        if (!s.federal.penguin!.squadron || s.federal.penguin!.squadron !== s.federal.powhatan!.squadron) throw new Error('not one squadron');
        if (s.federal['keystone-state']!.squadron) throw new Error('Keystone State joined');
      },
    },
  });
  fixture({
    rule: '4.52',
    name: 'ships in different areas cannot stack',
    commands: [...movement, { type: 'formSquadron', side: 'federal', ships: ['penguin', 'narragansett'] }],
    expect: { refused: { code: 'notStacked', rule: '4.52' } },
  });
});

describe('11.72 Semmes leaves the Sumter', () => {
  fixture({
    rule: '11.72',
    name: 'in the Record Phase, with the Sumter in port, Semmes lands and may command again next turn',
    commands: [{ type: 'removeSemmes', side: 'confederate' }],
    expect: { events: [{ rule: '11.72', kind: 'semmes' }], state: { phase: 'confederateRecord', semmes: { status: 'track', availableTurn: 2, ship: null } } },
  });
  fixture({
    rule: '11.72',
    name: 'not while the Sumter is at sea',
    setup: (s) => placeConfederate(s, 'sumter', 'C10', null),
    commands: [{ type: 'removeSemmes', side: 'confederate' }],
    expect: { refused: { code: 'notInPort', rule: '11.72' } },
  });
  fixture({
    rule: '11.72',
    name: 'Semmes is placed only in the Confederate Ship Placement Segment',
    commands: [
      { type: 'removeSemmes', side: 'confederate' },
      { type: 'placeSemmes', side: 'confederate', ship: 'sumter' },
    ],
    expect: { refused: { code: 'wrongPhase', rule: '11.72' } },
  });
});

describe('11.2 the Pacific Fleet', () => {
  // C44 is the Pacific area next to C43, outside the Pacific (the only such edge on the map).
  const atC44 =
    (ship: string, more: Partial<GameState> = {}) =>
    (s: GameState) => {
      Object.assign(s, more);
      placeFederal(s, ship, 'C44');
    };
  fixture({
    rule: '11.2',
    name: 'a Pacific Fleet ship other than the Wyoming never leaves the Pacific',
    setup: atC44('narragansett'),
    commands: [...movement, move('narragansett', 'C43')],
    expect: { refused: { code: 'pacificFleet', rule: '11.2' } },
  });
  fixture({
    rule: '11.21',
    name: 'the Wyoming stays until a raider has struck in the Pacific',
    setup: atC44('wyoming'),
    commands: [...movement, move('wyoming', 'C43')],
    expect: { refused: { code: 'pacificFleet', rule: '11.21' } },
  });
  fixture({
    rule: '11.21',
    name: 'then she needs an S point and an Availability Point',
    setup: atC44('wyoming', { pacificRaided: true }),
    commands: [...movement, move('wyoming', 'C43')],
    expect: { refused: { code: 'noPoints', rule: '11.21' } },
  });
  fixture({
    rule: '11.21',
    name: 'with them she leaves, paying once',
    setup: atC44('wyoming', { pacificRaided: true, deploymentTrack: { F: 0, SF: 0, S: 1, GB: 0, SGB: 0 } }),
    commands: [...movement, move('wyoming', 'C43'), move('wyoming', 'C44', 'C43')],
    expect: {
      events: [
        { rule: '11.21', kind: 'pacificExit', ships: ['wyoming'] },
        { rule: '4.1', kind: 'federalMove', ships: ['wyoming'], path: ['C43'] },
        { rule: '4.1', kind: 'federalMove', ships: ['wyoming'], path: ['C44', 'C43'] },
      ],
      state: { deploymentTrack: { S: 0 }, federal: { wyoming: { area: 'C43', availabilityUsed: 1, movementUsed: 3, selection: { paid: true } } } },
      check: (_, events) => {
        if (events.filter((e) => e.kind === 'pacificExit').length !== 1) throw new Error('paid twice');
      },
    },
  });
  fixture({
    rule: '11.2',
    name: 'moving within the Pacific costs nothing',
    setup: atC44('narragansett'),
    commands: [...movement, move('narragansett', 'C45')],
    expect: { noEvents: [{ kind: 'pacificExit' }], state: { federal: { narragansett: { area: 'C45', availabilityUsed: 0 } } } },
  });
});
