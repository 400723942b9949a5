import type { GameData } from '../data/gameData';
import { Dice } from './dice';
import type { GameEvent, GameState, Side } from './types';

// What every rule function works with while one command is applied: the data, a private
// draft of the state (a deep copy, so a refused command leaves the original untouched), the
// dice, and the events the command causes.

export class Refusal extends Error {
  constructor(readonly code: string, readonly rule: string, message: string) {
    super(message);
  }
}

/** Throw inside a rule to refuse the command: nothing it did is kept. */
export function refuse(code: string, rule: string, message: string): never {
  throw new Refusal(code, rule, `${message} (${rule})`);
}

export class Ctx {
  readonly events: GameEvent[] = [];
  readonly dice: Dice;
  constructor(readonly data: GameData, readonly s: GameState) {
    this.dice = new Dice(s.dice);
  }

  /** Records an event citing its rule; it goes to the log and to the caller. */
  emit(rule: string, kind: string, text: string, extra: Pick<GameEvent, 'ships' | 'dice' | 'secretTo'> = {}): void {
    const e: GameEvent = { turn: this.s.turn, phase: this.s.phase, rule, kind, text: `${rule}: ${text}`, ...extra };
    this.events.push(e);
  }

  /** Rolls one die; any roll ends the Federal player's right to take back moves. */
  roll(): number {
    this.s.undo = null;
    return this.dice.roll();
  }

  /** Writes the dice state back into the draft before it is returned. */
  finish(): void {
    this.s.dice = this.dice.save();
  }

  fedName(id: string): string { return this.data.federal[id]?.name ?? id; }
  conName(id: string): string { return this.data.confederate[id]?.name ?? id; }
  other(side: Side): Side { return side === 'federal' ? 'confederate' : 'federal'; }
}
