import { describe, expect, it } from 'vitest';
import { confederateArrivals } from '../../src/engine/rules/confederateArrivals';
import { federalArrivals, federalRemoval, repairFederalShips } from '../../src/engine/rules/federalPools';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { ruleCtx } from '../fixtures/ruleCtx';
import { gameData } from '../helpers';
import type { GameState } from '../../src/engine/types';

// 10.5 Confederate reinforcements (src/engine/rules/confederateArrivals.ts) and the Federal pools
// (src/engine/rules/federalPools.ts): 10.1/10.11 removal, 10.2/11.22/11.62 arrivals, 8.23 repair
// off the map. The turn each ship arrives, and where, is read from the Campaign's data.

const data = gameData();
const arrivalOf = (id: string) => {
  const t = data.turns.findIndex((x) => x.confederateArrivals.some((a) => a.ship === id));
  return { turn: t + 1, area: data.turns[t]!.confederateArrivals.find((a) => a.ship === id)!.area };
};
const onTurn = (turn: number, extra: (s: GameState) => void = () => {}) =>
  ruleCtx((s) => {
    s.turn = turn;
    extra(s);
  });
const HOME: Record<string, string | null> = { C2: 'England', C5: 'France', C14: 'CSA', C15: 'CSA' };

describe('10.5 Confederate ship reinforcements', () => {
  it('each ship arrives in its area, in the home port there if any, commissioned or not as its counter says (10.51)', () => {
    const seen = new Set<string>();
    for (const id of ['nashville', 'alabama', 'florida', 'georgia', 'shenandoah', 'stonewall', 'tallahassee']) {
      const { turn, area } = arrivalOf(id);
      const ctx = onTurn(turn, (s) => {
        placeConfederate(s, 'alabama', 'C18', null);
        placeConfederate(s, 'florida', 'C12', null);
        if (id === 'alabama' || id === 'florida') s.confederate[id]!.status = 'notArrived';
      });
      confederateArrivals(ctx);
      const st = ctx.s.confederate[id]!;
      expect(st, id).toMatchObject({
        status: 'inPlay',
        area,
        port: HOME[area] ?? null,
        commissioned: data.confederate[id]!.commissionedOnArrival,
        arrivedThisTurn: true,
        turnsAtSea: 0,
        turnsInPort: 0,
        startedInEurope: false,
      });
      expect(ctx.events.filter((e) => e.kind === 'arrival').flatMap((e) => e.ships)).toContain(id);
      seen.add(area);
    }
    // The sample reaches both European home ports and a Confederate one.
    expect([...seen].filter((a) => HOME[a]).length).toBeGreaterThanOrEqual(2);
  });

  it("a ship already in play (or lost) does not arrive again; last turn's arrivals are no longer new", () => {
    const { turn } = arrivalOf('nashville');
    const ctx = onTurn(turn, (s) => {
      placeConfederate(s, 'nashville', 'C30', null, { arrivedThisTurn: true });
      placeConfederate(s, 'sumter', 'C12', null, { arrivedThisTurn: true });
    });
    confederateArrivals(ctx);
    expect(ctx.s.confederate.nashville).toMatchObject({ area: 'C30', arrivedThisTurn: false });
    expect(ctx.s.confederate.sumter!.arrivedThisTurn).toBe(false);
    expect(ctx.events.filter((e) => e.ships?.includes('nashville'))).toEqual([]);
  });

  it('an Auxiliary joins its parent wherever she is, in her port', () => {
    const { turn } = arrivalOf('tuscaloosa');
    const ctx = onTurn(turn, (s) => placeConfederate(s, 'alabama', 'C25', 'E'));
    confederateArrivals(ctx);
    expect(ctx.s.confederate.tuscaloosa).toMatchObject({ status: 'inPlay', area: 'C25', port: 'E', arrivedThisTurn: true });
  });

  it('an Auxiliary whose parent is not in play never comes', () => {
    const { turn } = arrivalOf('tuscaloosa');
    const ctx = onTurn(turn, (s) => {
      placeConfederate(s, 'alabama', 'C25', null);
      s.confederate.alabama!.status = 'sunk';
    });
    confederateArrivals(ctx);
    expect(ctx.s.confederate.tuscaloosa!.status).toBe('offTrack');
    expect(ctx.events.filter((e) => e.ships?.includes('tuscaloosa'))).toEqual([
      expect.objectContaining({ rule: '10.5', kind: 'offTrack', ships: ['tuscaloosa'] }),
    ]);
  });

  it('10.52: the Rappahannock crosses to a French port and repairs all her first turn', () => {
    const { turn } = arrivalOf('rappahannock');
    const ctx = onTurn(turn);
    confederateArrivals(ctx);
    expect(ctx.s.confederate.rappahannock).toMatchObject({ status: 'inPlay', area: 'C5', port: 'France', forcedRepairTurn: turn });
    expect(ctx.events.map((e) => [e.rule, e.kind])).toContainEqual(['10.52', 'forcedRepair']);
  });

  it('11.72: Semmes waiting on the track for a named ship takes command when she arrives', () => {
    const { turn } = arrivalOf('alabama');
    const ctx = onTurn(turn, (s) => {
      s.semmes = { status: 'track', availableTurn: turn, ship: 'alabama', shipsCommanded: 1 };
    });
    confederateArrivals(ctx);
    expect(ctx.s.semmes).toEqual({ status: 'aboard', ship: 'alabama', shipsCommanded: 2 });
    expect(ctx.events).toContainEqual(expect.objectContaining({ rule: '11.72', kind: 'semmes', ships: ['alabama'] }));
  });

  it('11.72: Semmes waiting for another ship, or for any ship, stays on the track', () => {
    const { turn } = arrivalOf('alabama');
    for (const ship of ['georgia', null]) {
      const ctx = onTurn(turn, (s) => {
        s.semmes = { status: 'track', availableTurn: turn, ship, shipsCommanded: 1 };
      });
      confederateArrivals(ctx);
      expect(ctx.s.semmes).toEqual({ status: 'track', availableTurn: turn, ship, shipsCommanded: 1 });
      expect(ctx.events.filter((e) => e.kind === 'semmes')).toEqual([]);
    }
  });
});

