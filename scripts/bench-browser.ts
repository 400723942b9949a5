// The browser figures of `npm run bench` (issue: the game in the browser): time from starting
// the game (`npm start`) to the Campaign map drawn, the frame rate while panning the whole map with all
// counters at 1280x800 in headless Chromium, and the gzipped JavaScript the game loads.
import { resolve } from 'node:path';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { build, preview } from 'vite';
import { chromium, type Browser } from 'playwright-core';
import { measurePan } from './measure-pan';
import { findChromium } from './find-chromium.mjs';

export interface BrowserFigures {
  startToMapMs: number;
  serverReadyMs: number;
  buildMs: number;
  /** In-page (Start pressed at once): navigation to the map drawn, and to the start screen shown. */
  pageToMapMs: number;
  pageToStartMs: number;
  /** Through Playwright (start screen awaited, then a click): wall clock, driver round trips included. */
  pageToMapWallMs: number;
  /** Panning with the renderer the game picks by itself, and with WebGL asked for. */
  panFps: number;
  panRenderer: string;
  panWebglFps: number;
  panWebglRenderer: string;
  /** JavaScript fetched before the Campaign map was drawn (and the chunk names), gzipped. */
  gzipJsKb: number;
  gzipJsAllKb: number;
  firstLoadChunks: string[];
}

const ROOT = resolve(import.meta.dirname, '..');
export const BROWSER_ARGS = [
  '--disable-quic',
  '--disable-sync',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--enable-unsafe-swiftshader',
];

/** What the first map cost in one tree: its start script, the page to the map, and the JavaScript fetched before it. */
export interface FirstMap {
  serverReadyMs: number;
  pageToMapMs: number;
  pageToStartMs: number;
  pageToMapWallMs: number;
  gzipJsKb: number;
  firstLoadChunks: string[];
  /** CPU seconds Chromium's processes spent from navigation to the map drawn (Start pressed at once). */
  chromiumCpuS: number;
  /** CPU seconds the start script (its relay and database included) spent meanwhile, beside the page. */
  serverCpuS: number;
  /** The page's marks on the way (ms from navigation): modules evaluated, data loaded, start screen, Start pressed, map drawn. */
  marks: Record<string, number>;
}

/**
 * `npm start` as a player runs it, in the tree at `root` (its own start script and build, so that
 * an older commit checked out elsewhere is measured the same way: the A/B of
 * bench-browser-only.ts --ab), then the page opened and Start pressed. `cpuSlowdown` > 1 slows
 * Chromium's CPU for the quick page (CDP Emulation.setCPUThrottlingRate) as on a slower machine.
 */
export async function firstMapFigures(browser: Browser, root: string, cpuSlowdown = 1): Promise<FirstMap> {
  // The page is made before the start script runs, so it opens the moment the script serves
  // (issue 47: a page made after took 0.2-2 s by the machine's load, and what the start script
  // did meanwhile, such as opening the database, then fell before or after the page by chance).
  const game = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (cpuSlowdown > 1) await (await game.context().newCDPSession(game)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await game.addInitScript(`new MutationObserver((_, obs) => {
    const b = document.querySelector('.start-screen button[data-action="start"]');
    if (b) { obs.disconnect(); performance.mark('bench:start-pressed'); b.click(); }
  }).observe(document, { childList: true, subtree: true });`);
  const t0 = performance.now();
  const proc = spawn(process.execPath, [resolve(root, 'scripts/start.mjs'), '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const base = await new Promise<string>((ok, fail) => {
      let text = '';
      proc.stdout!.on('data', (b: Buffer) => {
        text += b.toString();
        const m = /open (http\S+)/.exec(text);
        if (m) ok(m[1]!);
      });
      proc.on('exit', (code) => fail(new Error(`npm start exited with ${code}: ${text}`)));
    });
    const serverReadyMs = performance.now() - t0;
    // A player who presses Start the moment it shows (pressed by the page itself, so the
    // figure holds no round trip of the test driver): the page's own clock from navigation to
    // the map drawn, and the scripts whose download ended before then, which is all that the
    // first map cost. What the page fetches once the map is up (the AI, saves, remote play),
    // or while a player lingers on the start screen (the saved-games list), is not counted.
    const cpu0 = chromiumCpu(),
      server0 = processCpu(proc.pid);
    await game.goto(base);
    await game.waitForFunction(() => document.body.dataset.mapReady === 'true', null, { timeout: 120_000 });
    const chromiumCpuS = chromiumCpu() - cpu0,
      serverCpuS = processCpu(proc.pid) - server0;
    const quick = (await game.evaluate(`(() => {
      const drawn = performance.getEntriesByName('sea-devils:map-ready')[0].startTime;
      const shown = performance.getEntriesByName('sea-devils:start-screen')[0].startTime;
      const js = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= drawn).map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js'));
      const marks = Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name.replace(/^[^:]*:/, ''), Math.round(m.startTime)]));
      return { drawn, shown, js, marks };
    })()`)) as { drawn: number; shown: number; js: string[]; marks: Record<string, number> };
    await game.close();
    // The same as Playwright drives it (waits for the start screen, then clicks): wall clock.
    const wall = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const t1 = performance.now();
    await wall.goto(base);
    await wall.waitForSelector('.start-screen', { timeout: 60_000 });
    await wall.getByRole('button', { name: 'Start', exact: true }).click();
    await wall.waitForFunction(() => document.body.dataset.mapReady === 'true', null, { timeout: 60_000 });
    const pageToMapWallMs = performance.now() - t1;
    await wall.close();
    // What the Campaign loaded, gzipped.
    const gz = (path: string) => gzipSync(readFileSync(resolve(root, `dist/.${path}`))).length;
    const loaded = [...new Set(quick.js)];
    return {
      serverReadyMs: Math.round(serverReadyMs),
      pageToMapMs: Math.round(quick.drawn),
      pageToStartMs: Math.round(quick.shown),
      pageToMapWallMs: Math.round(pageToMapWallMs),
      gzipJsKb: Math.round(loaded.reduce((n, p) => n + gz(p), 0) / 1024),
      firstLoadChunks: loaded.map((p) => p.split('/').pop()!).sort(),
      chromiumCpuS: +chromiumCpuS.toFixed(2),
      serverCpuS: +serverCpuS.toFixed(2),
      marks: quick.marks,
    };
  } finally {
    // Waited for: a start script still logging (its database opens a few seconds after the page)
    // once this bench has exited would die of EPIPE on its stdout.
    if (proc.exitCode === null) {
      const gone = new Promise((r) => proc.once('exit', r));
      proc.kill();
      await gone;
    }
  }
}

