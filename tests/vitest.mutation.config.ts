import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant of src/engine (stryker.config.mjs): the rule, unit
// and data tests. Left out: the fuzz and property runs (seconds each, re-run for nearly every
// mutant), tests that spawn CLIs or servers (the child process never sees the mutant), and the
// AI, compare, remote, relay and UI suites, which test other layers. rolls-explained plays six AI
// games when its file loads: every engine line it reaches would count as a "static" mutant, run
// with a full reload of every module (Stryker measured 62% of the mutants static, 84% of the time).
// legal-actions and r03-light-queries walk random games (property tests, like property.test.ts):
// they cover nearly every engine line, so every surviving mutant re-ran them (3.4 s of its 4.4 s).
// Without them escape.ts scored the same (23 killed of 53) in 15 s instead of 52 s. They are the
// legal-actions query's own specification (3.0: the query lists what apply accepts), so the
// core-actions shard (actions*.ts) keeps them: without them that shard scored 22%.
const QUERY_GAMES = ['tests/engine/legal-actions.test.ts', 'tests/rules/r03-light-queries.test.ts'];
const queryShard = process.env.MUTATION_SHARD === 'core-actions' || process.env.MUTATION_QUERY_GAMES === '1';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/data/**/*.test.ts', 'tests/rules/**/*.test.ts'],
    exclude: [
      'tests/engine/fuzz.test.ts',
      'tests/engine/property.test.ts',
      'tests/engine/cli-flags.test.ts',
      'tests/engine/rolls-explained.test.ts',
      // Mocks the option registry for its own file (vi.mock), which needs a module graph of its
      // own: with isolate false the registry is already loaded by the files before it.
      'tests/engine/options-added-variant.test.ts',
      ...(queryShard ? [] : QUERY_GAMES),
    ],
    environment: 'node',
    // One module graph for all the test files of a mutant's run: loading the data once instead of
    // once per file is most of the run's time. The engine's memos (keyed on the data) are filled by
    // the dry run, unmutated, so a mutant in a memo's builder can only look surviving, never killed.
    isolate: false,
    testTimeout: 0, // no wall-clock bound: every test is bounded by count (a hang shows as a run that never ends)
  },
});
