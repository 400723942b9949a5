// The courier (docs/relay.md; src/remote/courier.ts) on its own, with a stand-in client and the
// in-memory relay: what it posts and when, what it reports by name (a lost post, a refusal, an
// oversized or refused push), when it tells the relay the game is over, and where it resumes
// (issue 44.7: tests/remote/courier.test.ts plays whole games through it, which the mutation
// shard's quick run leaves out).

import { describe, expect, it } from 'vitest';
import { Courier, type CourierHooks, type Mailbox } from '../../src/remote/courier';
import type { ReceiveResult, RemoteClient, RemoteStatus } from '../../src/remote/client';
import { RelayError } from '../../src/remote/relayLink';
import { decodeMessage } from '../../src/remote/protocol';
import { FakeRelay, settle } from './relayFake';
import { seededHex } from './harness';
import { gameData } from '../helpers';
import { RemoteClient as Client } from '../../src/remote/client';

/** What the courier reads of a client, set by the test. */
interface Stand {
  lastSentSeq: number | null;
  lastCode: string | null;
  lastReceived: { seq: number; digest: string } | null;
  status: RemoteStatus;
}
function harness(mailbox: Mailbox, stand: Stand, answer: (code: string) => ReceiveResult = () => ({ ok: true, events: [] }), opts = {}) {
  const delivered: string[] = [];
  const posted: number[] = [];
  const halts: unknown[] = [];
  let changes = 0;
  const hooks: CourierHooks = {
    client: () => ({ ...stand, status: () => stand.status }) as unknown as RemoteClient,
    deliver: async (code) => {
      delivered.push(code);
      return answer(code);
    },
    changed: () => changes++,
    posted: (n) => posted.push(n),
    halted: (h) => halts.push(h),
  };
  const courier = new Courier(mailbox, hooks, opts);
  return { courier, delivered, posted, halts, changes: () => changes };
}
const stand = (over: Partial<Stand> = {}): Stand => ({
  lastSentSeq: 2,
  lastCode: 'SD1.two',
  lastReceived: { seq: 1, digest: 'd1' },
  status: 'waiting',
  ...over,
});

describe('the courier posts this side’s latest message until the relay holds it', () => {
  it('posts it once, names it acknowledged, and posts the next one written', async () => {
    const relay = new FakeRelay();
    const s = stand();
    const h = harness(relay.mailbox('host'), s);
    expect(h.courier.unacknowledged).toBe(2);
    h.courier.start();
    await settle();
    expect(relay.stored.host).toEqual([{ n: 2, code: 'SD1.two' }]);
    expect(h.posted).toEqual([2]);
    expect(h.courier.unacknowledged).toBeNull();
    h.courier.flush();
    await settle();
    expect(relay.stored.host).toHaveLength(1);
    Object.assign(s, { lastSentSeq: 4, lastCode: 'SD1.four' });
    expect(h.courier.unacknowledged).toBe(4);
    h.courier.flush();
    await settle();
    expect(relay.stored.host.map((m) => m.n)).toEqual([2, 4]);
    expect(h.posted).toEqual([2, 4]);
    h.courier.close();
  });

  it('resumes from what it had posted: nothing posted again', async () => {
    const posts: number[] = [];
    const mailbox: Mailbox = {
      post: async (n) => {
        posts.push(n);
        return { duplicate: false };
      },
      open: () => () => undefined,
    };
    const h = harness(mailbox, stand(), undefined, { posted: 2 });
    expect(h.courier.unacknowledged).toBeNull();
    h.courier.start();
    await settle();
    expect(posts).toEqual([]);
  });

  it('a relay that no longer holds a message it accepted: relay lost, by name, and sent again', async () => {
    const relay = new FakeRelay();
    const h = harness(relay.mailbox('host'), stand(), undefined, { seat: 'host', posted: 2 });
    h.courier.start();
    await settle();
    expect(h.courier.problem).toEqual({
      check: 'relayLost',
      message: 'relay lost a message: it accepted message 2 from this side but now holds none; sending it again',
    });
    expect(relay.stored.host.map((m) => m.n)).toEqual([2]);
  });

  it('a refusal the relay will not change is reported; a network failure is tried again later, unreported', async () => {
    const refused: Mailbox = {
      post: async () => {
        throw new RelayError('wrongCapability', 'not your seat', 403);
      },
      open: () => () => undefined,
    };
    const h = harness(refused, stand());
    h.courier.start();
    await settle();
    expect(h.courier.problems).toEqual([{ check: 'relayRefused', message: 'the relay refused message 2: not your seat' }]);
    let tries = 0;
    const down: Mailbox = {
      post: async () => {
        tries++;
        throw new RelayError('network', 'down');
      },
      open: () => () => undefined,
    };
    const d = harness(down, stand());
    d.courier.start();
    await settle();
    expect([tries, d.courier.problem]).toEqual([1, null]);
    d.courier.flush(); // the retry is already set; flushing again tries once more at once
    await settle();
    expect(tries).toBe(2);
    d.courier.close();
  });

  it('once the game is over and the relay holds its last message, the relay is told, once', async () => {
    const relay = new FakeRelay();
    const s = stand({ status: 'over' });
    const h = harness(relay.mailbox('host'), s, undefined, { seat: 'host' });
    h.courier.start();
    await settle();
    h.courier.flush();
    h.courier.flush();
    await settle();
    expect(relay.finished).toEqual(['host']);
    const other = new FakeRelay();
    const notOver = harness(other.mailbox('guest'), stand(), undefined, { seat: 'guest' });
    notOver.courier.start();
    await settle();
    notOver.courier.flush();
    await settle();
    expect([other.stored.guest.length, other.finished]).toEqual([1, []]);
  });
});