/** CPU seconds a process has used so far (Linux; 0 elsewhere). */
function processCpu(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by this process's Chromium (its processes still running; Linux only, else 0). */
function chromiumCpu(): number {
  let s = 0;
  for (const p of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!/chrom/.test(readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0')[0] ?? '')) continue;
      for (let q = Number(f[1]), n = 0; q > 1 && n < 50; n++) {
        if (q === process.pid) {
          s += (Number(f[11]) + Number(f[12])) / 100;
          break;
        }
        const st = readFileSync(`/proc/${q}/stat`, 'utf8');
        q = Number(st.slice(st.lastIndexOf(')') + 2).split(' ')[1]);
      }
    } catch {
      /* gone, or not Linux */
    }
  }
  return s;
}

export async function browserFigures(): Promise<BrowserFigures | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  try {
    // 1. `npm start` as a player runs it after `npm ci` (which builds the game once, through the
    // prepare script): the start script checks the build is current and serves it; then a person
    // opens the page and presses Start. The build itself is timed apart: it is what a change to
    // the sources adds to the next start.
    // The stamp is removed so that the start script's own rebuild is what is timed (it also
    // leaves dist/ current for the start below).
    rmSync(resolve(ROOT, 'dist/.build-stamp'), { force: true });
    const tb = performance.now();
    execFileSync(process.execPath, [resolve(ROOT, 'scripts/start.mjs'), '--build-only'], { cwd: ROOT, stdio: 'ignore' });
    const buildMs = performance.now() - tb;
    const first = await firstMapFigures(browser, ROOT);
    const { gzipJsKb, firstLoadChunks } = first;
    const out = resolve(ROOT, 'dist');
    const gz = (path: string) => gzipSync(readFileSync(resolve(out, `.${path}`))).length;
    const gzipJsAllKb = Math.round(
      readdirSync(resolve(out, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .reduce((n, f) => n + gz(`/assets/${f}`), 0) / 1024,
    );

    // 3. Panning the whole map with all 75 ships (the map's demo page).
    const demoOut = resolve(ROOT, 'out/bench-map-dist');
    await build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: demoOut, emptyOutDir: true, rolldownOptions: { input: { 'map-demo': resolve(ROOT, 'e2e/fixtures/map-demo.html') } } },
    });
    const demo = await preview({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: demoOut },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
    const demoBase = `http://127.0.0.1:${(demo.httpServer.address() as AddressInfo).port}`;
    const panWith = async (renderer: string) => {
      const pan = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await pan.goto(`${demoBase}/e2e/fixtures/map-demo.html?many=1&projection=modified-robinson&renderer=${renderer}`);
      await pan.waitForFunction(() => !!(window as unknown as { __seaDevilsMap?: unknown }).__seaDevilsMap, null, { timeout: 60_000 });
      const m = await measurePan(pan);
      await pan.close();
      return m;
    };
    const m = await panWith('auto');
    const gl = await panWith('webgl');
    await new Promise<void>((r) => demo.httpServer.close(() => r()));
    return {
      startToMapMs: first.serverReadyMs + first.pageToMapMs,
      serverReadyMs: first.serverReadyMs,
      buildMs: Math.round(buildMs),
      pageToMapMs: first.pageToMapMs,
      pageToStartMs: first.pageToStartMs,
      pageToMapWallMs: first.pageToMapWallMs,
      panFps: m.fps,
      panRenderer: m.renderer,
      panWebglFps: gl.fps,
      panWebglRenderer: gl.renderer,
      gzipJsKb,
      gzipJsAllKb,
      firstLoadChunks,
    };
  } finally {
    await browser.close();
  }
}
