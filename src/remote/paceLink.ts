import { otherSeat, type Seat } from '../relay/api';
import { NOTIFY_KINDS, PACE_NAMES, type ClockAnswer, type NotifyKind, type NotifyRequest, type RelayCapabilities } from '../relay/paceApi';
import { call } from './relayLink';

// A game's pace and this seat's notifications as the browser reaches them on the relay (issue 34,
// points 6 and 1; docs/relay.md). The relay's answers are outside input: each is checked field by
// field before the screens use it.

const isSeat = (v: unknown): v is Seat => v === 'host' || v === 'guest';
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numOrNull = (v: unknown): number | null => (finite(v) ? v : null);

/** The relay's clock answer, or null when it has not the shape of one. */
export function checkedClock(v: unknown): ClockAnswer | null {
  const c = v as Partial<ClockAnswer> | null;
  if (!c || !isSeat(c.seat) || !PACE_NAMES.includes(c.pace as never) || !finite(c.now)) return null;
  const ab = c.abandoned;
  return {
    seat: c.seat,
    pace: c.pace!,
    paceSeconds: numOrNull(c.paceSeconds),
    waiting: isSeat(c.waiting) ? c.waiting : null,
    since: numOrNull(c.since),
    deadline: numOrNull(c.deadline),
    now: c.now,
    abandoned: ab && isSeat(ab.seat) && finite(ab.at) ? { seat: ab.seat, at: ab.at } : null,
    notify: NOTIFY_KINDS.includes(c.notify as never) ? c.notify! : null,
  };
}

export class PaceLink {
  private readonly f: typeof fetch;
  constructor(
    readonly base: string,
    readonly game: string,
    private readonly token: string,
    f?: typeof fetch,
  ) {
    this.f = f ?? ((...a) => fetch(...a));
  }
  private get auth() {
    return { authorization: `Bearer ${this.token}` };
  }

  async capabilities(): Promise<NotifyKind[]> {
    const r = await call<RelayCapabilities>(this.f, `${this.base}capabilities`, {});
    return Array.isArray(r?.notify) ? NOTIFY_KINDS.filter((k) => r.notify.includes(k)) : [];
  }

  async clock(): Promise<ClockAnswer | null> {
    return checkedClock(await call<unknown>(this.f, `${this.base}games/${this.game}/clock`, { headers: this.auth }));
  }

  /** Ends the game because the other seat let its time run out; the seat that did not move, and when. */
  async abandon(): Promise<{ seat: Seat; at: number } | null> {
    const r = await call<{ abandoned?: { seat?: unknown; at?: unknown } }>(this.f, `${this.base}games/${this.game}/abandon`, {
      method: 'POST',
      headers: this.auth,
    });
    const a = r?.abandoned;
    return a && isSeat(a.seat) && finite(a.at) ? { seat: a.seat, at: a.at } : null;
  }

  setNotify(req: NotifyRequest): Promise<unknown> {
    return call(this.f, `${this.base}games/${this.game}/notify`, {
      method: 'PUT',
      headers: { ...this.auth, 'content-type': 'application/json' },
      body: JSON.stringify(req),
    });
  }

  removeNotify(): Promise<unknown> {
    return call(this.f, `${this.base}games/${this.game}/notify`, { method: 'DELETE', headers: this.auth });
  }
}

/** Whether the seat `mine` may end the game now: the other seat is waiting past its deadline (on the relay's clock, `skew` = relay minus here). */
export function mayAbandon(c: ClockAnswer, mine: Seat, nowHere: number, skew: number): boolean {
  return !c.abandoned && c.deadline !== null && c.waiting === otherSeat(mine) && nowHere + skew >= c.deadline;
}
