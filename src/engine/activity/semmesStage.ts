import type { Ctx } from '../context';
import { clonePlain } from '../clone';
import { SEMMES_OPTIONS, SemmesAsked, semmesMayAsk } from '../rules/semmes';

// 11.74 asked live: Semmes' reroll is decided after the die is seen, in the middle of a raid, an
// escape or a blockade run, procedures that run from start to end. Rather than cut each of them
// in two, a procedure that may meet the question runs here: when it asks (SemmesAsked), the game
// goes back to where it began, keeps the dice it had rolled (ActivityState.heldDice) and waits
// for the answer; then it runs again from its start, takes the same dice, comes to the same
// question, and finds the answer. Dice after the answer are new ones (when played apart, from
// the segment the answer opens, unknown to the player answering: dice.ts liveSegment).

/**
 * Runs `stage` (a record's step, or an encounter's resolution) so that it may stop for Semmes'
 * question: true when it ran to its end, false when the game now waits for the Confederate.
 * Only when the question can be asked (semmesMayAsk) is the state kept to go back to.
 */
export function runStoppable(ctx: Ctx, stage: () => void): boolean {
  if (!semmesMayAsk(ctx)) {
    stage();
    return true;
  }
  const before = clonePlain(ctx.s);
  const events = ctx.events.length;
  ctx.rolledInStage = [];
  try {
    stage();
    return true;
  } catch (x) {
    if (!(x instanceof SemmesAsked)) throw x;
    const dice = ctx.rolledInStage;
    goBack(ctx, before);
    ctx.events.length = events;
    const a = ctx.s.activity!;
    if (dice.length) a.heldDice = dice;
    a.pending = { ...x.asked, options: [...SEMMES_OPTIONS] };
    return false;
  } finally {
    ctx.rolledInStage = null;
  }
}

/** The state as it was before the stage (the dice aside: the roller keeps what was rolled). */
function goBack(ctx: Ctx, before: typeof ctx.s): void {
  const s = ctx.s as unknown as Record<string, unknown>;
  for (const k of Object.keys(s)) if (!(k in before)) delete s[k];
  Object.assign(s, before);
}