describe('10.1, 10.11, 11.1 Federal removal', () => {
  it('ships lose their selection and squadron; the CSE box empties into the Available Pool', () => {
    const ctx = ruleCtx((s) => {
      placeFederal(s, 'iroquois', 'C10', 'sq');
      Object.assign(s.federal.mohican!, {
        where: 'cse',
        area: null,
        inUse: true,
        squadron: null,
        selection: { from: 'available', area: 'C9', paid: true, fromUP: false },
      });
    });
    federalRemoval(ctx);
    expect(ctx.s.federal.iroquois).toMatchObject({ inUse: false, selection: null, squadron: null, where: 'map' });
    expect(ctx.s.federal.mohican).toMatchObject({ where: 'available', area: null, selection: null });
    expect(ctx.events).toContainEqual(expect.objectContaining({ rule: '10.1', kind: 'cseReturn', ships: ['mohican'] }));
  });

  it('10.11: a ship borrowed from the Unavailable Pool goes back, leaving any blockade; 10.1: a ship out of Availability Points goes too', () => {
    const ctx = ruleCtx((s) => {
      placeConfederate(s, 'sumter', 'C10', 'E', { blockadedBy: ['iroquois'] });
      placeFederal(s, 'iroquois', 'C10');
      Object.assign(s.federal.iroquois!, { fromUP: true, blockading: 'sumter' });
      placeFederal(s, 'mohican', 'C12');
      s.federal.mohican!.availabilityUsed = data.federal.mohican!.availability;
    });
    federalRemoval(ctx);
    expect(ctx.s.federal.iroquois).toMatchObject({ where: 'unavailable', area: null, fromUP: false, path: [], blockading: null });
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual([]);
    expect(ctx.s.federal.mohican).toMatchObject({ where: 'unavailable', area: null });
    expect(ctx.events.filter((e) => e.kind === 'toUnavailable').map((e) => [e.rule, e.ships![0]])).toEqual(
      expect.arrayContaining([
        ['10.11', 'iroquois'],
        ['10.1', 'mohican'],
      ]),
    );
  });

  it('ships not yet arrived, sunk or already unavailable are only cleared', () => {
    const ctx = ruleCtx((s) => {
      Object.assign(s.federal.iroquois!, { where: 'sunk', fromUP: true, inUse: true, squadron: 'x' });
      Object.assign(s.federal.mohican!, { where: 'unavailable', fromUP: true, availabilityUsed: 99 });
    });
    federalRemoval(ctx);
    expect(ctx.s.federal.iroquois).toMatchObject({ where: 'sunk', fromUP: true, inUse: false, squadron: null });
    expect(ctx.s.federal.mohican).toMatchObject({ where: 'unavailable', fromUP: true });
    expect(ctx.events.filter((e) => e.ships?.some((x) => x === 'iroquois' || x === 'mohican'))).toEqual([]);
  });
});

