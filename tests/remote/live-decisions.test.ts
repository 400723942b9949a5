// 4.3, 6.1, 6.13, 4.51 played live by two players (issue 46.2): with the liveDecisions option,
// each side answers its own decisions of the Activity Phase as they come (a search, a spotted
// raider's choice, declining battle, a squadron's damage), on one device or apart. Each answer
// opens a dice segment of its own ("7:confederateActivity.2", engine dice.ts liveSegment), whose
// seed needs the other side's chain element, revealed only once the answer is committed: the
// side deciding cannot foresee or steer the dice that follow its answer, and a message that
// withholds the element its answer owes is refused.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { LIVE_SEGMENTS, PHASES, liveSegment, type Command, type GameState, type Side } from '../../src/engine/index';
import { applySeeded } from '../../src/remote/segments';
import { RemoteClient, type RemoteSave } from '../../src/remote/client';
import { chainLength, segmentIndex, segmentName } from '../../src/remote/diceSeeds';
import { chainStep } from '../../src/remote/commit';
import { decodeMessage } from '../../src/remote/protocol';
import { describeStall, playHonestPair, type PairSpec } from './honestPair';
import { forged, seededHex, turnBody } from './harness';

const spec = (seed: string, scenario: string, pairing: PairSpec['pairing'], hostSide: Side, bots: PairSpec['bots']): PairSpec => ({
  seed,
  scenario,
  options: { liveDecisions: true },
  hostSide,
  bots,
  pairing,
});

/** Four games, every pairing and host side, cautious and bold bots (those that decline and fight). */
const GAMES: PairSpec[] = [
  spec('live-a', 'weak-beginning', 'remote', 'confederate', { federal: 'random', confederate: 'bold' }),
  spec('live-b', 'greyhounds-are-loose', 'hotseat', 'federal', { federal: 'cautious', confederate: 'random' }),
  spec('live-c', 'endgame', 'remote', 'federal', { federal: 'bold', confederate: 'cautious' }),
  spec('live-d', 'cresting-tide', 'hotseat', 'confederate', { federal: 'historical', confederate: 'historical' }),
];

describe('46.2: the live-decision segments of the dice chain', () => {
  it('each answer of an Activity Phase has its own place, after the phase and before the next phase', () => {
    const [first, last] = [1, 3];
    const phase = segmentIndex('2:confederateActivity', first, last, true);
    expect(segmentIndex(liveSegment(2, 'confederateActivity', 0), first, last, true)).toBe(phase);
    for (let n = 1; n <= LIVE_SEGMENTS; n++) {
      const k = segmentIndex(liveSegment(2, 'confederateActivity', n), first, last, true);
      expect(k).toBe(phase + n);
      expect(segmentName(k, first, true)).toBe(liveSegment(2, 'confederateActivity', n));
    }
    // The phase after the Activity Phase comes after every answer's segment.
    expect(segmentIndex(segmentName(phase + LIVE_SEGMENTS + 1, first, true), first, last, true)).toBe(phase + LIVE_SEGMENTS + 1);
    expect(segmentName(phase + LIVE_SEGMENTS + 1, first, true)).not.toMatch(/confederateActivity/);
    // Past the last answer's segment, and in a game without live decisions, no such segment.
    expect(segmentIndex(liveSegment(2, 'confederateActivity', LIVE_SEGMENTS + 1), first, last, true)).toBe(-1);
    expect(segmentIndex(liveSegment(2, 'confederateActivity', 1), first, last, false)).toBe(-1);
    expect(chainLength(first, last, true)).toBe(chainLength(first, last, false) + 3 * LIVE_SEGMENTS);
  });

  it('an invitation whose dice chain does not fit its live decisions is refused', () => {
    const host = RemoteClient.host(
      gameData(),
      { scenario: 'weak-beginning', side: 'confederate', options: { liveDecisions: true } },
      { randomHex: seededHex('inv') },
    );
    const m = decodeMessage(host.lastCode!);
    const b = m.body as Extract<typeof m.body, { kind: 'invite' }>;
    const sc = gameData().scenarios['weak-beginning']!;
    expect(b.chainLength).toBe(chainLength(sc.firstTurn, sc.lastTurn, true));
    const unfit = forged(m, (x) => {
      (x.body as typeof b).chainLength = chainLength(sc.firstTurn, sc.lastTurn, false);
    });
    expect(() => RemoteClient.join(gameData(), unfit, { randomHex: seededHex('g') })).toThrow(/dice chain does not fit/);
  });
});