describe('the courier hands each pushed message to the client, and reports a refusal by name', () => {
  /** Two real clients: a message the guest may take, and where it stands. */
  function game() {
    const host = Client.host(gameData(), { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex('courier-h') });
    const guest = Client.join(gameData(), host.lastCode!, { randomHex: seededHex('courier-g') });
    return { host, guest };
  }

  it('a message pushed is delivered; one already taken from a file is not news; an oversized one is refused unread', async () => {
    const relay = new FakeRelay();
    const { host, guest } = game();
    const s = stand({ lastSentSeq: 1, lastCode: guest.lastCode, lastReceived: { ...host.lastReceived!, seq: 0, digest: 'x' } });
    const h = harness(relay.mailbox('guest'), s);
    h.courier.start();
    await settle();
    await relay.mailbox('host').post(0, host.lastCode!);
    await settle();
    expect(h.delivered).toEqual([host.lastCode]);
    const tooLong = `SD1.${'A'.repeat(262_145)}`;
    await relay.mailbox('host').post(1, tooLong);
    await settle();
    expect(h.delivered).toHaveLength(1);
    expect(h.courier.problem).toEqual({ check: 'malformed', message: 'malformed code: the relay pushed 262149 characters, more than any turn (262144)' });
    h.courier.close();
    // Pushed again once the client has taken it from a file or a link: not news, not delivered.
    let push: ((m: { n: number; code: string }) => void) | null = null;
    const taken = stand({ lastSentSeq: null, lastCode: null, lastReceived: { seq: 0, digest: decodeMessage(host.lastCode!).digest } });
    const t = harness(
      {
        post: async () => ({ duplicate: false }),
        open: (_after, ev) => {
          push = ev.message;
          return () => undefined;
        },
      },
      taken,
    );
    t.courier.start();
    push!({ n: 0, code: host.lastCode! });
    await settle();
    expect([t.delivered, t.courier.problem]).toEqual([[], null]);
  });

  it('a refusal of the message due is a halt, kept until a later message is taken; a problem list of the latest ten', async () => {
    const relay = new FakeRelay();
    const { host, guest } = game();
    const s = stand({ lastSentSeq: 1, lastCode: guest.lastCode, lastReceived: { seq: -1, digest: '' } });
    const refusal: ReceiveResult = { ok: false, check: 'stateHash', message: 'state check failed: differ', halts: true };
    const h = harness(relay.mailbox('guest'), s, () => refusal);
    h.courier.start();
    await settle();
    await relay.mailbox('host').post(0, host.lastCode!);
    await settle();
    expect(h.courier.problem).toEqual({ check: 'stateHash', message: 'state check failed: differ' });
    expect(h.halts).toEqual([{ by: 'here', seq: 0, check: 'stateHash', message: 'state check failed: differ', code: host.lastCode }]);
    expect(h.courier.halt?.seq).toBe(0);
    s.lastReceived = { seq: 0, digest: 'later' };
    expect(h.courier.halt).toBeNull();
    for (let n = 1; n <= 12; n++) await relay.mailbox('host').post(n, `SD1.bad${n}`);
    await settle();
    expect(h.courier.problems).toHaveLength(10);
    h.courier.close();
  });
});
