// Fair dice without a server: each segment's seed needs both players' chain elements, changes
// with either, and neither client can compute it before the other has revealed its element,
// which each does only once the decisions blind to those dice are committed.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { Awaiting, Dice, segmentedDice } from '../../src/engine/dice';
import { HashChain, chainStep, verifyElement } from '../../src/remote/commit';
import { chainLength, segmentIndex, segmentName, segmentSeed } from '../../src/remote/diceSeeds';
import { RemoteClient } from '../../src/remote/client';
import { playRemote } from './harness';

const rolls = (seed: string, n = 40) => {
  const d = new Dice(segmentedDice({ s: seed }));
  return Array.from({ length: n }, () => d.roll('s')).join('');
};

describe('segment seeds', () => {
  const fed = new HashChain('1'.repeat(64), 20);
  const conf = new HashChain('2'.repeat(64), 20);
  const seed = (f: string, c: string) => segmentSeed('0'.repeat(32), 5, { federal: f, confederate: c });

  it("changing either player's contribution changes the seed and the dice", () => {
    const base = seed(fed.element(5), conf.element(5));
    const otherFed = seed(new HashChain('3'.repeat(64), 20).element(5), conf.element(5));
    const otherConf = seed(fed.element(5), new HashChain('4'.repeat(64), 20).element(5));
    expect(new Set([base, otherFed, otherConf]).size).toBe(3);
    expect(rolls(base)).not.toBe(rolls(otherFed));
    expect(rolls(base)).not.toBe(rolls(otherConf));
  });

  it('each segment and each game has its own seed', () => {
    const a = segmentSeed('0'.repeat(32), 5, { federal: fed.element(5), confederate: conf.element(5) });
    expect(segmentSeed('0'.repeat(32), 6, { federal: fed.element(6), confederate: conf.element(6) })).not.toBe(a);
    expect(segmentSeed('1'.repeat(32), 5, { federal: fed.element(5), confederate: conf.element(5) })).not.toBe(a);
  });

  it('a chain is revealed backwards: each element hashes to the one before, never the other way', () => {
    expect(chainStep(fed.element(0))).toBe(fed.anchor);
    for (let k = 1; k < 20; k++) expect(chainStep(fed.element(k))).toBe(fed.element(k - 1));
    const known = { anchor: fed.anchor, length: 20, index: -1, element: null };
    expect(verifyElement(known, 7, fed.element(7))).toBe(true);
    expect(verifyElement(known, 7, fed.element(6))).toBe(false);
    expect(verifyElement(known, 7, conf.element(7))).toBe(false);
    expect(verifyElement({ ...known, index: 7, element: fed.element(7) }, 9, fed.element(9))).toBe(true);
    expect(verifyElement({ ...known, index: 7, element: fed.element(7) }, 6, fed.element(6))).toBe(false);
  });

  it('the engine will not roll a segment whose seed is not known: the command waits', () => {
    const d = new Dice(segmentedDice({ '3:federalPlacement': 'abc' }));
    expect(() => d.roll('3:federalPlacement')).not.toThrow();
    expect(() => d.roll('3:confederateActivity')).toThrow(Awaiting);
  });

  it('segments are placed in the order of play, one per phase of each turn', () => {
    const sc = gameData().scenarios.campaign!;
    const n = chainLength(sc.firstTurn, sc.lastTurn);
    const names = Array.from({ length: n }, (_, k) => segmentName(k, sc.firstTurn));
    expect(names[0]).toBe('setup');
    expect(names.indexOf('1:confederateActivity')).toBeLessThan(names.indexOf('2:federalPlacement'));
    names.forEach((name, k) => expect(segmentIndex(name, sc.firstTurn, sc.lastTurn)).toBe(k));
  });
});

describe('in a game: who can compute which dice, when', () => {
  it('the Activity Phase dice: unknown to the Confederate when sealing and to the Federal when moving; the same to both after', () => {
    const stages: string[] = [];
    let activity = -1;
    playRemote(gameData(), {
      scenario: 'weak-beginning',
      hostSide: 'confederate',
      seed: 'fair-1',
      bots: { federal: new RandomBot('ff'), confederate: new RandomBot('cf') },
      until: (g) => {
        const c = g.clients.confederate,
          f = g.clients.federal;
        const cs = c.state,
          fs = f.state;
        activity = c.segmentIndex('1:confederateActivity');
        // The Confederate writes its records: no one can compute the Activity Phase's dice.
        if (cs?.phase === 'confederateRecord' && c.status() === 'yourTurn' && !stages.includes('record')) {
          expect(c.seedOf(activity)).toBeNull();
          expect(f.seedOf(activity)).toBeNull();
          stages.push('record');
        }
        if (!cs || !fs) return false;
        // The Federal moves, the records sealed: still no one.
        if (fs.phase === 'federalMovement' && f.status() === 'yourTurn' && !stages.includes('move')) {
          expect(c.seedOf(activity)).toBeNull();
          expect(f.seedOf(activity)).toBeNull();
          stages.push('move');
        }
        // The Federal has sent its moves with its element: the Confederate (records sealed long ago) can now.
        if (f.status() === 'waiting' && fs.phase === 'federalMovement' && c.seedOf(activity) && !stages.includes('sent')) {
          expect(f.seedOf(activity)).toBeNull();
          stages.push('sent');
        }
        if ((fs.turn > 1 || fs.phase === 'gameOver') && (cs.turn > 1 || cs.phase === 'gameOver') && stages.includes('sent')) {
          expect(f.seedOf(activity)).not.toBeNull();
          expect(f.seedOf(activity)).toBe(c.seedOf(activity));
          stages.push('both');
          return true;
        }
        return false;
      },
    });
    expect(stages).toEqual(['record', 'move', 'sent', 'both']);
  });

  it("a client's seed for a segment is the hash of both elements: neither element alone gives it", () => {
    const g = playRemote(gameData(), {
      scenario: 'weak-beginning',
      hostSide: 'federal',
      seed: 'fair-2',
      bots: { federal: new RandomBot('f'), confederate: new RandomBot('c') },
    });
    const f = g.clients.federal,
      c = g.clients.confederate;
    const k = f.segmentIndex('2:confederateActivity');
    const fj = f.toJSON(),
      cj = c.toJSON();
    const fe = new HashChain(fj.secret, fj.chainLength).element(k),
      ce = new HashChain(cj.secret, cj.chainLength).element(k);
    expect(f.seedOf(k)).toBe(segmentSeed(f.gameId, k, { federal: fe, confederate: ce }));
    expect(c.seedOf(k)).toBe(f.seedOf(k));
    // A client made with the same secret but a different opponent would get other dice.
    expect(segmentSeed(f.gameId, k, { federal: fe, confederate: fe })).not.toBe(f.seedOf(k));
  });

  it('a remote game never asks for live decisions: standing orders run the Activity Phase (4.3)', () => {
    const host = RemoteClient.host(gameData(), { scenario: 'weak-beginning', side: 'federal' });
    const guest = RemoteClient.join(gameData(), host.lastCode!);
    expect(host.receive(guest.lastCode!).ok).toBe(true);
    expect(host.state!.options.askConfederate).toBe(false);
    expect(host.state!.options.askFederal).toBe(false);
  });
});
