import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import { shipsOfType, unavailablePoolRule } from '../../src/engine/rules/selection';
import { loadGameData } from '../../src/data/load';
import { bundledRaw } from '../../src/data/bundled';
import type { GameState } from '../../src/engine/types';
import { activityTurn, runFixture } from '../fixtures/ruleFixture';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { gameData } from '../helpers';

// 10.4 and 10.11 selection, the cases r10-4-selection.test.ts leaves out: the Unavailable Pool's
// order and points, a ship in the CSE box or sunk, the free Pacific Fleet, a take-back from the
// Unavailable Pool, and an unselected blockader leaving its blockade (7.24, 10.44). Game Turn 2's
// Federal Ship Placement Segment after an idle Game Turn 1 (deployment die 3: 2 GB points); the
// GBs then are the Penguin (Unavailable Pool) and the Chippewa, the R. R. Cuyler and the Flambeau
// (Available Pool).

const data = gameData();
const placement = (setup: (s: GameState) => void = () => {}) =>
  runFixture({ rule: '10.4', name: '', setup, dice: [3], commands: activityTurn([]), expect: {} }).state;
const select = (ship: string) => ({ type: 'selectShip', side: 'federal', ship });
const run = (s: GameState, ...commands: unknown[]) => {
  for (const c of commands) {
    const r = apply(data, s, c);
    if (!r.ok) return { refused: { code: r.code, rule: r.rule }, state: s };
    s = r.state;
  }
  return { refused: null, state: s };
};
const GB_AVAILABLE = ['chippewa', 'r-r-cuyler', 'flambeau'];
/** The available GBs have spent their Availability Points: only the Unavailable Pool is left. */
const spent = (s: GameState) => {
  for (const id of GB_AVAILABLE) s.federal[id]!.availabilityUsed = data.federal[id]!.availability;
};

describe('10.11 the Unavailable Pool', () => {
  it('10.11: while a GB with Availability Points is in the Available Pool, the Penguin stays in the Unavailable Pool', () => {
    const s = placement();
    expect(s.federal.penguin!.where).toBe('unavailable');
    expect(run(s, select('penguin')).refused).toEqual({ code: 'upNotNeeded', rule: '10.11' });
    expect(unavailablePoolRule(data, s, 'GB')).toEqual({ blocked: true, fewest: 0 });
  });
  it('10.11: with every other GB spent, the Penguin comes out for a GB point and no Availability Point, and starts in C9', () => {
    const s = placement();
    spent(s);
    expect(unavailablePoolRule(data, s, 'GB')).toEqual({ blocked: false, fewest: 0 });
    const r = run(s, select('penguin'));
    expect(r.refused).toBeNull();
    expect(r.state.deploymentTrack.GB).toBe(s.deploymentTrack.GB - 1);
    expect(r.state.federal.penguin).toMatchObject({
      where: 'map',
      area: 'C9',
      inUse: true,
      upUses: 1,
      fromUP: true,
      availabilityUsed: s.federal.penguin!.availabilityUsed,
      selection: { from: 'unavailable', paid: true, fromUP: true },
    });
    // Taken back: the point returns and the Penguin goes back to the Unavailable Pool, its use undone.
    const back = run(r.state, { type: 'unselectShip', side: 'federal', ship: 'penguin' });
    expect(back.state.deploymentTrack.GB).toBe(s.deploymentTrack.GB);
    expect(back.state.federal.penguin).toMatchObject({ where: 'unavailable', area: null, inUse: false, upUses: 0, fromUP: false, selection: null });
  });
  it('10.11: a GB on the map, unselected and with Availability Points, blocks the pool too; one selected does not', () => {
    const s = placement((s) => placeFederal(s, 'chippewa', 'C12'));
    spent(s);
    s.federal.chippewa!.availabilityUsed = 0;
    Object.assign(s.federal.chippewa!, { where: 'map', area: 'C12', inUse: false });
    expect(run(s, select('penguin')).refused).toEqual({ code: 'upNotNeeded', rule: '10.11' });
    const selected = run(s, select('chippewa'), select('penguin'));
    expect(selected.refused).toBeNull();
  });
  it('10.11: the Unavailable Pool comes out in equal-use order', () => {
    const s = placement();
    spent(s);
    Object.assign(s.federal.flambeau!, { where: 'unavailable', upUses: 1 });
    expect(unavailablePoolRule(data, s, 'GB')).toEqual({ blocked: false, fewest: 0 });
    expect(run(s, select('flambeau')).refused).toEqual({ code: 'upOrder', rule: '10.11' });
    // Once the Penguin has come out (a second use), the Flambeau's turn has come.
    expect(run(s, select('penguin'), select('flambeau')).refused).toBeNull();
    s.federal.penguin!.upUses = 1;
    expect(run(s, select('flambeau')).refused).toBeNull();
  });
  it("10.11: no GB point left: refused as 10.11's no points", () => {
    const s = placement();
    spent(s);
    s.deploymentTrack.GB = 0;
    expect(run(s, select('penguin')).refused).toEqual({ code: 'noPoints', rule: '10.11' });
  });
  it('10.11: the ships of a type, read from the data (a fresh copy of it)', () => {
    const fresh = loadGameData(bundledRaw());
    expect(shipsOfType(fresh, 'GB')).toEqual(Object.keys(fresh.federal).filter((id) => fresh.federal[id]!.type === 'GB'));
    expect(shipsOfType(fresh, 'GB')).toEqual(expect.arrayContaining(['penguin', 'chippewa', 'r-r-cuyler', 'flambeau']));
    expect(shipsOfType(fresh, 'SF')).toContain('powhatan');
    expect(shipsOfType(fresh, 'no such type')).toEqual([]);
  });
});

