import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/apply';
import { dataShips, shipIds } from '../../src/engine/shipIds';
import { clonePlain } from '../../src/engine/clone';
import { gameData } from '../helpers';

// 3.0: the kept lists of a ship map's ids and of the data's entries for them are the map's own
// keys in order, kept per map object (a copy gets its own), and never a built-in's entry.

const data = gameData();

describe('3.0 shipIds and dataShips', () => {
  it('give the ship map keys in order and the data entry of each', () => {
    const s = newGame(data, 'campaign', 'ids').state;
    expect(shipIds(s.federal)).toEqual(Object.keys(s.federal));
    expect(shipIds(s.federal)).toBe(shipIds(s.federal));
    expect(dataShips(data.federal, s.federal)).toEqual(Object.keys(s.federal).map((id) => data.federal[id]));
    const copy = clonePlain(s);
    expect(shipIds(copy.federal)).not.toBe(shipIds(s.federal));
    expect(shipIds(copy.federal)).toEqual(shipIds(s.federal));
  });
  it('give undefined for an id the data lacks, "__proto__" included', () => {
    const map = JSON.parse('{"__proto__": {"id": "x"}, "no-such-ship": {"id": "y"}}') as Record<string, unknown>;
    expect(shipIds(map)).toEqual(['__proto__', 'no-such-ship']);
    expect(dataShips(data.federal, map)).toEqual([undefined, undefined]);
    // Another data table for the same map is looked up anew.
    expect(dataShips({ 'no-such-ship': 1 } as Record<string, number>, map)).toEqual([undefined, 1]);
  });
});
