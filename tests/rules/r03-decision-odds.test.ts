import { describe, expect, it } from 'vitest';
import { decisionOptions, escapeChanceOf, fightChance, spotChance } from '../../src/engine/actionsOdds';
import type { Choice, PendingDecision } from '../../src/engine/activityState';
import type { GameState, Side } from '../../src/engine/types';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { gameData, start } from '../helpers';

// The odds the legal-actions query gives each option of a pending decision (6.11, 6.21, 8.12,
// 4.51), as the printed tables give them: the Search Table spots on a 6 with one or two units, on
// 5-6 with three or four; the Escape Table succeeds on 4-6 at -2, 3-6 at -1 and 0, 2-6 at +1 to
// +3, always from +4, on a 6 alone at -4 and below. Ratings: Alabama 12 MP, defense 3, gunnery 4;
// Sumter 9, 2, 2; Powhatan 11, 6, 7; Kearsarge 11, 5, 5; Tuscarora 11, 4, 5.

const data = gameData();
const game = (change: (s: GameState) => void = () => {}): GameState => {
  const s = structuredClone(start('campaign').state);
  placeConfederate(s, 'alabama', 'C12', null);
  placeFederal(s, 'kearsarge', 'C12');
  placeFederal(s, 'tuscarora', 'C12');
  change(s);
  return s;
};
/** What a test names of a question; the rest is filled in from the state as the engine asks it (activity/encounter.ts). */
interface Given {
  ship: string;
  foe?: string[];
  squadron?: string[];
  searchers?: string[][];
  eces?: boolean;
  foeGunnery?: number;
  foeSpeed?: number;
  choice?: Choice;
  raiderGunnery?: number;
  damage?: number;
}
function pending(s: GameState, kind: PendingDecision['kind'], options: string[], g: Given, side: Side = 'confederate'): PendingDecision {
  const at = { ship: g.ship, area: 'C12', ...(g.squadron ? { squadron: g.squadron } : {}) };
  const foe = g.foe ?? [];
  const afloat = foe.filter((id) => s.federal[id]!.where !== 'sunk');
  switch (kind) {
    case 'search':
      return { side: 'federal', kind, options, detail: { ship: g.ship, area: 'C12', searchers: g.searchers ?? [['kearsarge']] } };
    case 'spotted':
    case 'runBlockade':
      return {
        side: 'confederate',
        kind,
        options,
        detail: {
          ...at,
          foe,
          eces: g.eces ?? false,
          foeGunnery: g.foeGunnery ?? afloat.reduce((n, id) => n + data.federal[id]!.gunnery, 0),
          foeSpeed: g.foeSpeed ?? Math.min(...afloat.map((id) => Math.max(0, data.federal[id]!.movement - s.federal[id]!.damage))),
        },
      };
    case 'avoid':
      return {
        side: 'federal',
        kind,
        options,
        detail: {
          ...at,
          foe,
          choice: g.choice ?? 'fight',
          raiderGunnery:
            g.raiderGunnery ?? (g.squadron ?? [g.ship]).reduce((n, id) => n + (s.confederate[id]!.commissioned ? data.confederate[id]!.gunnery : 0), 0),
        },
      };
    case 'damage':
      return { side, kind, options, detail: { ...at, foe, damage: g.damage ?? 0 } };
    case 'semmes':
      return { side: 'confederate', kind, options, detail: { ...at, roll: 'escape', dice: [1], chance: 0.5 } };
  }
}
const oddsOf = (s: GameState, p: PendingDecision) => Object.fromEntries(decisionOptions(data, s, p).map((o) => [o.choice, o]));
const odds = (s: GameState, kind: PendingDecision['kind'], options: string[], g: Given, side?: Side) => oddsOf(s, pending(s, kind, options, g, side));

describe('6.11 the odds of a search', () => {
  it('6.11: a search by one unit spots on a 6; by three, on 5-6; ending the search has no odds', () => {
    expect(spotChance(data, 1)).toBeCloseTo(1 / 6, 12);
    expect(spotChance(data, 3)).toBeCloseTo(2 / 6, 12);
    const one = odds(game(), 'search', ['search', 'pass'], { ship: 'alabama', searchers: [['kearsarge']] }, 'federal');
    expect(one.search).toEqual({ choice: 'search', odds: { rule: '6.11', what: expect.any(String), chance: 1 / 6 } });
    expect(one.pass).toEqual({ choice: 'pass' });
    const three = odds(game(), 'search', ['search'], { ship: 'alabama', searchers: [['kearsarge'], ['tuscarora'], ['powhatan']] }, 'federal');
    expect(three.search!.odds!.chance).toBeCloseTo(2 / 6, 12);
  });
});

