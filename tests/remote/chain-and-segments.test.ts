// The pieces of remote play's fair dice and bookkeeping on their own (docs/remote-play.md, "Fair
// dice"; issue 44.7: the mutants of commit.ts, diceSeeds.ts, halt.ts, linkKeys.ts, save.ts and
// handOff.ts these pin): canonical JSON, a hash chain and the check of a revealed element, a
// segment's place in the game, the other page's halt notice, the links' fragment keys, a save's
// hex fields, and when a client on one device writes its message.

import { describe, expect, it } from 'vitest';
import { HashChain, canonicalJson, chainStep, verifyElement, type KnownChain } from '../../src/remote/commit';
import { chainLength, segmentIndex, segmentName } from '../../src/remote/diceSeeds';
import { haltStands, haltText, haltThere, type Halt } from '../../src/remote/halt';
import { CHAT_LINK_KEY, JOIN_KEY, LINK_KEY, WATCH_KEY } from '../../src/remote/linkKeys';
import { readSave } from '../../src/remote/save';
import { sendsNow } from '../../src/remote/handOff';
import { RemoteClient, type RemoteStatus } from '../../src/remote/client';
import { gameData } from '../helpers';
import { seededHex } from './harness';

describe('canonical JSON: the same content, the same text', () => {
  it('keys sorted at every depth, undefined members left out, arrays in their order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: undefined, x: null }], c: 'x' }, e: undefined })).toBe(
      '{"a":{"c":"x","d":[3,{"x":null,"z":1}]},"b":1}',
    );
    expect(canonicalJson([{ b: 2, a: 1 }, null, 'x'])).toBe('[{"a":1,"b":2},null,"x"]');
  });
});

describe('a hash chain and the check of a revealed element', () => {
  const chain = new HashChain('a'.repeat(64), 5);
  const known = (over: Partial<KnownChain> = {}): KnownChain => ({ anchor: chain.anchor, length: 5, index: -1, element: null, ...over });

  it('each element hashes once to the one before it, the first to the anchor; none past the end', () => {
    expect(chainStep(chain.element(0))).toBe(chain.anchor);
    for (let k = 1; k < 5; k++) expect(chainStep(chain.element(k))).toBe(chain.element(k - 1));
    expect(chain.element(4)).toBe('a'.repeat(64)); // the last element is the secret itself
    expect(() => chain.element(5)).toThrow("chain element 5 is beyond the chain's 5");
    expect(() => chain.element(-1)).toThrow("chain element -1 is beyond the chain's 5");
  });

  it('an element checks against the anchor, or against the latest element known', () => {
    expect(verifyElement(known(), 0, chain.element(0))).toBe(true);
    expect(verifyElement(known(), 3, chain.element(3))).toBe(true);
    expect(verifyElement(known({ index: 2, element: chain.element(2) }), 4, chain.element(4))).toBe(true);
    expect(verifyElement(known({ index: 2, element: chain.element(2) }), 2, chain.element(2))).toBe(true);
    expect(verifyElement(known(), 3, chain.element(2))).toBe(false);
  });

  it('refused: an index that is no whole number, below 0, past the chain, older than the one known; an element that is not 64 hex digits', () => {
    expect(verifyElement(known(), 1.5, chain.element(1))).toBe(false);
    expect(verifyElement(known(), -1, chain.anchor)).toBe(false);
    const long = new HashChain('a'.repeat(64), 6);
    expect(verifyElement({ ...known(), anchor: long.anchor, length: 5 }, 5, long.element(5))).toBe(false);
    expect(verifyElement({ ...known(), anchor: long.anchor, length: 6 }, 5, long.element(5))).toBe(true);
    expect(verifyElement(known({ index: 3, element: chain.element(3) }), 1, chain.element(1))).toBe(false);
    for (const e of [`0${chain.element(0)}`, `${chain.element(0)}0`, chain.element(0).toUpperCase()]) expect(verifyElement(known(), 0, e)).toBe(false);
  });
});

