import { describe, expect, it } from 'vitest';
import { cancelDeclaration, cannotReachEurope, declareBlockade, declaredAgainst, europeTargets, resolveEuropeBlockades } from '../../src/engine/rules/europe';
import { Refusal } from '../../src/engine/context';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { ruleCtx } from '../fixtures/ruleCtx';
import { gameData } from '../helpers';
import type { GameState } from '../../src/engine/types';

// 6.3 searches in Europe (src/engine/rules/europe.ts), one procedure at a time: who may be
// declared against (a raider that began the turn in C2, C5, C7 or C8, not arrived this turn, never
// the Stonewall, 11.61), the declaration and its take-back, and the blockade at the end of Federal
// movement, with 11.32's spot of the Florida. 11.2/11.22: ships that cannot reach Europe.

const data = gameData();
const refusal = (f: () => void): { code: string; rule: string } | null => {
  try {
    f();
  } catch (e) {
    if (e instanceof Refusal) return { code: e.code, rule: e.rule };
    throw e;
  }
  return null;
};
const inEurope = (s: GameState) => {
  placeConfederate(s, 'sumter', 'C8', 'E', { startedInEurope: true, arrivedThisTurn: false });
  placeConfederate(s, 'alabama', 'C2', 'England', { startedInEurope: true, arrivedThisTurn: true });
  placeConfederate(s, 'florida', 'C5', 'France', { startedInEurope: false });
  placeConfederate(s, 'stonewall', 'C5', 'France', { startedInEurope: true, arrivedThisTurn: false });
  placeConfederate(s, 'georgia', 'C7', null, { startedInEurope: true, arrivedThisTurn: false });
  placeFederal(s, 'kearsarge', 'C8');
  placeFederal(s, 'tuscarora', 'C7');
  s.europeDeclarations = [];
};
const declaring = (extra: (s: GameState) => void = () => {}) =>
  ruleCtx((s) => {
    inEurope(s);
    s.phase = 'europeDeclaration';
    extra(s);
  });

describe('6.3 who may be declared against', () => {
  it('raiders in play that began the turn in Europe and did not arrive this turn; never the Stonewall', () => {
    const ctx = ruleCtx(inEurope);
    expect(europeTargets(ctx).sort()).toEqual(['georgia', 'sumter']);
    ctx.s.confederate.georgia!.status = 'interned';
    expect(europeTargets(ctx)).toEqual(['sumter']);
  });

  it('11.61: a declaration against the Stonewall never counts; one against another raider does', () => {
    const ctx = ruleCtx((s) => {
      inEurope(s);
      s.europeDeclarations = [
        { ship: 'kearsarge', target: 'stonewall' },
        { ship: 'tuscarora', target: 'georgia' },
      ];
    });
    expect(declaredAgainst(ctx.s, 'stonewall')).toBe(false);
    expect(declaredAgainst(ctx.s, 'georgia')).toBe(true);
    expect(declaredAgainst(ctx.s, 'sumter')).toBe(false);
  });
});

describe('6.3 with 11.2, 11.22: ships that cannot reach Europe', () => {
  it('an Atlantic ship can; a Pacific Fleet ship in the Pacific cannot, unless it is the Wyoming after a Pacific raid', () => {
    const ctx = ruleCtx((s) => {
      placeFederal(s, 'kearsarge', 'C10');
      placeFederal(s, 'wyoming', 'C54');
      s.pacificRaided = false;
    });
    expect(cannotReachEurope(data, ctx.s, 'kearsarge')).toBe(false);
    expect(cannotReachEurope(data, ctx.s, 'wyoming')).toBe(true);
    ctx.s.pacificRaided = true;
    expect(cannotReachEurope(data, ctx.s, 'wyoming')).toBe(false);
  });

  it('a Pacific Fleet ship outside the Pacific, or not on the map, can; one bound for the Pacific cannot', () => {
    const ctx = ruleCtx((s) => {
      placeFederal(s, 'wyoming', 'C9');
      s.federal.wateree!.where = 'available';
      s.federal.wateree!.area = null;
      placeFederal(s, 'suwanee', 'C9');
      s.federal.suwanee!.headingForPacific = true;
      s.pacificRaided = false;
    });
    expect(cannotReachEurope(data, ctx.s, 'wyoming')).toBe(false);
    expect(cannotReachEurope(data, ctx.s, 'wateree')).toBe(false);
    expect(cannotReachEurope(data, ctx.s, 'suwanee')).toBe(true);
  });

  it('an unknown ship id cannot (hostile input)', () => {
    expect(cannotReachEurope(data, ruleCtx().s, 'toString')).toBe(true);
    expect(cannotReachEurope(data, ruleCtx().s, 'nosuchship')).toBe(true);
  });
});

