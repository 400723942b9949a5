import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { invariants } from '../../src/engine/invariants';
import type { GameState } from '../../src/engine/types';
import { PORT, arranged, placeConfederate, record, run } from '../fixtures/activity';
import { FIXTURE_SALT } from '../fixtures/ruleFixture';
import { gameData, idleCommand, ok } from '../helpers';

// 10.1 with 7.23, 7.24: a blockade lasts only while its ship stays. A ship of the California
// Steamer Escort (11.11: it searches C9, C14 and C16 from the box) spots a raider entering C16,
// which takes to the Colombian port there and is blockaded by it (6.13 (3)). At the next Federal
// Ship Placement the box empties into the Available Pool (10.1): the ship has left, and so has its
// blockade. Selected again, it is placed in C9 (10.43), three areas away, and blockades nothing.

const data = gameData();
const from = adjacent(data, 'C16').find((a) => !data.areas[a]!.eces)!;

/** Game Turn 8 (1863): the Connecticut in the CSE box; the Sumter at sea next to C16 sails in, is spotted (die 6) and shelters in port. */
function blockadedFromTheBox(): GameState {
  const s = arranged((s) => {
    s.turn = 8;
    Object.assign(s.federal.connecticut!, { where: 'cse', area: null, inUse: true, path: [] });
    placeConfederate(s, 'sumter', from, null);
  });
  const { state, events } = run(s, [record('sumter', [{ op: 'move', to: 'C16' }], PORT)], [6]);
  // The box ship spotted her and holds her in port: the turn it happened, as before.
  expect(events.filter((e) => e.rule === '4.42' && e.kind === 'blockaded')).toMatchObject([{ ships: ['sumter', 'connecticut'] }]);
  return state;
}

/** Plays on to the next Record Phase, selecting `pick` first (then whatever 10.4 still owes). */
function toRecordPhase(s: GameState, pick: string[]): GameState {
  for (const ship of pick) s = ok(s, { type: 'selectShip', side: 'federal', ship }).state;
  for (let n = 0; n < 200 && s.phase !== 'confederateRecord'; n++) {
    const side = s.phase === 'confederatePlacement' ? 'confederate' : 'federal';
    s = ok(s, idleCommand(s, side)).state;
  }
  return s;
}

describe('10.1, 7.23 a blockade ends when its ship leaves the area', () => {
  it('10.1: at the next placement the CSE ship goes to the Available Pool and its blockade ends with it', () => {
    const s = blockadedFromTheBox();
    expect([s.turn, s.phase]).toEqual([9, 'federalPlacement']);
    expect(s.federal.connecticut).toMatchObject({ where: 'available', area: null, blockading: null });
    expect(s.confederate.sumter).toMatchObject({ area: 'C16', port: 'COL', blockadedBy: [] });
    expect(invariants(data, s)).toEqual([]);
  });
  it('7.23: selected again and placed in C9 (10.43), the ship blockades nothing, and the raider leaves port without running a blockade (7.21)', () => {
    let s = toRecordPhase(blockadedFromTheBox(), ['connecticut']);
    expect(s.federal.connecticut).toMatchObject({ where: 'map', area: 'C9', inUse: true, blockading: null });
    s = ok(s, {
      type: 'sealRecords',
      side: 'confederate',
      records: [record('sumter', [{ op: 'leavePort' }, { op: 'move', to: from }])],
      salt: FIXTURE_SALT,
    }).state;
    const r = ok({ ...s }, { type: 'endPhase', side: 'federal' });
    // No blockade run (7.21: no 1 MP, no escape roll): there is no blockader left to run.
    expect(r.events.filter((e) => e.rule === '7.21')).toEqual([]);
    expect(r.state.confederate.sumter).toMatchObject({ area: from, port: null });
  });
});
