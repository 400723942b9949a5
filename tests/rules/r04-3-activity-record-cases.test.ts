// 4.3 and its steps in play: a record written, checked, sealed and run.
import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { commitment, canonicalRecord } from '../../src/engine/activity/seal';
import { parseSteps, formatSteps } from '../../src/engine/activity/notation';
import { validateRecord } from '../../src/engine/activity/validate';
import { con, gameData, refused } from '../helpers';
import { arranged, placeConfederate, record } from '../fixtures/activity';

const data = () => gameData();
const nextTo = (area: string, not: string[] = []) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces)!;
describe('4.3 Activity Records', () => {
  it('4.31: the written notation reads and writes the same steps', () => {
    const { steps, problems } = parseSteps('leave > C16, raid C12 raid port:BRA commission refit repair prizecoal');
    expect(problems).toEqual([]);
    expect(formatSteps(steps)).toBe('leave > C16 > raid > C12 > raid > port:BRA > commission > refit > repair > prizecoal');
    expect(parseSteps('C16 sail port:XYZ').problems.map((p) => p.token)).toEqual(['sail', 'port:XYZ']);
  });
  it('4.3: an invalid record is refused before sealing, with every problem and its rule', () => {
    const s = arranged(() => {});
    const sum = con('Sum');
    const far = Object.keys(data().areas).find((a) => !adjacent(data(), 'C15').includes(a) && a !== 'C15')!;
    const r = refused(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '05050505050505050505050505050505',
      records: [record(sum, [{ op: 'move', to: far }, { op: 'raid' }, { op: 'commission' }])],
    });
    expect(r.code).toBe('invalidRecord');
    expect(r.message).toContain('leave the port before moving');
    expect(r.message).toMatch(/is not adjacent to C15 \(4\.12\)/);
    expect(r.message).toMatch(/already commissioned \(10\.51\)/);
  });
  it('4.13: a record needing more Movement Points than the allowance is refused', () => {
    const s = arranged(() => {});
    const sum = con('Sum');
    const steps = [{ op: 'leavePort' as const }];
    let at = 'C15';
    for (let i = 0; i < data().confederate[sum]!.movement; i++) {
      const n = adjacent(data(), at)[0]!;
      steps.push({ op: 'move', to: n } as never);
      at = n;
    }
    const problems = validateRecord(data(), s, record(sum, steps));
    expect(problems.map((p) => p.rule)).toContain('4.13');
  });
  it('5.41, 5.46: gunboats raid only coastal areas; uncommissioned ships cannot raid', () => {
    const s = arranged((s) => placeConfederate(s, con('Geo'), 'D7', null, { commissioned: false }));
    const problems = validateRecord(data(), s, record(con('Geo'), [{ op: 'raid' }]));
    expect(problems.map((p) => p.rule).sort()).toEqual(['5.41', '5.46']);
  });
  it('5.42: Nashville raids only one area a turn', () => {
    const s = arranged((s) => placeConfederate(s, con('Nash'), 'C14', null));
    const n = nextTo('C14');
    const problems = validateRecord(data(), s, record(con('Nash'), [{ op: 'raid' }, { op: 'move', to: n }, { op: 'raid' }]));
    expect(problems.map((p) => p.rule)).toContain('5.42');
  });
  it('sealing: the commitment is the SHA-256 of the canonical record and salt, and changes with either', () => {
    const r = record('sumter', [{ op: 'leavePort' }, { op: 'move', to: 'C16' }]);
    expect(canonicalRecord(r)).toBe('ship=sumter;steps=leavePort,move:C16;onSpotted=escape;semmes=000');
    const c = commitment(r, 'abc');
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment(r, 'abd')).not.toBe(c);
    expect(commitment(record('sumter', [{ op: 'leavePort' }, { op: 'move', to: 'C18' }]), 'abc')).not.toBe(c);
  });
});
