import type { GameData } from '../data/gameData';
import { apply, progressBeforeWait, type ApplyResult, type Command, type GameEvent, type GameState } from '../engine/index';
import { HEX } from '../lib/sha256';
import { HashChain, chainStep } from './commit';
import { segmentIndex, segmentName, segmentSeed } from './diceSeeds';
import type { RemoteSave } from './save';

// One side's game of a game played apart, as its save holds it, played by the engine with the
// dice this side can know: a segment's seed needs both sides' chain elements for it (diceSeeds.ts),
// this side's from its own chain, the other's once revealed. The seeds are put into the state for
// each apply and taken out after, so no state kept here holds a seed.

/** Random bytes as hex (the chain secret, game ids, record salts). */
export type RandomHex = (bytes: number) => string;

export function cryptoHex(bytes: number): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => HEX[x]!).join('');
}

export const otherSide = (side: 'federal' | 'confederate'): 'federal' | 'confederate' => (side === 'federal' ? 'confederate' : 'federal');

export class SideGame {
  private chainKept: HashChain | null;

  constructor(
    readonly data: GameData,
    public s: RemoteSave,
    readonly randomHex: RandomHex,
    chain: HashChain | null = null,
  ) {
    this.chainKept = chain;
  }

  /** A copy to check an incoming message on: the save copied, the chain (made from the secret alone) shared. */
  copy(save: RemoteSave): SideGame {
    return new SideGame(this.data, save, this.randomHex, this.chainKept);
  }

  get state(): GameState | null {
    return this.s.state;
  }
  get events(): GameEvent[] {
    return this.s.events;
  }

  /** This side's hash chain, made once from its secret. */
  get chain(): HashChain {
    this.chainKept ??= new HashChain(this.s.secret, this.s.chainLength);
    return this.chainKept;
  }

  /** Applies a command with the seeds of every segment known from the one the game is in (up to `upTo`). */
  applyOne(st: GameState, command: Command, upTo = Infinity): ApplyResult {
    // A game played apart rolls segmented dice (docs/remote-play.md) from its start (tryStart).
    const input: GameState = st.dice.kind === 'segmented' ? { ...st, dice: { ...st.dice, seeds: this.seedsFrom(this.rolledIn(st), upTo) } } : st;
    const r = apply(this.data, input, command);
    if (r.ok && r.state.dice.kind === 'segmented') r.state.dice = { ...r.state.dice, seeds: {} };
    return r;
  }

  /**
   * The command waiting for a reveal, as far as it gets before it waits (engine
   * progressBeforeWait): the phases it settles with the dice known here, for the screen only.
   * Null when nothing waits or nothing is settled before the wait.
   */
  progress(): { state: GameState; events: GameEvent[] } | null {
    const st = this.s.state;
    const waiting = this.s.pending;
    if (!st || !waiting) return null;
    const input: GameState = st.dice.kind === 'segmented' ? { ...st, dice: { ...st.dice, seeds: this.seedsFrom(this.rolledIn(st)) } } : st;
    const r = progressBeforeWait(this.data, input, waiting.command);
    if (r && r.state.dice.kind === 'segmented') r.state.dice = { ...r.state.dice, seeds: {} };
    return r;
  }

  /** A command applied: the game, its log and the count move on. */
  adopt(state: GameState, events: GameEvent[]): void {
    this.s.state = state;
    this.s.events.push(...events);
    this.s.applied += 1;
  }

  /** Seeds of every segment from `from` on that both elements are known for. */
  seedsFrom(from: number, upTo = Infinity): Record<string, string> {
    const their = this.s.their;
    const seeds: Record<string, string> = {};
    if (!their || their.element === null) return seeds;
    const sc = this.data.scenarios[this.s.scenario]!;
    let e = their.element;
    for (let k = their.index; k >= from; k--) {
      if (k <= upTo) {
        const mine = this.chain.element(k);
        const both = this.s.side === 'federal' ? { federal: mine, confederate: e } : { federal: e, confederate: mine };
        seeds[segmentName(k, sc.firstTurn)] = segmentSeed(this.s.gameId, k, both);
      }
      e = chainStep(e); // the element before: hashing walks the chain back
    }
    return seeds;
  }

  /** The seed of segment k if this side can compute it (it needs the other side's element too), else null. */
  seedOf(k: number): string | null {
    const their = this.s.their;
    if (!their || their.element === null || k > their.index || k < 0) return null;
    return this.seedsFrom(k)[segmentName(k, this.data.scenarios[this.s.scenario]!.firstTurn)] ?? null;
  }

  /** Place k of an engine segment name (e.g. "3:confederateActivity") in this game. */
  segmentOf(segment: string): number {
    const sc = this.data.scenarios[this.s.scenario]!;
    const k = segmentIndex(segment, sc.firstTurn, sc.lastTurn);
    if (k < 0) throw new Error(`segment ${segment} is outside the game`);
    return k;
  }

  /** The place of the last segment this game has rolled in (0 before any roll). */
  rolledIn(st: GameState): number {
    return st.dice.kind === 'segmented' && st.dice.segment ? this.segmentOf(st.dice.segment) : 0;
  }
}
