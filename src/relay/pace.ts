import type { Db } from './db';
import { otherSeat, type Seat } from './api';
import type { ClockAnswer, NotifyKind, PaceName } from './paceApi';
import { RelayRefused } from './store';

// A game's pace (issue 34.6, docs/relay.md "Pace"). The relay cannot read a game, so a move is
// what it can see: the time between the other seat's latest post and this seat's next post.
// Every post restarts the other seat's clock, and the move passes (its count rises) when the
// poster changes. The guest's clock starts when it joins (its first post, the acceptance its page
// sends on opening the link), not at the host's invitation: a guest who has not yet opened the
// link has no deadline, so a live game cannot be ended as abandoned before the guest reached it
// (issue 44.5). The clock is the server's `now()` (injected: the tests move it by days).
// Also here: whether a seat is connected (a WebSocket or a long-poll in flight), which the
// notifications ask before telling an absent player (notify.ts).

export interface PaceLimits {
  /** Seconds a move at the live pace. */
  livePaceSeconds: number;
  /** A seat counts as connected this long after its last connection closed, in seconds (a long-poll's gap between two reads). */
  presenceGraceSeconds: number;
}

/** The seconds a move of each pace. */
export function paceSeconds(pace: PaceName, limits: PaceLimits): number | null {
  return pace === 'live' ? limits.livePaceSeconds : pace === 'day' ? 86_400 : pace === 'threeDays' ? 3 * 86_400 : null;
}

interface PaceRow {
  pace: PaceName;
  pace_s: number | null;
  last_seat: Seat | null;
  since_ms: string | number | null;
  moves: string | number;
  abandoned_by: Seat | null;
  abandoned_ms: string | number | null;
}

/**
 * Whether the seat waiting has joined the game: the host made it; the guest joins with its first
 * post. The move passes at each change of poster, so both have posted once it has passed twice,
 * or when the guest posted last. (The same test is spelled in SQL in abandon() and notify.ts.)
 */
const waitingJoined = (r: { last_seat: Seat | null; moves: string | number }): boolean => r.last_seat === 'guest' || Number(r.moves) >= 2;

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** How often a connected seat's presence is written for the other relay processes, in ms. */
const HEARTBEAT_MS = 60_000;

