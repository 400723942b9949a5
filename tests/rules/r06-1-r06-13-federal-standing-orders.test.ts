import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adjacent } from '../../src/engine/queries';
import { apply } from '../../src/engine/apply';
import { legalActions } from '../../src/engine/actions';
import { view } from '../../src/engine/view';
import { GameStateSchema } from '../../src/engine/stateSchema';
import type { Command } from '../../src/engine/commands';
import type { FederalOrders } from '../../src/engine/record';
import type { GameState } from '../../src/engine/types';
import { con, eventsLike, fed, gameData, refused } from '../helpers';
import { ESCAPE, FIGHT, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// 6.1 and 6.13 by the Federal's standing orders (issue 46.3): in a game where the Federal is not
// asked live, the ships he names do not search (6.1; a squadron searches while any of its ships
// is not named), and a unit out-gunned by the raider it spotted tries to avoid battle (6.13).
// The orders are a Federal command of the Federal Movement Phase, checked like any other.

const data = () => gameData();
const nextTo = (area: string) => adjacent(data(), area).find((a) => !data().areas[a]!.eces)!;
const orders = (o: Partial<FederalOrders>): Command => ({
  type: 'federalOrders',
  side: 'federal',
  orders: { noSearch: [], avoidWhenOutgunned: false, fireAt: 'nearestSinking', ...o },
});
const sum = con('Sum'),
  ala = con('Ala'),
  iroq = fed('Iroq'),
  daco = fed('Daco');

/** The Sumter leaves port (blockade die 1) into `area`, where `place` puts Federal ships, and raids there. */
function sumterRaids(place: (s: GameState, area: string) => void) {
  const area = nextTo('C15');
  const s = arranged((s) => place(s, area));
  return { s, records: [record(sum, [{ op: 'leavePort' }, { op: 'move', to: area }, { op: 'raid' }], ESCAPE)] };
}

/** The game sealed and at the Federal Movement Phase. */
function moving(s: GameState = arranged(() => {})): GameState {
  const r = apply(data(), s, { type: 'sealRecords', side: 'confederate', records: [], salt: '01010101010101010101010101010101' });
  if (!r.ok) throw new Error(r.message);
  expect(r.state.phase).toBe('federalMovement');
  return r.state;
}

describe('6.1 the ships the Federal holds back do not search', () => {
  it('6.1: by default the Iroquois searches and spots; ordered not to, she does not search and the raid goes on', () => {
    const { s, records } = sumterRaids((s, area) => placeFederal(s, iroq, area));
    // Dice: the blockade table 1, then (default) search 6: spotted, escape 6.
    const plain = run(s, records, [1, 6, 6, 6]);
    expect(eventsLike(plain.events, { rule: '6.11', kind: 'spotted', ships: [sum, iroq], dice: [6] })).toHaveLength(1);
    expect(eventsLike(plain.events, { rule: '5.11' })).toEqual([]);
    // The same dice with the order: no search roll at all; the log says why, citing 6.1; the 6 is the raid's.
    const held = run(s, records, [1, 6, 6, 6], false, [orders({ noSearch: [iroq] })]);
    expect(eventsLike(held.events, { rule: '6.11' })).toEqual([]);
    expect(eventsLike(held.events, { rule: '6.1', kind: 'search', ships: [sum, iroq] })).toHaveLength(1);
    expect(held.texts.find((t) => t.startsWith('6.1:') && /Iroquois does not search for the Sumter: the Federal's standing order/.test(t))).toBeTruthy();
    expect(eventsLike(held.events, { rule: '5.11', kind: 'raid', ships: [sum], dice: [6] })).toHaveLength(1);
  });

  it('6.1, 6.11: of two searchers one is held back: one unit searches, on its own column', () => {
    const { s, records } = sumterRaids((s, area) => {
      placeFederal(s, iroq, area);
      placeFederal(s, daco, area);
    });
    const { texts } = run(s, records, [1, 1, 4], false, [orders({ noSearch: [daco] })]);
    expect(texts.some((t) => /^6\.11: 1 Federal unit searches/.test(t))).toBe(true);
    expect(texts.some((t) => /Dacotah does not search/.test(t))).toBe(true);
    const both = run(s, records, [1, 1, 4]);
    expect(both.texts.some((t) => /^6\.11: 2 Federal units search/.test(t))).toBe(true);
  });

  it('6.1, 4.5: a squadron searches while any of its ships is not held back; with all held, it does not search', () => {
    const { s, records } = sumterRaids((s, area) => {
      placeFederal(s, iroq, area, 'sq1');
      placeFederal(s, daco, area, 'sq1');
    });
    const one = run(s, records, [1, 1, 4], false, [orders({ noSearch: [iroq] })]);
    expect(eventsLike(one.events, { rule: '6.11', kind: 'search', ships: [sum], dice: [1] })).toHaveLength(1);
    const all = run(s, records, [1, 4], false, [orders({ noSearch: [iroq, daco] })]);
    expect(eventsLike(all.events, { rule: '6.11' })).toEqual([]);
    expect(eventsLike(all.events, { rule: '6.1', kind: 'search' })).toHaveLength(1);
    expect(eventsLike(all.events, { rule: '5.11', kind: 'raid', dice: [4] })).toHaveLength(1);
  });

  it('6.1: asked live, the Federal answers himself: the orders do not hold his ships back', () => {
    const { s, records } = sumterRaids((s, area) => {
      placeFederal(s, iroq, area);
      s.options.askFederal = true;
    });
    const r = run(s, records, [1], true, [orders({ noSearch: [iroq] })]);
    expect(r.state.activity!.pending).toMatchObject({ side: 'federal', kind: 'search', detail: { searchers: [[iroq]] } });
  });
});

describe('6.13 a unit out-gunned by the raider it spotted avoids battle by standing order', () => {
  /** The Alabama (gunnery 4), ordered to fight, moves into the Iroquois' (gunnery 2) area; search 6 spots her. */
  const alabamaMeets = (federal: string) => {
    const X = 'C18';
    const Y = nextTo(X);
    const s = arranged((s) => {
      placeConfederate(s, ala, X, null);
      placeFederal(s, federal, Y);
    });
    return { s, records: [record(ala, [{ op: 'move', to: Y }], FIGHT)] };
  };

  it('6.13: by default the Iroquois engages: combat follows the spot', () => {
    const { s, records } = alabamaMeets(iroq);
    const { events } = run(s, records, [6, ...Array(40).fill(6)]);
    expect(eventsLike(events, { rule: '8.11', kind: 'combat', ships: [ala, iroq] })).toHaveLength(1);
    expect(eventsLike(events, { rule: '6.21' })).toEqual([]);
  });

  it('6.13, 6.21: ordered to avoid when out-gunned (2 against 4), she tries to escape, and escapes: no combat', () => {
    const { s, records } = alabamaMeets(iroq);
    const { events, texts } = run(s, records, [6, 6], false, [orders({ avoidWhenOutgunned: true })]);
    expect(eventsLike(events, { rule: '6.13', kind: 'avoid', ships: [iroq] })).toHaveLength(1);
    expect(texts.some((t) => /^6\.13: Iroquois \(gunnery 2\) is out-gunned by the raider \(gunnery 4\)/.test(t))).toBe(true);
    expect(eventsLike(events, { rule: '6.21', kind: 'escape', ships: [ala, iroq], dice: [6] })).toHaveLength(1);
    expect(eventsLike(events, { rule: '8.11', kind: 'combat' })).toEqual([]);
  });

  it('6.13: a unit not out-gunned engages even under the order (the Kearsarge, 5 against 4)', () => {
    const { s, records } = alabamaMeets(fed('Kear'));
    const { events } = run(s, records, [6, ...Array(40).fill(6)], false, [orders({ avoidWhenOutgunned: true })]);
    expect(eventsLike(events, { rule: '6.13', kind: 'avoid' })).toEqual([]);
    expect(eventsLike(events, { rule: '8.11', kind: 'combat', ships: [ala, fed('Kear')] })).toHaveLength(1);
  });
});

describe('the federalOrders command', () => {
  it('is kept in the state, public to both sides, and in the movement answer; the defaults leave no trace', () => {
    const s = moving();
    const before = JSON.stringify(s);
    const r = apply(data(), s, orders({ noSearch: [daco, iroq], avoidWhenOutgunned: true, fireAt: 'biggestGuns' }));
    if (!r.ok) throw new Error(r.message);
    // In the data's order, whatever order they came in.
    const ids = Object.keys(data().federal).filter((id) => id === iroq || id === daco);
    expect(r.state.federalOrders).toEqual({ noSearch: ids, avoidWhenOutgunned: true, fireAt: 'biggestGuns' });
    expect(r.events).toMatchObject([{ rule: '6.1', kind: 'federalOrders' }]);
    expect(GameStateSchema.safeParse(r.state).success).toBe(true);
    expect(view(r.state, 'confederate').federalOrders).toEqual(r.state.federalOrders);
    const a = legalActions(data(), view(r.state, 'federal'), 'federal');
    expect(a.kind === 'federalMovement' && a.movement.orders).toEqual({ current: r.state.federalOrders, used: true });
    // A game that asks the Federal live does not use them (its movement panel shows no orders section).
    const asked = legalActions(data(), view({ ...r.state, options: { ...r.state.options, askFederal: true } }, 'federal'), 'federal');
    expect(asked.kind === 'federalMovement' && asked.movement.orders.used).toBe(false);
    // Back to the defaults: the state is the one that never had orders.
    const back = apply(data(), r.state, orders({}));
    if (!back.ok) throw new Error(back.message);
    expect(JSON.stringify(back.state)).toBe(before);
    expect('federalOrders' in back.state).toBe(false);
  });

  it('refuses unknown ships, Confederate ships and built-in names, naming the rule, and changes nothing', () => {
    const s = moving();
    expect(refused(s, orders({ noSearch: ['nope'] }))).toMatchObject({ code: 'noSuchShip', rule: '6.1' });
    expect(refused(s, orders({ noSearch: [iroq, ala] }))).toMatchObject({ code: 'noSuchShip', rule: '6.1', message: expect.stringMatching(/"alabama"/) });
    for (const bad of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(refused(s, orders({ noSearch: [bad] })).code).toMatch(/^(noSuchShip|malformedCommand)$/);
  });

  it('refuses a ship named twice, and more ships than the game has', () => {
    const s = moving();
    expect(refused(s, orders({ noSearch: [iroq, daco, iroq] }))).toMatchObject({ code: 'duplicateShip', rule: '6.1' });
    expect(refused(s, orders({ noSearch: Array(65).fill(iroq) }))).toMatchObject({ code: 'malformedCommand' });
    expect(refused(s, orders({ noSearch: Array(200_000).fill(iroq) })).code).toMatch(/^(malformedCommand|tooLarge)$/);
  });

  it('refuses a wrong shape: another side, an unknown 4.51 pick, a missing field, an extra field', () => {
    const s = moving();
    const good = { noSearch: [], avoidWhenOutgunned: false, fireAt: 'nearestSinking' };
    expect(refused(s, { type: 'federalOrders', side: 'confederate', orders: good }).code).toBe('malformedCommand');
    expect(refused(s, { type: 'federalOrders', side: 'federal', orders: { ...good, fireAt: 'flagship' } }).code).toBe('malformedCommand');
    expect(refused(s, { type: 'federalOrders', side: 'federal', orders: { noSearch: [] } }).code).toBe('malformedCommand');
    expect(refused(s, { type: 'federalOrders', side: 'federal', orders: { ...good, extra: 1 } }).code).toBe('malformedCommand');
    expect(refused(s, { type: 'federalOrders', side: 'federal', orders: null }).code).toBe('malformedCommand');
  });

  it('4.3: refused outside the Federal Movement Phase: before the records are sealed, and while they run', () => {
    const record = arranged(() => {});
    expect(record.phase).toBe('confederateRecord');
    expect(refused(record, orders({})).code).toBe('notYourTurn');
    // The next turn's Federal Ship Placement Segment: his step, but not the moment.
    const next = apply(data(), moving(), { type: 'endPhase', side: 'federal' });
    if (!next.ok) throw new Error(next.message);
    expect(next.state.phase).toBe('federalPlacement');
    expect(refused(next.state, orders({}))).toMatchObject({ code: 'wrongPhase', rule: '4.3' });
  });

  it('never throws and never changes the state it refuses: any orders-like input (property)', () => {
    const s = moving();
    const before = JSON.stringify(s);
    const ids = [iroq, daco, ala, 'nope', 'constructor', '__proto__', '', 'x'.repeat(41), 'Iroquois'];
    const orderish = fc.record(
      {
        noSearch: fc.oneof(fc.array(fc.constantFrom(...ids), { maxLength: 70 }), fc.anything()),
        avoidWhenOutgunned: fc.oneof(fc.boolean(), fc.anything()),
        fireAt: fc.oneof(fc.constantFrom('nearestSinking', 'biggestGuns', 'other'), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(orderish, fc.anything()), fc.constantFrom('federal', 'confederate', 'nobody'), (o, side) => {
        const r = apply(data(), s, { type: 'federalOrders', side, orders: o });
        expect(JSON.stringify(s)).toBe(before);
        if (r.ok) {
          const got = r.state.federalOrders;
          if (got) {
            expect(new Set(got.noSearch).size).toBe(got.noSearch.length);
            for (const id of got.noSearch) expect(Object.hasOwn(data().federal, id)).toBe(true);
          }
        } else expect(r.code).not.toBe('internalError');
      }),
      { numRuns: 300, seed: 46 },
    );
  });
});
