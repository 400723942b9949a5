import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Issue 48.8: `npm ci` (npm 11.16 and later) warns of every dependency install script not listed
// in package.json's allowScripts. Each one in the lock file is listed (and none listed is gone),
// and the README names the start script's --port flag.

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };

describe('48.8 install scripts and set-up', () => {
  it('every dependency with an install script is covered by allowScripts', () => {
    const withScripts = [
      ...new Set(
        Object.entries(lock.packages)
          .filter(([path, p]) => path !== '' && p.hasInstallScript)
          .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
      ),
    ].sort();
    expect(withScripts.length).toBeGreaterThan(0);
    expect(Object.keys(pkg.allowScripts ?? {}).sort()).toEqual(withScripts);
  });
  it('the README tells how to serve on another port (--port)', () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('npm start -- --port');
    expect(readFileSync(resolve(ROOT, 'scripts/start.mjs'), 'utf8')).toContain("arg('--port')");
  });
});
