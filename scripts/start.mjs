// `npm start`: serve the game's production build on http://127.0.0.1:5173/ and, on the same
// port, the relay that carries the turns of games played online (docs/relay.md).
// The build is made once (by `npm ci`, through the `prepare` script) and made again only when
// what it is built from has changed, so that starting the game costs a server start, not a
// build. The relay's server code is bundled the same way (dist-server/, by esbuild), beside the
// embedded database's template; its database opens in the background from the start.
//   node scripts/start.mjs [--port N] [--host H] [--static DIR | --relay-only] [--relay-data DIR] [--trust-proxy] [--quiet]
//   node scripts/start.mjs --build-only       builds what is stale and exits (the prepare step)
// DATABASE_URL=postgres://… uses that PostgreSQL server instead of the embedded one;
// RELAY_LIMITS='{"perAddressPerMinute":3000}' changes the relay's limits (docs/relay.md).
// RELAY_SMTP_URL, RELAY_SMTP_FROM, RELAY_NOTIFY_KEY (or RELAY_NOTIFY_KEY_FILE) and RELAY_PUBLIC_URL set up the notifications to absent players (docs/relay.md).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureKeyFile } from './notify-key.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist');
const STAMP = join(OUT, '.build-stamp');
const SERVER_OUT = join(ROOT, 'dist-server');
const SERVER_STAMP = join(SERVER_OUT, '.build-stamp');
// Everything the build reads from the project. package-lock.json stands for node_modules.
// scripts/serviceWorker.ts is the Vite plugin that writes the build's service worker.
const INPUTS = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'src',
  'assets',
  'scenarios',
  'public',
  'scripts/serviceWorker.ts',
];
const SERVER_INPUTS = ['package-lock.json', 'src/relay'];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((f) => files(join(path, f)));
}