describe('6.21 the odds of an escape', () => {
  it("6.21: the differential is the raider's speed less its foe's, the foe's speed less its damage", () => {
    // Alabama 12 against the Kearsarge 11: +1, 5 faces in 6.
    const o = odds(game(), 'spotted', ['fight', 'escape', 'port'], { ship: 'alabama', foe: ['kearsarge'] });
    expect(o.escape!.odds).toEqual({ rule: '6.21', what: expect.any(String), chance: 5 / 6 });
    expect(o.port).toEqual({ choice: 'port' });
    // The Kearsarge damaged 2: speed 9, differential +3, still 5 in 6; damaged 3: +4, certain.
    expect(
      odds(
        game((s) => {
          s.federal.kearsarge!.damage = 3;
        }),
        'spotted',
        ['escape'],
        { ship: 'alabama', foe: ['kearsarge'] },
      ).escape!.odds!.chance,
    ).toBe(1);
    // The foe's speed given in the detail (an ECES ship) counts instead: 14 against 12 is -2, 3 in 6.
    expect(odds(game(), 'spotted', ['escape'], { ship: 'alabama', foe: [], foeSpeed: 14, eces: true }).escape!.odds!.chance).toBeCloseTo(3 / 6, 12);
  });
  it("6.21, 8.21: the raider's damage slows it", () => {
    // Alabama damaged 2: 10 against 11, -1: 4 in 6.
    expect(
      odds(
        game((s) => {
          s.confederate.alabama!.damage = 2;
        }),
        'spotted',
        ['escape'],
        { ship: 'alabama', foe: ['kearsarge'] },
      ).escape!.odds!.chance,
    ).toBeCloseTo(4 / 6, 12);
  });
  it("4.5, 6.21: a squadron escapes at its slowest ship's speed", () => {
    // Sumter 9 with the Alabama: 9 against 11, -2: 3 in 6; Semmes, aboard the Sumter, sails in
    // the squadron and may reroll a failure (11.74): three quarters. His reroll used: one half.
    const s = game((s) => placeConfederate(s, 'sumter', 'C12', null));
    const p = pending(s, 'spotted', ['escape'], { ship: 'alabama', squadron: ['alabama', 'sumter'], foe: ['kearsarge'] });
    expect(oddsOf(s, p).escape!.odds!.chance).toBeCloseTo(0.75, 12);
    expect(oddsOf({ ...s, semmesRerollUsed: true }, p).escape!.odds!.chance).toBeCloseTo(3 / 6, 12);
    // A member sunk no longer slows it: the Alabama alone, +1, 5 in 6.
    expect(oddsOf({ ...s, confederate: { ...s.confederate, sumter: { ...s.confederate.sumter!, status: 'sunk' } } }, p).escape!.odds!.chance).toBeCloseTo(
      5 / 6,
      12,
    );
  });
  it('11.74: with Semmes aboard and his reroll unused, a failure is tried again', () => {
    const semmes = (used: boolean) =>
      game((s) => {
        s.semmes = { status: 'aboard', ship: 'alabama', shipsCommanded: 2 };
        s.semmesRerollUsed = used;
      });
    // Against a foe of 14: -2, one half; with the reroll three quarters.
    const p = pending(game(), 'spotted', ['escape'], { ship: 'alabama', foe: [], foeSpeed: 14, eces: true });
    expect(oddsOf(semmes(false), p).escape!.odds!.chance).toBeCloseTo(0.75, 12);
    expect(oddsOf(semmes(true), p).escape!.odds!.chance).toBeCloseTo(0.5, 12);
    expect(escapeChanceOf(data, -2, true)).toBeCloseTo(0.75, 12);
    // Semmes aboard another ship: no reroll for this one.
    expect(
      oddsOf(
        game((s) => {
          s.semmes = { status: 'aboard', ship: 'sumter', shipsCommanded: 1 };
        }),
        p,
      ).escape!.odds!.chance,
    ).toBeCloseTo(0.5, 12);
  });
});

