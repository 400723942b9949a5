// `npx tsx scripts/bench-compare-only.ts [--games 500]`: only the browser comparison of `npm run
// bench` (scripts/bench-compare-browser.ts): the same games (N per scenario of the five, seed 1,
// historical against historical) on the command line's worker threads, in the Compare screen's
// Web Workers, then on the command line again; games per second, the ratio (target >= 0.75), the
// CPU split per 1000 games (the game's workers, and beside them by thread kind) and the load
// average before and after, since on a shared machine the split says more than the wall clock.
// `--ab DIR [--runs 1]`: the Compare screen of the tree at DIR (an older commit checked out apart,
// node_modules linked in; its own production build) against this tree's in one sitting, ABBA, the
// command line between each pair: each side's ratios and CPU split.
import { loadavg } from 'node:os';
import { loadData, readFlags } from './cli';
import { chromiumMissing } from './find-chromium.mjs';
import { type CpuSplit, compareAb, compareSpeedFigures } from './bench-compare-browser';

const { flags } = readFlags({ games: 'string', ab: 'string', runs: 'string' });
const perScenario = Number(flags.games ?? 500);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const split = (x: CpuSplit | null) =>
  x
    ? `${x.workers} s in the game's workers, ${x.rest} s beside them (${Object.entries(x.restBy)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`
    : 'not measured here';
const before = load();

if (typeof flags.ab === 'string') {
  const runs = Number(flags.runs ?? 1);
  const ab = await compareAb(loadData(), perScenario, flags.ab, runs, (l) => console.log(`  [${new Date().toISOString().slice(11, 19)} load ${load()}] ${l}`));
  if (!ab) {
    console.error(`browser comparison skipped: ${chromiumMissing()}`);
    process.exit(1);
  }
  console.log(`browser comparison A/B, ${ab.games} games (${perScenario} per scenario), ${runs} ABBA round(s), load average ${before} before, ${load()} after`);
  console.log(`  command line: ${ab.cliGamesPerS.join(', ')} games/s; CPU per 1000 games: ${split(ab.cliCpu)}`);
  for (const s of ab.sides) {
    console.log(
      `  ${s.name} (${s.root}): browser ${s.gamesPerS.join(', ')} games/s, ratio ${s.ratios.join(', ')}; results identical: ${s.identical ? 'yes' : 'NO'}`,
    );
    console.log(`    CPU per 1000 games: ${split(s.meanCpu)}`);
  }
  console.log(JSON.stringify({ compareAb: ab }));
} else {
  const c = await compareSpeedFigures(loadData(), perScenario);
  if (!c) {
    console.error(`browser comparison skipped: ${chromiumMissing()}`);
    process.exit(1);
  }
  console.log(`browser comparison, ${c.games} games (${perScenario} per scenario), load average ${before} before, ${load()} after`);
  console.log(`  command line (${c.cliWorkers} worker threads): ${c.cliGamesPerS.join(' then ')} games/s; CPU per 1000 games: ${split(c.cliCpu)}`);
  console.log(`  browser (${c.browserWorkers} Web Workers): ${c.browserGamesPerS} games/s; CPU per 1000 games: ${split(c.browserCpu)}`);
  console.log(`  browser over the command line's mean: ${c.ratio} (target >= 0.75): ${c.ratio >= 0.75 ? 'met' : 'NOT MET'}`);
  console.log(`  results identical to the command line's: ${c.identical ? 'yes' : 'NO'}`);
  console.log(JSON.stringify({ compareBrowser: c }));
}
