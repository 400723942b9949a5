import { describe } from 'vitest';
import { endPhase, fixture, seal } from '../fixtures/ruleFixture';

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
      events: [{ rule: '9.21', kind: 'cpl' }, { rule: '9.21', kind: 'cpl' }],
      state: { turn: 2, cpl: { W: 1, E: 5, F: 4 } },
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
