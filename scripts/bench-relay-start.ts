// `npm run bench`'s figures of the relay's first minute on a loaded machine (issue 44.6,
// docs/relay.md "Load"): busy worker threads on every core (a process of their own) while
//   1. `npm start` (relay only, its folder prepared as `npm ci` leaves it) prints its address and
//      a player's first online game is asked for at once, and 3 s later: target under 2 s;
//   2. a relay with a page's link connected to it stops (SIGTERM, then also killed outright),
//      stays down a while, and starts again on the same port: the time from its address printed
//      (it listens) to the page's link online again, the link being the page's own code
//      (src/remote/relayLink.ts, on `ws`): target under 2 s.
// Each figure carries the CPU split over its run (the relay, the simulated load, this bench, the
// rest of the machine) and the load average. Loopback only; bounded; it stops by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import type { CreatedGame } from '../src/relay/api';
import { RelayLink, type LinkState } from '../src/remote/relayLink';
import type { Figure } from './bench-games';

const ROOT = resolve(import.meta.dirname, '..');
/** How long the relay stays down before it starts again, in ms: a quick restart, and a long enough outage for a client's pauses to have grown. */
const DOWN_MS = [2000, 20_000];

/** CPU time of a process so far, in ms (user + system, from /proc). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
/** The machine's CPU time so far over every core, busy and idle, in ms. */
function machineMs(): { busy: number; all: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const all = f.reduce((a, b) => a + b, 0);
  const idle = f[3]! + f[4]!;
  return { busy: ((all - idle) * 1000) / 100, all: (all * 1000) / 100 };
}
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;

/** CPU time of the relay, the simulated load, this bench and the rest, from `start()` to `split()`. */
function cpuSplit(relayPids: () => (number | undefined)[], busyPid: number | undefined) {
  const relayAt = new Map<number, number>();
  const at = { busy: cpuMs(busyPid), me: process.cpuUsage(), machine: machineMs() };
  const seen = () => {
    for (const pid of relayPids()) if (pid && !relayAt.has(pid)) relayAt.set(pid, 0);
  };
  seen();
  return {
    /** Reads the relay processes' CPU while they live (a stopped one's last reading stands). */
    sample() {
      seen();
      for (const pid of relayAt.keys()) {
        const ms = cpuMs(pid);
        if (ms) relayAt.set(pid, ms);
      }
    },
    text(): string {
      this.sample();
      const m = machineMs();
      const me = process.cpuUsage(at.me);
      const relay = [...relayAt.values()].reduce((a, b) => a + b, 0);
      const busy = cpuMs(busyPid) - at.busy;
      const mine = (me.user + me.system) / 1000;
      const used = m.busy - at.machine.busy;
      const s = (x: number) => (x / 1000).toFixed(1);
      return `CPU over the run: relay ${s(relay)} s, simulated load ${s(busy)} s, bench ${s(mine)} s, other processes ${s(Math.max(0, used - relay - busy - mine))} s, idle ${s(m.all - at.machine.all - used)} s; load average ${load()}`;
    },
  };
}

