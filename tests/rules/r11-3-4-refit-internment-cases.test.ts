import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { newGame } from '../../src/engine/apply';
import { seededDice } from '../../src/engine/dice';
import { endOfTurnClocks } from '../../src/engine/rules/refitInternment';
import { gameData } from '../helpers';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE, placeConfederate } from '../fixtures/activity';
import type { RecordStep } from '../../src/engine/record';
import type { GameState } from '../../src/engine/types';

// 11.3 refits, 11.4 internment and 9.22 (2), the cases r11-3-4-refit-internment.test.ts leaves
// out: repairs and refits in English and French ports and what they cost, the longer stay after a
// refit in Europe (11.42), a turn that ends in port but began at sea (it is a turn at sea, 11.3),
// and the port losses of 4.41 sparing ships elsewhere. Game Turn 1 of the Campaign unless set;
// the last die is Game Turn 2's deployment roll.

const idle = activityTurn([]);
// CPL at Game Turn 1 is W +1, E +3, F +3; Game Turn 2's adjustment (9.21) adds E +2 and F +1.
const NOBODY_PAYS = { W: 1, E: 5, F: 4 };
const ENGLAND_PAYS = { W: 1, E: 4, F: 4 };
const FRANCE_PAYS = { W: 1, E: 5, F: 3 };
const sumterDoes = (...steps: RecordStep[]) => activityTurn([{ ship: 'sumter', steps, standing: ESCAPE }]);
const sumter =
  (area: string, port: string | null, extra: object = {}) =>
  (s: GameState) => {
    clearFederal(s);
    placeConfederate(s, 'sumter', area, port, extra);
  };

describe('9.22 (2) a repair or refit in England or France costs that country a point of prestige', () => {
  fixture({
    rule: '9.22',
    name: "the Sumter repaired in England's port (C2): CPL England drops one after the 8.22 repair",
    setup: sumter('C2', 'England', { damage: 1 }),
    dice: [3],
    commands: sumterDoes({ op: 'repair' }),
    expect: {
      events: [
        { rule: '8.22', kind: 'repair', ships: ['sumter'] },
        { rule: '9.22', kind: 'cpl' },
      ],
      state: { cpl: ENGLAND_PAYS, confederate: { sumter: { damage: 0 } } },
    },
  });
  fixture({
    rule: '9.22',
    name: "repaired in France's port (C5): CPL France drops one, England keeps its level",
    setup: sumter('C5', 'France', { damage: 1 }),
    dice: [3],
    commands: sumterDoes({ op: 'repair' }),
    expect: {
      events: [
        { rule: '8.22', kind: 'repair', ships: ['sumter'] },
        { rule: '9.22', kind: 'cpl' },
      ],
      state: { cpl: FRANCE_PAYS },
    },
  });
  fixture({
    rule: '9.22',
    name: 'repaired in a Confederate port (C15): no prestige is lost',
    setup: sumter('C15', 'CSA', { damage: 1 }),
    dice: [3],
    commands: sumterDoes({ op: 'repair' }),
    expect: {
      events: [{ rule: '8.22', kind: 'repair', ships: ['sumter'] }],
      noEvents: [{ rule: '9.22' }],
      state: { cpl: NOBODY_PAYS, confederate: { sumter: { damage: 0 } } },
    },
  });
  fixture({
    rule: '9.22',
    name: "the Sumter refitted in England's port: CPL England drops one after the 11.31 refit",
    setup: sumter('C2', 'England', { turnsAtSea: 3 }),
    dice: [3],
    commands: sumterDoes({ op: 'refit' }),
    expect: {
      events: [
        { rule: '11.31', kind: 'refit', ships: ['sumter'] },
        { rule: '9.22', kind: 'cpl' },
      ],
      state: { cpl: ENGLAND_PAYS, confederate: { sumter: { turnsAtSea: 0, refits: 1 } } },
    },
  });
  fixture({
    rule: '9.22',
    name: "refitted in France's port: CPL France drops one",
    setup: sumter('C5', 'France', { turnsAtSea: 3 }),
    dice: [3],
    commands: sumterDoes({ op: 'refit' }),
    expect: {
      events: [
        { rule: '11.31', kind: 'refit', ships: ['sumter'] },
        { rule: '9.22', kind: 'cpl' },
      ],
      state: { cpl: FRANCE_PAYS },
    },
  });
  fixture({
    rule: '9.22',
    name: 'refitted in a Confederate port: no prestige is lost',
    setup: sumter('C15', 'CSA', { turnsAtSea: 3 }),
    dice: [3],
    commands: sumterDoes({ op: 'refit' }),
    expect: { events: [{ rule: '11.31', kind: 'refit', ships: ['sumter'] }], noEvents: [{ rule: '9.22' }], state: { cpl: NOBODY_PAYS } },
  });
});

