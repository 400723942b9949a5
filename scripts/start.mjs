// `npm start`: serve the game's production build on http://127.0.0.1:5173/.
// The build is made once (by `npm ci`, through the `prepare` script) and made again only when
// what it is built from has changed, so that starting the game costs a server start, not a
// build. `node scripts/start.mjs --build-only` builds when stale and exits (the prepare step).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist');
const STAMP = join(OUT, '.build-stamp');
// Everything the build reads from the project. package-lock.json stands for node_modules.
const INPUTS = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'src', 'assets', 'scenarios', 'public'];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((f) => files(join(path, f)));
}

/** A hash of every input file's path and content: the build is current when it matches. */
export function fingerprint() {
  const h = createHash('sha256');
  for (const f of INPUTS.flatMap((i) => files(join(ROOT, i)))) {
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

export async function serve({ port = 5173, host = '127.0.0.1' } = {}) {
  const { preview } = await import('vite');
  const server = await preview({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: OUT }, preview: { host, port, strictPort: false, open: false } });
  const addr = server.httpServer.address();
  return { server, url: `http://${host}:${addr.port}/` };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const buildOnly = process.argv.includes('--build-only');
  const portArg = process.argv.indexOf('--port');
  await ensureBuild();
  if (!buildOnly) {
    const { url } = await serve({ port: portArg > 0 ? Number(process.argv[portArg + 1]) : 5173 });
    console.log(`Sea Devils is ready: open ${url}`);
  }
}
