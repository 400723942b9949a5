// The real relay for browser tests: `npm start`'s server (scripts/start.mjs) on a test build,
// on the embedded database in a temporary folder, or on a PostgreSQL server when DATABASE_URL
// names one (.ci/run makes one). Issue 34 asks each online feature to be tried on both.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { ROOT } from './helpers';

/** The databases to run an online test on: the embedded one always, a server when DATABASE_URL is set. */
export const RELAY_BACKENDS: { name: string; databaseUrl: string }[] = [
  { name: 'embedded PGlite', databaseUrl: '' },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL server', databaseUrl: process.env.DATABASE_URL }] : []),
];

/** Builds the page once into `out/<name>` for a test file's relay to serve. */
export async function buildForRelay(name: string): Promise<string> {
  const outDir = resolve(ROOT, 'out', name);
  await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

export interface RunningRelay {
  /** The page's address, e.g. http://127.0.0.1:41234/ */
  base: string;
  port: number;
  /** The embedded database's folder (unused on a server). */
  dataDir: string;
  /** Everything the process printed (a test checks it names no token). */
  log: string[];
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
  /** Started again on the same port and database (serving another build when `staticDir` names one). */
  restart(staticDir?: string): Promise<void>;
  /** Kills it if running and removes its folder. */
  close(): Promise<void>;
  /** Extra environment given to the process (e.g. an SMTP server for e-mail). */
  env: Record<string, string>;
}

/** Starts the relay serving `staticDir`; `env` is added to the process's environment. */
export async function startRelayServer(staticDir: string, databaseUrl = '', env: Record<string, string> = {}): Promise<RunningRelay> {
  const dir = mkdtempSync(join(tmpdir(), 'sea-devils-relay-e2e-'));
  const log: string[] = [];
  let proc: ChildProcess | null = null;
  let serving = staticDir;
  const launchAt = (port: number) =>
    new Promise<string>((ok, fail) => {
      const p = spawn(process.execPath, [resolve(ROOT, 'scripts/start.mjs'), '--static', serving, '--port', String(port), '--relay-data', join(dir, 'db')], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        // On a shared PostgreSQL server every run's games count against 127.0.0.1's new games an
        // hour (a limit kept in the database), so the tests lift it; tests/relay/ test the limit.
        env: { ...process.env, DATABASE_URL: databaseUrl, RELAY_LIMITS: JSON.stringify({ createsPerAddressPerHour: 1_000_000 }), ...env },
      });
      proc = p;
      let text = '';
      const take = (b: Buffer) => {
        text += b.toString();
        log.push(b.toString());
        const m = /open (http\S+)/.exec(text);
        if (m) ok(m[1]!);
      };
      p.stdout!.on('data', take);
      p.stderr!.on('data', take);
      p.once('exit', (code) => fail(new Error(`the relay exited (${code}): ${text}`)));
    });
  const kill = () => {
    const p = proc;
    proc = null;
    if (!p || p.exitCode !== null) return Promise.resolve();
    return new Promise<void>((done) => {
      p.once('exit', () => done());
      p.kill('SIGKILL');
    });
  };
  const base = await launchAt(0);
  const port = Number(new URL(base).port);
  return {
    base,
    port,
    dataDir: join(dir, 'db'),
    log,
    env,
    kill,
    restart: async (other?: string) => {
      if (other) serving = other;
      await launchAt(port);
    },
    close: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
