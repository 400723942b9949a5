import { describe, expect, it } from 'vitest';
import { deploymentCell } from '../../src/engine/rules/deployment';
import { Ctx } from '../../src/engine/context';
import { confederateArrivals } from '../../src/engine/rules/confederateArrivals';
import { federalRemoval } from '../../src/engine/rules/federalPools';
import { con, fed, gameData, ok, refused, start } from '../helpers';
import { campaignAtGT2Placement, idleToNextPlacement } from '../engine/flow';
import type { GameState } from '../../src/engine/types';

const TYPES = ['F', 'SF', 'S', 'GB', 'SGB'] as const;

describe('10.0 Reinforcements and availability', () => {
  it('10.31: count raiders in play (Europe half, rounded down), roll, add the points', () => {
    const s = campaignAtGT2Placement(4);
    expect(s.phase).toBe('federalPlacement');
    const inPlay = Object.values(s.confederate)
      .filter((c) => c.status === 'inPlay')
      .reduce((n, c) => n + (gameData().areas[c.area!]!.europe ? 0.5 : 1), 0);
    const cell = deploymentCell({ data: gameData(), s }, 4, Math.floor(inPlay));
    for (const t of TYPES) expect(s.deploymentTrack[t]).toBe(cell[t]);
    expect(s.lastDeploymentRoll).toMatchObject({ die: 4, inPlay: Math.floor(inPlay) });
  });
  it('10.31: a ship in Europe counts as one half', () => {
    const { state } = start('greyhounds-are-loose');
    // Sumter in C8 and the new arrivals in C2 count half each, Nashville in C14 one: 0.5 + 0.5 + 0.5 + 1 = 2.5, so 2.
    const inPlay = Object.values(state.confederate).filter((c) => c.status === 'inPlay');
    const n = inPlay.reduce((k, c) => k + (gameData().areas[c.area!]!.europe ? 0.5 : 1), 0);
    expect(inPlay.some((c) => c.area === 'C8') && inPlay.some((c) => c.area === 'C14')).toBe(true);
    expect(n % 1).toBe(0.5);
    expect(state.lastDeploymentRoll!.inPlay).toBe(Math.floor(n));
  });
  it('10.31: a roll of 6 uses the errata row unless the variant switches it off', () => {
    const { state } = start('campaign');
    const data = gameData();
    const col = 0;
    expect(deploymentCell({ data, s: state }, 6, data.files.deployment.columns[col]!)).toEqual(data.files.deployment.erratumRow6.cells[col]);
    const off = { ...state, options: { ...state.options, erratumRow6: false } };
    expect(deploymentCell({ data, s: off }, 6, data.files.deployment.columns[col]!)).toEqual(data.files.deployment.row6WithoutErratum.cells[col]);
  });
  it("10.2: this turn's Federal reinforcements join the Available Pool", () => {
    const s = campaignAtGT2Placement();
    for (const id of gameData().turns[1]!.federalArrivals) {
      if (gameData().federal[id]!.fleet === null) expect(s.federal[id]!.where).toBe('available');
    }
  });
  it('10.42, 10.43: selecting a ship from the pool spends a Deployment and an Availability Point and puts it in C9', () => {
    let s = withPoints(campaignAtGT2Placement(), 'S', 2);
    const ship = Object.values(s.federal).find((f) => f.where === 'available' && gameData().federal[f.id]!.type === 'S')!;
    const before = { track: s.deploymentTrack.S, used: ship.availabilityUsed };
    const r = ok(s, { type: 'selectShip', side: 'federal', ship: ship.id });
    s = r.state;
    expect(s.deploymentTrack.S).toBe(before.track - 1);
    expect(s.federal[ship.id]!.availabilityUsed).toBe(before.used + 1);
    expect(s.federal[ship.id]).toMatchObject({ where: 'map', area: 'C9', inUse: true });
    expect(r.events[0]!.rule).toBe('10.42');
  });
  it('10.43: a ship already on the map is selected where it is', () => {
    const s = withPoints(campaignAtGT2Placement(), 'SF', 1);
    const powh = fed('Powh');
    const area = s.federal[powh]!.area;
    expect(area).toBe('C9');
    const type = gameData().federal[powh]!.type;
    const s2 = ok(withPoints(s, type, 1), { type: 'selectShip', side: 'federal', ship: powh }).state;
    expect(s2.federal[powh]!.area).toBe(area);
  });
  it('10.42: no Deployment Points of the type, no selection', () => {
    const s = zeroPoints(campaignAtGT2Placement());
    const ship = Object.values(s.federal).find((f) => f.where === 'available')!;
    const r = refused(s, { type: 'selectShip', side: 'federal', ship: ship.id });
    expect(r).toMatchObject({ code: 'noPoints', rule: '10.42' });
  });
  it('10.4: a selection can be taken back in the same segment, refunding its points', () => {
    const s = withPoints(campaignAtGT2Placement(), 'S', 1);
    const ship = Object.values(s.federal).find((f) => f.where === 'available' && gameData().federal[f.id]!.type === 'S')!;
    const s2 = ok(s, { type: 'selectShip', side: 'federal', ship: ship.id }).state;
    const s3 = ok(s2, { type: 'unselectShip', side: 'federal', ship: ship.id }).state;
    expect(s3.federal[ship.id]).toEqual(s.federal[ship.id]);
    expect(s3.deploymentTrack).toEqual(s.deploymentTrack);
  });
  it('10.44: ships on the map not selected go to the Available Pool', () => {
    const s = zeroPoints(campaignAtGT2Placement());
    const powh = fed('Powh');
    expect(s.federal[powh]!.where).toBe('map');
    const after = ok(s, { type: 'endPhase', side: 'federal' }).state;
    expect(after.federal[powh]!.where).toBe('available');
  });
  it('10.1: a ship with no Availability Points left goes to the Unavailable Pool', () => {
    const { state } = start('campaign');
    const peng = fed('Peng');
    const ctx = new Ctx(gameData(), structuredClone(state));
    ctx.s.federal[peng]!.availabilityUsed = gameData().federal[peng]!.availability;
    federalRemoval(ctx);
    expect(ctx.s.federal[peng]!.where).toBe('unavailable');
    expect(ctx.events.some((e) => e.rule === '10.1')).toBe(true);
  });
  it('10.11: the Unavailable Pool is used only when no other ship of the type is available, fewest uses first', () => {
    let s = withPoints(campaignAtGT2Placement(), 'GB', 3);
    const data = gameData();
    const gbs = Object.values(s.federal).filter((f) => data.federal[f.id]!.type === 'GB' && f.where !== 'notArrived');
    if (gbs.length < 2) return; // needs two gunboats in play
    // Put every arrived gunboat in the Unavailable Pool, one of them already used once from it.
    s = structuredClone(s);
    for (const f of gbs) {
      f.where = 'unavailable';
      f.area = null;
      f.availabilityUsed = data.federal[f.id]!.availability;
    }
    for (const f of gbs) s.federal[f.id] = f;
    s.federal[gbs[0]!.id]!.upUses = 1;
    const r = refused(s, { type: 'selectShip', side: 'federal', ship: gbs[0]!.id });
    expect(r).toMatchObject({ code: 'upOrder', rule: '10.11' });
    const s2 = ok(s, { type: 'selectShip', side: 'federal', ship: gbs[1]!.id }).state;
    expect(s2.federal[gbs[1]!.id]).toMatchObject({ where: 'map', area: 'C9', fromUP: true, upUses: 1 });
    // It returns to the Unavailable Pool at the next placement.
    const ctx = new Ctx(gameData(), structuredClone(s2));
    federalRemoval(ctx);
    expect(ctx.s.federal[gbs[1]!.id]!.where).toBe('unavailable');
  });
  it('10.5, 10.51: arrivals in England are uncommissioned, in Confederate ports commissioned', () => {
    const data = gameData();
    const ala = con('Ala');
    const nash = con('Nash');
    const { state } = start('campaign');
    for (const id of [ala, nash]) {
      const arrival = data.confederate[id]!.arrival!;
      const ctx = new Ctx(data, structuredClone({ ...state, turn: arrival.turn }));
      confederateArrivals(ctx);
      const st = ctx.s.confederate[id]!;
      expect(st).toMatchObject({ status: 'inPlay', area: arrival.area, arrivedThisTurn: true });
      expect(st.commissioned).toBe(arrival.area === 'C14' || arrival.area === 'C15');
      expect(st.port).toBe(arrival.area === 'C2' ? 'England' : arrival.area === 'C5' ? 'France' : 'CSA');
    }
  });
  it('10.5: an Auxiliary is placed with its parent ship, commissioned', () => {
    const data = gameData();
    const aux = Object.values(data.confederate).find((s) => s.type === 'Aux')!;
    const { state } = start('campaign');
    const s = structuredClone({ ...state, turn: aux.arrival!.turn });
    Object.assign(s.confederate[aux.parent!]!, { status: 'inPlay', area: 'C18', port: null });
    const ctx = new Ctx(data, s);
    confederateArrivals(ctx);
    expect(ctx.s.confederate[aux.id]).toMatchObject({ status: 'inPlay', area: 'C18', port: null, commissioned: true });
  });
  it('10.52: the Rappahannock crosses to France and must repair on arrival', () => {
    const data = gameData();
    const rapp = con('Rapp');
    const { state } = start('campaign');
    const ctx = new Ctx(data, structuredClone({ ...state, turn: data.confederate[rapp]!.arrival!.turn }));
    confederateArrivals(ctx);
    expect(ctx.s.confederate[rapp]).toMatchObject({ area: 'C5', port: 'France', forcedRepairTurn: ctx.s.turn, commissioned: false });
    expect(ctx.events.filter((e) => e.rule === '10.52')).toMatchObject([{ kind: 'forcedRepair' }]);
  });
  it('a later turn reaches placement with the GT2 arrivals placed', () => {
    const s = idleToNextPlacement(start('campaign').state, 2);
    // Game Turn 2 brings the Nashville, in play in C14's Confederate port (10.5).
    expect(gameData().turns[1]!.confederateArrivals.map((a) => [a.ship, s.confederate[a.ship]!.status])).toEqual([['nashville', 'inPlay']]);
    expect(s.confederate.nashville).toMatchObject({ area: 'C14', port: 'CSA' });
  });
});

function withPoints(s: GameState, type: string, n: number): GameState {
  const out = structuredClone(s);
  (out.deploymentTrack as Record<string, number>)[type] = n;
  return out;
}
function zeroPoints(s: GameState): GameState {
  return { ...structuredClone(s), deploymentTrack: { F: 0, SF: 0, S: 0, GB: 0, SGB: 0 } };
}
