import { describe, expect, it } from 'vitest';
import { bothAvoid, federalEscapes, raiderEscapes, spendEscapeMp } from '../../src/engine/rules/escape';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { diceLeft, encounter, ruleCtx, unit } from '../fixtures/ruleCtx';
import type { GameState } from '../../src/engine/types';

// 6.2 Escape (src/engine/rules/escape.ts), one function at a time: the roll on the Escape Table
// by the speed differential (6.21), a squadron at its slowest ship, damage slowing (8.21),
// Semmes' reroll (11.74), and the cost of the attempt (4.13, 4.34). Speeds from the ship
// files: Sumter 9, Alabama 12, Florida 10; Iroquois 11, Richmond 9, Niagara 13.
// Escape Table: -2 escapes on 4+, -1 and 0 on 3+, +1..+3 on 2+, +4 on any roll, -4 on a 6.
// Semmes starts aboard the Sumter (11.7): his turn's reroll is marked used unless a test wants it.

const sumterVs =
  (...fed: string[]) =>
  (s: GameState) => {
    placeConfederate(s, 'sumter', 'C10', null);
    s.semmesRerollUsed = true;
    for (const f of fed) placeFederal(s, f, 'C10');
  };
const activity = (s: GameState, current: string, escapedAreas: string[] = []) => {
  s.activity = { queue: [], current, cursor: 0, mpUsed: 2, pending: null, answer: null, encounters: [], escapedAreas, run: {} as never };
};

