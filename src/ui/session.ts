import type { GameData } from '../data/gameData';
import type { RemoteSession } from './remote/remoteSession';
import { noteBoards, type StateBoards } from '../game/debriefBoards';
import {
  apply,
  newGame,
  activeSide,
  legalActions,
  view,
  visibleEvents,
  type ApplyResult,
  type GameView,
  type LegalActions,
  type Command,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Side,
} from '../engine/index';
import type { Bot } from '../ai/bot';
import type { HandEntry, HandSink } from '../ai/trace';
import { keepHand, type GameHand } from '../game/aiHand';
import { NOTES_MAX } from '../game/notes';
import { seatsFor, turnOf, type MatchTurn, type Seats } from '../game/match';

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
  /** The computer opponent's name in the bot registry (solitaire): it plays the side the player does not. */
  aiLevel: string;
  scenario: string;
  seed: string;
  options: Partial<GameOptions>;
  createdAt: number;
  /** The data pack the game is played with (null = the built-in reconstruction). */
  dataPack?: string | null;
}

export class GameSession {
  /** Who holds the device: in solitaire the player's side for the whole game; in hot-seat, changed by the hand-off screen. */
  holder: Side;
  private bot: Bot | null = null;
  /**
   * The debrief's boards, noted as the game is played here (issue 36: its debrief then replays
   * nothing); null for a game that came from elsewhere (a save, hot-seat, remote play), or after
   * a take-back of a command that noted one: its debrief replays the commands.
   */
  boards: StateBoards | null = null;
  private boardsNoted = 0;

  constructor(
    readonly data: GameData,
    readonly meta: SessionMeta,
    public state: GameState,
    readonly events: GameEvent[],
    readonly commands: Command[],
    holder: Side = 'federal',
    hand: GameHand = { entries: [], note: null },
  ) {
    this.holder = holder;
    this.hand = hand.entries;
    this.handNote = hand.note;
  }

  /**
   * Issue 31.4: the computer's hand (what its bot knew, weighed and chose), kept beside the game:
   * never in the state, its hash, a view or the log. Shown only once the game is over (handShown).
   */
  private readonly hand: HandEntry[];
  /** Why a saved hand was dropped (a damaged save), if it was. */
  private readonly handNote: string | null;
  private readonly handSink: HandSink = { note: (e) => keepHand(this.hand, e) };

  /**
   * Played apart: this session, whose other side's moves come as messages (remote/client.ts) the
   * screen shows and exchanges; null for a game whose every side plays at this device.
   */
  apart(): RemoteSession | null {
    return null;
  }

  /** The player's private notepad in solitaire (game/notes.ts); the other kinds keep it in each side's client. */
  protected notesText = '';
  /** The notepad of the side at the device, or null when no side is open here (hot-seat, between players). */
  notes(): string | null {
    return this.notesText;
  }
  /** False when the text is too long or no side is open here. */
  setNotes(text: string): boolean {
    if (text.length > NOTES_MAX) return false;
    this.notesText = text;
    return true;
  }

  /** The hand as the save keeps it (the save is the player's own device's: the state it holds is as secret). */
  get handForSave(): readonly HandEntry[] {
    return this.hand;
  }

  /** The hand for the debrief and the replay: only once the game is over (null before). */
  handShown(): GameHand | null {
    return this.state?.phase === 'gameOver' ? { entries: [...this.hand], note: this.handNote } : null;
  }

  /** Solitaire: the side the computer plays (the one the player does not hold). */
  get botSide(): Side {
    return this.holder === 'federal' ? 'confederate' : 'federal';
  }

  /** `side`: the player's side in solitaire (the Federal unless told). */
  static start(data: GameData, meta: Omit<SessionMeta, 'id' | 'createdAt' | 'seed'> & { seed?: string }, side: Side = 'federal'): GameSession {
    const seed = meta.seed ?? randomHex(8);
    const full: SessionMeta = { ...meta, seed, id: `game-${Date.now().toString(36)}-${randomHex(3)}`, createdAt: Date.now() };
    const { state, events } = newGame(data, meta.scenario, seed, meta.options);
    const first = activeSide(state) ?? 'federal';
    const session = new GameSession(data, full, state, events, [], meta.mode === 'hotseat' ? first : meta.mode === 'solitaire' ? side : 'federal');
    // A solitaire game's every state comes from send(); the other modes change theirs elsewhere too.
    if (meta.mode === 'solitaire') session.boards = { activity: {}, ends: { 0: state } };
    return session;
  }

  get active(): Side | null {
    return activeSide(this.state);
  }

  /** Who plays each side (game/match.ts): the screen asks the seats, never the kind of game. */
  get seats(): Seats {
    return seatsFor(this.meta.mode, this.holder, this.meta.aiLevel);
  }

  /** What the game waits for now, with the holder at the device. */
  turn(): MatchTurn {
    return turnOf(this.state, this.seats, this.holder);
  }

