import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { recordCost, recordMp, usesNeutralCommission, validateRecord } from '../../src/engine/activity/validate';
import { SHIP } from '../../src/engine/special';
import type { RecordStep } from '../../src/engine/record';
import type { GameState } from '../../src/engine/types';
import { con, gameData } from '../helpers';
import { arranged, placeConfederate, record } from '../fixtures/activity';

// 4.3: the record check's cases as structured problems (step, rule): Movement Point costs,
// ports, raid restrictions, squadrons, and England's and France's hold on uncommissioned ships.

const data = gameData();
const mv = (to: string): RecordStep => ({ op: 'move', to });
const raid: RecordStep = { op: 'raid' };
const problems = (s: GameState, ship: string, steps: RecordStep[]) => validateRecord(data, s, record(ship, steps)).map((p) => [p.step, p.rule]);
const portArea = (nation: string) =>
  Object.keys(data.areas).find((id) => id.startsWith('C') && data.areas[id]!.ports.some((p) => p.nation === nation) && data.areas[id]!.density >= 1)!;
const seaNear = (area: string) => adjacent(data, area).filter((a) => !data.areas[a]!.eces && data.areas[a]!.density >= 1);
const ala = con('Ala'),
  fla = con('Fla'),
  tus = 'tuscaloosa';

describe('4.13: what each step costs', () => {
  it('a move, a raid or a commissioning 1 MP; entering a Confederate port 1 (the blockade), another 0; leaving 1 only from a Confederate or blockaded port', () => {
    const free = { inCsaPort: false, blockaded: false };
    expect([mv('C1'), raid, { op: 'commission' } as RecordStep].map((x) => recordCost(x, free))).toEqual([1, 1, 1]);
    expect(recordCost({ op: 'enterPort', nation: 'CSA' }, free)).toBe(1);
    expect(recordCost({ op: 'enterPort', nation: 'England' }, free)).toBe(0);
    expect(recordCost({ op: 'leavePort' }, free)).toBe(0);
    expect(recordCost({ op: 'leavePort' }, { inCsaPort: true, blockaded: false })).toBe(1);
    expect(recordCost({ op: 'leavePort' }, { inCsaPort: false, blockaded: true })).toBe(1);
    expect(recordCost({ op: 'repair' }, { inCsaPort: true, blockaded: true })).toBe(0);
  });
  it('recordMp adds them up from where the ship starts', () => {
    const csa = portArea('CSA');
    const s = arranged((s) => placeConfederate(s, ala, csa, 'CSA'));
    const [a, b] = seaNear(csa) as [string, string];
    expect(recordMp(data, s, record(ala, [{ op: 'leavePort' }, mv(a), raid]))).toBe(3);
    expect(recordMp(data, s, record(ala, [{ op: 'leavePort' }, mv(a), { op: 'enterPort', nation: 'CSA' }]))).toBe(3);
    expect(recordMp(data, s, record(ala, []))).toBe(0);
    expect(b).toBeDefined();
  });
});

describe('4.4, 2.12: ports in a record', () => {
  it('entering a port the area lacks, a Federal port, or while in port; leaving while at sea; moving from a port', () => {
    const at = 'C18';
    const s = arranged((s) => placeConfederate(s, ala, at, null));
    const lacks = (['England', 'France', 'Spain', 'CSA'] as const).find((n) => !data.areas[at]!.ports.some((p) => p.nation === n))!;
    expect(problems(s, ala, [{ op: 'enterPort', nation: lacks }])).toEqual([[0, '4.4']]);
    expect(problems(s, ala, [{ op: 'enterPort', nation: 'USA' }])).toContainEqual([0, '2.12']);
    expect(problems(s, ala, [{ op: 'leavePort' }])).toEqual([[0, '4.4']]);
    const csa = portArea('CSA');
    const p = arranged((s) => placeConfederate(s, ala, csa, 'CSA'));
    expect(problems(p, ala, [{ op: 'enterPort', nation: 'CSA' }])).toEqual([[0, '4.4']]);
    expect(problems(p, ala, [mv(seaNear(csa)[0]!)])).toEqual([[0, '4.4']]);
    expect(problems(p, ala, [{ op: 'leavePort' }, mv(seaNear(csa)[0]!)])).toEqual([]);
  });
});