describe('46.2: whole games with every decision answered live by its own side', () => {
  for (const g of GAMES)
    it(`${g.scenario}, ${g.pairing}, host ${g.hostSide}: no stall, and the side deciding never knows the dice after its answer`, () => {
      let asked = 0;
      const kinds = new Set<string>();
      const rolledIn = new Set<string>();
      const o = playHonestPair(gameData(), g, undefined, (actor, clients) => {
        const st = clients[actor].state!;
        if (st.dice.kind === 'segmented' && st.dice.segment) rolledIn.add(st.dice.segment);
        // The other side answered and waits for the dice after its answer: this side's element for
        // them went first, before this side's own decision (the client's reply is due at once).
        const o: Side = actor === 'federal' ? 'confederate' : 'federal';
        const other = clients[o];
        const answeredAndWaits = other.waiting && other.state?.activity?.pending?.side === o;
        expect(answeredAndWaits, `the ${o} waits on the dice after its answer while the ${actor} decides`).toBe(false);
        const pending = st.activity?.pending;
        if (!pending) return;
        asked++;
        kinds.add(`${pending.side}:${pending.kind}`);
        expect(pending.side).toBe(actor);
        // The segment the dice after this answer come from: neither side can roll it yet.
        const next = clients[actor].segmentIndex(liveSegment(st.turn, 'confederateActivity', (st.activity!.answered ?? 0) + 1));
        expect(clients.federal.seedOf(next), 'the Federal knows the dice after the answer').toBeNull();
        expect(clients.confederate.seedOf(next), 'the Confederate knows the dice after the answer').toBeNull();
      });
      expect(o.stall ? describeStall(o) : 'no stall').toBe('no stall');
      expect(asked).toBe(o.decisions.federal + o.decisions.confederate);
      expect(o.decisions.federal, 'Federal decisions answered live').toBeGreaterThan(0);
      expect([...kinds].some((k) => k.startsWith('federal:'))).toBe(true);
      // The dice after answers did come from the answers' own segments.
      expect([...rolledIn].filter((x) => /:confederateActivity\.\d+$/.test(x)).length).toBeGreaterThan(0);
    });

  it('over these games both sides answer live, and each kind of decision the bots met came up', () => {
    const kinds = new Set<string>();
    let confederate = 0;
    for (const g of GAMES) {
      const o = playHonestPair(gameData(), g, undefined, (actor, clients) => {
        const p = clients[actor].state!.activity?.pending;
        if (p) kinds.add(`${p.side}:${p.kind}`);
      });
      confederate += o.decisions.confederate;
    }
    expect(confederate).toBeGreaterThan(0);
    expect(kinds).toContain('federal:search');
    expect(kinds).toContain('confederate:spotted');
    // 11.74: Semmes' reroll, asked after the failed die is seen; the reroll comes from the answer's own segment.
    expect(kinds).toContain('confederate:semmes');
  });
});

describe('46.2: a live decision left to the standing orders (its time up, or by choice)', () => {
  for (const g of GAMES.slice(0, 2))
    it(`${g.scenario}, ${g.pairing}: every third decision left to the standing orders; no stall, and both sides' logs say how it was answered`, () => {
      let seenWaiting = 0;
      let both: Readonly<Record<Side, RemoteClient>> | null = null;
      const o = playHonestPair(gameData(), { ...g, lapses: true }, undefined, (actor, clients) => {
        both = clients;
        // The page waiting on a live decision sees it pending too (decisionClock.ts shows its time there).
        const o: Side = actor === 'federal' ? 'confederate' : 'federal';
        const p = clients[actor].state!.activity?.pending;
        if (p && clients[o].state?.activity?.pending?.side === actor) seenWaiting++;
      });
      expect(o.stall ? describeStall(o) : 'no stall').toBe('no stall');
      expect(o.lapses, 'decisions left to the standing orders').toBeGreaterThan(0);
      expect(seenWaiting, 'the waiting side saw the decision pending').toBeGreaterThan(0);
      // Both sides' logs hold the same decision lines, the lapses' included, each saying how it was answered.
      const lines = (side: Side) => both![side].events.filter((e) => e.rule === '4.3' && e.kind === 'decision').map((e) => e.text);
      const fed = lines('federal');
      expect(fed.filter((t) => /no answer came in the time the pace gives a live decision: the standing orders answer$/.test(t)).length).toBeGreaterThan(0);
      expect(fed.filter((t) => /: left to the standing orders$/.test(t)).length).toBeGreaterThan(0);
      expect(lines('confederate')).toEqual(fed);
    });
});

