import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { validateRecord } from '../../src/engine/activity/validate';
import { con, fed, gameData, ok, refused } from '../helpers';
import { ESCAPE, FIGHT, arranged, placeConfederate, placeFederal, record, run } from '../activity/setup';
import type { GameState } from '../../src/engine/types';

// Section 4 as it applies to the raiders: continuous movement (4.14), occupied areas (4.21), the
// neutral ports the prestige levels open (4.43) and squadrons as one ship (4.5). Federal movement
// itself is in r04-federal-movement.test.ts.

const data = () => gameData();
const sum = () => con('Sum');
/** C12 (four colonial coal ports, enough for the Sumter) and a deep-water area beside it. */
const ROUTE = ['C12', 'D9'] as const;
const after = (area: string, not: string[]) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces && !data().areas[a]!.cse)!;

describe('4.0 movement', () => {
  it('4.0: Federal ships move only in the Federal Movement Phase', () => {
    const s = arranged((s) => placeFederal(s, fed('Iroq'), 'C12'));
    expect(s.phase).toBe('confederateRecord');
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: fed('Iroq'), path: ['D9'] }).code).toMatch(/^(notYourTurn|wrongPhase)$/);
    const moving = ok(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '273718153ba605764c890dc438f71d71' }).state;
    expect(ok(moving, { type: 'moveShip', side: 'federal', ship: fed('Iroq'), path: ['D9'] }).state.federal[fed('Iroq')]!.area).toBe('D9');
  });
});

describe('4.1 continuous movement', () => {
  it('4.14: a raider that escapes a searcher moves on and raids in the next area', () => {
    const [start, watched] = ROUTE;
    const beyond = after(watched, [start]);
    const s = arranged((s) => { placeConfederate(s, sum(), start, null); placeFederal(s, fed('Iroq'), watched); });
    // search 6 spots; escape die 6 (speed 9 against 11: -2, escapes on 4-6); raid die 4.
    const { texts, state } = run(s, [record(sum(), [{ op: 'move', to: watched }, { op: 'move', to: beyond }, { op: 'raid' }], ESCAPE)], [6, 6, 4]);
    const escaped = texts.findIndex((t) => /^6\.21: the Sumter tries to escape Iroquois .*: escapes/.test(t));
    const raided = texts.findIndex((t) => t.startsWith(`5.11: the Sumter raids ${beyond}`));
    expect(escaped).toBeGreaterThanOrEqual(0);
    expect(raided).toBeGreaterThan(escaped);
    expect(state.confederate[sum()]!.area).toBe(beyond);
  });
  it('4.14: a raider that wins a fight carries on with its record', () => {
    const [start, watched] = ROUTE;
    const beyond = after(watched, [start]);
    const s = arranged((s) => { placeConfederate(s, sum(), start, null); placeFederal(s, fed('Iroq'), watched); });
    // search 6; three segments: Sumter rolls 6 (1 damage each, Iroquois has defense 3), Iroquois rolls 1 (none); raid die 4.
    const { texts, state } = run(s, [record(sum(), [{ op: 'move', to: watched }, { op: 'move', to: beyond }, { op: 'raid' }], FIGHT)], [6, 6, 1, 6, 1, 6, 1, 4]);
    expect(texts.some((t) => t.startsWith('8.13: the Iroquois is sunk'))).toBe(true);
    expect(texts.some((t) => t.startsWith(`5.11: the Sumter raids ${beyond}`))).toBe(true);
    expect(state.confederate[sum()]).toMatchObject({ area: beyond, damage: 0, status: 'inPlay' });
  });
});

