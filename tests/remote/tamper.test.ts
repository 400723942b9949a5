// Bad input never changes a remote game: every damaged, edited, replayed, reordered, foreign or
// misaddressed message is refused with the name of the check that caught it, and the client is
// left exactly as it was (the same saved JSON, the same hash).

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient, type RemoteCheck, type RemoteSave } from '../../src/remote/client';
import { decodeMessage, encodeMessage, type Message } from '../../src/remote/protocol';
import { deflateSync, strToU8 } from 'fflate';
import type { Side } from '../../src/engine/types';
import { beforeAllOrFail, forged, playRemote, seededHex } from './harness';

interface Delivery {
  code: string;
  from: Side;
  seq: number;
  to: Side;
  receiverBefore: RemoteSave;
  receiverAfter?: RemoteSave;
  message: Message;
}

let game: Delivery[] = [];
let foreign: Delivery[] = [];

function record(seed: string): Delivery[] {
  const out: Delivery[] = [];
  playRemote(gameData(), {
    scenario: 'weak-beginning',
    hostSide: 'confederate',
    seed,
    bots: { federal: new RandomBot(`f-${seed}`), confederate: new RandomBot(`c-${seed}`) },
    onExchange: (x, g) => {
      const to: Side = x.from === 'federal' ? 'confederate' : 'federal';
      if (out.length) out[out.length - 1]!.receiverAfter = g.clients[out[out.length - 1]!.to].toJSON();
      out.push({ code: x.code, from: x.from, seq: x.seq, to, receiverBefore: g.clients[to].toJSON(), message: decodeMessage(x.code) });
    },
  });
  return out;
}

const client = (save: RemoteSave) => RemoteClient.fromJSON(gameData(), structuredClone(save), { randomHex: seededHex('tamper') });

/** Decodes, edits and re-encodes a message; `reseal` recomputes the digest as a careful forger would. */
function edit(code: string, f: (m: Message) => void, reseal = true): string {
  if (reseal) return forged(code, f);
  const m = decodeMessage(code);
  f(m);
  return encodeMessage(m);
}

function expectRefused(c: RemoteClient, code: string, check: RemoteCheck, words: RegExp): void {
  const before = JSON.stringify(c.toJSON());
  const hash = c.hash;
  const r = c.receive(code);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.check).toBe(check);
  expect(r.message).toMatch(words);
  expect(JSON.stringify(c.toJSON())).toBe(before);
  expect(c.hash).toBe(hash);
}

const find = (pred: (d: Delivery) => boolean): Delivery => {
  const d = game.find(pred);
  if (!d) throw new Error('no such message in the recorded game');
  return d;
};
const turnBody = (m: Message) => (m.body.kind === 'turn' ? m.body : null);
const sealMsg = () => find((d) => d.from === 'confederate' && !!turnBody(d.message)?.commands.some((c) => c.type === 'sealCommitments'));
const revealMsg = () => find((d) => d.from === 'confederate' && !!turnBody(d.message)?.records?.length);
const fedMoves = () => find((d) => d.from === 'federal' && (turnBody(d.message)?.commands.length ?? 0) > 0);

// A game that cannot be recorded (a change that breaks honest play) fails every case below by name.
beforeAllOrFail(() => {
  game = record('tamper-1');
  foreign = record('tamper-2');
});

