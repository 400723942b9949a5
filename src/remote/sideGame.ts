import type { GameData } from '../data/gameData';
import type { ApplyResult, Command, GameEvent, GameState } from '../engine/index';
import { HEX } from '../lib/sha256';
import { HashChain } from './commit';
import { segmentName } from './diceSeeds';
import type { RemoteSave } from './save';
import { applySeeded, progressSeeded, rolledIn, seedGameOf, seedsFrom, segmentOf, type SeedGame } from './segments';

// One side's game of a game played apart, as its save holds it, played by the engine with the
// dice this side can know (segments.ts, the one implementation a spectator uses too): a segment's
// seed needs both sides' chain elements for it, this side's from its own chain, the other's once
// revealed.

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

  /** The game's identity as its seeds need it. */
  get seedGame(): SeedGame {
    return seedGameOf(this.data, this.s.gameId, this.s.scenario, this.s.options);
  }

  /** Applies a command with the seeds of every segment known from the one the game is in (up to `upTo`). */
  applyOne(st: GameState, command: Command, upTo = Infinity): ApplyResult {
    return applySeeded(this.data, st, command, this.seedsFrom(this.rolledIn(st), upTo));
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
    return progressSeeded(this.data, st, waiting.command, this.seedsFrom(this.rolledIn(st)));
  }

  /** A command applied: the game, its log and the count move on. */
  adopt(state: GameState, events: GameEvent[]): void {
    this.s.state = state;
    this.s.events.push(...events);
    this.s.applied += 1;
  }

  /** Seeds of every segment from `from` on (up to `upTo`) that both elements are known for: this side's chain whole, the other's as revealed. */
  seedsFrom(from: number, upTo = Infinity): Record<string, string> {
    const mine = this.chain;
    const chains = this.s.side === 'federal' ? { federal: mine, confederate: this.s.their } : { federal: this.s.their, confederate: mine };
    return seedsFrom(this.seedGame, chains, from, upTo);
  }

  /** The seed of segment k if this side can compute it (it needs the other side's element too), else null. */
  seedOf(k: number): string | null {
    const g = this.seedGame;
    return this.seedsFrom(k, k)[segmentName(k, g.firstTurn, g.live)] ?? null;
  }

  /** Place k of an engine segment name (e.g. "3:confederateActivity") in this game. */
  segmentOf(segment: string): number {
    return segmentOf(this.seedGame, segment);
  }

  /** Whether place k is a live answer's own segment (46.2: "7:confederateActivity.2"). */
  isLiveSegment(k: number): boolean {
    const g = this.seedGame;
    return g.live && segmentName(k, g.firstTurn, true).includes('.');
  }

  /** The place of the last segment this game has rolled in (0 before any roll). */
  rolledIn(st: GameState): number {
    return rolledIn(this.seedGame, st);
  }
}
