import { REMOTE_FORMAT, decodeMessage, encodeMessage, sealMessage, type MessageBody } from './protocol';
import { publicHash } from './publicHash';
import { clearOutbox, dropTakenBack } from './outbox';
import type { SideGame } from './sideGame';

// The messages this side sends (docs/remote-play.md): each names the game, the sender and its
// place in the conversation, chains to the last message received, carries the hash of this
// side's game, and reveals this side's dice-chain element only as far as the game has rolled in
// or waits on, so every decision blind to those dice is committed first, on both sides.

/** Seals and encodes a message; it becomes the last one sent (the one to send again if lost). */
export function emit(g: SideGame, body: MessageBody, prev: string | null, seq: number): void {
  const m = sealMessage({
    format: REMOTE_FORMAT,
    version: 1,
    game: g.s.gameId,
    seq,
    from: g.s.side,
    prev,
    stateHash: g.state ? publicHash(g.state) : null,
    body,
  });
  g.s.lastSent = { seq, digest: m.digest, code: encodeMessage(m) };
}

/**
 * How far this side's chain may be revealed: up to the latest segment the game has rolled in or
 * waits on, and never below the element already sent (an Activity Phase that rolled no die
 * leaves the game's last roll before the segment its end of movement waited on and revealed).
 */
export function revealIndex(g: SideGame): number {
  const st = g.state;
  return Math.max(0, lastGiven(g).revealed, st ? g.rolledIn(st) : 0, g.s.lockSegment ?? 0);
}

/** What this side's last message gave away: its dice-chain element's index (-1: none yet), and whether it revealed the records. */
export function lastGiven(g: SideGame): { revealed: number; records: boolean } {
  if (!g.s.lastSent) return { revealed: -1, records: false };
  const b = decodeMessage(g.s.lastSent.code).body;
  return { revealed: b.kind === 'invite' ? -1 : b.reveal.index, records: b.kind === 'turn' && b.records !== null };
}

/** Writes this side's turn: the commands that stand, the count applied, its chain element and any records due. */
export function sendTurn(g: SideGame): string {
  dropTakenBack(g);
  const at = revealIndex(g);
  const body: MessageBody = {
    kind: 'turn',
    commands: g.s.outbox,
    applied: g.s.applied,
    reveal: { index: at, element: g.chain.element(at) },
    records: g.s.revealRecords,
  };
  const seq = (g.s.lastReceived?.seq ?? -1) + 1;
  emit(g, body, g.s.lastReceived?.digest ?? null, seq);
  clearOutbox(g);
  g.s.revealRecords = null;
  g.s.owesReply = false;
  g.s.replyNow = false;
  return g.s.lastSent!.code;
}