describe('refusals', () => {
  it('the untouched messages are accepted (the baseline of every case below)', () => {
    for (const d of [sealMsg(), revealMsg(), fedMoves()]) expect(client(d.receiverBefore).receive(d.code).ok).toBe(true);
  });

  it('altered content: an edit without a new digest fails the integrity check', () => {
    const d = fedMoves();
    expectRefused(
      client(d.receiverBefore),
      edit(
        d.code,
        (m) => {
          const b = turnBody(m)!;
          b.commands = b.commands.slice(1);
        },
        false,
      ),
      'integrity',
      /integrity check failed.*altered/,
    );
  });

  it('altered reveal: a record changed after sealing does not match its commitment', () => {
    const d = revealMsg();
    const code = edit(d.code, (m) => {
      const r = turnBody(m)!.records![0]!;
      r.record.standing.onSpotted = r.record.standing.onSpotted === 'fight' ? 'escape' : 'fight';
    });
    expectRefused(client(d.receiverBefore), code, 'commitment', /commitment check failed: .*does not match its commitment/);
  });

  it('altered reveal: a wrong salt does not match its commitment either', () => {
    const d = revealMsg();
    expectRefused(
      client(d.receiverBefore),
      edit(d.code, (m) => {
        turnBody(m)!.records![0]!.salt += 'x';
      }),
      'commitment',
      /commitment check failed/,
    );
  });

  it("altered commitment: a seal whose commitment was swapped no longer matches the sender's state hash", () => {
    const d = sealMsg();
    const code = edit(d.code, (m) => {
      const seal = turnBody(m)!.commands.find((c) => c.type === 'sealCommitments')!;
      if (seal.type === 'sealCommitments') seal.commitments[0]!.commitment = 'f'.repeat(64);
    });
    expectRefused(client(d.receiverBefore), code, 'stateHash', /state check failed/);
  });

  it('replayed: the same message twice', () => {
    const d = fedMoves();
    expectRefused(client(d.receiverAfter!), d.code, 'replayed', /replayed message: message \d+ was already received/);
  });

  it('replayed: a different message under a number already received (a turn played again)', () => {
    const d = fedMoves();
    const other = edit(d.code, (m) => {
      turnBody(m)!.commands.pop();
    });
    expectRefused(client(d.receiverAfter!), other, 'replayed', /a different message \d+ was already received/);
  });

  it('out of order: a later message before the one due', () => {
    const i = game.indexOf(fedMoves());
    const later = game[i + 2]!;
    expect(later.to).toBe(game[i]!.to);
    expectRefused(client(game[i]!.receiverBefore), later.code, 'outOfOrder', /out of order: message \d+ arrived, but the next one due is \d+/);
  });

  it('foreign game: a message of another game', () => {
    const d = fedMoves();
    const f = foreign.find((x) => x.seq === d.seq && x.from === d.from)!;
    expectRefused(client(d.receiverBefore), f.code, 'foreignGame', /foreign game: this message belongs to game/);
  });

  it('wrong sender: a client given its own message back', () => {
    const d = fedMoves();
    const mine = game.find((x) => x.seq === d.seq - 1)!;
    expect(mine.from).toBe(d.to);
    expectRefused(
      client(d.receiverBefore),
      mine.code,
      'wrongSender',
      /wrong sender: the message says it is from the confederate player, but this client plays the confederate side/,
    );
  });

  it('wrong sender: a command of the other side inside a message', () => {
    const d = fedMoves();
    const code = edit(d.code, (m) => {
      turnBody(m)!.commands.unshift({ type: 'endPhase', side: 'confederate' });
    });
    expectRefused(client(d.receiverBefore), code, 'wrongSender', /command 1 \(endPhase\) is a confederate command/);
  });

  it('bad chain element: a dice-chain element that does not hash to the committed anchor', () => {
    const d = fedMoves();
    expectRefused(
      client(d.receiverBefore),
      edit(d.code, (m) => {
        turnBody(m)!.reveal.element = '0'.repeat(64);
      }),
      'chainElement',
      /bad dice-chain element/,
    );
  });

  it('bad chain element: an element claimed for a later segment than it is', () => {
    const d = fedMoves();
    expectRefused(
      client(d.receiverBefore),
      edit(d.code, (m) => {
        turnBody(m)!.reveal.index += 1;
      }),
      'chainElement',
      /bad dice-chain element/,
    );
  });

  it('message chain: a message that does not answer the last one sent', () => {
    const d = fedMoves();
    expectRefused(
      client(d.receiverBefore),
      edit(d.code, (m) => {
        m.prev = 'a'.repeat(64);
      }),
      'chain',
      /message chain broken/,
    );
  });

  it('state check: a sender whose game differs', () => {
    const d = fedMoves();
    expectRefused(
      client(d.receiverBefore),
      edit(d.code, (m) => {
        m.stateHash = 'b'.repeat(64);
      }),
      'stateHash',
      /state check failed/,
    );
  });

  it("state check: a message that leaves out the sender's hash", () => {
    const d = fedMoves();
    expectRefused(
      client(d.receiverBefore),
      edit(d.code, (m) => {
        m.stateHash = null;
      }),
      'stateHash',
      /state check failed: the message gives no hash/,
    );
  });

  it('illegal command: a move the rules refuse', () => {
    const d = fedMoves();
    const code = edit(d.code, (m) => {
      turnBody(m)!.commands.unshift({ type: 'moveShip', side: 'federal', ship: 'no-such-ship', path: ['C9'] });
    });
    expectRefused(client(d.receiverBefore), code, 'illegalCommand', /illegal command: command moveShip refused by the rules/);
  });

  it('missing reveal: the Activity Phase without the records', () => {
    const d = revealMsg();
    expectRefused(
      client(d.receiverBefore),
      edit(d.code, (m) => {
        turnBody(m)!.records = null;
      }),
      'missingReveal',
      /missing reveal: .*sealed records/,
    );
  });

  it('malformed codes: noise, a cut code, a packed non-message, a record in the clear', () => {
    const d = fedMoves();
    const c = client(d.receiverBefore);
    expectRefused(c, 'hello there', 'malformed', /malformed code: it does not start with SD1\./);
    expectRefused(c, 'SD1.***', 'malformed', /malformed code: .*base64url/);
    expectRefused(c, d.code.slice(0, d.code.length - 20), 'malformed', /malformed code: it cannot be unpacked/);
    const packed = (json: unknown) => `SD1.${Buffer.from(deflateSync(strToU8(JSON.stringify(json)))).toString('base64url')}`;
    expectRefused(c, packed({ format: 'something else' }), 'malformed', /malformed code: format/);
    const clear = edit(d.code, (m) => {
      (turnBody(m)!.commands as unknown[]).push({ type: 'sealRecords', side: 'confederate', records: [], salt: '0123456789abcdef0123456789abcdef' });
    });
    expectRefused(c, clear, 'malformed', /may not travel in the clear/);
  });

  it('a refused message leaves the game playable: the right one is accepted after', () => {
    const d = fedMoves();
    const c = client(d.receiverBefore);
    expect(
      c.receive(
        edit(d.code, (m) => {
          m.stateHash = 'b'.repeat(64);
        }),
      ).ok,
    ).toBe(false);
    expect(c.receive(d.code).ok).toBe(true);
    const clean = client(d.receiverBefore);
    expect(clean.receive(d.code).ok).toBe(true);
    expect(JSON.stringify(c.toJSON())).toBe(JSON.stringify(clean.toJSON()));
  });
});
