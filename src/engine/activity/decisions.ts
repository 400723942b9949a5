import type { Ctx } from '../context';
import { refuse } from '../context';
import { finishPhase } from '../phases';
import { excerpt } from '../../data/ids';
import { runActivity } from './executor';

// Answers to the decisions the Activity Phase stops for (searches, spotted raiders, combat).

export function decide(ctx: Ctx, choice: string): void {
  const a = ctx.s.activity;
  const pending = a?.pending;
  if (!a || !pending) refuse('noDecision', '4.3', 'no decision is pending');
  if (!pending.options.includes(choice)) refuse('badChoice', '6.13', `"${excerpt(choice)}" is not one of: ${pending.options.join(', ')}`);
  a.pending = null;
  a.answer = choice;
  ctx.emit('4.3', 'decision', `${pending.side === 'federal' ? 'Federal' : 'Confederate'} decision (${pending.kind}): ${choice}`);
  if (runActivity(ctx)) finishPhase(ctx);
}
