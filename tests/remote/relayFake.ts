import type { Mailbox } from '../../src/remote/courier';
import { RelayError, type LinkEvents } from '../../src/remote/relayLink';
import { otherSeat, type RelayMessage, type Seat } from '../../src/relay/api';

// An in-memory relay with the real relay's rules (numbers rise per seat, a repeat of the same
// message is stored once), and hooks a test turns hostile: what it pushes, and posts it
// acknowledges but throws away.

export class FakeRelay {
  readonly stored: Record<Seat, RelayMessage[]> = { host: [], guest: [] };
  private readonly subs: Record<Seat, Set<LinkEvents>> = { host: new Set(), guest: new Set() };
  /** What reaches `to` when `m` is pushed to it (default: m itself). */
  push: (to: Seat, m: RelayMessage, deliver: (m: RelayMessage) => void) => void = (_to, m, deliver) => deliver(m);
  /** Posts acknowledged and not kept. */
  loses: (from: Seat, n: number) => boolean = () => false;
  /** While true the relay cannot be reached: every post fails as a network error (retryable). */
  down = false;
  /** The seats that said the game is over, in order. */
  readonly finished: Seat[] = [];

  last(): Record<Seat, number | null> {
    const top = (s: Seat) => (this.stored[s].length ? this.stored[s][this.stored[s].length - 1]!.n : null);
    return { host: top('host'), guest: top('guest') };
  }

  mailbox(seat: Seat): Mailbox {
    return {
      post: async (n, code) => {
        if (this.down) throw new RelayError('network', 'the relay cannot be reached (test: down)');
        const mine = this.stored[seat];
        const same = mine.find((m) => m.n === n);
        if (same) {
          if (same.code !== code) throw new Error('conflict');
          return { duplicate: true };
        }
        if (this.loses(seat, n)) return { duplicate: false };
        mine.push({ n, code });
        for (const ev of this.subs[otherSeat(seat)]) this.push(otherSeat(seat), { n, code }, (m) => ev.message(m));
        return { duplicate: false };
      },
      finish: async () => {
        this.finished.push(seat);
      },
      open: (after, ev) => {
        this.subs[seat].add(ev);
        queueMicrotask(() => {
          ev.state('online', '');
          ev.last(seat, this.last());
          for (const m of this.stored[otherSeat(seat)].filter((x) => x.n > after())) this.push(seat, m, (x) => ev.message(x));
        });
        return () => {
          this.subs[seat].delete(ev);
        };
      },
    };
  }
}

/** Lets every pending promise and microtask run. */
export const settle = async (rounds = 20): Promise<void> => {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
};
