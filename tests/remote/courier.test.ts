// The relay as a carrier of remote games (docs/relay.md): two clients, a bot on each side, play
// a whole game through couriers and an in-memory relay; a reload and a switch to files lose
// nothing; a hostile relay (dropping, duplicating, reordering, replaying, editing, forging,
// losing) is caught by the real client's checks, each by its name, and changes no game.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient, type ReceiveResult, type RemoteSave } from '../../src/remote/client';
import { Courier, type CarrierCheck, type Mailbox } from '../../src/remote/courier';
import { decodeMessage, encodeMessage } from '../../src/remote/protocol';
import type { Side } from '../../src/engine/types';
import type { RelayMessage, Seat } from '../../src/relay/api';
import { forged, seededHex } from './harness';
import { FakeRelay, settle } from './relayFake';

const data = gameData();

interface Player {
  client: RemoteClient;
  courier: Courier;
  bot: RandomBot;
  seat: Seat;
}

/** What the game screen does with a message from any carrier: the client checks it, then writes the reply due. */
function deliverTo(p: () => RemoteClient) {
  return async (code: string): Promise<ReceiveResult> => {
    const c = p();
    const r = c.receive(code);
    if (r.ok && c.status() === 'send') c.send();
    return r;
  };
}

function player(relay: FakeRelay, seat: Seat, client: RemoteClient, seed: string): Player {
  const p = { client, seat, bot: new RandomBot(seed) } as Player;
  p.courier = new Courier(relay.mailbox(seat), { client: () => p.client, deliver: deliverTo(() => p.client), changed: () => undefined }, { seat });
  p.courier.start();
  return p;
}

/** Moves whichever side may move (bots), writing its message; false when neither can. */
function step(ps: Player[]): boolean {
  for (const p of ps) {
    const st = p.client.status();
    if (st === 'yourTurn') {
      const r = p.client.play(p.bot.next(data, p.client.view()!, p.client.side));
      if (!r.ok) throw new Error(r.message);
      if (p.client.status() === 'send') p.client.send();
      p.courier.flush();
      return true;
    }
  }
  return false;
}

async function startGame(relay: FakeRelay, seed: string): Promise<{ host: Player; guest: Player }> {
  const hostClient = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex(`${seed}:h`) });
  const host = player(relay, 'host', hostClient, `${seed}-c`);
  await settle();
  // The guest's link opens the mailbox: its first message is the invitation.
  const invite = relay.stored.host[0]!.code;
  const guest = player(relay, 'guest', RemoteClient.join(data, invite, { randomHex: seededHex(`${seed}:g`) }), `${seed}-f`);
  await settle();
  return { host, guest };
}

async function playUntil(ps: Player[], stop: () => boolean, guard = 5000): Promise<void> {
  for (let i = 0; i < guard && !stop(); i++) {
    if (!step(ps)) await settle(3);
  }
}

const over = (ps: Player[]) => () => ps.every((p) => p.client.status() === 'over');

describe('the relay as a carrier (docs/relay.md)', () => {
  it('carries a whole Weak Beginning game between two clients with nothing but the relay, both ending on one hash', async () => {
    const relay = new FakeRelay();
    const { host, guest } = await startGame(relay, 'whole');
    await playUntil([host, guest], over([host, guest]));
    expect(host.client.status()).toBe('over');
    expect(guest.client.status()).toBe('over');
    expect(host.client.hash).toBe(guest.client.hash);
    expect(host.courier.problems).toEqual([]);
    expect(guest.courier.problems).toEqual([]);
    expect(relay.stored.host.length + relay.stored.guest.length).toBeGreaterThan(10);
    // Each side tells the relay once that the game is over (its mailbox is then kept for less time).
    await settle();
    expect([...relay.finished].sort()).toEqual(['guest', 'host']);
  });

  it('a reload and a switch to files and back lose nothing: each side resumes from its own last message', async () => {
    const relay = new FakeRelay();
    let { host, guest } = await startGame(relay, 'reload');
    await playUntil([host, guest], () => (host.client.state?.turn ?? 0) >= 2);
    // Both pages reload: couriers gone, clients read back from their saves.
    for (const p of [host, guest]) p.courier.close();
    host = player(relay, 'host', RemoteClient.fromJSON(data, host.client.toJSON()), 'reload-c2');
    guest = player(relay, 'guest', RemoteClient.fromJSON(data, guest.client.toJSON()), 'reload-f2');
    await settle();
    // One message goes by file while the relay is out of reach; the relay later carries it too.
    host.courier.close();
    guest.courier.close();
    const ps = [host, guest];
    for (let i = 0; i < 50 && !ps.some((p) => p.client.status() === 'send' || (p.client.lastSentSeq ?? 0) > (relay.last()[p.seat] ?? -1)); i++) step(ps);
    const sender = ps.find((p) => (p.client.lastSentSeq ?? 0) > (relay.last()[p.seat] ?? -1))!;
    const receiver = ps.find((p) => p !== sender)!;
    expect(receiver.client.receive(sender.client.lastCode!).ok).toBe(true);
    if (receiver.client.status() === 'send') receiver.client.send();
    host = player(relay, 'host', host.client, 'reload-c3');
    guest = player(relay, 'guest', guest.client, 'reload-f3');
    await playUntil([host, guest], over([host, guest]));
    expect(host.client.hash).toBe(guest.client.hash);
    expect(host.client.status()).toBe('over');
    // The message that went by file and then by relay was not news, and not a fault.
    expect([...host.courier.problems, ...guest.courier.problems]).toEqual([]);
  });
});

