import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { scriptedDice } from '../../src/engine/dice';
import type { GameState } from '../../src/engine/types';
import { semmesReroll } from '../../src/engine/rules/semmes';
import { con, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, record } from '../activity/setup';

// 11.74 is written once (src/engine/rules/semmes.ts) and called by the raid (5.11), the escape
// (6.21) and the blockade run (7.11): these tests pin the one function all three use.

function withSemmes(ship: string, orders = { raid: true, escape: true, blockade: true }): GameState {
  const s = arranged((s) => { placeConfederate(s, ship, 'C18', null); placeConfederate(s, con('Fla'), 'C18', null); });
  s.semmes = { status: 'aboard', ship, shipsCommanded: 1 };
  s.semmesRerollUsed = false;
  s.records = { [ship]: { commitment: '', record: record(ship, [], { ...ESCAPE, semmesReroll: orders }), salt: '', revealed: true } };
  s.dice = scriptedDice(5, 6);
  return s;
}

describe('11.74 Semmes rerolls a failed die once a turn', () => {
  it('11.74: the reroll is rolled, stands, and is used up for the turn', () => {
    const sum = con('Sum');
    const s = withSemmes(sum);
    const ctx = new Ctx(gameData(), s);
    expect(semmesReroll(ctx, sum, [sum], 'raid')).toBe(5);
    expect(s.semmesRerollUsed).toBe(true);
    expect(semmesReroll(ctx, sum, [sum], 'escape')).toBeNull();
  });
  it('11.74: a squadron with Semmes aboard one of its ships has the reroll (4.5)', () => {
    const sum = con('Sum');
    const s = withSemmes(sum);
    const ctx = new Ctx(gameData(), s);
    expect(semmesReroll(ctx, con('Fla'), [con('Fla'), sum], 'escape')).toBe(5);
  });
  it('11.74: no reroll for a ship without Semmes, or when the standing orders (4.3) keep it', () => {
    const sum = con('Sum');
    const s = withSemmes(sum, { raid: false, escape: true, blockade: true });
    const ctx = new Ctx(gameData(), s);
    expect(semmesReroll(ctx, con('Fla'), [con('Fla')], 'escape')).toBeNull();
    expect(semmesReroll(ctx, sum, [sum], 'raid')).toBeNull();
    expect(s.semmesRerollUsed).toBe(false);
    expect(semmesReroll(ctx, sum, [sum], 'blockade')).toBe(5);
  });
});
