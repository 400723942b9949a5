import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/apply';
import { seededDice } from '../../src/engine/dice';
import { validateRecord } from '../../src/engine/activity/validate';
import type { ActivityRecord, RecordStep } from '../../src/engine/activity/types';
import type { GameState } from '../../src/engine/types';
import { gameData } from '../helpers';
import { ESCAPE, placeConfederate } from '../fixtures/activity';

// 4.3: a record is checked before it is sealed, and every problem names its step and rule. As
// data: a ship, its steps, the situation, and the exact list of (step, rule) problems. This
// checks validateRecord directly (the seal's refusal through apply carries one code for all).
// The Campaign at Game Turn 1: the Sumter (speed 9) is in the Confederate port of C15.

interface Case {
  rule: string;
  name: string;
  ship?: string;
  steps: RecordStep[];
  setup?: (s: GameState) => void;
  problems: [number | null, string][];
}

const leave: RecordStep = { op: 'leavePort' };
const to = (area: string): RecordStep => ({ op: 'move', to: area });
const raid: RecordStep = { op: 'raid' };
const atSea =
  (area: string, extra: object = {}) =>
  (s: GameState) =>
    placeConfederate(s, 'sumter', area, null, extra);

const CASES: Case[] = [
  { rule: '4.3', name: 'a legal record has no problem', steps: [leave, to('C19'), raid, to('C10'), raid], problems: [] },
  { rule: '4.4', name: 'a ship in port must leave before moving', steps: [to('C10')], problems: [[0, '4.4']] },
  { rule: '2.11', name: 'a move off the map stops the checks there', steps: [leave, to('C999'), raid, raid], problems: [[1, '2.11']] },
  { rule: '4.12', name: 'each move goes to an adjacent area', steps: [leave, to('C10'), to('C50')], problems: [[2, '4.12']] },
  { rule: '5.0', name: 'no raid from a port', steps: [raid], problems: [[0, '5.0']] },
  { rule: '5.0', name: 'an area is raided once a turn by a ship', steps: [leave, to('C10'), raid, raid], problems: [[3, '5.0']] },
  {
    rule: '5.0',
    name: 'a second raid after sailing away and back is still refused',
    steps: [leave, to('C10'), raid, to('C19'), to('C10'), raid],
    problems: [[5, '5.0']],
  },
  { rule: '4.4', name: 'no entering a port while in one', steps: [{ op: 'enterPort', nation: 'CSA' }], problems: [[0, '4.4']] },
  { rule: '4.4', name: 'no entering a port the area lacks', steps: [leave, to('C19'), { op: 'enterPort', nation: 'England' }], problems: [[2, '4.4']] },
  {
    rule: '2.12',
    name: 'no Confederate ship enters a Federal port',
    setup: atSea('C14'),
    steps: [to('C9'), { op: 'enterPort', nation: 'USA' }],
    problems: [[1, '2.12']],
  },
  {
    rule: '4.41',
    name: 'a Confederate port lost to the land war cannot be entered',
    setup: (s) => {
      atSea('C10')(s);
      s.turn = 14;
    },
    steps: [to('C15'), { op: 'enterPort', nation: 'CSA' }],
    problems: [[1, '4.41']],
  },
  {
    rule: '4.41',
    name: 'the port of C15 can still be entered at Game Turn 13',
    setup: (s) => {
      atSea('C10')(s);
      s.turn = 13;
    },
    steps: [to('C15'), { op: 'enterPort', nation: 'CSA' }],
    problems: [],
  },
  { rule: '4.4', name: 'no leaving a port when at sea', steps: [leave, to('C10'), leave], problems: [[2, '4.4']] },
  { rule: '10.51', name: 'a commissioned ship is not commissioned again', steps: [{ op: 'commission' }], problems: [[0, '10.51']] },
  { rule: '8.22', name: 'a repair needs damage', steps: [{ op: 'repair' }], problems: [[0, '8.22']] },
  {
    rule: '8.22',
    name: 'a damaged ship repairs in its Confederate port',
    setup: (s) => {
      s.confederate.sumter!.damage = 1;
    },
    steps: [{ op: 'repair' }],
    problems: [],
  },
  {
    rule: '8.22',
    name: 'a ship repairing stays in port: any other step is a problem',
    setup: (s) => {
      s.confederate.sumter!.damage = 1;
    },
    steps: [{ op: 'repair' }, leave],
    problems: [[1, '8.22']],
  },
  {
    rule: '8.22',
    name: 'repair listed twice',
    setup: (s) => {
      s.confederate.sumter!.damage = 1;
    },
    steps: [{ op: 'repair' }, { op: 'repair' }],
    problems: [[null, '8.22']],
  },
  { rule: '11.31', name: 'a refit in a Confederate port is legal', steps: [{ op: 'refit' }], problems: [] },
  { rule: '11.31', name: 'no repair or refit at sea', setup: atSea('C10', { damage: 1 }), steps: [{ op: 'refit' }], problems: [[0, '11.31']] },
  {
    rule: '4.13',
    name: 'nine Movement Points: leaving the blockaded port (1) and eight moves fit',
    steps: [leave, to('C10'), to('C19'), to('C10'), to('C19'), to('C10'), to('C19'), to('C10'), to('C19')],
    problems: [],
  },
  {
    rule: '4.13',
    name: 'a ninth move is one Movement Point too many',
    steps: [leave, to('C10'), to('C19'), to('C10'), to('C19'), to('C10'), to('C19'), to('C10'), to('C19'), to('C10')],
    problems: [[null, '4.13']],
  },
  {
    rule: '4.13',
    name: 'a raid costs a Movement Point like a move',
    steps: [leave, to('C10'), raid, to('C19'), raid, to('C10'), to('C19'), to('C10'), to('C19'), to('C10')],
    problems: [[null, '4.13']],
  },
  { rule: '11.53', name: 'only the Georgia coals from a prize', steps: [{ op: 'capturedCoal' }, leave], problems: [[0, '11.53']] },
  {
    rule: '11.53',
    name: 'a prize coaling comes first in the record',
    steps: [leave, { op: 'capturedCoal' }],
    problems: [
      [1, '11.53'],
      [1, '11.53'],
    ],
  },
  { rule: '4.52', name: 'a ship cannot gather itself', steps: [leave, to('C10'), { op: 'gather', ship: 'sumter' }], problems: [[2, '4.52']] },
  { rule: '4.52', name: 'only a ship in play can be gathered', steps: [leave, to('C10'), { op: 'gather', ship: 'nashville' }], problems: [[2, '4.52']] },
  {
    rule: '4.52',
    name: 'a squadron forms at sea',
    setup: (s) => placeConfederate(s, 'nashville', 'C15', 'CSA'),
    steps: [{ op: 'gather', ship: 'nashville' }],
    problems: [[0, '4.52']],
  },
  {
    rule: '4.52',
    name: 'after gathering, the record only moves, raids or gathers',
    setup: (s) => placeConfederate(s, 'nashville', 'C10', null),
    steps: [leave, to('C10'), { op: 'gather', ship: 'nashville' }, raid, to('C14'), { op: 'enterPort', nation: 'CSA' }],
    problems: [[5, '4.52']],
  },
  { rule: '4.3', name: 'a ship not in play has no record', ship: 'nashville', steps: [], problems: [[null, '4.3']] },
  {
    rule: '10.52',
    name: 'a ship forced to repair does nothing else',
    setup: (s) => {
      s.confederate.sumter!.forcedRepairTurn = 1;
    },
    steps: [leave],
    problems: [[null, '10.52']],
  },
  {
    rule: '5.42',
    name: 'the Nashville raids one area a turn',
    setup: (s) => placeConfederate(s, 'nashville', 'C10', null),
    ship: 'nashville',
    steps: [raid, to('C19'), raid],
    problems: [[2, '5.42']],
  },
  { rule: '5.46', name: 'an uncommissioned ship cannot raid', setup: atSea('C10', { commissioned: false }), steps: [raid], problems: [[0, '5.46']] },
  {
    rule: '5.41',
    name: 'a gunboat raids only coastal (C) areas',
    setup: (s) => placeConfederate(s, 'georgia', 'C10', null),
    ship: 'georgia',
    steps: [to('D9'), raid],
    problems: [[1, '5.41']],
  },
  {
    rule: '5.41',
    name: 'an ironclad never raids',
    setup: (s) => placeConfederate(s, 'stonewall', 'C10', null),
    ship: 'stonewall',
    steps: [raid],
    problems: [[0, '5.41']],
  },
];

const data = gameData();
// Set up in each test, not as the file loads (engine code run outside a test is a "static" mutant: tests/engine/invariants.test.ts).
const campaign = () => newGame(data, 'campaign', seededDice('validation')).state;

describe('4.3 Activity Records are checked before they are sealed', () => {
  for (const c of CASES) {
    it(`${c.rule}: ${c.name}`, () => {
      const s = campaign();
      c.setup?.(s);
      const record: ActivityRecord = { ship: c.ship ?? 'sumter', steps: c.steps, standing: ESCAPE };
      expect(validateRecord(data, s, record).map((p) => [p.step, p.rule])).toEqual(c.problems);
    });
  }
});
