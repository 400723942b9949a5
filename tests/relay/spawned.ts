import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// `npm start`'s server as a process of its own (scripts/start.mjs), for the tests that need the
// real thing: its start, its stop on a signal, its front door. Loopback only.

export const ROOT = resolve(import.meta.dirname, '../..');

export interface Spawned {
  proc: ChildProcess;
  /** http://127.0.0.1:PORT/ */
  url: string;
  port: number;
  /** Everything it printed, both streams. */
  out: string[];
  /** Resolves with the exit code (null: killed) once it exits. */
  exited: Promise<number | null>;
}

/** A folder for one test: a database folder inside, and a tiny game build to serve. */
export function scratch(): { dir: string; dataDir: string; staticDir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'sea-devils-relay-proc-'));
  const staticDir = join(dir, 'static');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sea Devils</title>');
  return { dir, dataDir: join(dir, 'db'), staticDir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the server; resolves once it prints its address. */
export function startServer(o: {
  dataDir: string;
  staticDir?: string;
  port?: number;
  limits?: Record<string, number>;
  databaseUrl?: string;
  trustProxy?: boolean;
  root?: string;
  /** More of the process's environment (e.g. the notification key). */
  env?: Record<string, string>;
}): Promise<Spawned> {
  // `root`: a copy of the project to start from (its own built game is served: no --static, no --relay-only).
  const root = o.root ?? ROOT;
  const args = [
    resolve(root, 'scripts/start.mjs'),
    ...(o.staticDir ? ['--static', o.staticDir] : o.root ? [] : ['--relay-only']),
    '--port',
    String(o.port ?? 0),
    '--relay-data',
    o.dataDir,
    ...(o.trustProxy ? ['--trust-proxy'] : []),
  ];
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: o.databaseUrl ?? '', ...o.env };
  if (o.limits) env.RELAY_LIMITS = JSON.stringify(o.limits);
  else delete env.RELAY_LIMITS;
  const proc = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
  const out: string[] = [];
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  return new Promise((ok, fail) => {
    let text = '';
    const take = (b: Buffer) => {
      const s = b.toString();
      text += s;
      out.push(s);
      const m = /open (http\S+)/.exec(text);
      if (m) ok({ proc, url: m[1]!, port: Number(new URL(m[1]!).port), out, exited });
    };
    proc.stdout!.on('data', take);
    proc.stderr!.on('data', take);
    void exited.then((code) => fail(new Error(`the server exited (${code}): ${text}`)));
  });
}

/** Waits for `ok()` to hold, checking `tries` times `everyMs` apart; false if it never did. */
export async function eventually(ok: () => boolean | Promise<boolean>, tries = 600, everyMs = 100): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}
