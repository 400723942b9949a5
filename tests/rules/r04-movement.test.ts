import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { validateRecord } from '../../src/engine/activity/validate';
import { con, eventIndex, eventsLike, fed, gameData, ok, refused } from '../helpers';
import { ESCAPE, FIGHT, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';
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
    const s = arranged((s) => {
      placeConfederate(s, sum(), start, null);
      placeFederal(s, fed('Iroq'), watched);
    });
    // search 6 spots; escape die 6 (speed 9 against 11: -2, escapes on 4-6); raid die 4.
    const { events, state } = run(s, [record(sum(), [{ op: 'move', to: watched }, { op: 'move', to: beyond }, { op: 'raid' }], ESCAPE)], [6, 6, 4]);
    const escaped = eventIndex(events, { rule: '6.21', kind: 'escape', ships: [sum(), fed('Iroq')], dice: [6] });
    const raided = eventIndex(events, { rule: '5.11', kind: 'raid', ships: [sum()], dice: [4] });
    expect(eventsLike(events, { kind: 'combat' })).toEqual([]);
    expect(escaped).toBeGreaterThanOrEqual(0);
    expect(raided).toBeGreaterThan(escaped);
    expect(state.confederate[sum()]!.area).toBe(beyond);
  });
  it('4.14: a raider that wins a fight carries on with its record', () => {
    const [start, watched] = ROUTE;
    const beyond = after(watched, [start]);
    const s = arranged((s) => {
      placeConfederate(s, sum(), start, null);
      placeFederal(s, fed('Iroq'), watched);
    });
    // search 6; three segments: Sumter rolls 6 (1 damage each, Iroquois has defense 3), Iroquois rolls 1 (none); raid die 4.
    const { events, state } = run(
      s,
      [record(sum(), [{ op: 'move', to: watched }, { op: 'move', to: beyond }, { op: 'raid' }], FIGHT)],
      [6, 6, 1, 6, 1, 6, 1, 4],
    );
    const sunk = eventIndex(events, { rule: '8.13', kind: 'sunk', ships: [fed('Iroq')] });
    expect(sunk).toBeGreaterThanOrEqual(0);
    expect(eventIndex(events, { rule: '5.11', kind: 'raid', ships: [sum()], dice: [4] }, sunk)).toBeGreaterThan(sunk);
    expect(state.federal[fed('Iroq')]).toMatchObject({ where: 'sunk', damage: 3 });
    expect(state.confederate[sum()]).toMatchObject({ area: beyond, damage: 0, status: 'inPlay' });
  });
});

describe('4.2 occupied areas', () => {
  it('4.21, 6.1: entering an area with a Federal ship costs no extra Movement Point but allows a search, each time it is entered', () => {
    const [start, watched] = ROUTE;
    const beyond = after(watched, [start]);
    const s = arranged((s) => {
      placeConfederate(s, sum(), start, null);
      placeFederal(s, fed('Iroq'), watched);
    });
    const { events } = run(
      s,
      [
        record(sum(), [
          { op: 'move', to: watched },
          { op: 'move', to: beyond },
          { op: 'move', to: watched },
        ]),
      ],
      [1, 1],
    );
    // Each entry into the watched area brings a search (die 1, not spotted); the moves go on.
    const seen = events
      .filter((e) => (e.kind === 'move' || e.kind === 'search') && e.ships?.[0] === sum())
      .map((e) => [e.kind, e.kind === 'move' ? e.path : e.dice]);
    expect(seen).toEqual([
      ['move', [watched]],
      ['search', [1]],
      ['move', [beyond]],
      ['move', [watched]],
      ['search', [1]],
    ]);
  });
  it('4.21: a Federal ship moves through an area holding a raider at one Movement Point per area', () => {
    let s: GameState = arranged((s) => {
      placeConfederate(s, sum(), 'D9', null);
      placeFederal(s, fed('Iroq'), 'C12');
    });
    s = ok(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '9fea88ddddc90c7bf9cf04f11cdf9f66' }).state;
    const r = ok(s, { type: 'moveShip', side: 'federal', ship: fed('Iroq'), path: ['D9', 'D10'] });
    expect(r.state.federal[fed('Iroq')]).toMatchObject({ area: 'D10', movementUsed: 2 });
  });
});

describe('4.4 neutral ports and prestige', () => {
  it('4.42: a raider spotted off a Confederate port (C15) may fight or escape, but has no neutral port to shelter in', () => {
    const s = arranged((s) => {
      placeConfederate(s, sum(), 'C19', null);
      placeFederal(s, fed('Iroq'), 'C15');
      s.options.askConfederate = true;
    });
    const first = run(s, [record(sum(), [{ op: 'move', to: 'C15' }], ESCAPE)], [6], true);
    expect(first.state.activity!.pending).toMatchObject({ side: 'confederate', kind: 'spotted', options: ['fight', 'escape'] });
  });
  const coalRun = (w: number) => {
    const s = arranged((s) => {
      s.cpl.W = w;
      placeConfederate(s, sum(), 'C12', null);
    });
    return run(s, [record(sum(), [{ op: 'raid' }])], [6]);
  };
  it('4.43: the colonial coal ports of an area serve only while the World CPL reaches their level', () => {
    // C12's colonial ports need World -8, -8, -5, -5 (the map's levels); Sumter needs 3 coalings.
    expect(
      data()
        .areas.C12!.ports.map((p) => p.cpl)
        .sort(),
    ).toEqual([-5, -5, -8, -8]);
    // C12 has density 4: die 6 takes 8 points (Raid Table) when the raid stands.
    const open = coalRun(1);
    expect(eventsLike(open.events, { rule: '11.52' })).toEqual([]);
    expect(open.state).toMatchObject({ merchantMarine: 1247 - 8, confederate: { [sum()]: { canRaid: true } } });
    for (const low of [coalRun(-6), coalRun(-9)]) {
      // Two ports (World -6) or none (-9): short of the three coalings, the raid is void (11.52).
      expect(eventsLike(low.events, { rule: '11.52', kind: 'coal', ships: [sum()] })).toHaveLength(1);
      expect(eventsLike(low.events, { rule: '11.52', kind: 'raidsVoid', ships: [sum()] })).toHaveLength(1);
      expect(low.state).toMatchObject({ merchantMarine: 1247, confederate: { [sum()]: { canRaid: false } } });
    }
  });
  it('4.43: a neutral-port commissioning needs a port the prestige levels leave open', () => {
    const at = (w: number) =>
      arranged((s) => {
        s.cpl.W = w;
        placeConfederate(s, con('Fla'), 'C12', null, { commissioned: false });
      });
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
    const apart = run(
      arranged((s) => {
        placeConfederate(s, sum(), start, null);
        for (const f of three) placeFederal(s, f, watched);
      }),
      [record(sum(), steps, ESCAPE)],
      [5, 6, 1, 1, 6],
    );
    expect(eventsLike(apart.events, { rule: '6.14', kind: 'spotted', dice: [5, 6, 1, 1] })).toHaveLength(1);
    const stacked = run(
      arranged((s) => {
        placeConfederate(s, sum(), start, null);
        for (const f of three) placeFederal(s, f, watched, 'sq1');
      }),
      [record(sum(), steps, ESCAPE)],
      [5],
    );
    expect(eventsLike(stacked.events, { rule: '6.11', kind: 'search', ships: [sum()], dice: [5] })).toHaveLength(1);
    expect(eventsLike(stacked.events, { kind: 'spotted' })).toEqual([]);
  });
});
