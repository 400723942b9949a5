// npm run bench: every speed and size figure the issues ask for, as a table and as JSON.
// Figures are measured here, on this machine, never asserted by timed tests.
// [--seconds 10] per measurement (each AI level gets half of it), [--no-browser],
// [--no-record] (keep docs/bench-browser.json, docs/bench-ai.json and docs/bench-engine.json as they are),
// [--compare-browser-games 100] per scenario for the browser comparison beside the command line's (issue 36), or [--no-compare-browser], [--compare [--compare-games 10000]]: also the scenario comparison's own figure, 10,000 games of
// each of the five scenarios (historical against historical) on every core. It is long, so it
// runs only when asked for. The relay's load figure (docs/relay.md) runs by default:
// [--relay-games 500] [--relay-messages 10] games at once through one relay process, or [--no-relay];
// [--relay-database-url URL] measures it on that PostgreSQL server instead of the embedded database.
// Then the first game on a new install, and the two-process load (bench-relay-load.ts): two relay
// processes on one PostgreSQL 15 (DATABASE_URL, --relay-database-url, or a temporary cluster made
// with initdb), [--relay-load-games 10000] [--relay-load-seconds 90], or [--no-relay-load]; and the
// first game and a page's return after a restart with every core busy (bench-relay-start.ts), or
// [--no-relay-start]. The honest-pair soak (issue 44.1, bench-soak.ts): [--soak-games 10000] whole
// games of two honest remote clients on every core, 0 stalls and 0 honest messages refused, or
// [--no-soak]; 10,000 take over two hours of CPU (0.87 CPU s a game measured), so a bounded count says how fast
// they go. A figure over its target is printed NOT MET.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { loadData, readFlags } from './cli';
import { browserFigures } from './bench-browser';
import { compareLines, engineLines, readPrevious, readPreviousEngine, record, recordEngine } from './bench-history';
import { aiCompareLines, readPreviousAi, recordAi } from './bench-ai-history';
import { chromiumMissing } from './find-chromium.mjs';
import { bundleForNode } from './node-bundle';
import type { Figure } from './bench-games';
import { defaultWorkers, runOnThreads } from './compare-run';
import { SCENARIO_IDS } from '../src/data/files';
import { firstGameFigures, relayFigures } from './bench-relay';
import { relayStartFigures } from './bench-relay-start';
import { relayLoadFigures } from './bench-relay-load';
import { compareSpeedFigures } from './bench-compare-browser';
import { soakFigures } from './bench-soak';

/** Whether a figure meets its target ("< 2000", ">= 58", "0": the value against the number, equal when no sign is given). */
function meets(f: Figure): boolean {
  const m = /^\s*(<=|>=|<|>)?\s*([\d.,]+)/.exec(f.target ?? '');
  if (!m) return true;
  const want = Number(m[2]!.replace(/,/g, ''));
  const v = f.value;
  if (!Number.isFinite(v)) return false;
  return m[1] === '<' ? v < want : m[1] === '<=' ? v <= want : m[1] === '>' ? v > want : m[1] === '>=' ? v >= want : v === want;
}

const { flags } = readFlags({
  seconds: 'string',
  compare: 'boolean',
  'compare-games': 'string',
  'compare-browser-games': 'string',
  'no-compare-browser': 'boolean',
  'no-record': 'boolean',
  'no-browser': 'boolean',
  'no-relay': 'boolean',
  'relay-games': 'string',
  'relay-messages': 'string',
  'relay-database-url': 'string',
  'no-relay-load': 'boolean',
  'no-relay-start': 'boolean',
  'relay-load-games': 'string',
  'relay-load-seconds': 'string',
  'soak-games': 'string',
  'no-soak': 'boolean',
});
const seconds = Number(flags.seconds ?? 10);
// Checked before anything runs: a mistyped count would otherwise end a long bench at its last step.
const soakGames = Number(flags['soak-games'] ?? 10_000);
if (!Number.isSafeInteger(soakGames) || soakGames < 1 || soakGames > 1_000_000) {
  console.error(`--soak-games must be a whole number of games from 1 to 1,000,000 (got "${String(flags['soak-games']).slice(0, 40)}")`);
  process.exit(2);
}
const data = loadData();

const figures: Figure[] = [];
let browserLines: string[] = [];
let engineCompared: string[] = [];

// The game-speed figures come from one worker thread running the bundled game (bench-games.ts).
{
  const bundle = await bundleForNode('scripts/bench-games.ts');
  try {
    const worker = new Worker(bundle.file, { workerData: { seconds, compare: !!flags.compare } });
    figures.push(
      ...(await new Promise<Figure[]>((done, fail) => {
        worker.once('message', done);
        worker.once('error', fail);
      })),
    );
    await worker.terminate();
  } finally {
    bundle.remove();
  }
  // The engine figures beside the previous run's (docs/bench-engine.json), as the browser's.
  engineCompared = engineLines(figures, readPreviousEngine());
  if (!flags['no-record']) recordEngine(figures);
}

if (!flags['no-browser']) {
  const b = await browserFigures();
  if (!b) console.error(`browser figures skipped: ${chromiumMissing()}`);
  else {
    figures.push({
      name: 'npm start to Campaign map drawn (start script + page to map)',
      value: b.startToMapMs,
      unit: `ms (${b.serverReadyMs} + ${b.pageToMapMs})`,
      target: '< 1000',
    });
    figures.push({ name: 'production build (npm ci makes it; a later source change adds it to the next start)', value: b.buildMs, unit: 'ms' });
    figures.push({ name: 'panning the whole map, 75 counters, 1280x800 headless Chromium', value: b.panFps, unit: `fps (${b.panRenderer})`, target: '>= 58' });
    figures.push({ name: 'the same panning with WebGL asked for', value: b.panWebglFps, unit: `fps (${b.panWebglRenderer})` });
    figures.push({
      name: 'JavaScript fetched before the Campaign map is drawn, gzipped',
      value: b.gzipJsKb,
      unit: `KB (${b.gzipJsAllKb} KB all chunks)`,
      target: '< 300',
    });
    // Each browser figure beside the one recorded by the previous run (docs/bench-browser.json).
    browserLines = compareLines(b, readPrevious());
    if (!flags['no-record']) record(b);
  }
}