describe('10.4 ships that cannot be selected', () => {
  it('11.1: a ship in the CSE box', () => {
    const s = placement();
    Object.assign(s.federal.tuscarora!, { where: 'cse', area: null });
    expect(run(s, select('tuscarora')).refused).toEqual({ code: 'inCse', rule: '11.1' });
  });
  it('10.41: a ship sunk', () => {
    const s = placement();
    Object.assign(s.federal.tuscarora!, { where: 'sunk', area: null });
    expect(run(s, select('tuscarora')).refused).toEqual({ code: 'notInPlay', rule: '10.41' });
  });
});

describe('11.22 the Pacific Fleet in the Pacific is free', () => {
  it('11.22: the Narragansett in the Pacific (C44) is in use at no cost; in C12 she is selected and pays like any ship', () => {
    const inPacific = placement((s) => placeFederal(s, 'narragansett', 'C44'));
    expect(inPacific.federal.narragansett).toMatchObject({ inUse: true, where: 'map', area: 'C44' });
    const outside = placement((s) => placeFederal(s, 'narragansett', 'C12'));
    expect(outside.federal.narragansett).toMatchObject({ inUse: false, where: 'map', area: 'C12' });
    const r = run(outside, select('narragansett'));
    expect(r.refused).toBeNull();
    const type = data.federal.narragansett!.type as keyof GameState['deploymentTrack'];
    expect(r.state.deploymentTrack[type]).toBe(outside.deploymentTrack[type] - 1);
    expect(r.state.federal.narragansett).toMatchObject({
      area: 'C12',
      inUse: true,
      availabilityUsed: outside.federal.narragansett!.availabilityUsed + 1,
      selection: { paid: true },
    });
  });
});

describe('10.44, 7.24 a blockader not selected', () => {
  it('7.24: a ship blockading a raider in port that is not selected leaves the blockade for the Available Pool', () => {
    const s = placement((s) => {
      placeConfederate(s, 'sumter', 'C10', 'E');
      placeFederal(s, 'tuscarora', 'C10');
    });
    s.federal.tuscarora!.blockading = 'sumter';
    s.confederate.sumter!.blockadedBy = ['tuscarora'];
    s.deploymentTrack = { F: 0, SF: 0, S: 0, GB: 0, SGB: 0 }; // no point to keep her with, so none is owed (10.4)
    const r = run(s, { type: 'endPhase', side: 'federal' });
    expect(r.refused).toBeNull();
    expect(r.state.federal.tuscarora).toMatchObject({ where: 'available', area: null, blockading: null, inUse: false, path: [] });
    expect(r.state.confederate.sumter!.blockadedBy).toEqual([]);
  });
  it('10.44: a ship selected keeps its selection for the turn; the others lose theirs', () => {
    const s = placement();
    const zero = (x: GameState) => {
      x.deploymentTrack = { F: 0, SF: 0, S: 0, GB: 0, SGB: 0 }; // the rest of the points spent elsewhere: none owed (10.4)
      return x;
    };
    const r = run(zero(run(s, select('tuscarora')).state), { type: 'endPhase', side: 'federal' });
    expect(r.refused).toBeNull();
    expect(r.state.federal.tuscarora!.selection).toMatchObject({ from: 'available', paid: true });
    expect(r.state.federal.flambeau!.selection).toBeNull();
  });
});
