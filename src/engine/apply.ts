import type { GameData } from '../data/gameData';
import { formatPath } from '../data/errors';
import { CommandSchema, type Command } from './commands';
import { excerpt, own } from '../data/ids';
import { Ctx, Refusal } from './context';
import { Awaiting, DiceExhausted, type DiceState } from './dice';
import { beginPlay, playCommand } from './phases';
import { setupGame } from './setup';
import { clonePlain } from './clone';
import { inputTooLarge } from './inputSize';
import type { GameEvent, GameOptions, GameState } from './types';
import { requireSelections, selectShip, unselectShip } from './rules/selection';
import { cancelDeclaration, declareBlockade } from './rules/europe';
import { enterCse, formSquadron, joinBlockade, moveShip, undoFederalMove } from './rules/federalMovement';
import { placeSemmes, removeSemmes } from './rules/semmes';
import { sealCommitments, sealRecords } from './activity/sealing';
import { decide } from './decisions';
import { setFederalOrders } from './rules/federalOrders';

// The engine's front door: apply(data, state, command) gives the new state and the events it
// caused, or a refusal with a code, the rule and a message; the state passed in is never changed.

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; code: string; rule: string; message: string; awaiting?: { segment: string; what: 'dice' | 'records' } };

export function apply(data: GameData, state: GameState, input: unknown): ApplyResult {
  return applyInPlace(data, clonePlain(state), input);
}

/**
 * Applies a command to `state` itself. Only for a caller that owns the state and discards it
 * on a refusal (the simulators): a refused command may have changed part of it.
 */
export function applyInPlace(data: GameData, state: GameState, input: unknown): ApplyResult {
  const size = inputTooLarge(input);
  if (size) return { ok: false, code: 'tooLarge', rule: '3.0', message: `malformed command: ${size}` };
  const parsed = CommandSchema.safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return {
      ok: false,
      code: 'malformedCommand',
      rule: '3.0',
      message: `malformed command: ${formatPath(i.path, input) || 'command'}: ${excerpt(i.message, 200)}`,
    };
  }
  return applyCommandInPlace(data, state, parsed.data);
}

/**
 * applyInPlace for a command already known to have the Command shape: one built by the
 * program's own bots, whose type the compiler has checked. Every rule is still checked; only
 * the schema check of outside input is skipped (it was 6% of an AI-versus-AI game). `quiet`
 * makes no events (for simulations that keep none).
 *
 * It never throws: an exception no rule expected (a bug) becomes the refusal `internalError`,
 * so no command can break a page. The state may then be part-changed, as after any refusal
 * here; apply() works on a copy, so its caller's state is untouched.
 */
export function applyCommandInPlace(data: GameData, state: GameState, command: Command, quiet = false): ApplyResult {
  const ctx = new Ctx(data, state, quiet);
  try {
    // 3.0: the turn machine takes the command or refuses it (out of turn, out of its step, or a
    // seal of remote play in a game on one screen), and moves play on when the command ends a step.
    playCommand(ctx, command, () => handle(ctx, command));
    ctx.finish();
    return { ok: true, state: ctx.s, events: ctx.events };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, code: e.code, rule: e.rule, message: e.message };
    if (e instanceof DiceExhausted) return { ok: false, code: 'diceExhausted', rule: '3.0', message: e.message };
    // Remote play: the command must wait for the other player's reveal (docs/remote-play.md).
    if (e instanceof Awaiting) return { ok: false, code: 'awaiting', rule: '3.0', message: e.message, awaiting: { segment: e.segment, what: e.what } };
    return {
      ok: false,
      code: INTERNAL_ERROR,
      rule: '3.0',
      message: `the command could not be applied: an error in the program (${excerpt(e instanceof Error ? e.message : e, 120)}); the command is refused`,
    };
  }
}

/**
 * Remote play (docs/remote-play.md): how far a command that must wait for the other player's
 * reveal gets before it waits. A command is all or nothing, so the game keeps it waiting; but
 * every phase it goes through before the one that waits is settled (its dice are known), and a
 * screen may show them at once: the Confederate sees the Activity Phase as soon as both halves
 * of its dice are known, not when the dice of the next turn's deployment roll are (issue 44.2).
 * Gives the game as the last phase reached began, and the events until then; null when the
 * command does not wait, or waits in the phase it was made in.
 */
export function progressBeforeWait(data: GameData, state: GameState, command: Command): { state: GameState; events: GameEvent[] } | null {
  const ctx = new Ctx(data, clonePlain(state));
  ctx.phaseStarts = null;
  try {
    playCommand(ctx, command, () => handle(ctx, command));
    return null;
  } catch (e) {
    const reached = ctx.phaseStarts as { state: GameState; events: number } | null;
    if (!(e instanceof Awaiting) || !reached) return null;
    return { state: reached.state, events: ctx.events.slice(0, reached.events) };
  }
}

/** The refusal code of an unexpected exception: a bug, never a rule (the fuzz counts each as a failure). */
export const INTERNAL_ERROR = 'internalError';

/** A command's own rules (the turn machine has said it may be made now, and what follows it). */
function handle(ctx: Ctx, c: Command): void {
  switch (c.type) {
    case 'endPhase':
      // The machine ends the step; only the Federal selection's end has a rule of its own (10.4).
      return ctx.s.phase === 'federalPlacement' ? requireSelections(ctx) : undefined;
    case 'selectShip':
      return selectShip(ctx, c.ship);
    case 'unselectShip':
      return unselectShip(ctx, c.ship);
    case 'declareBlockade':
      return declareBlockade(ctx, c.ship, c.target);
    case 'cancelDeclaration':
      return cancelDeclaration(ctx, c.ship);
    case 'moveShip':
      return moveShip(ctx, c.ship, c.path);
    case 'enterCse':
      return enterCse(ctx, c.ship);
    case 'formSquadron':
      return formSquadron(ctx, c.ships);
    case 'joinBlockade':
      return joinBlockade(ctx, c.ship, c.target);
    case 'undo':
      return undoFederalMove(ctx);
    case 'federalOrders':
      return setFederalOrders(ctx, c.orders);
    case 'removeSemmes':
      return removeSemmes(ctx);
    case 'placeSemmes':
      return placeSemmes(ctx, c.ship);
    case 'sealRecords':
      return sealRecords(ctx, c.records, c.salt);
    case 'sealCommitments':
      return sealCommitments(ctx, c.commitments, c.open);
    case 'decide':
      return decide(ctx, c.choice, c.standing);
  }
}

/** A new game, already advanced to its first decision (13.x4 says where play starts). */
export function newGame(
  data: GameData,
  scenarioId: string,
  dice: DiceState | string,
  options: Partial<GameOptions> = {},
): { state: GameState; events: GameEvent[] } {
  const ctx = new Ctx(data, setupGame(data, scenarioId, dice, options));
  const sc = own(data.scenarios, scenarioId)!;
  ctx.emit(sc.rule, 'setup', `${sc.name} begins: Game Turn ${sc.firstTurn} (${data.turns[sc.firstTurn - 1]!.date}), merchant marine ${sc.merchantMarine}`);
  beginPlay(ctx);
  ctx.finish();
  return { state: ctx.s, events: ctx.events };
}
