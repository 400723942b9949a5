// Issue 44.7: the checks of a message (src/remote/verify.ts) and the dice of a game played apart
// (src/remote/segments.ts), each function on its own, the one implementation the players'
// clients and the spectator share. Each refusal is named by its check (checks.ts), the boundary
// of each comparison is tried from both sides, and a message that passes gives what it should.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { makeBot } from '../../src/ai/registry';
import { view, type Command, type GameState, type Side } from '../../src/engine/index';
import { HashChain, type KnownChain } from '../../src/remote/commit';
import { Refused, type RemoteCheck } from '../../src/remote/checks';
import { chainLength, segmentName, segmentSeed } from '../../src/remote/diceSeeds';
import { sealMessage, type Message } from '../../src/remote/protocol';
import { publicHash } from '../../src/remote/publicHash';
import { checkDigest, checkInvitation, checkPlace, checkPublicHash, checkSenders, nextElement } from '../../src/remote/verify';
import { applySeeded, progressSeeded, rolledIn, seedsFrom, segmentOf, startSeeded, type SeedGame } from '../../src/remote/segments';

const H = (c: string) => c.repeat(64);
/** The check a call refuses with, or 'ok'. */
function checkOf(f: () => unknown): RemoteCheck | 'ok' {
  try {
    f();
    return 'ok';
  } catch (e) {
    if (e instanceof Refused) return e.check;
    throw e;
  }
}

const data = gameData();
const sc = data.scenarios['weak-beginning']!;

function invite(over: Partial<Message> = {}, body: Partial<Extract<Message['body'], { kind: 'invite' }>> = {}): Message {
  return sealMessage({
    format: 'sea-devils-remote',
    version: 1,
    game: 'a'.repeat(32),
    seq: 0,
    from: 'federal',
    prev: null,
    stateHash: null,
    body: {
      kind: 'invite',
      scenario: 'weak-beginning',
      options: {},
      hostSide: 'federal',
      anchor: H('b'),
      chainLength: chainLength(sc.firstTurn, sc.lastTurn),
      dataPack: null,
      ...body,
    },
    ...over,
  } as Omit<Message, 'digest'>);
}

describe('checkDigest: integrity', () => {
  it('takes a sealed message and refuses one altered after sealing', () => {
    const m = invite();
    expect(checkOf(() => checkDigest(m))).toBe('ok');
    expect(checkOf(() => checkDigest({ ...m, seq: 1 }))).toBe('integrity');
    expect(checkOf(() => checkDigest({ ...m, digest: H('0') }))).toBe('integrity');
  });
});

describe("checkPlace: the message's place in the conversation", () => {
  const m = (seq: number, prev: string | null = H('1'), digest = H('d')) => ({ ...invite(), seq, prev, digest });
  const last = { seq: 4, digest: H('d') };
  it('takes the message due that answers the last one', () => {
    expect(checkOf(() => checkPlace(m(5), { due: 5, last, prev: H('1') }))).toBe('ok');
    expect(checkOf(() => checkPlace(m(0, null), { due: 0, last: null, prev: null }))).toBe('ok');
  });
  it('a number already taken is replayed, the same message or another under it', () => {
    expect(checkOf(() => checkPlace(m(4), { due: 5, last, prev: H('1') }))).toBe('replayed');
    expect(checkOf(() => checkPlace(m(4, H('1'), H('e')), { due: 5, last, prev: H('1') }))).toBe('replayed');
    expect(checkOf(() => checkPlace(m(3), { due: 5, last, prev: H('1') }))).toBe('replayed');
  });
  it('any other number than the one due is out of order, ahead or behind', () => {
    expect(checkOf(() => checkPlace(m(6), { due: 5, last, prev: H('1') }))).toBe('outOfOrder');
    expect(checkOf(() => checkPlace(m(7), { due: 5, last: null, prev: H('1') }))).toBe('outOfOrder');
    expect(checkOf(() => checkPlace(m(3), { due: 5, last: null, prev: H('1') }))).toBe('outOfOrder');
  });
  it('a message that answers another is a broken chain', () => {
    expect(checkOf(() => checkPlace(m(5, H('2')), { due: 5, last, prev: H('1') }))).toBe('chain');
    expect(checkOf(() => checkPlace(m(5, null), { due: 5, last, prev: H('1') }))).toBe('chain');
  });
});

