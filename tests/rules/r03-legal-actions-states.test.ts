import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { scriptedDice } from '../../src/engine/dice';
import { view } from '../../src/engine/view';
import { federalNextAreas, legalActions, movableShipOf, movableShips, selectableShips, type LegalActions } from '../../src/engine/actions';
import { coalOnRoute, recordEnd, recordNext } from '../../src/engine/actionsRecord';
import { adjacent } from '../../src/engine/queries';
import type { GameState, Side } from '../../src/engine/types';
import type { ActivityRecord, RecordStep } from '../../src/engine/record';
import { runFixture, activityTurn, FIXTURE_SALT } from '../fixtures/ruleFixture';
import { clearFederal, sidelineFederal } from '../fixtures/arrange';
import { ESCAPE, placeConfederate, placeFederal } from '../fixtures/activity';
import { gameData } from '../helpers';
import { federalPath } from '../fixtures/federalPath';

// 3.0 the legal-actions query at fixed states (the random walks of legal-actions.test.ts are too
// slow for the mutation run): what the query offers is exactly what apply accepts, and its
// numbers (costs, allowances, Movement Points, reach) are the ones the state shows after the
// command. Campaign, seed 'fixture'; Game Turn 2's placement comes after an idle Game Turn 1 and
// the deployment die 3 (0/1/3/2/4 F/SF/S/GB/SGB points).

const data = gameData();
const accepted = (s: GameState, c: unknown) => apply(data, s, c).ok;
const after = (s: GameState, c: unknown): GameState => {
  const r = apply(data, s, c);
  if (!r.ok) throw new Error(`${JSON.stringify(c)}: ${r.message}`);
  return r.state;
};
const ask = (s: GameState, side: Side, ship?: string): LegalActions => legalActions(data, view(s, side), side, ship ? { ship } : {});
const stateOf = (setup: (s: GameState) => void, commands: unknown[], dice: number[] = []) =>
  runFixture({ rule: '3.0', name: '', setup, dice, commands, expect: { diceLeft: undefined } }).state;

/** Game Turn 2's Federal Ship Placement Segment. */
const placement = () => stateOf(() => {}, activityTurn([]), [3]);

describe('3.0 legal actions: the side that waits', () => {
  it('3.0: in the Record Phase the Federal may do nothing, not even end the phase', () => {
    const s = stateOf(() => {}, []);
    const a = ask(s, 'federal');
    expect(a).toMatchObject({
      kind: 'wait',
      active: false,
      side: 'federal',
      phase: 'confederateRecord',
      turn: 1,
      endPhase: { allowed: false, unusedShips: [] },
      undo: { possible: false },
    });
    expect(a.endPhase.allowed).toBe(accepted(s, { type: 'endPhase', side: 'federal' }));
    expect(a.endPhase.reason?.rule).toBe('3.0');
  });
});

