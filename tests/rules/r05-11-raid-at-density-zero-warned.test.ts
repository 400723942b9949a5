import { describe, expect, it } from 'vitest';
import { con, gameData } from '../helpers';
import { recordWarnings } from '../../src/engine/activity/validate';
import { adjacent } from '../../src/engine/queries';
import { arranged, placeConfederate, record, run } from '../fixtures/activity';

// 5.11 foreseen (issue 48.2, "other places where a legal record silently loses its effect"): the
// Raid Table has no column for shipping density 0, so a raid there takes nothing and only spends
// its Movement Point. The record check warns, naming 5.11, before the record is sealed; a Sloop's
// first raid on a face-down whaling counter in such an area raids at the counter's density (5.31)
// and is not warned of.

const data = gameData();
const ala = con('Ala');
const zero = Object.keys(data.areas).filter((a) => data.areas[a]!.density === 0);
/** A density-0 area reached from a neighbour with shipping. */
const [from, to] = zero.flatMap((z) =>
  adjacent(data, z)
    .filter((n) => data.areas[n]!.density > 0)
    .map((n) => [n, z] as const),
)[0]!;
const at = (area: string, whaling: string[] = []) =>
  arranged((s) => {
    placeConfederate(s, ala, area, null, { canRaid: true });
    s.whaling = whaling.map((a) => ({ area: a, counter: 0, revealed: false }));
  });
const densityWarnings = (area: string, steps: Parameters<typeof record>[1], whaling: string[] = []) =>
  recordWarnings(data, at(area, whaling), record(ala, steps)).filter((w) => w.rule === '5.11');

describe('5.11 the record check foresees a raid where the shipping density is 0', () => {
  it('5.11: a raid in a density-0 area is warned of, naming the area and its step', () => {
    expect(zero.length).toBeGreaterThan(5);
    const w = densityWarnings(from, [{ op: 'move', to }, { op: 'raid' }]);
    expect(w).toEqual([expect.objectContaining({ step: 1, rule: '5.11' })]);
    expect(w[0]!.message).toContain(`a raid in ${to} takes nothing`);
    // And so it is: the raid is made and takes no merchant marine points.
    const { state, events } = run(at(from), [record(ala, [{ op: 'move', to }, { op: 'raid' }])], [6, 6, 6, 6, 6, 6, 6, 6]);
    const raids = events.filter((e) => e.kind === 'raid' && e.ships?.includes(ala));
    expect(raids.length).toBeGreaterThan(0);
    expect(state.merchantMarine).toBe(at(from).merchantMarine);
  });
  it('5.11: a raid where there is shipping is not warned of', () => {
    expect(densityWarnings(to, [{ op: 'move', to: from }, { op: 'raid' }])).toEqual([]);
  });
  it("5.31: a Sloop's first raid on a face-down whaling counter there is not warned of; its second is", () => {
    expect(data.confederate[ala]!.type).toBe('S');
    const w = densityWarnings(from, [{ op: 'move', to }, { op: 'raid' }, { op: 'raid' }], [to]);
    expect(w).toEqual([expect.objectContaining({ step: 2, rule: '5.11' })]);
  });
});