describe('46.2: a message that withholds the element its answer owes is refused', () => {
  it('the decider re-sends its older element instead of the new segment’s: bad dice-chain element, the receiver unchanged', () => {
    const caught: { code: string; receiver: RemoteSave; to: Side }[] = [];
    const g = GAMES[0]!;
    playHonestPair(gameData(), g, (from, code, _spectator, clients) => {
      const m = decodeMessage(code);
      if (m.body.kind !== 'turn' || !m.body.commands.some((c) => c.type === 'decide')) return;
      const sc = gameData().scenarios[g.scenario]!;
      // Its element is for a live answer's own segment: the dice after the answer.
      if (!segmentName(m.body.reveal.index, sc.firstTurn, true).includes('.')) return;
      const to: Side = from === 'federal' ? 'confederate' : 'federal';
      caught.push({ code, receiver: clients[to].toJSON(), to });
    });
    expect(caught.length).toBeGreaterThan(0);
    for (const x of caught.slice(0, 3)) {
      const open = () => RemoteClient.fromJSON(gameData(), structuredClone(x.receiver), { randomHex: seededHex('x') });
      expect(open().receive(x.code).ok, 'the honest message').toBe(true);
      const older = forged(x.code, (m) => {
        const { reveal } = turnBody(m);
        turnBody(m).reveal = { index: reveal.index - 1, element: chainStep(reveal.element) };
      });
      const c = open();
      const before = JSON.stringify(c.toJSON());
      const r = c.receive(older);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.check).toBe('chainElement');
      expect(JSON.stringify(c.toJSON())).toBe(before);
    }
  });
});

describe('46.2: past the last live segment of a phase, standing orders answer', () => {
  it(`the ${LIVE_SEGMENTS}th answer is the last asked; the log says so, and the phase runs on without asking`, () => {
    let at: { state: GameState; side: Side } | null = null;
    playHonestPair(gameData(), GAMES[0]!, undefined, (actor, clients) => {
      if (!at && clients[actor].state!.activity?.pending) at = { state: structuredClone(clients[actor].state!), side: actor };
    });
    expect(at).not.toBeNull();
    const { state, side } = at!;
    state.activity!.answered = LIVE_SEGMENTS - 1;
    // Every segment of the turn known (a test holds both chains' worth of seeds).
    const seeds: Record<string, string> = {};
    for (const p of PHASES) for (let n = 0; n <= LIVE_SEGMENTS; n++) seeds[liveSegment(state.turn, p, n)] = `seed-${p}-${n}`;
    for (const p of PHASES) seeds[liveSegment(state.turn + 1, p, 0)] = `next-${p}`;
    const choice = state.activity!.pending!.options[0]!;
    const r = applySeeded(gameData(), state, { type: 'decide', side, choice } as Command, seeds);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.activity?.answered ?? LIVE_SEGMENTS).toBe(LIVE_SEGMENTS);
    expect(r.events.map((e) => e.text).join('\n')).toMatch(new RegExp(`last of ${LIVE_SEGMENTS} live answers`));
    // No decision of this Activity Phase waits on a side any more.
    expect(r.state.phase === 'confederateActivity' && r.state.activity?.pending).toBeFalsy();
  });
});

describe('46.2: a save claiming more live answers than a phase has is refused', () => {
  it(`answered past ${LIVE_SEGMENTS}: the save's state fails its schema, naming the field`, () => {
    let save: RemoteSave | null = null;
    playHonestPair(gameData(), GAMES[0]!, undefined, (actor, clients) => {
      if (!save && clients[actor].state!.activity?.pending) save = clients[actor].toJSON();
    });
    const bad = structuredClone(save!) as RemoteSave;
    bad.state!.activity!.answered = LIVE_SEGMENTS + 1;
    expect(() => RemoteClient.fromJSON(gameData(), bad, { randomHex: seededHex('s') })).toThrow(/answered/);
    const fine = structuredClone(save!) as RemoteSave;
    fine.state!.activity!.answered = LIVE_SEGMENTS;
    expect(() => RemoteClient.fromJSON(gameData(), fine, { randomHex: seededHex('s') })).not.toThrow();
  });
});