describe('6.3 declaring and taking back', () => {
  it('a deployed ship declares against a raider; declaring again replaces its declaration', () => {
    const ctx = declaring();
    declareBlockade(ctx, 'kearsarge', 'sumter');
    declareBlockade(ctx, 'tuscarora', 'georgia');
    expect(ctx.s.europeDeclarations).toEqual([
      { ship: 'kearsarge', target: 'sumter' },
      { ship: 'tuscarora', target: 'georgia' },
    ]);
    declareBlockade(ctx, 'kearsarge', 'georgia');
    expect(ctx.s.europeDeclarations).toEqual([
      { ship: 'tuscarora', target: 'georgia' },
      { ship: 'kearsarge', target: 'georgia' },
    ]);
    expect(ctx.events.map((e) => [e.rule, e.kind, ...(e.ships ?? [])])).toEqual([
      ['6.3', 'declare', 'kearsarge', 'sumter'],
      ['6.3', 'declare', 'tuscarora', 'georgia'],
      ['6.3', 'declare', 'kearsarge', 'georgia'],
    ]);
  });

  // Outside the segment the turn machine refuses a declaration, or its take-back, before the
  // procedure runs (tests/rules/r03-turn-machine.test.ts).
  it('refused: by a ship not deployed or not in use, against the Stonewall or a raider not in Europe', () => {
    expect(
      refusal(() =>
        declareBlockade(
          declaring((s) => {
            s.federal.kearsarge!.where = 'available';
          }),
          'kearsarge',
          'sumter',
        ),
      ),
    ).toEqual({ code: 'notOnMap', rule: '6.3' });
    expect(
      refusal(() =>
        declareBlockade(
          declaring((s) => {
            s.federal.kearsarge!.inUse = false;
          }),
          'kearsarge',
          'sumter',
        ),
      ),
    ).toEqual({ code: 'notOnMap', rule: '6.3' });
    expect(refusal(() => declareBlockade(declaring(), 'nosuchship', 'sumter'))).toEqual({ code: 'notOnMap', rule: '6.3' });
    expect(refusal(() => declareBlockade(declaring(), 'kearsarge', 'stonewall'))).toEqual({ code: 'notInEurope', rule: '11.61' });
    expect(refusal(() => declareBlockade(declaring(), 'kearsarge', 'alabama'))).toEqual({ code: 'notInEurope', rule: '6.3' });
    expect(refusal(() => declareBlockade(declaring(), 'kearsarge', 'florida'))).toEqual({ code: 'notInEurope', rule: '6.3' });
  });

  it('a declaration is taken back by its ship alone', () => {
    const ctx = declaring((s) => {
      s.europeDeclarations = [
        { ship: 'kearsarge', target: 'sumter' },
        { ship: 'tuscarora', target: 'georgia' },
      ];
    });
    cancelDeclaration(ctx, 'kearsarge');
    expect(ctx.s.europeDeclarations).toEqual([{ ship: 'tuscarora', target: 'georgia' }]);
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '6.3', kind: 'declare' })]);
    expect(refusal(() => cancelDeclaration(ctx, 'kearsarge'))).toEqual({ code: 'noDeclaration', rule: '6.3' });
  });
});

