import { describe, expect, it } from 'vitest';
import { con, ok } from '../helpers';
import type { GameEvent } from '../../src/engine/types';
import { arranged, placeConfederate, record, run } from '../fixtures/activity';

// 10.52: on her arrival turn the Rappahannock must repair in France, and France's CPL drops
// (9.22 (2)). Sealing no record for her must not dodge the rule: her compulsory record is hers.

const rapp = con('Rapp');
function arrivalTurn() {
  return arranged((s) => {
    s.turn = 9;
    placeConfederate(s, rapp, 'C5', 'France', { commissioned: false, forcedRepairTurn: 9, arrivedThisTurn: true });
  });
}
const repaired = (events: GameEvent[]) => events.some((e) => e.rule === '8.22' && e.kind === 'repair' && e.ships?.[0] === rapp);
const franceDrops = (events: GameEvent[]) => events.filter((e) => e.rule === '9.22' && e.kind === 'cpl' && e.turn === 9);

describe('10.52 the Rappahannock repairs on arrival even without a record', () => {
  it('10.52: no record sealed for her: her compulsory repair is sealed in its place', () => {
    const sealed = ok(arrivalTurn(), { type: 'sealRecords', side: 'confederate', records: [], salt: 'dabf3a416bd6d58598b3fa3ff4480931' }).state;
    expect(sealed.records[rapp]!.record!.steps).toEqual([{ op: 'repair' }]);
  });
  it("10.52: no record sealed for her: she repairs in France and France's CPL drops by one", () => {
    const { state, events } = run(arrivalTurn(), [], [1, 1, 1]);
    expect(repaired(events)).toBe(true);
    expect(franceDrops(events)).toHaveLength(1);
    expect(state.confederate[rapp]!.damage).toBe(0);
  });
  it('10.52: the same as when the Confederate writes the repair himself', () => {
    const { events } = run(arrivalTurn(), [record(rapp, [{ op: 'repair' }])], [1, 1, 1]);
    expect(repaired(events)).toBe(true);
    expect(franceDrops(events)).toHaveLength(1);
  });
});
