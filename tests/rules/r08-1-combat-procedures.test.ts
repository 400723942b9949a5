import { describe, expect, it } from 'vitest';
import { applySegment, federalTargetsFor, foeShipsAfloat, raiderTargets, rollSegment, startCombat } from '../../src/engine/rules/combat';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { encounter, ruleCtx, unit } from '../fixtures/ruleCtx';
import type { CombatState, Encounter, Unit } from '../../src/engine/activityState';
import type { GameState } from '../../src/engine/types';

// 8.1 combat (src/engine/rules/combat.ts), one step at a time: the start, a firing segment's dice
// (both sides at once, by total gunnery, 8.11, 4.51), the ships that may take the damage (4.51),
// the damage and the sinkings (8.13), and the end when one side is all sunk (8.12).
// Combat Results Table: gunnery 2 does 0/0/0/1/1/1 on dice 1-6, gunnery 4 0/0/1/1/2/2, gunnery 6
// 0/1/1/2/2/3, gunnery 7-8 1/1/2/2/3/3, gunnery 10 (9-11) 1/2/2/3/4/4.
// Ships (gunnery/defence): Sumter 2/2, Alabama 4/3; Iroquois 2/3, Richmond 8/5, Mohican 4/4.

const ECES = { gunnery: 3, defense: 2, movement: 10, damage: 0 };
const fight =
  (fed: string[], extra: (s: GameState) => void = () => {}) =>
  (s: GameState) => {
    placeConfederate(s, 'sumter', 'C10', null);
    for (const f of fed) placeFederal(s, f, 'C10', fed.length > 1 ? 'sq' : null);
    extra(s);
  };
const begun = (e: Encounter, foe: Unit, c: Partial<CombatState> = {}) => {
  e.foe = foe;
  e.combat = { segment: 0, rolled: false, cg: 0, fg: 0, cd: 0, fd: 0, toFederal: 0, toRaider: 0, federalPick: null, confederatePick: null, ...c };
  return e;
};
const squadron = (s: GameState) => {
  placeConfederate(s, 'alabama', 'C10', null);
  s.activity = {
    queue: [],
    current: 'sumter',
    cursor: 0,
    mpUsed: 0,
    pending: null,
    answer: null,
    encounters: [],
    escapedAreas: [],
    run: {} as never,
    squadron: { leader: 'sumter', members: [{ ship: 'alabama', ownMp: 0, leaderMpAtJoin: 0 }] },
  };
};

describe('8.11 the combat begins', () => {
  it('one combat event naming both sides; the combat state starts at segment 0', () => {
    const ctx = ruleCtx(fight(['iroquois', 'richmond']));
    const e = encounter('sumter');
    startCombat(ctx, e, unit('iroquois', 'richmond'));
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '8.11', kind: 'combat', ships: ['sumter', 'iroquois', 'richmond'] })]);
    expect(e.combat).toEqual({ segment: 0, rolled: false, cg: 0, fg: 0, cd: 0, fd: 0, toFederal: 0, toRaider: 0, federalPick: null, confederatePick: null });
  });
});

describe("8.11 a firing segment's dice", () => {
  it("both fire at once: the raider's die first, each on its total gunnery", () => {
    const ctx = ruleCtx(fight(['iroquois', 'richmond']), [5, 3]);
    const e = begun(encounter('sumter'), unit('iroquois', 'richmond'), { federalPick: 'x', confederatePick: 'y' });
    expect(rollSegment(ctx, e)).toBe(true);
    // Sumter gunnery 2, die 5: 1; Iroquois and Richmond together gunnery 10, die 3: 2.
    expect(e.combat).toEqual({ segment: 1, rolled: true, cg: 2, fg: 10, cd: 5, fd: 3, toFederal: 1, toRaider: 2, federalPick: null, confederatePick: null });
  });

  it('4.51: a Confederate squadron fires with all its ships; 10.51: an uncommissioned ship adds nothing', () => {
    const ctx = ruleCtx(fight(['richmond'], squadron), [6, 1]);
    const e = begun(encounter('sumter'), unit('richmond'));
    rollSegment(ctx, e);
    expect(e.combat).toMatchObject({ cg: 6, toFederal: 3, fg: 8, toRaider: 1 });
    const raw = ruleCtx(
      fight(['richmond'], (s) => {
        squadron(s);
        s.confederate.alabama!.commissioned = false;
      }),
      [6, 1],
    );
    const e2 = begun(encounter('sumter'), unit('richmond'));
    rollSegment(raw, e2);
    expect(e2.combat).toMatchObject({ cg: 2, toFederal: 1 });
  });

  it('8.12: the 200th segment is fought; after it the combat is broken off without a roll', () => {
    const ctx = ruleCtx(fight(['iroquois']), [1, 1]);
    const e = begun(encounter('sumter'), unit('iroquois'), { segment: 199 });
    expect(rollSegment(ctx, e)).toBe(true);
    expect(e.combat!.segment).toBe(200);
    const over = ruleCtx(fight(['iroquois']), []);
    const e2 = begun(encounter('sumter'), unit('iroquois'), { segment: 200, rolled: false });
    expect(rollSegment(over, e2)).toBe(false);
    expect(e2.combat).toMatchObject({ segment: 201, rolled: false });
    expect(over.events).toEqual([expect.objectContaining({ rule: '8.12', kind: 'combat' })]);
  });
});

