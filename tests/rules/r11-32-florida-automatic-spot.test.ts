import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { con, fed, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// 11.32: the Florida is sunk the second time she is spotted after her first refit. 6.3's
// automatic spot of a raider in Europe is a spot. 7.21's blockade run is not a new one: the
// blockaded raider is only treated "in effect" as spotted, by the spot that put her in port.

const fla = con('Fla'),
  tusc = fed('Tusc');

function inGibraltar(spottedSinceRefit: number, port: string | null = null) {
  return arranged((s) => {
    placeConfederate(s, fla, 'C8', port, { refits: 1, spottedSinceRefit, startedInEurope: true });
    placeFederal(s, tusc, 'C8');
    s.europeDeclarations = [{ ship: tusc, target: fla }];
  });
}

describe('11.32 with 6.3 and 7.21: what counts as a spot of the Florida', () => {
  it('11.32, 6.3: a refitted Florida already spotted once is sunk when a declared ship blockades her in Europe', () => {
    const { state, events } = run(inGibraltar(1), [], [1, 1, 1]);
    expect(state.confederate[fla]!.status).toBe('sunk');
    expect(events.some((e) => e.rule === '11.32' && e.kind === 'sunk')).toBe(true);
    expect(state.confederate[fla]!.blockadedBy).toEqual([]);
    expect(state.federal[tusc]!.blockading).toBeNull();
  });
  it('11.32, 6.3: the first such spot is counted, and she is blockaded, not sunk', () => {
    const { state } = run(inGibraltar(0, 'E'), [], [1, 1, 1]);
    expect(state.confederate[fla]).toMatchObject({ status: 'inPlay', spottedSinceRefit: 1, blockadedBy: [tusc] });
  });
  it('11.32, 7.21: running a neutral blockade is not a new spot', () => {
    const s = arranged((s) => {
      placeConfederate(s, fla, 'C8', 'E', { refits: 1, spottedSinceRefit: 1, blockadedBy: [tusc] });
      placeFederal(s, tusc, 'C8');
      s.federal[tusc]!.blockading = fla;
    });
    const out = adjacent(gameData(), 'C8').find((a) => !Object.values(s.federal).some((f) => f.where === 'map' && f.area === a))!;
    // Escape die 6 gets her past the Tuscarora (6.21).
    const { state, events } = run(s, [record(fla, [{ op: 'leavePort' }, { op: 'move', to: out }], ESCAPE)], [6, 1, 1, 1]);
    expect(events.some((e) => e.rule === '7.21' && e.kind === 'blockadeRun')).toBe(true);
    expect(state.confederate[fla]).toMatchObject({ status: 'inPlay', spottedSinceRefit: 1, area: out });
  });
});
