// `npx tsx scripts/bench-compare-only.ts [--games 500]`: only the browser comparison of `npm run
// bench` (scripts/bench-compare-browser.ts): the same games (N per scenario of the five, seed 1,
// historical against historical) on the command line's worker threads, in the Compare screen's
// Web Workers, then on the command line again; games per second, the ratio (target >= 0.75), the
// CPU split per 1000 games (the game's workers, and beside them by thread kind) and the load
// average before and after, since on a shared machine the split says more than the wall clock.
import { loadavg } from 'node:os';
import { loadData, readFlags } from './cli';
import { chromiumMissing } from './find-chromium.mjs';
import { type CpuSplit, compareSpeedFigures } from './bench-compare-browser';

const { flags } = readFlags({ games: 'string' });
const perScenario = Number(flags.games ?? 500);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const before = load();
const c = await compareSpeedFigures(loadData(), perScenario);
if (!c) {
  console.error(`browser comparison skipped: ${chromiumMissing()}`);
  process.exit(1);
}
const split = (x: CpuSplit | null) =>
  x
    ? `${x.workers} s in the game's workers, ${x.rest} s beside them (${Object.entries(x.restBy)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`
    : 'not measured here';
console.log(`browser comparison, ${c.games} games (${perScenario} per scenario), load average ${before} before, ${load()} after`);
console.log(`  command line (${c.cliWorkers} worker threads): ${c.cliGamesPerS.join(' then ')} games/s; CPU per 1000 games: ${split(c.cliCpu)}`);
console.log(`  browser (${c.browserWorkers} Web Workers): ${c.browserGamesPerS} games/s; CPU per 1000 games: ${split(c.browserCpu)}`);
console.log(`  browser over the command line's mean: ${c.ratio} (target >= 0.75): ${c.ratio >= 0.75 ? 'met' : 'NOT MET'}`);
console.log(`  results identical to the command line's: ${c.identical ? 'yes' : 'NO'}`);
console.log(JSON.stringify({ compareBrowser: c }));
