import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { con, fed, gameData, ok, refused, start } from '../helpers';
import { arranged, placeConfederate, placeFederal } from '../fixtures/activity';
import { sidelineFederal } from '../fixtures/arrange';
import type { GameState } from '../../src/engine/types';

describe('6.3 searches in Europe, 9.38 gunboat diplomacy, 7.24 joining a blockade', () => {
  it('6.3: a raider that began the turn in Europe is blockaded by a ship declared against it before the Record Phase', () => {
    // The Greyhounds start with Sumter in C8 (Gibraltar) and Tuscarora and Kearsarge there.
    let s = start('greyhounds-are-loose').state;
    const sum = con('Sum'),
      tusc = fed('Tusc');
    expect(s.confederate[sum]!.startedInEurope).toBe(true);
    // Select Tuscarora (it is on the map in C8) and end selection to reach the declaration.
    s = structuredClone(s);
    s.deploymentTrack.S = 5;
    sidelineFederal(s, [tusc]); // 10.4: no other ship is owed a selection
    s = ok(s, { type: 'selectShip', side: 'federal', ship: tusc }).state;
    s = ok(s, { type: 'endPhase', side: 'federal' }).state;
    expect(s.phase).toBe('europeDeclaration');
    const declared = ok(s, { type: 'declareBlockade', side: 'federal', ship: tusc, target: sum });
    expect(declared.events).toMatchObject([{ rule: '6.3', kind: 'declare', ships: [tusc, sum] }]);
    expect(declared.state.europeDeclarations).toEqual([{ ship: tusc, target: sum }]);
    s = ok(declared.state, { type: 'endPhase', side: 'federal' }).state;
    expect(s.phase).toBe('confederateRecord');
    s = ok(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '08080808080808080808080808080808' }).state;
    const r = ok(s, { type: 'endPhase', side: 'federal' });
    expect(r.events.filter((e) => e.rule === '6.3' && e.kind === 'blockade')).toMatchObject([{ ships: [tusc, sum] }]);
  });
  it('6.3: a ship that arrived this turn cannot be blockaded by declaration', () => {
    let s = start('greyhounds-are-loose').state;
    s = structuredClone(s);
    s.deploymentTrack.S = 5;
    sidelineFederal(s, [fed('Tusc')]); // 10.4: no other ship is owed a selection
    s = ok(s, { type: 'selectShip', side: 'federal', ship: fed('Tusc') }).state;
    s = ok(s, { type: 'endPhase', side: 'federal' }).state;
    const newcomer = Object.values(s.confederate).find((c) => c.arrivedThisTurn)!;
    expect(refused(s, { type: 'declareBlockade', side: 'federal', ship: fed('Tusc'), target: newcomer.id })).toMatchObject({
      code: 'notInEurope',
      rule: '6.3',
    });
  });
  it('9.38: a Federal ship that stays all phase off a Chilean coal port denies Chile its coal', () => {
    const data = gameData();
    const chileArea = Object.values(data.areas).find((a) => a.ports.some((p) => p.nation === 'Chile'))!.id;
    const s = arranged((s: GameState) => placeFederal(s, fed('Lanc'), chileArea));
    const sealed = ok(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '09090909090909090909090909090909' }).state;
    const r = ok(sealed, { type: 'endPhase', side: 'federal' });
    expect(r.events.filter((e) => e.rule === '9.38' && e.kind === 'denied')).toMatchObject([{ ships: [fed('Lanc')] }]);
  });
  it('9.38: a ship that moved during the phase denies nothing', () => {
    const data = gameData();
    const chileArea = Object.values(data.areas).find((a) => a.ports.some((p) => p.nation === 'Chile'))!.id;
    const s = arranged((s: GameState) => placeFederal(s, fed('Lanc'), adjacent(data, chileArea).find((a) => data.areas[a]!.pacific)!));
    let st = ok(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a' }).state;
    st = ok(st, { type: 'moveShip', side: 'federal', ship: fed('Lanc'), path: [chileArea] }).state;
    const r = ok(st, { type: 'endPhase', side: 'federal' });
    expect(r.events.some((e) => e.rule === '9.38')).toBe(false);
  });
  it('7.24: a Federal ship joins a standing neutral-port blockade and stops searching (7.23)', () => {
    const sum = con('Sum'),
      tusc = fed('Tusc'),
      kear = fed('Kear');
    const s = arranged((s: GameState) => {
      placeConfederate(s, sum, 'C8', 'E', { blockadedBy: [tusc] });
      placeFederal(s, tusc, 'C8');
      s.federal[tusc]!.blockading = sum;
      placeFederal(s, kear, 'C8');
    });
    const sealed = ok(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b' }).state;
    const r = ok(sealed, { type: 'joinBlockade', side: 'federal', ship: kear, target: sum });
    expect(r.state.confederate[sum]!.blockadedBy).toEqual([tusc, kear]);
    expect(r.state.federal[kear]!.blockading).toBe(sum);
    // Moving away leaves the blockade again (7.24).
    const away = ok(r.state, { type: 'moveShip', side: 'federal', ship: kear, path: [adjacent(gameData(), 'C8')[0]!] }).state;
    expect(away.confederate[sum]!.blockadedBy).toEqual([tusc]);
    expect(refused(sealed, { type: 'joinBlockade', side: 'federal', ship: fed('Tusc'), target: con('Nash') })).toMatchObject({ rule: '7.24' });
  });
});
