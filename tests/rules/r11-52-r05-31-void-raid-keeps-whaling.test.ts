import { describe, expect, it } from 'vitest';
import { con } from '../helpers';
import { recordWarnings } from '../../src/engine/activity/validate';
import { gameData } from '../helpers';
import { arranged, placeConfederate, record, run } from '../fixtures/activity';

// 11.52 with 5.31: a ship that cannot raid (short of coal since its last refit) conducts no raid
// that counts, so it turns up no whaling counter; the record check warns that such a raid is void.

const ala = con('Ala');

function atWhalingGround(canRaid: boolean) {
  let area = '';
  const s = arranged((s) => {
    area = s.whaling[0]!.area;
    placeConfederate(s, ala, area, null, { canRaid });
  });
  return { s, area };
}

describe('11.52 with 5.31: a void raid leaves the whaling counter', () => {
  it('11.52, 5.31: a ship that cannot raid leaves the whaling counter face down where it was', () => {
    const { s, area } = atWhalingGround(false);
    const mm = s.merchantMarine;
    const { state, events } = run(s, [record(ala, [{ op: 'raid' }])], [6, 6, 6]);
    expect(state.whaling.some((w) => w.area === area && !w.revealed)).toBe(true);
    expect(events.some((e) => e.rule === '11.52' && e.kind === 'whyNot')).toBe(true); // issue 16: shown as a "why not?" line
    expect(state.merchantMarine).toBe(mm);
  });
  it('5.31: a ship that can raid turns the counter up and removes it', () => {
    const { s, area } = atWhalingGround(true);
    const { state } = run(s, [record(ala, [{ op: 'raid' }])], [6, 6, 6]);
    expect(state.whaling.some((w) => w.area === area)).toBe(false);
  });
  it('11.52: the record check warns, step by step, that such a raid is void', () => {
    const { s } = atWhalingGround(false);
    expect(recordWarnings(gameData(), s, record(ala, [{ op: 'raid' }]))).toEqual([expect.objectContaining({ step: 0, rule: '11.52' })]);
    const able = atWhalingGround(true).s;
    expect(recordWarnings(gameData(), able, record(ala, [{ op: 'raid' }]))).toEqual([]);
  });
});