describe('10.4 legal actions: Federal ship placement', () => {
  it('10.4: the ships offered are exactly those selectShip accepts, each at the cost the state then shows', () => {
    const s = placement();
    const a = ask(s, 'federal');
    if (a.kind !== 'federalPlacement') throw new Error(a.kind);
    expect(a.active).toBe(true);
    // 10.4: ships of each type with points wait in the pools and on the map, so the step may not end yet.
    expect(a.endPhase).toMatchObject({ allowed: false, reason: { rule: '10.4' }, pointsLeft: s.deploymentTrack });
    expect(a.endPhase.allowed).toBe(accepted(s, { type: 'endPhase', side: 'federal' }));
    const paid = (type: string) => a.placement.select.filter((x) => x.cost.type === type && !x.cost.free && !x.cost.fromUnavailablePool).length;
    const owed = (['F', 'SF', 'S', 'GB', 'SGB'] as const)
      .map((type) => ({ type, count: Math.min(paid(type), s.deploymentTrack[type]) }))
      .filter((o) => o.count > 0);
    expect(a.placement.owed).toEqual(owed);
    expect(owed.length).toBeGreaterThan(0);
    expect(a.endPhase.unusedShips).toEqual(a.placement.select.map((x) => x.ship));
    expect(selectableShips(data, view(s, 'federal'))).toEqual(a.placement.select.map((x) => x.ship));
    const offered = new Map(a.placement.select.map((x) => [x.ship, x.cost]));
    expect(offered.size).toBeGreaterThan(0);
    for (const id of Object.keys(s.federal)) {
      const r = apply(data, s, { type: 'selectShip', side: 'federal', ship: id });
      expect(r.ok, `10.4 select ${id}`).toBe(offered.has(id));
      const blocked = a.placement.blocked.find((b) => b.ship === id);
      if (!r.ok) {
        // A refused ship in a pool or on the map is listed as blocked, with apply's code and rule.
        if (blocked) expect({ code: blocked.code, rule: blocked.rule }).toEqual({ code: r.code, rule: r.rule });
        continue;
      }
      expect(blocked).toBeUndefined();
      const cost = offered.get(id)!;
      const type = cost.type as keyof GameState['deploymentTrack'];
      expect(cost.type).toBe(data.federal[id]!.type);
      expect(s.deploymentTrack[type] - r.state.deploymentTrack[type], `${id} deployment`).toBe(cost.deployment);
      expect(r.state.federal[id]!.availabilityUsed - s.federal[id]!.availabilityUsed, `${id} availability`).toBe(cost.availability);
      expect(cost.free).toBe(cost.deployment === 0);
      expect(cost.fromUnavailablePool).toBe(s.federal[id]!.where === 'unavailable');
    }
    // The refusals seen at this state: no Availability Points and no points of the type.
    expect(a.placement.blocked.map((b) => b.code).sort()).toEqual(
      a.placement.blocked
        .map((b) => apply(data, s, { type: 'selectShip', side: 'federal', ship: b.ship }))
        .map((r) => (r.ok ? 'accepted' : r.code))
        .sort(),
    );
    expect(a.placement.unselect).toEqual([]);
  });
  it('10.4: a selection made may be taken back, and the ship leaves the offer', () => {
    const s = after(placement(), { type: 'selectShip', side: 'federal', ship: 'tuscarora' });
    const a = ask(s, 'federal');
    if (a.kind !== 'federalPlacement') throw new Error(a.kind);
    expect(a.placement.unselect).toEqual(['tuscarora']);
    expect(a.placement.select.some((x) => x.ship === 'tuscarora')).toBe(false);
    expect(a.endPhase.pointsLeft).toMatchObject({ S: 2 });
    for (const id of Object.keys(s.federal)) expect(accepted(s, { type: 'unselectShip', side: 'federal', ship: id }), id).toBe(id === 'tuscarora');
  });
  it('10.11: a ship of the Unavailable Pool is offered once no ship of its type is left, at one point and no Availability Point', () => {
    const s = placement();
    // Every other GB (Flambeau and any on the map) spent: the Penguin may come back.
    for (const [id, f] of Object.entries(s.federal))
      if (data.federal[id]!.type === 'GB' && f.where !== 'unavailable') f.availabilityUsed = data.federal[id]!.availability;
    const a = ask(s, 'federal');
    if (a.kind !== 'federalPlacement') throw new Error(a.kind);
    const penguin = a.placement.select.find((x) => x.ship === 'penguin');
    expect(penguin?.cost).toEqual({ free: false, type: 'GB', deployment: 1, availability: 0, fromUnavailablePool: true });
    const r = after(s, { type: 'selectShip', side: 'federal', ship: 'penguin' });
    expect(r.federal.penguin).toMatchObject({ where: 'map', area: 'C9', upUses: 1, fromUP: true });
  });
});