describe('10.52 the forced repair in France', () => {
  fixture({
    rule: '10.52',
    name: 'the repair made in the turn it was due ends the obligation',
    setup: sumter('C5', 'France', { damage: 1, forcedRepairTurn: 1 }),
    dice: [3],
    commands: sumterDoes({ op: 'repair' }),
    expect: { events: [{ rule: '8.22', kind: 'repair', ships: ['sumter'] }], state: { confederate: { sumter: { forcedRepairTurn: null, damage: 0 } } } },
  });
});

describe('11.42 a refit in the stay lengthens it in England and France too', () => {
  fixture({
    rule: '11.42',
    name: "England's port (C2): a refit in the stay allows a fifth whole turn",
    setup: sumter('C2', 'England', { turnsInPort: 4, refitThisStay: true }),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { status: 'inPlay', turnsInPort: 5 } } } },
  });
  fixture({
    rule: '11.42',
    name: "France's port (C5): a refit in the stay allows a fifth whole turn",
    setup: sumter('C5', 'France', { turnsInPort: 4, refitThisStay: true }),
    dice: [3],
    commands: idle,
    expect: { noEvents: [{ kind: 'interned' }], state: { confederate: { sumter: { status: 'inPlay', turnsInPort: 5 } } } },
  });
  fixture({
    rule: '11.41',
    name: "England's port without a refit in the stay: the fifth whole turn interns",
    setup: sumter('C2', 'England', { turnsInPort: 4 }),
    dice: [3],
    commands: idle,
    expect: { events: [{ rule: '11.41', kind: 'interned', ships: ['sumter'] }], state: { confederate: { sumter: { status: 'interned' } } }, diceLeft: 1 },
  });
});

describe('11.3 a turn that ends in port but did not begin there is a turn at sea', () => {
  fixture({
    rule: '11.3',
    name: 'the Sumter enters a port in C10: its refit clock runs on and its port count stays 0',
    setup: sumter('C10', null, { turnsAtSea: 1 }),
    dice: [3],
    commands: sumterDoes({ op: 'enterPort', nation: 'E' }),
    expect: { state: { confederate: { sumter: { status: 'inPlay', port: 'E', turnsAtSea: 2, turnsInPort: 0 } } } },
  });
  fixture({
    rule: '11.3',
    name: 'the last turn of its refit period (4) ending in that port, which cannot refit it: interned there, not sunk',
    setup: sumter('C10', null, { turnsAtSea: 3 }),
    dice: [3],
    commands: sumterDoes({ op: 'enterPort', nation: 'E' }),
    expect: {
      events: [{ rule: '11.3', kind: 'interned', ships: ['sumter'] }],
      noEvents: [{ kind: 'sunk' }],
      state: { confederate: { sumter: { status: 'interned', turnsAtSea: 4 } }, vp: { federal: 15, entries: [{ side: 'federal', points: 15, rule: '12.14' }] } },
      diceLeft: 1,
    },
  });
  fixture({
    rule: '11.41',
    name: 'a ship that leaves port and puts back in the same turn has not spent a whole turn there: its stay starts again',
    // Two turns already in C10's port (two allowed): a whole third turn there would intern it.
    setup: sumter('C10', 'E', { turnsInPort: 2, turnsAtSea: 1 }),
    dice: [3],
    commands: sumterDoes({ op: 'leavePort' }, { op: 'enterPort', nation: 'E' }),
    expect: {
      noEvents: [{ kind: 'interned' }],
      state: { confederate: { sumter: { status: 'inPlay', port: 'E', turnsInPort: 0, turnsAtSea: 2 } } },
    },
  });
  fixture({
    rule: '11.42',
    name: 'a ship that leaves port ends its stay: the refit in that stay no longer counts',
    setup: sumter('C15', 'CSA', { turnsInPort: 2, refitThisStay: true }),
    // 7.11: running out of a Confederate port, die 3: no contact.
    dice: [3, 3],
    commands: sumterDoes({ op: 'leavePort' }, { op: 'move', to: 'C10' }),
    expect: { state: { confederate: { sumter: { port: null, area: 'C10', refitThisStay: false, turnsInPort: 0, turnsAtSea: 1 } } } },
  });
});

describe('11.3 only ships in play keep the clocks', () => {
  fixture({
    rule: '11.3',
    name: 'a ship not yet arrived (the Florida, GT5) counts no turns at sea',
    setup: sumter('C15', 'CSA'),
    dice: [3],
    commands: idle,
    expect: { state: { confederate: { florida: { status: 'notArrived', turnsAtSea: 0, turnsInPort: 0 } } } },
  });
});

