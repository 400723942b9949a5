import type { GameData } from '../data/gameData';
import { apply, newGame, activeSide, view, visibleEvents, type ApplyResult, type GameView, type Command, type GameEvent, type GameOptions, type GameState, type Side } from '../engine/index';
import type { Bot } from '../ai/bot';

// The raider AI is no part of the first download: it loads (once) when a solitaire game first
// needs it, or ahead of time once the map is drawn (app.ts).
type Registry = typeof import('../ai/registry');
let registry: Registry | null = null;
let loading: Promise<Registry> | null = null;
export function loadAi(): Promise<Registry> {
  loading ??= import('../ai/registry').then((m) => (registry = m));
  return loading;
}

// One game being played on this device: the full state (kept in memory only, never drawn), the
// event log, every command applied (so a save can be replayed and checked), and who holds the
// device. Screens ask it for the VIEW of the side at the device, never for the state itself.

export type Mode = 'solitaire' | 'hotseat' | 'remote';

export interface SessionMeta {
  id: string;
  mode: Mode;
  /** The raider AI's name in the bot registry (solitaire). */
  aiLevel: string;
  scenario: string;
  seed: string;
  options: Partial<GameOptions>;
  createdAt: number;
  /** The data pack the game is played with (null = the built-in reconstruction). */
  dataPack?: string | null;
}

export class GameSession {
  /** Who holds the device: in solitaire always the Federal; in hot-seat, changed by the hand-off screen. */
  holder: Side;
  private bot: Bot | null = null;

  constructor(
    readonly data: GameData,
    readonly meta: SessionMeta,
    public state: GameState,
    readonly events: GameEvent[],
    readonly commands: Command[],
    holder: Side = 'federal',
  ) {
    this.holder = meta.mode === 'solitaire' ? 'federal' : holder;
  }

  static start(data: GameData, meta: Omit<SessionMeta, 'id' | 'createdAt' | 'seed'> & { seed?: string }): GameSession {
    const seed = meta.seed ?? randomHex(8);
    const full: SessionMeta = { ...meta, seed, id: `game-${Date.now().toString(36)}-${randomHex(3)}`, createdAt: Date.now() };
    const { state, events } = newGame(data, meta.scenario, seed, meta.options);
    const first = activeSide(state) ?? 'federal';
    return new GameSession(data, full, state, events, [], meta.mode === 'hotseat' ? first : 'federal');
  }

  get active(): Side | null { return activeSide(this.state); }

  /** What the side at the device may know. */
  viewFor(side: Side = this.holder): GameView { return view(this.state, side); }

  /** The log lines the side at the device may read. */
  visible(side: Side = this.holder, upTo = this.events.length): GameEvent[] {
    return visibleEvents(this.events.slice(0, upTo), side);
  }

  /** Applies a command; a refusal changes nothing. */
  send(command: Command): ApplyResult {
    const r = apply(this.data, this.state, command);
    if (r.ok) {
      this.state = r.state;
      this.events.push(...r.events);
      this.commands.push(command);
    }
    return r;
  }

  /** Asks before sending: would the engine accept this command? (It never changes the state.) */
  check(command: Command): ApplyResult { return apply(this.data, this.state, command); }

  /** Resolves when botStep() can run (the AI's code is loaded). */
  aiReady(): Promise<unknown> { return loadAi(); }

  /** Solitaire: the raider AI plays the Confederate's next command from the Confederate view only. */
  botStep(): ApplyResult {
    if (!registry) return { ok: false, code: 'aiNotLoaded', rule: '3.0', message: 'the raider AI is still loading (await aiReady() first)' };
    this.bot ??= registry.makeBot(this.meta.aiLevel, `${this.meta.seed}:confederate:${this.commands.length}`);
    const command = this.bot.next(this.data, view(this.state, 'confederate'), 'confederate');
    const r = this.send(command);
    if (r.ok) return r;
    // A bot that writes an illegal order must not stall the game: fall back to the plainest legal answer.
    const fallback: Command = this.state.phase === 'confederateRecord'
      ? { type: 'sealRecords', side: 'confederate', records: [], salt: randomHex(16) }
      : this.state.activity?.pending ? { type: 'decide', side: 'confederate', choice: this.state.activity.pending.options[0]! }
        : { type: 'endPhase', side: 'confederate' };
    return this.send(fallback);
  }
}

/** Random hex from the browser's cryptographic generator (record salts, game seeds). */
export function randomHex(bytes: number): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
