// The checks of an incoming message about its place in the game (docs/remote-play.md, "The checks
// on an incoming message"; issue 44.7): which kind of message may come at which point ("out of
// sequence"), the hash every turn must carry once its sender could start ("state check failed"),
// and the sealed records revealed only to the Federal, once, at the Activity Phase (4.3). Each
// refusal names its check and leaves the client exactly as it was; what an honest message
// changes (the set-up's log, the reply owed) is pinned too.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient, type RemoteCheck, type RemoteSave } from '../../src/remote/client';
import { REMOTE_CHECKS, checkName } from '../../src/remote/checks';
import { haltText } from '../../src/remote/halt';
import { hiddenRecords } from '../../src/remote/reveals';
import { decodeMessage, type Message } from '../../src/remote/protocol';
import type { GameState, Side } from '../../src/engine/types';
import { beforeAllOrFail, forged, playRemote, seededHex, turnBody } from './harness';

interface Delivery {
  code: string;
  to: Side;
  receiverBefore: RemoteSave;
  message: Message;
}

// weak-beginning, the Confederate hosting: 0 invite, 1 accept, 2 the Confederate's seal, 3 the
// Federal's movement and its end, 4 the Confederate's records (4.3), then the game goes on.
let game: Delivery[] = [];
let invite: Message;
// A game that cannot be recorded (a change that breaks honest play) fails every case below by name.
beforeAllOrFail(() => {
  game = [];
  const g = playRemote(gameData(), {
    scenario: 'weak-beginning',
    hostSide: 'confederate',
    seed: 'message-place',
    bots: { federal: new RandomBot('f-place'), confederate: new RandomBot('c-place') },
    until: (g) => g.codes.length >= 8,
    onExchange: (x, g) => {
      const to: Side = x.from === 'federal' ? 'confederate' : 'federal';
      game.push({ code: x.code, to, receiverBefore: g.clients[to].toJSON(), message: decodeMessage(x.code) });
    },
  });
  invite = decodeMessage(g.codes[0]!.code);
});

const client = (save: RemoteSave) => RemoteClient.fromJSON(gameData(), structuredClone(save), { randomHex: seededHex('place') });
const at = (seq: number): Delivery => {
  const d = game.find((x) => x.message.seq === seq);
  if (!d) throw new Error(`no message ${seq} in the recorded game`);
  return d;
};
function expectRefused(d: Delivery, code: string, check: RemoteCheck, words: RegExp): void {
  const c = client(d.receiverBefore);
  const before = JSON.stringify(c.toJSON());
  const r = c.receive(code);
  expect(r.ok, r.ok ? 'accepted' : r.message).toBe(false);
  if (r.ok) return;
  expect([r.check, r.message]).toEqual([check, expect.stringMatching(words)]);
  expect(JSON.stringify(c.toJSON())).toBe(before);
}

describe('the recorded game', () => {
  it('is the one the cases below forge from (its honest messages are taken)', () => {
    expect(invite.body.kind).toBe('invite');
    expect(game.slice(0, 4).map((d) => [d.message.seq, d.message.body.kind])).toEqual([
      [1, 'accept'],
      [2, 'turn'],
      [3, 'turn'],
      [4, 'turn'],
    ]);
    expect(turnBody(at(2).message).commands.map((c) => c.type)).toEqual(['sealCommitments']);
    expect(turnBody(at(4).message).records?.length).toBeGreaterThan(0);
    for (const seq of [1, 2, 3, 4, 5]) expect(client(at(seq).receiverBefore).receive(at(seq).code).ok).toBe(true);
  });
});

describe('out of sequence: each kind of message at its point only', () => {
  it('message 1 must be the acceptance: a turn or an invitation in its place is refused', () => {
    const d = at(1);
    const accept = d.message.body;
    if (accept.kind !== 'accept') throw new Error('message 1 is the acceptance');
    const asTurn = forged(d.message, (m) => (m.body = { kind: 'turn', commands: [], applied: 0, reveal: accept.reveal, records: null }));
    expectRefused(d, asTurn, 'sequence', /^out of sequence: a message of kind "turn" cannot come at this point \(message 1\)/);
    expectRefused(
      d,
      forged(d.message, (m) => (m.body = invite.body)),
      'sequence',
      /^out of sequence: a message of kind "invite"/,
    );
  });

  it('after message 1, an acceptance or an invitation is refused', () => {
    const d = at(2);
    const reveal = turnBody(d.message).reveal;
    if (invite.body.kind !== 'invite') throw new Error('message 0 is the invitation');
    const asAccept = forged(d.message, (m) => {
      m.stateHash = null;
      m.body = { kind: 'accept', anchor: invite.body.kind === 'invite' ? invite.body.anchor : '', reveal };
    });
    expectRefused(d, asAccept, 'sequence', /^out of sequence: a message of kind "accept" cannot come at this point \(message 2\)/);
    expectRefused(
      d,
      forged(d.message, (m) => (m.body = invite.body)),
      'sequence',
      /^out of sequence: a message of kind "invite"/,
    );
  });
});