describe('4.51 who may take the damage', () => {
  it('the Federal designates among a Confederate squadron only when it has damage to give', () => {
    const ctx = ruleCtx(fight(['richmond'], squadron));
    const c = begun(encounter('sumter'), unit('richmond'), { toRaider: 2 }).combat!;
    // 2 damage sinks the Sumter (defence 2), not the Alabama (3): the Sumter first.
    expect(raiderTargets(ctx, c, ['alabama', 'sumter'])).toEqual(['sumter', 'alabama']);
    expect(raiderTargets(ctx, { ...c, toRaider: 0 }, ['alabama', 'sumter'])).toEqual(['alabama']);
    expect(raiderTargets(ctx, c, ['alabama'])).toEqual(['alabama']);
  });

  it("the foe's ships afloat; none for the emergency search ship", () => {
    const ctx = ruleCtx(
      fight(['iroquois', 'richmond'], (s) => {
        s.federal.iroquois!.where = 'sunk';
      }),
    );
    expect(foeShipsAfloat(ctx, unit('iroquois', 'richmond'))).toEqual(['richmond']);
    expect(foeShipsAfloat(ctx, { ships: [], eces: ECES })).toEqual([]);
  });

  it('the Confederate designates among a Federal squadron by his standing order', () => {
    const ctx = ruleCtx(fight(['iroquois', 'richmond', 'mohican']));
    const e = begun(encounter('sumter'), unit('iroquois', 'richmond', 'mohican'), { toFederal: 1 });
    const ships = ['iroquois', 'richmond', 'mohican'];
    expect(federalTargetsFor(ctx, e, e.combat!, ships)).toEqual(['iroquois', 'mohican', 'richmond']);
    ctx.s.records.sumter = { record: { standing: { fireAt: 'biggestGuns' } } } as never;
    expect(federalTargetsFor(ctx, e, e.combat!, ships)).toEqual(['richmond', 'mohican', 'iroquois']);
    expect(federalTargetsFor(ctx, e, { ...e.combat!, toFederal: 0 }, ships)).toEqual(['iroquois']);
    expect(federalTargetsFor(ctx, e, e.combat!, ['mohican'])).toEqual(['mohican']);
    expect(federalTargetsFor(ctx, e, e.combat!, [])).toEqual(['']);
  });
});

