import { describe, expect, it } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { INTERNED_VP, SUNK_VP, vpClass } from '../../src/engine/rules/victory';
import type { GameState } from '../../src/engine/types';

// 12.0 Victory Points, the cases r12-victory.test.ts leaves out: 12.12's bonus is for a Stonewall
// still afloat, and is entered as a 12.12 VP entry; 12.13/12.14's classes by ship type; a raider
// lost while blockaded frees its blockaders (7.2). The Campaign's last Game Turn is 16.

const idle = activityTurn([]);
const lastTurn = (confederate: number, federal: number) => ({ turn: 16, vp: { confederate, federal, entries: [] } });

describe('12.12 the Stonewall afloat at the end', () => {
  fixture({
    rule: '12.12',
    name: 'afloat in C14 at the end: a Confederate VP entry of 25 citing 12.12',
    setup: (s: GameState) => {
      clearFederal(s);
      Object.assign(s, lastTurn(300, 0));
      placeConfederate(s, 'stonewall', 'C14', null);
    },
    commands: idle,
    expect: { state: { vp: { confederate: 325, entries: [{ side: 'confederate', points: 25, rule: '12.12', turn: 16 }] } } },
  });
  fixture({
    rule: '12.12',
    name: 'sunk in C9 before the end: no bonus, though C9 is where she went down',
    setup: (s: GameState) => {
      clearFederal(s);
      Object.assign(s, lastTurn(300, 0));
      placeConfederate(s, 'stonewall', 'C9', null, { status: 'sunk' });
    },
    commands: idle,
    expect: { noEvents: [{ rule: '12.12' }], state: { vp: { confederate: 300, entries: [] }, result: { net: 300 } } },
  });
  fixture({
    rule: '12.12',
    name: "interned in C14's port: no bonus",
    setup: (s: GameState) => {
      clearFederal(s);
      Object.assign(s, lastTurn(300, 0));
      placeConfederate(s, 'stonewall', 'C14', 'CSA', { status: 'interned' });
    },
    commands: idle,
    expect: { noEvents: [{ rule: '12.12' }], state: { vp: { confederate: 300 } } },
  });
});

describe('12.13, 12.14 the VP class of each raider type', () => {
  it('12.13: screw and side-wheel Sloops score as Sloops, gunboats of either kind as gunboats', () => {
    expect((['IC', 'S', 'SS', 'GB', 'SGB', 'Aux'] as const).map(vpClass)).toEqual(['IC', 'S', 'S', 'GB', 'GB', 'Aux']);
  });
  it('12.13, 12.14: the points by class, sunk and interned', () => {
    expect(SUNK_VP).toEqual({ IC: 150, S: 75, GB: 30, Aux: 15 });
    expect(INTERNED_VP).toEqual({ IC: 30, S: 15, GB: 6, Aux: 3 });
  });
});

describe('12.14 a blockaded raider interned frees its blockaders', () => {
  // The Sumter has spent two whole turns in the English colonial port of C10 (two allowed, 11.41),
  // blockaded by the Kearsarge (7.2); the third interns her at the end of Game Turn 1.
  fixture({
    rule: '12.14',
    name: 'the Kearsarge no longer blockades the interned Sumter',
    setup: (s: GameState) => {
      clearFederal(s);
      placeConfederate(s, 'sumter', 'C10', 'E', { turnsInPort: 2, blockadedBy: ['kearsarge'] });
      placeFederal(s, 'kearsarge', 'C10');
      s.federal.kearsarge!.blockading = 'sumter';
    },
    dice: [3],
    commands: idle,
    expect: {
      events: [{ rule: '11.41', kind: 'interned', ships: ['sumter'] }],
      state: { confederate: { sumter: { status: 'interned', blockadedBy: [] } }, federal: { kearsarge: { blockading: null } }, vp: { federal: 15 } },
      diceLeft: 1,
    },
  });
});
