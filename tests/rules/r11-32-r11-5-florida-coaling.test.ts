import { describe, expect, it } from 'vitest';
import { countSpot, floridaAllowance, spotSquadron } from '../../src/engine/rules/florida';
import { checkCoaling, coalAt, gunboatDiplomacy, restoreRaids } from '../../src/engine/rules/coaling';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { ruleCtx } from '../fixtures/ruleCtx';
import type { ShipRun } from '../../src/engine/activityState';
import type { GameState } from '../../src/engine/types';

// 11.32 the Florida (src/engine/rules/florida.ts) and 11.5 coaling with 9.38's denied coal
// (src/engine/rules/coaling.ts), one function at a time. Coaling needs from the ship file:
// Sumter 3, Alabama 1, Tuscaloosa (Auxiliary) 0. C12 has four coal ports (French, English,
// Spanish, Dutch), C10 two (Nassau, Havana), C15 a Confederate port, C45 Chile's, C16
// Colombia's beside English and Spanish ones.

describe('11.32 the Florida after her first refit', () => {
  const florida =
    (refits: number, spotted = 0) =>
    (s: GameState) =>
      placeConfederate(s, 'florida', 'C12', null, { refits, spottedSinceRefit: spotted });

  it('her Movement Allowance is 7 after a refit, her printed one before; other ships keep theirs', () => {
    const st = ruleCtx().s.confederate.florida!;
    expect(floridaAllowance('florida', { ...st, refits: 0 }, 10)).toBe(10);
    expect(floridaAllowance('florida', { ...st, refits: 1 }, 10)).toBe(7);
    expect(floridaAllowance('florida', { ...st, refits: 2 }, 6)).toBe(6);
    expect(floridaAllowance('alabama', { ...st, refits: 1 }, 12)).toBe(12);
  });

  it('spotted once since the refit: counted; twice: sunk (8.13 by 11.32)', () => {
    const ctx = ruleCtx(florida(1));
    expect(countSpot(ctx, 'florida')).toBe(false);
    expect(ctx.s.confederate.florida).toMatchObject({ spottedSinceRefit: 1, status: 'inPlay' });
    expect(countSpot(ctx, 'florida')).toBe(true);
    expect(ctx.s.confederate.florida).toMatchObject({ spottedSinceRefit: 2, status: 'sunk' });
    expect(ctx.events.map((e) => e.rule)).toContain('11.32');
  });

  it('spots before her first refit do not count', () => {
    const ctx = ruleCtx(florida(0));
    expect(countSpot(ctx, 'florida')).toBe(false);
    expect(countSpot(ctx, 'florida')).toBe(false);
    expect(ctx.s.confederate.florida).toMatchObject({ spottedSinceRefit: 0, status: 'inPlay' });
  });

  it('only the Florida, and only in play', () => {
    const other = ruleCtx((s) => {
      florida(1, 1)(s);
      placeConfederate(s, 'alabama', 'C12', null, { refits: 1, spottedSinceRefit: 1 });
    });
    expect(countSpot(other, 'alabama')).toBe(false);
    expect(other.s.confederate.alabama).toMatchObject({ spottedSinceRefit: 1, status: 'inPlay' });
    const gone = ruleCtx((s) => {
      florida(1, 1)(s);
      s.confederate.florida!.status = 'interned';
    });
    expect(countSpot(gone, 'florida')).toBe(false);
    expect(gone.s.confederate.florida).toMatchObject({ spottedSinceRefit: 1, status: 'interned' });
  });

  it('4.5: spotting her squadron spots her', () => {
    const ctx = ruleCtx((s) => {
      florida(1, 1)(s);
      placeConfederate(s, 'alabama', 'C12', null);
    });
    spotSquadron(ctx, ['alabama']);
    expect(ctx.s.confederate.florida!.status).toBe('inPlay');
    spotSquadron(ctx, ['alabama', 'florida']);
    expect(ctx.s.confederate.florida!.status).toBe('sunk');
  });
});

describe('9.38 gunboat diplomacy', () => {
  it("a Federal ship that stayed all phase off a Chilean or Colombian port denies that country's coal, once per country", () => {
    const ctx = ruleCtx((s) => {
      placeFederal(s, 'iroquois', 'C45');
      placeFederal(s, 'dacotah', 'C45');
      placeFederal(s, 'mohican', 'C16');
      for (const f of ['iroquois', 'dacotah', 'mohican']) s.federal[f]!.movementUsed = 0;
      s.deniedCountries = [];
    });
    gunboatDiplomacy(ctx);
    expect([...ctx.s.deniedCountries].sort()).toEqual(['COL', 'Chile']);
    const denied = ctx.events.filter((e) => e.rule === '9.38' && e.kind === 'denied');
    expect(denied.map((e) => e.ships![0]).sort()).toEqual(['dacotah', 'mohican']);
  });

  it("a ship that moved, or is not on the map, denies nothing; last turn's denial lapses", () => {
    const ctx = ruleCtx((s) => {
      placeFederal(s, 'iroquois', 'C45');
      s.federal.iroquois!.movementUsed = 1;
      placeFederal(s, 'mohican', 'C46');
      s.federal.mohican!.movementUsed = 0;
      s.federal.mohican!.where = 'available';
      placeFederal(s, 'dacotah', 'C12');
      s.federal.dacotah!.movementUsed = 0;
      s.deniedCountries = ['Peru'] as never;
    });
    gunboatDiplomacy(ctx);
    expect(ctx.s.deniedCountries).toEqual([]);
    expect(ctx.events).toEqual([]);
  });
});

