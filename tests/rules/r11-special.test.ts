import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { endOfTurnClocks, portLoss, portStayLimit } from '../../src/engine/rules/refitInternment';
import { federalArrivals, federalRemoval, repairFederalShips } from '../../src/engine/rules/federalPools';
import { movePacificReinforcements } from '../../src/engine/rules/federalMovement';
import { isFreeShip } from '../../src/engine/queries';
import { con, fed, gameData, ok, start } from '../helpers';
import type { GameState } from '../../src/engine/types';

const ctxOf = (s: GameState) => new Ctx(gameData(), structuredClone(s));

describe('11.0 Special rules and end-of-turn bookkeeping', () => {
  it('11.1, 10.1: ships in the CSE box go to the Available Pool at the next placement', () => {
    const ctx = ctxOf(start('campaign').state);
    const powh = fed('Powh');
    Object.assign(ctx.s.federal[powh]!, { where: 'cse', area: null });
    federalRemoval(ctx);
    expect(ctx.s.federal[powh]!.where).toBe('available');
  });
  it('11.2: Pacific Fleet ships in the Pacific cost nothing; elsewhere they do', () => {
    const data = gameData();
    const s = start('campaign').state;
    const narra = fed('Narra');
    expect(isFreeShip(data, s, narra)).toBe(true);
    const moved = structuredClone(s);
    moved.federal[narra]!.area = 'C9';
    expect(isFreeShip(data, moved, narra)).toBe(false);
    expect(isFreeShip(data, s, fed('Peng'))).toBe(false);
  });
  it('11.22: Wateree arrives in C9 and sails itself toward C44 at half speed, free', () => {
    const data = gameData();
    const wate = fed('Wate');
    const ctx = ctxOf({ ...start('campaign').state, turn: data.federal[wate]!.arrival });
    federalArrivals(ctx);
    expect(ctx.s.federal[wate]).toMatchObject({ where: 'map', area: 'C9', inUse: true, headingForPacific: true });
    ctx.s.phase = 'federalMovement';
    movePacificReinforcements(ctx);
    const moved = ctx.s.federal[wate]!.path.length - 1;
    expect(moved).toBe(Math.floor(data.federal[wate]!.movement / 2));
    expect(isFreeShip(data, ctx.s, wate)).toBe(true);
  });
  it('11.62: the Stonewall Pursuit Fleet arrives at Game Turn 16 and costs nothing', () => {
    const data = gameData();
    const sFleet = Object.values(data.federal).filter((s) => s.fleet === 'S');
    expect(sFleet).toHaveLength(7);
    const ctx = ctxOf({ ...start('endgame').state, turn: 16 });
    federalArrivals(ctx);
    for (const s of sFleet) {
      expect(ctx.s.federal[s.id]!.where).toBe('available');
      expect(isFreeShip(data, ctx.s, s.id)).toBe(true);
    }
    expect(ctx.events.filter((e) => e.rule === '11.62' && e.kind === 'arrival').map((e) => e.ships)).toEqual(sFleet.map((s) => [s.id]));
  });
  it('8.23: a damaged Federal ship leaves the map at the end of the turn, repaired', () => {
    const ctx = ctxOf(start('campaign').state);
    const peng = fed('Peng');
    ctx.s.federal[peng]!.damage = 1;
    repairFederalShips(ctx);
    const left = gameData().federal[peng]!.availability - ctx.s.federal[peng]!.availabilityUsed;
    expect(ctx.s.federal[peng]).toMatchObject({ damage: 0, where: left > 0 ? 'available' : 'unavailable' });
  });
  it('11.41: four turns in a European or Confederate port, two elsewhere, before internment', () => {
    expect(portStayLimit({ data: gameData() }, 'C8', false)).toBe(4);
    expect(portStayLimit({ data: gameData() }, 'C14', false)).toBe(4);
    expect(portStayLimit({ data: gameData() }, 'C18', false)).toBe(2);
    expect(portStayLimit({ data: gameData() }, 'C5', true)).toBe(5); // 11.42
  });
  it('11.41: a ship that stays in port past its limit is interned and the Federal scores (12.14)', () => {
    const ctx = ctxOf(start('campaign').state);
    const sum = con('Sum');
    Object.assign(ctx.s.confederate[sum]!, { area: 'C15', port: 'CSA', turnsInPort: 4 });
    endOfTurnClocks(ctx, new Set([sum]), new Set());
    expect(ctx.s.confederate[sum]!.status).toBe('interned');
    expect(ctx.s.vp.federal).toBe(15);
  });
  it('11.3: a ship ending the last turn of its refit period at sea is sunk; one turn earlier it is not', () => {
    const data = gameData();
    const sum = con('Sum');
    const ctx = ctxOf(start('campaign').state);
    Object.assign(ctx.s.confederate[sum]!, { area: 'C16', port: null, turnsAtSea: data.confederate[sum]!.refit - 1 });
    endOfTurnClocks(ctx, new Set(), new Set());
    expect(ctx.s.confederate[sum]!).toMatchObject({ status: 'sunk', turnsAtSea: data.confederate[sum]!.refit });
    const ctx2 = ctxOf(start('campaign').state);
    Object.assign(ctx2.s.confederate[sum]!, { area: 'C16', port: null, turnsAtSea: data.confederate[sum]!.refit - 2 });
    endOfTurnClocks(ctx2, new Set(), new Set());
    expect(ctx2.s.confederate[sum]!).toMatchObject({ status: 'inPlay', turnsAtSea: data.confederate[sum]!.refit - 1 });
  });
  it('11.3: ending it in a port that cannot refit interns the ship; in one that can, it stays in play', () => {
    const data = gameData();
    const sum = con('Sum');
    const ctx = ctxOf(start('campaign').state);
    Object.assign(ctx.s.confederate[sum]!, { area: 'C10', port: 'E', turnsAtSea: data.confederate[sum]!.refit - 1 });
    endOfTurnClocks(ctx, new Set(), new Set());
    expect(ctx.s.confederate[sum]!.status).toBe('interned');
    const ctx2 = ctxOf(start('campaign').state);
    Object.assign(ctx2.s.confederate[sum]!, { area: 'C15', port: 'CSA', turnsAtSea: data.confederate[sum]!.refit - 1 });
    endOfTurnClocks(ctx2, new Set(), new Set());
    expect(ctx2.s.confederate[sum]!).toMatchObject({ status: 'inPlay', turnsAtSea: data.confederate[sum]!.refit });
  });
  it('11.3: a refit starts the refit period again; a turn wholly in port does not count', () => {
    const sum = con('Sum');
    const ctx = ctxOf(start('campaign').state);
    Object.assign(ctx.s.confederate[sum]!, { turnsAtSea: 3 });
    endOfTurnClocks(ctx, new Set([sum]), new Set([sum]));
    expect(ctx.s.confederate[sum]!).toMatchObject({ turnsAtSea: 0, turnsInPort: 1, refits: 1, canRaid: true });
  });
  it("4.41, 11.43: ships in C15's port at the start of Game Turn 14 are interned", () => {
    const sum = con('Sum');
    const ctx = ctxOf({ ...start('campaign').state, turn: 14 });
    portLoss(ctx);
    expect(ctx.s.confederate[sum]!.status).toBe('interned');
    expect(ctx.events[0]).toMatchObject({ rule: '4.41', kind: 'portLost' });
  });
  it('11.72: Semmes can leave the Sumter in port and join another ship in port a turn later', () => {
    let s = start('campaign').state;
    s = ok(s, { type: 'removeSemmes', side: 'confederate' }).state;
    expect(s.semmes).toMatchObject({ status: 'track', availableTurn: 2 });
  });
});