describe('4.1 legal actions: Federal movement', () => {
  /** Game Turn 2's Federal Movement Phase, the Powhatan and the Keystone State selected in C9. */
  const movement = () => {
    // 10.4: every other ship a point could buy is out of the way (the Pacific Fleet stays, free).
    let s = stateOf((s) => sidelineFederal(s, ['powhatan', 'keystone-state']), activityTurn([]), [3]);
    for (const c of [
      { type: 'selectShip', side: 'federal', ship: 'powhatan' },
      { type: 'selectShip', side: 'federal', ship: 'keystone-state' },
      { type: 'endPhase', side: 'federal' },
    ])
      s = after(s, c);
    for (let n = 0; n < 5 && s.phase !== 'federalMovement'; n++) {
      const side = activeSide(s)!;
      s = after(s, s.phase === 'confederateRecord' ? { type: 'sealRecords', side, records: [], salt: FIXTURE_SALT } : { type: 'endPhase', side });
    }
    return s;
  };
  it('4.11: each deployed ship moves to exactly the next areas offered, and its reach costs what a path of that length costs', () => {
    const s = movement();
    const a = ask(s, 'federal');
    if (a.kind !== 'federalMovement') throw new Error(a.kind);
    const ships = a.movement.ships.map((m) => m.ship);
    expect(ships).toEqual(expect.arrayContaining(['powhatan', 'keystone-state']));
    expect(movableShips(view(s, 'federal'))).toEqual(a.movement.ships.filter((m) => m.canMove).map((m) => m.ship));
    expect(a.movement.moving).toBeNull();
    expect(a.undo.possible).toBe(false);
    expect(a.endPhase).toMatchObject({ allowed: true, csePointsLeft: a.movement.cse.left });
    expect(a.endPhase.unusedShips).toEqual(a.movement.ships.filter((m) => m.canMove).map((m) => m.ship));
    for (const m of a.movement.ships) {
      expect(movableShipOf(data, view(s, 'federal'), m.ship)).toEqual(m.canMove ? m : null);
      expect(m.left).toBe(m.canMove ? m.allowance - m.used : 0);
      expect(accepted(s, { type: 'enterCse', side: 'federal', ship: m.ship }), `11.12 ${m.ship}`).toBe(m.canEnterCse);
      const next = federalNextAreas(data, view(s, 'federal'), m.ship, m.area);
      for (const to of adjacent(data, m.area)) {
        const r = apply(data, s, { type: 'moveShip', side: 'federal', ship: m.ship, path: [to] });
        expect(r.ok, `${m.ship} > ${to}`).toBe(m.canMove && next.includes(to));
        if (r.ok) expect(r.state.federal[m.ship]!.movementUsed - s.federal[m.ship]!.movementUsed).toBe(1);
      }
      const reach = ask(s, 'federal', m.ship);
      if (reach.kind !== 'federalMovement') throw new Error(reach.kind);
      expect(reach.movement.reach?.ship).toBe(m.ship);
      const areas = reach.movement.reach!.areas;
      expect(areas.length).toBeGreaterThan(0);
      expect(Math.max(...areas.map((x) => x.cost))).toBeLessThanOrEqual(m.left);
      for (const { area, cost } of areas.filter((_, i) => i % 7 === 0)) {
        const path = pathTo(s, m.ship, m.area, area);
        expect(path.length, `${m.ship} to ${area}`).toBe(cost);
        const r = apply(data, s, { type: 'moveShip', side: 'federal', ship: m.ship, path });
        expect(r.ok, `${m.ship} to ${area}`).toBe(true);
        if (r.ok) expect(r.state.federal[m.ship]).toMatchObject({ area, movementUsed: cost });
      }
      // An area one step beyond the reach is not reached.
      const reached = new Set([m.area, ...areas.map((x) => x.area)]);
      const beyond = areas
        .filter((x) => x.cost === m.left)
        .flatMap((x) => adjacent(data, x.area))
        .find((b) => !reached.has(b));
      if (beyond)
        expect(
          accepted(s, {
            type: 'moveShip',
            side: 'federal',
            ship: m.ship,
            path: [...pathTo(s, m.ship, m.area, areas.find((x) => adjacent(data, x.area).includes(beyond) && x.cost === m.left)!.area), beyond],
          }),
        ).toBe(false);
    }
    // 4.52: both ships are in C9: they may stack.
    expect(a.movement.stacks).toContainEqual({ area: 'C9', ships: ['powhatan', 'keystone-state'] });
    for (const st of a.movement.stacks) expect(accepted(s, { type: 'formSquadron', side: 'federal', ships: st.ships })).toBe(true);
    expect(a.movement.joinBlockade).toEqual([]);
  });
  it("4.12: once another ship moves, the first one's movement is done; a move may be taken back", () => {
    let s = movement();
    const to = federalNextAreas(data, view(s, 'federal'), 'powhatan', 'C9')[0]!;
    s = after(s, { type: 'moveShip', side: 'federal', ship: 'powhatan', path: [to] });
    let a = ask(s, 'federal');
    if (a.kind !== 'federalMovement') throw new Error(a.kind);
    expect(a.movement.moving).toBe('powhatan');
    expect(a.undo.possible).toBe(true);
    expect(accepted(s, { type: 'undo', side: 'federal' })).toBe(true);
    expect(a.movement.ships.find((m) => m.ship === 'powhatan')).toMatchObject({ used: 1, done: false, canMove: true, area: to });
    expect(a.endPhase.unusedShips).not.toContain('powhatan');
    const other = a.movement.ships.find((m) => m.ship === 'keystone-state')!;
    s = after(s, { type: 'moveShip', side: 'federal', ship: other.ship, path: [federalNextAreas(data, view(s, 'federal'), other.ship, other.area)[0]!] });
    a = ask(s, 'federal');
    if (a.kind !== 'federalMovement') throw new Error(a.kind);
    expect(a.movement.ships.find((m) => m.ship === 'powhatan')).toMatchObject({ done: true, canMove: false, left: 0, canEnterCse: false });
    expect(accepted(s, { type: 'moveShip', side: 'federal', ship: 'powhatan', path: [to === 'C9' ? adjacent(data, to)[1]! : 'C9'] })).toBe(false);
    const reach = ask(s, 'federal', 'powhatan');
    expect(reach.kind === 'federalMovement' && reach.movement.reach?.areas).toEqual([]);
  });
});