/** A hash of every input file's path and content: the build is current when it matches. */
export function fingerprint(inputs = INPUTS) {
  const h = createHash('sha256');
  for (const f of inputs.flatMap((i) => files(join(ROOT, i)))) {
    h.update(f.slice(ROOT.length));
    h.update('\0');
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}

export async function ensureBuild({ quiet = false } = {}) {
  const want = fingerprint();
  const have = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (want === have && existsSync(join(OUT, 'index.html'))) return false;
  if (!quiet) console.log('Building the game (sources changed since the last build)...');
  const { build } = await import('vite');
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  writeFileSync(STAMP, want + '\n');
  return true;
}

/** The relay's server code (src/relay) as one ES module beside its migrations, rebuilt when stale. */
export async function ensureServerBuild() {
  const want = fingerprint(SERVER_INPUTS);
  const have = existsSync(SERVER_STAMP) ? readFileSync(SERVER_STAMP, 'utf8').trim() : '';
  if (want === have && existsSync(join(SERVER_OUT, 'relay.mjs')) && existsSync(join(SERVER_OUT, 'pgliteWorker.mjs'))) return false;
  const { build } = await import('esbuild');
  // Each file is written beside its place and renamed into it, so that servers starting together
  // (the tests start several) never read a half-written one: they all write the same content.
  // The embedded database's templates (pglite-<version>.tar) stay: they depend on PGlite alone.
  mkdirSync(join(SERVER_OUT, 'migrations'), { recursive: true });
  const tmp = `.tmp-${process.pid}`;
  await build({
    entryPoints: [join(ROOT, 'src/relay/server.ts')],
    outfile: join(SERVER_OUT, `relay.mjs${tmp}`),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  renameSync(join(SERVER_OUT, `relay.mjs${tmp}`), join(SERVER_OUT, 'relay.mjs'));
  // The embedded database's worker thread runs as it is, beside the bundle.
  copyFileSync(join(ROOT, 'src/relay/pgliteWorker.mjs'), join(SERVER_OUT, `pgliteWorker.mjs${tmp}`));
  renameSync(join(SERVER_OUT, `pgliteWorker.mjs${tmp}`), join(SERVER_OUT, 'pgliteWorker.mjs'));
  const migrations = readdirSync(join(ROOT, 'src/relay/migrations'));
  for (const f of migrations) {
    copyFileSync(join(ROOT, 'src/relay/migrations', f), join(SERVER_OUT, 'migrations', f + tmp));
    renameSync(join(SERVER_OUT, 'migrations', f + tmp), join(SERVER_OUT, 'migrations', f));
  }
  for (const f of readdirSync(join(SERVER_OUT, 'migrations')))
    if (!migrations.includes(f) && !f.includes('.tmp-')) rmSync(join(SERVER_OUT, 'migrations', f), { force: true });
  writeFileSync(SERVER_STAMP, want + '\n');
  return true;
}

/**
 * The front door's limits (RELAY_LIMITS sets them too; docs/relay.md): a request's headers must
 * arrive within headersTimeoutMs and the whole request within requestTimeoutMs (a long-poll's
 * wait comes after its request and is not counted); at most connectionsPerAddress connections
 * from one address (not applied behind --trust-proxy, where every connection is the proxy's) and
 * connectionsTotal in all; at most perAddressPerMinute requests a minute from one address, every
 * request counted, the game's files and WebSocket upgrades as well as the relay's.
 */
export const FRONT_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  connectionsPerAddress: 64,
  connectionsTotal: 15_000,
  perAddressPerMinute: 1200,
  /** With no page loading, the database's open in the background starts this long after the start (issue 47). */
  databaseOpenGraceMs: 1000,
  /** With a page loading its first map, it starts this long after the page's first file. */
  databaseOpenAfterPageMs: 6000,
};

/** A stop (SIGTERM, SIGINT) takes at most this long: then what is left is cut and the process exits. */
const STOP_MS = 3000;

/**
 * Serves `staticDir` and the relay; tries the next ports when the one asked for is taken (port 0: any free one).
 * The port answers at once: the game's files are served by this script itself, and the relay
 * (Fastify and its plugins, about 0.5-1 s to load) starts behind it: a relay request that comes
 * before it is ready waits for it (issue 18: `npm start` to the map in under a second). The relay
 * sees each request on its own socket (client address, WebSocket upgrade) as if it listened itself.
 * The relay's database starts opening at once, in the background (issue 33; issue 44.6: in a
 * worker thread of its own, while this thread loads Fastify and serves the page), so the first
 * game asked for waits for it as little as it can.
 */
export async function serve({
  port = 5173,
  host = '127.0.0.1',
  staticDir = OUT,
  relayData,
  databaseUrl = process.env.DATABASE_URL,
  trustProxy = false,
  log = console.log,
  limits = relayLimits(),
} = {}) {
  const { createServer } = await import('node:http');
  const front = { ...FRONT_LIMITS, ...limits };
  const dataDir = relayData ?? process.env.SEA_DEVILS_RELAY_DATA ?? join(ROOT, '.relay-data');
  const relayP = import(pathToFileURL(join(SERVER_OUT, 'relay.mjs')).href)
    .then(({ createRelayServer }) =>
      createRelayServer({
        staticDir: null,
        dataDir,
        pgliteTemplateDir: SERVER_OUT,
        databaseUrl: databaseUrl || null,
        trustProxy,
        log,
        limits,
        expireEveryMs: 10 * 60_000,
        // The database starts opening below, as soon as no page is loading (issues 44.6, 47). A
        // relay alone serves no page: its database's thread starts before Fastify loads, so the
        // two share the machine's cores instead of taking turns (a restarted relay under load).
        openDatabaseAtOnce: !staticDir,
        // Notifications to absent players (docs/relay.md): e-mail only with an SMTP server.
        notify: {
          smtpUrl: process.env.RELAY_SMTP_URL || null,
          smtpFrom: process.env.RELAY_SMTP_FROM || null,
          key: notifyKey(dataDir, databaseUrl),
          publicUrl: process.env.RELAY_PUBLIC_URL || null,
        },
      }),
    )
    .then(async (relay) => {
      openWhenNoPageLoads(relay);
      await relay.app.ready();
      return relay;
    });
  relayP.catch((e) => {
    console.error(`relay: it could not start (${e.message})`);
  });
  const files = staticDir ? staticFiles(staticDir) : null;
  // The database opens in the background, in a worker thread (issue 44.6: a first game then waits
  // for it as little as it can); but while a page loads and draws its first map, the open (1.5-2 s
  // of CPU) would take a core from the browser (issue 47: npm start to map 2,136 -> 2,645 ms on 2
  // cores). So it starts databaseOpenGraceMs after the port listens when no page has asked for a file by then,
  // else databaseOpenAfterPageMs after the first file a page asked for; a relay request that needs the
  // database before then opens it at once (the open-games list on the start screen does). A relay
  // alone (--relay-only) serves no page, so nothing waits on the open: it starts at once, and a
  // restarted relay is ready as soon as it can be for the pages coming back (issue 44.6).
  let listenedAt = null;
  let firstFileAt = null;
  const openWhenNoPageLoads = (relay) => {
    if (relay.opened || stopping) return;
    const at = !staticDir
      ? Date.now()
      : firstFileAt !== null
        ? firstFileAt + front.databaseOpenAfterPageMs
        : (listenedAt ?? Date.now()) + front.databaseOpenGraceMs;
    const wait = at - Date.now();
    if (wait > 0) setTimeout(() => openWhenNoPageLoads(relay), wait).unref();
    else void relay.mailboxes().catch(() => undefined);
  };

  // Every request is counted against its address, whatever it asks for (a minute's window).
  const counts = new Map();
  const addressOf = (req) => {
    const forwarded = trustProxy
      ? String(req.headers['x-forwarded-for'] ?? '')
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
          .at(-1)
      : undefined;
    return forwarded ?? req.socket.remoteAddress ?? '?';
  };
  /** Counts the request; a refusal's text when the address is over its limit. */
  const admit = (req) => {
    const window = Math.floor(Date.now() / 60_000);
    const address = addressOf(req);
    const c = counts.get(address);
    if (!c || c.window !== window) {
      if (counts.size > 100_000) for (const [k, v] of counts) if (v.window !== window) counts.delete(k);
      counts.set(address, { window, n: 1 });
      return null;
    }
    c.n++;
    return c.n > front.perAddressPerMinute
      ? `rate limited: at most ${front.perAddressPerMinute} requests a minute from one address; retry in ${60 - Math.floor((Date.now() / 1000) % 60)} s`
      : null;
  };
  const refuse = (res, status, error, message) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close', ...(status === 429 ? { 'retry-after': '60' } : {}) });
    res.end(JSON.stringify({ error, message }));
  };

  let stopping = false;
  let inflight = 0;
  let idle = () => undefined;
  const http = createServer(
    {
      headersTimeout: front.headersTimeoutMs,
      requestTimeout: front.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, front.headersTimeoutMs),
      keepAliveTimeout: 72_000,
    },
    (req, res) => {
      inflight++;
      res.once('close', () => {
        if (--inflight === 0) idle();
      });
      if (stopping) {
        refuse(res, 503, 'unavailable', 'relay restarting: try again in a few seconds');
        return;
      }
      const limited = admit(req);
      if (limited) {
        refuse(res, 429, 'rateLimited', limited);
        return;
      }
      if (files && files(req, res)) {
        firstFileAt ??= Date.now();
        return;
      }
      relayP.then(
        (relay) => relay.app.routing(req, res),
        () => refuse(res, 503, 'unavailable', 'relay unavailable: it could not start'),
      );
    },
  );
  // A long keep-alive (72 s), as Fastify sets up a server it listens on itself.
  http.keepAliveTimeout = 72_000;

  // Connections: at most so many from one address and in all; each is known, so a stop can end them.
  const sockets = new Set();
  const perAddress = new Map();
  http.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '?';
    const mine = (perAddress.get(address) ?? 0) + 1;
    const over =
      sockets.size >= front.connectionsTotal
        ? ['503 Service Unavailable', 'unavailable', `relay busy: it holds ${front.connectionsTotal} connections, as many as it may; try again shortly`]
        : !trustProxy && mine > front.connectionsPerAddress
          ? ['429 Too Many Requests', 'rateLimited', `rate limited: at most ${front.connectionsPerAddress} connections at once from one address`]
          : null;
    if (over || stopping) {
      const [status, error, message] = over ?? ['503 Service Unavailable', 'unavailable', 'relay restarting: try again in a few seconds'];
      const body = JSON.stringify({ error, message });
      socket.on('error', () => undefined);
      socket.end(
        `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    sockets.add(socket);
    perAddress.set(address, mine);
    socket.once('close', () => {
      sockets.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
  http.on('upgrade', (req, socket, head) => {
    const limited = stopping ? 'relay restarting: try again in a few seconds' : admit(req);
    if (limited) {
      const body = JSON.stringify({ error: stopping ? 'unavailable' : 'rateLimited', message: limited });
      socket.end(
        `HTTP/1.1 ${stopping ? '503 Service Unavailable' : '429 Too Many Requests'}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
      return;
    }
    relayP.then(
      (relay) => relay.app.server.emit('upgrade', req, socket, head),
      () => socket.destroy(),
    );
  });

  /**
   * A clean stop: no new connection or request; the relay's WebSockets are told it restarts
   * (close 1012, the clients connect again) and its long-polls answer; the requests being served
   * finish; then the connections left are cut and the database is closed. All within STOP_MS:
   * resolves true when everything finished in time, false when something had to be cut.
   */
  const close = async () => {
    if (stopping) return true;
    stopping = true;
    const deadline = Date.now() + STOP_MS - 500;
    const until = (p, ms) =>
      Promise.race([
        p.then(
          () => true,
          () => true,
        ),
        new Promise((r) => setTimeout(() => r(false), Math.max(0, ms)).unref()),
      ]);
    http.close();
    http.closeIdleConnections();
    const relay = (await until(relayP, deadline - Date.now())) ? await relayP.catch(() => null) : null;
    relay?.drain();
    let clean =
      inflight === 0 ||
      (await until(
        new Promise((r) => {
          idle = r;
        }),
        deadline - 400 - Date.now(),
      ));
    for (const s of sockets) s.destroy();
    http.closeAllConnections();
    if (relay) clean = (await until(relay.close(), deadline - Date.now())) && clean;
    return clean;
  };
  for (let p = port, tries = 0; ; p++, tries++) {
    try {
      await new Promise((ok, fail) => {
        http.once('error', fail);
        http.listen(p, host, () => {
          http.off('error', fail);
          listenedAt = Date.now();
          ok();
        });
      });
    } catch (e) {
      if (e.code === 'EADDRINUSE' && port !== 0 && tries < 20) continue;
      await relayP.then(
        (relay) => relay.close(),
        () => undefined,
      );
      throw e;
    }
    const addr = http.address();
    // `server` keeps the shape callers knew: close(), and the relay's own parts once ready.
    return { server: { close, relay: relayP }, url: `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}/` };
  }
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * GET/HEAD of the built game's files (everything outside /relay/). Answers true when it took the
 * request. Never a dotfile (the build stamp), never outside `dir`; hashed assets are cached for
 * good, index.html is checked again each time.
 */
