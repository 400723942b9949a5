import type { ReceiveResult, RemoteCheck, RemoteClient } from './client';
import { decodeMessage } from './protocol';
import { RelayError, type LinkEvents, type LinkState } from './relayLink';
import type { Seat } from '../relay/api';
import { haltHere, haltStands, type Halt } from './halt';

// The relay as one more carrier of a remote game (docs/relay.md): it posts this side's latest
// message whenever the client has written one the relay does not hold, and hands every message
// the relay pushes to the same entry point a file or a link goes through. It trusts the relay
// with nothing: the client checks each message (docs/remote-play.md), and a refusal is reported
// by the check's name. Where the conversation stands is the client's own (its last message sent
// and received), so a reload, a relay restart or a switch to files and back loses nothing.

/** The longest code the relay stores (src/relay/server.ts DEFAULT_LIMITS). */
const MAX_CODE = 262_144;

/** A mailbox on a relay as the courier uses it: RelayLink, or a stand-in in the tests. */
export interface Mailbox {
  post(n: number, code: string): Promise<{ duplicate: boolean }>;
  open(after: () => number, ev: LinkEvents): () => void;
  /** The game is over: the relay may let its mailbox go sooner. */
  finish?(): Promise<unknown>;
}

export type CarrierCheck = RemoteCheck | 'relayLost' | 'relayRefused';
export interface CarrierProblem {
  check: CarrierCheck;
  message: string;
}

export interface CourierHooks {
  client(): RemoteClient;
  /** The one way in for the other player's messages, whatever carried them. */
  deliver(code: string): Promise<ReceiveResult>;
  /** The connection, a post or a problem changed: the screens redraw. */
  changed(): void;
  /** The highest number the relay accepted from this side, to keep with the game. */
  posted?(n: number): void;
  /** The message this side waits for was refused: the game cannot go on (halt.ts); the other page should hear of it. */
  halted?(h: Halt): void;
}

export class Courier {
  state: LinkState = 'connecting';
  detail = '';
  /** The latest problems, newest last. */
  readonly problems: CarrierProblem[] = [];
  private seat: Seat | null;
  private relayLast: Record<Seat, number | null> | null = null;
  private postedN: number;
  private readonly queue: { n: number; code: string }[] = [];
  private queuedTop = -1;
  private draining = false;
  private posting = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly delivered = new Set<string>();
  private stopLink: (() => void) | null = null;
  private closed = false;
  private finished = false;
  private halted: Halt | null = null;

  constructor(
    private readonly mailbox: Mailbox,
    private readonly hooks: CourierHooks,
    opts: { seat?: Seat | null; posted?: number } = {},
  ) {
    this.seat = opts.seat ?? null;
    this.postedN = opts.posted ?? -1;
  }

  start(): void {
    this.stopLink = this.mailbox.open(() => this.cursor(), {
      message: (m) => {
        this.queue.push(m);
        this.queuedTop = Math.max(this.queuedTop, m.n);
        void this.drain();
      },
      last: (seat, last) => this.onLast(seat, last),
      state: (s, d) => {
        this.state = s;
        this.detail = d;
        this.hooks.changed();
        if (s === 'online' || s === 'polling') this.flush();
      },
    });
    this.flush();
  }

  close(): void {
    this.closed = true;
    this.stopLink?.();
    if (this.retry) clearTimeout(this.retry);
  }

  /** This side's latest message if the relay has not acknowledged it yet (it is not "sent" until then), else null. */
  get unacknowledged(): number | null {
    const n = this.hooks.client().lastSentSeq;
    const holds = this.relayHolds();
    return n !== null && n > Math.max(holds, this.postedN) ? n : null;
  }

  /** The highest of this side's messages the relay holds, as last heard from it (or as it acknowledged). */
  private relayHolds(): number {
    return this.relayLast && this.seat ? (this.relayLast[this.seat] ?? -1) : this.postedN;
  }

  /**
   * The message the relay brought, the one this side waits for, refused (issue 44.1): the relay
   * holds that message and will take no other in its place, so the game cannot go on. Null once
   * a later message is taken (from a file or a link, say).
   */
  get halt(): Halt | null {
    const h = this.halted;
    return h && haltStands(h, this.hooks.client().lastReceived?.seq ?? null) ? h : null;
  }

