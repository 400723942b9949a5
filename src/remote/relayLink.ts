import {
  CLOSE_RESTARTING,
  RELAY_PATH,
  STATUS_MAX_GAMES,
  type ClientFrame,
  type CreatedGame,
  type GameStatus,
  type MailboxRead,
  type RelayErrorCode,
  type RelayMessage,
  type RelayRefusal,
  type Seat,
  type ServerFrame,
  type StatusAnswer,
  type StatusQuery,
} from '../relay/api';
import type { PaceName } from '../relay/paceApi';

// One mailbox on a relay, as a client reaches it (docs/relay.md): post a message, read the
// mailbox, and keep a connection that pushes each new message (a WebSocket, or long-polling when
// WebSockets fail), reconnecting with growing pauses. It carries codes; it checks nothing: the
// remote client does (docs/remote-play.md).

export type LinkState = 'connecting' | 'online' | 'polling' | 'offline' | 'refused';

export class RelayError extends Error {
  constructor(
    readonly code: RelayErrorCode | 'network',
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
  /** Worth trying again later (the network, the relay's database, a rate limit). */
  get retryable(): boolean {
    return this.code === 'network' || this.code === 'unavailable' || this.code === 'rateLimited';
  }
}

export interface LinkEvents {
  message(m: RelayMessage): void;
  /** The relay's view of the mailbox: this side's seat and each seat's highest message number. */
  last(seat: Seat, last: Record<Seat, number | null>): void;
  state(s: LinkState, detail: string): void;
}

type WsCtor = new (url: string) => WebSocket;

export interface LinkOptions {
  WebSocket?: WsCtor | null;
  fetch?: typeof fetch;
  /** Longest wait of one long-poll read, in seconds. */
  longPollSeconds?: number;
  /** The first pause before reconnecting, in ms (it doubles up to RECONNECT_MAX_MS). */
  retryMs?: number;
}

/** The relay's address for a page at `pageUrl` (the game and the relay share an origin and a path). */
export const relayBase = (pageUrl: string): string => new URL(`./${RELAY_PATH}/`, pageUrl.split('#')[0]).href;

export async function call<T>(f: typeof fetch, url: string, init: RequestInit): Promise<T> {
  let r: Response;
  try {
    r = await f(url, init);
  } catch (e) {
    throw new RelayError('network', `the relay cannot be reached (${(e as Error).message})`);
  }
  let body: unknown = null;
  try {
    body = await r.json();
  } catch {
    /* not JSON: named below */
  }
  if (!r.ok) {
    const b = body as Partial<RelayRefusal> | null;
    throw new RelayError(b?.error ?? (r.status >= 500 ? 'unavailable' : 'badRequest'), b?.message ?? `the relay answered ${r.status}`, r.status);
  }
  return body as T;
}

/** Where several games stand (the player's list of games): one request for every capability held, at most STATUS_MAX_GAMES at a time. */
export async function relayStatus(base: string, games: StatusQuery['games'], f: typeof fetch = fetch): Promise<GameStatus[]> {
  const out: GameStatus[] = [];
  for (let i = 0; i < games.length; i += STATUS_MAX_GAMES) {
    const r = await call<StatusAnswer>(f, `${base}status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ games: games.slice(i, i + STATUS_MAX_GAMES) }),
    });
    // The relay's answer is outside input: only entries for games asked about, by their own ids.
    const asked = new Set(games.slice(i, i + STATUS_MAX_GAMES).map((g) => g.game));
    for (const g of Array.isArray(r?.games) ? r.games.slice(0, STATUS_MAX_GAMES) : []) if (g && typeof g.game === 'string' && asked.has(g.game)) out.push(g);
  }
  return out;
}

/** A new mailbox; `pace`: the time a move the host picked (issue 34.6; none: the relay's default, no pace). */
export async function createRelayGame(base: string, f: typeof fetch = fetch, pace?: PaceName): Promise<CreatedGame> {
  if (!pace) return call<CreatedGame>(f, `${base}games`, { method: 'POST' });
  return call<CreatedGame>(f, `${base}games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pace }) });
}

/**
 * The longest pause between two tries to reach the relay: a page is back within about this long
 * of the relay's return however long it was gone (issue 44.6: at 4 s, a page found a relay back
 * from a restart up to 4 s late). A try at a relay that is down is a refused connection, which
 * costs it nothing; at a relay that is starting, the connection waits until it serves.
 */
export const RECONNECT_MAX_MS = 1200;

export class RelayLink {
  private readonly f: typeof fetch;
  private readonly WS: WsCtor | null;
  constructor(
    readonly base: string,
    readonly game: string,
    private readonly token: string,
    private readonly opts: LinkOptions = {},
  ) {
    this.f = opts.fetch ?? ((...a) => fetch(...a));
    this.WS = opts.WebSocket === undefined ? ((globalThis as { WebSocket?: WsCtor }).WebSocket ?? null) : opts.WebSocket;
  }

  private get auth() {
    return { authorization: `Bearer ${this.token}` };
  }

