import { describe } from 'vitest';
import { activityTurn, endPhase, fixture } from '../fixtures/ruleFixture';
import { clearFederal, sidelineFederal } from '../fixtures/arrange';
import { ESCAPE, placeConfederate } from '../fixtures/activity';
import type { RecordStep } from '../../src/engine/record';
import type { GameState } from '../../src/engine/types';

// 11.3 refits and 11.4 internment, counted at the end of an idle Game Turn 1 (no record: every
// ship stays where it is). The Sumter (refit period 4) is in the Confederate port of C15, where a
// stay may last 4 whole turns, 5 with a refit in the stay (11.41, 11.42); other ports outside
// Europe allow 2. Interned, a screw ship scores the Federal 15 (12.14). The last die is Game
// Turn 2's deployment roll; when the Sumter is lost, Semmes survives and the game waits first
// for the Confederate to place him (11.72), so that die is not rolled yet.

const idle = activityTurn([]);
const sumter =
  (extra: object, area = 'C15', port: string | null = 'CSA') =>
  (s: GameState) => {
    clearFederal(s);
    placeConfederate(s, 'sumter', area, port, extra);
  };
const interned = (rule: string) => ({
  events: [
    { rule, kind: 'interned', ships: ['sumter'] },
    { rule: '11.72', kind: 'semmes' },
  ],
  state: {
    phase: 'confederatePlacement',
    semmes: { status: 'track', ship: null },
    confederate: { sumter: { status: 'interned' } },
    vp: { federal: 15, entries: [{ side: 'federal', points: 15, rule: '12.14' }] },
  },
  diceLeft: 1,
});

describe('11.4 internment', () => {
  fixture({
    rule: '11.41',
    name: "a fifth whole turn in C15's port interns the Sumter",
    setup: sumter({ turnsInPort: 4 }),
    dice: [3],
    commands: idle,
    expect: interned('11.41'),
  });
  fixture({
    rule: '11.41',
    name: "a fourth whole turn in C15's port is allowed",
    setup: sumter({ turnsInPort: 3 }),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { status: 'inPlay', turnsInPort: 4, turnsAtSea: 0 } }, vp: { federal: 0 } } },
  });
  fixture({
    rule: '11.42',
    name: 'after a refit in the stay, five turns are allowed',
    setup: sumter({ turnsInPort: 4, refitThisStay: true }),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { status: 'inPlay', turnsInPort: 5 } } } },
  });
  fixture({
    rule: '11.42',
    name: 'and the sixth interns',
    setup: sumter({ turnsInPort: 5, refitThisStay: true }),
    dice: [3],
    commands: idle,
    expect: interned('11.42'),
  });
  fixture({
    rule: '11.41',
    name: 'a colonial port allows two turns: the third interns',
    setup: sumter({ turnsInPort: 2 }, 'C10', 'E'),
    dice: [3],
    commands: idle,
    expect: interned('11.41'),
  });
  fixture({
    rule: '11.41',
    name: 'a colonial port: the second turn is allowed',
    setup: sumter({ turnsInPort: 1 }, 'C10', 'E'),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { turnsInPort: 2 } } } },
  });
  fixture({
    rule: '11.41',
    name: 'a European port allows four turns',
    setup: sumter({ turnsInPort: 3 }, 'C8', 'E'),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { turnsInPort: 4 } } } },
  });
});

describe('11.3 refits', () => {
  // 11.3 read strictly: by the end of the last Game Turn of its refit period the ship must be in a
  // port where it can refit (it refits there the next turn), or it is lost.
  fixture({
    rule: '11.3',
    name: 'the fourth turn at sea, the last of its period (4), ending at sea sinks the Sumter',
    setup: sumter({ turnsAtSea: 3 }, 'C10', null),
    dice: [3],
    commands: idle,
    expect: {
      events: [{ rule: '11.3', kind: 'sunk', ships: ['sumter'] }],
      state: { confederate: { sumter: { status: 'sunk', turnsAtSea: 4 } }, vp: { federal: 75 } },
      diceLeft: 1,
    },
  });
  fixture({
    rule: '11.3',
    name: 'the third turn at sea is within the period (4)',
    setup: sumter({ turnsAtSea: 2 }, 'C10', null),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ rule: '11.3' }], state: { confederate: { sumter: { status: 'inPlay', turnsAtSea: 3, turnsInPort: 0 } } } },
  });
  fixture({
    rule: '11.31',
    name: 'a refit in port resets the clock and allows raiding again',
    setup: sumter({ turnsAtSea: 3, canRaid: false }),
    dice: [3],
    commands: activityTurn([
      { ship: 'sumter', steps: [{ op: 'refit' }], standing: { onSpotted: 'escape', semmesReroll: { raid: false, escape: false, blockade: false } } },
    ]),
    expect: {
      events: [{ rule: '11.31', kind: 'refit', ships: ['sumter'] }],
      state: { confederate: { sumter: { turnsAtSea: 0, refits: 1, canRaid: true, refitThisStay: true, turnsInPort: 1 } } },
    },
  });
});

