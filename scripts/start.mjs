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
import { join, resolve } from 'node:path';
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

/** Serves `staticDir` and the relay; tries the next ports when the one asked for is taken (port 0: any free one). */
export async function serve({ port = 5173, host = '127.0.0.1', staticDir = OUT, relayData, databaseUrl = process.env.DATABASE_URL, trustProxy = false, log = console.log, limits = relayLimits() } = {}) {
  const { createRelayServer } = await import(pathToFileURL(join(SERVER_OUT, 'relay.mjs')).href);
  const dataDir = relayData ?? process.env.SEA_DEVILS_RELAY_DATA ?? join(ROOT, '.relay-data');
  for (let p = port, tries = 0; ; p++, tries++) {
    const server = await createRelayServer({ staticDir, dataDir, databaseUrl: databaseUrl || null, trustProxy, log, limits });
    try {
      await server.app.listen({ port: p, host });
    } catch (e) {
      await server.close();
      if (e.code === 'EADDRINUSE' && port !== 0 && tries < 20) continue;
      throw e;
    }
    const addr = server.app.server.address();
    return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}/` };
  }
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