/** A shortest path of offered next areas. */
function pathTo(s: GameState, ship: string, from: string, to: string): string[] {
  const path = federalPath(data, view(s, 'federal'), ship, from, to);
  if (!path) throw new Error(`no path to ${to}`);
  return path;
}

describe('4.3 legal actions: the Record Phase', () => {
  const seal = (s: GameState, records: ActivityRecord[]) => apply(data, s, { type: 'sealRecords', side: 'confederate', records, salt: FIXTURE_SALT });
  /** Every step the record could take next: moves anywhere next to its end or not, and every other op. */
  const trials = (s: GameState, r: ActivityRecord): RecordStep[] => {
    const end = recordEnd(data, view(s, 'confederate'), r.ship, r.steps);
    const near = adjacent(data, end.area);
    const far = Object.keys(data.areas).find((x) => x !== end.area && !near.includes(x))!;
    return [
      ...near.map((to) => ({ op: 'move' as const, to })),
      { op: 'move', to: far },
      { op: 'raid' },
      { op: 'leavePort' },
      ...data.areas[end.area]!.ports.map((p) => ({ op: 'enterPort' as const, nation: p.nation })),
      { op: 'commission' },
      { op: 'refit' },
      { op: 'repair' },
      { op: 'capturedCoal' },
    ];
  };
  const stay = (s: GameState): ActivityRecord[] =>
    Object.values(s.confederate)
      .filter((c) => c.status === 'inPlay')
      .map((c) => ({ ship: c.id, steps: [], standing: ESCAPE }));

  it('4.3: every ship in play needs a record; each step offered next seals, each step not offered is refused', () => {
    const s = stateOf((s) => {
      clearFederal(s);
      placeConfederate(s, 'alabama', 'C12', null, { damage: 1 });
      placeConfederate(s, 'tuscaloosa', 'C18', null, { commissioned: false });
    }, []);
    const a = ask(s, 'confederate');
    if (a.kind !== 'confederateRecord') throw new Error(a.kind);
    expect(a.endPhase.allowed).toBe(accepted(s, { type: 'endPhase', side: 'confederate' }));
    expect(a.record.ships.map((x) => x.ship)).toEqual(
      Object.values(s.confederate)
        .filter((c) => c.status === 'inPlay')
        .map((c) => c.id),
    );
    expect(a.record.ships.find((x) => x.ship === 'sumter')).toMatchObject({
      area: 'C15',
      port: 'CSA',
      forcedRepair: false,
      refitHere: true,
      commissioned: true,
    });
    expect(a.record.ships.find((x) => x.ship === 'alabama')).toMatchObject(
      { area: 'C12', port: null, refitHere: false, allowance: 11 } /* 12, less 1 for her damage (8.21) */,
    );
    expect(a.record.ships.find((x) => x.ship === 'tuscaloosa')).toMatchObject({ commissioned: false });
    expect(a.record.canLandSemmes).toBe(true);
    expect(accepted(s, { type: 'removeSemmes', side: 'confederate' })).toBe(true);
    expect(a.record.neutralCommissionLeft).toBe(true);
    const base = stay(s);
    expect(seal(s, base).ok).toBe(true);
    const paths: Record<string, RecordStep[]> = {
      sumter: [{ op: 'leavePort' }, { op: 'move', to: 'C10' }],
      alabama: [{ op: 'move', to: 'C17' }],
      tuscaloosa: [],
    };
    for (const r of base) {
      // From the start, and after the first steps of a route.
      for (let n = 0; n <= (paths[r.ship] ?? []).length; n++) {
        const partial = { ...r, steps: (paths[r.ship] ?? []).slice(0, n) };
        const nx = recordNext(data, view(s, 'confederate'), partial, base);
        expect(nx.end).toEqual(recordEnd(data, view(s, 'confederate'), r.ship, partial.steps));
        for (const step of trials(s, partial)) {
          const records = base.map((x) => (x.ship === r.ship ? { ...partial, steps: [...partial.steps, step] } : x));
          const offered = nx.steps.some((x) => JSON.stringify(x) === JSON.stringify(step));
          expect(seal(s, records).ok, `${r.ship} ${JSON.stringify(partial.steps)} + ${JSON.stringify(step)}`).toBe(offered);
        }
      }
    }
    // 4.52: the Tuscaloosa may gather the Alabama only where the Alabama's record ends.
    const withGather = recordNext(data, view(s, 'confederate'), base.find((x) => x.ship === 'tuscaloosa')!, base);
    expect(withGather.steps.filter((x) => x.op === 'gather')).toEqual([]);
  });
  it("4.13, 11.51: the record's Movement Points and the coal ports on its route", () => {
    const s = stateOf((s) => {
      clearFederal(s);
      placeConfederate(s, 'alabama', 'C18', null);
    }, []);
    const r: ActivityRecord = {
      ship: 'alabama',
      steps: [
        { op: 'move', to: 'C17' },
        { op: 'move', to: 'C18' },
        { op: 'move', to: 'D13' },
      ],
      standing: ESCAPE,
    };
    const nx = recordNext(data, view(s, 'confederate'), r);
    expect(nx.mp).toEqual({ used: 3, of: 12 });
    expect(nx.end).toEqual({ area: 'D13', port: null });
    // C18: Brazil; C17: Venezuela (-2), England and France (-8), the Netherlands (-5) at CPL World +1.
    expect(nx.coal).toEqual([
      { area: 'C18', ports: 1 },
      { area: 'C17', ports: 4 },
    ]);
    expect(coalOnRoute(data, view(s, 'confederate'), 'alabama', [])).toEqual([{ area: 'C18', ports: 1 }]);
    // An area the map lacks ends the route.
    expect(
      recordEnd(data, view(s, 'confederate'), 'alabama', [
        { op: 'move', to: 'C17' },
        { op: 'move', to: 'nowhere' as never },
        { op: 'move', to: 'C18' },
      ]),
    ).toEqual({ area: 'C17', port: null });
    // A ship not in play has nothing to record.
    expect(recordNext(data, view(s, 'confederate'), { ship: 'florida', steps: [], standing: ESCAPE })).toMatchObject({
      steps: [],
      mp: { used: 0, of: 0 },
      coal: [],
    });
  });
  it('10.52: a ship due for its forced repair is offered the repair and nothing else', () => {
    const s = stateOf((s) => {
      clearFederal(s);
      placeConfederate(s, 'alabama', 'C5', 'France', { damage: 1, forcedRepairTurn: 1 });
    }, []);
    const a = ask(s, 'confederate');
    if (a.kind !== 'confederateRecord') throw new Error(a.kind);
    expect(a.record.ships.find((x) => x.ship === 'alabama')).toMatchObject({ forcedRepair: true, port: 'France' });
    const r: ActivityRecord = { ship: 'alabama', steps: [], standing: ESCAPE };
    expect(recordNext(data, view(s, 'confederate'), r).steps).toEqual([{ op: 'repair' }]);
    expect(recordNext(data, view(s, 'confederate'), { ...r, steps: [{ op: 'repair' }] }).steps).toEqual([]);
  });
});

