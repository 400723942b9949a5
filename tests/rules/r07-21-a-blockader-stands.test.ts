import { describe, expect, it } from 'vitest';
import { FIGHT, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// 7.21 with 6.13 (1), a judgment call (docs/reconstruction.md, section 4): a raider leaving a
// neutral port must escape from or sink each blockader. When she chooses to fight her way out,
// may the blockader try to escape her, as a spotting ship may under 6.13 (1)? The engine says
// no: 7.21 gives the raider only the two ways past a blockader, and a blockader that broke off
// would let her pass by neither. The Federal who wants no fight lifts the blockade in his own
// Movement Phase (7.24), before she sails. Even with the Federal asked at every decision
// (askFederal), the question is not put.

describe('7.21 a blockader stands and fights', () => {
  it('7.21: the Tuscarora blockading the Sumter at Gibraltar (C8) is not asked to avoid the fight; combat follows at once', () => {
    const s = arranged((s) => {
      placeConfederate(s, 'sumter', 'C8', 'E', { blockadedBy: ['tuscarora'] });
      placeFederal(s, 'tuscarora', 'C8');
      s.federal.tuscarora!.blockading = 'sumter';
      s.options.askFederal = true;
    });
    const { events, state } = run(s, [record('sumter', [{ op: 'leavePort' }], FIGHT)], [...Array(40).fill(6)], true);
    expect(state.activity?.pending?.kind).not.toBe('avoid');
    expect(events.some((e) => e.rule === '7.21' && e.kind === 'blockadeRun')).toBe(true);
    expect(events.some((e) => e.rule === '8.11' && e.kind === 'combat')).toBe(true);
    expect(events.some((e) => e.rule === '6.21')).toBe(false);
  });
});