  /** The last problem, if any. */
  get problem(): CarrierProblem | null {
    return this.problems[this.problems.length - 1] ?? null;
  }

  /** Every message the other side sent after the last one this client has (or has queued). */
  private cursor(): number {
    return Math.max(this.hooks.client().lastReceived?.seq ?? -1, this.queuedTop);
  }

  private report(p: CarrierProblem): void {
    this.problems.push(p);
    if (this.problems.length > 10) this.problems.shift();
    this.hooks.changed();
  }

  private onLast(seat: Seat, last: Record<Seat, number | null>): void {
    this.seat = seat;
    this.relayLast = { ...last };
    const holds = last[seat] ?? -1;
    // The relay once said it stored this message: a relay that no longer has it lost it.
    if (this.postedN > holds)
      this.report({
        check: 'relayLost',
        message: `relay lost a message: it accepted message ${this.postedN} from this side but now holds ${holds < 0 ? 'none' : `only up to ${holds}`}; sending it again`,
      });
    this.flush();
  }

  /** Posts this side's latest message if the relay does not hold it yet. */
  flush(): void {
    if (this.closed || this.posting) return;
    const c = this.hooks.client();
    const n = c.lastSentSeq,
      code = c.lastCode;
    if (n === null || !code) return;
    const holds = this.relayHolds();
    if (n <= holds) {
      this.finishIfOver();
      return;
    }
    this.posting = true;
    void this.mailbox.post(n, code).then(
      () => {
        this.posting = false;
        this.postedN = Math.max(this.postedN, n);
        if (this.relayLast && this.seat) this.relayLast[this.seat] = Math.max(this.relayLast[this.seat] ?? -1, n);
        this.hooks.posted?.(this.postedN);
        this.hooks.changed();
        this.flush(); // a newer message may have been written meanwhile
      },
      (e: unknown) => {
        this.posting = false;
        const err = e instanceof RelayError ? e : new RelayError('network', String(e));
        if (err.retryable) {
          if (this.retry) clearTimeout(this.retry);
          this.retry = setTimeout(() => {
            this.retry = null;
            this.flush();
          }, 3000);
          return;
        }
        this.report({ check: 'relayRefused', message: `the relay refused message ${n}: ${err.message}` });
      },
    );
  }

  /** Once the game is over and the relay holds this side's last message, the relay is told (once). */
  private finishIfOver(): void {
    if (this.finished || this.closed || !this.mailbox.finish || this.hooks.client().status() !== 'over') return;
    this.finished = true;
    void this.mailbox.finish().catch(() => {
      this.finished = false;
    });
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.queue.length && !this.closed) await this.take(this.queue.shift()!);
    } finally {
      this.draining = false;
    }
  }

  private async take(m: { n: number; code: string }): Promise<void> {
    // Bounded before any work: no honest relay stores a longer code (docs/relay.md, limits).
    if (typeof m.code !== 'string' || m.code.length > MAX_CODE) {
      this.report({
        check: 'malformed',
        message: `malformed code: the relay pushed ${typeof m.code === 'string' ? `${m.code.length} characters` : 'no code'}, more than any turn (${MAX_CODE})`,
      });
      return;
    }
    let digest = '';
    let seq = -1;
    try {
      const d = decodeMessage(m.code);
      digest = d.digest;
      seq = d.seq;
    } catch {
      /* the client names what is wrong */
    }
    const last = this.hooks.client().lastReceived;
    // Already taken from a file or a link: not news, and no fault of the relay's.
    if (last && last.seq === seq && last.digest === digest && !this.delivered.has(digest)) return;
    const r = await this.hooks.deliver(m.code);
    if (r.ok) this.delivered.add(digest);
    else {
      const h = haltHere(r, m.code);
      if (h) {
        this.halted = h;
        this.hooks.halted?.(h);
      }
      this.report({ check: r.check, message: r.message });
    }
    this.hooks.changed();
    this.flush();
  }
}
