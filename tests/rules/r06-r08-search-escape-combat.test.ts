import { describe, expect } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';
import type { ActivityRecord } from '../../src/engine/activity/types';

// 6.1 searches, 6.2 escapes and 8.1 combat in the Activity Phase, as fixtures. The Sumter
// (gunnery 2, defense 2, speed 9) leaves the Confederate port of C15 (in 1861 the blockade run
// never meets the blockaders, 7.11: its die comes first) into C10 (density 3, with coal ports,
// so a raid there stands, 11.52). One Federal unit searching: only a 6 spots (Search Table).
// The last die of a fixture ending the turn is Game Turn 2's deployment roll (10.31).

const into = (...steps: ActivityRecord['steps']): ActivityRecord => ({
  ship: 'sumter',
  steps: [{ op: 'leavePort' }, { op: 'move', to: 'C10' }, ...steps],
  standing: ESCAPE,
});
const watched =
  (...ships: string[]) =>
  (s: GameState) => {
    clearFederal(s);
    for (const id of ships) placeFederal(s, id, 'C10');
  };
const count = (kind: string, n: number) => (_: GameState, events: { kind: string }[]) => expect(events.filter((e) => e.kind === kind)).toHaveLength(n);

describe('6.1 searches', () => {
  fixture({
    rule: '6.11',
    name: 'one searcher rolls 5: not spotted, and the raid goes on (density 3, die 4: 4 points)',
    setup: watched('iroquois'),
    dice: [1, 5, 4, 3],
    commands: activityTurn([into({ op: 'raid' })]),
    expect: {
      events: [
        { rule: '6.11', kind: 'search', ships: ['sumter'], dice: [5] },
        { rule: '5.11', kind: 'raid', dice: [4] },
      ],
      noEvents: [{ kind: 'spotted' }, { kind: 'escape' }],
      state: { merchantMarine: 1243, vp: { confederate: 4, federal: 0 }, confederate: { sumter: { area: 'C10', damage: 0, turnsAtSea: 1 } } },
    },
  });
  fixture({
    rule: '6.11',
    name: 'three searching units spot on a 5',
    setup: watched('iroquois', 'dacotah', 'mohican'),
    // 6.14: who spots: a die each in the ships' order (Dacotah, Iroquois, Mohican), highest wins: 6, 1, 1.
    dice: [1, 5, 6, 1, 1, 6, 3],
    commands: activityTurn([into()]),
    expect: {
      events: [
        { rule: '6.14', kind: 'spotted', ships: ['sumter', 'dacotah'], dice: [5, 6, 1, 1] },
        { rule: '6.21', kind: 'escape', ships: ['sumter', 'dacotah'], dice: [6] },
      ],
    },
  });
  fixture({
    rule: '4.51',
    name: 'a squadron searches as one unit: two ships, a 5 does not spot',
    setup: (s) => {
      clearFederal(s);
      placeFederal(s, 'iroquois', 'C10', 'sq1');
      placeFederal(s, 'dacotah', 'C10', 'sq1');
    },
    dice: [1, 5, 3],
    commands: activityTurn([into()]),
    expect: { events: [{ rule: '6.11', kind: 'search', dice: [5] }], noEvents: [{ kind: 'spotted' }] },
  });
});

describe('6.2 escapes', () => {
  fixture({
    rule: '6.21',
    name: 'speed 9 against 11 (differential -2): a 4 escapes; 4.34 then forbids the raid',
    setup: watched('iroquois'),
    dice: [1, 6, 4, 3],
    commands: activityTurn([into({ op: 'raid' })]),
    expect: {
      events: [
        { rule: '6.11', kind: 'spotted', ships: ['sumter', 'iroquois'], dice: [6] },
        { rule: '6.21', kind: 'escape', ships: ['sumter', 'iroquois'], dice: [4] },
        { rule: '4.34', kind: 'whyNot', ships: ['sumter'] },
      ],
      noEvents: [{ rule: '5.11' }, { kind: 'combat' }],
      state: { merchantMarine: 1247, vp: { confederate: 0, federal: 0 }, confederate: { sumter: { status: 'inPlay', area: 'C10', damage: 0 } } },
    },
  });
  fixture({
    rule: '6.22',
    name: 'differential -2: a 3 fails, and the Sumter must fight Iroquois (gunnery 2, defense 3)',
    setup: watched('iroquois'),
    // Segments: Sumter 6 (1 damage in the gunnery-2 column), Iroquois 1 (0); three times: Iroquois sunk.
    dice: [1, 6, 3, 6, 1, 6, 1, 6, 1, 3],
    commands: activityTurn([into()]),
    expect: {
      events: [
        { rule: '6.21', kind: 'escape', dice: [3] },
        { rule: '8.11', kind: 'combat' },
        { kind: 'fire', dice: [6, 1] },
        { kind: 'fire', dice: [6, 1] },
        { kind: 'fire', dice: [6, 1] },
        { rule: '8.13', kind: 'sunk', ships: ['iroquois'] },
      ],
      state: {
        federal: { iroquois: { where: 'sunk', area: null, damage: 3, inUse: false } },
        confederate: { sumter: { status: 'inPlay', damage: 0 } },
        vp: { confederate: 0, federal: 0 },
      },
      check: count('fire', 3),
    },
  });
  fixture({
    rule: '6.21',
    name: 'speed 9 against 10 (differential -1): a 3 escapes',
    setup: watched('flambeau'),
    dice: [1, 6, 3, 3],
    commands: activityTurn([into()]),
    expect: { events: [{ rule: '6.21', kind: 'escape', dice: [3] }], noEvents: [{ kind: 'combat' }] },
  });
});

describe('8.1 combat', () => {
  fixture({
    rule: '8.13',
    name: 'Powhatan (gunnery 7) rolls 6: 3 damage sinks the Sumter (defense 2) in the first segment; Federal +75 (12.13)',
    setup: watched('powhatan'),
    dice: [1, 6, 1, 1, 6],
    commands: activityTurn([into()]),
    expect: {
      events: [
        { kind: 'escape', dice: [1] },
        { rule: '8.11', kind: 'combat' },
        { rule: '8.11', kind: 'fire', dice: [1, 6] },
        { rule: '8.13', kind: 'sunk', ships: ['sumter'] },
      ],
      // Semmes survives and waits for a new command (11.72): the Confederate places him next turn.
      state: {
        phase: 'confederatePlacement',
        turn: 2,
        vp: { federal: 75, confederate: 0 },
        confederate: { sumter: { status: 'sunk', damage: 3 } },
        federal: { powhatan: { damage: 0, where: 'map' } },
      },
      check: count('fire', 1),
    },
  });
  fixture({
    rule: '8.11',
    name: 'both sides fire each segment: 1 damage to each, then Flambeau (defense 3) sinks in the third',
    setup: watched('flambeau'),
    // Escape fails on 2; segments: Sumter 6 (1) / Flambeau 5 in the gunnery-1 column (1), then 6/1, 6/1.
    dice: [1, 6, 2, 6, 5, 6, 1, 6, 1, 3],
    commands: activityTurn([into()]),
    expect: {
      events: [
        { kind: 'fire', dice: [6, 5] },
        { kind: 'fire', dice: [6, 1] },
        { kind: 'sunk', ships: ['flambeau'] },
      ],
      noEvents: [{ kind: 'sunk', ships: ['sumter'] }],
      state: { confederate: { sumter: { status: 'inPlay', damage: 1 } }, federal: { flambeau: { where: 'sunk', damage: 3 } } },
      check: count('fire', 3),
    },
  });
});
