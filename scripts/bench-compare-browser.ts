// The comparison's games per second in the browser beside the command line's (issue 36), one run
// after the other on this machine: the same games (N per scenario of the five, seed 1, historical
// against historical) played by `npm run compare`'s pipeline on worker threads (as many as
// cores), then by the game's own Compare screen in headless Chromium, with the page's own Web
// Workers (one per core the page reports), from the production build the player gets (dist/,
// made by `npm ci` and remade by the start script when stale). The command line runs before and
// after the browser, and the ratio is taken against their mean, so that a machine growing busier
// or quieter during the bench moves both sides alike. The two results must be identical.
// On Linux each side's CPU time is read from /proc by thread, which says where the time went
// whatever the load: the game's worker threads, and everything else (the page's main thread,
// compositor and GPU process, V8's compiler and collector threads, the command line's main thread).
// BENCH_CHROMIUM_ARGS (space-separated) adds Chromium switches, to find where the browser's time
// goes: e.g. `--js-flags=--no-turbofan` (docs/bench.md, issue 47). Never for a figure reported as the game's.
import { resolve } from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { preview } from 'vite';
import { type Browser, chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';
import { runOnThreads, defaultWorkers } from './compare-run';
import { SCENARIO_IDS } from '../src/data/files';
import type { GameData } from '../src/data/gameData';
import type { ComparisonModel } from '../src/compare/model';

const ROOT = resolve(import.meta.dirname, '..');
const ARGS = [
  '--disable-quic',
  '--disable-sync',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  ...(process.env.BENCH_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
];

export interface CompareSpeed {
  games: number;
  cliGamesPerS: number[];
  browserGamesPerS: number;
  /** Browser over the mean of the command line's runs. */
  ratio: number;
  cliWorkers: number;
  browserWorkers: number;
  /** CPU seconds per 1000 games: in the game's worker threads, and in everything else. Null where /proc cannot be read. */
  cliCpu: CpuSplit | null;
  browserCpu: CpuSplit | null;
  identical: boolean;
}

/** CPU seconds per 1000 games in the game's worker threads and beside them, and the threads beside them by kind. */
export interface CpuSplit {
  workers: number;
  rest: number;
  /** The threads beside the workers, grouped by name (e.g. V8's compiler and collector pool, the page's main thread). */
  restBy: Record<string, number>;
}

/** A Chromium process's kind (its --type: renderer, gpu-process, utility...), or 'browser'; '' for others. */
function processKind(pid: number): string {
  try {
    // (A zygote's children may have their command line rewritten as one string, spaces and all.)
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!/chrom/.test(cmd.split(/[\0 ]/)[0] ?? '')) return '';
    return /--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser';
  } catch {
    return '';
  }
}

/** CPU seconds by thread (`pid/tid` to name and seconds), read from /proc; empty elsewhere. */
function threads(pids: number[]): Map<string, { name: string; s: number }> {
  const out = new Map<string, { name: string; s: number }>();
  for (const pid of pids) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    const kind = processKind(pid);
    for (const t of tasks) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        out.set(`${pid}/${t}`, { name: kind ? `${kind}: ${name}` : name, s: (Number(f[11]) + Number(f[12])) / 100 });
      } catch {
        /* the thread ended */
      }
    }
  }
  return out;
}

