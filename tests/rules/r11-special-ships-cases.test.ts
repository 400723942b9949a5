// 11.3-11.6 in play: the special ships (Florida, Georgia, Stonewall).
import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { validateRecord } from '../../src/engine/activity/validate';
import { con, fed, gameData } from '../helpers';
import { apply } from '../../src/engine/apply';
import { arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

const data = () => gameData();
const nextTo = (area: string, not: string[] = []) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces)!;
describe('special ships', () => {
  it('11.32: Florida is sunk the second time she is spotted after her first refit', () => {
    const fla = con('Fla');
    const area = nextTo('C15');
    const s = arranged((s) => {
      placeConfederate(s, fla, 'C15', null, { refits: 1, spottedSinceRefit: 1 });
      placeFederal(s, fed('Iroq'), area);
    });
    const { state, events } = run(s, [record(fla, [{ op: 'move', to: area }])], [6]);
    // Sunk at once by the spotting: no escape die, no combat.
    expect(events.filter((e) => e.kind === 'sunk')).toMatchObject([{ ships: [fla] }]);
    expect(events.some((e) => e.kind === 'escape' || e.kind === 'combat')).toBe(false);
    expect(state.confederate[fla]!.status).toBe('sunk');
  });
  it('11.32: after her first refit Florida moves 7 but escapes at speed 10', async () => {
    const { confederateAllowance, confederateSpeed } = await import('../../src/engine/rules/allowance');
    const s = arranged((s) => placeConfederate(s, con('Fla'), 'C18', null, { refits: 1 }));
    expect(confederateAllowance(data(), s, con('Fla'))).toBe(7);
    expect(confederateSpeed(data(), s, con('Fla'))).toBe(10);
  });
  it('11.53: Georgia coals from a prize once: +6 Movement Points', () => {
    const geo = con('Geo');
    const s = arranged((s) => placeConfederate(s, geo, 'C18', null));
    const steps = [{ op: 'capturedCoal' as const }];
    let at = 'C18';
    const ma = data().confederate[geo]!.movement;
    for (let i = 0; i < ma + 6; i++) {
      const n = adjacent(data(), at)[0]!;
      steps.push({ op: 'move', to: n } as never);
      at = n;
    }
    expect(validateRecord(data(), s, record(geo, steps))).toEqual([]);
    const again = arranged((s) => placeConfederate(s, geo, 'C18', null, { capturedCoalUsed: true }));
    expect(validateRecord(data(), again, record(geo, steps)).map((p) => p.rule)).toContain('11.53');
  });
  it('11.61: the Stonewall moves in the Record Phase, in the open, and Federal ships ending with her fight first', () => {
    const stone = con('Stone');
    const area = nextTo('C5');
    const s = arranged((s) => {
      placeConfederate(s, stone, 'C5', 'France', { commissioned: true });
      placeConfederate(s, con('Sum'), 'C15', 'CSA');
    });
    const sealed = apply(data(), s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '06060606060606060606060606060606',
      records: [record(stone, [{ op: 'leavePort' }, { op: 'move', to: area }])],
    });
    if (!sealed.ok) throw new Error(sealed.message);
    expect(sealed.state.confederate[stone]!.area).toBe(area);
    expect(sealed.events.filter((e) => e.rule === '11.61')).toMatchObject([{ kind: 'stonewall' }]);
    expect(sealed.events.filter((e) => e.rule === '11.61')[0]!.secretTo).toBeUndefined();
    expect(sealed.state.records[stone]!.revealed).toBe(true);
    // A Federal ship that ends its movement with her fights her before any other activity.
    const moved = structuredClone(sealed.state);
    placeFederal(moved, fed('Kear'), area);
    const r = apply(data(), { ...moved, dice: { kind: 'scripted', rolls: Array(80).fill(6), rolled: 0 } }, { type: 'endPhase', side: 'federal' });
    if (!r.ok) throw new Error(r.message);
    const spotted = r.events.findIndex((e) => e.rule === '11.61' && e.kind === 'spotted');
    expect(r.events[spotted]).toMatchObject({ ships: [stone] });
    expect(r.events[spotted + 1]).toMatchObject({ rule: '8.11', kind: 'combat', ships: [stone, fed('Kear')] });
    expect(r.events.some((e) => e.ships?.includes(con('Sum')))).toBe(false);
  });
});
