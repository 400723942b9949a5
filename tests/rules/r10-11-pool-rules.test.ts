import { describe, expect, it } from 'vitest';
import { applyCommandInPlace, newGame } from '../../src/engine/apply';
import { activeSide, SharedViews } from '../../src/engine/index';
import { unavailablePoolRule, unavailablePoolRules } from '../../src/engine/rules/selection';
import { RandomBot } from '../../src/ai/randomBot';
import { gameData } from '../helpers';

// 10.11: the one-pass answer for every ship type (the selection queries' unavailablePoolRules)
// is unavailablePoolRule's answer for each type, at every Federal selection of random games.

const data = gameData();
const types = [...new Set(Object.values(data.federal).map((f) => f.type))];

describe('10.11 the Unavailable Pool rule for every type at once', () => {
  it('equals the rule asked type by type, at every selection of random Campaign games', () => {
    let asked = 0;
    for (const seed of ['pool-a', 'pool-b']) {
      const s = newGame(data, 'campaign', seed).state;
      const bots = { federal: new RandomBot(`${seed}f`), confederate: new RandomBot(`${seed}c`) };
      const views = new SharedViews();
      for (let n = 0; n < 20_000 && s.phase !== 'gameOver'; n++) {
        if (s.phase === 'federalPlacement') {
          const all = unavailablePoolRules(data, s);
          for (const type of types) expect(all.get(type) ?? { blocked: false, fewest: Infinity }).toEqual(unavailablePoolRule(data, s, type));
          asked++;
        }
        const side = activeSide(s)!;
        expect(applyCommandInPlace(data, s, bots[side].next(data, views.of(s, side), side), true).ok).toBe(true);
      }
    }
    expect(asked).toBeGreaterThan(100);
  });
});