function staticFiles(dir) {
  const root = resolve(dir);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return false;
    }
    if (path.startsWith('/relay/')) return false;
    if (path.endsWith('/')) path += 'index.html';
    const file = resolve(root, `.${path}`);
    const inside = file.startsWith(root + sep) && !path.split('/').some((seg) => seg.startsWith('.'));
    let st = null;
    try {
      st = inside ? statSync(file) : null;
    } catch {
      st = null;
    }
    if (!st || !st.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return true;
    }
    const ext = file.slice(file.lastIndexOf('.'));
    const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      'last-modified': st.mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, 'content-length': st.size });
    if (req.method === 'HEAD') res.end();
    else res.end(readFileSync(file));
    return true;
  };
}

/**
 * The key the notification addresses are sealed with, kept apart from the database (issue 44.5):
 * RELAY_NOTIFY_KEY (64 hex digits), or the file RELAY_NOTIFY_KEY_FILE names (a secret mounted
 * into a container; deploy/compose.yaml makes one). With the embedded database and neither, a key
 * of this relay's own in a file beside its folder (`.relay-data.notify-key`, made once, readable
 * by its owner only): not in the folder, so a copy of the database does not carry it. With a
 * PostgreSQL server and neither: none, and the relay offers no notifications (it says so).
 */
