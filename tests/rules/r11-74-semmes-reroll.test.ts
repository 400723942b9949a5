import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { scriptedDice } from '../../src/engine/dice';
import type { GameState } from '../../src/engine/types';
import { semmesReroll } from '../../src/engine/rules/semmes';
import { StandingOrdersSchema } from '../../src/engine/commands';
import { con, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, record } from '../fixtures/activity';

// 11.74 is written once (src/engine/rules/semmes.ts) and called by the raid (5.11), the escape
// (6.21) and the blockade run (7.11): these tests pin the one function all three use.

function withSemmes(
  ship: string,
  orders: { raid: boolean; escape: boolean; blockade: boolean; raidAtMost?: 1 | 2 } = { raid: true, escape: true, blockade: true },
): GameState {
  const s = arranged((s) => {
    placeConfederate(s, ship, 'C18', null);
    placeConfederate(s, con('Fla'), 'C18', null);
  });
  s.semmes = { status: 'aboard', ship, shipsCommanded: 1 };
  s.semmesRerollUsed = false;
  s.records = { [ship]: { commitment: '', record: record(ship, [], { ...ESCAPE, semmesReroll: orders }), salt: '', revealed: true } };
  s.dice = scriptedDice(5, 6);
  return s;
}

/** Which new die would succeed: for these tests, any (the chance is the live question's, below). */
const ANY = () => true;

describe('11.74 Semmes rerolls a failed die once a turn', () => {
  it('11.74: the reroll is rolled, stands, and is used up for the turn', () => {
    const sum = con('Sum');
    const s = withSemmes(sum);
    const ctx = new Ctx(gameData(), s);
    expect(semmesReroll(ctx, sum, [sum], 'raid', [1], ANY)).toBe(5);
    expect(s.semmesRerollUsed).toBe(true);
    expect(semmesReroll(ctx, sum, [sum], 'escape', [1], ANY)).toBeNull();
  });
  it('11.74: a squadron with Semmes aboard one of its ships has the reroll (4.5)', () => {
    const sum = con('Sum');
    const s = withSemmes(sum);
    const ctx = new Ctx(gameData(), s);
    expect(semmesReroll(ctx, con('Fla'), [con('Fla'), sum], 'escape', [1], ANY)).toBe(5);
  });
  it('11.74: no reroll for a ship without Semmes, or when the standing orders (4.3) keep it', () => {
    const sum = con('Sum');
    const s = withSemmes(sum, { raid: false, escape: true, blockade: true });
    const ctx = new Ctx(gameData(), s);
    expect(semmesReroll(ctx, con('Fla'), [con('Fla')], 'escape', [1], ANY)).toBeNull();
    expect(semmesReroll(ctx, sum, [sum], 'raid', [1], ANY)).toBeNull();
    expect(s.semmesRerollUsed).toBe(false);
    expect(semmesReroll(ctx, sum, [sum], 'blockade', [1], ANY)).toBe(5);
  });
  it('11.74 (issue 35.5): the orders say which raid dice to reroll: "a die of 1" leaves a 2 standing', () => {
    const sum = con('Sum');
    const only1 = withSemmes(sum, { raid: true, escape: true, blockade: true, raidAtMost: 1 });
    const ctx = new Ctx(gameData(), only1);
    expect(semmesReroll(ctx, sum, [sum], 'raid', [2], ANY, 2)).toBeNull();
    expect(only1.semmesRerollUsed).toBe(false);
    expect(semmesReroll(ctx, sum, [sum], 'raid', [1], ANY, 1)).toBe(5);
    // Without a threshold, a raid die of 1 or 2 is rerolled, as before.
    const both = withSemmes(sum);
    expect(semmesReroll(new Ctx(gameData(), both), sum, [sum], 'raid', [2], ANY, 2)).toBe(5);
    // The threshold is the raid's: an escape is rerolled whatever it says.
    const esc = withSemmes(sum, { raid: true, escape: true, blockade: true, raidAtMost: 1 });
    expect(semmesReroll(new Ctx(gameData(), esc), sum, [sum], 'escape', [1], ANY)).toBe(5);
  });
  it('11.74: the threshold is 1 or 2, nothing else, and absent by default', () => {
    const base = { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } };
    expect(StandingOrdersSchema.safeParse(base).success).toBe(true);
    for (const ok of [1, 2]) expect(StandingOrdersSchema.safeParse({ ...base, semmesReroll: { ...base.semmesReroll, raidAtMost: ok } }).success).toBe(true);
    for (const bad of [0, 3, 6, '1', null, 1.5])
      expect(StandingOrdersSchema.safeParse({ ...base, semmesReroll: { ...base.semmesReroll, raidAtMost: bad } }).success, String(bad)).toBe(false);
  });
});
