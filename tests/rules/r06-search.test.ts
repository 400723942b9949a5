import { describe, expect, it } from 'vitest';
import { con, eventIndex, eventsLike, fed, gameData } from '../helpers';
import { Ctx } from '../../src/engine/context';
import { scriptedDice } from '../../src/engine/dice';
import { DEFAULT_OPTIONS } from '../../src/engine/options';
import { ecesSpotChance, emergencySearch, search, spotChanceUnder } from '../../src/engine/rules/search';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// 6.1, 6.4: searches, their odds and what they record; what follows a failed emergency search (6.42).

describe('6.4 East Coast Emergency Search', () => {
  it('6.42: after a failed ECES the raider is still searched by the ships in C9 and the CSE box, then carries on', () => {
    const sum = con('Sum');
    // The Search Table's ECES column spots on a 5 or 6: die 4 fails.
    const ecesFails = 4;
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C13', null);
      placeFederal(s, fed('Peng'), 'C9');
      Object.assign(s.federal[fed('Conn')]!, { where: 'cse', area: null, inUse: true });
    });
    // ECES die fails; the two units' search die 1 fails too; on to D4.
    const { events, state } = run(
      s,
      [
        record(
          sum,
          [
            { op: 'move', to: 'C9' },
            { op: 'move', to: 'D4' },
          ],
          ESCAPE,
        ),
      ],
      [ecesFails, 1],
    );
    const eces = eventIndex(events, { rule: '6.42', kind: 'eces', ships: [sum], dice: [ecesFails] });
    const search = eventIndex(events, { rule: '6.11', kind: 'search', ships: [sum], dice: [1] });
    const onward = eventIndex(events, { rule: '4.13', kind: 'move', ships: [sum] }, search);
    expect(eventsLike(events, { kind: 'spotted' })).toEqual([]);
    expect(eces).toBeGreaterThanOrEqual(0);
    expect(search).toBeGreaterThan(eces);
    expect(onward).toBeGreaterThan(search);
    expect(state.confederate[sum]).toMatchObject({ area: 'D4', status: 'inPlay', damage: 0 });
  });
});

// 6.11, 6.14, 6.41-6.44 read from the tables themselves: the odds the screen and the AI are given,
// the emergency search's ship by type and earlier entries, and the dice each search records.
const table = () => gameData().files.search;
const faces = (column: number | 'ECES') => table().rows.filter((r) => r.cells[table().columns.indexOf(column)]).length / 6;
const ctxWith = (dice: number[], quiet = false) => new Ctx(gameData(), { ...structuredClone(arranged(() => {})), dice: scriptedDice(...dice) }, quiet);

describe('6.11, 6.41: the odds of a search, read from the Search Table', () => {
  it('6.11: the chance by searching stacks is the share of the die faces its column spots on; no searcher, no chance', () => {
    const data = gameData();
    expect(spotChanceUnder(data, DEFAULT_OPTIONS, 0)).toBe(0);
    for (const units of [1, 2, 3, 4]) expect(spotChanceUnder(data, DEFAULT_OPTIONS, units)).toBeCloseTo(faces(units), 12);
    // Five or more stacks read the last column (6.11's table stops at four).
    expect(spotChanceUnder(data, DEFAULT_OPTIONS, 5)).toBeCloseTo(faces(4), 12);
  });

  it("6.41: the emergency search's chance is its own column's", () => {
    expect(ecesSpotChance(gameData())).toBeCloseTo(faces('ECES'), 12);
    expect(ecesSpotChance(gameData())).toBeGreaterThan(0);
  });

  it('RR 7.78 (a variant): the odds follow the rule in force, not the Search Table', () => {
    const on = { ...DEFAULT_OPTIONS, speedRollSearch: true };
    expect(spotChanceUnder(gameData(), on, 0)).toBe(0);
    expect([1, 2, 3, 4].map((u) => Math.round(spotChanceUnder(gameData(), on, u) * 36))).toEqual([3, 6, 10, 15]);
  });
});