describe('4.2 occupied areas', () => {
  it('4.21, 6.1: entering an area with a Federal ship costs no extra Movement Point but allows a search, each time it is entered', () => {
    const [start, watched] = ROUTE;
    const beyond = after(watched, [start]);
    const s = arranged((s) => { placeConfederate(s, sum(), start, null); placeFederal(s, fed('Iroq'), watched); });
    const { texts } = run(s, [record(sum(), [{ op: 'move', to: watched }, { op: 'move', to: beyond }, { op: 'move', to: watched }])], [1, 1]);
    const moves = texts.filter((t) => t.startsWith('4.13: the Sumter enters'));
    expect(moves).toEqual([`4.13: the Sumter enters ${watched} (1/9 MP)`, `4.13: the Sumter enters ${beyond} (2/9 MP)`, `4.13: the Sumter enters ${watched} (3/9 MP)`]);
    expect(texts.filter((t) => t === `6.11: 1 Federal unit search ${watched} for the Sumter, die 1: not spotted`)).toHaveLength(2);
  });
  it('4.21: a Federal ship moves through an area holding a raider at one Movement Point per area', () => {
    let s: GameState = arranged((s) => { placeConfederate(s, sum(), 'D9', null); placeFederal(s, fed('Iroq'), 'C12'); });
    s = ok(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '9fea88ddddc90c7bf9cf04f11cdf9f66' }).state;
    const r = ok(s, { type: 'moveShip', side: 'federal', ship: fed('Iroq'), path: ['D9', 'D10'] });
    expect(r.state.federal[fed('Iroq')]).toMatchObject({ area: 'D10', movementUsed: 2 });
  });
});

describe('4.4 neutral ports and prestige', () => {
  it('4.42: a raider spotted off a Confederate port (C15) may fight or escape, but has no neutral port to shelter in', () => {
    const s = arranged((s) => { placeConfederate(s, sum(), 'C19', null); placeFederal(s, fed('Iroq'), 'C15'); s.options.askConfederate = true; });
    const first = run(s, [record(sum(), [{ op: 'move', to: 'C15' }], ESCAPE)], [6], true);
    expect(first.state.activity!.pending).toMatchObject({ side: 'confederate', kind: 'spotted', options: ['fight', 'escape'] });
  });
  const coalRun = (w: number) => {
    const s = arranged((s) => { s.cpl.W = w; placeConfederate(s, sum(), 'C12', null); });
    return run(s, [record(sum(), [{ op: 'raid' }])], [6]);
  };
  it('4.43: the colonial coal ports of an area serve only while the World CPL reaches their level', () => {
    // C12's colonial ports need World -8, -8, -5, -5 (the map's levels); Sumter needs 3 coalings.
    expect(data().areas.C12!.ports.map((p) => p.cpl).sort()).toEqual([-5, -5, -8, -8]);
    expect(coalRun(1).texts.some((t) => t.startsWith('11.52'))).toBe(false);
    expect(coalRun(1).state.merchantMarine).toBeLessThan(1247);
    const low = coalRun(-6);
    expect(low.texts.some((t) => t.startsWith('11.52: the Sumter coaled 2 of the 3 times'))).toBe(true);
    expect(low.state.merchantMarine).toBe(1247);
    expect(coalRun(-9).texts.some((t) => t.startsWith('11.52: the Sumter coaled 0 of the 3 times'))).toBe(true);
  });
  it('4.43: a neutral-port commissioning needs a port the prestige levels leave open', () => {
    const at = (w: number) => arranged((s) => { s.cpl.W = w; placeConfederate(s, con('Fla'), 'C12', null, { commissioned: false }); });
    expect(validateRecord(data(), at(1), record(con('Fla'), [{ op: 'commission' }]))).toEqual([]);
    expect(validateRecord(data(), at(-9), record(con('Fla'), [{ op: 'commission' }])).map((p) => p.rule)).toEqual(['10.51']);
  });
});

describe('4.5 squadrons', () => {
  it('4.5: three ships stacked as a squadron search as one ship, on the one-searcher column', () => {
    const [start, watched] = ROUTE;
    const three = [fed('Iroq'), fed('Daco'), fed('Powh')];
    const steps = [{ op: 'move' as const, to: watched }];
    // Die 5 spots for three searchers but not for one (the Search Table's columns).
    const apart = run(arranged((s) => { placeConfederate(s, sum(), start, null); for (const f of three) placeFederal(s, f, watched); }), [record(sum(), steps, ESCAPE)], [5, 6, 1, 1, 6]);
    expect(apart.texts.some((t) => t.startsWith(`6.14: 3 Federal units search ${watched}, die 5: the Sumter is spotted`))).toBe(true);
    const stacked = run(arranged((s) => { placeConfederate(s, sum(), start, null); for (const f of three) placeFederal(s, f, watched, 'sq1'); }), [record(sum(), steps, ESCAPE)], [5]);
    expect(stacked.texts).toContain(`6.11: 1 Federal unit search ${watched} for the Sumter, die 5: not spotted`);
  });
});
