// 5.0 and 11.5 in play: raids and coaling on a running record.
import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { con, gameData } from '../helpers';
import { arranged, placeConfederate, record, run } from '../fixtures/activity';

const data = () => gameData();
const nextTo = (area: string, not: string[] = []) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces)!;
describe('5.0 raids and 11.5 coaling', () => {
  it('5.11: a raid takes the Raid Table result from the merchant marine, and scores it (12.11)', () => {
    const area = nextTo('C15');
    const d = data().areas[area]!.density;
    const s = arranged(() => {});
    const { state, events } = run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }, { op: 'raid' }])], [3, 5]);
    // C10, density 3, die 5: 5 points (Raid Table). C10's coal ports give the Sumter its coalings,
    // so the raid stands (11.52) and the Confederate scores the points (12.11).
    expect([area, d]).toEqual(['C10', 3]);
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', ships: [con('Sum')], dice: [5] }]);
    expect(events.some((e) => e.rule === '11.52')).toBe(false);
    expect(state.merchantMarine).toBe(1247 - 5);
    expect(state.vp.confederate).toBe(5);
  });
  it('11.52: a ship that does not coal enough loses its raids and cannot raid until refitted', () => {
    const deep = Object.values(data().areas).find(
      (a) => a.id.startsWith('D') && a.density > 0 && adjacent(data(), a.id).every((n) => data().areas[n]!.ports.length === 0 || true),
    )!;
    const s = arranged((s) => placeConfederate(s, con('Sum'), deep.id, null));
    const { state, events } = run(s, [record(con('Sum'), [{ op: 'raid' }])], [6]);
    expect(events.filter((e) => e.rule === '11.52').map((e) => e.kind)).toEqual(['coal', 'raidsVoid']);
    expect(state.merchantMarine).toBe(1247);
    expect(state.confederate[con('Sum')]!.canRaid).toBe(false);
  });
  it('5.31: the first Sloop raid in a whaling area turns the counter up and uses its density', () => {
    const s = arranged(() => {});
    const w = s.whaling[0]!;
    placeConfederate(s, con('Sum'), w.area, null);
    const density = data().files.whaling.counters[w.counter]!.density;
    const { events, state } = run(s, [record(con('Sum'), [{ op: 'raid' }])], [4]);
    const col = data().files.raid.columns.indexOf(density);
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', ships: [con('Sum')], dice: [4] }]);
    // The raid used the counter's density, not the area's: its points are the die-4 row's in that column.
    // (Taken off the track, even if short coal voids the raid afterwards, 11.52.)
    expect(state.vp.entries.filter((e) => e.rule === '12.11' && e.points > 0).reduce((n, e) => n + e.points, 0)).toBe(col < 0 ? 0 : [2, 3, 4, 5, 7, 10][col]);
    expect(state.whaling.some((x) => x.area === w.area)).toBe(false);
  });
  it('5.43: an Auxiliary raids at density 1 except in C9', () => {
    const aux = Object.values(data().confederate).find((x) => x.type === 'Aux')!;
    const rich = Object.values(data().areas).find((a) => a.id.startsWith('C') && a.density >= 3 && !a.eces && a.ports.length === 0)!;
    const s = arranged((s) => {
      placeConfederate(s, aux.parent!, rich.id, null);
      placeConfederate(s, aux.id, rich.id, null);
    });
    const { events } = run(s, [record(aux.id, [{ op: 'raid' }])], [6]);
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', ships: [aux.id], dice: [6] }]);
    // Density 1, die 6: 4 points (Raid Table), whatever the area's density, as a merchant marine loss.
    expect(events.filter((e) => e.rule === '5.21')).toMatchObject([{ kind: 'merchantMarine', ships: [aux.id] }]);
    expect(rich.density).toBeGreaterThanOrEqual(3);
  });
  it('11.74: Semmes rerolls a poor raid die once a turn, and the reroll stands', () => {
    const area = nextTo('C15');
    const s = arranged(() => {});
    const { events, state } = run(
      s,
      [
        record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }, { op: 'raid' }], {
          onSpotted: 'escape',
          semmesReroll: { raid: true, escape: true, blockade: true },
        }),
      ],
      [3, 1, 4],
    );
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', dice: [1, 4] }]);
    // C10, density 3, die 4: 4 points.
    expect(state.merchantMarine).toBe(1247 - 4);
    // Once a turn: the next turn's placement has already reset the reroll (it was used this turn).
    expect(state.turn).toBe(2);
  });
});
