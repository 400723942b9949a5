import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import { scriptedDice } from '../../src/engine/dice';
import type { GameEvent, GameState, Side } from '../../src/engine/types';
import { playGame } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { facesOf, gameDebrief, oddsOf, playerDebrief, replayBoards, rollSide, type DebriefBoards, type StateBoards } from '../../src/game/debrief';
import { con, fed, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record } from '../fixtures/activity';

// Issue 17.4, the debrief: routes from the move events (4.13), searches (6.11), escapes (6.21)
// and blockade runs (7.11) judged against their odds, and the per-turn debrief from the
// player's view only (3.0, 4.3).

const data = gameData();
const SEED = 'debrief-1';
const game = playGame(data, 'weak-beginning', SEED, { confederate: makeBot('historical', `${SEED}:c`), federal: makeBot('historical', `${SEED}:f`) });
const boards = replayBoards(data, { scenario: 'weak-beginning', seed: SEED, options: {} }, game.record.commands as never[])!;

/** Each raider's areas entered in the Activity Phase, in order, straight from the move events. */
function movesOf(events: readonly GameEvent[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of events) if (e.kind === 'move' && e.phase === 'confederateActivity') for (const s of e.ships ?? []) (out[s] ??= []).push(...e.path!);
  return out;
}

describe('4.13 the debrief of a recorded AI game (Weak Beginning, 13.2)', () => {
  const d = gameDebrief(data, boards, game.events);

  it("4.13: each raider's route is its move events in order, each turn starting where the Activity Phase found it", () => {
    const moves = movesOf(game.events);
    expect(d.routes.length).toBeGreaterThan(0);
    for (const r of d.routes) {
      expect(
        r.legs.flatMap((l) => l.areas.filter((_, i) => l.events[i] !== -1)),
        r.ship,
      ).toEqual(moves[r.ship] ?? []);
      for (const l of r.legs) {
        expect(l.areas[0], `${r.ship} GT ${l.turn}`).toBe(boards.activity[l.turn]!.confederate[r.ship]!.area);
        // Each later area is the path of the event it names.
        l.events.forEach((ev, i) => {
          if (ev >= 0) expect(game.events[ev]!.path).toContain(l.areas[i]);
        });
      }
    }
    expect(Object.keys(moves).every((s) => d.routes.some((r) => r.ship === s))).toBe(true);
  });

  it('6.1: the Federal search posts are the ships at sea as each Activity Phase began; every search roll is placed', () => {
    for (const p of d.posts) for (const s of p.ships) expect(boards.activity[p.turn]!.federal[s]).toMatchObject({ where: 'map', area: p.area });
    const rolls = game.events.filter((e) => ['search', 'spotted', 'eces'].includes(e.kind) && e.rolls?.length);
    expect(d.searches.length).toBe(rolls.length);
    expect(d.searches.every((s) => s.area !== null)).toBe(true);
  });

  it('12.15: the merchant marine and VP per turn run from the start to the final score', () => {
    expect(d.track[0]).toMatchObject({ turn: 0, merchantMarine: boards.ends[0]!.merchantMarine, confederateVp: 0, federalVp: 0 });
    expect(d.track.at(-1)).toMatchObject({
      merchantMarine: game.state.merchantMarine,
      confederateVp: game.state.vp.confederate,
      federalVp: game.state.vp.federal,
    });
    expect(d.track.map((t) => t.turn)).toEqual([...Array(game.state.turn + 1).keys()]);
    expect(d.lastTurn).toBe(game.state.turn);
  });

  it("6.11: luck sums equal the odds: expected successes are the sum of the odds of each side's rolls", () => {
    for (const side of ['federal', 'confederate'] as Side[]) {
      let expected = 0,
        successes = 0,
        rolls = 0;
      for (const e of game.events)
        for (const r of e.rolls ?? []) {
          const f = facesOf(r.need);
          if (rollSide(r) !== side || !f || f.length === 0 || f.length === 6) continue;
          rolls++;
          expected += f.length / 6;
          successes += f.includes(r.die) ? 1 : 0;
        }
      const l = d.luck[side];
      expect(l.rolls).toBe(rolls);
      expect(l.successes).toBe(successes);
      expect(l.expected).toBeCloseTo(expected, 9);
      expect(l.lines.reduce((n, x) => n + x.expected, 0)).toBeCloseTo(expected, 9);
      expect(l.words.length).toBeGreaterThan(0);
    }
    expect(d.luck.federal.words[0]).toMatch(/^The Federal's searches \(6\.11\) succeeded \d+ times? in \d+; the odds gave [\d.]+\.$/);
  });

  it('6.21: closest calls are one pip from the other result, closest and likeliest first', () => {
    expect(d.closeCalls.length).toBeGreaterThan(0);
    for (const c of d.closeCalls) expect(c.margin).toBe(1);
    const odds = d.closeCalls.map((c) => c.odds ?? 0);
    expect(odds).toEqual([...odds].sort((a, b) => b - a));
  });
});

describe('6.11 closest calls on scripted dice', () => {
  /** Sumter sails from C12 into D10, where one Federal unit searches (6.11: spots on a 6). */
  function searchedOnce(die: number): { d: ReturnType<typeof gameDebrief>; events: GameEvent[] } {
    const sum = con('Sum');
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C12', null);
      placeFederal(s, fed('Peng'), 'D10');
    });
    const sealed = apply(data, s, {
      type: 'sealRecords',
      side: 'confederate',
      records: [
        record(
          sum,
          [
            { op: 'move', to: 'D10' },
            { op: 'move', to: 'D8' },
          ],
          ESCAPE,
        ),
      ],
      salt: '01010101010101010101010101010101',
    });
    if (!sealed.ok) throw new Error(sealed.message);
    const before = { ...sealed.state, dice: scriptedDice(die, 3, 3, 3, 3, 3, 3) };
    const r = apply(data, before, { type: 'endPhase', side: 'federal' });
    if (!r.ok) throw new Error(r.message);
    const b: DebriefBoards = { activity: { 1: before }, ends: { 0: s, 1: r.state } };
    return { d: gameDebrief(data, b, r.events), events: r.events };
  }

  it('6.11: a search that needed 6 and rolled 5 is a close call with its odds of 1 in 6', () => {
    const { d, events } = searchedOnce(5);
    const search = events.findIndex((e) => e.kind === 'search');
    expect(events[search]!.rolls![0]).toMatchObject({ table: '6.11', need: '6', die: 5 });
    expect(d.closeCalls[0]).toMatchObject({ event: search, rule: '6.11', side: 'federal', margin: 1 });
    expect(d.closeCalls[0]!.odds).toBeCloseTo(1 / 6, 9);
    expect(d.closeCalls[0]!.text).toContain('needed 6, rolled 5');
    expect(d.searches).toEqual([{ turn: 1, area: 'D10', raider: con('Sum'), spotted: false, odds: 1 / 6, event: search }]);
    expect(d.routes).toEqual([{ ship: con('Sum'), legs: [{ turn: 1, areas: ['C12', 'D10', 'D8'], events: [-1, search - 1, expect.any(Number)] }] }]);
    expect(d.posts).toEqual([{ turn: 1, area: 'D10', ships: [fed('Peng')] }]);
    expect(d.luck.federal).toMatchObject({ rolls: 1, successes: 0 });
    expect(d.luck.federal.expected).toBeCloseTo(1 / 6, 9);
  });

  it('6.11: a search that rolled 2 is no close call (four pips from a spot)', () => {
    const { d } = searchedOnce(2);
    expect(d.closeCalls.filter((c) => c.rule === '6.11')).toEqual([]);
  });

  it('6.11: the faces needed read back as odds', () => {
    expect(oddsOf('6')).toBeCloseTo(1 / 6);
    expect(oddsOf('5+')).toBeCloseTo(2 / 6);
    expect(oddsOf('3 or less')).toBeCloseTo(3 / 6);
    expect(oddsOf('2, 4, 6')).toBeCloseTo(3 / 6);
    expect(oddsOf('any roll')).toBe(1);
    expect(oddsOf('no roll')).toBe(0);
    expect(oddsOf(undefined)).toBeNull();
  });
});

