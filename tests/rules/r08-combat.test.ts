import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/engine/activity/validate';
import { federalAllowance } from '../../src/engine/queries';
import { con, eventsLike, fed, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';
import type { RecordStep } from '../../src/engine/record';

// 8.2 The effects of damage: slower ships (8.21) and Confederate repairs (8.22).

const data = () => gameData();
const sum = () => con('Sum');
const shuttle = (n: number, from: string, to: string): RecordStep[] => Array.from({ length: n }, (_, i) => ({ op: 'move', to: i % 2 === 0 ? to : from }));

describe('8.2 the effects of damage', () => {
  it("8.21: each Damage Point takes one from a raider's Movement Allowance", () => {
    const ma = data().confederate[sum()]!.movement;
    const whole = arranged((s) => placeConfederate(s, sum(), 'C12', null));
    const hit = arranged((s) => placeConfederate(s, sum(), 'C12', null, { damage: 1 }));
    expect(validateRecord(data(), whole, record(sum(), shuttle(ma, 'C12', 'D9')))).toEqual([]);
    const problems = validateRecord(data(), hit, record(sum(), shuttle(ma, 'C12', 'D9')));
    expect(problems).toEqual([expect.objectContaining({ rule: '4.13', message: `the record needs ${ma} Movement Points; Sumter has ${ma - 1}` })]);
  });
  it('8.21: a damaged raider escapes at its reduced speed', () => {
    const escapeWith = (damage: number) => {
      const s = arranged((s) => {
        placeConfederate(s, sum(), 'C12', null, { damage });
        placeFederal(s, fed('Iroq'), 'D9');
      });
      // Search die 6 spots; escape die 4; if the escape fails, one segment sinks the Sumter (Iroquois rolls 6).
      const { events, state } = run(s, [record(sum(), [{ op: 'move', to: 'D9' }], ESCAPE)], [6, 4, 1, 6]);
      return {
        escaped: eventsLike(events, { rule: '6.21', kind: 'escape', dice: [4] }).length === 1 && eventsLike(events, { kind: 'combat' }).length === 0,
        status: state.confederate[sum()]!.status,
      };
    };
    // Speed 9 against Iroquois' 11: -2 escapes on 4; one damage makes it -3, which needs 5.
    expect(escapeWith(0)).toEqual({ escaped: true, status: 'inPlay' });
    expect(escapeWith(1)).toEqual({ escaped: false, status: 'sunk' });
  });
  it('8.21: a damaged Federal ship moves one area less per Damage Point', () => {
    const iroq = fed('Iroq');
    const s = arranged((s) => {
      placeFederal(s, iroq, 'C12');
      s.federal[iroq]!.damage = 2;
    });
    expect(federalAllowance(data(), s, iroq)).toBe(data().federal[iroq]!.movement - 2);
  });
  it('8.22: a whole turn in a Confederate port repairs every Damage Point, and the ship may refit in the same turn', () => {
    const s = arranged((s) => {
      s.confederate[sum()]!.damage = 1;
      s.confederate[sum()]!.turnsAtSea = 2;
    });
    const { events, state } = run(s, [record(sum(), [{ op: 'repair' }, { op: 'refit' }])], []);
    expect(eventsLike(events, { rule: '8.22', kind: 'repair', ships: [sum()] })).toHaveLength(1);
    expect(eventsLike(events, { rule: '11.31', kind: 'refit', ships: [sum()] })).toHaveLength(1);
    expect(state.confederate[sum()]).toMatchObject({ damage: 0, refits: 1, turnsAtSea: 0 });
  });
  it('8.22, 9.0: a repair needs the whole turn in port, in a Confederate, English or French port', () => {
    const damaged = arranged((s) => {
      s.confederate[sum()]!.damage = 1;
    });
    expect(validateRecord(data(), damaged, record(sum(), [{ op: 'repair' }, { op: 'leavePort' }])).map((p) => p.rule)).toContain('8.22');
    const colonial = arranged((s) => placeConfederate(s, sum(), 'C12', 'E', { damage: 1 }));
    expect(validateRecord(data(), colonial, record(sum(), [{ op: 'repair' }])).map((p) => p.rule)).toEqual(['8.22']);
  });
});
