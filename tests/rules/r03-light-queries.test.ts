import { describe, expect, it } from 'vitest';
import { applyCommandInPlace, newGame } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { SharedViews } from '../../src/engine/view';
import { declarableShips, legalActions, movableShipOf, movableShips, selectableShips } from '../../src/engine/actions';
import { selectionProblem, selectionProblemOf, selectionRefusal, unavailablePoolRule } from '../../src/engine/rules/selection';
import { europeTargets } from '../../src/engine/rules/europe';
import { adjacent, pacificAdjacent } from '../../src/engine/queries';
import { RandomBot } from '../../src/ai/randomBot';
import { gameData } from '../helpers';

// 3.0: the light queries a bot asks before every selection, declaration and move give the same
// ships, in the same order, as the legal-actions answer; 10.4's refusal codes are the worded
// refusals' codes. Checked at every decision of random Campaign and scenario games.

const data = gameData();

function check(scenario: string, seed: string): number {
  let state = newGame(data, scenario, seed).state;
  const bots = { federal: new RandomBot(`f${seed}`), confederate: new RandomBot(`c${seed}`) };
  let asked = 0;
  const views = new SharedViews();
  for (let n = 0; state.phase !== 'gameOver' && n < 20_000; n++) {
    const side = activeSide(state)!;
    const v = views.of(state, side);
    if (side === 'federal') {
      const a = legalActions(data, v, 'federal');
      if (a.kind === 'federalPlacement') {
        expect(selectableShips(data, v)).toEqual(a.placement.select.map((x) => x.ship));
        const pool = (type: string) => unavailablePoolRule(data, v, type);
        for (const id in v.federal) {
          const worded = selectionProblemOf({ data, s: v }, id, data.federal[id]!, v.federal[id]!, pool);
          expect(selectionRefusal(data, v, id, data.federal[id]!, v.federal[id]!, pool) === null).toBe(worded === null);
          expect(selectionProblem({ data, s: v }, id)).toEqual(worded);
        }
        asked++;
      } else expect(selectableShips(data, v)).toEqual([]);
      if (a.kind === 'federalMovement') {
        const movable = a.movement.ships.filter((f) => f.canMove);
        expect(movableShips(v)).toEqual(movable.map((f) => f.ship));
        for (const f of a.movement.ships) expect(movableShipOf(data, v, f.ship)).toEqual(f.canMove ? f : null);
        asked++;
      } else expect(movableShips(v)).toEqual([]);
      if (a.kind === 'europeDeclaration') {
        expect(europeTargets({ s: v })).toEqual(a.europe.targets);
        expect(declarableShips(v)).toEqual(a.europe.ships);
        asked++;
      }
    }
    const r = applyCommandInPlace(data, state, bots[side].next(data, views.of(state, side), side), true);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return asked;
}

describe('3.0 the light queries (selectableShips, movableShips, movableShipOf, declarableShips) agree with legalActions', () => {
  it('at every Federal placement, declaration and movement decision of random Campaign games', () => {
    let asked = 0;
    for (const seed of ['light-1', 'light-2']) asked += check('campaign', seed);
    expect(asked).toBeGreaterThan(200);
  });
  it('in every other scenario too', () => {
    for (const scenario of Object.keys(data.scenarios).filter((s) => s !== 'campaign')) check(scenario, `light-${scenario}`);
  });
});

describe('11.2 pacificAdjacent', () => {
  it('is the adjacent areas that are Pacific areas, in the adjacency order, for every area', () => {
    for (const id of Object.keys(data.areas)) expect(pacificAdjacent(data, id)).toEqual(adjacent(data, id).filter((n) => data.areas[n]!.pacific));
    expect(pacificAdjacent(data, 'no-such-area')).toEqual([]);
  });
});