export class PaceBook {
  /** Connections open in this process, by game and seat. */
  private readonly open = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly limits: PaceLimits,
    readonly now: () => number,
  ) {
    this.heartbeat = setInterval(() => void this.beat().catch(() => undefined), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
  }

  /** A new game's pace (the host's choice). */
  async created(game: string, pace: PaceName): Promise<void> {
    await this.db.query('INSERT INTO relay_pace (game, pace, pace_s) VALUES ($1, $2, $3) ON CONFLICT (game) DO NOTHING', [
      game,
      pace,
      paceSeconds(pace, this.limits),
    ]);
  }

  /** `seat` posted a message: the other seat's move begins now (or begins again). */
  async posted(game: string, seat: Seat): Promise<void> {
    await this.db.query(
      `INSERT INTO relay_pace (game, last_seat, since_ms, moves) VALUES ($1, $2, $3, 1)
       ON CONFLICT (game) DO UPDATE SET since_ms = $3,
         moves = relay_pace.moves + CASE WHEN relay_pace.last_seat IS DISTINCT FROM $2 THEN 1 ELSE 0 END, last_seat = $2`,
      [game, seat, this.now()],
    );
  }

  private async row(game: string): Promise<PaceRow> {
    const rows = await this.db.query<PaceRow>('SELECT pace, pace_s, last_seat, since_ms, moves, abandoned_by, abandoned_ms FROM relay_pace WHERE game = $1', [
      game,
    ]);
    return rows[0] ?? { pace: 'none', pace_s: null, last_seat: null, since_ms: null, moves: 0, abandoned_by: null, abandoned_ms: null };
  }

  /** Where the clock stands for `seat`. */
  async clock(game: string, seat: Seat, notify: NotifyKind | null): Promise<ClockAnswer> {
    const r = await this.row(game);
    const since = num(r.since_ms);
    const waiting = r.last_seat ? otherSeat(r.last_seat) : null;
    const abandonedAt = num(r.abandoned_ms);
    return {
      seat,
      pace: r.pace,
      paceSeconds: r.pace_s === null ? null : Number(r.pace_s),
      waiting,
      since,
      deadline: r.pace_s !== null && since !== null && waiting && waitingJoined(r) ? since + Number(r.pace_s) * 1000 : null,
      now: this.now(),
      abandoned: r.abandoned_by && abandonedAt !== null ? { seat: r.abandoned_by, at: abandonedAt } : null,
      notify,
    };
  }

  /**
   * `seat` ends the game because the other seat let its time run out: refused unless the game
   * has a pace, the other seat is the one waiting and has joined, and its deadline has passed.
   * Recorded once (a second claim answers with the first).
   */
  async abandon(game: string, seat: Seat): Promise<{ seat: Seat; at: number }> {
    const now = this.now();
    const rows = await this.db.query<{ abandoned_by: Seat; abandoned_ms: string }>(
      `UPDATE relay_pace SET abandoned_by = coalesce(abandoned_by, $2), abandoned_ms = coalesce(abandoned_ms, $3)
       WHERE game = $1 AND pace_s IS NOT NULL AND last_seat = $4 AND since_ms + pace_s::bigint * 1000 <= $3
         AND (last_seat = 'guest' OR moves >= 2)
       RETURNING abandoned_by, abandoned_ms`,
      [game, otherSeat(seat), now, seat],
    );
    const r = rows[0];
    if (r) return { seat: r.abandoned_by, at: Number(r.abandoned_ms) };
    const c = await this.clock(game, seat, null);
    if (c.paceSeconds === null) throw new RelayRefused('noPace', 409, 'no pace: this game was created without a pace, so no move is ever late');
    if (c.waiting !== otherSeat(seat)) throw new RelayRefused('notWaiting', 409, 'not waiting: it is your move, not the other player\u2019s');
    if (c.deadline === null) throw new RelayRefused('tooEarly', 409, 'too early: the other player has not joined the game yet; its clock starts when it does');
    const left = Math.ceil(((c.deadline ?? now) - now) / 1000);
    throw new RelayRefused('tooEarly', 409, `too early: the other player still has ${left} s to move`);
  }

  // ---- presence -------------------------------------------------------------------------------

  private key = (game: string, seat: Seat) => `${game}|${seat}`;

  /** Whether a connection of `seat` is open in this process. */
  connectedHere(game: string, seat: Seat): boolean {
    return (this.open.get(this.key(game, seat)) ?? 0) > 0;
  }

  /** A WebSocket or a long-poll of `seat` opened. */
  opened(game: string, seat: Seat): void {
    const k = this.key(game, seat);
    this.open.set(k, (this.open.get(k) ?? 0) + 1);
    void this.mark(game, seat, this.now() + 2.5 * HEARTBEAT_MS).catch(() => undefined);
  }

  /** …and closed: the seat counts as connected for a grace period (a long-poll's next read). */
  closed(game: string, seat: Seat): void {
    const k = this.key(game, seat);
    const n = (this.open.get(k) ?? 1) - 1;
    if (n > 0) this.open.set(k, n);
    else {
      this.open.delete(k);
      void this.mark(game, seat, this.now() + this.limits.presenceGraceSeconds * 1000).catch(() => undefined);
    }
  }

  /**
   * A seat's presence writes, in the order they were asked for: a pool of database connections may
   * run two writes out of order, and a long-poll's open landing after its close would keep the
   * seat present for 2.5 heartbeats instead of the grace.
   */
  private readonly writes = new Map<string, Promise<void>>();

  private mark(game: string, seat: Seat, until: number): Promise<void> {
    const k = this.key(game, seat);
    const write = () => this.db.query(`UPDATE relay_pace SET ${seat === 'host' ? 'host_until' : 'guest_until'} = $2 WHERE game = $1`, [game, until]);
    const done = (this.writes.get(k) ?? Promise.resolve()).then(write).then(() => undefined); // the queue's promises never reject
    const last = done.catch(() => undefined);
    this.writes.set(k, last);
    void last.then(() => {
      if (this.writes.get(k) === last) this.writes.delete(k);
    });
    return done;
  }

  /** Resolves once every presence write asked for so far is done (tests, and a relay stopping). */
  async settled(): Promise<void> {
    await Promise.all([...this.writes.values()]);
  }

  /** Tells the other relay processes the seats connected here are still connected. */
  private async beat(): Promise<void> {
    for (const k of this.open.keys()) {
      const [game, seat] = k.split('|') as [string, Seat];
      await this.mark(game, seat, this.now() + 2.5 * HEARTBEAT_MS);
    }
  }
}
