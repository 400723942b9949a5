// 7.1 in play: Confederate port blockades met by a running record.
import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { con, gameData } from '../helpers';
import { arranged, record, run } from '../fixtures/activity';

const data = () => gameData();
const nextTo = (area: string, not: string[] = []) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces)!;
describe('7.1 Confederate port blockades', () => {
  it('7.11: Sumter leaves C15 past the blockade in 1861 unseen (no contact on any roll)', () => {
    const s = arranged(() => {});
    const sum = con('Sum');
    const n = nextTo('C15');
    const { events, state } = run(s, [record(sum, [{ op: 'leavePort' }, { op: 'move', to: n }])], [6]);
    // Die 6, modified 6 (1861 out: +0, +0): no contact, so no second die and no damage.
    expect(events.filter((e) => e.rule === '7.11')).toMatchObject([{ kind: 'blockadeRun', ships: [sum], dice: [6] }]);
    expect(state.confederate[sum]).toMatchObject({ area: n, damage: 0 });
  });
  it('7.11, 8.14: a contact means one firing segment of the hypothetical blockader', () => {
    const s = arranged((s) => {
      s.turn = 13;
    });
    const sum = con('Sum');
    // 1864 out: die 5 + 3 (year) + 0 (out) = 8, a blockader of gunnery 2 (Blockade Table);
    // its one segment, die 6 in the gunnery-2 column: 1 damage (Combat Results Table). The
    // Sumter (defense 2) survives with 1 damage.
    const { events, state } = run(s, [record(sum, [{ op: 'leavePort' }])], [5, 6]);
    expect(events.filter((e) => e.rule === '7.11')).toMatchObject([{ kind: 'blockadeRun', ships: [sum], dice: [5, 6] }]);
    expect(state.confederate[sum]).toMatchObject({ status: 'inPlay', damage: 1 });
  });
});
