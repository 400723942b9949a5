// Runs every test suite (unit/rules/property, then browser tests when Chromium is present) and
// prints the closing line CI reads: "N passed, N failed". Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { findChromium, chromiumMissing } from './find-chromium.mjs';

const out = 'test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const suites = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit'], json: null },
  { name: 'data', cmd: ['npx', 'tsx', 'scripts/data-check.ts'], json: null },
  // The layout (README, "Floors and entry points"): the import rule, then knip's dead code.
  { name: 'imports', cmd: ['npx', 'tsx', 'scripts/check-imports.ts'], json: null },
  { name: 'knip', cmd: ['npx', 'knip', '--no-progress'], json: null },
  // Format and lint (biome.jsonc): any finding, a warning included, fails it.
  { name: 'lint', cmd: ['npx', '--no-install', 'biome', 'check', '--error-on-warnings', '.'], json: null },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/unit.json`], json: `${out}/unit.json` },
];
const browser = findChromium();
if (existsSync('vitest.e2e.config.ts')) {
  if (browser) {
    process.env.CHROMIUM_PATH = browser;
    console.log(`browser tests: ${browser}`);
    suites.push({
      name: 'browser',
      cmd: ['npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/e2e.json`],
      json: `${out}/e2e.json`,
    });
  } else {
    console.error(`browser tests could not run, counted as failed.\n${chromiumMissing()}`);
  }
}

let passed = 0,
  failed = 0,
  skipped = 0;
if (existsSync('vitest.e2e.config.ts') && !browser) failed += 1;
for (const s of suites) {
  console.log(`\n=== ${s.name}: ${s.cmd.join(' ')}`);
  const r = spawnSync(s.cmd[0], s.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } });
  if (s.json && existsSync(s.json)) {
    const j = JSON.parse(readFileSync(s.json, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += j.numFailedTests ?? 0;
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    // A suite that crashed outside any test (e.g. a file failing to load) still fails the run.
    if (r.status !== 0 && (j.numFailedTests ?? 0) === 0) failed += 1;
  } else {
    if (r.status === 0) passed += 1;
    else failed += 1;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
