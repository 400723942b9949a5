import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/engine/activity/validate';
import { con, fed, gameData } from '../helpers';
import { arranged, placeConfederate, placeFederal, record, run } from '../activity/setup';

// Section 5 paragraphs not covered with the Activity Record tests (tests/activity): the merchant
// marine track (5.21), coaling's hold on raiding (5.44) and raid limits that never limit movement (5.45).

const data = () => gameData();
const raidPoints = (die: number, density: number) => data().files.raid.rows.find((r) => r.die === die)!.cells[data().files.raid.columns.indexOf(density)]!;

describe('5.0 raiding', () => {
  // Judgment call (docs/rules-notes.json, 5.0): a raider may raid the area it starts the Activity
  // Phase in. 6.1 makes a raider's ENTERING an occupied area the only trigger of a search, so
  // Federal ships that moved in beside it do not search it there; 5.0's order (searches, then
  // raids) applies where searches happen. Pinned so that a change of reading is a decision.
  it('5.0 with 6.1: a raid in the area the raider starts in comes with no search, even beside Federal ships', () => {
    const sum = con('Sum');
    const s = arranged((s) => { placeConfederate(s, sum, 'C12', null); placeFederal(s, fed('Iroq'), 'C12'); });
    const steps = [{ op: 'raid' as const }];
    expect(validateRecord(data(), s, record(sum, steps))).toEqual([]);
    const { events, state } = run(s, [record(sum, steps)], [6]);
    expect(events.some((e) => e.kind === 'search' || e.kind === 'spotted')).toBe(false);
    // Issue 16: the log says why the Iroquois beside it does not search (6.1).
    expect(events.find((e) => e.kind === 'whyNot' && e.rule === '6.1')?.text).toMatch(/does not search the Sumter as it raids: only a raider entering an area is searched$/);
    expect(state.merchantMarine).toBe(1247 - raidPoints(6, data().areas.C12!.density));
  });
});

describe('5.2 the merchant marine track', () => {
  it('5.21: the Raid Table results come off the U.S. merchant marine track in full', () => {
    const sum = con('Sum');
    // C12 (density 4, four coal ports) then D9 next to it.
    const s = arranged((s) => placeConfederate(s, sum, 'C12', null));
    const { state } = run(s, [record(sum, [{ op: 'raid' }, { op: 'move', to: 'D9' }, { op: 'raid' }])], [6, 3]);
    const lost = raidPoints(6, data().areas.C12!.density) + raidPoints(3, data().areas.D9!.density);
    expect(lost).toBeGreaterThan(0);
    expect(state.merchantMarine).toBe(1247 - lost);
    expect(state.vp.confederate).toBe(lost);
  });
});

describe('5.4 raid restrictions', () => {
  it('5.44: a raider left short of coal by an earlier turn (11.52) takes nothing from its raids until refitted', () => {
    const sum = con('Sum');
    const s = arranged((s) => placeConfederate(s, sum, 'C12', null, { canRaid: false }));
    const { texts, state } = run(s, [record(sum, [{ op: 'raid' }])], [6]);
    expect(texts.some((t) => t.startsWith('11.52: '))).toBe(true);
    expect(state.merchantMarine).toBe(1247);
    expect(state.vp.confederate).toBe(0);
  });
  it('5.45: a gunboat may sail through deep water even though it may not raid there (5.41)', () => {
    const geo = con('Geo');
    const s = arranged((s) => placeConfederate(s, geo, 'C12', null));
    const moves = [{ op: 'move' as const, to: 'D9' }, { op: 'move' as const, to: 'D10' }];
    expect(validateRecord(data(), s, record(geo, moves))).toEqual([]);
    expect(validateRecord(data(), s, record(geo, [...moves, { op: 'raid' }])).map((p) => p.rule)).toEqual(['5.41']);
    const { state } = run(s, [record(geo, moves)], []);
    expect(state.confederate[geo]!.area).toBe('D10');
  });
  it('5.45: a one-area raider (5.42) and a raider barred from raiding (11.52) still use their whole allowance', () => {
    const nash = con('Nash');
    const s = arranged((s) => placeConfederate(s, nash, 'C12', null, { canRaid: false }));
    const ma = data().confederate[nash]!.movement;
    const steps = [{ op: 'raid' as const }, ...Array.from({ length: ma - 1 }, (_, i) => ({ op: 'move' as const, to: i % 2 === 0 ? 'D9' : 'C12' }))];
    expect(validateRecord(data(), s, record(nash, steps))).toEqual([]);
    const { state, texts } = run(s, [record(nash, steps)], [6]);
    expect(texts.filter((t) => t.startsWith('4.13: the Nashville enters'))).toHaveLength(ma - 1);
    expect(state.confederate[nash]!.area).toBe((ma - 1) % 2 === 1 ? 'D9' : 'C12');
  });
});
