import { describe, expect, it } from 'vitest';
import { con, eventIndex, eventsLike, fed } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// 6.4 East Coast Emergency Search: what follows a failed emergency search (6.42).

describe('6.4 East Coast Emergency Search', () => {
  it('6.42: after a failed ECES the raider is still searched by the ships in C9 and the CSE box, then carries on', () => {
    const sum = con('Sum');
    // The Search Table's ECES column spots on a 5 or 6: die 4 fails.
    const ecesFails = 4;
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C13', null);
      placeFederal(s, fed('Peng'), 'C9');
      Object.assign(s.federal[fed('Conn')]!, { where: 'cse', area: null, inUse: true });
    });
    // ECES die fails; the two units' search die 1 fails too; on to D4.
    const { events, state } = run(
      s,
      [
        record(
          sum,
          [
            { op: 'move', to: 'C9' },
            { op: 'move', to: 'D4' },
          ],
          ESCAPE,
        ),
      ],
      [ecesFails, 1],
    );
    const eces = eventIndex(events, { rule: '6.42', kind: 'eces', ships: [sum], dice: [ecesFails] });
    const search = eventIndex(events, { rule: '6.11', kind: 'search', ships: [sum], dice: [1] });
    const onward = eventIndex(events, { rule: '4.13', kind: 'move', ships: [sum] }, search);
    expect(eventsLike(events, { kind: 'spotted' })).toEqual([]);
    expect(eces).toBeGreaterThanOrEqual(0);
    expect(search).toBeGreaterThan(eces);
    expect(onward).toBeGreaterThan(search);
    expect(state.confederate[sum]).toMatchObject({ area: 'D4', status: 'inPlay', damage: 0 });
  });
});
