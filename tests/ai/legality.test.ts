import { describe, expect, it } from 'vitest';
import { playGame, BotFailure } from '../../src/game/record';
import { makeBot, AI_LEVELS, BOTS } from '../../src/ai/registry';
import { SCENARIO_IDS } from '../../src/data/files';
import { gameData } from '../helpers';

// Every command the AI gives is legal: whole games of every scenario at every level pairing
// (and against the random-legal bot), with the game following standing orders and with the
// game asking both players at every decision. A refused command stops playGame with a
// BotFailure, which fails the test with the command and the reason.

const LEVELS = AI_LEVELS.map((l) => l.id);

describe('AI commands are always legal', () => {
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: every pairing of levels, and each level against the random-legal bot`, () => {
      const pairs: [string, string][] = [];
      for (const c of LEVELS) for (const f of LEVELS) pairs.push([c, f]);
      for (const l of LEVELS) {
        pairs.push([l, 'random'], ['random', l]);
      }
      let games = 0;
      for (const [c, f] of pairs) {
        for (const seed of ['1', '2']) {
          const ask = seed === '2';
          try {
            const g = playGame(
              gameData(),
              scenario,
              `legal-${scenario}-${c}-${f}-${seed}`,
              { confederate: makeBot(c, `c${seed}`), federal: makeBot(f, `f${seed}`) },
              { askConfederate: ask, askFederal: ask },
              false,
            );
            expect(g.state.result).not.toBeNull();
            games++;
          } catch (e) {
            if (e instanceof BotFailure) throw new Error(`${scenario} ${c} vs ${f} seed ${seed}: ${e.message}`);
            throw e;
          }
        }
      }
      expect(games).toBe(pairs.length * 2);
    });
  }
  it('the registry names every level with a label and descriptions for both sides', () => {
    expect(LEVELS).toEqual(['cautious', 'historical', 'bold']);
    for (const l of AI_LEVELS) {
      expect(l.label.length).toBeGreaterThan(0);
      expect(l.description.confederate.length).toBeGreaterThan(20);
      expect(l.description.federal.length).toBeGreaterThan(20);
      expect(BOTS[l.id]).toBeTypeOf('function');
      expect(makeBot(l.id, 's').name).toBe(l.id);
    }
    expect(() => makeBot('nobody', 's')).toThrow(/no bot "nobody"/);
  });
});
