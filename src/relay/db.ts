import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The relay's PostgreSQL: embedded PGlite in a folder by default, or any server by DATABASE_URL
// (node-postgres). Both speak the same SQL, and both deliver NOTIFY to LISTEN in this process;
// only a server lets several relay processes share the mailboxes.

export interface Tx { query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> }

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
      const release = () => { process.off('exit', release); rmSync(path, { force: true }); };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as { code?: string }).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(path, 'utf8'));
      let alive = false;
      try { if (pid > 0) { process.kill(pid, 0); alive = true; } } catch { /* no such process */ }
      if (alive) throw new Error(`another relay process (pid ${pid}) uses the embedded database in ${dir}; to run several relays, give them one PostgreSQL server with DATABASE_URL`);
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

/** Where the empty database made by this PGlite version is kept in `templateDir`. */
export const pgliteTemplatePath = (templateDir: string): string => join(templateDir, `pglite-${pgliteVersion()}.tar`);

/**
 * Makes the template: an empty database as PGlite's initdb leaves it, as a tar file. Making a
 * database costs 5-7 s of initdb (47 s on a loaded machine); loading the template into a new
 * folder costs under a second. `npm ci` makes it (scripts/start.mjs --build-only); a relay that
 * finds none makes it once.
 */
export async function makePgliteTemplate(templateDir: string): Promise<string> {
  const path = pgliteTemplatePath(templateDir);
  if (existsSync(path)) return path;
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  try {
    const tar = await pg.dumpDataDir('none');
    mkdirSync(templateDir, { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, new Uint8Array(await tar.arrayBuffer()));
    renameSync(tmp, path); // whole or not at all, also when two relays make it at once
  } finally { await pg.close(); }
  return path;
}

/** `templateDir`: where the empty database to start a new folder from is kept (made there if missing); none: initdb in the folder. */
export async function openPglite(dir: string, opts: { templateDir?: string | null } = {}): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const release = lockFolder(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  let pg: import('@electric-sql/pglite').PGlite;
  try {
    const fresh = !existsSync(join(dir, 'PG_VERSION'));
    const template = fresh && opts.templateDir ? await makePgliteTemplate(opts.templateDir) : null;
    pg = await PGlite.create(dir, template ? { loadDataDir: new Blob([readFileSync(template)]) } : {});
  } catch (e) { release(); throw e; }
  // PGlite runs one statement at a time; a transaction holds it until it ends.
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) { return (await pg.query<T>(sql, params)).rows; },
    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return pg.transaction(async (t) => fn({ async query<R>(sql: string, params: unknown[] = []) { return (await t.query<R>(sql, params)).rows; } }));
    },
    async listen(channel, fn) { await pg.listen(channel, fn); },
    async close() { try { await pg.close(); } finally { release(); } },
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
    c.on('end', () => { if (listener === c) { listener = null; setTimeout(() => void connectListener().catch(() => undefined), 1000).unref(); } });
    c.on('notification', (n) => { if (n.payload !== undefined) channels.get(n.channel)?.(n.payload); });
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
        const r = await fn({ async query<R>(sql: string, params: unknown[] = []) { return (await c.query(sql, params)).rows as R[]; } });
        await c.query('COMMIT');
        return r;
      } catch (e) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally { c.release(); }
    },
    async listen(channel, fn) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      channels.set(channel, fn);
      if (!listener) await connectListener(); else await listener.query(`LISTEN ${channel}`);
    },
    async close() {
      const l = listener;
      listener = null;
      await l?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
