// A spectator (issue 34.5; src/remote/spectator.ts) over the first messages of a game, through
// the first reveal of the records (4.3): each message taken, its sender's public hash matched, the
// records sealed until the reveal and open after it; and each check refusing by name a message
// forged at its place, changing nothing. tests/remote/spectator.test.ts watches whole games
// (issue 44.7: this file reaches the spectator's checks within the mutation shard's quick tests).

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { decodeMessage, type Message } from '../../src/remote/protocol';
import { SpectatorGame } from '../../src/remote/spectator';
import { publicHash } from '../../src/remote/publicHash';
import type { RemoteCheck } from '../../src/remote/checks';
import { beforeAllOrFail, forged, playRemote, turnBody } from './harness';

// weak-beginning, the Confederate hosting: 0 invite, 1 accept, 2 the seal, 3 the Federal's
// movement and its end, 4 the Confederate's records, then the game goes on.
let codes: string[] = [];
beforeAllOrFail(() => {
  const g = playRemote(gameData(), {
    scenario: 'weak-beginning',
    hostSide: 'confederate',
    seed: 'spectator-first',
    bots: { federal: new RandomBot('f-spec'), confederate: new RandomBot('c-spec') },
    until: (g) => g.codes.length >= 9,
  });
  codes = g.codes.map((x) => x.code);
});

const msg = (seq: number): Message => decodeMessage(codes[seq]!);
/** A spectator that has taken messages 0 to seq - 1. */
function watching(seq: number): SpectatorGame {
  const s = new SpectatorGame(gameData());
  for (const code of codes.slice(0, seq)) expect(s.receive(code).ok).toBe(true);
  return s;
}
function expectRefused(seq: number, code: string, check: RemoteCheck, words: RegExp): void {
  const s = watching(seq);
  const before = JSON.stringify([s.state, s.events, s.lastSeq]);
  const r = s.receive(code);
  expect(r.ok, r.ok ? 'accepted' : r.message).toBe(false);
  if (r.ok) return;
  expect([r.check, r.message]).toEqual([check, expect.stringMatching(words)]);
  expect(JSON.stringify([s.state, s.events, s.lastSeq])).toBe(before);
}

describe('34.5: a spectator over the first turns', () => {
  it("takes each message in order, its hash the sender's after each turn", () => {
    const s = new SpectatorGame(gameData());
    expect([s.lastSeq, s.gameId, s.scenario, s.state]).toEqual([-1, null, null, null]);
    for (const [seq, code] of codes.entries()) {
      const r = s.receive(code);
      expect([seq, r.ok]).toEqual([seq, true]);
      const m = decodeMessage(code);
      if (seq === 0) expect([s.gameId, s.scenario, s.state]).toEqual([m.game, 'weak-beginning', null]);
      if (m.body.kind === 'turn' && m.stateHash && s.state) expect([seq, publicHash(s.state)]).toEqual([seq, m.stateHash]);
      expect(s.lastSeq).toBe(seq);
    }
    expect(s.state).not.toBeNull();
    expect(s.events.length).toBeGreaterThan(0);
  });

  it('starts once both set-up elements are out (message 2), with its log, and gives each message its new lines', () => {
    const s = watching(2);
    expect(s.state).toBeNull();
    const r = s.receive(codes[2]!);
    expect(r.ok && r.events.length).toBeGreaterThan(0);
    if (r.ok) expect(r.events).toEqual(s.events);
    // The set-up's line first (13.2), then the seal's.
    expect([s.events[0]?.rule, s.events[0]?.kind]).toEqual(['13.2', 'setup']);
    const n = s.events.length;
    const r3 = s.receive(codes[3]!);
    expect(r3.ok && r3.events).toEqual(s.events.slice(n));
  });

  it('4.3: holds the records sealed until the reveal, and open after it', () => {
    const sealed = watching(3);
    const recs = Object.values(sealed.state!.records);
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.filter((r) => !r.revealed).every((r) => r.record === null && r.salt === null)).toBe(true);
    const open = watching(5);
    expect(Object.values(open.state!.records).every((r) => r.record !== null && r.salt !== null)).toBe(true);
  });
});

describe('34.5: the checks, each by name, each changing nothing', () => {
  it('another game, the wrong player, a kind out of its place', () => {
    expectRefused(
      2,
      forged(msg(2), (m) => (m.game = 'f'.repeat(32))),
      'foreignGame',
      /^foreign game: this message belongs to game/,
    );
    expectRefused(
      2,
      forged(msg(2), (m) => (m.from = 'federal')),
      'wrongSender',
      /^wrong sender: message 2 must come from the confederate player, not the federal/,
    );
    expectRefused(
      3,
      forged(msg(3), (m) => (m.from = 'confederate')),
      'wrongSender',
      /^wrong sender: message 3 must come from the federal player/,
    );
    const accept = msg(1).body;
    if (accept.kind !== 'accept') throw new Error('message 1 is the acceptance');
    expectRefused(
      1,
      forged(msg(1), (m) => (m.body = { kind: 'turn', commands: [], applied: 0, reveal: accept.reveal, records: null })),
      'sequence',
      /^out of sequence: a message of kind "turn" cannot come at this point \(message 1\)/,
    );
    expectRefused(
      2,
      forged(msg(2), (m) => {
        m.stateHash = null;
        m.body = { kind: 'accept', anchor: accept.anchor, reveal: turnBody(msg(2)).reveal };
      }),
      'sequence',
      /^out of sequence: a message of kind "accept"/,
    );
  });

  it('4.3: records only from the Confederate, only while sealed ones wait; each matching its commitment', () => {
    const records = turnBody(msg(4)).records!;
    const words = /^out of sequence: records are revealed only by the Confederate player/;
    expectRefused(
      2,
      forged(msg(2), (m) => (turnBody(m).records = records)),
      'sequence',
      words,
    );
    expectRefused(
      3,
      forged(msg(3), (m) => (turnBody(m).records = records)),
      'sequence',
      words,
    );
    const later = codes.findIndex((c, i) => i > 4 && decodeMessage(c).from === 'confederate');
    expectRefused(
      later,
      forged(msg(later), (m) => (turnBody(m).records = records)),
      'sequence',
      words,
    );
    expectRefused(
      4,
      forged(msg(4), (m) => (turnBody(m).records![0]!.salt = `${turnBody(m).records![0]!.salt}x`)),
      'commitment',
      /^commitment check failed/,
    );
  });

  it("a command the rules refuse, and a hash that is not the sender's game", () => {
    expectRefused(
      3,
      forged(msg(3), (m) => {
        const first = turnBody(m).commands[0]!;
        expect(first.type).toBe('moveShip');
        turnBody(m).commands[0] = { ...first, ship: 'no-such-ship' } as typeof first;
      }),
      'illegalCommand',
      /^illegal command: command moveShip refused by the rules/,
    );
    expectRefused(
      3,
      forged(msg(3), (m) => (m.stateHash = 'e'.repeat(64))),
      'stateHash',
      /^state check failed: after \d+ commands/,
    );
  });

  it('a damaged code and a repeat', () => {
    const s = watching(3);
    expect(s.receive('SD1.AAAA')).toMatchObject({ ok: false, check: 'malformed', message: expect.stringMatching(/^malformed code: /) });
    expect(s.receive(codes[2]!)).toMatchObject({ ok: false, check: 'replayed' });
    expect(s.lastSeq).toBe(2);
  });
});