describe('6.3, 7.2 the blockade at the end of Federal movement', () => {
  const declared = (decls: [string, string][], extra: (s: GameState) => void = () => {}) =>
    ruleCtx((s) => {
      inEurope(s);
      s.europeDeclarations = decls.map(([ship, target]) => ({ ship, target }));
      extra(s);
    });

  it('a declared ship that reached its quarry blockades it in its port; the declarations are spent', () => {
    const ctx = declared([['kearsarge', 'sumter']]);
    resolveEuropeBlockades(ctx);
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual(['kearsarge']);
    expect(ctx.s.federal.kearsarge!.blockading).toBe('sumter');
    expect(ctx.s.europeDeclarations).toEqual([]);
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '6.3', kind: 'blockade', ships: ['kearsarge', 'sumter'] })]);
  });

  it("a raider at sea in a European area is taken into the area's first port", () => {
    const ctx = declared([['tuscarora', 'georgia']]);
    resolveEuropeBlockades(ctx);
    expect(ctx.s.confederate.georgia).toMatchObject({ port: data.areas.C7!.ports[0]!.nation, blockadedBy: ['tuscarora'] });
  });

  it('nothing happens if the ship did not reach the raider, is off the map, or the raider is gone', () => {
    for (const extra of [
      (s: GameState) => {
        s.federal.kearsarge!.area = 'C7';
      },
      (s: GameState) => {
        s.federal.kearsarge!.where = 'sunk';
      },
      (s: GameState) => {
        s.confederate.sumter!.status = 'sunk';
      },
    ]) {
      const ctx = declared([['kearsarge', 'sumter']], extra);
      resolveEuropeBlockades(ctx);
      expect(ctx.s.confederate.sumter!.blockadedBy).toEqual([]);
      expect(ctx.s.federal.kearsarge!.blockading).toBeNull();
      expect(ctx.events).toEqual([]);
      expect(ctx.s.europeDeclarations).toEqual([]);
    }
  });

  it('11.61: never the Stonewall, even by a declaration kept from an older save; 6.3: never outside Europe', () => {
    const stone = declared([['kearsarge', 'stonewall']], (s) => {
      s.federal.kearsarge!.area = 'C5';
    });
    resolveEuropeBlockades(stone);
    expect(stone.s.confederate.stonewall!.blockadedBy).toEqual([]);
    const away = declared([['kearsarge', 'sumter']], (s) => {
      s.confederate.sumter!.area = 'C10';
      s.federal.kearsarge!.area = 'C10';
    });
    resolveEuropeBlockades(away);
    expect(away.s.confederate.sumter!.blockadedBy).toEqual([]);
    expect(away.events).toEqual([]);
  });

  it('two ships on one raider: both blockade it, each listed once', () => {
    const ctx = declared(
      [
        ['kearsarge', 'sumter'],
        ['tuscarora', 'sumter'],
      ],
      (s) => {
        s.federal.tuscarora!.area = 'C8';
        s.confederate.sumter!.blockadedBy = ['tuscarora'];
      },
    );
    resolveEuropeBlockades(ctx);
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual(['tuscarora', 'kearsarge']);
    expect(ctx.s.federal.tuscarora!.blockading).toBe('sumter');
  });

  it('11.32: the automatic spot counts once for the Florida however many ships come; the second spot since her refit sinks her', () => {
    const once = declared(
      [
        ['kearsarge', 'florida'],
        ['tuscarora', 'florida'],
      ],
      (s) => {
        Object.assign(s.confederate.florida!, { area: 'C8', port: 'E', refits: 1, spottedSinceRefit: 0 });
        s.federal.tuscarora!.area = 'C8';
      },
    );
    resolveEuropeBlockades(once);
    expect(once.s.confederate.florida).toMatchObject({ spottedSinceRefit: 1, status: 'inPlay', blockadedBy: ['kearsarge', 'tuscarora'] });
    const sunk = declared([['kearsarge', 'florida']], (s) => {
      Object.assign(s.confederate.florida!, { area: 'C8', port: 'E', refits: 1, spottedSinceRefit: 1 });
    });
    resolveEuropeBlockades(sunk);
    expect(sunk.s.confederate.florida).toMatchObject({ status: 'sunk', blockadedBy: [] });
    expect(sunk.s.federal.kearsarge!.blockading).toBeNull();
  });
});
