// The container recipe in deploy/Dockerfile without a container (issue 33): after `npm ci` it
// keeps only the production packages (`npm prune --omit=dev`) and starts `scripts/start.mjs`. That
// works only if the built files are current and nothing the server loads at run time is a
// devDependency (vite, esbuild, tsx...). Here: the project's build inputs and built files in a
// scratch folder with only the packages package-lock.json does not mark `dev`, then the server
// started from it serves the game and a relay game. Also: docs/relay.md names the files in deploy/.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer, type Spawned } from './spawned';

/** What the image holds besides node_modules: the build's inputs (their fingerprint says the build is current) and the built files. */
const COPIED = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'src',
  'assets',
  'scenarios',
  'public',
  'scripts',
  'dist',
  'dist-server',
];

/** The lock's production packages: every installed path not marked dev (npm prune --omit=dev keeps these). */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  return Object.entries(lock.packages)
    .filter(([path, p]) => path.startsWith('node_modules/') && p.dev !== true)
    .map(([path]) => path);
}

describe('deploy/Dockerfile: the container recipe', () => {
  let dir = '';
  let server: Spawned | undefined;
  beforeAll(() => {
    // The built files must be current first (a developer's edited sources would otherwise send the copy to build, without vite).
    execFileSync(process.execPath, [join(ROOT, 'scripts/start.mjs'), '--build-only'], { cwd: ROOT, stdio: 'ignore' });
    dir = mkdtempSync(join(tmpdir(), 'sea-devils-deploy-'));
    for (const f of COPIED) if (existsSync(join(ROOT, f))) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
    // Nested paths (node_modules/a/node_modules/b) come after their parent in the lock; copying a parent copies them too, so skip those already there.
    for (const p of productionPackages()) if (!existsSync(join(dir, p)) && existsSync(join(ROOT, p))) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
    for (const dev of ['vite', 'esbuild', 'tsx', 'vitest', 'typescript'])
      expect(existsSync(join(dir, 'node_modules', dev)), `${dev} is a devDependency and must not be in the production copy`).toBe(false);
  });
  afterAll(async () => {
    if (server) {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('starts with the production packages alone and serves the game and a relay game', async () => {
    server = await startServer({ dataDir: join(dir, '.relay-data'), root: dir });
    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="app"');
    const created = await fetch(`${server.url}relay/v1/games`, { method: 'POST' });
    expect(created.status).toBe(201);
    expect(Object.keys((await created.json()) as object).sort()).toEqual(['game', 'guest', 'host']);
    expect(server.out.join('')).not.toMatch(/Building|Cannot find (module|package)/);
  });
});

describe('deploy/: the files docs/relay.md describes', () => {
  it('docs/relay.md names each file in deploy/, and the compose file builds from deploy/Dockerfile', () => {
    const doc = readFileSync(join(ROOT, 'docs/relay.md'), 'utf8');
    for (const f of ['deploy/Dockerfile', 'deploy/Dockerfile.dockerignore', 'deploy/compose.yaml', 'deploy/nginx.conf']) {
      expect(existsSync(join(ROOT, f)), f).toBe(true);
      expect(doc, f).toContain(f);
    }
    expect(readFileSync(join(ROOT, 'deploy/compose.yaml'), 'utf8')).toContain('dockerfile: deploy/Dockerfile');
  });
});
