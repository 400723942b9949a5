import { describe, expect, it } from 'vitest';
import { con, fed, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../activity/setup';

// 6.4 East Coast Emergency Search: what follows a failed emergency search (6.42).

const data = () => gameData();

describe('6.4 East Coast Emergency Search', () => {
  it('6.42: after a failed ECES the raider is still searched by the ships in C9 and the CSE box, then carries on', () => {
    const sum = con('Sum');
    const ecesFails = data().files.search.rows.find((r) => !r.cells[data().files.search.columns.indexOf('ECES')])!.die;
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C13', null);
      placeFederal(s, fed('Peng'), 'C9');
      Object.assign(s.federal[fed('Conn')]!, { where: 'cse', area: null, inUse: true });
    });
    // ECES die fails; the two units' search die 1 fails too; on to D4.
    const { texts, state } = run(s, [record(sum, [{ op: 'move', to: 'C9' }, { op: 'move', to: 'D4' }], ESCAPE)], [ecesFails, 1]);
    const eces = texts.indexOf(`6.42: East Coast Emergency Search for the Sumter in C9, die ${ecesFails}: not spotted`);
    const search = texts.indexOf('6.11: 2 Federal units search C9 for the Sumter, die 1: not spotted');
    const onward = texts.findIndex((t) => t.startsWith('4.13: the Sumter enters D4'));
    expect(eces).toBeGreaterThanOrEqual(0);
    expect(search).toBeGreaterThan(eces);
    expect(onward).toBeGreaterThan(search);
    expect(state.confederate[sum]).toMatchObject({ area: 'D4', status: 'inPlay', damage: 0 });
  });
});
