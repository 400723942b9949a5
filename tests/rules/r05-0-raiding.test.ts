import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/engine/activity/validate';
import { con, eventsLike, fed, gameData } from '../helpers';
import { arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// Section 5 paragraphs not covered with the Activity Record tests (tests/rules/r0*-cases): the merchant
// marine track (5.21), coaling's hold on raiding (5.44) and raid limits that never limit movement (5.45).

const data = () => gameData();

describe('5.0 raiding', () => {
  // Judgment call (docs/rules-notes.json, 5.0): a raider may raid the area it starts the Activity
  // Phase in. 6.1 makes a raider's ENTERING an occupied area the only trigger of a search, so
  // Federal ships that moved in beside it do not search it there; 5.0's order (searches, then
  // raids) applies where searches happen. Pinned so that a change of reading is a decision.
  it('5.0 with 6.1: a raid in the area the raider starts in comes with no search, even beside Federal ships', () => {
    const sum = con('Sum');
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C12', null);
      placeFederal(s, fed('Iroq'), 'C12');
    });
    const steps = [{ op: 'raid' as const }];
    expect(validateRecord(data(), s, record(sum, steps))).toEqual([]);
    const { events, state } = run(s, [record(sum, steps)], [6]);
    expect(events.filter((e) => e.rule.startsWith('6.1') && e.kind !== 'whyNot')).toEqual([]);
    // Issue 16: the log says why the Iroquois beside it does not search (6.1).
    expect(eventsLike(events, { rule: '6.1', kind: 'whyNot' })).toHaveLength(1);
    // C12 has density 4: die 6 takes 8 points (Raid Table).
    expect(eventsLike(events, { rule: '5.11', kind: 'raid', ships: [sum], dice: [6] })).toHaveLength(1);
    expect(state.merchantMarine).toBe(1247 - 8);
  });
});

describe('5.2 the merchant marine track', () => {
  it('5.21: the Raid Table results come off the U.S. merchant marine track in full', () => {
    const sum = con('Sum');
    // C12 (density 4, four coal ports) then D9 next to it.
    const s = arranged((s) => placeConfederate(s, sum, 'C12', null));
    const { state } = run(s, [record(sum, [{ op: 'raid' }, { op: 'move', to: 'D9' }, { op: 'raid' }])], [6, 3]);
    // C12, density 4, die 6: 8 points; D9, density 3, die 3: 3 points (Raid Table).
    const lost = 8 + 3;
    expect(state.merchantMarine).toBe(1247 - lost);
    expect(state.vp.confederate).toBe(lost);
  });
});

describe('5.4 raid restrictions', () => {
  it('5.44: a raider left short of coal by an earlier turn (11.52) takes nothing from its raids until refitted', () => {
    const sum = con('Sum');
    const s = arranged((s) => placeConfederate(s, sum, 'C12', null, { canRaid: false }));
    const { events, state } = run(s, [record(sum, [{ op: 'raid' }])], [6]);
    // The raid is void: no die is rolled for it (the 6 is left for the next turn's deployment roll).
    expect(eventsLike(events, { rule: '11.52', kind: 'whyNot', ships: [sum] })).toHaveLength(1);
    expect(eventsLike(events, { rule: '5.11' })).toEqual([]);
    expect(state.merchantMarine).toBe(1247);
    expect(state.vp.confederate).toBe(0);
  });
  it('5.45: a gunboat may sail through deep water even though it may not raid there (5.41)', () => {
    const geo = con('Geo');
    const s = arranged((s) => placeConfederate(s, geo, 'C12', null));
    const moves = [
      { op: 'move' as const, to: 'D9' },
      { op: 'move' as const, to: 'D10' },
    ];
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
    const { state, events } = run(s, [record(nash, steps)], [6]);
    expect(eventsLike(events, { rule: '4.13', kind: 'move', ships: [nash] })).toHaveLength(ma - 1);
    expect(state.confederate[nash]!.area).toBe((ma - 1) % 2 === 1 ? 'D9' : 'C12');
  });
});
