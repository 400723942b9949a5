import { z } from 'zod';
import type { Side } from '../engine/index';
import { REMOTE_CHECKS, checkName, type ReceiveResult, type RemoteCheck } from './checks';
import { decodeMessage } from './protocol';
import type { RemoteSave } from './save';

// A game that cannot go on (issue 44.1). A message is sent once and never changes, so when one
// side refuses the message it waits for, as the other side's client wrote it, no other can take
// its place: the game is stopped, and must not look as if it waited. The refusing page says so,
// and tells the other page (online, by a notice sealed in the game's chat, src/remote/chat.ts);
// both name the check that failed and offer the game, exported, for a report.

/** Where a game stopped: `here`, this side refused the other's message; `there`, the other side's page refused this side's. */
export interface Halt {
  by: 'here' | 'there';
  /** The number of the message refused. */
  seq: number;
  check: RemoteCheck;
  /** The refusal as the refusing page gave it (the check's name first). */
  message: string;
  /** The message refused, when this page holds it: the one it opened, or its own the other page refused. */
  code: string | null;
}

/** The longest refusal a notice carries, in characters. */
const NOTICE_MAX = 600;

/** A notice from the other page, as its sealed chat line carries it: outside input, checked by shape and size. */
export const HaltNoticeSchema = z
  .object({ seq: z.number().int().min(0).max(50_000), check: z.enum(REMOTE_CHECKS), message: z.string().max(NOTICE_MAX) })
  .strict();
export type HaltNotice = z.infer<typeof HaltNoticeSchema>;

/** This side's refusal of `code`: a halt when the message refused was the one it waits for (`halts`), else null. */
export function haltHere(r: ReceiveResult, code: string): Halt | null {
  if (r.ok || !r.halts) return null;
  let seq: number;
  try {
    seq = decodeMessage(code).seq;
  } catch {
    return null;
  }
  return { by: 'here', seq, check: r.check, message: r.message.slice(0, NOTICE_MAX), code };
}

/** What this page tells the other when it halts. */
export const noticeOf = (h: Halt): HaltNotice => ({ seq: h.seq, check: h.check, message: h.message });

/**
 * The other page's notice, for this side: a halt only while it is about this side's last
 * message and nothing has been received after it (a message taken since proves the game goes on).
 */
export function haltThere(n: HaltNotice, lastSent: { seq: number; code: string } | null, lastReceived: number | null): Halt | null {
  if (!lastSent || n.seq !== lastSent.seq || (lastReceived ?? -1) > n.seq) return null;
  return { by: 'there', seq: n.seq, check: n.check, message: n.message, code: lastSent.code };
}

/** Whether this side's halt still stands: nothing received since the message it refused. */
export const haltStands = (h: Halt, lastReceived: number | null): boolean => (lastReceived ?? -1) < h.seq;

const NAME: Record<Side, string> = { federal: 'Federal', confederate: 'Confederate' };

/** The sentence both pages show: which message, refused by which page, by which check. */
export function haltText(h: Halt, side: Side): string {
  const other = NAME[side === 'federal' ? 'confederate' : 'federal'];
  // The refusal names its check first ("state check failed: …"): the check once, then its detail.
  const name = checkName(h.check);
  const detail = h.message.startsWith(`${name}: `) ? h.message.slice(name.length + 2) : h.message;
  const why = `(check "${name}": ${detail.replace(/\.$/, '')})`;
  return h.by === 'here'
    ? `This game cannot go on: this page refused the ${other} player's message ${h.seq}, as their page sent it ${why}. Their page will not send another in its place.`
    : `This game cannot go on: the ${other} player's page refused your message ${h.seq} ${why}. Your page cannot send another in its place.`;
}

/**
 * The game exported for a report: this side's whole game, its secrets too (the game cannot go
 * on, so they protect nothing now; the private notepad is left out), where it stopped, and the
 * refused message when this page holds it.
 */
export function haltReport(save: RemoteSave, h: Halt): { name: string; text: string } {
  const { notes: _notes, ...kept } = save;
  const { code, ...halt } = h;
  const report = {
    format: 'sea-devils-remote-report',
    version: 1,
    side: save.side,
    halt,
    refusedCode: code,
    save: kept,
  };
  return { name: `sea-devils-${save.gameId.slice(0, 8)}-report-${save.side}.json`, text: `${JSON.stringify(report, null, 1)}\n` };
}
