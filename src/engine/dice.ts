import type seedrandom from 'seedrandom';
import { Alea } from '../lib/alea';

// Every die the game rolls comes from here, and the generator's state lives inside the game
// state, so a saved game resumes with the very same dice and a replay reproduces them.
// Tests use scripted dice ("the next rolls are 6, 2, 5") to check exact outcomes.

export type DiceState =
  | { kind: 'seeded'; seed: string; prng: seedrandom.State.Alea | null; rolled: number }
  | { kind: 'scripted'; rolls: number[]; rolled: number }
  /**
   * Remote play (docs/remote-play.md): each segment of play (one phase of one turn, or the
   * set-up) has its own seed, known only once both players have revealed their share of it.
   * `seeds` is filled in by the caller for the apply and emptied after; a roll in a segment
   * with no seed throws Awaiting, so the command waits instead of rolling early.
   */
  | { kind: 'segmented'; seeds: Record<string, string>; segment: string | null; prng: seedrandom.State.Alea | null; rolled: number };

/** The dice segment of the set-up (5.3's whaling counters). */
export const SETUP_SEGMENT = 'setup';
/** The dice segment of one phase of one turn, as remote play names it ("7:confederateActivity"). */
export const phaseSegment = (turn: number, phase: string): string => `${turn}:${phase}`;
/**
 * Live decisions played apart (issue 46.2): the dice after the n-th answer of an Activity Phase
 * come from a segment of their own ("7:confederateActivity.2"), so that a side deciding cannot
 * know them: the other side reveals its share of it only after the answer is committed.
 */
export const LIVE_SEGMENTS = 48;
export const liveSegment = (turn: number, phase: string, answered: number): string =>
  answered > 0 ? `${phaseSegment(turn, phase)}.${answered}` : phaseSegment(turn, phase);
export const segmentedDice = (seeds: Record<string, string> = {}): DiceState => ({ kind: 'segmented', seeds, segment: null, prng: null, rolled: 0 });

export const seededDice = (seed: string): DiceState => ({ kind: 'seeded', seed, prng: null, rolled: 0 });
export const scriptedDice = (...rolls: number[]): DiceState => ({ kind: 'scripted', rolls, rolled: 0 });

export class DiceExhausted extends Error {}

/** The game needs something the other player has not revealed yet: a segment's dice or the sealed records. */
export class Awaiting extends Error {
  constructor(
    readonly segment: string,
    readonly what: 'dice' | 'records',
  ) {
    super(what === 'dice' ? `the dice of segment ${segment} are not known yet` : `the sealed Activity Records are not revealed yet (${segment})`);
  }
}

/** As seedrandom.alea(seed, { state }) reads a state: only an object is one (anything else starts from the seed). */
const restore = (prng: seedrandom.State.Alea | null, seed: string): Alea => (prng !== null && typeof prng === 'object' ? new Alea(prng) : Alea.seeded(seed));

/** A die roller working on a dice state; `save()` gives the state after the rolls made. */
export class Dice {
  private prng: Alea | null;
  private readonly queue: number[];
  private rolled: number;
  private readonly state: DiceState;
  private segment: string | null = null;

  constructor(state: DiceState) {
    this.state = state;
    this.rolled = state.rolled;
    this.queue = [];
    if (state.kind === 'seeded') {
      this.prng = restore(state.prng, state.seed);
    } else if (state.kind === 'segmented') {
      this.segment = state.segment;
      this.prng = state.prng ? restore(state.prng, '') : null;
    } else {
      this.prng = null;
      this.queue = [...state.rolls];
    }
  }

  /** Segmented dice: switches to `segment`'s own generator the first time it rolls there. */
  private enter(segment: string | undefined): void {
    if (this.state.kind !== 'segmented' || (segment === this.segment && this.prng)) return;
    const seed = segment === undefined ? undefined : this.state.seeds[segment];
    if (seed === undefined) throw new Awaiting(segment ?? '?', 'dice');
    this.prng = Alea.seeded(seed);
    this.segment = segment!;
  }

  /** One six-sided die; `segment` matters only to segmented dice. */
  roll(segment?: string): number {
    this.enter(segment);
    this.rolled++;
    if (this.prng) return 1 + Math.floor(this.prng.next() * 6);
    const next = this.queue.shift();
    if (next === undefined) throw new DiceExhausted(`scripted dice ran out after ${this.rolled - 1} rolls`);
    if (!Number.isInteger(next) || next < 1 || next > 6) throw new Error(`scripted die ${next} is not 1-6`);
    return next;
  }

  /** A uniform pick of 0..n-1, for shuffles (whaling counters, 5.3). Scripted dice use a die. */
  below(n: number, segment?: string): number {
    this.enter(segment);
    if (this.prng) {
      this.rolled++;
      return Math.floor(this.prng.next() * n);
    }
    return (this.roll() - 1) % n;
  }

  save(): DiceState {
    if (this.state.kind === 'seeded') return { kind: 'seeded', seed: this.state.seed, prng: this.prng!.state(), rolled: this.rolled };
    if (this.state.kind === 'segmented')
      return { kind: 'segmented', seeds: this.state.seeds, segment: this.segment, prng: this.prng ? this.prng.state() : null, rolled: this.rolled };
    return { kind: 'scripted', rolls: [...this.queue], rolled: this.rolled };
  }
}
