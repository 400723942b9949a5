import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { usablePorts } from '../../src/engine/rules/prestige';
import { con, fed, gameData } from '../helpers';
import type { GameState } from '../../src/engine/types';
import { arranged, decide, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// 9.22: the CPL moves immediately when a Confederate action calls for it. A raid takes its
// merchant marine points at once (5.11, 5.21), so England's once-a-game drop below 1165 comes
// at the raid, not at the end of the raider's record. 11.52 voids the raids of a ship that
// falls short of coal: their points come back at the end of its record.

const ala = con('Ala'),
  wach = fed('Wach');
const data = () => gameData();

/** Two adjacent deep-water areas without usable coal, the first with merchant shipping. */
function openSea(s: GameState): [string, string] {
  const noCoal = (id: string) => usablePorts(data(), s, id, 'coal', ala).length === 0;
  for (const a of data().areaIds) {
    const ar = data().areas[a]!;
    if (!a.startsWith('D') || ar.density < 3 || !noCoal(a) || s.whaling.some((w) => w.area === a)) continue;
    const b = adjacent(data(), a).find((x) => x.startsWith('D') && noCoal(x));
    if (b) return [a, b];
  }
  throw new Error('no open sea');
}

function raiderAt(mm: number) {
  let areas: [string, string] = ['', ''];
  const s = arranged((s) => {
    areas = openSea(s);
    placeConfederate(s, ala, areas[0], null);
    placeFederal(s, wach, areas[1]);
    s.merchantMarine = mm;
    s.below1165Applied = false;
    s.options.askFederal = true;
  });
  return { s, areas };
}

describe('9.22: immediately', () => {
  it('9.22 (1), 5.21: the raid takes its points and England drops before the raider moves on', () => {
    const { s, areas } = raiderAt(1166);
    const e0 = s.cpl.E;
    // Raid die 6; then the Federal is asked whether to search in the next area: the record stops there.
    const { state } = run(s, [record(ala, [{ op: 'raid' }, { op: 'move', to: areas[1] }])], [6], true);
    expect(state.activity?.pending).toMatchObject({ side: 'federal', kind: 'search' });
    expect(state.merchantMarine).toBeLessThan(1165);
    expect(state.below1165Applied).toBe(true);
    expect(state.cpl.E).toBe(e0 - 1);
    expect(state.vp.confederate).toBe(1166 - state.merchantMarine);
  });
  it('11.52: a raider that falls short of coal has its raid voided at the end of its record: the points come back', () => {
    const { s, areas } = raiderAt(1300);
    const { state: paused } = run(s, [record(ala, [{ op: 'raid' }, { op: 'move', to: areas[1] }])], [6], true);
    const taken = 1300 - paused.merchantMarine;
    expect(taken).toBeGreaterThan(0);
    // The Federal passes; the record ends with no coal taken (Alabama needs 1), so the raid is void.
    const { state, events } = decide(paused, 'federal', 'pass', [3, 3, 3, 3]);
    expect(events.some((e) => e.rule === '11.52' && e.kind === 'coal')).toBe(true);
    expect(state.merchantMarine).toBe(1300);
    expect(state.vp.confederate).toBe(0);
  });
  it("9.22 (1), 11.52: England's once-a-game drop, made at the raid, stands when the raid is later voided", () => {
    const { s, areas } = raiderAt(1166);
    const e0 = s.cpl.E;
    const { state: paused } = run(s, [record(ala, [{ op: 'raid' }, { op: 'move', to: areas[1] }])], [6], true);
    const { state, events } = decide(paused, 'federal', 'pass', [3, 3, 3, 3]);
    expect(events.some((e) => e.rule === '11.52' && e.kind === 'raidsVoid')).toBe(true);
    expect(state.merchantMarine).toBe(1166);
    expect(state.below1165Applied).toBe(true);
    // The next turn's automatic adjustments (9.21) come on top of the drop already made.
    const drops = [...events].filter((e) => e.rule === '9.22' && e.kind === 'cpl');
    expect(drops).toHaveLength(0);
    expect(paused.cpl.E).toBe(e0 - 1);
  });
});
