// npm run replay -- <record.json> [--data-pack file]
// Replays a game record command by command and confirms the final state.
import { readFlags, loadData, fail } from './cli';
import { readJson } from '../src/data/disk';
import { replayRecord } from '../src/game/record';
import { DataError, formatProblem } from '../src/data/errors';

const { flags, rest } = readFlags({ 'data-pack': 'string' }, { positionals: 1 });
const file = rest[0];
if (!file) fail('usage: npm run replay -- <record.json>');
const data = loadData(typeof flags['data-pack'] === 'string' ? flags['data-pack'] : undefined);
let json: unknown;
try {
  json = readJson(file);
} catch (e) {
  if (e instanceof DataError) fail(e.problems.map(formatProblem).join('\n'));
  throw e;
}
let out;
try {
  out = replayRecord(data, json);
} catch (e) {
  fail(`${file}: ${(e as Error).message}`);
}
if (!out.ok) {
  console.error(`${file}: ${out.message}`);
  console.error(`the game stopped at Game Turn ${out.state.turn}, ${out.state.phase}`);
  process.exit(1);
}
const r = out.state.result;
console.log(`${file}: replayed to Game Turn ${out.state.turn} (${out.state.phase})${r ? `, ${r.level}, net ${r.net}` : ''}`);
if (out.hashMatches === null) console.log('no final hash stored: nothing to compare');
else if (out.hashMatches) console.log('final state matches the record: confirmed');
else {
  console.error('final state DIFFERS from the record');
  process.exit(1);
}
