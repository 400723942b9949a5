import { describe, expect, it } from 'vitest';
import { applyCommandInPlace, newGame } from '../../src/engine/apply';
import { activeSide, movableShips, SharedViews, type GameState } from '../../src/engine/index';
import { shipStates } from '../../src/engine/shipIds';
import { clonePlain } from '../../src/engine/clone';
import { adjacent } from '../../src/engine/rules/index';
import { RandomBot } from '../../src/ai/randomBot';
import { gameData } from '../helpers';

// 3.0: the list of a ship map's state objects is the map's own values in key order (a copy's
// are its own), and after 3.0's undo puts copies back, the copies.

const data = gameData();
const same = (s: GameState) => {
  expect(shipStates(s.federal)).toHaveLength(Object.keys(s.federal).length);
  Object.values(s.federal).forEach((f, i) => expect(shipStates(s.federal)[i]).toBe(f));
  Object.values(s.confederate).forEach((c, i) => expect(shipStates(s.confederate)[i]).toBe(c));
};

describe('3.0 shipStates', () => {
  it("gives the map's state objects in key order, a copy's its own", () => {
    const s = newGame(data, 'campaign', 'states').state;
    same(s);
    const copy = clonePlain(s);
    expect(shipStates(copy.federal)[0]).not.toBe(shipStates(s.federal)[0]);
    same(copy);
  });
  it("follows 3.0's undo applied in place: the ships put back are the ones listed", () => {
    // Random play up to a Federal Movement Phase with a ship free to move.
    const s = newGame(data, 'campaign', 'undo-in-place').state;
    const bots = { federal: new RandomBot('f'), confederate: new RandomBot('c') };
    const views = new SharedViews();
    for (let n = 0; n < 5000 && !(s.phase === 'federalMovement' && movableShips(s).length); n++) {
      const side = activeSide(s)!;
      expect(applyCommandInPlace(data, s, bots[side].next(data, views.of(s, side), side), true).ok).toBe(true);
    }
    expect(s.phase).toBe('federalMovement');
    const ship = movableShips(s)[0]!;
    const to = adjacent(data, s.federal[ship]!.area!)[0]!;
    same(s); // listed before the move
    expect(applyCommandInPlace(data, s, { type: 'moveShip', side: 'federal', ship, path: [to] }).ok).toBe(true);
    expect(s.federal[ship]!.area).toBe(to);
    expect(applyCommandInPlace(data, s, { type: 'undo', side: 'federal' }).ok).toBe(true);
    same(s);
    expect(shipStates(s.federal).find((f) => f.id === ship)!.area).not.toBe(to);
    expect(movableShips(s)).toContain(ship);
  });
});
