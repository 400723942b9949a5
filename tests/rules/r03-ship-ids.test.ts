import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/apply';
import { federalDataShips, shipIds } from '../../src/engine/shipIds';
import { clonePlain } from '../../src/engine/clone';
import { gameData } from '../helpers';

// 3.0: a ship map's ids are the map's own keys in order, and the data's entries for them follow
// the same order, never a built-in's entry.

const data = gameData();

describe('3.0 shipIds and federalDataShips', () => {
  it('give the ship map keys in order and the data entry of each', () => {
    const s = newGame(data, 'campaign', 'ids').state;
    expect(shipIds(s.federal)).toEqual(Object.keys(s.federal));
    expect(federalDataShips(data, s.federal)).toEqual(Object.keys(s.federal).map((id) => data.federal[id]));
    const copy = clonePlain(s);
    expect(shipIds(copy.federal)).toEqual(shipIds(s.federal));
    expect(federalDataShips(data, copy.federal)).toEqual(federalDataShips(data, s.federal));
  });
  it("follow a map in another order than the data's, or with ships missing", () => {
    const s = newGame(data, 'campaign', 'ids').state;
    const reversed = Object.fromEntries(Object.entries(s.federal).reverse());
    expect(federalDataShips(data, reversed)).toEqual(Object.keys(reversed).map((id) => data.federal[id]));
    const { [Object.keys(s.federal)[0]!]: _first, ...rest } = s.federal;
    expect(federalDataShips(data, rest)).toEqual(Object.keys(rest).map((id) => data.federal[id]));
  });
  it('give undefined for an id the data lacks, "__proto__" included', () => {
    const map = JSON.parse('{"__proto__": {"id": "x"}, "no-such-ship": {"id": "y"}}') as Record<string, unknown>;
    expect(shipIds(map)).toEqual(['__proto__', 'no-such-ship']);
    expect(federalDataShips(data, map)).toEqual([undefined, undefined]);
  });
});
