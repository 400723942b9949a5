import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import type { Command } from '../../src/engine/commands';
import type { RecordStep } from '../../src/engine/record';
import { con, eventsLike, fed, gameData } from '../helpers';
import { FIGHT, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// 4.51 by the Federal's standing order (issue 46.3): in a game where the Federal is not asked
// live, his `fireAt` says which raider of a squadron takes his damage: the ship nearest sinking
// (the default, the engine's first pick) or the biggest guns. Alabama 4-3-12, Sumter 2-2-9;
// Kearsarge 5-5.

const X = 'C18';
const [Y, Z] = adjacent(gameData(), X)
  .filter((a) => !gameData().areas[a]!.eces)
  .slice(0, 2) as [string, string];
const ala = con('Ala'),
  sum = con('Sum'),
  kear = fed('Kear');
const mv = (to: string): RecordStep => ({ op: 'move', to });
const fireAt = (pick: 'nearestSinking' | 'biggestGuns'): Command => ({
  type: 'federalOrders',
  side: 'federal',
  orders: { noSearch: [], avoidWhenOutgunned: false, fireAt: pick },
});

/** The Alabama gathers the Sumter in X and the squadron sails into Y, where the Kearsarge spots it (die 6) and both fight. */
function squadronMeetsKearsarge() {
  const s = arranged((s) => {
    placeConfederate(s, ala, X, null);
    placeConfederate(s, sum, Z, null);
    placeFederal(s, kear, Y);
  });
  return { s, records: [record(ala, [{ op: 'gather', ship: sum }, mv(Y)], FIGHT), record(sum, [mv(X)], FIGHT)] };
}
// Search 6: spotted. Segment 1: the squadron (6) rolls 1: no damage; the Kearsarge (5) rolls 5: 2 damage.
// Then the squadron rolls 6 and the Kearsarge 1 until she is sunk.
const DICE = [6, 1, 5, ...Array(20).fill([6, 1]).flat()];

describe("4.51 the Federal's standing order picks the raider that takes his damage", () => {
  it('4.51: by default (nearest sinking) the 2 damage go to the Sumter, which they sink', () => {
    const { s, records } = squadronMeetsKearsarge();
    const { state, events } = run(s, records, DICE);
    expect(events.filter((e) => e.kind === 'fire')[0]).toMatchObject({ dice: [1, 5] });
    expect(state.confederate[sum]).toMatchObject({ status: 'sunk', damage: 2 });
    expect(state.confederate[ala]!.damage).toBe(0);
    expect(eventsLike(events, { rule: '4.51', kind: 'damageChoice' })).toEqual([]);
  });

  it('4.51: "nearest sinking" given as an order is the default exactly', () => {
    const { s, records } = squadronMeetsKearsarge();
    const given = run(s, records, DICE, false, [fireAt('nearestSinking')]);
    const plain = run(s, records, DICE);
    // The order's own log line aside, the same game.
    expect(given.texts.filter((t) => !t.includes('standing orders'))).toEqual(plain.texts);
  });

  it('4.51: ordered to fire at the biggest guns, the same 2 damage go to the Alabama, and the log says so', () => {
    const { s, records } = squadronMeetsKearsarge();
    const { state, events, texts } = run(s, records, DICE, false, [fireAt('biggestGuns')]);
    expect(events.filter((e) => e.kind === 'fire')[0]).toMatchObject({ dice: [1, 5] });
    expect(state.confederate[ala]!.damage).toBe(2);
    expect(state.confederate[sum]).toMatchObject({ status: 'inPlay', damage: 0 });
    expect(eventsLike(events, { rule: '4.51', kind: 'damageChoice', ships: [ala] })).toHaveLength(1);
    expect(texts.some((t) => /^4\.51: by the Federal's standing order .* the Alabama$/.test(t))).toBe(true);
  });
});
