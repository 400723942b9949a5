import type { Ctx } from './context';
import { refuse } from './context';
import { excerpt } from '../data/ids';
import { LIVE_SEGMENTS } from './dice';

// Answers to the decisions the Activity Phase stops for (searches, spotted raiders, combat). The
// turn machine (machine.ts) takes the answer only from the side it waits on, then runs the records on.

export function decide(ctx: Ctx, choice: string | undefined, standing?: 'chosen' | 'timeUp'): void {
  const a = ctx.s.activity;
  const pending = a?.pending;
  if (!a || !pending) refuse('noDecision', '4.3', 'no decision is pending');
  const rule = pending.kind === 'damage' ? '4.51' : pending.kind === 'semmes' ? '11.74' : '6.13';
  if ((choice === undefined) === (standing === undefined))
    refuse('badChoice', rule, 'a decision takes either a choice or "standing" (left to the standing orders), not both and not neither');
  if (choice !== undefined && !pending.options.includes(choice)) refuse('badChoice', rule, `"${excerpt(choice)}" is not one of: ${pending.options.join(', ')}`);
  a.pending = null;
  a.answer = choice ?? null;
  // Issue 46.2: the executor, asking again, takes the standing orders' answer (executor.ts answer).
  if (standing) a.byStanding = true;
  // Played apart, the dice after an answer are a new segment, unknown to the side answering (dice.ts liveSegment).
  if (ctx.s.dice.kind === 'segmented') a.answered = (a.answered ?? 0) + 1;
  // 4.51: a damage choice names a ship: the log gives its name.
  const shown =
    choice === undefined
      ? standing === 'timeUp'
        ? 'no answer came in the time the pace gives a live decision: the standing orders answer'
        : 'left to the standing orders'
      : pending.kind === 'damage'
        ? `the ${ctx.data.confederate[choice]?.name ?? ctx.data.federal[choice]?.name ?? choice} takes the damage (4.51)`
        : choice;
  ctx.emit('4.3', 'decision', `${pending.side === 'federal' ? 'Federal' : 'Confederate'} decision (${pending.kind}): ${shown}`);
  if (a.answered === LIVE_SEGMENTS)
    ctx.emit('4.3', 'decision', `that was the last of ${LIVE_SEGMENTS} live answers this Activity Phase can take: standing orders answer the rest`);
}