describe('state check failed: a turn must carry its hash once its sender could start', () => {
  it('a first turn with nothing applied and no hash, from a sender that knew the set-up dice, is refused', () => {
    const d = at(2);
    const code = forged(d.message, (m) => {
      m.stateHash = null;
      Object.assign(turnBody(m), { commands: [], applied: 0 });
    });
    expectRefused(d, code, 'stateHash', /^state check failed: the message gives no hash of the sender's game/);
  });
});

describe('state check failed: an acceptance carries no hash', () => {
  it('an acceptance with a hash is refused', () => {
    const d = at(1);
    expectRefused(
      d,
      forged(d.message, (m) => (m.stateHash = 'a'.repeat(64))),
      'stateHash',
      /^state check failed: an acceptance cannot hash a game that has not started/,
    );
  });
});

describe('what an honest message changes', () => {
  it("the game starts on each side with the set-up's log: the host's on the acceptance, the guest's on the first turn", () => {
    const host = client(at(1).receiverBefore);
    expect(host.state).toBeNull();
    expect(host.receive(at(1).code).ok).toBe(true);
    // The set-up's line (13.2) first.
    expect([host.events[0]?.rule, host.events[0]?.kind]).toEqual(['13.2', 'setup']);
    const guest = client(at(2).receiverBefore);
    expect(guest.receive(at(2).code).ok).toBe(true);
    expect(guest.events.slice(0, host.events.length)).toEqual(host.events);
  });

  it('a turn received in the middle of the game is owed a reply', () => {
    for (const seq of [2, 3, 5]) {
      const c = client(at(seq).receiverBefore);
      expect(c.receive(at(seq).code).ok).toBe(true);
      expect([seq, c.owesReply, c.status() === 'over']).toEqual([seq, true, false]);
    }
  });
});

describe('4.3: the sealed records are revealed only to the Federal, once, at the Activity Phase', () => {
  const records = () => turnBody(at(4).message).records!;

  it('records in a message before the seal was taken are refused', () => {
    const d = at(2);
    expectRefused(
      d,
      forged(d.message, (m) => (turnBody(m).records = records())),
      'sequence',
      /^out of sequence: records are revealed only to the Federal player/,
    );
  });

  it('records sent again after the reveal are refused', () => {
    const d = game.find((x) => x.message.seq > at(4).message.seq && x.to === 'federal')!;
    expect(d.receiverBefore.sealBase).toBeNull();
    expectRefused(
      d,
      forged(d.message, (m) => (turnBody(m).records = records())),
      'sequence',
      /^out of sequence: records are revealed only to the Federal player/,
    );
  });

  it('records sent to the Confederate are refused', () => {
    const d = at(3);
    expectRefused(
      d,
      forged(d.message, (m) => (turnBody(m).records = records())),
      'sequence',
      /^out of sequence: records are revealed only to the Federal player/,
    );
  });

  it('a revealed record that could not have been sealed is an illegal record', () => {
    const d = at(4);
    const code = forged(d.message, (m) => {
      const r = turnBody(m).records![0]!;
      r.record = { ...r.record, ship: 'no-such-ship' };
    });
    expectRefused(d, code, 'illegalRecord', /^illegal record: a revealed record could not have been sealed/);
  });

  it('a record with no text or no salt yet is hidden; a game whose records are all known has none hidden', () => {
    const known = { commitment: 'c', revealed: false, record: { ship: 'a' }, salt: 's' };
    const withRecords = (...rs: object[]) => ({ records: Object.fromEntries(rs.map((r, i) => [`s${i}`, r])) }) as unknown as GameState;
    expect(hiddenRecords(withRecords())).toBe(false);
    expect(hiddenRecords(withRecords(known, known))).toBe(false);
    expect(hiddenRecords(withRecords(known, { ...known, record: null, salt: null }))).toBe(true);
    expect(hiddenRecords(withRecords({ ...known, salt: null }, known))).toBe(true);
    expect(hiddenRecords(withRecords({ ...known, record: null }))).toBe(true);
  });

  it('a seal the rules refuse is refused to the player, and nothing is queued', () => {
    const host = client(at(1).receiverBefore);
    expect(host.receive(at(1).code).ok).toBe(true);
    expect(host.state?.phase).toBe('confederateRecord');
    const before = JSON.stringify(host.toJSON());
    const record = { ...turnBody(at(4).message).records![0]!.record, ship: 'no-such-ship' };
    const r = host.play({ type: 'sealRecords', side: 'confederate', records: [record], salt: 'a'.repeat(64) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toMatch(/\w/);
    expect(JSON.stringify(host.toJSON())).toBe(before);
  });
});

describe("the checks' names, as a halted game shows them", () => {
  it('each check has its own name', () => {
    expect(Object.fromEntries(REMOTE_CHECKS.map((c) => [c, checkName(c)]))).toEqual({
      malformed: 'malformed code',
      integrity: 'integrity check failed',
      foreignGame: 'foreign game',
      wrongSender: 'wrong sender',
      replayed: 'replayed message',
      outOfOrder: 'out of order',
      chain: 'message chain broken',
      sequence: 'out of sequence',
      chainElement: 'bad dice-chain element',
      commitment: 'commitment check failed',
      illegalRecord: 'illegal record',
      illegalCommand: 'illegal command',
      missingReveal: 'missing reveal',
      staleHash: 'stale state hash',
      stateHash: 'state check failed',
    });
    expect(haltText({ by: 'here', seq: 3, check: 'illegalRecord', message: 'illegal record: no such ship.', code: null }, 'federal')).toContain(
      '(check "illegal record": no such ship)',
    );
  });
});
