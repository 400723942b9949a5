// `npm start`: serve the game's production build on http://127.0.0.1:5173/ and, on the same
// port, the relay that carries the turns of games played online (docs/relay.md).
// The build is made once (by `npm ci`, through the `prepare` script) and made again only when
// what it is built from has changed, so that starting the game costs a server start, not a
// build. The relay's server code is bundled the same way (dist-server/, by esbuild), and its
// database opens only on the first relay request.
//   node scripts/start.mjs [--port N] [--host H] [--static DIR | --relay-only] [--relay-data DIR] [--trust-proxy] [--quiet]
//   node scripts/start.mjs --build-only       builds what is stale and exits (the prepare step)
// DATABASE_URL=postgres://… uses that PostgreSQL server instead of the embedded one;
// RELAY_LIMITS='{"perAddressPerMinute":3000}' changes the relay's limits (docs/relay.md).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist');
const STAMP = join(OUT, '.build-stamp');
const SERVER_OUT = join(ROOT, 'dist-server');
const SERVER_STAMP = join(SERVER_OUT, '.build-stamp');
// Everything the build reads from the project. package-lock.json stands for node_modules.
const INPUTS = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'src', 'assets', 'scenarios', 'public'];
const SERVER_INPUTS = ['package-lock.json', 'src/relay'];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((f) => files(join(path, f)));
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
  if (want === have && existsSync(join(SERVER_OUT, 'relay.mjs'))) return false;
  const { build } = await import('esbuild');
  rmSync(SERVER_OUT, { recursive: true, force: true });
  mkdirSync(SERVER_OUT, { recursive: true });
  await build({ entryPoints: [join(ROOT, 'src/relay/server.ts')], outfile: join(SERVER_OUT, 'relay.mjs'), bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
  cpSync(join(ROOT, 'src/relay/migrations'), join(SERVER_OUT, 'migrations'), { recursive: true });
  writeFileSync(SERVER_STAMP, want + '\n');
  return true;
}

/**
 * Serves `staticDir` and the relay; tries the next ports when the one asked for is taken (port 0: any free one).
 * The port answers at once: the game's files are served by this script itself, and the relay
 * (Fastify and its plugins, about 0.5-1 s to load) starts behind it: a relay request that comes
 * before it is ready waits for it (issue 18: `npm start` to the map in under a second). The relay
 * sees each request on its own socket (client address, WebSocket upgrade) as if it listened itself.
 */
export async function serve({ port = 5173, host = '127.0.0.1', staticDir = OUT, relayData, databaseUrl = process.env.DATABASE_URL, trustProxy = false, log = console.log, limits = relayLimits() } = {}) {
  const { createServer } = await import('node:http');
  const dataDir = relayData ?? process.env.SEA_DEVILS_RELAY_DATA ?? join(ROOT, '.relay-data');
  const relayP = import(pathToFileURL(join(SERVER_OUT, 'relay.mjs')).href)
    .then(({ createRelayServer }) => createRelayServer({ staticDir: null, dataDir, databaseUrl: databaseUrl || null, trustProxy, log, limits }))
    .then(async (relay) => { await relay.app.ready(); return relay; });
  relayP.catch((e) => { console.error(`relay: it could not start (${e.message})`); });
  const files = staticDir ? staticFiles(staticDir) : null;
  const http = createServer((req, res) => {
    if (files && files(req, res)) return;
    relayP.then((relay) => relay.app.routing(req, res), () => { res.statusCode = 503; res.end(); });
  });
  // As Fastify sets up a server it listens on itself: long keep-alive (72 s), no request timeout
  // (the relay's long polls wait), so clients keep their connections as they did before.
  http.keepAliveTimeout = 72_000;
  http.requestTimeout = 0;
  http.on('upgrade', (req, socket, head) => {
    relayP.then((relay) => relay.app.server.emit('upgrade', req, socket, head), () => socket.destroy());
  });
  const close = async () => {
    await new Promise((r) => { http.close(r); http.closeAllConnections(); });
    await relayP.then((relay) => relay.close(), () => undefined);
  };
  for (let p = port, tries = 0; ; p++, tries++) {
    try {
      await new Promise((ok, fail) => { http.once('error', fail); http.listen(p, host, () => { http.off('error', fail); ok(); }); });
    } catch (e) {
      if (e.code === 'EADDRINUSE' && port !== 0 && tries < 20) continue;
      await relayP.then((relay) => relay.close(), () => undefined);
      throw e;
    }
    const addr = http.address();
    // `server` keeps the shape callers knew: close(), and the relay's own parts once ready.
    return { server: { close, relay: relayP }, url: `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}/` };
  }
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.wasm': 'application/wasm', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json; charset=utf-8' };

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
    try { path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname); } catch { return false; }
    if (path.startsWith('/relay/')) return false;
    if (path.endsWith('/')) path += 'index.html';
    const file = resolve(root, `.${path}`);
    const inside = file.startsWith(root + sep) && !path.split('/').some((seg) => seg.startsWith('.'));
    let st = null;
    try { st = inside ? statSync(file) : null; } catch { st = null; }
    if (!st || !st.isFile()) { res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }); res.end('Not found'); return true; }
    const ext = file.slice(file.lastIndexOf('.'));
    const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache', etag, 'last-modified': st.mtime.toUTCString(), 'x-content-type-options': 'nosniff' };
    if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers); res.end(); return true; }
    res.writeHead(200, { ...headers, 'content-length': st.size });
    if (req.method === 'HEAD') res.end();
    else res.end(readFileSync(file));
    return true;
  };
}

function relayLimits() {
  if (!process.env.RELAY_LIMITS) return {};
  const l = JSON.parse(process.env.RELAY_LIMITS);
  if (!l || typeof l !== 'object' || Object.values(l).some((v) => typeof v !== 'number' || !(v > 0))) throw new Error('RELAY_LIMITS must be a JSON object of positive numbers');
  return l;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const arg = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  const buildOnly = args.includes('--build-only');
  const relayOnly = args.includes('--relay-only');
  const staticDir = relayOnly ? null : arg('--static') ? resolve(arg('--static')) : OUT;
  // A folder given by --static is served as it is (a test's own build).
  if (!arg('--static') && !relayOnly) await ensureBuild();
  await ensureServerBuild();
  if (!buildOnly) {
    const { server, url } = await serve({
      port: Number(arg('--port') ?? process.env.PORT ?? 5173), host: arg('--host') ?? process.env.HOST ?? '127.0.0.1', staticDir,
      relayData: arg('--relay-data') ? resolve(arg('--relay-data')) : undefined, trustProxy: args.includes('--trust-proxy'),
      log: args.includes('--quiet') ? null : console.log,
    });
    console.log(`Sea Devils is ready: open ${url}`);
    const stop = () => void server.close().finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
