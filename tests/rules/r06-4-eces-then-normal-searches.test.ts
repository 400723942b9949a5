import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { ESCAPE, FIGHT, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';
import { eventIndex as indexOfEvent, gameData } from '../helpers';

// 6.4 with 6.1, 6.42: the East Coast Emergency Search comes on top of the normal searches. The
// Sumter sails into C9 (Game Turn 1) where the Powhatan is on the map: the emergency search spots
// her (die 6; ship table die 4: gunnery 3, defense 3, speed 10); once she has escaped or fought
// that ship, the Powhatan still searches for her as any Federal ship in her area may (6.1), and
// so does a ship of the CSE box (11.11).

const data = gameData();
const from = adjacent(data, 'C9').find((a) => !data.areas[a]!.eces)!;
const intoC9 = (searcher: 'powhatan' | 'cse' = 'powhatan') =>
  arranged((s) => {
    placeConfederate(s, 'sumter', from, null);
    if (searcher === 'powhatan') placeFederal(s, 'powhatan', 'C9');
    else Object.assign(s.federal.connecticut!, { where: 'cse', area: null, inUse: true, path: [] });
  });
const move = (standing = ESCAPE) => [record('sumter', [{ op: 'move', to: 'C9' }], standing)];

describe('6.4 the East Coast Emergency Search, in addition to the normal searches', () => {
  it('6.4: after escaping the emergency ship, the Sumter is searched for by the Powhatan in C9 (6.1), and escapes it too', () => {
    const { events } = run(intoC9(), move(), [6, 4, 6, 6, 6]);
    const eces = indexOfEvent(events, { rule: '6.43', kind: 'eces' });
    const escaped = indexOfEvent(events, { rule: '6.21', kind: 'escape', dice: [6] }, eces);
    const searched = indexOfEvent(events, { rule: '6.11', kind: 'spotted', dice: [6] }, escaped);
    expect([eces, escaped, searched].every((i) => i >= 0)).toBe(true);
    expect(indexOfEvent(events, { rule: '6.21', kind: 'escape' }, searched)).toBeGreaterThan(searched);
  });
  it('6.4: after sinking the emergency ship in a fight, the normal search of C9 follows (here it misses, die 1)', () => {
    // Three segments: the Sumter scores 1 a segment on a 6, the emergency ship nothing on a 1.
    const { events, state } = run(intoC9(), move(FIGHT), [6, 4, 6, 1, 6, 1, 6, 1, 1]);
    const sunk = indexOfEvent(events, { rule: '8.13' });
    expect(sunk).toBeGreaterThan(indexOfEvent(events, { rule: '6.43', kind: 'eces' }));
    expect(indexOfEvent(events, { rule: '6.11', dice: [1] }, sunk)).toBeGreaterThan(sunk);
    expect(state.confederate.sumter).toMatchObject({ status: 'inPlay', area: 'C9' });
  });
  it('6.42, 11.11: a ship of the CSE box searches after the emergency ship too', () => {
    const { events } = run(intoC9('cse'), move(), [6, 4, 6, 1]);
    const escaped = indexOfEvent(events, { rule: '6.21', kind: 'escape', dice: [6] });
    expect(indexOfEvent(events, { rule: '6.11', dice: [1] }, escaped)).toBeGreaterThan(escaped);
  });
  it('6.42: a failed emergency search is followed by the normal search, as before', () => {
    const { events } = run(intoC9(), move(), [1, 1]);
    expect(events.filter((e) => e.rule === '6.42' || e.rule === '6.11').map((e) => [e.rule, e.dice])).toEqual([
      ['6.42', [1]],
      ['6.11', [1]],
    ]);
  });
});
