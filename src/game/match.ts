import type { GameData } from '../data/gameData';
import {
  applyCommandInPlace,
  activeSide,
  stepOf,
  SharedViews,
  type ApplyResult,
  type Command,
  type GameState,
  type Side,
  type StepMeta,
} from '../engine/index';
import type { Bot } from '../ai/bot';

// One game loop (issue 46.1). Whoever plays a side sits in a seat; the Match asks the turn
// machine (3.0) which side the game waits on and hands the turn to that side's seat. The screen,
// the simulator and the fuzz read whose turn it is here, never from the kind of game: a bot seat
// is played by the computer, a seat at this device waits for the person, a seat behind a hand-off
// (hot-seat) first hands the device over, a remote seat waits for the other player's message.

/** Who plays a side. */
export type Seat =
  /** A person at this device, who holds it. */
  | { readonly kind: 'here' }
  /** A person at this device who must be handed it first (hot-seat: each side's turn goes behind its passphrase). */
  | { readonly kind: 'handoff' }
  /** The computer: `name` is its level in the bot registry (a lesson's script in the tutorial). */
  | { readonly kind: 'bot'; readonly name: string }
  /** A person at another device: their decisions come as messages (docs/remote-play.md). */
  | { readonly kind: 'remote' };

export type Seats = { readonly [S in Side]: Seat };

/** What the game waits for now. */
export type MatchTurn =
  | { readonly act: 'over' }
  /** No step waits on a side (only between the engine's procedures: never at rest). */
  | { readonly act: 'none' }
  /** `side`'s seat plays the step: the computer (bot), the person here, or the other device (remote). */
  | { readonly act: 'play'; readonly side: Side; readonly seat: Seat; readonly step: StepMeta }
  /** The device goes to `side` first (hot-seat), then that side plays. */
  | { readonly act: 'handOff'; readonly side: Side; readonly step: StepMeta };

/** The seats of each kind of game: solitaire (the computer plays the other side), hot-seat (both here, taking turns), apart (the other side is remote). */
export function seatsFor(kind: 'solitaire' | 'hotseat' | 'remote', holder: Side, botName: string): Seats {
  if (kind === 'hotseat') return { federal: { kind: 'handoff' }, confederate: { kind: 'handoff' } };
  const theirs: Seat = kind === 'solitaire' ? { kind: 'bot', name: botName } : { kind: 'remote' };
  return holder === 'federal' ? { federal: { kind: 'here' }, confederate: theirs } : { federal: theirs, confederate: { kind: 'here' } };
}

/** What the game waits for, with `holder` at the device: the side the machine's step waits on, and its seat. */
export function turnOf(state: Pick<GameState, 'phase' | 'activity'>, seats: Seats, holder: Side | null): MatchTurn {
  if (state.phase === 'gameOver') return { act: 'over' };
  const side = activeSide(state);
  if (!side) return { act: 'none' };
  const seat = seats[side];
  const step = stepOf(state).meta;
  // Hot-seat: both sides are here, and the device is with one of them.
  if (seat.kind === 'handoff') return side === holder ? { act: 'play', side, seat: { kind: 'here' }, step } : { act: 'handOff', side, step };
  return { act: 'play', side, seat, step };
}

/** A side's seat when both are the computer's (the simulator, the fuzz, the ladder). */
export const botSeats = (bots: { readonly [S in Side]: Bot }): Seats => ({
  federal: { kind: 'bot', name: bots.federal.name },
  confederate: { kind: 'bot', name: bots.confederate.name },
});

export interface BotPlay {
  /** Called with each command before it is applied (the record keeps them). */
  onCommand?(command: Command, side: Side): void;
  /** Called with each accepted command's result. */
  onApplied?(r: Extract<ApplyResult, { ok: true }>): void;
  /** Skip building the log's events (the simulator keeps only a summary). */
  noEvents?: boolean;
  /** The most commands before the game is called stuck. */
  maxCommands?: number;
}

/** Why a game between bots could not go on: the seed's record then shows where. */
export type BotPlayStop = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly state: GameState; readonly message: string };

/**
 * The Match with a bot in each seat, played to the end: each bot reads only its own side's view
 * (3.0, 4.3), and the game's state is the simulator's own, so commands apply in place.
 */
export function playBots(data: GameData, start: GameState, bots: { readonly [S in Side]: Bot }, o: BotPlay = {}): BotPlayStop {
  const seats = botSeats(bots);
  const views = new SharedViews();
  const max = o.maxCommands ?? 50_000;
  let state = start;
  for (let n = 0; ; n++) {
    const t = turnOf(state, seats, null);
    if (t.act === 'over') return { ok: true, state };
    if (n > max) return { ok: false, state, message: `the game did not end after ${max.toLocaleString('en-US')} commands` };
    if (t.act !== 'play') return { ok: false, state, message: `no side is due to act in ${state.phase}` };
    const bot = bots[t.side];
    // Each bot reads its view before the next command changes the state: no copy (engine/view.ts).
    const command = bot.next(data, views.of(state, t.side), t.side);
    o.onCommand?.(command, t.side);
    const r = applyCommandInPlace(data, state, command, o.noEvents === true);
    if (!r.ok) return { ok: false, state, message: `${bot.name} ${t.side} bot: ${r.message} [${r.code}] on command ${JSON.stringify(command)}` };
    state = r.state;
    o.onApplied?.(r);
  }
}

/** Both sides play at this device, taking turns behind the hand-off screen (hot-seat). */
export const handsOff = (seats: Seats): boolean => seats.federal.kind === 'handoff' || seats.confederate.kind === 'handoff';
/** The computer plays a side (solitaire, or the tutorial's lesson). */
export const computerPlays = (seats: Seats): boolean => seats.federal.kind === 'bot' || seats.confederate.kind === 'bot';
/** A side is played at another device (played apart, by file, link or relay). */
export const playedApart = (seats: Seats): boolean => seats.federal.kind === 'remote' || seats.confederate.kind === 'remote';
