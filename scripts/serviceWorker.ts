// The Vite plugin that writes the game's service worker, sw.js, into each build of the page (issue
// 49.2): src/ui/pwa/serviceWorker.ts compiled as a classic script, preceded by the list of every
// file of the build (the chunks, the CSS, the workers, index.html and what public/ holds: the
// manifest and the icons) and a hash of them all, its version. A build that changes any file
// changes the worker's bytes, which is how browsers find a new version (register.ts offers it).
// Hand-written rather than vite-plugin-pwa: that plugin (2.0) installs and builds with this Vite on
// Node 20, but brings 239 packages (workbox-build: Babel, Rollup, Terser) and doubled the build's
// CPU time (4.2 s to 8.3 s) for the hundred lines this needs; every browser test file builds the game.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

/** The files under `dir` (no dotfiles), as paths relative to it with '/'. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name.startsWith('.')) continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

export function serviceWorker(source: string): Plugin {
  let publicDir = '';
  return {
    name: 'sea-devils:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      // Only the game's page (a build of another page, the map's demo, has no worker).
      if (!bundle['index.html']) return;
      const hash = createHash('sha256');
      const files: string[] = [];
      for (const [name, item] of Object.entries(bundle).sort(([a], [b]) => (a < b ? -1 : 1))) {
        if (name.endsWith('.map') || name === 'sw.js') continue;
        files.push(name);
        hash.update(`${name}\0`);
        hash.update(item.type === 'chunk' ? item.code : item.source);
      }
      for (const name of filesUnder(publicDir)) {
        files.push(name);
        hash.update(`${name}\0`);
        hash.update(readFileSync(join(publicDir, name)));
      }
      const version = hash.digest('hex').slice(0, 16);
      const compiled = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
      // A classic script: the module marker that makes the file a module for the type checker goes.
      const code = compiled.code.replace(/^export\s*\{\s*\};?\s*$/m, '');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `// Sea Devils' service worker, build ${version} (src/ui/pwa/serviceWorker.ts)\nconst __VERSION__ = ${JSON.stringify(version)};\nconst __PRECACHE__ = ${JSON.stringify(files)};\n${code}`,
      });
    },
  };
}