describe('checkInvitation', () => {
  it("gives the invitation's body when it fits this page", () => {
    const i = invite();
    expect(checkInvitation(data, i)).toEqual(i.body);
  });
  it('refuses a later message, an unknown scenario, another sender, a chain of another length or another data pack', () => {
    expect(checkOf(() => checkInvitation(data, invite({ seq: 1 })))).toBe('sequence');
    expect(checkOf(() => checkInvitation(data, invite({ prev: H('1') })))).toBe('sequence');
    const accept = { ...invite(), body: { kind: 'accept', anchor: H('b'), reveal: { index: 0, element: H('c') } } } as Message;
    expect(checkOf(() => checkInvitation(data, accept))).toBe('sequence');
    // The kind alone refuses it, whatever else the body holds.
    const turn = { ...invite(), body: { ...invite().body, kind: 'turn' } } as unknown as Message;
    expect(checkOf(() => checkInvitation(data, turn))).toBe('sequence');
    expect(checkOf(() => checkInvitation(data, invite({}, { scenario: 'no-such' })))).toBe('sequence');
    expect(checkOf(() => checkInvitation(data, invite({}, { scenario: 'constructor' })))).toBe('sequence');
    expect(checkOf(() => checkInvitation(data, invite({ from: 'confederate' })))).toBe('wrongSender');
    expect(checkOf(() => checkInvitation(data, invite({ from: 'confederate' }, { hostSide: 'confederate' })))).toBe('ok');
    const length = chainLength(sc.firstTurn, sc.lastTurn);
    expect(checkOf(() => checkInvitation(data, invite({}, { chainLength: length + 1 })))).toBe('sequence');
    expect(checkOf(() => checkInvitation(data, invite({}, { chainLength: length - 1 })))).toBe('sequence');
    expect(checkOf(() => checkInvitation(data, invite({}, { dataPack: 'other' })))).toBe('sequence');
  });
});

describe('nextElement: bad dice-chain element', () => {
  const chain = new HashChain(H('5'), 12);
  const fresh: KnownChain = { anchor: chain.anchor, length: 12, index: 0, element: null };
  it('takes an element that hashes onto the anchor or the latest element, and gives what is known after it', () => {
    const k2 = nextElement(fresh, { index: 2, element: chain.element(2) }, 'federal');
    expect(k2).toEqual({ anchor: chain.anchor, length: 12, index: 2, element: chain.element(2) });
    expect(nextElement(k2, { index: 5, element: chain.element(5) }, 'federal')).toEqual({ ...k2, index: 5, element: chain.element(5) });
    expect(nextElement(k2, { index: 2, element: chain.element(2) }, 'federal')).toEqual(k2);
  });
  it("refuses an older element, even one that hashes onto what is known, and another chain's", () => {
    const k5 = nextElement(fresh, { index: 5, element: chain.element(5) }, 'federal');
    expect(checkOf(() => nextElement(k5, { index: 3, element: chain.element(3) }, 'federal'))).toBe('chainElement');
    // Known by its anchor only, at a later place: an element for an earlier one still hashes onto the anchor.
    expect(checkOf(() => nextElement({ ...fresh, index: 5 }, { index: 3, element: chain.element(3) }, 'federal'))).toBe('chainElement');
    expect(checkOf(() => nextElement(fresh, { index: 2, element: new HashChain(H('6'), 12).element(2) }, 'federal'))).toBe('chainElement');
    expect(checkOf(() => nextElement(fresh, { index: 3, element: chain.element(2) }, 'federal'))).toBe('chainElement');
  });
});

describe('checkSenders: wrong sender', () => {
  const c = (side: Side) => ({ type: 'endPhase', side }) as unknown as Command;
  it("takes only the sender's own commands, whichever one is not", () => {
    expect(checkOf(() => checkSenders([], 'federal'))).toBe('ok');
    expect(checkOf(() => checkSenders([c('federal'), c('federal')], 'federal'))).toBe('ok');
    expect(checkOf(() => checkSenders([c('federal'), c('confederate')], 'federal'))).toBe('wrongSender');
    expect(checkOf(() => checkSenders([c('confederate')], 'federal'))).toBe('wrongSender');
  });
});

