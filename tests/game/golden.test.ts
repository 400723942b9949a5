import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN_PAIRS, GOLDEN_SCENARIOS, goldenDifference, goldenSummary, playGolden, type GoldenFile, type GoldenGame } from '../../src/game/golden';
import { gameData } from '../helpers';

// The recorded games (issue 43, item 5): the 30 games of `npm run golden`, every command and the
// final state, kept in tests/golden/games.json. A change that alters any of them fails here with
// the first command that differs; a change meant to alter them rewrites the file on purpose with
// `npm run golden -- --write --why "..."`, and says so.

const file = JSON.parse(readFileSync(resolve(import.meta.dirname, '../golden/games.json'), 'utf8')) as GoldenFile;

describe('3.0 the recorded games: the same seed, the same game', () => {
  it('the file records every game of every scenario and pair, and says why it last changed', () => {
    expect(file.format).toBe('sea-devils-golden');
    expect(file.why.length).toBeGreaterThan(10);
    expect(file.games.map((g) => [g.scenario, g.confederate, g.federal])).toEqual(GOLDEN_SCENARIOS.flatMap((sc) => GOLDEN_PAIRS.map(([c, f]) => [sc, c, f])));
  });
  for (const [n, sc] of GOLDEN_SCENARIOS.entries()) {
    it(`3.0: the six recorded games of ${sc} play command for command as recorded`, () => {
      const played: { game: GoldenGame; commands: unknown[] }[] = GOLDEN_PAIRS.map((_, i) => playGolden(gameData(), sc, i));
      const differences = played.flatMap(({ game, commands }, i) => goldenDifference(file.games[n * GOLDEN_PAIRS.length + i]!, game, commands) ?? []);
      expect(differences, 'the recorded games changed: if on purpose, npm run golden -- --write --why "..."').toEqual([]);
    });
  }
  it('the summary hashes are those of the recorded games', () => {
    // The summary of the file's own games: its finals, and (the commands being only hashed per step) the file's own record.
    expect(file.summary.finals).toBe(goldenSummary(file.games, []).finals);
  });
});

describe('3.0 goldenDifference names the first command that differs', () => {
  const game: GoldenGame = { scenario: 'campaign', confederate: 'random', federal: 'bold', seed: 's', final: 'f', commands: 'aaaaaaaabbbbbbbbcccccccc' };
  it('the same game is no difference', () => {
    expect(goldenDifference(game, { ...game }, [1, 2, 3])).toBeNull();
  });
  it('a changed command is named by its number and shown as played now', () => {
    expect(goldenDifference(game, { ...game, commands: 'aaaaaaaaddddddddcccccccc' }, [{ a: 1 }, { b: 2 }, { c: 3 }])).toMatch(
      /command 2 differs: now \{"b":2\}, recorded bbbbbbbb/,
    );
  });
  it('a game that now ends sooner, or later, and a different final state', () => {
    expect(goldenDifference(game, { ...game, commands: 'aaaaaaaabbbbbbbb' }, [1, 2])).toMatch(/command 3 differs: now \(none: the game now ends here\)/);
    expect(goldenDifference(game, { ...game, commands: `${game.commands}eeeeeeee` }, [1, 2, 3, { d: 4 }])).toMatch(
      /command 4 differs: now \{"d":4\} \(the recording ended before it\)/,
    );
    expect(goldenDifference(game, { ...game, final: 'g' }, [1, 2, 3])).toMatch(/the final state differs/);
  });
});
