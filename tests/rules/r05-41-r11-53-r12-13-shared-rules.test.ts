import { describe, expect, it } from 'vitest';
import { raidsCoastalOnly } from '../../src/engine/rules/raidRestrictions';
import { PRIZE_COAL_MP, mayRaidDeepWater, prizeCoalProblems } from '../../src/engine/rules/georgia';
import { floridaAllowance } from '../../src/engine/rules/florida';
import { ecesType } from '../../src/engine/rules/search';
import { DENIABLE_COAL } from '../../src/engine/rules/coaling';
import { INTERNED_VP, SUNK_VP } from '../../src/engine/rules/victory';
import { con, gameData } from '../helpers';
import { arranged, placeConfederate } from '../fixtures/activity';

// Rule knowledge the engine and the AI share, defined once in src/engine/rules/.

describe('5.41 who raids where, with 11.53 the Georgia', () => {
  it('5.41: gunboats and Auxiliaries raid only coastal areas; Sloops and the Georgia after her prize coal (11.53) anywhere', () => {
    const geo = con('Geo');
    const s = arranged((s) => placeConfederate(s, geo, 'C18', null));
    const st = s.confederate[geo]!;
    expect(raidsCoastalOnly('x', 'GB', st, 3)).toBe(true);
    expect(raidsCoastalOnly('x', 'SGB', st, 3)).toBe(true);
    expect(raidsCoastalOnly('x', 'Aux', st, 3)).toBe(true);
    expect(raidsCoastalOnly('x', 'SS', st, 3)).toBe(false);
    st.deepRaidTurn = 3;
    expect(mayRaidDeepWater(geo, st, 3)).toBe(true);
    expect(raidsCoastalOnly(geo, 'GB', st, 3)).toBe(false);
    expect(raidsCoastalOnly(geo, 'GB', st, 4)).toBe(true);
  });
  it('11.53: only the Georgia, once, and first in her record; +6 Movement Points', () => {
    const geo = con('Geo');
    const s = arranged((s) => placeConfederate(s, geo, 'C18', null));
    const st = s.confederate[geo]!;
    expect(PRIZE_COAL_MP).toBe(6);
    expect(prizeCoalProblems(geo, st, 0)).toEqual([]);
    expect(prizeCoalProblems(geo, st, 1)).toHaveLength(1);
    expect(prizeCoalProblems(con('Sum'), st, 0)).toHaveLength(1);
    expect(prizeCoalProblems(geo, { ...st, capturedCoalUsed: true }, 0)).toHaveLength(1);
  });
});

describe('11.32, 6.44, 9.38, 12.13/12.14 constants', () => {
  it('11.32: a refitted Florida moves 7 at most; no other ship is capped', () => {
    const fla = con('Fla');
    const s = arranged((s) => placeConfederate(s, fla, 'C18', null, { refits: 1 }));
    expect(floridaAllowance(fla, s.confederate[fla]!, gameData().confederate[fla]!.movement)).toBe(7);
    expect(floridaAllowance(con('Sum'), s.confederate[fla]!, 12)).toBe(12);
  });
  it('6.44: screw and side wheel ships read the same ECES column', () => {
    expect(['S', 'SS', 'GB', 'SGB', 'Aux', 'IC'].map(ecesType)).toEqual(['S', 'S', 'GB', 'GB', 'Aux', 'IC']);
  });
  it('9.38: Chile, Peru and Colombia are the countries whose coal a Federal ship can deny', () => {
    expect([...DENIABLE_COAL]).toEqual(['Chile', 'Peru', 'COL']);
  });
  it('12.13, 12.14: the Federal VP for a raider sunk and interned, by class', () => {
    expect(SUNK_VP).toEqual({ IC: 150, S: 75, GB: 30, Aux: 15 });
    expect(INTERNED_VP).toEqual({ IC: 30, S: 15, GB: 6, Aux: 3 });
  });
});