describe('11.51 coaling', () => {
  const atSea =
    (id: string, coaledAreas: string[] = [], coal = 0, port: string | null = null) =>
    (s: GameState) => {
      placeConfederate(s, id, 'C12', port);
      s.activity = {
        queue: [],
        current: id,
        cursor: 0,
        mpUsed: 0,
        pending: null,
        answer: null,
        encounters: [],
        escapedAreas: [],
        run: { runs: { [id]: { ship: id, coal, coaledAreas, raids: [], acceptedBlockade: false } }, wholeTurnInPort: [], refitted: [] },
      } as never;
    };
  const run = (ctx: ReturnType<typeof ruleCtx>, id: string) => ctx.s.activity!.run.runs[id]!;

  it('every usable coal port of an area counts, once per area', () => {
    const ctx = ruleCtx(atSea('sumter'));
    coalAt(ctx, 'sumter', 'C12');
    expect(run(ctx, 'sumter')).toMatchObject({ coal: 4, coaledAreas: ['C12'] });
    coalAt(ctx, 'sumter', 'C12');
    expect(run(ctx, 'sumter')).toMatchObject({ coal: 4, coaledAreas: ['C12'] });
    coalAt(ctx, 'sumter', 'C10');
    expect(run(ctx, 'sumter')).toMatchObject({ coal: 6, coaledAreas: ['C12', 'C10'] });
  });

  it('an area without a coal port adds nothing and is not marked', () => {
    const ctx = ruleCtx(atSea('sumter'));
    coalAt(ctx, 'sumter', 'C19');
    expect(run(ctx, 'sumter')).toMatchObject({ coal: 0, coaledAreas: [] });
  });

  it('a Confederate port counts only for a ship that entered it', () => {
    const passing = ruleCtx(atSea('sumter'));
    coalAt(passing, 'sumter', 'C15');
    expect(run(passing, 'sumter')).toMatchObject({ coal: 0, coaledAreas: [] });
    const entered = ruleCtx(atSea('sumter', [], 0, 'CSA'));
    coalAt(entered, 'sumter', 'C15');
    expect(run(entered, 'sumter')).toMatchObject({ coal: 1, coaledAreas: ['C15'] });
  });
});

describe('11.52 a ship that did not coal enough', () => {
  const ship =
    (id: string, extra: object = {}) =>
    (s: GameState) =>
      placeConfederate(s, id, 'C12', null, { canRaid: true, ...extra });
  const shipRun = (coal: number, raids: number[] = [], acceptedBlockade = false) =>
    ({ coal, raids: raids.map((points) => ({ points })), acceptedBlockade }) as unknown as ShipRun;

  it('coaled as often as needed: nothing happens', () => {
    const ctx = ruleCtx(ship('sumter'));
    expect(checkCoaling(ctx, 'sumter', shipRun(3, [4]), false)).toBe(true);
    expect(ctx.s.confederate.sumter!.canRaid).toBe(true);
    expect(ctx.events).toEqual([]);
  });

  it('one short: it cannot raid until refitted, and its raids are void (points and VP back)', () => {
    const ctx = ruleCtx(ship('sumter'));
    const [mm, vp] = [ctx.s.merchantMarine, ctx.s.vp.confederate];
    expect(checkCoaling(ctx, 'sumter', shipRun(2, [4, 2]), false)).toBe(false);
    expect(ctx.s.confederate.sumter!.canRaid).toBe(false);
    expect(ctx.s.merchantMarine).toBe(mm + 6);
    expect(ctx.s.vp.confederate).toBe(vp - 6);
    expect(ctx.events.filter((e) => e.rule === '11.52').map((e) => e.kind)).toEqual(['coal', 'raidsVoid']);
  });

  it('a whole turn in port, or a blockade accepted, needs no coal; nor a ship whose counter needs none', () => {
    for (const [id, r, inPort] of [
      ['sumter', shipRun(0, [3]), true],
      ['sumter', shipRun(0, [3], true), false],
      ['tuscaloosa', shipRun(0, [1]), false],
    ] as const) {
      const ctx = ruleCtx(ship(id));
      expect(checkCoaling(ctx, id, r, inPort)).toBe(true);
      expect(ctx.s.confederate[id]!.canRaid).toBe(true);
      expect(ctx.events).toEqual([]);
    }
  });

  it('a ship sunk on the way is not marked, but its raids are void all the same', () => {
    const ctx = ruleCtx(ship('sumter', { status: 'sunk' }));
    const mm = ctx.s.merchantMarine;
    expect(checkCoaling(ctx, 'sumter', shipRun(0, [2]), false)).toBe(false);
    expect(ctx.s.confederate.sumter!.canRaid).toBe(true);
    expect(ctx.s.merchantMarine).toBe(mm + 2);
    expect(ctx.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['raidsVoid']));
    expect(ctx.events.map((e) => e.kind)).not.toContain('coal');
  });

  it('no raids to void: no points move, no raidsVoid event', () => {
    const ctx = ruleCtx(ship('sumter'));
    const mm = ctx.s.merchantMarine;
    restoreRaids(ctx, 'sumter', [{ points: 0 }]);
    restoreRaids(ctx, 'sumter', []);
    expect(ctx.s.merchantMarine).toBe(mm);
    expect(ctx.events).toEqual([]);
  });
});
