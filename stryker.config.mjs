// Mutation testing of the rules engine (issue 21 point 4): `npm run test:mutation`.
// Not part of `npm test`: a full run takes a long while. While working on one file, run
// `nice -n 10 npx stryker run --mutate src/engine/rules/prestige.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The engine's rule, unit and data tests only: the CLI, relay, browser-like and AI tests are
  // slow and spawn processes that never see the mutant (tests/vitest.mutation.config.ts).
  vitest: { configFile: 'tests/vitest.mutation.config.ts' },
  mutate: ['src/engine/**/*.ts'],
  // No mutants in log and refusal sentences: tests check structured events, not wording.
  plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/ignore-wording.mjs'],
  ignorers: ['wording'],
  coverageAnalysis: 'perTest',
  // The machine is shared: two test processes at most.
  concurrency: 2,
  // Reruns only the mutants whose code or covering tests changed since the last run.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  ignorePatterns: ['dist', 'dist-server', 'e2e', 'out', 'test-results', '.relay-data', 'reports'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
  // Generous: the machine is shared, and a false time-out restarts a test process (slow).
  timeoutMS: 15000,
  timeoutFactor: 2,
  cleanTempDir: 'always',
};
