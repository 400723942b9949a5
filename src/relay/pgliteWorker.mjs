// The embedded database (PGlite) in a worker thread of its own (src/relay/db.ts starts it): its
// WebAssembly start (0.5-1 s, 5-7 s when a new folder is made by initdb) and every statement run
// here, never on the thread that serves the game's page and the relay's sockets. Plain
// JavaScript, so that it runs as it is beside the TypeScript source and beside the bundle
// (dist-server/). Messages in: { id, op: 'template' | 'open' | 'query' | 'listen' | 'close', … };
// out: { id, rows } or { id, error: { message, code } }, and { notify: { channel, payload } }.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { parentPort } from 'node:worker_threads';

// PGlite is PostgreSQL compiled to WebAssembly (9 MB). V8 runs it first as quickly compiled code
// and compiles again, optimised, each function that has run a while: at the default budget the
// database's own start made hundreds of functions "hot", and optimising them took 0.7-1 s of CPU
// on background threads beside the 0.7 s of the start itself (measured 28 Nov, relay start to
// database open, per thread): on a loaded machine the open waited for them. A budget a thousand
// times the default leaves the start to the quick code (the open's CPU is then that of running V8
// with no optimising at all, 1.6-1.9 s in all against 2.1-2.4 s at ten times and 2.3-2.9 s at the
// default) and still optimises what a relay running for hours keeps calling (issue 44.6). The
// flag is the process's (the relay runs no other WebAssembly); it is read when the module is
// compiled, below.
setFlagsFromString('--wasm-tiering-budget=1800000000');

/** @type {import('@electric-sql/pglite').PGlite | null} */
let pg = null;

// PostgreSQL's shared buffers, as a start parameter so that it holds for a folder made by any
// earlier version too. initdb writes 128 MB into postgresql.conf, and PGlite zeroes all of it at
// every open in WebAssembly's memset, left unoptimised by the budget above: 0.5 s of the open's
// 1.1-1.35 s, and half the thread's memory (measured 29 Nov: open 1.03-1.35 s and 261 MB at
// 128 MB; 0.57-0.66 s and 133-152 MB at 16-32 MB, the memset still 150 ms at 32 MB). A relay's
// working set is its mailboxes' recent messages; the files stay in the operating system's cache
// besides (issue 44.6).
const SHARED_BUFFERS = '16MB';

/**
 * Makes the template (PGlite's empty database, a folder as initdb leaves it) at `path` unless it
 * is there; made beside it and renamed into place, so it is there whole or not at all.
 */
async function makeTemplate(path) {
  if (existsSync(join(path, 'PG_VERSION'))) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const tmp = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  const made = await PGlite.create(tmp);
  await made.close();
  try {
    renameSync(tmp, path);
  } catch (e) {
    // Made meanwhile by another relay: theirs is as good.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(path, 'PG_VERSION'))) throw e;
  }
}

const ops = {
  async template({ path }) {
    await makeTemplate(path);
    return [];
  },
  async open({ dir, template }) {
    const { PGlite } = await import('@electric-sql/pglite');
    // A new folder is a copy of the template (a plain file copy: far quicker than initdb, and
    // than loading a tar through PGlite's own file system).
    if (template && !existsSync(join(dir, 'PG_VERSION'))) {
      await makeTemplate(template);
      cpSync(template, dir, { recursive: true });
    }
    pg = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] });
    return [];
  },
  async query({ sql, params }) {
    return (await pg.query(sql, params)).rows;
  },
  async listen({ channel }) {
    await pg.listen(channel, (payload) => parentPort.postMessage({ notify: { channel, payload } }));
    return [];
  },
  async close() {
    const p = pg;
    pg = null;
    await p?.close();
    return [];
  },
};

parentPort.on('message', (m) => {
  void ops[m.op](m).then(
    (rows) => parentPort.postMessage({ id: m.id, rows }),
    (e) => parentPort.postMessage({ id: m.id, error: { message: String(e?.message ?? e), code: e?.code } }),
  );
});
