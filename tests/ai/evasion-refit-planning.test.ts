// Issue 31.2: under evading the blockade a raider plans its refit (11.3) away from the
// Confederate ports once the runs in and out (7.1) would lose it more than one time in five.
import { describe, expect, it } from 'vitest';
import { plannedRefitPorts } from '../../src/ai/raider/shipRecord';
import type { RefitPort } from '../../src/ai/raider/refit';
import { makeBot } from '../../src/ai/registry';
import { view } from '../../src/engine/view';
import { clonePlain } from '../../src/engine/clone';
import { gameData } from '../helpers';
import { positions } from './positions';

const data = gameData();

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
  it('keeps the Confederate ports when the neutral ones are beyond what the refit clock leaves (issue 45: lost to 11.3 on the way to Europe)', () => {
    expect(plannedRefitPorts([...csa, ...europe], 0.5625, (p) => p.nation === 'CSA')).toEqual([...csa, ...europe]);
    expect(plannedRefitPorts([...csa, ...europe], 0.5625, () => true)).toEqual(europe);
  });
  it('keeps the Confederate ports when being held in a European port (6.3) would cost more than the runs (issue 45: the Sumter interned in France, 11.42)', () => {
    // The runs lose 44% of a ship worth 140 (61); blockaded in France it is likely interned: 15 + 65.
    const heldInEurope = (cost: number) =>
      plannedRefitPorts(
        [...csa, ...europe],
        0.5625,
        () => true,
        0.4375 * 140,
        () => cost,
      );
    expect(heldInEurope(80)).toEqual([...csa, ...europe]);
    expect(heldInEurope(40)).toEqual(europe);
  });
});

describe('issue 45: internment weighed as the loss it is', () => {
  // The Tallahassee in Wilmington (C14) late in the war, under evading the blockade: the port falls
  // on GT16 (4.41, 11.43), and the run out only grows worse with the years. Staying is waiting to
  // be interned; reckoned at 12.14's six points alone it looked cheaper than any cruise.
  const positionsAt = positions('campaign', 'trap', ['confederateRecord'], { confederate: 'historical', federal: 'historical' });
  for (const turn of [12, 13, 14]) {
    it(`GT${turn}: a gunboat in a Confederate port that falls before its stay runs out sails rather than wait to be interned`, () => {
      const s = clonePlain(positionsAt.find((p) => p.turn === turn)!);
      s.options = { ...s.options, blockadeEvasion: true };
      Object.assign(s.confederate.tallahassee!, {
        status: 'inPlay',
        area: 'C14',
        port: 'CSA',
        commissioned: true,
        canRaid: true,
        turnsAtSea: 0,
        turnsInPort: 1,
        damage: 0,
        blockadedBy: [],
      });
      for (const level of ['historical', 'bold'] as const) {
        const c = makeBot(level, 'trap').next(data, view(s, 'confederate'), 'confederate');
        const r = c.type === 'sealRecords' ? c.records.find((x) => x.ship === 'tallahassee') : undefined;
        expect(r?.steps[0]?.op, `${level} at GT${turn}`).toBe('leavePort');
      }
    });
  }
});
