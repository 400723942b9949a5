import { defineConfig, type Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serviceWorker } from './scripts/serviceWorker.ts';

// A hash of everything that decides a simulated game (rules, AI, data, comparison code): the
// comparison screen keeps results per build, so a changed engine never shows stale numbers.
function buildHash(): string {
  const hash = createHash('sha256');
  const root = resolve(import.meta.dirname);
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        hash.update(relative(root, path));
        hash.update(readFileSync(path));
      }
    }
  };
  for (const dir of ['src/engine', 'src/ai', 'src/game', 'src/data', 'src/compare', 'assets', 'scenarios']) walk(join(root, dir));
  return hash.digest('hex').slice(0, 12);
}

// Pixi's barrel (pixi.js/lib/index.mjs) re-exports every renderer back end, so the bundler put the
// WebGL and WebGPU renderers (about 60 KB gzipped) in the map's first download although Pixi
// loads the one it uses by dynamic import. The game imports none of them by name: dropping those
// re-exports from the barrel leaves each back end in its own chunk, fetched only when chosen
// (issue 18). Pixi's own modules import them directly, so nothing else changes.
const BACKEND_REEXPORT = /^export \{[^}]*\} from '\.\/[^']*\/(?:gl|gpu|canvas)\/[^']*';$/gm;
function pixiBackendsApart(): Plugin {
  return {
    name: 'sea-devils:pixi-backends-apart',
    transform(code, id) {
      if (!/[\\/]pixi\.js[\\/]lib[\\/]index\.mjs$/.test(id)) return null;
      return { code: code.replace(BACKEND_REEXPORT, ''), map: null };
    },
  };
}

// The game is a static single-page app: `npm start` serves it, `npm run build` writes dist/.
export default defineConfig({
  base: './',
  // The service worker that keeps the built game for offline play (issue 49.2).
  plugins: [pixiBackendsApart(), serviceWorker(resolve(import.meta.dirname, 'src/ui/pwa/serviceWorker.ts'))],
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
  // The comparison's Web Workers are ES modules (they share chunks with the game).
  worker: { format: 'es' },
  define: { __SEA_DEVILS_BUILD__: JSON.stringify(buildHash()) },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
});
