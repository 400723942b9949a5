// `npx tsx scripts/profile-first-map.ts [--root DIR] [--cpu-slowdown 4] [--top 40] [--out FILE.cpuprofile]`:
// where the page's time goes from navigation to the Campaign map drawn, Start pressed the moment the
// start screen shows (as the bench's first-map figure), on a slowed CPU (Chromium's CPU throttling
// through CDP, Emulation.setCPUThrottlingRate) so that the costs a slower machine pays stand out.
// The page's main thread is sampled by CDP's Profiler; prints the page's marks, each script's
// arrival (Resource Timing), the self time by script and the heaviest functions. The tree at
// --root (default this one) is served by its own start script, so an older commit checked out
// apart can be profiled the same way. `--out` writes the profile for Chromium's DevTools.
import { resolve } from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { BROWSER_ARGS } from './bench-browser';
import { findChromium, chromiumMissing } from './find-chromium.mjs';
import { readFlags } from './cli';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { flags } = readFlags({ root: 'string', 'cpu-slowdown': 'string', top: 'string', out: 'string' });
const root = resolve(typeof flags.root === 'string' ? flags.root : resolve(import.meta.dirname, '..'));
const slowdown = Number(flags['cpu-slowdown'] ?? 4);
const top = Number(flags.top ?? 40);
const executablePath = findChromium();
if (!executablePath) {
  console.error(chromiumMissing());
  process.exit(1);
}
execFileSync(process.execPath, [resolve(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'ignore' });
const server = spawn(process.execPath, [resolve(root, 'scripts/start.mjs'), '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise<string>((ok, fail) => {
  let text = '';
  server.stdout!.on('data', (b: Buffer) => {
    text += b.toString();
    const m = /open (http\S+)/.exec(text);
    if (m) ok(m[1]!);
  });
  server.on('exit', (code) => fail(new Error(`npm start exited with ${code}: ${text}`)));
});
const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(`new MutationObserver((_, obs) => {
    const b = document.querySelector('.start-screen button[data-action="start"]');
    if (b) { obs.disconnect(); performance.mark('bench:start-pressed'); b.click(); }
  }).observe(document, { childList: true, subtree: true });`);
  // Sampling starts on about:blank, so the new document's first script is in the profile.
  await cdp.send('Profiler.start');
  await page.goto(base);
  await page.waitForFunction(() => document.body.dataset.mapReady === 'true', null, { timeout: 300_000 });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const timing = (await page.evaluate(`(() => ({
    marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
    scripts: performance.getEntriesByType('resource').filter((e) => /\\.js$/.test(new URL(e.name).pathname))
      .map((e) => [new URL(e.name).pathname.split('/').pop(), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize]),
    origin: performance.timeOrigin,
  }))()`)) as { marks: [string, number][]; scripts: [string, number, number, number][]; origin: number };
  console.log(
    `${root}, CPU slowed ${slowdown}x, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('marks (ms from navigation):');
  for (const [n, t] of timing.marks) console.log(`  ${String(t).padStart(6)}  ${n}`);
  console.log('scripts (requested -> arrived, ms):');
  for (const [n, s, e] of timing.scripts.sort((a, b) => a[2] - b[2])) console.log(`  ${String(s).padStart(6)} -> ${String(e).padStart(6)}  ${n}`);

  // Self time by node, then by script and by function (page's clock: µs from the profile's start).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const sum = (key: (n: ProfileNode) => string) => {
    const m = new Map<string, number>();
    for (const [id, us] of self) {
      const k = key(byId.get(id)!);
      m.set(k, (m.get(k) ?? 0) + us);
    }
    return [...m].sort((a, b) => b[1] - a[1]);
  };
  const short = (url: string) => url.split('/').pop() || url || '(native)';
  const ms = (us: number) => `${(us / 1000).toFixed(1).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%`;
  console.log(`self time by script (sampled ${(total / 1000).toFixed(0)} ms, throttled clock):`);
  for (const [k, us] of sum((n) => short(n.callFrame.url)).slice(0, 25)) console.log(`  ${ms(us)}  ${k}`);
  console.log(`heaviest functions by self time:`);
  for (const [k, us] of sum(
    (n) => `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`,
  ).slice(0, top))
    console.log(`  ${ms(us)}  ${k}`);
  // Total time (self + callees) of the top-level scripts' evaluation and of the tasks: each
  // node's inclusive time, for the functions with the most of it.
  const incl = new Map<number, number>();
  const walk = (id: number): number => {
    const n = byId.get(id)!;
    let t = self.get(id) ?? 0;
    for (const c of n.children ?? []) t += walk(c);
    incl.set(id, t);
    return t;
  };
  walk(profile.nodes[0]!.id);
  const inclBy = new Map<string, number>();
  for (const [id, us] of incl) {
    const n = byId.get(id)!;
    if (!n.callFrame.url) continue;
    const k = `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
    inclBy.set(k, Math.max(inclBy.get(k) ?? 0, us));
  }
  console.log(`heaviest functions by total time (callees included):`);
  for (const [k, us] of [...inclBy].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(us)}  ${k}`);
  if (typeof flags.out === 'string') writeFileSync(flags.out, JSON.stringify(profile));
} finally {
  await browser.close();
  server.kill();
}
