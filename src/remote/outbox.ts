import { UNDOABLE_COMMANDS, type GameState } from '../engine/index';
import type { PublicCommand } from './protocol';
import { hashState } from '../game/record';
import type { SideGame } from './sideGame';

// This side's commands since its last message, as the other side will get them (a seal goes as
// its commitments only, reveals.ts), with the game as it was before the first of them. Federal
// moves taken back (undo, 3.0 phase 3) are dropped before sending: the other player sees only
// the moves that stand.

/** One of this side's commands, in the form the other side gets; `before` is the game it was made in. */
export function queue(g: SideGame, before: GameState, sent: PublicCommand): void {
  if (!g.s.outbox.length) g.s.outboxBase = before;
  g.s.outbox.push(sent);
}

/** Empties the outbox once its commands are sent. */
export function clearOutbox(g: SideGame): void {
  g.s.outbox = [];
  g.s.outboxBase = null;
}

/**
 * Drops the moves taken back and the undos that took them back, used only when replaying the
 * shorter list from the game before the outbox lands on exactly the same game.
 */
export function dropTakenBack(g: SideGame): void {
  const out = g.s.outbox;
  const base = g.s.outboxBase;
  if (!base || !out.some((c) => c.type === 'undo')) return;
  const kept: PublicCommand[] = [];
  for (const c of out) {
    if (c.type !== 'undo') {
      kept.push(c);
      continue;
    }
    let at = kept.length - 1;
    while (at >= 0 && !UNDOABLE_COMMANDS.has(kept[at]!.type)) at--;
    if (at < 0) return;
    kept.splice(at, 1);
  }
  let st = base;
  let waiting = false;
  for (const [i, c] of kept.entries()) {
    const r = g.applyOne(st, c);
    if (r.ok) st = r.state;
    else if (i === kept.length - 1 && r.awaiting) waiting = true;
    else return;
  }
  if (waiting !== (g.s.pending !== null) || !g.state || hashState(st) !== hashState(g.state)) return;
  g.s.applied -= out.length - kept.length;
  g.s.outbox = kept;
}
