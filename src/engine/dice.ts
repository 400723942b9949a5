import seedrandom from 'seedrandom';

// Every die the game rolls comes from here, and the generator's state lives inside the game
// state, so a saved game resumes with the very same dice and a replay reproduces them.
// Tests use scripted dice ("the next rolls are 6, 2, 5") to check exact outcomes.

export type DiceState =
  | { kind: 'seeded'; seed: string; prng: seedrandom.State.Alea | null; rolled: number }
  | { kind: 'scripted'; rolls: number[]; rolled: number };

export const seededDice = (seed: string): DiceState => ({ kind: 'seeded', seed, prng: null, rolled: 0 });
export const scriptedDice = (...rolls: number[]): DiceState => ({ kind: 'scripted', rolls, rolled: 0 });

export class DiceExhausted extends Error {}

/** A die roller working on a dice state; `save()` gives the state after the rolls made. */
export class Dice {
  private readonly prng: ReturnType<typeof seedrandom.alea> | null;
  private readonly queue: number[];
  private rolled: number;
  private readonly state: DiceState;

  constructor(state: DiceState) {
    this.state = state;
    this.rolled = state.rolled;
    if (state.kind === 'seeded') {
      this.prng = seedrandom.alea(state.seed, state.prng ? { state: state.prng } : { state: true });
      this.queue = [];
    } else {
      this.prng = null;
      this.queue = [...state.rolls];
    }
  }

  /** One six-sided die. */
  roll(): number {
    this.rolled++;
    if (this.prng) return 1 + Math.floor(this.prng() * 6);
    const next = this.queue.shift();
    if (next === undefined) throw new DiceExhausted(`scripted dice ran out after ${this.rolled - 1} rolls`);
    if (!Number.isInteger(next) || next < 1 || next > 6) throw new Error(`scripted die ${next} is not 1-6`);
    return next;
  }

  /** A uniform pick of 0..n-1, for shuffles (whaling counters, 5.3). Scripted dice use a die. */
  below(n: number): number {
    if (this.prng) { this.rolled++; return Math.floor(this.prng() * n); }
    return (this.roll() - 1) % n;
  }

  save(): DiceState {
    if (this.state.kind === 'seeded') return { kind: 'seeded', seed: this.state.seed, prng: this.prng!.state(), rolled: this.rolled };
    return { kind: 'scripted', rolls: [...this.queue], rolled: this.rolled };
  }
}
