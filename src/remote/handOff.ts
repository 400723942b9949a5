import type { RemoteClient } from './client';

// When a client writes its message (docs/remote-play.md, "The conversation"): once its part is
// done (its status is "send"). On one device (hot-seat) the other client's state is known too:
// a side that owes a reply then answers at once when the other waits on it (the records and the
// Activity element after the end of Federal movement), before its own next decisions; that
// reveals nothing its game has not rolled in or waits on. The hot-seat session and the
// honest-pair soak (tests/remote/honestPair.ts) both ask this.

/** Whether `c` writes its message now; `mateWaits`: the other client is known to wait on a reveal (only on one device). */
export function sendsNow(c: RemoteClient, mateWaits: boolean): boolean {
  const st = c.status();
  return st === 'send' || (st === 'yourTurn' && c.owesReply && mateWaits);
}
