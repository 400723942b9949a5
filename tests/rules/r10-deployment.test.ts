import { describe, expect, it } from 'vitest';
import { deploymentCell } from '../../src/engine/rules/deployment';
import { isFreeShip } from '../../src/engine/queries';
import { fed, gameData, ok, refused } from '../helpers';
import { campaignAtGT2Placement, idleToNextPlacement } from '../engine/flow';
import type { GameState } from '../../src/engine/types';

// 10.41: where selected ships come from, and Deployment Points left over for a later turn.

const data = () => gameData();
const TYPES = ['F', 'SF', 'S', 'GB', 'SGB'] as const;

describe('10.4 Federal ship selection', () => {
  it('10.41: a ship not yet arrived cannot be selected; one in the Available Pool can', () => {
    const s = structuredClone(campaignAtGT2Placement());
    s.deploymentTrack.S = 2;
    const later = Object.values(s.federal).find((f) => f.where === 'notArrived' && data().federal[f.id]!.type === 'S')!;
    expect(refused(s, { type: 'selectShip', side: 'federal', ship: later.id })).toMatchObject({ code: 'notInPlay', rule: '10.41' });
    const pooled = Object.values(s.federal).find((f) => f.where === 'available' && data().federal[f.id]!.type === 'S')!;
    expect(ok(s, { type: 'selectShip', side: 'federal', ship: pooled.id }).state.federal[pooled.id]).toMatchObject({ where: 'map', inUse: true });
  });
  it('10.41: with no ship of their type on the map or in the pool, Deployment Points stay on the track for a later turn, and the next roll adds to them', () => {
    let s: GameState = structuredClone(campaignAtGT2Placement());
    s.deploymentTrack = { F: 1, SF: 0, S: 3, GB: 2, SGB: 0 };
    const kept = { ...s.deploymentTrack };
    // No F, S or GB is left to buy: each is in the Unavailable Pool (which 10.41 makes optional) or has spent its points.
    for (const f of Object.values(s.federal))
      if (['F', 'S', 'GB'].includes(data().federal[f.id]!.type) && !isFreeShip(data(), s, f.id) && (f.where === 'available' || f.where === 'map'))
        f.availabilityUsed = data().federal[f.id]!.availability;
    // Select nothing: leave every segment of placement, then play the turn idle to the next placement.
    while (s.phase !== 'confederateRecord') s = ok(s, { type: 'endPhase', side: 'federal' }).state;
    expect(s.deploymentTrack).toEqual(kept);
    const next = idleToNextPlacement(s, 2);
    expect(next.turn).toBe(3);
    const cell = deploymentCell({ data: data(), s: next }, 2, next.lastDeploymentRoll!.inPlay);
    for (const t of TYPES) expect(next.deploymentTrack[t]).toBe(kept[t] + cell[t]);
  });
  it('10.41: with points left and no ship of the type on the map or in the pool, the Unavailable Pool may supply one (10.11)', () => {
    const s = structuredClone(campaignAtGT2Placement());
    const powh = fed('Powh');
    // Every side wheel frigate but Powhatan is out of play; Powhatan is worn out in the Unavailable Pool.
    for (const f of Object.values(s.federal)) if (data().federal[f.id]!.type === 'SF' && f.id !== powh) f.where = 'notArrived';
    Object.assign(s.federal[powh]!, { where: 'unavailable', area: null, inUse: false, availabilityUsed: data().federal[powh]!.availability });
    s.deploymentTrack.SF = 1;
    const r = ok(s, { type: 'selectShip', side: 'federal', ship: powh });
    expect(r.state.federal[powh]).toMatchObject({ where: 'map', area: 'C9', fromUP: true });
    expect(r.state.deploymentTrack.SF).toBe(0);
  });
});