// A game of segmented dice, both chains whole as a test holds them.
const g: SeedGame = { gameId: 'f'.repeat(32), firstTurn: sc.firstTurn, lastTurn: sc.lastTurn, live: false };
const length = chainLength(sc.firstTurn, sc.lastTurn);
const chains = { federal: new HashChain(H('7'), length), confederate: new HashChain(H('8'), length) };
const seedOf = (k: number) => segmentSeed(g.gameId, k, { federal: chains.federal.element(k), confederate: chains.confederate.element(k) });

describe('seedsFrom: the seeds both sides’ known elements give', () => {
  it('whole chains: every segment asked for, each the hash of both elements', () => {
    const s = seedsFrom(g, chains, 0, 3);
    expect(Object.keys(s).sort()).toEqual([0, 1, 2, 3].map((k) => segmentName(k, g.firstTurn)).sort());
    for (const k of [0, 1, 2, 3]) expect(s[segmentName(k, g.firstTurn)]).toBe(seedOf(k));
    expect(Object.keys(seedsFrom(g, chains, 0))).toHaveLength(length);
    expect(Object.keys(seedsFrom(g, chains, 2, 3)).sort()).toEqual([2, 3].map((k) => segmentName(k, g.firstTurn)).sort());
    expect(Object.keys(seedsFrom(g, chains, -4, 1)).sort()).toEqual([0, 1].map((k) => segmentName(k, g.firstTurn)).sort());
  });
  it('a chain known as revealed: up to its latest element, each earlier one hashed back from it', () => {
    const conf: KnownChain = { anchor: chains.confederate.anchor, length, index: 4, element: chains.confederate.element(4) };
    const s = seedsFrom(g, { federal: chains.federal, confederate: conf }, 0);
    expect(Object.keys(s)).toHaveLength(5);
    for (const k of [0, 1, 2, 3, 4]) expect(s[segmentName(k, g.firstTurn)]).toBe(seedOf(k));
    const both = seedsFrom(g, { federal: { ...conf, anchor: chains.federal.anchor, index: 2, element: chains.federal.element(2) }, confederate: conf }, 0);
    expect(Object.keys(both)).toHaveLength(3);
    expect(both[segmentName(0, g.firstTurn)]).toBe(seedOf(0));
  });
  it('nothing known of one side gives no seed', () => {
    expect(seedsFrom(g, { federal: chains.federal, confederate: null }, 0)).toEqual({});
    expect(seedsFrom(g, { federal: chains.federal, confederate: { anchor: chains.confederate.anchor, length, index: 0, element: null } }, 0)).toEqual({});
  });
});

describe('segmentOf and rolledIn', () => {
  it('places a segment of the game and throws for one outside it', () => {
    expect(segmentOf(g, 'setup')).toBe(0);
    expect(segmentOf(g, segmentName(7, g.firstTurn))).toBe(7);
    expect(() => segmentOf(g, `${g.lastTurn + 1}:confederateActivity`)).toThrow(/outside the game/);
  });
  it('is 0 before any roll and in a game of other dice, else the place of the segment last rolled in', () => {
    const base = { dice: { kind: 'segmented', seeds: {}, segment: null, prng: null, rolled: 0 } } as unknown as GameState;
    expect(rolledIn(g, base)).toBe(0);
    expect(rolledIn(g, { ...base, dice: { ...base.dice, segment: segmentName(9, g.firstTurn) } } as GameState)).toBe(9);
    expect(rolledIn(g, { dice: { kind: 'seeded', seed: 'x', prng: null, rolled: 0, segment: segmentName(9, g.firstTurn) } } as unknown as GameState)).toBe(0);
  });
});