describe('8.12 the odds of a fight', () => {
  it('8.12: no odds against an Emergency Search ship or with no foe; odds against real ships', () => {
    expect(odds(game(), 'spotted', ['fight'], { ship: 'alabama', foe: [], eces: true, foeGunnery: 3, foeSpeed: 10 }).fight).toEqual({ choice: 'fight' });
    const o = odds(game(), 'spotted', ['fight'], { ship: 'alabama', foe: ['kearsarge'] }).fight!;
    expect(o.odds).toMatchObject({ rule: '8.12' });
    expect(o.odds!.chance).toBeCloseTo(fightChance(data, 4, 3, 5, 5), 12);
  });
  it('8.13: a foe already sunk is no foe; a Sumter cannot beat the Powhatan', () => {
    const s = game((s) => {
      placeFederal(s, 'powhatan', 'C12');
      s.federal.kearsarge!.where = 'sunk';
      placeConfederate(s, 'sumter', 'C12', null);
    });
    expect(odds(s, 'spotted', ['fight'], { ship: 'alabama', foe: ['kearsarge'] }).fight).toEqual({ choice: 'fight' });
    expect(odds(s, 'spotted', ['fight'], { ship: 'sumter', foe: ['powhatan'] }).fight!.odds!.chance).toBe(0);
  });
  it('8.12: the chance of a fight grows with gunnery and with damage left; nothing to fire with is even', () => {
    const base = fightChance(data, 4, 4, 4, 4);
    // Even ships: below one half, since both sinking in one segment is a win for neither (8.13).
    expect(base).toBeCloseTo(0.407482, 6);
    expect(fightChance(data, 8, 4, 4, 4)).toBeGreaterThan(base);
    expect(fightChance(data, 4, 4, 4, 8)).toBeLessThan(base);
    expect(fightChance(data, 0, 4, 0, 4)).toBe(0.5);
    expect(fightChance(data, 4, 4, 0, 4)).toBeCloseTo(1, 9);
    expect(fightChance(data, 4, 0, 4, 4)).toBe(0);
    expect(fightChance(data, 4, 4, 4, 0)).toBe(1);
  });
  it('10.51: an uncommissioned raider fires with nothing: it cannot win', () => {
    const s = game((s) => {
      s.confederate.alabama!.commissioned = false;
    });
    expect(odds(s, 'spotted', ['fight'], { ship: 'alabama', foe: ['kearsarge'] }).fight!.odds!.chance).toBe(0);
    // The raider's gunnery given in the Federal's question (6.13) counts instead.
    expect(
      odds(s, 'avoid', ['engage'], { ship: 'alabama', foe: ['kearsarge'], choice: 'fight', raiderGunnery: 4 }, 'federal').engage!.odds!.chance,
    ).toBeCloseTo(fightChance(data, 4, 3, 5, 5), 12);
  });
});

describe('6.13 the odds when the Federal answers a raider', () => {
  it("6.13: avoiding a raider that escapes parts without a roll; its escape is the raider's", () => {
    const o = odds(game(), 'avoid', ['avoid', 'engage'], { ship: 'alabama', foe: ['kearsarge'], choice: 'escape' }, 'federal');
    expect(o.avoid!.odds).toMatchObject({ rule: '6.13', chance: 1 });
    expect(o.engage!.odds).toMatchObject({ rule: '6.21', chance: 5 / 6 });
  });
  it('6.21: avoiding a raider that fights: the Federal ship tries to escape it (11 against 12: -1, 4 in 6)', () => {
    const o = odds(game(), 'avoid', ['avoid', 'engage'], { ship: 'alabama', foe: ['kearsarge'], choice: 'fight' }, 'federal');
    expect(o.avoid!.odds!.rule).toBe('6.21');
    expect(o.avoid!.odds!.chance).toBeCloseTo(4 / 6, 12);
    expect(o.engage!.odds!.rule).toBe('8.12');
    expect(o.engage!.odds!.chance).toBeCloseTo(fightChance(data, 4, 3, 5, 5), 12);
    // With no Federal ship afloat there are no fight odds.
    expect(odds(game(), 'avoid', ['engage'], { ship: 'alabama', foe: [], choice: 'fight' }, 'federal').engage).toEqual({ choice: 'engage' });
  });
});

describe('4.51 which ship takes the damage', () => {
  it('4.51, 8.13: each pick says whether that ship would sink', () => {
    const s = game((s) => {
      s.federal.kearsarge!.damage = 3;
      placeConfederate(s, 'sumter', 'C12', null);
    });
    // 2 damage: the Kearsarge (5, damaged 3) sinks, the Tuscarora (4) does not.
    const fed = odds(s, 'damage', ['kearsarge', 'tuscarora'], { ship: 'alabama', foe: ['kearsarge', 'tuscarora'], damage: 2 }, 'confederate');
    expect(fed).toEqual({ kearsarge: { choice: 'kearsarge', sinks: true }, tuscarora: { choice: 'tuscarora', sinks: false } });
    // 2 damage on the Sumter (2) sinks her, not the Alabama (3).
    const con = odds(
      s,
      'damage',
      ['alabama', 'sumter'],
      { ship: 'alabama', squadron: ['alabama', 'sumter'], foe: ['kearsarge', 'tuscarora'], damage: 2 },
      'federal',
    );
    expect(con).toEqual({ alabama: { choice: 'alabama', sinks: false }, sumter: { choice: 'sumter', sinks: true } });
    // An unknown choice sinks at any damage (nothing left to take).
    expect(odds(s, 'damage', ['nobody'], { ship: 'alabama' }, 'federal').nobody).toEqual({ choice: 'nobody', sinks: true });
  });
});
