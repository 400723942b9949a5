import { describe, expect, it } from 'vitest';
import { federalReach, federalRoute, raiderRoute } from '../../src/engine/index';
import { shortestRoute } from '../../src/engine/route';
import { adjacent } from '../../src/engine/queries';
import { validateRecord, recordMp } from '../../src/engine/rules/index';
import { fed, gameData, ok, refused, start } from '../helpers';
import { SHIP } from '../../src/engine/special';
import { sealNothing } from '../engine/flow';
import type { GameState } from '../../src/engine/types';

// Issue 48.1: movement to a destination. The route to an area pointed at is the fewest Movement
// Points (4.13: one an area), ties kept out of costly or dangerous areas, refused with the rule
// when out of reach, and legal by construction: apply takes it as moveShip's path.

const atMovement = (): GameState => sealNothing(start('campaign').state);
const atRecord = (): GameState => start('campaign').state;

/** Sets a Federal ship somewhere on the map, unmoved. */
function place(s: GameState, id: string, area: string): GameState {
  const t = structuredClone(s);
  Object.assign(t.federal[id]!, { where: 'map', inUse: true, area, path: [area], movementUsed: 0, moveDone: false });
  return t;
}

describe('4.11, 4.13: a Federal ship routed to an area it can reach', () => {
  it('takes the fewest Movement Points to every area within reach, and moveShip accepts each route', () => {
    const s = atMovement();
    const peng = fed('Peng');
    const reach = federalReach(gameData(), s, peng);
    expect(reach.length).toBeGreaterThan(10);
    for (const { area, cost } of reach) {
      const r = federalRoute(gameData(), s, peng, area);
      if (!r.ok) throw new Error(r.message);
      expect(r.path.length).toBe(cost);
      expect(r.path.at(-1)).toBe(area);
      const moved = ok(s, { type: 'moveShip', side: 'federal', ship: peng, path: r.path });
      expect(moved.state.federal[peng]).toMatchObject({ area, movementUsed: cost });
    }
  });
  it('goes C9 to C10 in two areas (the tap two areas away that 4.12 used to refuse)', () => {
    const s = atMovement();
    const r = federalRoute(gameData(), s, fed('Peng'), 'C10');
    expect(r).toMatchObject({ ok: true });
    if (r.ok) {
      expect(r.path).toHaveLength(2);
      expect(adjacent(gameData(), 'C9')).toContain(r.path[0]);
      expect(adjacent(gameData(), r.path[0]!)).toContain('C10');
    }
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: fed('Peng'), path: ['C10'] })).toMatchObject({ code: 'notAdjacent', rule: '4.12' });
  });
  it('plans on from the end of a path already planned, with the points it leaves', () => {
    const s = atMovement();
    const r = federalRoute(gameData(), s, fed('Peng'), 'C10', { area: 'C13', left: 1 });
    expect(r).toEqual({ ok: true, path: ['C10'] });
    expect(federalRoute(gameData(), s, fed('Peng'), 'C16', { area: 'C13', left: 1 })).toMatchObject({ ok: false, code: 'tooFar', rule: '4.11' });
  });
});

describe('4.22: a route across the map edge', () => {
  it('sails C39 to C76 across the east-west edge in two areas', () => {
    const peng = fed('Peng');
    const s = place(atMovement(), peng, 'C39');
    const r = federalRoute(gameData(), s, peng, 'C76');
    expect(r.ok && r.path).toHaveLength(2);
    if (!r.ok) return;
    expect(['C86', 'D76']).toContain(r.path[0]);
    expect(gameData().areas.C39!.edge).toBe('east');
    expect(gameData().areas[r.path[0]!]!.edge).toBe('west');
    expect(ok(s, { type: 'moveShip', side: 'federal', ship: peng, path: r.path }).state.federal[peng]!.area).toBe('C76');
  });
});

describe('4.11, 4.12, 11.2, 2.11: an area out of reach is refused with the rule', () => {
  it('4.11: farther than the Movement Points left', () => {
    const s = atMovement();
    const peng = fed('Peng');
    const inReach = new Set(federalReach(gameData(), s, peng).map((x) => x.area));
    const far = Object.keys(gameData().areas).find((a) => a !== 'C9' && !inReach.has(a) && !gameData().areas[a]!.pacific)!;
    const r = federalRoute(gameData(), s, peng, far);
    expect(r).toMatchObject({ ok: false, code: 'tooFar', rule: '4.11' });
    expect(!r.ok && r.message).toContain(far);
  });
  it('11.2: a Pacific Fleet ship is not routed out of the Pacific', () => {
    const s = atMovement();
    expect(federalRoute(gameData(), s, fed('Narra'), 'C9')).toMatchObject({ ok: false, code: 'unreachable', rule: '11.2' });
  });
  it('4.12: a ship whose movement is completed is not routed again', () => {
    let s = atMovement();
    s = ok(s, { type: 'moveShip', side: 'federal', ship: fed('Peng'), path: ['C11'] }).state;
    s = ok(s, { type: 'moveShip', side: 'federal', ship: 'powhatan', path: ['C11'] }).state;
    expect(federalRoute(gameData(), s, fed('Peng'), 'D5')).toMatchObject({ ok: false, code: 'moveDone', rule: '4.12' });
  });
  it('2.11: no such area', () => {
    expect(federalRoute(gameData(), atMovement(), fed('Peng'), 'Z99')).toMatchObject({ ok: false, code: 'noSuchArea', rule: '2.11' });
    expect(federalRoute(gameData(), atMovement(), fed('Peng'), '__proto__')).toMatchObject({ ok: false, rule: '2.11' });
  });
});

