import { describe } from 'vitest';
import { activityTurn, fixture, seal } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 11.1 the California Steamer Escort, 7.24 joining a blockade, 9.38 gunboat diplomacy: Federal
// Movement Phase commands and their effects, as fixtures.

const cse = (ship: string) => ({ type: 'enterCse', side: 'federal', ship });
const join = (ship: string, target: string) => ({ type: 'joinBlockade', side: 'federal', ship, target });
const move = (ship: string, ...path: string[]) => ({ type: 'moveShip', side: 'federal', ship, path });

describe('11.1 the California Steamer Escort', () => {
  fixture({
    rule: '11.12',
    name: '1861 allows no CSE points',
    commands: [seal([]), cse('penguin')],
    expect: { refused: { code: 'noCsePoints', rule: '11.12' } },
  });
  fixture({
    rule: '11.12',
    name: "a ship joins the CSE box from any area: one of the year's points, and its movement is done",
    setup: { turn: 8 },
    commands: [seal([]), cse('penguin')],
    expect: {
      events: [{ rule: '11.12', kind: 'cse', ships: ['penguin'] }],
      state: { federal: { penguin: { where: 'cse', area: null, moveDone: true, squadron: null } } },
      check: (s) => {
        if (Object.values(s.cseUsed).reduce((n, x) => n + x, 0) !== 1) throw new Error(`CSE points used: ${JSON.stringify(s.cseUsed)}`);
      },
    },
  });
  fixture({
    rule: '4.12',
    name: 'a ship in the CSE box moves no more',
    setup: { turn: 8 },
    commands: [seal([]), cse('penguin'), move('penguin', 'C14')],
    expect: { refused: { code: 'notOnMap', rule: '10.4' } },
  });
  fixture({
    rule: '10.1',
    name: 'at the next placement the CSE box empties into the Available Pool',
    setup: { turn: 8 },
    dice: [3],
    commands: [seal([]), cse('powhatan'), { type: 'endPhase', side: 'federal' }],
    expect: { events: [{ rule: '10.1', kind: 'cseReturn', ships: ['powhatan'] }], state: { federal: { powhatan: { where: 'available', area: null } } } },
  });
});

describe('7.24 joining a blockade in a neutral port', () => {
  const blockaded = (s: GameState) => {
    clearFederal(s);
    placeConfederate(s, 'sumter', 'C8', 'E', { blockadedBy: ['tuscarora'] });
    placeFederal(s, 'tuscarora', 'C8');
    s.federal.tuscarora!.blockading = 'sumter';
    placeFederal(s, 'kearsarge', 'C8');
    placeFederal(s, 'mohican', 'D6');
  };
  fixture({
    rule: '7.24',
    name: 'a ship in the area joins: it blockades instead of searching',
    setup: blockaded,
    commands: [seal([]), join('kearsarge', 'sumter')],
    expect: {
      events: [{ rule: '7.24', kind: 'blockade', ships: ['kearsarge', 'sumter'] }],
      state: { federal: { kearsarge: { blockading: 'sumter' } }, confederate: { sumter: { blockadedBy: ['tuscarora', 'kearsarge'] } } },
    },
  });
  fixture({
    rule: '7.24',
    name: "only in the raider's area",
    setup: blockaded,
    commands: [seal([]), join('mohican', 'sumter')],
    expect: { refused: { code: 'notHere', rule: '7.24' } },
  });
  fixture({
    rule: '7.24',
    name: 'not twice',
    setup: blockaded,
    commands: [seal([]), join('tuscarora', 'sumter')],
    expect: { refused: { code: 'alreadyBlockading', rule: '7.24' } },
  });
  fixture({
    rule: '7.24',
    name: 'only a raider blockaded in a neutral port',
    setup: blockaded,
    commands: [seal([]), join('kearsarge', 'alabama')],
    expect: { refused: { code: 'notBlockaded', rule: '7.24' } },
  });
  fixture({
    rule: '7.24',
    name: 'a blockader that moves away leaves the blockade',
    setup: blockaded,
    commands: [seal([]), move('tuscarora', 'D6')],
    expect: { state: { federal: { tuscarora: { blockading: null, area: 'D6' } }, confederate: { sumter: { blockadedBy: [] } } } },
  });
});

describe('9.38 gunboat diplomacy', () => {
  // Narragansett starts off Panama (C48, a Colombian coal port).
  fixture({
    rule: '9.38',
    name: 'a ship that stays all phase off a Colombian port denies Colombia coal this turn',
    dice: [3],
    commands: activityTurn([]),
    expect: { events: [{ rule: '9.38', kind: 'denied', ships: ['narragansett'] }] },
  });
  fixture({
    rule: '9.38',
    name: 'a ship that moved denies nothing',
    dice: [3],
    commands: [seal([]), move('narragansett', 'C47'), { type: 'endPhase', side: 'federal' }],
    expect: { noEvents: [{ rule: '9.38' }] },
  });
});
