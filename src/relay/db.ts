import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The relay's PostgreSQL: embedded PGlite in a folder by default, or any server by DATABASE_URL
// (node-postgres). Both speak the same SQL, and both deliver NOTIFY to LISTEN in this process;
// only a server lets several relay processes share the mailboxes.

export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Tx {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` on one connection inside BEGIN/COMMIT (ROLLBACK if it throws). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Calls `fn` with each NOTIFY payload on `channel`. */
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite's folder belongs to one process at a time (a second writer would damage it): a lock
 * file holds the owner's pid; a lock left by a process that is gone (killed) is taken over.
 */
function lockFolder(dir: string): () => void {
  const path = join(dir, 'relay.lock');
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        process.off('exit', release);
        rmSync(path, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as { code?: string }).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(path, 'utf8'));
      let alive = false;
      try {
        if (pid > 0) {
          process.kill(pid, 0);
          alive = true;
        }
      } catch {
        /* no such process */
      }
      if (alive)
        throw new Error(
          `another relay process (pid ${pid}) uses the embedded database in ${dir}; to run several relays, give them one PostgreSQL server with DATABASE_URL`,
        );
      rmSync(path, { force: true });
    }
  }
  throw new Error(`cannot lock ${dir}`);
}

/** PGlite's version: a template made by one version is loaded by that version only. */
function pgliteVersion(): string {
  const main = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the empty database made by this PGlite version is kept in `templateDir` (a folder). */
const pgliteTemplatePath = (templateDir: string): string => join(templateDir, `pglite-${pgliteVersion()}`);

/** A PGlite worker thread (pgliteWorker.mjs, beside this file or beside the bundle) and the way to ask it. */
function pgliteWorker(onNotify: (channel: string, payload: string) => void): { ask<T>(op: string, args?: object): Promise<T>; end(): Promise<void> } {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url));
  const waiting = new Map<number, { ok(v: unknown): void; fail(e: Error): void }>();
  let next = 0;
  let dead: Error | null = null;
  worker.on('message', (m: { id?: number; rows?: unknown; error?: { message: string; code?: string }; notify?: { channel: string; payload: string } }) => {
    if (m.notify) {
      onNotify(m.notify.channel, m.notify.payload);
      return;
    }
    const w = waiting.get(m.id!);
    waiting.delete(m.id!);
    if (m.error) w?.fail(Object.assign(new Error(m.error.message), { code: m.error.code }));
    else w?.ok(m.rows);
  });
  const die = (e: Error) => {
    dead = e;
    for (const w of waiting.values()) w.fail(e);
    waiting.clear();
  };
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`the embedded database's thread stopped (${code})`)));
  return {
    ask<T>(op: string, args: object = {}): Promise<T> {
      if (dead) return Promise.reject(dead);
      const id = next++;
      return new Promise<T>((ok, fail) => {
        waiting.set(id, { ok: ok as (v: unknown) => void, fail });
        worker.postMessage({ id, op, ...args });
      });
    },
    async end() {
      await worker.terminate();
    },
  };
}

/**
 * Makes the template: an empty database as PGlite's initdb leaves it (a folder). Making a
 * database costs 5-7 s of initdb (47 s on a loaded machine); copying the template into a new
 * folder and opening it costs about a second. `npm ci` makes it (scripts/start.mjs --build-only); a relay that
 * finds none makes it once.
 */
export async function makePgliteTemplate(templateDir: string): Promise<string> {
  const path = pgliteTemplatePath(templateDir);
  if (existsSync(join(path, 'PG_VERSION'))) return path;
  mkdirSync(templateDir, { recursive: true });
  const w = pgliteWorker(() => undefined);
  try {
    await w.ask('template', { path });
  } finally {
    await w.end();
  }
  return path;
}

/**
 * Makes `dir` an empty database, as a copy of the template, unless it is one already (`npm ci`
 * prepares the relay's default folder so, and `npm start` then opens it as any later start).
 */
export async function preparePgliteFolder(dir: string, templateDir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const template = await makePgliteTemplate(templateDir);
  mkdirSync(dir, { recursive: true });
  const release = lockFolder(dir);
  try {
    cpSync(template, dir, { recursive: true });
  } finally {
    release();
  }
}

/**
 * The embedded database in `dir`, run in a worker thread: opening it and every statement leave
 * the thread that serves pages and sockets free. `templateDir`: where the empty database to
 * start a new folder from is kept (made there if missing); none: initdb in the folder.
 */
export async function openPglite(dir: string, opts: { templateDir?: string | null } = {}): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const release = lockFolder(dir);
  const channels = new Map<string, (payload: string) => void>();
  const w = pgliteWorker((channel, payload) => channels.get(channel)?.(payload));
  try {
    if (opts.templateDir) mkdirSync(opts.templateDir, { recursive: true });
    await w.ask('open', { dir, template: opts.templateDir ? pgliteTemplatePath(opts.templateDir) : null });
  } catch (e) {
    await w.end();
    release();
    throw e;
  }
  // PGlite runs one statement at a time; a transaction keeps the others out until it ends.
  let txDone: Promise<void> = Promise.resolve();
  const ask = <T>(sql: string, params: unknown[]) => w.ask<T[]>('query', { sql, params });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      await txDone;
      return ask<T>(sql, params);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>) {
      const before = txDone;
      let done: () => void = () => {};
      txDone = new Promise<void>((r) => {
        done = r;
      });
      await before;
      try {
        await ask('BEGIN', []);
        const r = await fn({ query: <R>(sql: string, params: unknown[] = []) => ask<R>(sql, params) });
        await ask('COMMIT', []);
        return r;
      } catch (e) {
        await ask('ROLLBACK', []).catch(() => undefined);
        throw e;
      } finally {
        done();
      }
    },
    async listen(channel, fn) {
      channels.set(channel, fn);
      await w.ask('listen', { channel });
    },
    async close() {
      try {
        await w.ask('close').catch(() => undefined);
        await w.end();
      } finally {
        release();
      }
    },
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (e) => console.error(`relay: database connection lost (${e.message})`));
  await pool.query('SELECT 1');
  let listener: import('pg').Client | null = null;
  const prepared = new Map<string, string>();
  const channels = new Map<string, (payload: string) => void>();
  // LISTEN needs a connection of its own, kept open; if it drops, the relay's polling carries on
  // and the listener is opened again.
  const connectListener = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (listener === c) {
        listener = null;
        setTimeout(() => void connectListener().catch(() => undefined), 1000).unref();
      }
    });
    c.on('notification', (n) => {
      if (n.payload !== undefined) channels.get(n.channel)?.(n.payload);
    });
    await c.connect();
    for (const ch of channels.keys()) await c.query(`LISTEN ${ch}`);
    listener = c;
  };
  return {
    kind: 'postgres',
    // The relay's statements are a few constant texts: each is prepared once per connection (by
    // name), so the server parses and plans the long ones once, not at every post.
    async query<T>(sql: string, params: unknown[] = []) {
      let name = prepared.get(sql);
      if (!name && prepared.size < 64) prepared.set(sql, (name = `relay_${prepared.size}`));
      return (await pool.query(name ? { name, text: sql, values: params } : { text: sql, values: params })).rows as T[];
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const r = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await c.query(sql, params)).rows as R[];
          },
        });
        await c.query('COMMIT');
        return r;
      } catch (e) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        c.release();
      }
    },
    async listen(channel, fn) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      channels.set(channel, fn);
      if (!listener) await connectListener();
      else await listener.query(`LISTEN ${channel}`);
    },
    async close() {
      const l = listener;
      listener = null;
      await l?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
