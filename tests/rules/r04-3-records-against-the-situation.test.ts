// 4.3 with 4.41, 6.3, 10.51 and 11.21: records checked against what the Federal has declared, the land war has taken, and the turn's selections.
import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { Ctx } from '../../src/engine/context';
import { endSelection } from '../../src/engine/rules/selection';
import { con, fed, gameData, refused } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

const data = () => gameData();

describe('records against what the Federal has declared or the land war has taken', () => {
  it('6.3: a raider at sea in Europe that is declared against must leave the port it will be blockaded in', () => {
    const sum = con('Sum'),
      tusc = fed('Tusc');
    const out = adjacent(data(), 'C8').find((a) => !data().areas[a]!.europe) ?? adjacent(data(), 'C8')[0]!;
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C8', null);
      placeFederal(s, tusc, 'C8');
      s.europeDeclarations = [{ ship: tusc, target: sum }];
    });
    const r = refused(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '02020202020202020202020202020202',
      records: [record(sum, [{ op: 'move', to: out }])],
    });
    expect(r.message).toMatch(/leave the port before moving .* \(4\.4\)/);
    // With "leave" first it runs the blockade the declaration sets up (6.3, 7.21).
    const { events, state } = run(s, [record(sum, [{ op: 'leavePort' }, { op: 'move', to: out }], ESCAPE)], [6, 1, 1, 1, 1]);
    const blockaded = events.findIndex((e) => e.rule === '6.3' && e.kind === 'blockade');
    expect(events[blockaded]).toMatchObject({ ships: [tusc, sum] });
    expect(events.findIndex((e) => e.rule === '7.21' && e.kind === 'blockadeRun')).toBeGreaterThan(blockaded);
    expect(state.confederate[sum]!.port).toBeNull();
  });
  it('6.3: if the declared ship does not come, the "leave" step finds the raider already at sea', () => {
    const sum = con('Sum'),
      tusc = fed('Tusc');
    const out = adjacent(data(), 'C8')[0]!;
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C8', null);
      placeFederal(s, tusc, out);
      s.europeDeclarations = [{ ship: tusc, target: sum }];
    });
    const { events, state } = run(s, [record(sum, [{ op: 'leavePort' }])], [1, 1, 1]);
    expect(events.filter((e) => e.rule === '6.3' && e.kind === 'leavePort')).toMatchObject([{ ships: [sum] }]);
    expect(state.confederate[sum]).toMatchObject({ area: 'C8', port: null });
  });
  it("10.51: two records in one seal cannot both take the year's neutral-port commissioning", () => {
    const ala = con('Ala'),
      fla = con('Fla');
    const s = arranged((s) => {
      placeConfederate(s, ala, 'C2', 'England', { commissioned: false });
      placeConfederate(s, fla, 'C2', 'England', { commissioned: false });
    });
    const r = refused(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '03030303030303030303030303030303',
      records: [record(ala, [{ op: 'commission' }]), record(fla, [{ op: 'commission' }])],
    });
    expect(r.message).toMatch(/only one ship may be commissioned at a neutral port in 1861 \(10\.51\)/);
  });
  it('4.41: a raider cannot enter a Confederate port already lost to the land war', () => {
    const sum = con('Sum');
    const s = arranged((s) => {
      s.turn = 14;
      placeConfederate(s, sum, 'C15', null);
    });
    const r = refused(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '04040404040404040404040404040404',
      records: [record(sum, [{ op: 'enterPort', nation: 'CSA' }])],
    });
    expect(r.message).toMatch(/lost to the land war \(4\.41\)/);
  });
  it('11.21: a ship selected at placement keeps its selection for the turn, so the Wyoming is charged only once', () => {
    const wyom = fed('Wyom');
    const s = arranged((s) => {
      placeFederal(s, wyom, 'C9');
      s.federal[wyom]!.selection = { from: 'map', area: 'C9', paid: true, fromUP: false };
    });
    const ctx = new Ctx(data(), structuredClone(s));
    endSelection(ctx);
    expect(ctx.s.federal[wyom]!.selection).toMatchObject({ paid: true });
  });
});