describe("11.3 the last turn of the Clarence's refit period (3)", () => {
  // Issue 30's three cases: the Clarence, 2 turns at sea, spends her 3rd (and last) turn at sea.
  // An auxiliary scores the Federal 15 sunk (12.13), 3 interned (12.14).
  const clarence = (area: string) => (s: GameState) => {
    clearFederal(s);
    sidelineFederal(s); // 10.4: no Federal ship is owed a selection at the next placement
    placeConfederate(s, 'clarence', area, null, { turnsAtSea: 2 });
  };
  const does = (...steps: RecordStep[]) => activityTurn([{ ship: 'clarence', steps, standing: ESCAPE }]);
  fixture({
    rule: '11.3',
    name: 'she ends it at sea: sunk, the Federal scores 15',
    setup: clarence('C12'),
    dice: [3],
    commands: does({ op: 'move', to: 'C16' }),
    expect: {
      events: [{ rule: '11.3', kind: 'sunk', ships: ['clarence'] }],
      state: { confederate: { clarence: { status: 'sunk', turnsAtSea: 3 } }, vp: { federal: 15, entries: [{ side: 'federal', points: 15, rule: '12.13' }] } },
    },
  });
  fixture({
    rule: '11.3',
    name: 'she ends it in the English port of C12, which cannot refit her: interned, the Federal scores 3',
    setup: clarence('C12'),
    dice: [3],
    commands: does({ op: 'enterPort', nation: 'E' }),
    expect: {
      events: [{ rule: '11.3', kind: 'interned', ships: ['clarence'] }],
      noEvents: [{ kind: 'sunk' }],
      state: { confederate: { clarence: { status: 'interned', port: 'E' } }, vp: { federal: 3, entries: [{ side: 'federal', points: 3, rule: '12.14' }] } },
    },
  });
  fixture({
    rule: '11.3',
    name: "she ends it in France's port (C5), which can: she stays in play and refits there the next turn",
    setup: clarence('C5'),
    // GT2's deployment roll, then GT3's.
    dice: [3, 3],
    commands: [...does({ op: 'enterPort', nation: 'France' }), endPhase('federal'), ...does({ op: 'refit' })],
    expect: {
      events: [{ rule: '11.31', kind: 'refit', ships: ['clarence'] }],
      noEvents: [{ rule: '11.3' }],
      state: { turn: 3, confederate: { clarence: { status: 'inPlay', port: 'France', turnsAtSea: 0, refits: 1 } }, vp: { federal: 0 } },
    },
  });
  fixture({
    rule: '11.3',
    name: 'in that port, she may not sail again without refitting: the next turn at sea sinks her',
    setup: (s) => {
      clearFederal(s);
      placeConfederate(s, 'clarence', 'C5', 'France', { turnsAtSea: 3 });
    },
    dice: [3],
    commands: does({ op: 'leavePort' }, { op: 'move', to: 'C2' }),
    expect: { events: [{ rule: '11.3', kind: 'sunk', ships: ['clarence'] }], state: { confederate: { clarence: { status: 'sunk', turnsAtSea: 4 } } } },
  });
  fixture({
    rule: '11.3',
    name: 'the port must be able to refit her now: France below -6 (9.35) cannot, she is interned',
    setup: (s) => {
      clarence('C5')(s);
      s.cpl.F = -7;
    },
    dice: [3],
    commands: does({ op: 'enterPort', nation: 'France' }),
    expect: { events: [{ rule: '11.3', kind: 'interned', ships: ['clarence'] }], state: { confederate: { clarence: { status: 'interned' } } } },
  });
});

describe('4.41 the Confederate ports lost to the land war', () => {
  fixture({
    rule: '11.43',
    name: "a ship in C15's port as Game Turn 14 begins is interned",
    setup: (s) => {
      sumter({})(s);
      s.turn = 13;
    },
    dice: [3],
    commands: idle,
    expect: {
      events: [
        { rule: '4.41', kind: 'portLost' },
        { rule: '11.43', kind: 'interned', ships: ['sumter'] },
      ],
      state: { turn: 14, phase: 'federalPlacement', confederate: { sumter: { status: 'interned' } } },
    },
  });
  fixture({
    rule: '11.43',
    name: "C14's port is lost at Game Turn 16: the Nashville in it is interned",
    setup: (s) => {
      clearFederal(s);
      s.turn = 15;
      placeConfederate(s, 'nashville', 'C14', 'CSA');
    },
    dice: [3],
    commands: idle,
    expect: {
      events: [
        { rule: '4.41', kind: 'portLost' },
        { rule: '11.43', kind: 'interned', ships: ['nashville'] },
      ],
      state: { turn: 16, confederate: { nashville: { status: 'interned' }, sumter: { status: 'inPlay' } } },
    },
  });
  fixture({
    rule: '4.41',
    name: 'at Game Turn 15 C14 is still Confederate',
    setup: (s) => {
      clearFederal(s);
      s.turn = 14;
      placeConfederate(s, 'nashville', 'C14', 'CSA');
    },
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ rule: '4.41' }, { rule: '11.43' }], state: { turn: 15, confederate: { nashville: { status: 'inPlay' } } } },
  });
  fixture({
    rule: '4.41',
    name: 'Game Turn 13 keeps the port',
    setup: (s) => {
      sumter({})(s);
      s.turn = 12;
    },
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ rule: '4.41' }], state: { turn: 13, confederate: { sumter: { status: 'inPlay' } } } },
  });
});
