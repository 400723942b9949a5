import { describe, expect, it } from 'vitest';
import { recordWarnings as allWarnings } from '../../src/engine/activity/validate';
import { gameData } from '../helpers';
import { arranged, placeConfederate, record } from '../fixtures/activity';

// 11.3: the record check warns when a record ends the last Game Turn of a ship's refit period
// anywhere but in a port that can refit it (the ship would be lost at the end of the turn).

/** The record check's 11.3 warnings (a short route's 11.52 warning is tested in r11-52-coal-forecast). */
const recordWarnings = (...a: Parameters<typeof allWarnings>) => allWarnings(...a).filter((w) => w.rule === '11.3');

const sumterAt = (area: string, port: string | null, turnsAtSea: number) => arranged((s) => placeConfederate(s, 'sumter', area, port, { turnsAtSea }));

describe('11.3 the record check warns of a last turn ending outside a refit port', () => {
  it('11.3: the last turn of the period (4) ending at sea: warned, sunk', () => {
    const w = recordWarnings(gameData(), sumterAt('C10', null, 3), record('sumter', [{ op: 'move', to: 'C13' }]));
    expect(w).toEqual([expect.objectContaining({ step: null, rule: '11.3' })]);
    expect(w[0]!.message).toContain('sunk');
  });
  it('11.3: ending it in a colonial port that cannot refit: warned, interned', () => {
    const w = recordWarnings(gameData(), sumterAt('C10', null, 3), record('sumter', [{ op: 'enterPort', nation: 'E' }]));
    expect(w).toEqual([expect.objectContaining({ rule: '11.3' })]);
    expect(w[0]!.message).toContain('interned');
  });
  it('11.3: ending it in a Confederate port, or a turn earlier anywhere: no warning', () => {
    expect(
      recordWarnings(
        gameData(),
        sumterAt('C10', null, 3),
        record('sumter', [
          { op: 'move', to: 'C15' },
          { op: 'enterPort', nation: 'CSA' },
        ]),
      ),
    ).toEqual([]);
    expect(recordWarnings(gameData(), sumterAt('C10', null, 2), record('sumter', [{ op: 'move', to: 'C13' }]))).toEqual([]);
  });
  it('11.3: a whole turn in port stops the clock: no warning, even with the period run out', () => {
    expect(recordWarnings(gameData(), sumterAt('C15', 'CSA', 4), record('sumter', [{ op: 'refit' }]))).toEqual([]);
    expect(recordWarnings(gameData(), sumterAt('C15', 'CSA', 4), record('sumter', [{ op: 'leavePort' }]))).toEqual([expect.objectContaining({ rule: '11.3' })]);
  });
});