describe('4.3 the per-turn debrief shows only what the player may know', () => {
  /** A game stopped with the Confederate's records sealed but not yet revealed. */
  function midGame(): { boards: StateBoards; events: GameEvent[] } {
    const seed = 'debrief-mid';
    const g = playGame(data, 'weak-beginning', seed, { confederate: makeBot('historical', `${seed}:c`), federal: makeBot('historical', `${seed}:f`) });
    // Cut the game after the third turn's records are sealed.
    const cut = g.record.commands.findIndex(
      (c, i) =>
        i > 0 &&
        (c as { type: string }).type === 'sealRecords' &&
        g.record.commands.slice(0, i).filter((x) => (x as { type: string }).type === 'sealRecords').length === 2,
    );
    const commands = g.record.commands.slice(0, cut + 1) as never[];
    const b = replayBoards(data, { scenario: 'weak-beginning', seed, options: {} }, commands)!;
    const events: GameEvent[] = [];
    let s = b.ends[0]!;
    for (const c of commands) {
      const r = apply(data, s, c);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
      events.push(...r.events);
    }
    expect(s.phase).toBe('federalMovement');
    expect(Object.values(s.records).some((r) => !r.revealed)).toBe(true);
    return { boards: { activity: b.activity, ends: { ...b.ends, [s.turn]: s } }, events };
  }

  /** The same game with every part the Federal may not see changed: sealed records, whaling values, dice, secret events. */
  function hiddenChanged(m: ReturnType<typeof midGame>): ReturnType<typeof midGame> {
    const alter = (s: GameState): GameState => {
      const c = structuredClone(s);
      for (const r of Object.values(c.records))
        if (!r.revealed) Object.assign(r, { record: { ship: 'x', steps: [{ op: 'move', to: 'C1' }], standing: ESCAPE }, salt: 'ff' });
      c.whaling = c.whaling.map((w) => (w.revealed ? w : { ...w, counter: (w.counter + 1) % 5 }));
      c.dice = scriptedDice(6, 6, 6);
      return c;
    };
    const map = (b: Record<number, GameState>) => Object.fromEntries(Object.entries(b).map(([t, s]) => [t, alter(s)]));
    const events = m.events.map((e) =>
      e.secretTo === 'confederate'
        ? { ...e, text: 'something else', path: ['C1'], rolls: [{ table: '6.11', column: 'x', need: '6', mods: [], die: 5, result: 'not spotted' }] }
        : e,
    );
    return { boards: { activity: map(m.boards.activity), ends: map(m.boards.ends) }, events };
  }

  it("4.3: the Federal player's debrief is the same whatever the hidden data (no peeking)", () => {
    const m = midGame();
    const a = playerDebrief(data, 'federal', m.boards, m.events);
    const b = playerDebrief(data, 'federal', hiddenChanged(m).boards, hiddenChanged(m).events);
    expect(b).toEqual(a);
    expect(a.side).toBe('federal');
    expect(a.track.length).toBeGreaterThan(1);
  });

  it('4.3: a full debrief of the same game does read them (the test can tell)', () => {
    const m = midGame();
    const h = hiddenChanged(m);
    const full = (x: ReturnType<typeof midGame>) => gameDebrief(data, x.boards, x.events);
    expect(full(h)).not.toEqual(full(m));
  });
});