  post(n: number, code: string): Promise<{ duplicate: boolean }> {
    return call(this.f, `${this.base}games/${this.game}/messages`, {
      method: 'POST',
      headers: { ...this.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ n, code }),
    });
  }

  /** Tells the relay the game is over: it keeps the mailbox for less time (docs/relay.md). */
  finish(): Promise<unknown> {
    return call(this.f, `${this.base}games/${this.game}/finished`, { method: 'POST', headers: this.auth });
  }

  read(after: number, wait = 0, signal?: AbortSignal): Promise<MailboxRead> {
    return call(this.f, `${this.base}games/${this.game}?after=${after}&wait=${wait}`, { headers: this.auth, signal });
  }

  /** Keeps a connection open until the returned function is called; `after` gives the cursor at each (re)connection. */
  open(after: () => number, ev: LinkEvents): () => void {
    let stopped = false;
    let wake: () => void = () => undefined;
    let closeNow: () => void = () => undefined;
    const pause = (ms: number) =>
      new Promise<void>((done) => {
        const t = setTimeout(done, ms);
        wake = () => {
          clearTimeout(t);
          done();
        };
      });
    const refused = (e: RelayError) => ev.state('refused', e.message);
    void (async () => {
      let failures = 0,
        restartGrace = 0;
      let backoff = this.opts.retryMs ?? 1000;
      while (!stopped) {
        ev.state('connecting', '');
        let r: 'welcomed' | 'failed' | 'refused' | 'restarting';
        if (this.WS && failures < 2)
          r = await this.socket(
            after,
            ev,
            (c) => {
              closeNow = c;
            },
            refused,
          );
        else
          r = await this.poll(
            after,
            ev,
            () => stopped,
            (c) => {
              closeNow = c;
            },
            refused,
            failures < 2 ? 0 : 60_000,
          );
        if (r === 'refused' || stopped) return;
        // A relay that said it restarts is no sign the WebSocket fails: try it again first, soon,
        // at a moment of this client's own (so that the players do not all come back at once),
        // and while it is down (a few attempts) do not fall back to polling.
        if (r === 'restarting') {
          failures = 0;
          restartGrace = 8;
          backoff = (this.opts.retryMs ?? 1000) * (0.5 + Math.random());
        } else if (r === 'welcomed') {
          failures = 0;
          restartGrace = 0;
          backoff = this.opts.retryMs ?? 1000;
        } else if (restartGrace > 0) restartGrace--;
        else failures++;
        ev.state('offline', r === 'restarting' ? 'the relay is restarting; reconnecting' : `reconnecting in ${Math.round(backoff / 1000)} s`);
        await pause(backoff);
        // At most about 1 s between tries, each client at a moment of its own: a player sees the
        // relay's return within about a second of it listening (issues 34.7 and 44.6).
        backoff = Math.min(backoff * 2, RECONNECT_MAX_MS * (0.75 + 0.25 * Math.random()));
      }
    })();
    return () => {
      stopped = true;
      closeNow();
      wake();
    };
  }

  private socket(
    after: () => number,
    ev: LinkEvents,
    setClose: (c: () => void) => void,
    refused: (e: RelayError) => void,
  ): Promise<'welcomed' | 'failed' | 'refused' | 'restarting'> {
    return new Promise((done) => {
      let welcomed = false,
        outcome: 'welcomed' | 'failed' | 'refused' | null = null;
      let ws: WebSocket;
      try {
        ws = new this.WS!(`${this.base.replace(/^http/, 'ws')}games/${this.game}/ws`);
      } catch {
        done('failed');
        return;
      }
      setClose(() => ws.close());
      ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token: this.token, after: after() } satisfies ClientFrame));
      ws.onmessage = (e) => {
        let f: ServerFrame;
        try {
          f = JSON.parse(String(e.data)) as ServerFrame;
        } catch {
          return;
        }
        if (f.type === 'welcome') {
          welcomed = true;
          ev.state('online', '');
          ev.last(f.seat, f.last);
        } else if (f.type === 'message') ev.message({ n: f.n, code: f.code });
        else if (f.type === 'error') {
          const err = new RelayError(f.error, f.message);
          if (!err.retryable) {
            outcome = 'refused';
            refused(err);
          }
        }
      };
      ws.onerror = () => undefined;
      ws.onclose = (e) => done(outcome ?? (e.code === CLOSE_RESTARTING ? 'restarting' : welcomed ? 'welcomed' : 'failed'));
    });
  }

  /** Long-polling: reads that wait for the next message; for `forMs` (0: until a failure), then back to trying the socket. */
  private async poll(
    after: () => number,
    ev: LinkEvents,
    stopped: () => boolean,
    setClose: (c: () => void) => void,
    refused: (e: RelayError) => void,
    forMs: number,
  ): Promise<'welcomed' | 'failed' | 'refused'> {
    const until = forMs ? Date.now() + forMs : Infinity;
    let ok = false;
    const abort = new AbortController();
    setClose(() => abort.abort());
    while (!stopped() && Date.now() < until) {
      try {
        const r = await this.read(after(), ok ? (this.opts.longPollSeconds ?? 25) : 0, abort.signal);
        if (!ok) ev.state('polling', '');
        ok = true;
        ev.last(r.seat, r.last);
        for (const m of r.messages) ev.message(m);
      } catch (e) {
        const err = e instanceof RelayError ? e : new RelayError('network', String(e));
        if (!err.retryable) {
          refused(err);
          return 'refused';
        }
        return ok ? 'welcomed' : 'failed';
      }
    }
    return ok ? 'welcomed' : 'failed';
  }
}
