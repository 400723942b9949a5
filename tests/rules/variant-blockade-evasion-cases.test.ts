import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 7.11 replaced by the "evading the blockade" variant (docs/variants.md), as fixtures: the
// blockade's strength grows with the year by 7.11's own modifiers (1861 +0 ... 1863 +2), and
// Semmes' reroll (11.74) is only for a run that would be lost. The Sumter (movement 9: speed 3)
// leaves C15's Confederate port (defence 3). The last die is the next turn's deployment roll.

const on = (turn: number) => (s: GameState) => {
  clearFederal(s);
  s.turn = turn;
  s.options = { ...s.options, blockadeEvasion: true };
};
const leave = (blockade: boolean) =>
  activityTurn([{ ship: 'sumter', steps: [{ op: 'leavePort' }], standing: { ...ESCAPE, semmesReroll: { raid: false, escape: false, blockade } } }]);

describe('7.11 with the evasion variant', () => {
  fixture({
    rule: '7.11',
    name: 'in 1863 (Game Turn 7) the blockade is 1 + 2 = 3: the value is 3 + 3 - 3 = 3, and dice 4 and 4 both exceed it: the Sumter is lost',
    setup: on(7),
    dice: [4, 4, 3],
    commands: leave(false),
    expect: {
      events: [
        { rule: 'BR evasion', kind: 'blockadeRun', ships: ['sumter'], dice: [4, 4] },
        { rule: '8.13', kind: 'sunk', ships: ['sumter'] },
      ],
      state: { confederate: { sumter: { status: 'sunk' } }, vp: { federal: 75 } },
      diceLeft: 1,
    },
  });
  fixture({
    rule: '7.11',
    name: 'in 1861 (Game Turn 1) the same dice do not exceed 5: she evades',
    setup: on(1),
    dice: [4, 4, 3],
    commands: leave(false),
    expect: {
      events: [{ rule: 'BR evasion', kind: 'blockadeRun', ships: ['sumter'], dice: [4, 4] }],
      noEvents: [{ kind: 'sunk' }],
      state: { confederate: { sumter: { status: 'inPlay', port: null } } },
    },
  });
  fixture({
    rule: '11.74',
    name: 'a run that evades is not rerolled, though Semmes is aboard and his orders allow it: dice 6 and 5 against 5',
    setup: on(1),
    dice: [6, 5, 3],
    commands: leave(true),
    expect: {
      events: [{ rule: 'BR evasion', kind: 'blockadeRun', ships: ['sumter'], dice: [6, 5] }],
      state: { confederate: { sumter: { status: 'inPlay' } } },
    },
  });
  fixture({
    rule: '11.74',
    name: 'a lost run is rerolled once: dice 6 and 6, the reroll 2 stands',
    setup: on(1),
    dice: [6, 6, 2, 3],
    commands: leave(true),
    expect: {
      events: [{ rule: 'BR evasion', kind: 'blockadeRun', ships: ['sumter'], dice: [6, 6, 2] }],
      state: { confederate: { sumter: { status: 'inPlay' } } },
    },
  });
});
