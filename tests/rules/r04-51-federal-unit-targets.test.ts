import { describe, expect, it } from 'vitest';
import { confederateTargets, federalTargets } from '../../src/engine/rules/damageChoice';
import { unitAlive, unitGunnery, unitSpeed } from '../../src/engine/rules/federalUnit';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { ruleCtx, unit } from '../fixtures/ruleCtx';
import type { GameState } from '../../src/engine/types';

// 4.5, 4.51 a Federal unit (src/engine/rules/federalUnit.ts) and the choice of the ship a
// squadron's damage goes to (src/engine/rules/damageChoice.ts). Ships from the ship files
// (gunnery/defence/speed): Iroquois 2/3/11, Richmond 8/5/9, Mohican 4/4/11, Dacotah 4/3/11;
// Sumter 2/2/9, Alabama 4/3/12, Florida 4/2/10, Nashville 1/3/12.

const ECES = { gunnery: 3, defense: 4, movement: 10, damage: 0 };
const fed =
  (...ships: string[]) =>
  (s: GameState) => {
    for (const id of ships) placeFederal(s, id, 'C10', 'sq');
  };

describe('4.5 a Federal unit', () => {
  it('4.51: a squadron fires with its ships afloat together', () => {
    const ctx = ruleCtx(fed('iroquois', 'richmond', 'mohican'));
    expect(unitGunnery(ctx, unit('iroquois', 'richmond', 'mohican'))).toBe(14);
    ctx.s.federal.richmond!.where = 'sunk';
    expect(unitGunnery(ctx, unit('iroquois', 'richmond', 'mohican'))).toBe(6);
    expect(unitGunnery(ctx, unit('iroquois'))).toBe(2);
  });

  it('6.43: the emergency search ship fires with its own gunnery', () => {
    expect(unitGunnery(ruleCtx(), { ships: [], eces: ECES })).toBe(3);
  });

  it('4.5: a unit is afloat while any of its ships is', () => {
    const ctx = ruleCtx(fed('iroquois', 'richmond'));
    expect(unitAlive(ctx, unit('iroquois', 'richmond'))).toBe(true);
    ctx.s.federal.iroquois!.where = 'sunk';
    expect(unitAlive(ctx, unit('iroquois', 'richmond'))).toBe(true);
    ctx.s.federal.richmond!.where = 'sunk';
    expect(unitAlive(ctx, unit('iroquois', 'richmond'))).toBe(false);
  });

  it('6.43, 8.13: the emergency search ship sinks when its damage reaches its defence', () => {
    const ctx = ruleCtx();
    expect(unitAlive(ctx, { ships: [], eces: { ...ECES, damage: 3 } })).toBe(true);
    expect(unitAlive(ctx, { ships: [], eces: { ...ECES, damage: 4 } })).toBe(false);
  });

  it("6.21, 8.21: a squadron's speed is its slowest ship afloat, each slowed by its damage, never below 0", () => {
    const ctx = ruleCtx(fed('iroquois', 'mohican'));
    expect(unitSpeed(ctx, unit('iroquois', 'mohican'))).toBe(11);
    ctx.s.federal.mohican!.damage = 3;
    expect(unitSpeed(ctx, unit('iroquois', 'mohican'))).toBe(8);
    ctx.s.federal.mohican!.where = 'sunk';
    expect(unitSpeed(ctx, unit('iroquois', 'mohican'))).toBe(11);
    ctx.s.federal.iroquois!.damage = 12;
    expect(unitSpeed(ctx, unit('iroquois'))).toBe(0);
  });

  it('6.43, 8.21: the emergency search ship is slowed by its damage, never below 0', () => {
    const ctx = ruleCtx();
    expect(unitSpeed(ctx, { ships: [], eces: { ...ECES, damage: 2 } })).toBe(8);
    expect(unitSpeed(ctx, { ships: [], eces: { ...ECES, movement: 1, damage: 3 } })).toBe(0);
  });
});

describe("4.51 who takes a squadron's damage", () => {
  it('against a Federal squadron, by default the ship with the least defence left first; sunk ships are not targets', () => {
    const ctx = ruleCtx(fed('richmond', 'iroquois', 'mohican'));
    expect(federalTargets(ctx, ['richmond', 'iroquois', 'mohican'])).toEqual(['iroquois', 'mohican', 'richmond']);
    ctx.s.federal.richmond!.damage = 4; // 1 left
    expect(federalTargets(ctx, ['richmond', 'iroquois', 'mohican'], 'nearestSinking')).toEqual(['richmond', 'iroquois', 'mohican']);
    ctx.s.federal.iroquois!.where = 'sunk';
    expect(federalTargets(ctx, ['richmond', 'iroquois', 'mohican'])).toEqual(['richmond', 'mohican']);
  });

  it('biggestGuns: the most gunnery first, ties by least defence left', () => {
    const ctx = ruleCtx(fed('iroquois', 'mohican', 'richmond', 'dacotah'));
    expect(federalTargets(ctx, ['iroquois', 'mohican', 'richmond', 'dacotah'], 'biggestGuns')).toEqual(['richmond', 'dacotah', 'mohican', 'iroquois']);
    ctx.s.federal.dacotah!.damage = 0;
    ctx.s.federal.mohican!.damage = 2; // 2 left, below Dacotah's 3
    expect(federalTargets(ctx, ['iroquois', 'mohican', 'richmond', 'dacotah'], 'biggestGuns')).toEqual(['richmond', 'mohican', 'dacotah', 'iroquois']);
  });

  it('against a Confederate squadron, a ship the damage sinks first; among them the biggest guns (12.13)', () => {
    const ctx = ruleCtx((s) => {
      for (const id of ['sumter', 'alabama', 'florida', 'nashville']) placeConfederate(s, id, 'C10', null);
    });
    // 2 damage sinks the Sumter (2) and the Florida (2), not the Alabama (3) nor the Nashville (3).
    expect(confederateTargets(ctx, ['sumter', 'alabama', 'nashville', 'florida'], 2)).toEqual(['florida', 'sumter', 'alabama', 'nashville']);
    // 3 damage sinks all four: biggest guns first (Alabama and Florida 4, the Florida with less defence left first, then Sumter 2, Nashville 1).
    expect(confederateTargets(ctx, ['nashville', 'sumter', 'alabama', 'florida'], 3)).toEqual(['florida', 'alabama', 'sumter', 'nashville']);
  });

  it('if no ship sinks, the one with least defence left; damage taken counts', () => {
    const ctx = ruleCtx((s) => {
      for (const id of ['sumter', 'alabama', 'nashville']) placeConfederate(s, id, 'C10', null);
    });
    expect(confederateTargets(ctx, ['alabama', 'nashville', 'sumter'], 1)).toEqual(['sumter', 'alabama', 'nashville']);
    ctx.s.confederate.nashville!.damage = 1; // 2 left
    ctx.s.confederate.sumter!.damage = 0;
    expect(confederateTargets(ctx, ['alabama', 'nashville', 'sumter'], 1)[2]).toBe('alabama');
    // With 1 damage taken the Nashville's 2 left are sunk by 2 damage, ahead of the Alabama.
    expect(confederateTargets(ctx, ['alabama', 'nashville'], 2)).toEqual(['nashville', 'alabama']);
    // The input order is kept.
    const ships = ['alabama', 'nashville'];
    confederateTargets(ctx, ships, 2);
    expect(ships).toEqual(['alabama', 'nashville']);
  });
});
