import type seedrandom from 'seedrandom';
// The Alea generator alone: seedrandom's index would bring its five other generators into the page (issue 47).
import alea from 'seedrandom/lib/alea';

/**
 * seedrandom's Alea generator, the program's one copy of its step: the game's dice
 * (src/engine/dice.ts) continue it from the state saved in the game, the AI's own stream
 * (src/ai/rng.ts) from its seed. The same numbers and state as seedrandom's (fields c, s0, s1,
 * s2 in that order), without seedrandom's set-up, which hashes the seed only for the saved state
 * to overwrite it; and a method of one class, which V8 inlines where it is drawn, where
 * seedrandom's closure called through a field was not. tests/lib/alea.test.ts holds it to
 * seedrandom's own output.
 */
export class Alea {
  private c: number;
  private s0: number;
  private s1: number;
  private s2: number;
  constructor(from: seedrandom.State.Alea) {
    this.c = from.c;
    this.s0 = from.s0;
    this.s1 = from.s1;
    this.s2 = from.s2;
  }
  /** A fresh generator for `seed`, as seedrandom sets it up. */
  static seeded(seed: string): Alea {
    return new Alea(aleaState(seed));
  }
  /** seedrandom/lib/alea.js's step, in [0, 1). */
  next(): number {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10; // 2^-32
    this.s0 = this.s1;
    this.s1 = this.s2;
    return (this.s2 = t - (this.c = t | 0));
  }
  state(): seedrandom.State.Alea {
    return { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 };
  }
}

/** The state seedrandom sets up for `seed`. */
export const aleaState = (seed: string): seedrandom.State.Alea => alea(seed, { state: true }).state();