if (!flags['no-browser'] && !flags['no-compare-browser']) {
  // Issue 36: the comparison in the browser (the Compare screen, its own Web Workers) beside the
  // command line's, the same games back to back; the target is the ratio (docs/bench.md).
  const perScenario = Number(flags['compare-browser-games'] ?? 100);
  const c = await compareSpeedFigures(data, perScenario);
  if (!c) console.error(`browser comparison figures skipped: ${chromiumMissing()}`);
  else {
    const cpu = (x: typeof c.cliCpu) => (x ? `; CPU s per 1000 games: ${x.workers} in its workers, ${x.rest} beside them` : '');
    figures.push({
      name: `compare, command line: ${c.games} games (${perScenario} per scenario, seed 1, historical), ${c.cliWorkers} worker threads, before and after the browser`,
      value: c.cliGamesPerS[0]!,
      unit: `games/s, then ${c.cliGamesPerS[1]} games/s${cpu(c.cliCpu)}`,
    });
    figures.push({
      name: `compare, browser (headless Chromium, the Compare screen's ${c.browserWorkers} Web Workers, production build): the same games`,
      value: c.browserGamesPerS,
      unit: `games/s${cpu(c.browserCpu)}`,
    });
    figures.push({ name: "compare: browser games/s over the command line's (their mean)", value: c.ratio, unit: 'x', target: '>= 0.75' });
    figures.push({ name: "compare: browser results identical to the command line's (1 = yes)", value: c.identical ? 1 : 0, unit: '', target: '1' });
  }
}

if (!flags['no-relay']) {
  // Loopback only, bounded: it stops by itself within about two minutes.
  figures.push(...(await firstGameFigures()));
  // The first game and a page's return after a restart with every core busy (issue 44.6): about two minutes.
  if (!flags['no-relay-start']) figures.push(...(await relayStartFigures()));
  figures.push(
    ...(await relayFigures({
      games: Number(flags['relay-games'] ?? 500),
      messages: Number(flags['relay-messages'] ?? 10),
      codeChars: 2000,
      timeoutMs: 90_000,
      databaseUrl: typeof flags['relay-database-url'] === 'string' ? flags['relay-database-url'] : undefined,
    })),
  );
  // Two relay processes on one PostgreSQL 15 (a temporary cluster unless one is given): 10,000
  // games, one message every 30 s each, for 90 s after they are all connected.
  if (!flags['no-relay-load']) {
    const url = typeof flags['relay-database-url'] === 'string' ? flags['relay-database-url'] : process.env.DATABASE_URL || undefined;
    try {
      figures.push(
        ...(await relayLoadFigures({
          games: Number(flags['relay-load-games'] ?? 10_000),
          meanS: 30,
          runS: Number(flags['relay-load-seconds'] ?? 90),
          generators: 2,
          databaseUrl: url,
        })),
      );
    } catch (e) {
      console.error(`relay load figures skipped: ${(e as Error).message}`);
    }
  }
}

if (flags.compare) {
  // The whole 5 x N-game comparison on every core.
  const perScenario = Number(flags['compare-games'] ?? 10_000);
  const workers = defaultWorkers();
  const variant = { label: 'A', confederate: 'historical', federal: 'historical', options: {}, dataPack: null };
  const t = performance.now();
  let last = 0;
  const model = await runOnThreads({ games: perScenario, seed: 'bench', scenarios: [...SCENARIO_IDS], variants: [variant] }, [data], workers, (done, total) => {
    if (process.stderr.isTTY && done - last >= 100) {
      last = done;
      process.stderr.write(`\rcompare: ${done}/${total} games`);
    }
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const secs = (performance.now() - t) / 1000;
  const total = perScenario * SCENARIO_IDS.length;
  figures.push({
    name: `compare: ${total} games (${perScenario} per scenario), all five scenarios, on ${workers} worker threads`,
    value: +secs.toFixed(1),
    unit: 's',
    target: total === 50_000 ? '< 60' : undefined,
  });
  figures.push({ name: 'compare: games per second over all scenarios and workers', value: +(total / secs).toFixed(1), unit: 'games/s' });
  figures.push({ name: 'compare: games that failed', value: model.results[0]!.reduce((n, r) => n + r.failures, 0), unit: 'games', target: '0' });
}

if (!flags['no-soak']) {
  // Issue 44.1: whole games of honest pairs through every check; a stall is printed as it comes.
  figures.push(...(await soakFigures({ games: soakGames, seed: 'bench', workers: defaultWorkers() })));
}

const width = Math.max(...figures.map((f) => f.name.length));
console.log(`Sea Devils bench (${new Date().toISOString()}, node ${process.version})`);
for (const f of figures)
  console.log(`  ${f.name.padEnd(width)}  ${String(f.value).padStart(10)} ${f.unit}${f.target ? `  (target ${f.target}${meets(f) ? '' : ': NOT MET'})` : ''}`);
// The AI and comparison figures beside the previous run's (docs/bench-ai.json), with the ratio.
const prevAi = readPreviousAi();
for (const l of aiCompareLines(figures, prevAi)) console.log(l);
if (!flags['no-record']) recordAi(figures, prevAi);
for (const l of [...engineCompared, ...browserLines]) console.log(l);
console.log(JSON.stringify({ bench: figures }));
