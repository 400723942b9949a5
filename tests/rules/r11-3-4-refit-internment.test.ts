import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { placeConfederate } from '../activity/setup';
import type { GameState } from '../../src/engine/types';

// 11.3 refits and 11.4 internment, counted at the end of an idle Game Turn 1 (no record: every
// ship stays where it is). The Sumter (refit period 4) is in the Confederate port of C15, where a
// stay may last 4 whole turns, 5 with a refit in the stay (11.41, 11.42); other ports outside
// Europe allow 2. Interned, a screw ship scores the Federal 15 (12.14). The last die is Game
// Turn 2's deployment roll; when the Sumter is lost, Semmes survives and the game waits first
// for the Confederate to place him (11.72), so that die is not rolled yet.

const idle = activityTurn([]);
const sumter = (extra: object, area = 'C15', port: string | null = 'CSA') => (s: GameState) => { clearFederal(s); placeConfederate(s, 'sumter', area, port, extra); };
const interned = (rule: string) => ({
  events: [{ rule, kind: 'interned', ships: ['sumter'] }, { rule: '11.72', kind: 'semmes' }],
  state: { phase: 'confederatePlacement', semmes: { status: 'track', ship: null }, confederate: { sumter: { status: 'interned' } }, vp: { federal: 15, entries: [{ side: 'federal', points: 15, rule: '12.14' }] } },
  diceLeft: 1,
});

describe('11.4 internment', () => {
  fixture({ rule: '11.41', name: 'a fifth whole turn in C15\'s port interns the Sumter', setup: sumter({ turnsInPort: 4 }), dice: [3], commands: idle, expect: interned('11.41') });
  fixture({
    rule: '11.41',
    name: 'a fourth whole turn in C15\'s port is allowed',
    setup: sumter({ turnsInPort: 3 }),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { status: 'inPlay', turnsInPort: 4, turnsAtSea: 0 } }, vp: { federal: 0 } } },
  });
  fixture({ rule: '11.42', name: 'after a refit in the stay, five turns are allowed', setup: sumter({ turnsInPort: 4, refitThisStay: true }), dice: [3], commands: idle, expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { status: 'inPlay', turnsInPort: 5 } } } } });
  fixture({ rule: '11.42', name: 'and the sixth interns', setup: sumter({ turnsInPort: 5, refitThisStay: true }), dice: [3], commands: idle, expect: interned('11.42') });
  fixture({ rule: '11.41', name: 'a colonial port allows two turns: the third interns', setup: sumter({ turnsInPort: 2 }, 'C10', 'E'), dice: [3], commands: idle, expect: interned('11.41') });
  fixture({ rule: '11.41', name: 'a colonial port: the second turn is allowed', setup: sumter({ turnsInPort: 1 }, 'C10', 'E'), dice: [3], commands: idle, expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { turnsInPort: 2 } } } } });
  fixture({ rule: '11.41', name: 'a European port allows four turns', setup: sumter({ turnsInPort: 3 }, 'C8', 'E'), dice: [3], commands: idle, expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { turnsInPort: 4 } } } } });
});

describe('11.3 refits', () => {
  fixture({
    rule: '11.3',
    name: 'a fifth turn at sea without a refit (period 4) sinks the raider at sea',
    setup: sumter({ turnsAtSea: 4 }, 'C10', null),
    dice: [3],
    commands: idle,
    expect: { events: [{ rule: '11.3', kind: 'sunk', ships: ['sumter'] }], state: { confederate: { sumter: { status: 'sunk', turnsAtSea: 5 } }, vp: { federal: 75 } }, diceLeft: 1 },
  });
  fixture({
    rule: '11.3',
    name: 'the fourth turn at sea is within the period',
    setup: sumter({ turnsAtSea: 3 }, 'C10', null),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ rule: '11.3' }], state: { confederate: { sumter: { status: 'inPlay', turnsAtSea: 4, turnsInPort: 0 } } } },
  });
  fixture({
    rule: '11.31',
    name: 'a refit in port resets the clock and allows raiding again',
    setup: sumter({ turnsAtSea: 3, canRaid: false }),
    dice: [3],
    commands: activityTurn([{ ship: 'sumter', steps: [{ op: 'refit' }], standing: { onSpotted: 'escape', semmesReroll: { raid: false, escape: false, blockade: false } } }]),
    expect: { events: [{ rule: '11.31', kind: 'refit', ships: ['sumter'] }], state: { confederate: { sumter: { turnsAtSea: 0, refits: 1, canRaid: true, refitThisStay: true, turnsInPort: 1 } } } },
  });
});

describe('4.41 the Confederate ports lost to the land war', () => {
  fixture({ rule: '11.43', name: 'a ship in C15\'s port as Game Turn 14 begins is interned', setup: (s) => { sumter({})(s); s.turn = 13; }, dice: [3], commands: idle, expect: { events: [{ rule: '4.41', kind: 'portLost' }, { rule: '11.43', kind: 'interned', ships: ['sumter'] }], state: { turn: 14, phase: 'federalPlacement', confederate: { sumter: { status: 'interned' } } } } });
  fixture({
    rule: '11.43',
    name: 'C14\'s port is lost at Game Turn 16: the Nashville in it is interned',
    setup: (s) => { clearFederal(s); s.turn = 15; placeConfederate(s, 'nashville', 'C14', 'CSA'); },
    dice: [3],
    commands: idle,
    expect: { events: [{ rule: '4.41', kind: 'portLost' }, { rule: '11.43', kind: 'interned', ships: ['nashville'] }], state: { turn: 16, confederate: { nashville: { status: 'interned' }, sumter: { status: 'inPlay' } } } },
  });
  fixture({
    rule: '4.41',
    name: 'at Game Turn 15 C14 is still Confederate',
    setup: (s) => { clearFederal(s); s.turn = 14; placeConfederate(s, 'nashville', 'C14', 'CSA'); },
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ rule: '4.41' }, { rule: '11.43' }], state: { turn: 15, confederate: { nashville: { status: 'inPlay' } } } },
  });
  fixture({ rule: '4.41', name: 'Game Turn 13 keeps the port', setup: (s) => { sumter({})(s); s.turn = 12; }, dice: [3], commands: idle, expect: { noEvents: [{ rule: '4.41' }], state: { turn: 13, confederate: { sumter: { status: 'inPlay' } } } } });
});
