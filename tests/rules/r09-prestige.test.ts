import { describe } from 'vitest';
import { activityTurn, endPhase, fixture, seal } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE, placeConfederate } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 9.0 Confederate Prestige Level, as fixtures: an idle Game Turn 1 ends, and Game Turn 2's
// automatic adjustment (9.21: W 0, E +2, F +1 in the turn table) moves the tracks.

const idleTurn = [seal([]), endPhase('federal')];

describe('9.2 the CPL tracks and their adjustment', () => {
  fixture({
    rule: '9.21',
    name: 'Game Turn 2 moves England two and France one; World stays',
    setup: { cpl: { W: 1, E: 3, F: 3 } },
    dice: [3],
    commands: idleTurn,
    expect: {
      events: [
        { rule: '9.21', kind: 'cpl' },
        { rule: '9.21', kind: 'cpl' },
      ],
      state: { turn: 2, cpl: { W: 1, E: 5, F: 4 } },
      // A move of 0 (World) makes no event: England's and France's are the only two.
      check: (_, events) => {
        if (events.filter((e) => e.kind === 'cpl').length !== 2) throw new Error('not two CPL events');
      },
    },
  });
  fixture({
    rule: '9.2',
    name: 'a track stops at its printed top (10): England 9 +2 ends at 10, France 10 +1 stays 10',
    setup: { cpl: { W: 1, E: 9, F: 10 } },
    dice: [3],
    commands: idleTurn,
    expect: { state: { turn: 2, cpl: { W: 1, E: 10, F: 10 } } },
  });
  fixture({
    rule: '9.2',
    name: 'a track stops at its printed bottom (-20): Game Turn 3 moves World -2, from -19 to -20',
    setup: { turn: 2, cpl: { W: -19, E: -20, F: -20 } },
    dice: [3],
    commands: idleTurn,
    expect: { state: { turn: 3, cpl: { W: -20, E: -20, F: -20 } } },
  });
});

// 9.22 (1): the merchant marine below 1165 drops England one, once. A raid in C12 (density 4):
// die 2 takes 3 points, die 3 takes 4 (Raid Table). Then Game Turn 2 adds England's +2 (9.21).
const raidFrom = (mm: number) => (s: GameState) => {
  clearFederal(s);
  placeConfederate(s, 'sumter', 'C12', null);
  s.merchantMarine = mm;
};
const raid = activityTurn([{ ship: 'sumter', steps: [{ op: 'raid' }], standing: ESCAPE }]);

describe('9.22 automatic drops', () => {
  fixture({
    rule: '9.22',
    name: 'down to 1165 exactly: no drop',
    setup: raidFrom(1168),
    dice: [2, 3],
    commands: raid,
    expect: { noEvents: [{ rule: '9.22' }], state: { merchantMarine: 1165, below1165Applied: false, cpl: { E: 5 } } },
  });
  fixture({
    rule: '9.22',
    name: 'down to 1164: England drops one at once',
    setup: raidFrom(1168),
    dice: [3, 3],
    commands: raid,
    expect: {
      events: [
        { rule: '5.11', kind: 'raid' },
        { rule: '9.22', kind: 'cpl' },
      ],
      state: { merchantMarine: 1164, below1165Applied: true, cpl: { E: 4 } },
    },
  });
  fixture({
    rule: '9.22',
    name: 'only the first time',
    setup: (s) => {
      raidFrom(1160)(s);
      s.below1165Applied = true;
    },
    dice: [3, 3],
    commands: raid,
    expect: { noEvents: [{ rule: '9.22' }], state: { merchantMarine: 1156, cpl: { E: 5 } } },
  });
});

describe("9.32 England's deliveries stop below -1", () => {
  // Game Turn 5 moves England -1 (9.21) just before the Florida and the Alabama are due in C2.
  const before5 = (e: number) => (s: GameState) => {
    clearFederal(s);
    s.turn = 4;
    s.cpl.E = e;
  };
  fixture({
    rule: '9.32',
    name: 'at -1 they still come',
    setup: before5(0),
    dice: [3],
    commands: activityTurn([]),
    expect: { noEvents: [{ rule: '9.32' }], state: { cpl: { E: -1 }, confederate: { florida: { status: 'inPlay' }, alabama: { status: 'inPlay' } } } },
  });
  fixture({
    rule: '9.32',
    name: 'at -2 they are struck off',
    setup: before5(-1),
    dice: [3],
    commands: activityTurn([]),
    expect: {
      events: [{ rule: '9.32', kind: 'offTrack', ships: ['florida'] }],
      state: { cpl: { E: -2 }, confederate: { florida: { status: 'offTrack' }, alabama: { status: 'offTrack' } } },
    },
  });
});