describe("11.53 legal actions: the Georgia's prize coal", () => {
  const georgia = (used: boolean) =>
    stateOf((s) => {
      clearFederal(s);
      placeConfederate(s, 'georgia', 'C12', null, { capturedCoalUsed: used });
    }, []);
  const r: ActivityRecord = { ship: 'georgia', steps: [], standing: ESCAPE };
  it("11.53: offered as the first step only, once a game; recorded, it adds to the record's allowance", () => {
    const s = georgia(false);
    const first = recordNext(data, view(s, 'confederate'), r);
    expect(first.steps).toContainEqual({ op: 'capturedCoal' });
    expect(accepted(s, { type: 'sealRecords', side: 'confederate', records: [{ ...r, steps: [{ op: 'capturedCoal' }] }], salt: FIXTURE_SALT })).toBe(true);
    const after1 = recordNext(data, view(s, 'confederate'), { ...r, steps: [{ op: 'capturedCoal' }] });
    expect(after1.steps).not.toContainEqual({ op: 'capturedCoal' });
    expect(after1.mp.of).toBeGreaterThan(first.mp.of);
    const moved = recordNext(data, view(s, 'confederate'), { ...r, steps: [{ op: 'move', to: adjacent(data, 'C12')[0]! }] });
    expect(moved.steps).not.toContainEqual({ op: 'capturedCoal' });
    expect(recordNext(data, view(georgia(true), 'confederate'), r).steps).not.toContainEqual({ op: 'capturedCoal' });
  });
  it('11.53: no other ship has prize coal', () => {
    const s = stateOf((s) => {
      clearFederal(s);
      placeConfederate(s, 'alabama', 'C12', null);
    }, []);
    expect(recordNext(data, view(s, 'confederate'), { ship: 'alabama', steps: [], standing: ESCAPE }).steps).not.toContainEqual({ op: 'capturedCoal' });
  });
});