// ---- a hostile relay ---------------------------------------------------------------------

interface Delivery {
  to: Seat;
  m: RelayMessage;
  before: RemoteSave;
}

/** An honest game, recorded: every message pushed and its receiver's save just before. */
async function recorded(): Promise<{ deliveries: Delivery[]; sides: Record<Seat, Side> }> {
  const relay = new FakeRelay();
  const deliveries: Delivery[] = [];
  let players: Player[] = [];
  relay.push = (to, m, deliver) => {
    const p = players.find((x) => x.seat === to);
    if (p) deliveries.push({ to, m, before: p.client.toJSON() });
    deliver(m);
  };
  const { host, guest } = await startGame(relay, 'hostile');
  players = [host, guest];
  await playUntil(players, () => (host.client.state?.turn ?? 0) >= 3);
  return { deliveries, sides: { host: host.client.side, guest: guest.client.side } };
}

/** A relay that pushes exactly `stream` to one seat and accepts every post. */
function scripted(stream: RelayMessage[], last: Record<Seat, number | null> = { host: null, guest: null }): Mailbox {
  return {
    post: async () => ({ duplicate: false }),
    open: (_after, ev) => {
      queueMicrotask(() => {
        ev.state('online', '');
        ev.last('guest', last);
        for (const m of stream) ev.message(m);
      });
      return () => undefined;
    },
  };
}

async function receiverOf(save: RemoteSave, stream: RelayMessage[], last?: Record<Seat, number | null>) {
  const client = RemoteClient.fromJSON(data, structuredClone(save), { randomHex: seededHex('hostile-rx') });
  const courier = new Courier(scripted(stream, last), { client: () => client, deliver: deliverTo(() => client), changed: () => undefined }, { seat: 'guest' });
  courier.start();
  await settle();
  courier.close();
  return { client, courier };
}

