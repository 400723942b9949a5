// Issue 31.2: under evading the blockade a raider plans its refit (11.3) away from the
// Confederate ports once the runs in and out (7.1) would lose it more than one time in five.
import { describe, expect, it } from 'vitest';
import { plannedRefitPorts } from '../../src/ai/raider/shipRecord';
import type { RefitPort } from '../../src/ai/raider/refit';

const csa: RefitPort[] = [
  { area: 'C15', nation: 'CSA' },
  { area: 'C14', nation: 'CSA' },
];
const europe: RefitPort[] = [{ area: 'C2', nation: 'England' }];

describe('11.3 and 7.1: the refit ports a raider plans towards', () => {
  it('keeps every port while the runs are safe (7.11: no run sinks a sound raider; the evasion variant before 1863)', () => {
    expect(plannedRefitPorts([...csa, ...europe], 1)).toEqual([...csa, ...europe]);
    expect(plannedRefitPorts([...csa, ...europe], 0.86)).toEqual([...csa, ...europe]);
  });
  it('plans for the neutral ports when the runs in and out lose more than one ship in five (evasion, 1863: 0.75 x 0.75)', () => {
    expect(plannedRefitPorts([...csa, ...europe], 0.5625)).toEqual(europe);
  });
  it('keeps the Confederate ports when no neutral one is left (9.36: England and France closed)', () => {
    expect(plannedRefitPorts(csa, 0.3)).toEqual(csa);
  });
});
