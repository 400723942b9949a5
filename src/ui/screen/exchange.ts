import type { Panel } from '../panels/panel';
import type { RemoteSession } from '../remote/remoteSession';
import type { ReceiveResult } from '../../remote/client';
import type { ScreenCallbacks } from './callbacks';
import { parts } from '../lazyParts';

// Played apart (docs/remote-play.md): while this side has nothing to decide, the game screen's
// panel is the exchange of messages. Its code is in the later part (issue 18), here already
// since a remote session is on screen.

/** The exchange panel's maker for `remote` now, or null when this side has something to decide (or the game is not played apart). */
export function exchangeFor(remote: RemoteSession | null, cb: ScreenCallbacks, receive: (code: string) => Promise<ReceiveResult>): (() => Panel) | null {
  if (!remote || remote.client.status() === 'yourTurn') return null;
  return () =>
    new (parts()!.ExchangePanel)({
      client: () => remote.client,
      receive,
      carrier: () => cb.carrier?.() ?? null,
      goOnline: cb.goOnline,
      rematch: () => cb.rematch?.() ?? null,
      spectate: () => cb.spectate?.() ?? null,
    });
}
