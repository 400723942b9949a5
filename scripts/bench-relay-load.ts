// `npm run bench`'s two-process relay figure (issue 33.6, docs/relay.md "Load"): two relay
// processes (`npm start`'s server, relay only) on one PostgreSQL 15, 10,000 concurrent games
// with both players on WebSockets, each game posting a 2,000-character message every 30 s on
// average, every message crossing from one process to the other. Each game's players come from an
// address of their own (X-Forwarded-For, the relays trusting it as behind a load balancer), so
// the relays run with their default limits. Figures: throughput, delivery
// latency p50/p99 (target p99 < 250 ms), memory per relay process, refusals and losses (target
// 0). The PostgreSQL server is the one given (--relay-database-url or DATABASE_URL), else a
// temporary cluster made here with initdb and pg_ctl. Loopback only; bounded; it stops by itself.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Figure } from './bench-games';
import type { LoadReport } from './bench-relay-load-worker';

const ROOT = resolve(import.meta.dirname, '..');

export interface LoadOptions {
  games: number;
  meanS: number;
  runS: number;
  generators: number;
  databaseUrl?: string;
}

function pct(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => ok(p));
    });
  });

/**
 * A throwaway PostgreSQL cluster (initdb, pg_ctl) on loopback; as root it runs as the postgres
 * user, which PostgreSQL requires. Set as docs/relay.md recommends for a relay's server
 * (concurrent commits share a WAL flush).
 */
