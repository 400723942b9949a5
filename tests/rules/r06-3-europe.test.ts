import { describe } from 'vitest';
import { activityTurn, endPhase, fixture, seal } from '../fixtures/ruleFixture';
import { clearFederal, sidelineFederal } from '../fixtures/arrange';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 6.3 searches in Europe, as fixtures. The Sumter sits in the English port at Gibraltar (C8) and
// Tuscarora is on the map there. After an idle Game Turn 1 (deployment die 3), Game Turn 2's
// placement selects Tuscarora; ending placement opens the European declarations, since the
// Sumter began the turn in Europe. Playing on through Game Turn 2's Activity Phase needs Game
// Turn 3's deployment die as well.

const inEurope = (s: GameState) => {
  clearFederal(s);
  placeConfederate(s, 'sumter', 'C8', 'E');
  placeFederal(s, 'tuscarora', 'C8');
  sidelineFederal(s, ['tuscarora']); // 10.4: no other ship is owed a selection
};
const toDeclarations = [...activityTurn([]), { type: 'selectShip', side: 'federal', ship: 'tuscarora' }, endPhase('federal')];
const declare = (ship: string, target: string) => ({ type: 'declareBlockade', side: 'federal', ship, target });

describe('6.3 searches in Europe', () => {
  fixture({
    rule: '6.3',
    name: 'a deployed ship is declared against the raider, then blockades it in port at the end of Federal movement',
    setup: inEurope,
    dice: [3, 3],
    commands: [...toDeclarations, declare('tuscarora', 'sumter'), endPhase('federal'), seal([]), endPhase('federal')],
    expect: {
      events: [
        { rule: '6.3', kind: 'declare', ships: ['tuscarora', 'sumter'] },
        { rule: '6.3', kind: 'blockade', ships: ['tuscarora', 'sumter'] },
      ],
      state: {
        confederate: { sumter: { blockadedBy: ['tuscarora'], port: 'E', area: 'C8' } },
        federal: { tuscarora: { blockading: 'sumter' } },
        europeDeclarations: [],
      },
      diceLeft: 0,
    },
  });
  fixture({
    rule: '6.3',
    // A judgment call (docs/reconstruction.md, section 4): 6.3 speaks of ships that enter the
    // area, and of ships moved into or out of blockading position. A declared ship already in the
    // area moves into position without leaving it: it blockades as one that sailed in would.
    // Otherwise a ship already watching the port (the Kearsarge off Gibraltar) could never take
    // up the blockade the rule exists for.
    name: "a declared ship already in the raider's area, which does not move, blockades her too",
    setup: inEurope,
    dice: [3, 3],
    commands: [...toDeclarations, declare('tuscarora', 'sumter'), endPhase('federal'), seal([]), endPhase('federal')],
    expect: {
      events: [{ rule: '6.3', kind: 'blockade', ships: ['tuscarora', 'sumter'] }],
      noEvents: [{ rule: '4.13', ships: ['tuscarora'] }],
      check: (s, events) => {
        if (events.some((e) => e.kind === 'move' && e.ships?.includes('tuscarora'))) throw new Error('the Tuscarora moved');
        if (s.confederate.sumter!.blockadedBy[0] !== 'tuscarora') throw new Error('not blockaded');
      },
    },
  });
  fixture({
    rule: '6.3',
    name: 'the declarations come after placement: the phase',
    setup: inEurope,
    dice: [3],
    commands: toDeclarations,
    expect: { state: { phase: 'europeDeclaration', confederate: { sumter: { startedInEurope: true } } } },
  });
  fixture({
    rule: '6.3',
    name: 'a declaration taken back',
    setup: inEurope,
    dice: [3],
    commands: [...toDeclarations, declare('tuscarora', 'sumter'), { type: 'cancelDeclaration', side: 'federal', ship: 'tuscarora' }],
    expect: {
      events: [
        { rule: '6.3', kind: 'declare' },
        { rule: '6.3', kind: 'declare' },
      ],
      state: { europeDeclarations: [] },
    },
  });
  fixture({
    rule: '6.3',
    name: 'nothing to take back',
    setup: inEurope,
    dice: [3],
    commands: [...toDeclarations, { type: 'cancelDeclaration', side: 'federal', ship: 'tuscarora' }],
    expect: { refused: { code: 'noDeclaration', rule: '6.3' } },
  });
  fixture({
    rule: '6.3',
    name: 'only against a raider that began the turn in Europe',
    setup: inEurope,
    dice: [3],
    commands: [...toDeclarations, declare('tuscarora', 'nashville')],
    expect: { refused: { code: 'notInEurope', rule: '6.3' } },
  });
  fixture({
    rule: '11.61',
    name: 'never against the Stonewall',
    setup: inEurope,
    dice: [3],
    commands: [...toDeclarations, declare('tuscarora', 'stonewall')],
    expect: { refused: { code: 'notInEurope', rule: '11.61' } },
  });
  fixture({
    rule: '6.3',
    name: 'only by a ship deployed this turn',
    setup: inEurope,
    dice: [3],
    commands: [...toDeclarations, declare('powhatan', 'sumter')],
    expect: { refused: { code: 'notOnMap', rule: '6.3' } },
  });
  fixture({
    rule: '6.3',
    name: 'not during placement',
    setup: inEurope,
    dice: [3],
    commands: [...activityTurn([]), declare('tuscarora', 'sumter')],
    expect: { refused: { code: 'wrongPhase', rule: '6.3' } },
  });
  fixture({
    rule: '6.3',
    name: 'a declared ship that does not reach the raider blockades nothing',
    setup: inEurope,
    dice: [3, 3],
    commands: [
      ...toDeclarations,
      declare('tuscarora', 'sumter'),
      endPhase('federal'),
      seal([]),
      { type: 'moveShip', side: 'federal', ship: 'tuscarora', path: ['D6'] },
      endPhase('federal'),
    ],
    expect: {
      noEvents: [{ rule: '6.3', kind: 'blockade' }],
      state: { confederate: { sumter: { blockadedBy: [] } }, federal: { tuscarora: { blockading: null } }, europeDeclarations: [] },
    },
  });
});