describe('10.2, 11.22, 11.62 Federal reinforcements', () => {
  const fedTurn = (id: string) => data.turns.findIndex((t) => t.federalArrivals.includes(id)) + 1;

  it('a reinforcement arrives in the Available Pool', () => {
    const turn = fedTurn('kearsarge');
    const ctx = onTurn(turn, (s) => {
      s.federal.kearsarge!.where = 'notArrived';
    });
    federalArrivals(ctx);
    expect(ctx.s.federal.kearsarge!.where).toBe('available');
    expect(ctx.events).toContainEqual(expect.objectContaining({ rule: '10.2', kind: 'arrival', ships: ['kearsarge'] }));
  });

  it('11.22: the Wateree is placed in C9 bound for the Pacific', () => {
    const turn = fedTurn('wateree');
    const ctx = onTurn(turn, (s) => {
      s.federal.wateree!.where = 'notArrived';
    });
    federalArrivals(ctx);
    expect(ctx.s.federal.wateree).toMatchObject({ where: 'map', area: 'C9', path: ['C9'], inUse: true, headingForPacific: true });
    expect(ctx.events).toContainEqual(expect.objectContaining({ rule: '11.22', kind: 'arrival', ships: ['wateree'] }));
  });

  it('11.62: a Stonewall Pursuit Fleet ship arrives under 11.62', () => {
    const id = Object.keys(data.federal).find((k) => data.federal[k]!.fleet === 'S')!;
    const ctx = onTurn(fedTurn(id), (s) => {
      s.federal[id]!.where = 'notArrived';
    });
    federalArrivals(ctx);
    expect(ctx.s.federal[id]!.where).toBe('available');
    expect(ctx.events).toContainEqual(expect.objectContaining({ rule: '11.62', kind: 'arrival', ships: [id] }));
  });

  it('a ship already arrived is left alone', () => {
    const turn = fedTurn('kearsarge');
    const ctx = onTurn(turn, (s) => placeFederal(s, 'kearsarge', 'C8'));
    federalArrivals(ctx);
    expect(ctx.s.federal.kearsarge!.where).toBe('map');
    expect(ctx.events.filter((e) => e.ships?.includes('kearsarge'))).toEqual([]);
  });
});

describe('8.23 damaged Federal ships repaired off the map', () => {
  it('a damaged ship on the map or in the CSE box leaves, repaired, to the Available Pool, leaving any blockade', () => {
    const ctx = ruleCtx((s) => {
      placeConfederate(s, 'sumter', 'C10', 'E', { blockadedBy: ['iroquois'] });
      placeFederal(s, 'iroquois', 'C10');
      Object.assign(s.federal.iroquois!, { damage: 2, blockading: 'sumter' });
      Object.assign(s.federal.mohican!, { where: 'cse', area: null, inUse: true, damage: 1 });
      placeFederal(s, 'richmond', 'C12');
    });
    repairFederalShips(ctx);
    expect(ctx.s.federal.iroquois).toMatchObject({ damage: 0, area: null, inUse: false, where: 'available', blockading: null });
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual([]);
    expect(ctx.s.federal.mohican).toMatchObject({ damage: 0, where: 'available' });
    expect(ctx.s.federal.richmond).toMatchObject({ where: 'map', area: 'C12' });
    expect(ctx.events.filter((e) => e.kind === 'federalRepair').map((e) => e.ships![0])).toEqual(expect.arrayContaining(['iroquois', 'mohican']));
    expect(ctx.events.filter((e) => e.kind === 'federalRepair')).toHaveLength(2);
  });

  it('out of Availability Points it goes to the Unavailable Pool, unless it belongs to a fleet (11.2, 11.62)', () => {
    const ctx = ruleCtx((s) => {
      placeFederal(s, 'iroquois', 'C10');
      Object.assign(s.federal.iroquois!, { damage: 1, availabilityUsed: data.federal.iroquois!.availability });
      placeFederal(s, 'wyoming', 'C54');
      Object.assign(s.federal.wyoming!, { damage: 1, availabilityUsed: data.federal.wyoming!.availability });
    });
    repairFederalShips(ctx);
    expect(ctx.s.federal.iroquois!.where).toBe('unavailable');
    expect(ctx.s.federal.wyoming!.where).toBe('available');
  });

  it('a damaged ship already off the map is not moved', () => {
    const ctx = ruleCtx((s) => {
      Object.assign(s.federal.iroquois!, { where: 'unavailable', damage: 1 });
    });
    repairFederalShips(ctx);
    expect(ctx.s.federal.iroquois).toMatchObject({ where: 'unavailable', damage: 1 });
    expect(ctx.events).toEqual([]);
  });
});