async function tempPostgres(): Promise<{ url: string; stop(): void }> {
  const bin = (spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout ?? '').trim() || '/usr/lib/postgresql/15/bin';
  const dir = mkdtempSync(join(tmpdir(), 'sea-devils-bench-pg-'));
  const root = process.getuid?.() === 0;
  const as = (cmd: string, args: string[]) =>
    root ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });
  if (root) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const init = as(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'relay', '--no-sync']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const start = as(join(bin, 'pg_ctl'), [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB -c commit_delay=1000 -c commit_siblings=3`,
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
  return {
    url: `postgres://relay@127.0.0.1:${port}/postgres`,
    stop: () => {
      as(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU time a process has used, in seconds (Linux /proc: user + system), or NaN. */
function cpuS(pid: number | undefined): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Resident memory of a process, in MB (Linux /proc), or NaN.*/
function rssMb(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

function startRelay(url: string, dataDir: string): Promise<{ proc: ChildProcess; url: string }> {
  // As behind a load balancer (--trust-proxy): each game's players come from an address of their
  // own (X-Forwarded-For), so the relay runs with its default limits, as in public.
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url };
  delete env.RELAY_LIMITS;
  const proc = spawn(
    process.execPath,
    [resolve(ROOT, 'scripts/start.mjs'), '--relay-only', '--port', '0', '--relay-data', dataDir, '--trust-proxy', '--quiet'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env },
  );
  return new Promise((ok, fail) => {
    let text = '';
    proc.stdout!.on('data', (b: Buffer) => {
      text += b.toString();
      const m = /open (http\S+)/.exec(text);
      if (m) ok({ proc, url: m[1]! });
    });
    proc.once('exit', (c) => fail(new Error(`relay exited (${c})`)));
  });
}

export async function relayLoadFigures(o: LoadOptions): Promise<Figure[]> {
  const pg = o.databaseUrl ? null : await tempPostgres();
  const url = o.databaseUrl ?? pg!.url;
  const dir = mkdtempSync(join(tmpdir(), 'sea-devils-relay-load-'));
  const procs: ChildProcess[] = [];
  const kill = setTimeout(
    () => {
      for (const p of procs) p.kill('SIGKILL');
    },
    (o.runS + 600) * 1000,
  );
  try {
    // One relay first (it runs the migrations), then the second.
    const relays = [await startRelay(url, join(dir, 'a'))];
    relays.push(await startRelay(url, join(dir, 'b')));
    procs.push(...relays.map((r) => r.proc));
    const urls = relays.map((r) => r.url);
    for (const u of urls)
      for (let i = 0; i < 600; i++) {
        const h = (await (await fetch(`${u}relay/v1/health`)).json()) as { database: string };
        if (h.database === 'postgres') break;
        await new Promise((r) => setTimeout(r, 100));
      }
    // The generators: each holds its games' WebSockets (a process's file handles are limited).
    let peakRss = relays.map(() => 0);
    const sampler = setInterval(() => {
      peakRss = relays.map((r, i) => Math.max(peakRss[i]!, rssMb(r.proc.pid)));
    }, 1000);
    // CPU time over the run alone: sampled when the last generator has set up its games.
    let cpuBefore = relays.map(() => NaN);
    let setUp = 0;
    const onSetUp = () => {
      if (++setUp === o.generators) cpuBefore = relays.map((r) => cpuS(r.proc.pid));
    };
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    const reports = await Promise.all(
      Array.from(
        { length: o.generators },
        (_, id) =>
          new Promise<LoadReport>((ok, fail) => {
            const job = { urls, games: Math.ceil(o.games / o.generators), meanS: o.meanS, runS: o.runS, id, codeChars: 2000 };
            const p = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/bench-relay-load-worker.ts'), JSON.stringify(job)], {
              cwd: ROOT,
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            procs.push(p);
            let text = '';
            p.stdout!.on('data', (b: Buffer) => {
              const was = text.includes('setup done');
              text += b.toString();
              if (!was && text.includes('setup done')) onSetUp();
            });
            p.once('close', (c) => {
              try {
                ok(JSON.parse(text.trim().split('\n').at(-1)!) as LoadReport);
              } catch {
                fail(new Error(`load generator exited (${c}): ${text.slice(0, 500)}`));
              }
            });
          }),
      ),
    );
    clearInterval(sampler);
    const endRss = relays.map((r) => rssMb(r.proc.pid));
    const cpu = relays.map((r, i) => cpuS(r.proc.pid) - cpuBefore[i]!);
    const loadAfter = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    const sum = (k: keyof LoadReport) => reports.reduce((n, r) => n + (r[k] as number), 0);
    const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const runS = Math.max(...reports.map((r) => r.runS));
    const games = sum('games'),
      connected = sum('connected'),
      acknowledged = sum('acknowledged'),
      delivered = sum('delivered');
    const what = `${games} games, ${connected} WebSockets, 2 relay processes, PostgreSQL ${o.databaseUrl ? 'server given' : '15 (temporary cluster)'}, one 2,000-char message per game every ${o.meanS} s on average`;
    return [
      { name: `relay load: ${what}: setup (create and connect)`, value: +Math.max(...reports.map((r) => r.setupS)).toFixed(1), unit: 's' },
      {
        name: 'relay load: messages carried per second (each from one process to the other)',
        value: +(delivered / runS).toFixed(1),
        unit: `messages/s (${delivered} delivered of ${acknowledged} acknowledged in ${runS.toFixed(0)} s)`,
      },
      { name: "relay load: delivery latency, post to the other player's push, p50", value: +pct(latencies, 50).toFixed(1), unit: 'ms' },
      { name: 'relay load: delivery latency p99', value: +pct(latencies, 99).toFixed(1), unit: 'ms', target: '< 250' },
      {
        name: "relay load: the load generators' own event-loop delay p99 (a push noticed late is counted late)",
        value: +Math.max(...reports.map((r) => r.loopDelayP99Ms)).toFixed(1),
        unit: 'ms',
      },
      {
        name: 'relay load: memory per relay process, peak (at the end)',
        value: Math.round(Math.max(...peakRss)),
        unit: `MB (${endRss.map((m) => Math.round(m)).join(' and ')} MB)`,
      },
      {
        name: 'relay load: CPU time of the relay processes over the run, per message carried',
        value: +(((cpu[0]! + cpu[1]!) * 1000) / Math.max(1, delivered)).toFixed(2),
        unit: `ms (${cpu.map((c) => c.toFixed(1)).join(' and ')} s; load average ${loadBefore} before, ${loadAfter} after, on ${availableParallelism()} cores)`,
      },
      {
        name: 'relay load: refused or failed (creates, connections, posts)',
        value: sum('refused') + sum('failed') + (2 * games - connected),
        unit: 'requests',
        target: '0',
      },
      { name: 'relay load: acknowledged and never delivered', value: acknowledged - delivered, unit: 'messages', target: '0' },
    ];
  } finally {
    clearTimeout(kill);
    for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => (p.exitCode === null && p.signalCode === null ? new Promise((r) => p.once('exit', r)) : null)));
    pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Alone: npx tsx scripts/bench-relay-load.ts [games] [seconds]
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const figures = await relayLoadFigures({
    games: Number(process.argv[2] ?? 10_000),
    meanS: 30,
    runS: Number(process.argv[3] ?? 90),
    generators: 2,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  for (const f of figures) console.log(`  ${f.name}  ${f.value} ${f.unit}${f.target ? `  (target ${f.target})` : ''}`);
}