describe('6.11, 6.14: what a search records', () => {
  const sum = con('Sum');
  const units = (ids: string[]) => ids.map((id) => ({ ships: [fed(id)] }));

  it('6.11: a failed search names its die and the table read, and the raider goes on (6.12)', () => {
    const ctx = ctxWith([1]);
    expect(search(ctx, sum, 'D4', units(['Peng']))).toBeNull();
    const e = ctx.events.find((x) => x.kind === 'search')!;
    expect(e).toMatchObject({ rule: '6.11', ships: [sum], dice: [1] });
    expect(e.rolls).toHaveLength(1);
    expect(e.rolls![0]).toMatchObject({ table: '6.11', die: 1 });
  });

  it('6.14: when two search and spot, a die each picks the spotter (high roll), and every die is recorded', () => {
    const ctx = ctxWith([6, 2, 5]);
    const foe = search(ctx, sum, 'D4', units(['Peng', 'Iroq']));
    expect(foe).toEqual({ ships: [fed('Iroq')] });
    const e = ctx.events.find((x) => x.kind === 'spotted')!;
    expect(e).toMatchObject({ rule: '6.14', ships: [sum, fed('Iroq')], dice: [6, 2, 5] });
    expect(e.rolls).toHaveLength(1);
  });

  it('6.11: a lone searcher that spots needs no roll-off', () => {
    const ctx = ctxWith([6, 1]);
    expect(search(ctx, sum, 'D4', units(['Peng']))).toEqual({ ships: [fed('Peng')] });
    expect(ctx.events.find((x) => x.kind === 'spotted')).toMatchObject({ rule: '6.11', dice: [6] });
  });

  it('RR 7.78 (a variant): the search records its own roll, not the Search Table', () => {
    const ctx = ctxWith([2]);
    ctx.s.options = { ...ctx.s.options, speedRollSearch: true };
    expect(search(ctx, sum, 'D4', units(['Peng']))).toBeNull();
    const e = ctx.events.find((x) => x.kind === 'search')!;
    expect(e).toMatchObject({ rule: 'RR 7.78', dice: [2] });
    expect(e.rolls).toBeUndefined();
  });

  it('a quiet simulation (thousands of bot games) records nothing, and spots alike', () => {
    const ctx = ctxWith([6, 2, 5], true);
    expect(search(ctx, sum, 'D4', units(['Peng', 'Iroq']))).toEqual({ ships: [fed('Iroq')] });
    expect(ctx.events).toEqual([]);
  });
});

describe("6.43, 6.44: the emergency search's ship, by the raider's type and its earlier entries", () => {
  const eces = () => gameData().files.eces;
  const cell = (type: string, previous: number, die: number) => {
    const cols = eces().columns;
    const i = cols.findIndex((c) => c.type === type && c.previous === previous);
    return eces().rows.find((r) => r.die === die)!.cells[i]!;
  };
  const spotDie = () => table().rows.find((r) => r.cells[table().columns.indexOf('ECES')])!.die;

  it("6.44: a sloop's first entry reads the first sloop column, and each entry is counted", () => {
    const ctx = ctxWith([spotDie(), 3]);
    const u = emergencySearch(ctx, con('Sum'))!;
    expect(u.ships).toEqual([]);
    expect(u.eces).toEqual({ ...cell('S', 0, 3), damage: 0 });
    expect(ctx.s.ecesHistory.S).toBe(1);
    const e = ctx.events.find((x) => x.kind === 'eces')!;
    expect(e).toMatchObject({ rule: '6.43', ships: [con('Sum')], dice: [spotDie(), 3] });
    expect(e.rolls).toHaveLength(1);
  });

  it('6.44: a later entry reads its own column, and one past the last reads the last ("or more")', () => {
    for (const [before, column] of [
      [2, 2],
      [7, 3],
    ] as const) {
      const ctx = ctxWith([spotDie(), 5]);
      ctx.s.ecesHistory.S = before;
      expect(emergencySearch(ctx, con('Sum'))!.eces).toEqual({ ...cell('S', column, 5), damage: 0 });
      expect(ctx.s.ecesHistory.S).toBe(before + 1);
    }
  });

  it('6.42: a failed emergency search records its die and the table read, and is counted too', () => {
    const fails = table().rows.find((r) => !r.cells[table().columns.indexOf('ECES')])!.die;
    const ctx = ctxWith([fails]);
    expect(emergencySearch(ctx, con('Sum'))).toBeNull();
    expect(ctx.s.ecesHistory.S).toBe(1);
    const e = ctx.events.find((x) => x.kind === 'eces')!;
    expect(e).toMatchObject({ rule: '6.42', dice: [fails] });
    expect(e.rolls).toHaveLength(1);
  });
});