describe('6.13 legal actions: a decision and its odds', () => {
  // The Powhatan (gunnery 7, speed 11) waits in C10; the Sumter sails in and is spotted (die 6).
  // The Confederate is asked (askConfederate).
  const spotted = () =>
    stateOf(
      (s) => {
        clearFederal(s);
        placeFederal(s, 'powhatan', 'C10');
        placeConfederate(s, 'sumter', 'C19', null);
        s.options = { ...s.options, askConfederate: true };
      },
      activityTurn([{ ship: 'sumter', steps: [{ op: 'move', to: 'C10' }], standing: ESCAPE }]),
      [6],
    );
  it('6.13: the options are the pending ones, each accepted by decide, with the odds of the tables', () => {
    const s = spotted();
    expect(s.phase).toBe('confederateActivity');
    const a = ask(s, 'confederate');
    if (a.kind !== 'decision') throw new Error(a.kind);
    expect(ask(s, 'federal').kind).toBe('wait');
    expect(a.endPhase.allowed).toBe(false);
    expect(a.decision).toMatchObject({ kind: 'spotted', rule: '6.13' });
    expect(a.decision.options.map((o) => o.choice)).toEqual(s.activity!.pending!.options);
    for (const o of a.decision.options)
      expect(accepted({ ...s, dice: scriptedDice(...Array<number>(30).fill(1)) }, { type: 'decide', side: 'confederate', choice: o.choice }), o.choice).toBe(
        true,
      );
    expect(accepted(s, { type: 'decide', side: 'confederate', choice: 'no-such-choice' })).toBe(false);
    const escape = a.decision.options.find((o) => o.choice === 'escape')!;
    // Sumter 9 against Powhatan 11: differential -2; Semmes aboard, his reroll not yet used.
    expect(escape.odds).toMatchObject({ rule: '6.21' });
    const fight = a.decision.options.find((o) => o.choice === 'fight')!;
    // The Escape Table at -2 succeeds on 4-6: one half, three quarters with the reroll (11.74).
    expect(escape.odds!.chance).toBe(0.75);
    // 8.12: the Powhatan (gunnery 7) scores at least 1 a segment and the Sumter takes 2; the
    // Sumter (gunnery 2) scores at most 1 a segment against her 6: she cannot win a fight.
    expect(fight.odds).toMatchObject({ rule: '8.12', chance: 0 });
    expect(a.decision.detail).toMatchObject({ ship: 'sumter', area: 'C10', foe: ['powhatan'], foeGunnery: 7, foeSpeed: 11 });
  });
});

