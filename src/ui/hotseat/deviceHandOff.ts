import type { Side } from '../../engine/index';
import type { GameSession } from '../session';
import { parts } from '../lazyParts';

// Hot-seat (issue 14): the device goes to `side` only when that player says who they are: their
// passphrase in a sealed game, the Ready screen in an older unsealed one. The game screen has
// hidden everything of the last player before this is called.

export async function deviceHandOff(session: GameSession, side: Side): Promise<void> {
  const later = parts();
  const sealed = later && session instanceof later.HotseatSession ? session : null;
  // After a reload the Confederate may be needed only to reveal the records the Federal waits for.
  const secret =
    sealed && side === 'confederate' && !sealed.isUnlocked(side) && sealed.client('federal')?.waiting
      ? "The Confederate's sealed orders are needed now for the Activity Phase."
      : side === 'confederate'
        ? 'The Confederate writes secret orders now.'
        : 'The Federal player moves next.';
  // A sealed hot-seat game: the side's passphrase, not a button, gives the device to it (issue 14).
  if (sealed) await later!.askPassphrase(side, secret, (p) => sealed.unlock(side, p));
  // Its Ready screen loads when a hot-seat game first needs it (the first map's download, issue 47).
  else await import('./passDevice').then((m) => m.passDevice(side, secret));
  if (sealed) sealed.takeDevice(side);
  else session.holder = side;
}
