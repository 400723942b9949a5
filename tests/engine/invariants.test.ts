import { describe, expect, it } from 'vitest';
import { invariants } from '../../src/engine/invariants';
import { apply } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { view } from '../../src/engine/view';
import { RandomBot } from '../../src/ai/randomBot';
import type { GameState } from '../../src/engine/types';
import { gameData, start } from '../helpers';

// The invariants the property test and the fuzz check after every accepted command
// (src/engine/invariants.ts). Each case breaks exactly one of them in a state that holds them
// all, and expects exactly one problem, naming what broke. Without this file the checker had no
// test of its own: a checker that found nothing would have let every property run pass.

const data = gameData();

/**
 * A Campaign state some way into GT 1, with Federal ships on the map and raiders at sea. Played
 * afresh in each test, never when the file loads: engine code run outside a test counts for
 * mutation testing as run by every test (a "static" mutant, tested against the whole suite), and a
 * state kept between tests could carry a mutant's work into the next mutant's run.
 */
function midGame(): GameState {
  let s = start('campaign', 'invariants').state;
  const bots = { federal: new RandomBot('f-inv'), confederate: new RandomBot('c-inv') };
  for (let n = 0; n < 400; n++) {
    const onMap = Object.values(s.federal).some((f) => f.where === 'map');
    const atSea = Object.values(s.confederate).some((c) => c.status === 'inPlay' && !c.port);
    const inPort = Object.values(s.confederate).some((c) => c.status === 'inPlay' && c.port);
    if (onMap && atSea && inPort && s.phase === 'federalMovement') return s;
    const side = activeSide(s)!;
    const r = apply(data, s, bots[side].next(data, view(s, side), side));
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  throw new Error('no mid-game state with ships on the map, at sea and in port');
}

const federalOnMap = (s: GameState) => Object.values(s.federal).find((f) => f.where === 'map')!;
const federalOffMap = (s: GameState) => Object.values(s.federal).find((f) => f.where === 'available')!;
const raiderAtSea = (s: GameState) => Object.values(s.confederate).find((c) => c.status === 'inPlay' && !c.port)!;
const raiderInPort = (s: GameState) => Object.values(s.confederate).find((c) => c.status === 'inPlay' && c.port)!;

/** Some problem names `what`. */
function aProblem(s: GameState, what: string): void {
  expect(
    invariants(data, s).some((b) => b.includes(what)),
    what,
  ).toBe(true);
}

/** Exactly one problem, and it names `what`. */
function oneProblem(s: GameState, what: string): void {
  const bad = invariants(data, s);
  expect(bad).toHaveLength(1);
  expect(bad[0]).toContain(what);
}

describe('invariants: a legal state holds them all', () => {
  it('a new game of every scenario and a game under way', () => {
    for (const id of Object.keys(data.scenarios)) expect(invariants(data, start(id, 'x').state), id).toEqual([]);
    const base = midGame();
    expect(invariants(data, base)).toEqual([]);
    expect(federalOnMap(base).area).not.toBeNull();
    expect(raiderInPort(base).port).not.toBeNull();
  });
});

describe('invariants: each Federal ship in one place (2.1, 10.4)', () => {
  it('an id the data does not know', () => {
    const s = midGame();
    const f = federalOnMap(s);
    s.federal.ghost = { ...f, id: 'ghost' };
    oneProblem(s, 'ghost');
  });
  it('on the map without an area, or off it with one', () => {
    // No area on the map is also no known area: both are said.
    const s = midGame();
    const f = federalOnMap(s);
    f.area = null;
    aProblem(s, `${f.id}: where map`);
    const t = midGame();
    const g = federalOffMap(t);
    g.area = 'C12';
    oneProblem(t, g.id);
  });
  it('on the map in an area the map lacks', () => {
    const s = midGame();
    const f = federalOnMap(s);
    f.area = 'Z99';
    oneProblem(s, 'Z99');
  });
  it("availability used between 0 and the counter's availability (10.11)", () => {
    const s = midGame();
    const f = federalOnMap(s);
    const most = data.federal[f.id]!.availability;
    f.availabilityUsed = most;
    expect(invariants(data, s)).toEqual([]);
    f.availabilityUsed = most + 1;
    oneProblem(s, f.id);
    f.availabilityUsed = -1;
    oneProblem(s, f.id);
    f.availabilityUsed = 0;
    expect(invariants(data, s)).toEqual([]);
  });
  it('a blockader the raider does not list (7.24)', () => {
    const s = midGame();
    const f = federalOnMap(s);
    const c = raiderInPort(s);
    f.area = c.area;
    f.blockading = c.id;
    oneProblem(s, c.id);
    c.blockadedBy.push(f.id);
    expect(invariants(data, s)).toEqual([]);
    f.blockading = 'nobody';
    // Both ends now disagree: the ship names nobody, and the raider lists a ship that holds no blockade.
    aProblem(s, 'nobody');
    aProblem(s, `blockaded by ${f.id}`);
  });
  it('a raider that lists a blockader which does not blockade it (7.24)', () => {
    const s = midGame();
    const c = raiderInPort(s);
    c.blockadedBy.push(federalOffMap(s).id);
    oneProblem(s, `blockaded by ${federalOffMap(s).id}`);
  });
  it('a blockade held from another area, or from a pool (7.23, 10.1: it ends as its ship leaves)', () => {
    const s = midGame();
    const f = federalOnMap(s);
    const c = raiderInPort(s);
    f.area = c.area === 'C9' ? 'C10' : 'C9';
    f.blockading = c.id;
    c.blockadedBy.push(f.id);
    oneProblem(s, `blockades ${c.id} in ${c.area} from ${f.area}`);
    Object.assign(f, { where: 'available', area: null });
    oneProblem(s, `blockades ${c.id} in ${c.area} from available`);
    // 11.11: from the CSE box, only a raider in one of the box's areas.
    Object.assign(f, { where: 'cse', area: null });
    const box = data.areas[c.area!]!.cse;
    if (box) expect(invariants(data, s)).toEqual([]);
    else oneProblem(s, 'from cse');
  });
});

describe('invariants: each raider in one place, clocks never negative (4.4, 11.3)', () => {
  it('an id the data does not know', () => {
    const s = midGame();
    s.confederate.ghost = { ...raiderAtSea(s), id: 'ghost' };
    oneProblem(s, 'ghost');
  });
  it('in play without an area, or out of play with one; sunk and interned may keep their last area', () => {
    const s = midGame();
    const c = raiderAtSea(s);
    c.area = null;
    aProblem(s, `${c.id}: inPlay`);
    const t = midGame();
    const d = raiderAtSea(t);
    d.status = 'notArrived';
    oneProblem(t, d.id);
    for (const status of ['sunk', 'interned'] as const) {
      const u = midGame();
      raiderAtSea(u).status = status;
      expect(invariants(data, u), status).toEqual([]);
    }
  });
  it('in play in an area the map lacks', () => {
    const s = midGame();
    raiderAtSea(s).area = 'Z99';
    oneProblem(s, 'Z99');
  });
  it('in a port of a nation its area has no port of (4.4)', () => {
    const s = midGame();
    const c = raiderInPort(s);
    const nations = data.areas[c.area!]!.ports.map((p) => p.nation);
    const other = (['USA', 'CSA', 'GB', 'FR', 'SP', 'BR', 'PT', 'NL', 'DK'] as const).find((n) => !nations.includes(n as never))!;
    c.port = other as never;
    oneProblem(s, c.id);
  });
  it('negative damage, turns at sea or turns in port', () => {
    for (const k of ['damage', 'turnsAtSea', 'turnsInPort'] as const) {
      const s = midGame();
      const c = raiderAtSea(s);
      c[k] = -1;
      oneProblem(s, c.id);
      c[k] = 0;
      expect(invariants(data, s), k).toEqual([]);
    }
  });
});

describe("invariants: the Federal's standing orders (issue 46.3)", () => {
  it('Federal ships of the data, each once; never the defaults kept as orders', () => {
    const s = midGame();
    const ship = federalOnMap(s).id;
    s.federalOrders = { noSearch: [ship], avoidWhenOutgunned: false, fireAt: 'nearestSinking' };
    expect(invariants(data, s)).toEqual([]);
    s.federalOrders.noSearch = [ship, ship];
    oneProblem(s, 'named twice');
    s.federalOrders.noSearch = ['alabama'];
    oneProblem(s, 'unknown Federal ship alabama');
    s.federalOrders.noSearch = [];
    oneProblem(s, 'the defaults');
  });
});

describe('invariants: tracks and counts (10.3, 11.1, 12.1)', () => {
  it('a deployment track below zero (10.31)', () => {
    const s = midGame();
    const t = Object.keys(s.deploymentTrack)[0] as keyof typeof s.deploymentTrack;
    s.deploymentTrack[t] = -1;
    oneProblem(s, String(t));
    s.deploymentTrack[t] = 0;
    expect(invariants(data, s)).toEqual([]);
  });
  it("the CSE used in a year never negative, nor over the year's allowance (11.1)", () => {
    const s = midGame();
    const year = String(data.turns[s.turn - 1]!.year);
    const allowed = (data.files.cse.perYear as Record<string, number>)[year] ?? 0;
    s.cseUsed[year] = -1;
    oneProblem(s, `CSE ${year}`);
    s.cseUsed[year] = allowed;
    expect(invariants(data, s)).toEqual([]);
    s.cseUsed[year] = allowed + 1;
    oneProblem(s, `CSE ${year}`);
    // Another year than the turn's: only the wild bound (allowance + 99) applies.
    const t = midGame();
    t.cseUsed['1999'] = 99;
    expect(invariants(data, t)).toEqual([]);
    t.cseUsed['1999'] = 100;
    oneProblem(t, 'CSE 1999');
  });
  it('an unknown scenario is named and ends the check', () => {
    const s = midGame();
    s.scenario = 'toString';
    expect(invariants(data, s)).toEqual([expect.stringContaining('toString')]);
  });
  it("each side's VP is the sum of its logged causes (12.1)", () => {
    for (const side of ['confederate', 'federal'] as const) {
      const s = midGame();
      s.vp[side] += 1;
      oneProblem(s, side);
      s.vp.entries.push({ side, points: 1, rule: '12.12', turn: s.turn } as never);
      expect(invariants(data, s), side).toEqual([]);
    }
  });
  it("the merchant marine is the scenario's less the points raided (12.11), and never negative", () => {
    const s = midGame();
    s.merchantMarine -= 1;
    oneProblem(s, 'merchant marine');
    const start0 = data.scenarios[s.scenario]!.merchantMarine;
    const t = midGame();
    const raided = t.vp.entries.filter((e) => e.rule === '12.11').reduce((n, e) => n + e.points, 0);
    const more = start0 - raided + 5;
    t.vp.entries.push({ side: 'confederate', points: more, rule: '12.11', turn: t.turn } as never);
    t.vp.confederate += more;
    t.merchantMarine = -5;
    oneProblem(t, 'merchant marine -5');
  });
});

describe("invariants: the state holds only the game's own keys and survives JSON (hostile input)", () => {
  it('a built-in name as a key, or a record without the plain prototype', () => {
    const s = midGame();
    Object.defineProperty(s.records, 'toString', { value: null, enumerable: true });
    oneProblem(s, 'toString');
    const t = midGame();
    t.cseUsed = Object.assign(Object.create(null), t.cseUsed);
    oneProblem(t, 'prototype');
  });
  it('a state whose JSON does not come back the same; null skips the check', () => {
    const s = midGame();
    expect(invariants(data, s, '{"a": 1}')).toEqual([expect.stringContaining('JSON')]);
    expect(invariants(data, s, null)).toEqual([]);
    expect(invariants(data, s, JSON.stringify(s))).toEqual([]);
  });
});