describe('6.3 legal actions: European declarations', () => {
  // The Sumter in the English port at Gibraltar (C8), the Tuscarora selected there (Game Turn 2,
  // see r06-3-europe.test.ts) and the Narragansett of the Pacific Fleet in C44, in use for free.
  const declarations = () =>
    stateOf(
      (s) => {
        clearFederal(s);
        placeConfederate(s, 'sumter', 'C8', 'E');
        placeFederal(s, 'tuscarora', 'C8');
        placeFederal(s, 'narragansett', 'C44');
        sidelineFederal(s, ['tuscarora', 'narragansett']); // 10.4: no other ship is owed a selection
      },
      [...activityTurn([]), { type: 'selectShip', side: 'federal', ship: 'tuscarora' }, { type: 'endPhase', side: 'federal' }],
      [3],
    );
  it('6.3: the declarations offered are exactly those apply accepts; one made may be taken back', () => {
    let s = declarations();
    let a = ask(s, 'federal');
    if (a.kind !== 'europeDeclaration') throw new Error(a.kind);
    expect(a.europe).toEqual({ targets: ['sumter'], ships: a.europe.ships, cannotReach: ['narragansett'], declared: [] });
    expect([...a.europe.ships].sort()).toEqual(['narragansett', 'tuscarora']);
    expect(a.endPhase).toMatchObject({ allowed: true });
    expect([...a.endPhase.unusedShips].sort()).toEqual(['narragansett', 'tuscarora']);
    for (const ship of Object.keys(s.federal))
      for (const target of ['sumter', 'alabama', 'stonewall']) {
        expect(accepted(s, { type: 'declareBlockade', side: 'federal', ship, target }), `${ship} > ${target}`).toBe(
          a.europe.ships.includes(ship) && a.europe.targets.includes(target),
        );
      }
    s = after(s, { type: 'declareBlockade', side: 'federal', ship: 'tuscarora', target: 'sumter' });
    a = ask(s, 'federal');
    if (a.kind !== 'europeDeclaration') throw new Error(a.kind);
    expect(a.europe.declared).toEqual([{ ship: 'tuscarora', target: 'sumter' }]);
    expect(a.endPhase.unusedShips).toEqual(['narragansett']);
    expect(accepted(s, { type: 'cancelDeclaration', side: 'federal', ship: 'tuscarora' })).toBe(true);
  });
  it('6.3: with no raider to declare against, no ship is left unused', () => {
    const s = declarations();
    s.confederate.sumter!.startedInEurope = false;
    const a = ask(s, 'federal');
    if (a.kind !== 'europeDeclaration') throw new Error(a.kind);
    expect(a.europe.targets).toEqual([]);
    expect(a.endPhase.unusedShips).toEqual([]);
  });
});

describe('11.72 legal actions: Semmes waiting for a ship', () => {
  it('11.72: the candidates are exactly the ships placeSemmes accepts: ships in port', () => {
    const s = stateOf((s) => {
      clearFederal(s);
      placeConfederate(s, 'alabama', 'C12', null);
      placeConfederate(s, 'nashville', 'C14', 'CSA');
      s.phase = 'confederatePlacement';
      s.semmes = { status: 'track', availableTurn: 1, ship: null, shipsCommanded: 1 };
    }, []);
    const a = ask(s, 'confederate');
    if (a.kind !== 'confederatePlacement') throw new Error(a.kind);
    expect(a.semmes.candidates.sort()).toEqual(['nashville', 'sumter']);
    expect(a.endPhase).toMatchObject({ allowed: true, semmesWaiting: true, unusedShips: [] });
    for (const id of Object.keys(s.confederate))
      expect(accepted(s, { type: 'placeSemmes', side: 'confederate', ship: id }), id).toBe(a.semmes.candidates.includes(id));
    // Not before his turn on the track has come.
    const later = ask({ ...s, semmes: { status: 'track', availableTurn: 2, ship: null, shipsCommanded: 1 } }, 'confederate');
    expect(later.kind === 'confederatePlacement' && later.semmes.candidates).toEqual([]);
    expect(later.endPhase.semmesWaiting).toBe(false);
  });
});

describe('12.15 legal actions: the game over', () => {
  it('12.15: nobody may do anything', () => {
    const s = stateOf((s) => {
      s.turn = 16;
    }, activityTurn([]));
    expect(s.phase).toBe('gameOver');
    for (const side of ['federal', 'confederate'] as const) {
      expect(ask(s, side)).toMatchObject({
        kind: 'gameOver',
        active: false,
        endPhase: { allowed: false, reason: { rule: '12.15' } },
        undo: { possible: false },
      });
    }
  });
});