/** Follows the CPU time of processes' threads, those that end before the last reading included. */
function cpuWatch(pids: () => number[], isWorker: (name: string, key: string) => boolean) {
  const first = threads(pids());
  const seen = new Map(first);
  const read = () => {
    for (const [k, v] of threads(pids())) seen.set(k, v);
  };
  const timer = setInterval(read, 100);
  return {
    stop(games: number): CpuSplit | null {
      clearInterval(timer);
      read();
      if (!seen.size) return null;
      let workers = 0,
        rest = 0;
      const restBy: Record<string, number> = {};
      const per = 1000 / games;
      for (const [k, v] of seen) {
        const d = v.s - (first.get(k)?.s ?? 0);
        if (isWorker(v.name, k)) workers += d;
        else {
          rest += d;
          // Numbered threads of one pool (V8's workers, Chromium's thread pool) as one.
          const group = v.name.replace(/[\s\d/#-]+$/, '');
          restBy[group] = (restBy[group] ?? 0) + d * per;
        }
      }
      for (const g of Object.keys(restBy)) if (restBy[g]! < 0.05) delete restBy[g];
      for (const g of Object.keys(restBy)) restBy[g] = +restBy[g]!.toFixed(2);
      return { workers: +(workers * per).toFixed(1), rest: +(rest * per).toFixed(1), restBy };
    },
  };
}

/** This process's Chromium: the processes started from it (other programs on the machine may run a Chromium too). */
const chromiumPids = (): number[] => {
  const parent = new Map<number, number>();
  const chrome = new Set<number>();
  for (const p of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      parent.set(Number(p), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (/chrom/.test(readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0')[0] ?? '')) chrome.add(Number(p));
    } catch {
      /* gone */
    }
  }
  const ours = (p: number) => {
    for (let q: number | undefined = p, n = 0; q && n < 50; q = parent.get(q), n++) if (q === process.pid) return true;
    return false;
  };
  return [...chrome].filter(ours);
};

/** One run of the Compare screen (production build at `base`): games per second from its marks, its CPU split, and the comparison it kept. */
async function browserRun(browser: Browser, base: string, perScenario: number, games: number) {
  // A page of its own browser context (Playwright's newPage), so with no comparison kept from a run before.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(base);
    await page.waitForSelector('.start-screen', { timeout: 60_000 });
    await page.locator('[data-action="compare"]').click();
    await page.waitForSelector('.compare-screen');
    await page.locator('select[name="games"]').selectOption(String(perScenario));
    for (const box of await page.locator('input[name="scenario"]').all()) if (!(await box.isChecked())) await box.click();
    const workers = await page.evaluate(() => Math.max(1, Math.min(16, navigator.hardwareConcurrency || 2)));
    // The page's Web Workers are the Chromium threads named DedicatedWorker.
    const watch = cpuWatch(chromiumPids, (name) => /: DedicatedWorker/.test(name));
    await page.locator('[data-action="compare-run"]').click();
    await page.waitForFunction(() => !!document.body.dataset.compareDone, null, { timeout: 1_800_000, polling: 500 });
    const cpu = watch.stop(games);
    const ms = await page.evaluate(() => {
      const start = performance.getEntriesByName('sea-devils:compare-start').at(-1);
      const end = performance.getEntriesByName('sea-devils:compare-end').at(-1);
      return start && end ? end.startTime - start.startTime : NaN;
    });
    // The comparison the page kept (IndexedDB, src/ui/compare/compareCache.ts), to hold against the command line's.
    const kept = await page.evaluate(
      () =>
        new Promise<unknown[]>((done, fail) => {
          const open = indexedDB.open('sea-devils');
          open.onerror = () => fail(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('comparisons', 'readonly').objectStore('comparisons').getAll();
            get.onsuccess = () => done(get.result as unknown[]);
            get.onerror = () => fail(get.error);
          };
        }),
    );
    return { gps: games / (ms / 1000), cpu, kept, workers };
  } finally {
    await page.close();
  }
}

/** The command line's side: `npm run compare`'s pipeline on worker threads, its games per second and CPU split. */
async function cliRun(data: GameData, perScenario: number, games: number) {
  const variant = { label: 'A', confederate: 'historical', federal: 'historical', options: {}, dataPack: null };
  // The command line's worker threads are the threads the run starts (but the bundler's). Its time
  // runs from the first progress call, once the bundle is built and the threads are started, as
  // the page's runs from its Run button, its workers started.
  const before = new Set(threads([process.pid]).keys());
  const watch = cpuWatch(
    () => [process.pid],
    (name, k) => !before.has(k) && !name.startsWith('rolldown'),
  );
  let t = NaN;
  const model = await runOnThreads({ games: perScenario, seed: '1', scenarios: [...SCENARIO_IDS], variants: [variant] }, [data], defaultWorkers(), () => {
    if (Number.isNaN(t)) t = performance.now();
  });
  const s = (performance.now() - t) / 1000;
  return { gps: games / s, cpu: watch.stop(games), model };
}

/** Serves a production build (a tree's dist/) on a free port. */
async function serveDist(root: string) {
  execFileSync(process.execPath, [resolve(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'ignore' });
  const server = await preview({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: resolve(root, 'dist') },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  return {
    url: `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((r) => server.httpServer.close(() => r())),
  };
}

const meanCpu = (xs: (CpuSplit | null)[]): CpuSplit | null => {
  if (!xs.length || xs.some((x) => !x)) return null;
  const all = xs as CpuSplit[];
  const avg = (f: (x: CpuSplit) => number) => all.reduce((n, x) => n + f(x), 0) / all.length;
  const keys = [...new Set(all.flatMap((x) => Object.keys(x.restBy)))];
  return {
    workers: +avg((x) => x.workers).toFixed(1),
    rest: +avg((x) => x.rest).toFixed(1),
    restBy: Object.fromEntries(keys.map((k) => [k, +avg((x) => x.restBy[k] ?? 0).toFixed(2)])),
  };
};

const results = (m: unknown) => JSON.stringify((m as ComparisonModel).results);

export async function compareSpeedFigures(data: GameData, perScenario: number): Promise<CompareSpeed | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const games = perScenario * SCENARIO_IDS.length;
  const served = await serveDist(ROOT);
  const browser = await chromium.launch({ executablePath, args: ARGS });
  try {
    const first = await cliRun(data, perScenario, games);
    const b = await browserRun(browser, served.url, perScenario, games);
    const second = await cliRun(data, perScenario, games);
    const identical = b.kept.length === 1 && results(b.kept[0]) === results(first.model) && results(second.model) === results(first.model);
    const cliGamesPerS = [first.gps, second.gps].map((x) => +x.toFixed(1));
    const browserGamesPerS = +b.gps.toFixed(1);
    return {
      games,
      cliGamesPerS,
      browserGamesPerS,
      ratio: +(b.gps / ((first.gps + second.gps) / 2)).toFixed(2),
      cliWorkers: defaultWorkers(),
      browserWorkers: b.workers,
      cliCpu: meanCpu([first.cpu, second.cpu]),
      browserCpu: b.cpu,
      identical,
    };
  } finally {
    await browser.close();
    await served.close();
  }
}

/** One tree's browser runs in an A/B. */
export interface AbSide {
  name: string;
  root: string;
  gamesPerS: number[];
  ratios: number[];
  cpu: (CpuSplit | null)[];
  identical: boolean;
}

/**
 * The Compare screen of the tree at `baseRoot` (its own production build) against this tree's, in
 * one sitting: the command line, then the two pages in ABBA order `runs` times over, the command
 * line between each pair and at the end; each page run's ratio is taken against the mean of the
 * command-line runs on either side of it, so that a machine growing busier or quieter moves both.
 */
export async function compareAb(data: GameData, perScenario: number, baseRoot: string, runs: number, log: (line: string) => void = () => undefined) {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const games = perScenario * SCENARIO_IDS.length;
  const sides: AbSide[] = [
    { name: 'base', root: resolve(baseRoot), gamesPerS: [], ratios: [], cpu: [], identical: true },
    { name: 'this', root: ROOT, gamesPerS: [], ratios: [], cpu: [], identical: true },
  ];
  const servers = await Promise.all(sides.map((s) => serveDist(s.root)));
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const cli: { gps: number; cpu: CpuSplit | null }[] = [];
  try {
    let before = await cliRun(data, perScenario, games);
    const reference = results(before.model);
    cli.push(before);
    log(`command line ${before.gps.toFixed(1)} games/s, CPU ${JSON.stringify(before.cpu)}`);
    for (let r = 0; r < runs; r++) {
      const order = r % 2 === 0 ? [0, 1] : [1, 0];
      const got = [];
      for (const i of order) {
        const b = await browserRun(browser, servers[i]!.url, perScenario, games);
        got.push({ i, b });
        log(`${sides[i]!.name} browser ${b.gps.toFixed(1)} games/s, CPU ${JSON.stringify(b.cpu)}`);
      }
      const after = await cliRun(data, perScenario, games);
      cli.push(after);
      log(`command line ${after.gps.toFixed(1)} games/s, CPU ${JSON.stringify(after.cpu)}`);
      const mean = (before.gps + after.gps) / 2;
      for (const { i, b } of got) {
        const side = sides[i]!;
        side.gamesPerS.push(+b.gps.toFixed(1));
        side.ratios.push(+(b.gps / mean).toFixed(2));
        side.cpu.push(b.cpu);
        side.identical &&= b.kept.length === 1 && results(b.kept[0]) === reference && results(after.model) === reference;
      }
      before = after;
    }
    return {
      games,
      cliGamesPerS: cli.map((c) => +c.gps.toFixed(1)),
      cliCpu: meanCpu(cli.map((c) => c.cpu)),
      sides: sides.map((s) => ({ ...s, meanCpu: meanCpu(s.cpu) })),
    };
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}
