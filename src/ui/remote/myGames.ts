import type { RemoteSave } from '../../remote/client';

// "Your games" on the start screen (issue 34.2): every game played apart or online that this
// browser holds a side of, with whose move it is and when it last moved. Whose move comes from
// the save itself; for games online, one batched relay request (the capabilities this browser
// holds, nothing for games played by file) adds whether the other player's move is already
// waiting on the relay and when the game last moved there. This file is part of the start
// screen's first download (types and words only); gameRow.ts, which reads saves, loads later.

export type Standing = 'yourTurn' | 'send' | 'waiting' | 'over' | 'newMove' | 'notStarted' | 'abandoned';

export interface GameRow {
  gameId: string;
  save: RemoteSave;
  standing: Standing;
  /** The later of this browser's last save and the relay's last activity (ms since 1970), if known. */
  lastActivity: number | null;
  online: boolean;
  /** The relay's word on this game when it could not answer for it (expired, refused). */
  relayNote: string | null;
  /** How a game ended as abandoned (issue 34.6), as this browser kept it: "The game ended: the Federal did not move within 3 days." */
  endedNote: string | null;
}

/** What the list says of a game's standing, for the player whose list it is. */
export const STANDING_TEXT: Record<Standing, string> = {
  yourTurn: 'Your move',
  send: 'Your message to send',
  waiting: 'Their move',
  over: 'Finished',
  newMove: 'Your move: theirs is waiting on the relay',
  notStarted: 'Waiting for the other player to join',
  abandoned: 'Ended: abandoned',
};

/** Newest activity first; games that wait on this player before the rest. */
export function sortRows(rows: GameRow[]): GameRow[] {
  const urgent = (r: GameRow) =>
    r.standing === 'yourTurn' || r.standing === 'newMove' || r.standing === 'send' ? 0 : r.standing === 'over' || r.standing === 'abandoned' ? 2 : 1;
  return [...rows].sort((a, b) => urgent(a) - urgent(b) || (b.lastActivity ?? 0) - (a.lastActivity ?? 0));
}

/** "5 min ago", "3 h ago", "2 days ago", or the date. */
export function ago(t: number | null, now: number): string {
  if (t === null) return '';
  const s = Math.max(0, Math.round((now - t) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86_400) return `${Math.round(s / 3600)} h ago`;
  if (s < 14 * 86_400) return `${Math.round(s / 86_400)} days ago`;
  return new Date(t).toLocaleDateString();
}
