// `npx tsx scripts/bench-browser-only.ts [--no-record]`: only the browser figures of
// `npm run bench`, each beside the previous run's (docs/bench-browser.json).
// `--ab DIR [--runs 5] [--cpu-slowdown 1]`: instead, the first map of the tree at DIR (an older
// commit checked out apart, e.g. `git worktree add /work/perf-base <commit>` with node_modules
// linked in) against this tree's, run by run alternately in one sitting (ABBA order), each tree
// served by its own start script and build: on a shared machine only such an A/B says whether a
// change made the first map slower. Prints each run with the load average and the CPU seconds
// Chromium spent, then the medians. Records nothing.
import { resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, browserFigures, type FirstMap, firstMapFigures } from './bench-browser';
import { compareLines, readPrevious, record } from './bench-history';
import { chromiumMissing, findChromium } from './find-chromium.mjs';
import { readFlags } from './cli';

const { flags } = readFlags({ 'no-record': 'boolean', ab: 'string', runs: 'string', 'cpu-slowdown': 'string' });

if (typeof flags.ab === 'string') {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(`A/B skipped: ${chromiumMissing()}`);
    process.exit(1);
  }
  const trees = [
    { name: 'base', root: resolve(flags.ab) },
    { name: 'this', root: resolve(import.meta.dirname, '..') },
  ];
  const runs = Number(flags.runs ?? 5);
  const slowdown = Number(flags['cpu-slowdown'] ?? 1);
  for (const t of trees) execFileSync(process.execPath, [resolve(t.root, 'scripts/start.mjs'), '--build-only'], { cwd: t.root, stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  const got: Record<string, FirstMap[]> = { base: [], this: [] };
  const row = (name: string, f: FirstMap) =>
    `${name.padEnd(5)} start script ${String(f.serverReadyMs).padStart(5)} ms, page to start screen ${String(f.pageToStartMs).padStart(5)} ms, ` +
    `page to map ${String(f.pageToMapMs).padStart(5)} ms (Playwright ${String(f.pageToMapWallMs).padStart(5)} ms), ${f.gzipJsKb} KB gz, ` +
    `CPU: Chromium ${f.chromiumCpuS.toFixed(2)} s, start script ${f.serverCpuS.toFixed(2)} s, load ${loadavg()[0]!.toFixed(2)}`;
  console.log(
    `first map A/B: base ${trees[0]!.root} against ${trees[1]!.root}, ${runs} runs each, CPU slowdown ${slowdown}x, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  try {
    for (let i = 0; i < runs; i++) {
      for (const t of i % 2 ? [...trees].reverse() : trees) {
        const f = await firstMapFigures(browser, t.root, slowdown);
        got[t.name]!.push(f);
        console.log(`  ${i + 1}. ${row(t.name, f)}`);
      }
    }
  } finally {
    await browser.close();
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  console.log('medians (base -> this):');
  for (const [key, name] of [
    ['serverReadyMs', 'start script until it serves, ms'],
    ['pageToStartMs', 'page opened to start screen shown, ms'],
    ['pageToMapMs', 'page opened to map drawn (Start pressed as it shows), ms'],
    ['pageToMapWallMs', 'page opened to map drawn as Playwright clicks, ms'],
    ['chromiumCpuS', "Chromium's CPU from navigation to the map, s"],
    ['serverCpuS', "the start script's CPU meanwhile (relay, database), s"],
    ['gzipJsKb', 'JavaScript fetched before the map, gzipped, KB'],
  ] as const) {
    const a = median(got.base!.map((f) => f[key]));
    const b = median(got.this!.map((f) => f[key]));
    console.log(`  ${name.padEnd(58)} ${a} -> ${b} (${(b / a).toFixed(2)}x)`);
  }
  // The page's way to the map, mark to mark (medians of each step).
  const STEPS = ['modules-evaluated', 'data-loaded', 'start-screen', 'start-pressed', 'map-ready'];
  const steps = (fs: FirstMap[]) => STEPS.map((m, i) => median(fs.map((f) => (f.marks[m] ?? NaN) - (i ? (f.marks[STEPS[i - 1]!] ?? NaN) : 0))));
  const [sa, sb] = [steps(got.base!), steps(got.this!)];
  STEPS.forEach((m, i) => console.log(`  ${`  to ${m}, from the step before, ms`.padEnd(58)} ${sa[i]} -> ${sb[i]}`));
  const startToMap = (fs: FirstMap[]) => median(fs.map((f) => f.serverReadyMs + f.pageToMapMs));
  console.log(`  ${'npm start to map drawn, ms'.padEnd(58)} ${startToMap(got.base!)} -> ${startToMap(got.this!)}`);
  for (const t of trees) console.log(`  first download (${t.name}): ${got[t.name]![0]!.firstLoadChunks.join(' ')}`);
  process.exit(0);
}

const b = await browserFigures();
if (!b) {
  console.error(`browser figures skipped: ${chromiumMissing()}`);
  process.exit(1);
}
for (const l of compareLines(b, readPrevious())) console.log(l);
console.log(JSON.stringify({ browser: b }));
if (!flags['no-record']) record(b);