describe('5.0, 5.42: raids in a record', () => {
  it('one raid per area a turn; an Auxiliary raids one area a turn, a Sloop several', () => {
    const at = 'C18';
    const [a] = seaNear(at) as [string];
    const s = arranged((s) => {
      placeConfederate(s, ala, at, null);
      placeConfederate(s, tus, at, null);
    });
    expect(problems(s, ala, [raid, raid])).toEqual([[1, '5.0']]);
    expect(problems(s, ala, [raid, mv(a), raid])).toEqual([]);
    expect(problems(s, tus, [raid, mv(a), raid])).toContainEqual([2, '5.42']);
    expect(problems(s, tus, [raid, mv(a)])).toEqual([]);
  });
  it('5.0: not from a port', () => {
    const csa = portArea('CSA');
    const s = arranged((s) => placeConfederate(s, ala, csa, 'CSA'));
    expect(problems(s, ala, [raid])).toEqual([[0, '5.0']]);
  });
});

describe('4.52, 11.61: gathering in a record', () => {
  it('its own ship, the Stonewall, from a port; after a gather only moves, raids and gathers', () => {
    const at = 'C18';
    const csa = portArea('CSA');
    const s = arranged((s) => {
      placeConfederate(s, ala, at, null);
      placeConfederate(s, fla, at, null);
      placeConfederate(s, SHIP.stonewall, at, null);
      placeConfederate(s, con('Sum'), csa, 'CSA');
    });
    expect(problems(s, ala, [{ op: 'gather', ship: ala }])).toEqual([[0, '4.52']]);
    expect(problems(s, ala, [{ op: 'gather', ship: SHIP.stonewall }])).toEqual([[0, '11.61']]);
    expect(problems(s, SHIP.stonewall, [{ op: 'gather', ship: ala }])).toEqual([[0, '11.61']]);
    expect(problems(s, con('Sum'), [{ op: 'gather', ship: fla }])).toContainEqual([0, '4.52']);
    expect(problems(s, ala, [{ op: 'gather', ship: fla }, raid, mv(seaNear(at)[0]!)])).toEqual([]);
    expect(
      problems(s, ala, [
        { op: 'gather', ship: fla },
        { op: 'enterPort', nation: 'CSA' },
      ]),
    ).toContainEqual([1, '4.52']);
  });
});

describe('9.34, 9.35: an uncommissioned ship in England or France', () => {
  it('may not leave England while its CPL is below -19, nor France below -6', () => {
    for (const [nation, key, edge, rule] of [
      ['England', 'E', -19, '9.34'],
      ['France', 'F', -6, '9.35'],
    ] as const) {
      const area = portArea(nation);
      const s = arranged((s) => {
        placeConfederate(s, fla, area, nation, { commissioned: false });
        s.cpl[key] = edge;
      });
      expect(problems(s, fla, [{ op: 'leavePort' }]), `${nation} ${edge}`).toEqual([]);
      s.cpl[key] = edge - 1;
      expect(problems(s, fla, [{ op: 'leavePort' }]), `${nation} ${edge - 1}`).toEqual([[0, rule]]);
      s.confederate[fla]!.commissioned = true;
      expect(problems(s, fla, [{ op: 'leavePort' }]), `${nation} commissioned`).toEqual([]);
    }
  });
});

describe('10.51: a neutral-port commissioning', () => {
  it('is one not made in a Confederate port', () => {
    const csa = portArea('CSA'),
      eng = portArea('England');
    const s = arranged((s) => {
      placeConfederate(s, fla, csa, 'CSA', { commissioned: false });
      placeConfederate(s, ala, eng, 'England', { commissioned: false });
    });
    expect(usesNeutralCommission(s, record(fla, [{ op: 'commission' }]))).toBe(false);
    expect(usesNeutralCommission(s, record(ala, [{ op: 'commission' }]))).toBe(true);
    expect(usesNeutralCommission(s, record(ala, []))).toBe(false);
    expect(usesNeutralCommission(s, record(fla, [{ op: 'leavePort' }, { op: 'commission' }]))).toBe(true);
  });
});
