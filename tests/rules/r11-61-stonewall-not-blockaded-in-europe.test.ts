import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { con, fed, gameData, ok, refused } from '../helpers';
import { arranged, placeConfederate, placeFederal, record, run, FIGHT } from '../fixtures/activity';

// 11.61: ending Federal movement in her area is the only way to spot the Stonewall, so 6.3's
// declared blockade in Europe does not reach her; and her record (she is at sea) need not leave a port.

const stone = con('Stone'),
  kear = fed('Kear');
const data = () => gameData();

function stonewallInFrance(declared: boolean) {
  return arranged((s) => {
    s.turn = 16;
    placeConfederate(s, stone, 'C5', null, { startedInEurope: true });
    placeFederal(s, kear, 'C5');
    if (declared) s.europeDeclarations = [{ ship: kear, target: stone }];
  });
}

describe('11.61 with 6.3: no European blockade of the Stonewall', () => {
  it('11.61, 6.3: a declaration against the Stonewall is refused', () => {
    const s = stonewallInFrance(false);
    s.phase = 'europeDeclaration';
    expect(refused(s, { type: 'declareBlockade', side: 'federal', ship: kear, target: stone })).toMatchObject({ code: 'notInEurope', rule: '11.61' });
  });
  it('11.61: her record is checked as a ship at sea, with no port to leave, whatever was declared', () => {
    const s = stonewallInFrance(true);
    const to = adjacent(data(), 'C5')[0]!;
    const sealed = ok(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '28c4baef0e68c9567e810a9b752d149d',
      records: [record(stone, [{ op: 'move', to }])],
    });
    expect(sealed.state.confederate[stone]!.area).toBe(to);
  });
  it('11.61: a declared ship that ends in her area fights her at the start of the Activity Phase; it does not blockade her', () => {
    const s = stonewallInFrance(true);
    // Stonewall (gunnery 6) rolls 6s, the Kearsarge 1s: the fight ends fast.
    const { state, events } = run(
      s,
      [record(stone, [], FIGHT)],
      Array<number>(40)
        .fill(6)
        .flatMap((x) => [x, 1]),
    );
    expect(events.some((e) => e.rule === '6.3' && e.kind === 'blockade')).toBe(false);
    expect(events.some((e) => e.rule === '11.61' && e.kind === 'spotted')).toBe(true);
    expect(state.confederate[stone]!.blockadedBy).toEqual([]);
    expect(state.confederate[stone]!.port).toBeNull();
  });
});