function notifyKey(dataDir, databaseUrl) {
  if (process.env.RELAY_NOTIFY_KEY) return process.env.RELAY_NOTIFY_KEY.trim();
  if (process.env.RELAY_NOTIFY_KEY_FILE) return readFileSync(process.env.RELAY_NOTIFY_KEY_FILE, 'utf8').trim();
  if (databaseUrl) return null;
  return ensureKeyFile(join(dirname(dataDir), `${basename(dataDir)}.notify-key`));
}

function relayLimits() {
  if (!process.env.RELAY_LIMITS) return {};
  const l = JSON.parse(process.env.RELAY_LIMITS);
  if (!l || typeof l !== 'object' || Object.values(l).some((v) => typeof v !== 'number' || !(v > 0)))
    throw new Error('RELAY_LIMITS must be a JSON object of positive numbers');
  return l;
}

/**
 * The embedded database's template beside the relay's code (kept across rebuilds of the code),
 * and the relay's folder made from it with its schema, unless a PostgreSQL server is named or
 * the folder is there: `npm start` then opens an existing database, as at any later start.
 */
async function ensurePgliteTemplate(dataDir) {
  const { makePgliteTemplate, prepareEmbeddedDatabase } = await import(pathToFileURL(join(SERVER_OUT, 'relay.mjs')).href);
  await makePgliteTemplate(SERVER_OUT);
  if (!process.env.DATABASE_URL && !existsSync(join(dataDir, 'PG_VERSION'))) await prepareEmbeddedDatabase(dataDir, SERVER_OUT);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const arg = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const buildOnly = args.includes('--build-only');
  const relayOnly = args.includes('--relay-only');
  const staticDir = relayOnly ? null : arg('--static') ? resolve(arg('--static')) : OUT;
  // A folder given by --static is served as it is (a test's own build).
  if (!arg('--static') && !relayOnly) await ensureBuild();
  await ensureServerBuild();
  // The template and the relay's folder are made with the build (`npm ci`): the first start opens
  // its database as quickly as any later one. Without them the relay makes them when it needs them.
  if (buildOnly)
    await ensurePgliteTemplate(arg('--relay-data') ? resolve(arg('--relay-data')) : (process.env.SEA_DEVILS_RELAY_DATA ?? join(ROOT, '.relay-data'))).catch(
      (e) => console.warn(`the embedded database's template was not made (${e.message}); the relay makes it when it needs it`),
    );
  if (!buildOnly) {
    const { server, url } = await serve({
      port: Number(arg('--port') ?? process.env.PORT ?? 5173),
      host: arg('--host') ?? process.env.HOST ?? '127.0.0.1',
      staticDir,
      relayData: arg('--relay-data') ? resolve(arg('--relay-data')) : undefined,
      trustProxy: args.includes('--trust-proxy'),
      log: args.includes('--quiet') ? null : console.log,
    });
    console.log(`Sea Devils is ready: open ${url}`);
    // SIGTERM or SIGINT: a clean stop within 3 s (serve's close), exit 0; whatever still hangs
    // then is cut, exit 1. A second signal exits at once.
    const stop = () => {
      const t = Date.now();
      setTimeout(() => {
        console.error('relay: not stopped within 3 s; exiting');
        process.exit(1);
      }, STOP_MS).unref();
      void server.close().then(
        (clean) => {
          if (!args.includes('--quiet')) console.log(`Sea Devils stopped${clean ? '' : ' (connections cut)'} in ${Date.now() - t} ms`);
          process.exit(clean ? 0 : 1);
        },
        () => process.exit(1),
      );
      for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => process.exit(1));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
