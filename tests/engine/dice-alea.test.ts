import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { Alea, Dice, seededDice } from '../../src/engine/dice';

// The game's dice continue seedrandom's Alea generator from the state saved in the game (so a
// save or a replay rolls the same dice); src/engine/dice.ts runs that generator itself. Both
// must give the same numbers and the same saved state, or every recorded game would change.
describe('dice: the restored generator is seedrandom\'s Alea, number for number', () => {
  it('a fresh generator and one restored mid-way give the same numbers and states', () => {
    for (const seed of ['', 'bench-0', 'golden-17', 'é ünïcode ☃', 'x'.repeat(300)]) {
      const ref = seedrandom.alea(seed, { state: true });
      const own = Alea.seeded(seed);
      for (let i = 0; i < 500; i++) {
        expect(own.next()).toBe(ref());
        if (i % 97 === 0) {
          expect(own.state()).toEqual(ref.state());
          expect(Object.keys(own.state())).toEqual(Object.keys(ref.state()));
          // Restored from the saved state, as the next command does.
          const again = new Alea(own.state());
          const refAgain = seedrandom.alea('', { state: ref.state() });
          for (let k = 0; k < 20; k++) expect(again.next()).toBe(refAgain());
        }
      }
    }
  });

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
