import type { GameData } from '../data/gameData';
import { Dice, liveSegment } from './dice';
import { clonePlain } from './clone';
import type { GameEvent, GameState, Side } from './types';

// What every rule function works with while one command is applied: the data, a private
// draft of the state (a deep copy, so a refused command leaves the original untouched), the
// dice, and the events the command causes.

export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}

/** Throw inside a rule to refuse the command: nothing it did is kept. */
export function refuse(code: string, rule: string, message: string): never {
  throw new Refusal(code, rule, `${message} (${rule})`);
}

export class Ctx {
  readonly events: GameEvent[] = [];
  private roller: Dice | null = null;
  /**
   * `quiet`: a simulation between bots, playing thousands of games. It keeps no events and
   * offers no take-backs (bots never take a move back), so neither is made; rules never read
   * them back, so the game comes out the same either way. The commonest events (moves, raids,
   * searches, selections, the records' notation) are not even worded then.
   */
  constructor(
    readonly data: GameData,
    readonly s: GameState,
    readonly quiet = false,
  ) {
    // The generator is set up on the first roll: most commands roll nothing. A generator never
    // yet used (a fresh seed) is set up at once, so the state records it exactly as before.
    if (s.dice.kind === 'seeded' && s.dice.prng === null) this.roller = new Dice(s.dice);
  }

  /**
   * Remote play's display of a command that waits (apply.ts, progressBeforeWait sets it to null
   * to ask): the game as the latest phase began, and how many events came before it. Left
   * undefined, as every other apply leaves it, nothing is kept.
   */
  phaseStarts: { state: GameState; events: number } | null | undefined = undefined;

  /** A phase begins: remembered only when asked for (phaseStarts not undefined). */
  phaseBegun(): void {
    if (this.phaseStarts === undefined) return;
    const state = clonePlain(this.s);
    if (this.roller) state.dice = this.roller.save();
    this.phaseStarts = { state, events: this.events.length };
  }

  get dice(): Dice {
    this.roller ??= new Dice(this.s.dice);
    return this.roller;
  }

  /** Records an event citing its rule; it goes to the log and to the caller. */
  emit(rule: string, kind: string, text: string, extra: Pick<GameEvent, 'ships' | 'dice' | 'secretTo' | 'path' | 'port' | 'rolls'> = {}): void {
    if (this.quiet) return;
    const e: GameEvent = { turn: this.s.turn, phase: this.s.phase, rule, kind, text: `${rule}: ${text}`, ...extra };
    this.events.push(e);
  }

  /**
   * 11.74 asked live: the dice rolled since a procedure that may stop for Semmes began
   * (activity/semmesStage.ts), or null when none is under way.
   */
  rolledInStage: number[] | null = null;

  /** Rolls one die; any roll ends the Federal player's right to take back moves. */
  roll(): number {
    this.s.undo = null;
    const a = this.s.activity;
    let die: number;
    // A procedure run again after Semmes' question meets the dice it had already rolled (semmesStage.ts).
    if (a?.heldDice) {
      die = a.heldDice.shift()!;
      if (!a.heldDice.length) delete a.heldDice;
    }
    // Only segmented dice (remote play) read the segment: no name is made for the others. After
    // each live answer of the Activity Phase the dice come from a segment of their own (dice.ts).
    else die = this.dice.roll(this.s.dice.kind === 'segmented' ? liveSegment(this.s.turn, this.s.phase, a?.answered ?? 0) : undefined);
    this.rolledInStage?.push(die);
    return die;
  }

  /** Writes the dice state back into the draft before it is returned. */
  finish(): void {
    if (this.roller) this.s.dice = this.roller.save();
  }

  fedName(id: string): string {
    return this.data.federal[id]?.name ?? id;
  }
  conName(id: string): string {
    return this.data.confederate[id]?.name ?? id;
  }
  other(side: Side): Side {
    return side === 'federal' ? 'confederate' : 'federal';
  }
}
