import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { fed, gameData, ok, refused, start } from '../helpers';
import { sealNothing } from '../engine/flow';
import type { GameState } from '../../src/engine/types';

const atMovement = (): GameState => sealNothing(start('campaign').state);

describe('4.0 Federal movement', () => {
  it('4.12, 4.13: a ship moves through adjacent areas, one Movement Point each', () => {
    const s = atMovement();
    const peng = fed('Peng');
    const a = adjacent(gameData(), 'C9')[0]!;
    const b = adjacent(gameData(), a).find((x) => x !== 'C9')!;
    const r = ok(s, { type: 'moveShip', side: 'federal', ship: peng, path: [a, b] });
    expect(r.state.federal[peng]).toMatchObject({ area: b, movementUsed: 2 });
    expect(r.events).toMatchObject([{ rule: '4.1', kind: 'federalMove', ships: [peng], path: [a, b] }]);
  });
  it('4.12: a move to an area that is not adjacent is refused', () => {
    const s = atMovement();
    const far = Object.keys(gameData().areas).find((id) => id !== 'C9' && !adjacent(gameData(), 'C9').includes(id))!;
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: fed('Peng'), path: [far] })).toMatchObject({ code: 'notAdjacent' });
  });
  it('4.11: no more areas than the Movement Allowance', () => {
    const s = atMovement();
    const peng = fed('Peng');
    const path: string[] = [];
    let at = 'C9';
    for (let i = 0; i <= gameData().federal[peng]!.movement; i++) {
      const n = adjacent(gameData(), at).find((x) => !path.includes(x) && x !== 'C9') ?? adjacent(gameData(), at)[0]!;
      path.push(n);
      at = n;
    }
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: peng, path })).toMatchObject({ code: 'tooFar', rule: '4.11' });
  });
  it('4.22: C39 is adjacent across the map edge to C86 and D76', () => {
    const data = gameData();
    expect(adjacent(data, 'C39')).toEqual(expect.arrayContaining(['C86', 'D76']));
    expect(adjacent(data, 'C86')).toContain('C39');
    expect(adjacent(data, 'D76')).toContain('C39');
  });
  it('4.22: a Federal ship may sail across the map edge', () => {
    let s = atMovement();
    const lanc = fed('Lanc');
    s = structuredClone(s);
    s.federal[lanc]!.area = 'C86';
    s.federal[lanc]!.path = ['C86'];
    // Lancaster is Pacific Fleet: crossing to the east edge leaves the Pacific (11.2), so use a normal ship.
    const peng = fed('Peng');
    s.federal[peng]!.area = 'D76';
    s.federal[peng]!.path = ['D76'];
    const r = ok(s, { type: 'moveShip', side: 'federal', ship: peng, path: ['C39'] });
    expect(r.state.federal[peng]!.area).toBe('C39');
  });
  it('11.2: a Pacific Fleet ship cannot leave the Pacific', () => {
    const s = atMovement();
    const narra = fed('Narra');
    const data = gameData();
    const out = adjacent(data, 'C48').find((a) => !data.areas[a]!.pacific);
    if (!out) return;
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: narra, path: [out] })).toMatchObject({ code: 'pacificFleet', rule: '11.2' });
  });
  it('11.21: the Wyoming may leave the Pacific only after a Pacific raid, paying its points', () => {
    const data = gameData();
    const s = structuredClone(atMovement());
    const wyom = fed('Wyom');
    const inPacific = Object.keys(data.areas).find((id) => data.areas[id]!.pacific && adjacent(data, id).some((n) => !data.areas[n]!.pacific))!;
    const out = adjacent(data, inPacific).find((n) => !data.areas[n]!.pacific)!;
    Object.assign(s.federal[wyom]!, { area: inPacific, path: [inPacific] });
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: wyom, path: [out] })).toMatchObject({ rule: '11.21' });
    s.pacificRaided = true;
    s.deploymentTrack.S = 1;
    const r = ok(s, { type: 'moveShip', side: 'federal', ship: wyom, path: [out] });
    expect(r.state.deploymentTrack.S).toBe(0);
    expect(r.state.federal[wyom]!.availabilityUsed).toBe(s.federal[wyom]!.availabilityUsed + 1);
  });
  it('4.52: ships in one area form a squadron', () => {
    const s = atMovement();
    const ids = [fed('Peng'), fed('Powh'), fed('K. Stat')];
    const r = ok(s, { type: 'formSquadron', side: 'federal', ships: ids });
    const sq = r.state.federal[ids[0]!]!.squadron;
    expect(sq).not.toBeNull();
    for (const id of ids) expect(r.state.federal[id]!.squadron).toBe(sq);
    expect(refused(s, { type: 'formSquadron', side: 'federal', ships: [fed('Peng'), fed('Narra')] })).toMatchObject({ code: 'notStacked' });
  });
  it("11.1, 11.12: a ship joins the CSE box for one of the year's CSE points", () => {
    const data = gameData();
    let s = structuredClone(atMovement());
    const year = String(data.turns[s.turn - 1]!.year);
    (data.files.cse.perYear as Record<string, number>)[year] ?? 0;
    const allowed = (data.files.cse.perYear as Record<string, number>)[year]!;
    s.cseUsed[year] = Math.max(0, allowed - 1);
    if (allowed === 0) {
      expect(refused(s, { type: 'enterCse', side: 'federal', ship: fed('Peng') })).toMatchObject({ code: 'noCsePoints', rule: '11.12' });
      return;
    }
    s = ok(s, { type: 'enterCse', side: 'federal', ship: fed('Peng') }).state;
    expect(s.federal[fed('Peng')]!.where).toBe('cse');
    expect(refused(s, { type: 'enterCse', side: 'federal', ship: fed('Powh') })).toMatchObject({ code: 'noCsePoints', rule: '11.12' });
  });
  it('3.0: the Federal player can take back moves until the phase ends', () => {
    const s = atMovement();
    const peng = fed('Peng');
    const a = adjacent(gameData(), 'C9')[0]!;
    const moved = ok(s, { type: 'moveShip', side: 'federal', ship: peng, path: [a] }).state;
    const back = ok(moved, { type: 'undo', side: 'federal' }).state;
    expect(back.federal).toEqual(s.federal);
    expect(refused(back, { type: 'undo', side: 'federal' })).toMatchObject({ code: 'nothingToUndo' });
  });
  it('4.4: the Federal player has no port command at all (ships never enter ports)', () => {
    const s = atMovement();
    expect(refused(s, { type: 'enterPort', side: 'federal', ship: fed('Peng') })).toMatchObject({ code: 'malformedCommand' });
  });
});
