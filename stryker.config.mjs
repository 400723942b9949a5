// Mutation testing of the rules engine (issue 21 point 4): `npm run test:mutation` (in shards,
// scripts/mutation.ts). Not part of `npm test`: a full run takes hours. While working on one
// file, run `nice -n 10 npx stryker run --mutate src/engine/rules/prestige.ts`.
import { REMOTE_SHARD, SHARD_NAMES, shardFiles } from './scripts/mutation-shards.mjs';

// `npm run test:mutation` (scripts/mutation.ts) runs one shard at a time (MUTATION_SHARD): its
// files, its own incremental file and report; the script adds the shards up into one score.
const shard = process.env.MUTATION_SHARD;
if (shard && !SHARD_NAMES.includes(shard)) throw new Error(`unknown mutation shard "${shard.slice(0, 40)}" (shards: ${SHARD_NAMES.join(', ')})`);
const out = shard ? `reports/mutation/${shard}` : 'reports/mutation/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The engine's rule, unit and data tests only: the CLI, relay, browser-like and AI tests are
  // slow and spawn processes that never see the mutant (tests/vitest.mutation.config.ts).
  // The remote shard (issue 44.7) runs the remote clients' tests instead (tests/vitest.mutation-remote.config.ts).
  vitest: { configFile: shard === REMOTE_SHARD ? 'tests/vitest.mutation-remote.config.ts' : 'tests/vitest.mutation.config.ts' },
  mutate: shard ? shardFiles(shard) : ['src/engine/**/*.ts'],
  // No mutants in log and refusal sentences: tests check structured events, not wording.
  plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/ignore-wording.mjs'],
  ignorers: ['wording'],
  coverageAnalysis: 'perTest',
  // The machine is shared: two test processes at most.
  concurrency: 2,
  // Reruns only the mutants whose code or covering tests changed since the last run.
  incremental: true,
  incrementalFile: shard ? `${out}.incremental.json` : 'reports/stryker-incremental.json',
  ignorePatterns: ['dist', 'dist-server', 'e2e', 'out', 'test-results', '.relay-data', 'reports'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${out}.html` },
  jsonReporter: { fileName: `${out}.json` },
  // A shard does not fail alone: the script judges the whole engine's score.
  thresholds: { high: 90, low: 80, break: shard ? null : 80 },
  // Generous: the machine is shared, and a false time-out restarts a test process (slow).
  timeoutMS: 15000,
  // The first run of every engine test, before any mutant, took over Stryker's default 5 minutes
  // on a loaded 2-core machine.
  dryRunTimeoutMinutes: 60,
  timeoutFactor: 2,
  cleanTempDir: 'always',
};