describe('6.21 the raider tries to escape', () => {
  it('Sumter (9) against Iroquois (11): differential -2, a 4 escapes', () => {
    const ctx = ruleCtx(sumterVs('iroquois'), [4]);
    expect(raiderEscapes(ctx, encounter('sumter'), unit('iroquois'))).toBe(true);
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '6.21', kind: 'escape', ships: ['sumter', 'iroquois'], dice: [4] })]);
    expect(ctx.events[0]!.rolls).toEqual([
      expect.objectContaining({ table: '6.21', who: 'the raider', column: 'speed differential -2', need: '4+', die: 4, result: 'escapes' }),
    ]);
    expect(ctx.events[0]!.rolls![0]!.mods.map((m) => m.value)).toEqual([9, -11]);
  });

  it('differential -2: a 3 fails', () => {
    const ctx = ruleCtx(sumterVs('iroquois'), [3]);
    expect(raiderEscapes(ctx, encounter('sumter'), unit('iroquois'))).toBe(false);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ die: 3, result: 'fails' });
    expect(ctx.events[0]!.rolls![0]).not.toHaveProperty('rerolled');
  });

  it('8.21: damage slows the raider (Sumter with 1 damage: 8 against Richmond 9, -1: a 3 escapes, speed 8)', () => {
    const ctx = ruleCtx(
      (s) => {
        sumterVs('richmond')(s);
        s.confederate.sumter!.damage = 1;
      },
      [3],
    );
    expect(raiderEscapes(ctx, encounter('sumter'), unit('richmond'))).toBe(true);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ column: 'speed differential -1', die: 3, result: 'escapes' });
  });

  it('6.21: a Federal squadron moves at its slowest ship (Iroquois 11 and Richmond 9 against Sumter 9: 0)', () => {
    const ctx = ruleCtx(sumterVs('iroquois', 'richmond'), [3]);
    expect(raiderEscapes(ctx, encounter('sumter'), unit('iroquois', 'richmond'))).toBe(true);
    expect(ctx.events[0]).toMatchObject({ ships: ['sumter', 'iroquois', 'richmond'], dice: [3] });
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ column: 'speed differential 0' });
  });

  it('6.21, 8.21: a damaged Federal ship is slower (Iroquois 11 with 2 damage: 9, against Sumter 9)', () => {
    const ctx = ruleCtx(
      (s) => {
        sumterVs('iroquois')(s);
        s.federal.iroquois!.damage = 2;
      },
      [3],
    );
    expect(raiderEscapes(ctx, encounter('sumter'), unit('iroquois'))).toBe(true);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ column: 'speed differential 0' });
  });

  it('6.21: a sunk ship of the Federal squadron no longer holds it back', () => {
    const ctx = ruleCtx(
      (s) => {
        sumterVs('iroquois', 'richmond')(s);
        s.federal.richmond!.where = 'sunk';
      },
      [4],
    );
    expect(raiderEscapes(ctx, encounter('sumter'), unit('iroquois', 'richmond'))).toBe(true);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ column: 'speed differential -2' });
  });

  it('4.52, 6.21: a Confederate squadron escapes at its slowest ship (Alabama 12 with Sumter 9 against Iroquois 11)', () => {
    const ctx = ruleCtx(
      (s) => {
        sumterVs('iroquois')(s);
        placeConfederate(s, 'alabama', 'C10', null);
        activity(s, 'alabama');
        s.activity!.squadron = { leader: 'alabama', members: [{ ship: 'sumter', ownMp: 0, leaderMpAtJoin: 0 }] };
      },
      [3],
    );
    expect(raiderEscapes(ctx, encounter('alabama'), unit('iroquois'))).toBe(false);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ who: 'the squadron', column: 'speed differential -2', die: 3, result: 'fails' });
  });

  it('11.74: Semmes aboard rerolls a failed escape once a turn; the second die stands', () => {
    const ctx = ruleCtx(
      (s) => {
        sumterVs('iroquois')(s);
        s.semmesRerollUsed = false;
      },
      [1, 5],
    );
    expect(ctx.s.semmes).toMatchObject({ status: 'aboard', ship: 'sumter' });
    expect(raiderEscapes(ctx, encounter('sumter'), unit('iroquois'))).toBe(true);
    expect(ctx.events[0]).toMatchObject({ dice: [1, 5] });
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ die: 5, rerolled: 1, result: 'escapes' });
    expect(ctx.s.semmesRerollUsed).toBe(true);
  });

  it('11.74: the reroll can fail again (1 then 2 at -2)', () => {
    const ctx = ruleCtx(
      (s) => {
        sumterVs('iroquois')(s);
        s.semmesRerollUsed = false;
      },
      [1, 2],
    );
    expect(raiderEscapes(ctx, encounter('sumter'), unit('iroquois'))).toBe(false);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ die: 2, rerolled: 1, result: 'fails' });
  });

  it("11.74: no reroll after a successful first die, nor once the turn's reroll is used", () => {
    const ok = ruleCtx(
      (s) => {
        sumterVs('iroquois')(s);
        s.semmesRerollUsed = false;
      },
      [6, 1],
    );
    expect(raiderEscapes(ok, encounter('sumter'), unit('iroquois'))).toBe(true);
    expect(ok.events[0]).toMatchObject({ dice: [6] });
    expect(ok.s.semmesRerollUsed).toBe(false);
    expect(diceLeft(ok)).toBe(1);
    const used = ruleCtx(
      (s) => {
        sumterVs('iroquois')(s);
        s.semmesRerollUsed = true;
      },
      [1, 6],
    );
    expect(raiderEscapes(used, encounter('sumter'), unit('iroquois'))).toBe(false);
    expect(used.events[0]).toMatchObject({ dice: [1] });
    expect(diceLeft(used)).toBe(1);
  });
});

