// Issue 14, point 6: the checks a doctored client could skip. Every turn must carry the hash of
// the sender's game after its commands (not none, not the receiver's hash from before them), and
// the dice-chain element its last step needs (not an old one re-sent): otherwise a swapped
// commitment passes the seal (4.3), or the Federal ends its movement and learns the Activity
// Phase's dice before the Confederate (docs/remote-play.md, "Fair dice").

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient, publicHash, type RemoteCheck, type RemoteSave } from '../../src/remote/client';
import { decodeMessage, type Message } from '../../src/remote/protocol';
import type { Side } from '../../src/engine/types';
import { beforeAllOrFail, forged, playRemote, seededHex } from './harness';

interface Delivery {
  code: string;
  from: Side;
  to: Side;
  receiverBefore: RemoteSave;
  message: Message;
}

const game: Delivery[] = [];

const client = (save: RemoteSave) => RemoteClient.fromJSON(gameData(), structuredClone(save), { randomHex: seededHex('skipped') });
const turnBody = (m: Message) => (m.body.kind === 'turn' ? m.body : null);

function expectRefused(c: RemoteClient, code: string, check: RemoteCheck, words: RegExp): void {
  const before = JSON.stringify(c.toJSON());
  const r = c.receive(code);
  expect(r.ok, r.ok ? 'accepted' : r.message).toBe(false);
  if (r.ok) return;
  expect(r.check).toBe(check);
  expect(r.message).toMatch(words);
  expect(JSON.stringify(c.toJSON())).toBe(before);
}

const swapCommitment = (m: Message) => {
  const seal = turnBody(m)!.commands.find((c) => c.type === 'sealCommitments')!;
  if (seal.type === 'sealCommitments') seal.commitments[0]!.commitment = 'f'.repeat(64);
};

// A game that cannot be recorded (a change that breaks honest play) fails every case below by name.
beforeAllOrFail(() => {
  playRemote(gameData(), {
    scenario: 'weak-beginning',
    hostSide: 'confederate',
    seed: 'skipped-1',
    bots: { federal: new RandomBot('f-skip'), confederate: new RandomBot('c-skip') },
    onExchange: (x, g) => {
      const to: Side = x.from === 'federal' ? 'confederate' : 'federal';
      game.push({ code: x.code, from: x.from, to, receiverBefore: g.clients[to].toJSON(), message: decodeMessage(x.code) });
    },
  });
});

/** A seal the Federal receives in a game it already holds (the first may come with the set-up). */
const sealMsg = () =>
  game.find((d) => d.from === 'confederate' && d.receiverBefore.state !== null && !!turnBody(d.message)?.commands.some((c) => c.type === 'sealCommitments'))!;

describe('6 (issue 14): the state hash after the commands', () => {
  it('4.3: a seal with a swapped commitment and no hash (applied 0) is refused', () => {
    const d = sealMsg();
    const code = forged(d.code, (m) => {
      swapCommitment(m);
      m.stateHash = null;
      turnBody(m)!.applied = 0;
    });
    expectRefused(client(d.receiverBefore), code, 'stateHash', /state check failed: the message gives no hash/);
  });

  it("4.3: a seal with a swapped commitment and the receiver's own hash from before the commands is refused", () => {
    const d = sealMsg();
    const c = client(d.receiverBefore);
    const code = forged(d.code, (m) => {
      swapCommitment(m);
      m.stateHash = publicHash(c.state!);
      turnBody(m)!.applied = d.receiverBefore.applied;
    });
    expectRefused(
      c,
      code,
      'staleHash',
      /stale state hash: the message's hash is of the sender's game after \d+ commands, but its commands bring the game to \d+/,
    );
  });

  it('an honest message with an older hash (its applied count lowered) is refused too', () => {
    const d = game.find((x) => (turnBody(x.message)?.commands.length ?? 0) > 1)!;
    const c = client(d.receiverBefore);
    const code = forged(d.code, (m) => {
      turnBody(m)!.applied -= 1;
    });
    expectRefused(c, code, 'staleHash', /stale state hash/);
  });

  it('the untouched seal is accepted', () => {
    const d = sealMsg();
    expect(client(d.receiverBefore).receive(d.code).ok).toBe(true);
  });
});

describe('6 (issue 14): the new dice-chain element with each step', () => {
  it('3.0 phase 4: the Federal cannot end its movement re-sending an old element (it would learn the Activity dice first)', () => {
    // The Federal's end of movement, and the Federal message before it.
    const at = game.findIndex(
      (d, i) =>
        d.from === 'federal' &&
        turnBody(d.message)?.commands.at(-1)?.type === 'endPhase' &&
        i + 1 < game.length &&
        !!turnBody(game[i + 1]!.message)?.records &&
        game.slice(0, i).some((x) => x.from === 'federal' && x.message.body.kind === 'turn'),
    );
    expect(at).toBeGreaterThan(0);
    const d = game[at]!;
    const older = game
      .slice(0, at)
      .reverse()
      .find((x) => x.from === 'federal' && x.message.body.kind === 'turn')!;
    const old = turnBody(older.message)!.reveal;
    expect(old.index).toBeLessThan(turnBody(d.message)!.reveal.index);
    const code = forged(d.code, (m) => {
      turnBody(m)!.reveal = { ...old };
    });
    expectRefused(
      client(d.receiverBefore),
      code,
      'chainElement',
      /bad dice-chain element: .*waits on segment \d+, but the message re-sends the dice-chain element for segment \d+/,
    );
    // The honest message goes through, and the Confederate learns the dice with the Federal's element.
    const c = client(d.receiverBefore);
    expect(c.receive(d.code).ok).toBe(true);
  });

  it('any message re-sending the previous element while its commands rolled in a later segment is refused', () => {
    let tested = 0;
    for (const [i, d] of game.entries()) {
      const b = turnBody(d.message);
      if (!b) continue;
      const prev = game
        .slice(0, i)
        .reverse()
        .find((x) => x.from === d.from && x.message.body.kind !== 'invite');
      const prevReveal = prev && (prev.message.body.kind === 'invite' ? null : prev.message.body.reveal);
      if (!prevReveal || prevReveal.index >= b.reveal.index) continue;
      expectRefused(
        client(d.receiverBefore),
        forged(d.code, (m) => {
          turnBody(m)!.reveal = { ...prevReveal };
        }),
        'chainElement',
        /bad dice-chain element/,
      );
      if (++tested >= 6) break;
    }
    expect(tested).toBeGreaterThan(3);
  });
});
