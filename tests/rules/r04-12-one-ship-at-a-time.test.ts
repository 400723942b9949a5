import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { fed, gameData, ok, refused } from '../helpers';
import { arranged, placeFederal } from '../fixtures/activity';
import { sealNothing } from '../engine/flow';
import type { GameState } from '../../src/engine/types';

// 4.12: one ship's movement is completed (and announced) before another's begins; a ship whose
// movement is completed may not move again that Game Turn.

const data = () => gameData();
const wach = fed('Wach'),
  tusc = fed('Tusc'),
  kear = fed('Kear');

/** Federal Movement Phase with three ships in C9 and nothing else on the map. */
function atMovement(): GameState {
  return sealNothing(
    arranged((s) => {
      placeFederal(s, wach, 'C9');
      placeFederal(s, tusc, 'C9');
      placeFederal(s, kear, 'C9');
    }),
  );
}
const step = (from: string) => adjacent(data(), from).find((a) => a !== 'C9')!;

describe('4.12 one ship at a time', () => {
  it('4.12: once another ship has moved, the first may not move again this turn', () => {
    let s = atMovement();
    const a = step('C9');
    s = ok(s, { type: 'moveShip', side: 'federal', ship: wach, path: [a] }).state;
    const next = ok(s, { type: 'moveShip', side: 'federal', ship: tusc, path: [a] });
    // The first ship's movement is completed and announced when the second begins.
    expect(next.events.some((e) => e.rule === '4.12' && e.kind === 'moveDone' && e.ships?.[0] === wach)).toBe(true);
    expect(next.state.federal[wach]!.moveDone).toBe(true);
    expect(next.state.federal[tusc]!.moveDone).toBe(false);
    expect(refused(next.state, { type: 'moveShip', side: 'federal', ship: wach, path: [step(a)] })).toMatchObject({ code: 'moveDone', rule: '4.12' });
    // A ship done with its movement cannot slip off to the CSE box either (11.1 is movement).
    expect(refused(next.state, { type: 'enterCse', side: 'federal', ship: wach })).toMatchObject({ code: 'moveDone', rule: '4.12' });
  });
  it('4.12: the ship still moving may go on, in several commands, until another begins', () => {
    let s = atMovement();
    const a = step('C9'),
      b = step(a);
    s = ok(s, { type: 'moveShip', side: 'federal', ship: wach, path: [a] }).state;
    const r = ok(s, { type: 'moveShip', side: 'federal', ship: wach, path: [b] });
    expect(r.state.federal[wach]).toMatchObject({ area: b, movementUsed: 2, moveDone: false });
  });
  it("4.12: squadrons and blockades are not movement: forming one does not end a ship's movement", () => {
    let s = atMovement();
    const a = step('C9');
    s = ok(s, { type: 'moveShip', side: 'federal', ship: wach, path: [a] }).state;
    s = ok(s, { type: 'formSquadron', side: 'federal', ships: [tusc, kear] }).state;
    expect(s.federal[wach]!.moveDone).toBe(false);
    expect(ok(s, { type: 'moveShip', side: 'federal', ship: wach, path: [step(a)] }).state.federal[wach]!.movementUsed).toBe(2);
  });
  it("4.12: taking back the second ship's move gives the first its movement back", () => {
    let s = atMovement();
    const a = step('C9');
    s = ok(s, { type: 'moveShip', side: 'federal', ship: wach, path: [a] }).state;
    s = ok(s, { type: 'moveShip', side: 'federal', ship: tusc, path: [a] }).state;
    s = ok(s, { type: 'undo', side: 'federal' }).state;
    expect(s.federal[wach]!.moveDone).toBe(false);
    expect(ok(s, { type: 'moveShip', side: 'federal', ship: wach, path: [step(a)] }).state.federal[wach]!.movementUsed).toBe(2);
  });
});