describe('a hostile relay is caught by the clients, by name (docs/remote-play.md checks)', async () => {
  const { deliveries } = await recorded();
  // Three messages in a row to the guest, from the middle of the game.
  const toGuest = deliveries.filter((d) => d.to === 'guest' && d.m.n >= 4);
  const [a, b, c] = toGuest as [Delivery, Delivery, Delivery];
  const checks = (courier: Courier): CarrierCheck[] => courier.problems.map((p) => p.check);

  it('a dropped message: the next one is out of order, and the game is unchanged', async () => {
    const { client, courier } = await receiverOf(a.before, [b.m]);
    expect(checks(courier)).toEqual(['outOfOrder']);
    expect(courier.problem!.message).toMatch(/out of order: .*an earlier message is missing/);
    expect(client.toJSON()).toEqual(a.before);
  });

  it('a duplicated message: the second copy is a replayed message', async () => {
    const { client, courier } = await receiverOf(a.before, [a.m, a.m]);
    expect(checks(courier)).toEqual(['replayed']);
    expect(client.lastReceived!.seq).toBe(a.m.n);
  });

  it('reordered messages: the later one first is out of order, the earlier one then goes through', async () => {
    const { client, courier } = await receiverOf(a.before, [b.m, a.m]);
    expect(checks(courier)).toEqual(['outOfOrder']);
    expect(client.lastReceived!.seq).toBe(a.m.n);
  });

  it('an old message replayed later: a replayed message', async () => {
    // (The very last message again, from a courier that did not bring it, is taken as come by file: harmless.)
    const { client, courier } = await receiverOf(c.before, [a.m]);
    expect(client.toJSON()).toEqual(c.before);
    expect(checks(courier)).toEqual(['replayed']);
  });

  it('an edited message: an integrity failure; edited and resealed: the chain, dice-chain or state checks', async () => {
    const m = decodeMessage(a.m.code);
    const flipped = { ...m, stateHash: m.stateHash!.replace(/^./, (x) => (x === '0' ? '1' : '0')) };
    const unsealed = encodeMessage(flipped);
    let r = await receiverOf(a.before, [{ n: a.m.n, code: unsealed }]);
    expect(checks(r.courier)).toEqual(['integrity']);
    expect(r.client.toJSON()).toEqual(a.before);
    r = await receiverOf(a.before, [
      {
        n: a.m.n,
        code: forged(a.m.code, (x) => {
          x.stateHash = flipped.stateHash;
        }),
      },
    ]);
    expect(checks(r.courier)).toEqual(['stateHash']);
    r = await receiverOf(a.before, [
      {
        n: a.m.n,
        code: forged(a.m.code, (x) => {
          x.prev = '0'.repeat(64);
        }),
      },
    ]);
    expect(checks(r.courier)).toEqual(['chain']);
    r = await receiverOf(a.before, [
      {
        n: a.m.n,
        code: forged(a.m.code, (x) => {
          if (x.body.kind === 'turn') x.body.reveal = { ...x.body.reveal, element: 'ab'.repeat(32) };
        }),
      },
    ]);
    expect(checks(r.courier)).toEqual(['chainElement']);
    r = await receiverOf(a.before, [{ n: a.m.n, code: 'SD1.garbage' }]);
    expect(checks(r.courier)).toEqual(['malformed']);
    expect(r.client.toJSON()).toEqual(a.before);
  });

  it('an oversized message is refused before it is unpacked', async () => {
    const { client, courier } = await receiverOf(a.before, [{ n: a.m.n, code: `SD1.${'A'.repeat(300_000)}` }]);
    expect(checks(courier)).toEqual(['malformed']);
    expect(courier.problem!.message).toMatch(/more than any turn/);
    expect(client.toJSON()).toEqual(a.before);
  });

  it('a message of another game slipped in: foreign game', async () => {
    const { client, courier } = await receiverOf(a.before, [
      {
        n: a.m.n,
        code: forged(a.m.code, (x) => {
          x.game = 'f'.repeat(32);
        }),
      },
    ]);
    expect(checks(courier)).toEqual(['foreignGame']);
    expect(client.toJSON()).toEqual(a.before);
  });

  it('the honest stream after the faults still goes through', async () => {
    const { client, courier } = await receiverOf(a.before, [a.m, a.m, { n: 99, code: 'SD1.x' }]);
    expect(checks(courier)).toEqual(['replayed', 'malformed']);
    expect(client.lastReceived!.seq).toBe(a.m.n);
  });

  it('a post the relay acknowledged and then lost: the courier says so by name and sends it again', async () => {
    const relay = new FakeRelay();
    let lose = true;
    relay.loses = (from, n) => from === 'guest' && n === 1 && lose;
    const { host, guest } = await startGame(relay, 'lost');
    expect(relay.stored.guest).toEqual([]);
    lose = false;
    // The guest's page reconnects (a reload keeps what the relay acknowledged).
    guest.courier.close();
    const again = new Courier(
      relay.mailbox('guest'),
      { client: () => guest.client, deliver: deliverTo(() => guest.client), changed: () => undefined },
      { seat: 'guest', posted: 1 },
    );
    again.start();
    await settle();
    expect(again.problems.map((p) => p.check)).toEqual(['relayLost']);
    expect(again.problem!.message).toMatch(/relay lost a message: it accepted message 1/);
    expect(relay.stored.guest.map((m) => m.n)).toEqual([1]);
    await playUntil([host, { ...guest, courier: again }], () => (host.client.state?.turn ?? 0) >= 2);
    expect(host.client.state?.turn).toBe(2);
  });
});
