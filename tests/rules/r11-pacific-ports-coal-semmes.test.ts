import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { isFreeShip } from '../../src/engine/queries';
import { internConfederate } from '../../src/engine/rules/victory';
import { endOfTurnClocks } from '../../src/engine/rules/refitInternment';
import { con, fed, gameData, ok, start } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';
import { campaignAtGT2Placement, sealNothing } from '../engine/flow';

// Section 11 paragraphs not covered elsewhere: other Federal ships in the Pacific (11.23), a port
// stay stretched by a refit (11.42), how a raider coals (11.51) and Semmes aboard the Sumter (11.71).

const data = () => gameData();
const sum = () => con('Sum');

describe('11.2 the Pacific', () => {
  it('11.23: a ship outside the Pacific Fleet costs its points in the Pacific; a Pacific Fleet ship there does not', () => {
    const s = structuredClone(campaignAtGT2Placement());
    const iroq = fed('Iroq');
    Object.assign(s.federal[iroq]!, { where: 'map', area: 'C48', inUse: false, path: ['C48'] });
    expect(data().areas.C48!.pacific).toBe(true);
    expect(isFreeShip(data(), s, iroq)).toBe(false);
    expect(isFreeShip(data(), s, fed('Narra'))).toBe(true);
    s.deploymentTrack.S = 1;
    const before = s.federal[iroq]!.availabilityUsed;
    const r = ok(s, { type: 'selectShip', side: 'federal', ship: iroq });
    expect(r.state.deploymentTrack.S).toBe(0);
    expect(r.state.federal[iroq]).toMatchObject({ area: 'C48', inUse: true, availabilityUsed: before + 1 });
  });
  it('11.23: such a ship sails into the Pacific and searches there as anywhere', () => {
    const iroq = fed('Iroq');
    const outside = 'C43';
    expect(data().areas[outside]!.pacific).toBe(false);
    let s = sealNothing(
      arranged((s) => {
        placeFederal(s, iroq, outside);
        placeConfederate(s, sum(), 'C45', null);
      }),
    );
    const into = 'C44';
    expect(data().areas[into]!.pacific).toBe(true);
    s = ok(s, { type: 'moveShip', side: 'federal', ship: iroq, path: [into] }).state;
    expect(s.federal[iroq]!.area).toBe(into);
    const searched = run(
      arranged((s) => {
        placeFederal(s, iroq, into);
        placeConfederate(s, sum(), 'C45', null);
      }),
      [record(sum(), [{ op: 'move', to: into }], ESCAPE)],
      [1],
    );
    expect(searched.events.filter((e) => e.rule === '6.11')).toMatchObject([{ kind: 'search', ships: [sum()], dice: [1] }]);
  });
});

describe('11.4 internment', () => {
  it('11.42: a refit during a stay in a refitting port lets the ship stay five turns instead of four', () => {
    const stay = (refit: boolean, turns: number) => {
      const ctx = new Ctx(data(), structuredClone(start('campaign').state));
      for (let t = 0; t < turns; t++) endOfTurnClocks(ctx, new Set([sum()]), new Set(refit && t === 0 ? [sum()] : []));
      return ctx.s.confederate[sum()]!.status;
    };
    // The Sumter sits in the C15 Confederate port (which can refit) turn after turn.
    expect([stay(false, 4), stay(false, 5)]).toEqual(['inPlay', 'interned']);
    expect([stay(true, 5), stay(true, 6)]).toEqual(['inPlay', 'interned']);
  });
});

describe('11.5 coaling', () => {
  it('11.51: every usable coal port of an area counts, without entering it and without a Movement Point', () => {
    // Sumter needs 3 coalings; C12 has four colonial coal ports open at the Campaign's World CPL.
    const s = arranged((s) => placeConfederate(s, sum(), 'D9', null));
    const { events, state } = run(s, [record(sum(), [{ op: 'move', to: 'C12' }, { op: 'raid' }])], [6]);
    expect(events.filter((e) => e.rule === '4.13' && e.ships?.[0] === sum())).toMatchObject([{ kind: 'move', path: ['C12'] }]);
    expect(events.filter((e) => e.rule === '11.52' || e.kind === 'enterPort')).toEqual([]);
    // C12 has density 4: die 6 takes 8 points, and the raid stands.
    expect(state.merchantMarine).toBe(1247 - 8);
    expect(state.confederate[sum()]).toMatchObject({ canRaid: true, port: null });
  });
  it('11.51: a Confederate port gives coal only to a ship that enters it', () => {
    const passing = run(
      arranged((s) => placeConfederate(s, sum(), 'C19', null)),
      [record(sum(), [{ op: 'move', to: 'C15' }])],
      [],
    );
    expect(passing.events.filter((e) => e.rule === '11.52')).toMatchObject([{ kind: 'coal', ships: [sum()] }]);
    expect(passing.state.confederate[sum()]!.canRaid).toBe(false);
    const entering = run(
      arranged((s) => placeConfederate(s, sum(), 'C19', null)),
      [
        record(sum(), [
          { op: 'move', to: 'C15' },
          { op: 'enterPort', nation: 'CSA' },
        ]),
      ],
      [6],
    );
    // One coaling of the three the Sumter needs: still short, so no raid until refitted.
    expect(entering.events.filter((e) => e.rule === '11.52')).toMatchObject([{ kind: 'coal', ships: [sum()] }]);
    expect(entering.state.confederate[sum()]).toMatchObject({ canRaid: false, port: 'CSA' });
  });
});

describe('11.7 Raphael Semmes', () => {
  it('11.71: Semmes starts the Campaign aboard the Sumter and stays aboard turn after turn', () => {
    const s = start('campaign').state;
    expect(s.semmes).toMatchObject({ status: 'aboard', ship: sum() });
    const later = ok(sealNothing(s), { type: 'endPhase', side: 'federal' }).state;
    expect(later.turn).toBe(2);
    expect(later.semmes).toMatchObject({ status: 'aboard', ship: sum() });
  });
  it('11.71: his reroll serves only the ship he is aboard', () => {
    const nash = con('Nash');
    const s = arranged((s) => placeConfederate(s, nash, 'C12', null));
    const all = { onSpotted: 'escape' as const, semmesReroll: { raid: true, escape: true, blockade: true } };
    const { events } = run(s, [record(nash, [{ op: 'raid' }], all)], [1]);
    // One die only: no reroll for the Nashville.
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', ships: [nash], dice: [1] }]);
  });
  it('11.71: when the Sumter is interned Semmes is no longer aboard her', () => {
    const ctx = new Ctx(data(), structuredClone(start('campaign').state));
    internConfederate(ctx, sum(), '11.41', 'test');
    expect(ctx.s.semmes).toMatchObject({ status: 'track', ship: null });
  });
});