/** Busy worker threads on every core, in a process of their own (so their CPU is counted apart). */
function loadMachine(): ChildProcess {
  const n = availableParallelism();
  const code = `const { Worker } = require('node:worker_threads'); for (let i = 0; i < ${n}; i++) new Worker('for (;;) {}', { eval: true });`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

interface Started {
  proc: ChildProcess;
  url: string;
  /** When the address was printed (the port listens), performance.now(). */
  at: number;
  /** When the server said its database is open, performance.now() (0: not yet). */
  openAt(): number;
}

function startRelay(dataDir: string, port: number, env: NodeJS.ProcessEnv): Promise<Started> {
  const proc = spawn(process.execPath, [resolve(ROOT, 'scripts/start.mjs'), '--relay-only', '--port', String(port), '--relay-data', dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  let text = '';
  let openAt = 0;
  return new Promise((ok, fail) => {
    proc.stdout!.on('data', (b: Buffer) => {
      text += b.toString();
      if (!openAt && text.includes('relay: database open')) openAt = performance.now();
      const m = /open (http\S+)/.exec(text);
      if (m) ok({ proc, url: m[1]!, at: performance.now(), openAt: () => openAt });
    });
    proc.once('exit', (c) => fail(new Error(`relay exited (${c}): ${text}`)));
  });
}

const stopped = (proc: ChildProcess) => new Promise<void>((r) => (proc.exitCode !== null || proc.signalCode !== null ? r() : proc.once('exit', () => r())));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function relayStartFigures(): Promise<Figure[]> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.RELAY_LIMITS;
  const dir = mkdtempSync(join(tmpdir(), 'sea-devils-relay-start-'));
  const dataDir = join(dir, 'db');
  // As `npm ci` leaves it: the relay's code, the template, and the relay's folder with its schema.
  await new Promise<void>((ok, fail) =>
    spawn(process.execPath, [resolve(ROOT, 'scripts/start.mjs'), '--build-only', '--relay-only', '--relay-data', dataDir], {
      cwd: ROOT,
      stdio: 'inherit',
      env,
    }).once('exit', (c) => (c === 0 ? ok() : fail(new Error(`build exited ${c}`)))),
  );
  const busy = loadMachine();
  const figures: Figure[] = [];
  const relays: ChildProcess[] = [];
  try {
    await sleep(1000); // the load under way
    // 1. The first game after `npm start`: asked at once, and 3 s after the address.
    for (const wait of [0, 3000]) {
      const split = cpuSplit(() => relays.map((p) => p.pid), busy.pid);
      const r = await startRelay(dataDir, 0, env);
      relays.push(r.proc);
      if (wait) await sleep(wait);
      const t = performance.now();
      const answer = await fetch(`${r.url}relay/v1/games`, { method: 'POST' });
      const ms = performance.now() - t;
      if (answer.status !== 201) throw new Error(`relay: the first game answered ${answer.status}`);
      split.sample();
      r.proc.kill('SIGTERM');
      await stopped(r.proc);
      figures.push({
        name: `relay: first game asked ${wait ? '3 s after' : 'as soon as'} npm start printed its address, every core busy (embedded PGlite, folder as npm ci leaves it)`,
        value: Math.round(ms),
        unit: `ms (address to database open ${r.openAt() ? Math.round(r.openAt() - r.at) : '?'} ms; ${split.text()})`,
        target: '< 2000',
      });
    }
    // 2. A page's return after the relay restarts (SIGTERM: its WebSockets closed with 1012) or is killed.
    for (const how of ['SIGTERM', 'SIGKILL'] as const) {
      for (const downMs of how === 'SIGTERM' ? DOWN_MS : [DOWN_MS[1]!]) {
        const first = await startRelay(dataDir, 0, env);
        relays.push(first.proc);
        const port = Number(new URL(first.url).port);
        const g = (await (await fetch(`${first.url}relay/v1/games`, { method: 'POST' })).json()) as CreatedGame;
        const link = new RelayLink(`${first.url}relay/v1/`, g.game, g.host, { WebSocket: WebSocket as unknown as new (url: string) => globalThis.WebSocket });
        const link_ = { state: 'connecting' as LinkState };
        let onlineAt = 0;
        const close = link.open(() => -1, {
          message: () => undefined,
          last: () => undefined,
          state: (s) => {
            link_.state = s;
            if ((s === 'online' || s === 'polling') && !onlineAt) onlineAt = performance.now();
          },
        });
        try {
          for (let i = 0; i < 600 && !onlineAt; i++) await sleep(50);
          if (!onlineAt) throw new Error('relay: the link never came online');
          first.proc.kill(how);
          await stopped(first.proc);
          for (let i = 0; i < 100 && link_.state !== 'offline'; i++) await sleep(50);
          onlineAt = 0;
          await sleep(downMs);
          const split = cpuSplit(() => relays.map((p) => p.pid), busy.pid);
          const again = await startRelay(dataDir, port, env);
          relays.push(again.proc);
          if (Number(new URL(again.url).port) !== port) throw new Error(`relay: started again on another port (${again.url})`);
          for (let i = 0; i < 1200 && !onlineAt; i++) await sleep(25);
          split.sample();
          figures.push({
            name: `relay: a page back online after the relay ${how === 'SIGTERM' ? 'restarted (SIGTERM)' : 'was killed (SIGKILL)'} and stayed down ${downMs / 1000} s, from its address printed, every core busy`,
            value: onlineAt ? Math.round(onlineAt - again.at) : NaN,
            unit: `ms (${link_.state}; address to database open ${again.openAt() ? Math.round(again.openAt() - again.at) : '?'} ms; ${split.text()})`,
            target: '< 2000',
          });
          again.proc.kill('SIGTERM');
          await stopped(again.proc);
        } finally {
          close();
        }
      }
    }
  } finally {
    for (const p of relays) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
    busy.kill('SIGKILL');
    await Promise.all([...relays, busy].map(stopped));
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

// Alone: npx tsx scripts/bench-relay-start.ts
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const f of await relayStartFigures()) console.log(`  ${f.name}  ${f.value} ${f.unit}${f.target ? `  (target ${f.target})` : ''}`);
}