describe('startSeeded and applySeeded: the seeds go in for the call and never stay', () => {
  it('the start waits on the set-up segment without its seed, and with it keeps no seed', () => {
    expect(startSeeded(data, 'weak-beginning', {}, {})).toEqual({ awaiting: 'setup' });
    const s = startSeeded(data, 'weak-beginning', {}, seedsFrom(g, chains, 0, 0));
    if (!('state' in s)) throw new Error(`the start waits on ${s.awaiting}`);
    expect(s.state.dice).toMatchObject({ kind: 'segmented' });
    expect(s.state.dice).toHaveProperty('seeds', {});
    expect(s.state.options).toMatchObject({ askConfederate: false, askFederal: false, remote: true });
    // The same seeds, the same game.
    const again = startSeeded(data, 'weak-beginning', {}, seedsFrom(g, chains, 0, 0));
    expect('state' in again && publicHash(again.state)).toBe(publicHash(s.state));
  });
  it('a command applied with every seed leaves none in the state; a refused one changes nothing; a game of other dice runs as it is', () => {
    const start = startSeeded(data, 'weak-beginning', {}, seedsFrom(g, chains, 0, 0));
    if (!('state' in start)) throw new Error('no start');
    const all = seedsFrom(g, chains, 0);
    let st = start.state;
    let played = 0;
    for (let n = 0; n < 40 && played < 5; n++) {
      for (const side of ['federal', 'confederate'] as const) {
        const cmd = makeBot('random', `v${n}`).next(data, view(st, side), side);
        const r = applySeeded(data, st, cmd, all);
        if (!r.ok) continue;
        expect(r.state.dice).toMatchObject({ kind: 'segmented' });
        expect(r.state.dice).toHaveProperty('seeds', {});
        expect(st.dice).toHaveProperty('seeds', {});
        st = r.state;
        played++;
      }
    }
    expect(played).toBeGreaterThan(0);
    const refused = applySeeded(data, st, { type: 'nonsense', side: 'federal' } as unknown as Command, all);
    expect(refused.ok).toBe(false);
  });
  it('a state of seeded dice is applied with its own dice, no seeds put in', () => {
    const start = startSeeded(data, 'weak-beginning', {}, seedsFrom(g, chains, 0, 0));
    if (!('state' in start)) throw new Error('no start');
    const seeded = { ...start.state, dice: { kind: 'seeded', seed: 's', prng: null, rolled: 0 } } as GameState;
    // The side to act is the one whose random-legal command is taken.
    const r = (['federal', 'confederate'] as const)
      .map((side) => applySeeded(data, seeded, makeBot('random', 'x').next(data, view(seeded, side), side), seedsFrom(g, chains, 0)))
      .find((x) => x.ok);
    if (!r?.ok) throw new Error('neither side could play at the start');
    expect(r.state.dice).toMatchObject({ kind: 'seeded', seed: 's' });
    expect(r.state.dice).not.toHaveProperty('seeds');
  });
  it('a start that fails for another reason than dice still throws', () => {
    expect(() => startSeeded(data, 'no-such-scenario', {}, seedsFrom(g, chains, 0))).toThrow();
  });
  it('progressSeeded: a command that waits on a segment not known gives the game as far as it got, with no seed; one that does not wait gives nothing', () => {
    const start = startSeeded(data, 'weak-beginning', {}, seedsFrom(g, chains, 0, 0));
    if (!('state' in start)) throw new Error('no start');
    const few = seedsFrom(g, chains, 0, 0);
    let st = start.state;
    for (let n = 0; n < 200; n++) {
      for (const side of ['federal', 'confederate'] as const) {
        const cmd = makeBot('random', `v${n}`).next(data, view(st, side), side);
        const r = applySeeded(data, st, cmd, few);
        if (r.ok) {
          st = r.state;
          continue;
        }
        if (!r.awaiting) continue;
        const before = JSON.stringify(st);
        const p = progressSeeded(data, st, cmd, few);
        expect(p).not.toBeNull();
        expect(p!.state.phase).not.toBe(st.phase);
        expect(p!.state.dice).toMatchObject({ kind: 'segmented' });
        expect(p!.state.dice).toHaveProperty('seeds', {});
        expect(JSON.stringify(st)).toBe(before);
        expect(progressSeeded(data, st, cmd, seedsFrom(g, chains, 0))).toBeNull();
        return;
      }
    }
    throw new Error('no command waited on its dice');
  });
});

describe('checkPublicHash: state check failed', () => {
  it("takes the sender's hash of this game and refuses any other", () => {
    const s = startSeeded(data, 'weak-beginning', {}, seedsFrom(g, chains, 0, 0));
    if (!('state' in s)) throw new Error('no start');
    expect(checkOf(() => checkPublicHash(s.state, 0, publicHash(s.state), 'federal'))).toBe('ok');
    expect(checkOf(() => checkPublicHash(s.state, 0, H('0'), 'federal'))).toBe('stateHash');
  });
});
