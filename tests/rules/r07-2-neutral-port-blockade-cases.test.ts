// 7.2 in play: neutral port blockades.
import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { con, fed, gameData } from '../helpers';
import { arranged, decide, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

const data = () => gameData();
const nextTo = (area: string, not: string[] = []) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces)!;
describe('7.2 neutral port blockades', () => {
  it('7.21: a raider blockaded at Gibraltar escapes one blockader and fights the other', () => {
    const sum = con('Sum');
    const tusc = fed('Tusc'),
      kear = fed('Kear');
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C8', 'E', { blockadedBy: [tusc, kear] });
      placeFederal(s, tusc, 'C8');
      placeFederal(s, kear, 'C8');
      s.federal[tusc]!.blockading = sum;
      s.federal[kear]!.blockading = sum;
      s.options.askConfederate = true;
    });
    const out = nextTo('C8');
    const first = run(s, [record(sum, [{ op: 'leavePort' }, { op: 'move', to: out }])], [], true);
    expect(first.events.filter((e) => e.rule === '7.21')).toMatchObject([{ kind: 'blockadeRun', ships: [sum, tusc, kear] }]);
    expect(first.state.activity!.pending).toMatchObject({ side: 'confederate', kind: 'runBlockade', options: ['fight', 'escape'] });
    const escaped = decide(first.state, 'confederate', 'escape', [6]);
    expect(escaped.events.filter((e) => e.rule === '6.21')).toMatchObject([{ kind: 'escape', ships: [sum, tusc], dice: [6] }]);
    const fought = decide(escaped.state, 'confederate', 'fight', [
      ...Array(40)
        .fill(0)
        .flatMap(() => [6, 1]),
    ]);
    expect(fought.events.filter((e) => e.kind === 'combat')).toMatchObject([{ rule: '8.11', ships: [sum, kear] }]);
    expect(fought.events.filter((e) => e.kind === 'sunk')).toMatchObject([{ rule: '8.13', ships: [kear] }]);
    expect(fought.state.federal[kear]).toMatchObject({ where: 'sunk', blockading: null });
    expect(fought.state.confederate[sum]!.blockadedBy).toEqual([]);
    expect(fought.state.confederate[sum]!.area).toBe(out);
  });
});