describe('6.13 (1) the Federal unit tries to escape a raider that stands to fight', () => {
  it('Niagara (13) against Sumter (9): +4 escapes on any roll', () => {
    const ctx = ruleCtx(sumterVs('niagara'), [1]);
    expect(federalEscapes(ctx, encounter('sumter'), unit('niagara'))).toBe(true);
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '6.21', kind: 'escape', ships: ['sumter', 'niagara'], dice: [1] })]);
    expect(ctx.events[0]!.rolls).toEqual([
      expect.objectContaining({ who: 'the Federal unit', column: 'speed differential +4', need: 'any roll', die: 1, result: 'escapes' }),
    ]);
    expect(ctx.events[0]!.rolls![0]!.mods.map((m) => m.value)).toEqual([13, -9]);
  });

  it('Richmond (9) against Alabama (12): -3 needs a 5 or 6; a 4 fails, a 5 escapes', () => {
    const arrange = (s: GameState) => {
      placeConfederate(s, 'alabama', 'C10', null);
      placeFederal(s, 'richmond', 'C10');
    };
    const fails = ruleCtx(arrange, [4]);
    expect(federalEscapes(fails, encounter('alabama'), unit('richmond'))).toBe(false);
    expect(fails.events[0]!.rolls![0]).toMatchObject({ column: 'speed differential -3', need: '5+', result: 'fails' });
    const away = ruleCtx(arrange, [5]);
    expect(federalEscapes(away, encounter('alabama'), unit('richmond'))).toBe(true);
  });

  it("8.21: the raider's damage counts (Alabama 12 with 3 damage: 9, against Richmond 9: 0, a 3 escapes)", () => {
    const ctx = ruleCtx(
      (s) => {
        placeConfederate(s, 'alabama', 'C10', null, { damage: 3 });
        placeFederal(s, 'richmond', 'C10');
      },
      [3],
    );
    expect(federalEscapes(ctx, encounter('alabama'), unit('richmond'))).toBe(true);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ column: 'speed differential 0' });
  });
});

describe('6.13 both sides avoid battle', () => {
  it('they part without a roll: one escape event naming both, no dice', () => {
    const ctx = ruleCtx(sumterVs('iroquois', 'richmond'));
    bothAvoid(ctx, encounter('sumter'), unit('iroquois', 'richmond'));
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '6.13', kind: 'escape', ships: ['sumter', 'iroquois', 'richmond'] })]);
    expect(ctx.events[0]).not.toHaveProperty('dice');
  });
});

describe('4.13, 4.34 the cost of an escape attempt', () => {
  it('the ship under way spends a Movement Point and may not raid the area', () => {
    const ctx = ruleCtx((s) => {
      sumterVs('iroquois')(s);
      activity(s, 'sumter', ['C9']);
    });
    const e = encounter('sumter', 'C10');
    spendEscapeMp(ctx, e);
    expect(e.escapedHere).toBe(true);
    expect(ctx.s.activity).toMatchObject({ mpUsed: 3, escapedAreas: ['C9', 'C10'] });
    spendEscapeMp(ctx, e);
    expect(ctx.s.activity).toMatchObject({ mpUsed: 4, escapedAreas: ['C9', 'C10'] });
  });

  it('an area is listed once however many attempts are made there', () => {
    const ctx = ruleCtx((s) => {
      sumterVs('iroquois')(s);
      activity(s, 'sumter', []);
    });
    spendEscapeMp(ctx, encounter('sumter', 'C10'));
    spendEscapeMp(ctx, encounter('sumter', 'C10'));
    expect(ctx.s.activity!.escapedAreas).toEqual(['C10']);
  });

  it('a ship not under way (a blockade runner met outside its turn) pays no Movement Point, but still may not raid here', () => {
    const ctx = ruleCtx((s) => {
      sumterVs('iroquois')(s);
      activity(s, 'alabama', ['C9']);
    });
    const e = encounter('sumter', 'C10');
    spendEscapeMp(ctx, e);
    expect(e.escapedHere).toBe(true);
    expect(ctx.s.activity).toMatchObject({ mpUsed: 2, escapedAreas: ['C9'] });
  });

  it('outside the Activity Phase only the encounter is marked', () => {
    const ctx = ruleCtx((s) => {
      sumterVs('iroquois')(s);
      s.activity = null;
    });
    const e = encounter('sumter', 'C10');
    spendEscapeMp(ctx, e);
    expect(e.escapedHere).toBe(true);
    expect(ctx.s.activity).toBeNull();
  });
});
