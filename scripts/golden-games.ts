// npm run golden [-- --write --why "the reason"]
// Plays the 30 recorded games (src/game/golden.ts: every scenario, each AI level and the random
// bot on both sides), prints the two summary hashes, and compares every game, command by command,
// with tests/golden/games.json (which `tests/game/golden.test.ts` checks in `npm test`). A change
// meant to change games rewrites the file with --write and says why with --why.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readFlags, loadData, fail } from './cli';
import { goldenDifference, goldenSummary, playAllGolden, type GoldenFile } from '../src/game/golden';

const FILE = resolve(import.meta.dirname, '../tests/golden/games.json');
const { flags } = readFlags({ write: 'boolean', why: 'string' });
if (flags.write && (typeof flags.why !== 'string' || flags.why.trim().length < 10))
  fail('--write needs --why "the reason the games changed" (10 characters or more)');

const data = loadData();
const { games, commands } = playAllGolden(data);
const summary = goldenSummary(games, commands);
console.log(`final states of ${games.length} games: ${summary.finals}`);
console.log(`commands of ${games.length} games:     ${summary.commands}`);

if (flags.write) {
  const file: GoldenFile = { format: 'sea-devils-golden', version: 1, why: flags.why!.trim(), summary, games };
  writeFileSync(FILE, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`written: ${FILE}`);
  process.exit(0);
}
let recorded: GoldenFile;
try {
  recorded = JSON.parse(readFileSync(FILE, 'utf8')) as GoldenFile;
} catch (e) {
  fail(`cannot read ${FILE}: ${(e as Error).message}`);
}
const differences = games.flatMap((g, i) => {
  const was = recorded.games[i];
  const d = was ? goldenDifference(was, g, commands[i]!) : `${g.scenario} ${g.seed}: not recorded`;
  return d ? [d] : [];
});
if (recorded.games.length !== games.length) differences.push(`${recorded.games.length} games recorded, ${games.length} played`);
if (!differences.length) {
  console.log(`the same ${games.length} games as recorded (${recorded.why})`);
  process.exit(0);
}
console.error(`${differences.length} of ${games.length} games differ from tests/golden/games.json:`);
for (const d of differences) console.error(`- ${d}`);
console.error('If the change is meant to change games, run: npm run golden -- --write --why "..."');
process.exit(1);
