import { describe, expect, it } from 'vitest';
import type { RecordStep } from '../../src/engine/record';
import { ESCAPE, arranged, placeConfederate, record, run } from '../fixtures/activity';

// 9.22 (2) with 8.22 and 11.31, a judgment call (docs/reconstruction.md, section 4): a raider
// repaired AND refitted in the same turn in a French (or English) port costs that country two
// points, not one. The book charges "each time" a ship is repaired or refitted there, any number
// of times a turn, and 8.22 and 11.31 make them two acts that merely may share a turn; the other
// reading (one point a visit) would make a refit free whenever the ship also needs repair.

/** The Alabama (received in England, so France may refit her, 9.36) damaged in the French port of C5, France at +3. */
const inFrance = (steps: RecordStep[]) => {
  const s = arranged((s) => {
    placeConfederate(s, 'alabama', 'C5', 'France', { damage: 2, turnsAtSea: 3 });
    s.cpl.F = 3;
  });
  return run(s, [record('alabama', steps, ESCAPE)], []);
};

describe('9.22 a repair and a refit in one visit to France', () => {
  it('9.22: repaired and refitted in one turn, she costs France two points; a repair alone costs one', () => {
    const both = inFrance([{ op: 'repair' }, { op: 'refit' }]);
    const repair = inFrance([{ op: 'repair' }]);
    const drops = (r: typeof both) => r.events.filter((e) => e.rule === '9.22' && e.kind === 'cpl').length;
    expect([drops(both), drops(repair)]).toEqual([2, 1]);
    // The next turn's automatic adjustments (9.21) are the same for both: only 9.22 differs.
    expect(both.state.cpl.F).toBe(repair.state.cpl.F - 1);
    expect(both.state.confederate.alabama!.damage).toBe(0);
  });
});