describe('4.41, 11.43 the port loss takes only the ships in that port', () => {
  fixture({
    rule: '11.43',
    name: 'at Game Turn 14 a ship at sea in C15, and one at sea elsewhere, stay in play',
    setup: (s) => {
      sumter('C15', null)(s);
      placeConfederate(s, 'nashville', 'C10', null);
      s.turn = 13;
    },
    dice: [3],
    commands: idle,
    expect: {
      events: [{ rule: '4.41', kind: 'portLost' }],
      noEvents: [{ kind: 'interned' }],
      state: { turn: 14, confederate: { sumter: { status: 'inPlay' }, nashville: { status: 'inPlay' } } },
    },
  });
});

describe("11.3 the reconstructed refit periods fit the raiders' careers under the strict reading", () => {
  // docs/reconstruction.md (part 2, section 6) chose each period as the smallest that lets the
  // ship sail as it historically did. Each career is walked through the engine's end-of-turn
  // clocks (endOfTurnClocks), one Game Turn at a time: where the ship ends the turn, and whether
  // it spent the whole turn in port (or refitted there).
  type Turn = { area: string; port: string | null; wholeInPort?: boolean; refit?: boolean };
  const career = (ship: string, period: number, turns: Turn[], from: number) => {
    // A copy of the data with the period tried (the shared data is never changed).
    const base = gameData();
    const data = { ...base, confederate: { ...base.confederate, [ship]: { ...base.confederate[ship]!, refit: period } } };
    const ctx = new Ctx(data, structuredClone(newGame(base, 'campaign', seededDice('career')).state));
    placeConfederate(ctx.s, ship, turns[0]!.area, null);
    turns.forEach((t, i) => {
      if (ctx.s.confederate[ship]!.status !== 'inPlay') return;
      ctx.s.turn = from + i;
      Object.assign(ctx.s.confederate[ship]!, { area: t.area, port: t.port });
      endOfTurnClocks(ctx, new Set(t.wholeInPort ? [ship] : []), new Set(t.refit ? [ship] : []));
    });
    return ctx.s.confederate[ship]!;
  };
  // The Sumter: at sea GT1-GT3, into Gibraltar (C8, English) in GT3, laid up there in GT4; the
  // GT5 scenario (13.33) has her in port after one whole turn there.
  const sumterCareer: Turn[] = [
    { area: 'C10', port: null },
    { area: 'C12', port: null },
    { area: 'C8', port: 'E' },
    { area: 'C8', port: 'E', wholeInPort: true },
  ];
  it('11.3, 13.33: the Sumter (period 4) is still in port at Gibraltar at GT5; a period of 3 would intern her at the end of GT3', () => {
    expect(career('sumter', 4, sumterCareer, 1)).toMatchObject({ status: 'inPlay', port: 'E', turnsAtSea: 3, turnsInPort: 1 });
    expect(career('sumter', 3, sumterCareer, 1).status).toBe('interned');
  });
  // The Alabama: at sea in every turn from GT5 to GT12, when she put into Cherbourg (France, C5).
  const alabamaCareer: Turn[] = [...['C2', 'C8', 'D6', 'D9', 'C12', 'D10', 'D9'].map((area) => ({ area, port: null })), { area: 'C5', port: 'France' }];
  it('11.3: the Alabama (period 8) sails GT5-GT12 and ends GT12 in Cherbourg; a period of 7 would sink her at the end of GT11', () => {
    expect(career('alabama', 8, alabamaCareer, 5)).toMatchObject({ status: 'inPlay', port: 'France', turnsAtSea: 8 });
    expect(career('alabama', 7, alabamaCareer, 5).status).toBe('sunk');
  });
  // The Florida's two cruises: Mobile breakout GT7 to Brest (France) in GT9, refitted there;
  // out again GT11 to her capture off Bahia in GT14 (taken at sea here: she was seized in port).
  const floridaCareer: Turn[] = [
    { area: 'C10', port: null },
    { area: 'D9', port: null },
    { area: 'C5', port: 'France' },
    { area: 'C5', port: 'France', wholeInPort: true, refit: true },
    { area: 'D2', port: null },
    { area: 'D6', port: null },
    { area: 'D9', port: null },
    { area: 'C20', port: null },
  ];
  it('11.3, 13.43, 13.53: the Florida (period 5) makes both cruises; a period of 4 would lose her in GT14', () => {
    expect(career('florida', 5, floridaCareer, 7)).toMatchObject({ status: 'inPlay', turnsAtSea: 4, refits: 1 });
    expect(career('florida', 4, floridaCareer, 7).status).toBe('sunk');
  });
});
