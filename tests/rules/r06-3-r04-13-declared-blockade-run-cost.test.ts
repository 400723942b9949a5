import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { recordMp } from '../../src/engine/activity/validate';
import { con, fed, gameData, refused } from '../helpers';
import type { RecordStep } from '../../src/engine/record';
import { arranged, placeConfederate, placeFederal, record } from '../fixtures/activity';

// 6.3 with 4.13: a raider in port in Europe with a declared blockader will be blockaded there
// when its record runs, so leaving costs the 1 MP of a blockade run, in the check as in the run.

const sum = con('Sum'),
  tusc = fed('Tusc');
const data = () => gameData();

function inPortDeclared() {
  return arranged((s) => {
    placeConfederate(s, sum, 'C8', 'E', { startedInEurope: true });
    placeFederal(s, tusc, 'C8');
    s.europeDeclarations = [{ ship: tusc, target: sum }];
  });
}
/** Leave port, then `n` moves back and forth between two areas next to Gibraltar. */
function leaveAndMove(n: number): RecordStep[] {
  const a = adjacent(data(), 'C8').find((x) => x !== 'C8')!;
  const b = adjacent(data(), a).find((x) => x !== 'C8')!;
  return [{ op: 'leavePort' }, ...Array.from({ length: n }, (_, i) => ({ op: 'move' as const, to: i % 2 === 0 ? a : b }))];
}

describe('6.3 with 4.13: the declared blockade run is charged when the record is checked', () => {
  it('4.13, 6.3: leave + as many moves as the allowance needs one MP too many, and is refused', () => {
    const s = inPortDeclared();
    const allowance = data().confederate[sum]!.movement;
    const r = refused(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '52a9897da6c693b18ac87c9460c9eae4',
      records: [record(sum, leaveAndMove(allowance))],
    });
    expect(r).toMatchObject({ code: 'invalidRecord', rule: '4.3' });
    expect(r.message).toMatch(/\(4\.13\)/);
  });
  it("4.13, 7.21: the record's cost counts the blockade run it will make", () => {
    const s = inPortDeclared();
    expect(recordMp(data(), s, record(sum, leaveAndMove(3)))).toBe(4);
  });
});
