import { describe, expect, it } from 'vitest';
import { blockadeResult } from '../../src/engine/rules/tables';
import { gameData } from '../helpers';

// 7.11 as reconstructed: no run at a Confederate port in 1861 meets the blockaders, in or out
// (docs/reconstruction.md, Blockade Table: intended, the paper blockade of 1861); 1862 inbound is
// the first that can.

describe('7.11 the Blockade Table in 1861', () => {
  it('7.11: every die of 1861, out and in, gives no contact; the best modified rolls are 6 and 7', () => {
    for (const direction of ['out', 'in'] as const) {
      const results = [1, 2, 3, 4, 5, 6].map((die) => blockadeResult(gameData(), die, 1861, direction));
      expect(results.every((r) => r.gunnery === null)).toBe(true);
      expect(Math.max(...results.map((r) => r.roll))).toBe(direction === 'out' ? 6 : 7);
    }
  });
  it('7.11: from 1862 a run in can meet the blockaders', () => {
    expect(blockadeResult(gameData(), 6, 1862, 'in').gunnery).not.toBeNull();
    expect(blockadeResult(gameData(), 6, 1862, 'out').gunnery).toBeNull();
  });
});