describe("8.11-8.13 the segment's damage", () => {
  it("each side's damage goes to the designated ship; the fire event carries both rolls", () => {
    const ctx = ruleCtx(fight(['iroquois', 'richmond']));
    const e = begun(encounter('sumter'), unit('iroquois', 'richmond'), {
      segment: 1,
      rolled: true,
      cg: 2,
      fg: 10,
      cd: 5,
      fd: 1,
      toFederal: 1,
      toRaider: 1,
      federalPick: 'sumter',
      confederatePick: 'richmond',
    });
    expect(applySegment(ctx, e)).toBe(false);
    expect(e.combat!.rolled).toBe(false);
    expect(ctx.s.confederate.sumter!.damage).toBe(1);
    expect(ctx.s.federal.richmond!.damage).toBe(1);
    expect(ctx.s.federal.iroquois!.damage).toBe(0);
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '8.11', kind: 'fire', ships: ['sumter', 'iroquois', 'richmond'], dice: [5, 1] })]);
    expect(ctx.events[0]!.rolls).toEqual([
      { table: '8.11', who: 'the raider', column: 'gunnery 2', mods: [], die: 5, result: '1 damage' },
      { table: '8.11', who: 'the Federal unit', column: 'gunnery 10', mods: [], die: 1, result: '1 damage' },
    ]);
  });

  it('no damage to give: no Federal ship is touched', () => {
    const ctx = ruleCtx(fight(['iroquois']));
    const e = begun(encounter('sumter'), unit('iroquois'), {
      cg: 2,
      fg: 2,
      cd: 1,
      fd: 1,
      toFederal: 0,
      toRaider: 0,
      federalPick: 'sumter',
      confederatePick: null,
    });
    expect(applySegment(ctx, e)).toBe(false);
    expect(ctx.s.federal.iroquois!.damage).toBe(0);
  });

  it('8.13: a Federal ship whose damage reaches its defence is sunk and leaves its blockade; the combat ends when its unit is all sunk', () => {
    const ctx = ruleCtx(
      fight(['iroquois'], (s) => {
        placeConfederate(s, 'alabama', 'C10', 'E', { blockadedBy: ['iroquois'] });
        Object.assign(s.federal.iroquois!, { damage: 1, blockading: 'alabama' });
      }),
    );
    const e = begun(encounter('sumter'), unit('iroquois'), {
      cg: 2,
      fg: 2,
      cd: 6,
      fd: 1,
      toFederal: 2,
      toRaider: 0,
      federalPick: 'sumter',
      confederatePick: 'iroquois',
    });
    expect(applySegment(ctx, e)).toBe(true);
    expect(ctx.s.federal.iroquois).toMatchObject({ damage: 3, where: 'sunk', area: null, inUse: false, squadron: null, blockading: null });
    expect(ctx.s.confederate.alabama!.blockadedBy).toEqual([]);
    expect(ctx.events.map((e) => [e.rule, e.kind])).toEqual([
      ['8.11', 'fire'],
      ['8.13', 'sunk'],
    ]);
    expect(ctx.events[1]!.ships).toEqual(['iroquois']);
  });

  it('8.13: one short of its defence, it fights on', () => {
    const ctx = ruleCtx(fight(['iroquois']));
    const e = begun(encounter('sumter'), unit('iroquois'), { toFederal: 2, toRaider: 1, federalPick: 'sumter', confederatePick: 'iroquois' });
    expect(applySegment(ctx, e)).toBe(false);
    expect(ctx.s.federal.iroquois).toMatchObject({ damage: 2, where: 'map' });
    expect(ctx.s.confederate.sumter).toMatchObject({ damage: 1, status: 'inPlay' });
  });

  it('8.13: the raider sunk ends the combat', () => {
    const ctx = ruleCtx(fight(['richmond']));
    const e = begun(encounter('sumter'), unit('richmond'), { toFederal: 0, toRaider: 2, federalPick: 'sumter', confederatePick: 'richmond' });
    expect(applySegment(ctx, e)).toBe(true);
    expect(ctx.s.confederate.sumter!.status).toBe('sunk');
    expect(ctx.events.map((e) => e.rule)).toContain('8.13');
  });

  it("4.51: a squadron's ship sunk leaves the others fighting; the fire event names the squadron", () => {
    const ctx = ruleCtx(fight(['richmond'], squadron));
    const e = begun(encounter('sumter'), unit('richmond'), { cg: 6, toRaider: 2, federalPick: 'sumter', confederatePick: 'richmond' });
    expect(applySegment(ctx, e)).toBe(false);
    expect(ctx.s.confederate.sumter!.status).toBe('sunk');
    expect(ctx.events[0]!.ships).toEqual(['sumter', 'alabama', 'richmond']);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ who: 'the squadron', column: 'gunnery 6' });
  });

  it('6.43: the emergency search ship takes the damage itself and is sunk when it reaches its defence', () => {
    const ctx = ruleCtx(fight([]));
    const foe: Unit = { ships: [], eces: { ...ECES } };
    const e = begun(encounter('sumter'), foe, { toFederal: 1, toRaider: 0, federalPick: 'sumter' });
    expect(applySegment(ctx, e)).toBe(false);
    expect(foe.eces!.damage).toBe(1);
    expect(ctx.events.map((x) => x.kind)).toEqual(['fire']);
    expect(applySegment(ctx, e)).toBe(true);
    expect(foe.eces!.damage).toBe(2);
    expect(ctx.events.map((x) => [x.rule, x.kind])).toEqual([
      ['8.11', 'fire'],
      ['8.11', 'fire'],
      ['8.13', 'sunk'],
    ]);
  });
});
