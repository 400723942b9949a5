import { describe, expect, it } from 'vitest';
import { Dice, seededDice } from '../../src/engine/dice';

// The game's dice continue seedrandom's Alea generator from the state saved in the game (so a
// save or a replay rolls the same dice); tests/lib/alea.test.ts holds the generator itself to
// seedrandom's numbers.
describe('dice: the generator saved in the game', () => {
  it('a Dice saved and restored rolls on as one that never stopped', () => {
    const once = new Dice(seededDice('replay'));
    const whole = Array.from({ length: 60 }, () => once.roll());
    let state = seededDice('replay');
    const pieces: number[] = [];
    for (let k = 0; k < 6; k++) {
      const d = new Dice(state);
      for (let i = 0; i < 10; i++) pieces.push(d.roll());
      state = d.save();
    }
    expect(pieces).toEqual(whole);
    expect(state).toEqual(once.save());
  });
});