  /** What the side at the device may know. */
  viewFor(side: Side = this.holder): GameView {
    return view(this.state, side);
  }

  /** The log lines the side at the device may read. */
  visible(side: Side = this.holder, upTo = this.events.length): GameEvent[] {
    return visibleEvents(this.events.slice(0, upTo), side);
  }

  /** Applies a command; a refusal changes nothing. */
  send(command: Command): ApplyResult {
    const before = this.state;
    const r = apply(this.data, this.state, command);
    if (r.ok) {
      this.state = r.state;
      const mark = { state: before, events: this.events.length, commands: this.commands.length };
      this.events.push(...r.events);
      this.commands.push(command);
      if (this.boards && noteBoards(this.boards, before, r.state)) this.boardsNoted = this.commands.length;
      this.remember(command, before, mark);
    }
    return r;
  }

  /**
   * Solitaire take-backs (issue 16.5): every command of the player's since the last die rolled
   * or the last hand-over, whichever is later, may be taken back, across "End movement" or "End
   * placement" too while no die was rolled. A die or a hand-over closes the stack: what the dice
   * or the other side have seen stays (3.0: the Sequence of Play runs forward from a roll).
   * The engine's states are values (apply never changes the one it is given), so a take-back
   * is the state as it was; the command list is cut back with it, so a save still replays.
   */
  private readonly takeBacks: { state: GameState; events: number; commands: number }[] = [];

  private remember(command: Command, before: GameState, mark: { state: GameState; events: number; commands: number }): void {
    const rolled = JSON.stringify(before.dice) !== JSON.stringify(this.state.dice);
    const next = activeSide(this.state);
    // The records revealed in the Activity Phase (4.3) count as a hand-over even before a die.
    const handedOver = command.side !== this.holder || (next !== null && next !== this.holder) || this.state.phase === 'confederateActivity';
    if (this.meta.mode !== 'solitaire' || rolled || handedOver || this.state.phase === 'gameOver') {
      this.takeBacks.length = 0;
      return;
    }
    this.takeBacks.push(mark);
  }

  /** Whether the player may take a command back now. */
  get canTakeBack(): boolean {
    return this.meta.mode === 'solitaire' && this.takeBacks.length > 0;
  }

  /** Takes the player's last command back (see takeBacks); false if there is none to take back. */
  takeBack(): boolean {
    const mark = this.meta.mode === 'solitaire' ? this.takeBacks.pop() : undefined;
    if (!mark) return false;
    this.state = mark.state;
    this.events.length = mark.events;
    this.commands.length = mark.commands;
    if (this.boardsNoted > mark.commands) this.boards = null;
    return true;
  }

  /** Asks before sending: would the engine accept this command? (It never changes the state.) */
  check(command: Command): ApplyResult {
    return apply(this.data, this.state, command);
  }

  /** Resolves when botStep() can run (the AI's code is loaded). */
  aiReady(): Promise<unknown> {
    return loadAi();
  }

  /**
   * Solitaire: the computer plays its side's next command from that side's view only (3.0, 4.3):
   * the raider AI never sees the Federal's plans, the Federal AI never sees the sealed records.
   */
  botStep(): ApplyResult {
    if (!registry) return { ok: false, code: 'aiNotLoaded', rule: '3.0', message: 'the AI is still loading (await aiReady() first)' };
    const side = this.botSide;
    if (!this.bot) {
      this.bot = registry.makeBot(this.meta.aiLevel, `${this.meta.seed}:${side}:${this.commands.length}`);
      this.bot.traceTo?.(this.handSink);
    }
    const command = this.bot.next(this.data, view(this.state, side), side);
    const r = this.send(command);
    if (r.ok) return r;
    // A bot that writes an illegal order must not stall the game: fall back to the plainest legal
    // answer to what the step offers (the legal-actions query's kind, StepMeta.offers).
    const a = legalActions(this.data, view(this.state, side), side);
    return this.send(plainestAnswer(a, side));
  }
}

/** The plainest legal answer to what a step offers: seal the records as they are, the first choice of a decision, else end the step. */
function plainestAnswer(a: LegalActions, side: Side): Command {
  switch (a.kind) {
    case 'confederateRecord':
      return { type: 'sealRecords', side: 'confederate', records: [], salt: randomHex(16) };
    case 'decision':
      return { type: 'decide', side, choice: a.decision.options[0]!.choice };
    case 'federalPlacement': {
      // 10.4: the selection ends only once the ships owed are selected (the first offered of an owed type).
      const owed = a.placement.owed.map((o) => o.type);
      const owedShip = a.placement.select.find((x) => !x.cost.free && !x.cost.fromUnavailablePool && owed.includes(x.cost.type));
      if (owedShip) return { type: 'selectShip', side: 'federal', ship: owedShip.ship };
      return { type: 'endPhase', side };
    }
    default:
      return { type: 'endPhase', side };
  }
}

/** Random hex from the browser's cryptographic generator (record salts, game seeds). */
export function randomHex(bytes: number): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
