import { describe, expect, it } from 'vitest';
import { coalFromPrize, mayRaidDeepWater, prizeCoalCounts, prizeCoalProblems, PRIZE_COAL_MP } from '../../src/engine/rules/georgia';
import { confederateAllowance } from '../../src/engine/rules/allowance';
import { placeConfederate } from '../fixtures/activity';
import { ruleCtx } from '../fixtures/ruleCtx';
import { gameData } from '../helpers';
import type { ShipRun } from '../../src/engine/activityState';
import type { ConfederateShipState } from '../../src/engine/types';

// 11.53 the Georgia's coal from a captured merchant ship (src/engine/rules/georgia.ts): once in
// the game, announced as the first step of her record; six more Movement Points that turn, and
// deep-water raids (an exception to 5.41) the next turn.

const fresh = (): ConfederateShipState => structuredClone(ruleCtx().s.confederate.georgia!);
/** A refusal names its problem: each problem is a sentence, never empty. */
const sentences = (ps: string[]) => ps.every((p) => p.trim().length > 10);

describe('11.53 the prize-coal step', () => {
  it('the Georgia, first step, not used before: allowed', () => {
    expect(prizeCoalProblems('georgia', fresh(), 0)).toEqual([]);
  });

  it('any other ship is refused', () => {
    const ps = prizeCoalProblems('alabama', fresh(), 0);
    expect(ps).toHaveLength(1);
    expect(sentences(ps)).toBe(true);
  });

  it('once in the game: a second time is refused', () => {
    const st = { ...fresh(), capturedCoalUsed: true };
    const ps = prizeCoalProblems('georgia', st, 0);
    expect(ps).toHaveLength(1);
    expect(sentences(ps)).toBe(true);
  });

  it('only as the first step of the record; both faults are named', () => {
    expect(prizeCoalProblems('georgia', fresh(), 1)).toHaveLength(1);
    const both = prizeCoalProblems('georgia', { ...fresh(), capturedCoalUsed: true }, 2);
    expect(both).toHaveLength(2);
    expect(new Set(both).size).toBe(2);
    expect(sentences(both)).toBe(true);
    expect(prizeCoalProblems('sumter', fresh(), 3)).toHaveLength(2);
  });

  it("only the Georgia's step counts for Movement Points", () => {
    expect(prizeCoalCounts('georgia')).toBe(true);
    expect(prizeCoalCounts('alabama')).toBe(false);
  });
});

describe('11.53 coaling from the prize', () => {
  it('marks the run and the ship: six Movement Points now, deep water next turn, once in the game', () => {
    const ctx = ruleCtx((s) => placeConfederate(s, 'georgia', 'C30', null));
    const run = { ship: 'georgia', capturedCoal: false } as ShipRun;
    coalFromPrize(ctx, 'georgia', run);
    expect(run.capturedCoal).toBe(true);
    expect(ctx.s.confederate.georgia).toMatchObject({ capturedCoalUsed: true, deepRaidTurn: ctx.s.turn + 1 });
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '11.53', kind: 'capturedCoal', ships: ['georgia'] })]);
    expect(PRIZE_COAL_MP).toBe(6);
    const printed = gameData().confederate.georgia!.movement;
    expect(confederateAllowance(gameData(), ctx.s, 'georgia', true)).toBe(printed + 6);
  });

  it('5.41: deep-water raids only for the Georgia, only in the turn after', () => {
    const st = { ...fresh(), deepRaidTurn: 5 };
    expect(mayRaidDeepWater('georgia', st, 5)).toBe(true);
    expect(mayRaidDeepWater('georgia', st, 4)).toBe(false);
    expect(mayRaidDeepWater('georgia', st, 6)).toBe(false);
    expect(mayRaidDeepWater('alabama', st, 5)).toBe(false);
  });
});