describe("a segment's place in the game (its dice's seed index)", () => {
  it('set-up first, then one place per phase of each turn; back and forth', () => {
    expect(segmentIndex('setup', 3, 5)).toBe(0);
    const n = chainLength(3, 5);
    for (let k = 0; k < n; k++) expect(segmentIndex(segmentName(k, 3), 3, 5)).toBe(k);
    expect(segmentIndex(segmentName(1, 3), 3, 5)).toBe(1);
    expect(segmentName(1, 3)).toMatch(/^3:/);
  });

  it('outside the game: a turn before the first or after the last, an unknown phase, anything around the name', () => {
    const name = segmentName(1, 3).split(':')[1]!;
    for (const s of [`2:${name}`, `6:${name}`, '3:noSuchPhase', `x3:${name}`, `3:${name}!`, `3:${name} `, name, ''])
      expect([s, segmentIndex(s, 3, 5)]).toEqual([s, -1]);
  });
});

describe("44.1: the other page's halt notice", () => {
  const lastSent = { seq: 4, code: 'SD1.four' };
  it("halts this side only when it names this side's last message and nothing came after it", () => {
    expect(haltThere({ seq: 4, check: 'stateHash', message: 'm' }, lastSent, 3)).toEqual({
      by: 'there',
      seq: 4,
      check: 'stateHash',
      message: 'm',
      code: 'SD1.four',
    });
    expect(haltThere({ seq: 4, check: 'stateHash', message: 'm' }, lastSent, null)).not.toBeNull();
    expect(haltThere({ seq: 4, check: 'stateHash', message: 'm' }, lastSent, 4)).not.toBeNull();
    expect(haltThere({ seq: 4, check: 'stateHash', message: 'm' }, lastSent, 5)).toBeNull();
    expect(haltThere({ seq: 2, check: 'stateHash', message: 'm' }, lastSent, 1)).toBeNull();
    expect(haltThere({ seq: 0, check: 'stateHash', message: 'm' }, { seq: 0, code: 'SD1.zero' }, null)).not.toBeNull();
    expect(haltThere({ seq: 4, check: 'stateHash', message: 'm' }, null, null)).toBeNull();
  });

  it('a halt stands until a message is received after the one refused', () => {
    const h: Halt = { by: 'here', seq: 0, check: 'integrity', message: 'm', code: null };
    expect([haltStands(h, null), haltStands(h, 0)]).toEqual([true, false]);
    expect([haltStands({ ...h, seq: 3 }, 2), haltStands({ ...h, seq: 3 }, 3)]).toEqual([true, false]);
  });

  it("the sentence drops only the refusal's final full stop", () => {
    const h: Halt = { by: 'there', seq: 2, check: 'stateHash', message: 'state check failed: the games differ at turn 3.5.', code: null };
    expect(haltText(h, 'federal')).toContain('(check "state check failed": the games differ at turn 3.5)');
  });
});

describe("the links' fragment keys (links already sent must keep opening)", () => {
  it('a code, a mailbox, its chat key and a spectator', () => {
    expect([LINK_KEY, JOIN_KEY, CHAT_LINK_KEY, WATCH_KEY]).toEqual(['sd', 'join', 'chat', 'watch']);
  });
});

describe("a save's hex fields", () => {
  it('a secret with a character before or after its 64 hex digits is refused, by field', () => {
    const save = RemoteClient.host(gameData(), { scenario: 'weak-beginning', side: 'federal' }, { randomHex: seededHex('save-hex') }).toJSON();
    expect(readSave(structuredClone(save)).secret).toBe(save.secret);
    for (const secret of [`0${save.secret}`, `${save.secret}0`])
      expect(() => readSave({ ...save, secret })).toThrow('not a remote game save: secret: expected 64 hex digits');
  });
});

describe('when a client on one device writes its message (handOff.ts)', () => {
  const client = (status: RemoteStatus, owesReply: boolean) => ({ status: () => status, owesReply }) as unknown as RemoteClient;
  it('when it must send; on its own turn only when it owes a reply the other side waits on', () => {
    expect(sendsNow(client('send', false), false)).toBe(true);
    expect(sendsNow(client('yourTurn', true), true)).toBe(true);
    expect(sendsNow(client('yourTurn', true), false)).toBe(false);
    expect(sendsNow(client('yourTurn', false), true)).toBe(false);
    expect(sendsNow(client('waiting', true), true)).toBe(false);
    expect(sendsNow(client('over', true), true)).toBe(false);
  });
});
