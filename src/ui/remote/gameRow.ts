import { saveStatus, type RemoteSave } from '../../remote/client';
import { otherSeat, type GameStatus } from '../../relay/api';
import type { GameRow, Standing } from './myGames';

/**
 * One row of the list. `status` is the relay's answer for this game's capability, if it is
 * online and the relay answered: outside input, so only well-formed fields are used. `ended`:
 * how the game ended as abandoned, as this browser's relay binding keeps it (issue 34.6).
 */
export function gameRow(
  gameId: string,
  save: RemoteSave,
  savedAt: number | null,
  online: boolean,
  status: GameStatus | null,
  ended: string | null = null,
): GameRow {
  // Before the game begins the host waits for the guest to join; a guest who joined waits for the host's answer.
  let standing: Standing = save.state ? saveStatus(save) : save.host ? 'notStarted' : 'waiting';
  let lastActivity = savedAt;
  let relayNote: string | null = null;
  if (status && status.game === gameId) {
    if (status.ok) {
      const theirs = status.last?.[otherSeat(status.seat)];
      // The relay holds a message from the other side this browser has not taken yet.
      if (typeof theirs === 'number' && theirs > (save.lastReceived?.seq ?? -1) && standing !== 'over') standing = 'newMove';
      const t = Date.parse(String(status.touchedAt));
      if (Number.isFinite(t)) lastActivity = Math.max(lastActivity ?? 0, t);
    } else
      relayNote =
        status.error === 'wrongCapability'
          ? 'no longer on the relay (expired or removed): it can go on by file'
          : `the relay said: ${String(status.message).slice(0, 120)}`;
  }
  // Abandoned (the pace's deadline passed, 34.6): no move is owed any more, whatever the save says.
  if (ended) standing = 'abandoned';
  return { gameId, save, standing, lastActivity, online, relayNote, endedNote: ended ? `The game ${ended}.` : null };
}
