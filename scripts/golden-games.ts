// Prints two hashes that change whenever any game changes: the final states of 30 games (every
// scenario, each AI level and the random bot on both sides) and every command of those games.
// Used to show that a refactor or a speed-up changed no game: `npm run golden`.
import { bundledRaw } from '../src/data/bundled';
import { loadGameData } from '../src/data/load';
import { playGame, hashState } from '../src/game/record';
import { makeBot } from '../src/ai/registry';
import { sha256Hex } from '../src/lib/sha256';

const data = loadGameData(bundledRaw());
const scenarios = ['campaign', 'weak-beginning', 'greyhounds-are-loose', 'cresting-tide', 'endgame'];
const pairs: [string, string][] = [
  ['random', 'random'],
  ['cautious', 'bold'],
  ['historical', 'historical'],
  ['bold', 'cautious'],
  ['historical', 'random'],
  ['random', 'bold'],
];
const finals: string[] = [];
const commands: string[] = [];
for (const sc of scenarios) {
  for (const [i, [c, f]] of pairs.entries()) {
    const seed = `golden-${sc}-${i}`;
    const g = playGame(data, sc, seed, { confederate: makeBot(c, `${seed}:c`), federal: makeBot(f, `${seed}:f`) }, {}, false, false);
    finals.push(hashState(g.state));
    commands.push(sha256Hex(JSON.stringify(g.record.commands)));
  }
}
console.log(`final states of ${finals.length} games: ${sha256Hex(finals.join(',')).slice(0, 16)}`);
console.log(`commands of ${commands.length} games:     ${sha256Hex(commands.join(',')).slice(0, 16)}`);