describe('ties: among routes as short, the one through the fewest costly or dangerous areas', () => {
  // A square: A to D through B or C, both two steps.
  const square: Record<string, string[]> = { A: ['B', 'C'], B: ['A', 'D'], C: ['A', 'D'], D: ['B', 'C'] };
  const next = (a: string) => square[a]!;
  it('takes the first in the map order when nothing tells them apart, and the safe one otherwise', () => {
    expect(shortestRoute('A', 'D', 5, next)).toEqual(['B', 'D']);
    expect(shortestRoute('A', 'D', 5, next, (a) => (a === 'B' ? 1 : 0))).toEqual(['C', 'D']);
    expect(shortestRoute('A', 'D', 1, next)).toBeNull();
    expect(shortestRoute('A', 'A', 0, next)).toEqual([]);
  });
  it('never takes a longer route to stay safe (fewest Movement Points first)', () => {
    const g: Record<string, string[]> = { A: ['B', 'C'], B: ['D'], C: ['E'], E: ['D'], D: [] };
    expect(
      shortestRoute(
        'A',
        'D',
        5,
        (a) => g[a]!,
        (a) => (a === 'B' ? 9 : 0),
      ),
    ).toEqual(['B', 'D']);
  });

  it('4.21, 6.1: a raider keeps out of an area where a Federal ship stands, whichever of the two it is', () => {
    const sumter = SHIP.sumter;
    const s = structuredClone(atRecord());
    Object.assign(s.confederate[sumter]!, { area: 'C12', port: null });
    const data = gameData();
    const via = (ship: string, area: string) => {
      const t = place(s, ship, area);
      for (const f of Object.values(t.federal)) if (f.id !== ship && f.where === 'map' && ['C16', 'C10', 'D9'].includes(f.area!)) f.area = 'C54';
      const r = raiderRoute(
        data,
        t,
        { ship: sumter, steps: [], standing: { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } } },
        'C19',
      );
      if (!r.ok) throw new Error(r.message);
      return r.steps.map((x) => (x.op === 'move' ? x.to : x.op));
    };
    // C12 to C19 is three areas, through C16 > C10 or D9 > C10: whichever has no Federal ship.
    expect(via(fed('Peng'), 'C54')).toEqual(['C16', 'C10', 'C19']);
    expect(via(fed('Peng'), 'C16')).toEqual(['D9', 'C10', 'C19']);
    expect(via(fed('Peng'), 'D9')).toEqual(['C16', 'C10', 'C19']);
  });
  it('6.4: a raider keeps out of C9 (the East Coast Emergency Search) when a route as short goes around', () => {
    const data = gameData();
    // C11 to C13 is two areas, through C9 (first in the map's order) or D4.
    expect(shortestRoute('C11', 'C13', 2, (a) => adjacent(data, a))).toEqual(['C9', 'C13']);
    const sumter = SHIP.sumter;
    const t = structuredClone(atRecord());
    Object.assign(t.confederate[sumter]!, { area: 'C11', port: null });
    for (const f of Object.values(t.federal)) if (f.where === 'map') f.area = 'C54';
    const r = raiderRoute(
      data,
      t,
      { ship: sumter, steps: [], standing: { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } } },
      'C13',
    );
    expect(r).toEqual({
      ok: true,
      steps: [
        { op: 'move', to: 'D4' },
        { op: 'move', to: 'C13' },
      ],
    });
  });
});

describe('4.3: a raider record extended by a route', () => {
  const standing = { onSpotted: 'escape' as const, semmesReroll: { raid: true, escape: true, blockade: true } };
  it('leaves port first, then sails the fewest areas; the record stays legal and within its points', () => {
    const data = gameData();
    const s = atRecord();
    const sumter = SHIP.sumter;
    expect(s.confederate[sumter]).toMatchObject({ area: 'C15', port: 'CSA' });
    const r = raiderRoute(data, s, { ship: sumter, steps: [], standing }, 'C16');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.steps[0]).toEqual({ op: 'leavePort' });
    expect(r.steps.slice(1).every((x) => x.op === 'move')).toBe(true);
    expect(r.steps.at(-1)).toEqual({ op: 'move', to: 'C16' });
    const record = { ship: sumter, steps: r.steps, standing };
    expect(validateRecord(data, s, record)).toEqual([]);
    // Raids the player added stay, and the route goes on from where they leave the ship.
    const raided = { ship: sumter, steps: [...r.steps, { op: 'raid' as const }], standing };
    const more = raiderRoute(data, s, raided, 'C19');
    expect(more.ok && more.steps[0]!.op).toBe('move');
    if (more.ok) expect(validateRecord(data, s, { ...raided, steps: [...raided.steps, ...more.steps] })).toEqual([]);
  });
  it('4.13: refuses an area beyond the points left, naming it', () => {
    const data = gameData();
    const s = atRecord();
    const sumter = SHIP.sumter;
    const far = 'C44'; // the Pacific, far beyond any raider's allowance
    expect(shortestRoute('C15', far, 99, (x) => adjacent(data, x))!.length).toBeGreaterThan(data.confederate[sumter]!.movement);
    const r = raiderRoute(data, s, { ship: sumter, steps: [], standing }, far);
    expect(r).toMatchObject({ ok: false, code: 'tooFar', rule: '4.13' });
    expect(!r.ok && r.message).toContain(far);
    expect(recordMp(data, s, { ship: sumter, steps: [], standing })).toBe(0);
  });
});
