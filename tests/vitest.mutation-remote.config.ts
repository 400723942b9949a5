import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant of src/remote (issue 44.7, the shard 'remote' of
// scripts/mutation-shards.mjs): the remote clients' and the spectator's tests. Left out: the
// honest-pair soak (40 whole games, about a minute and a half; it reaches nearly every remote line,
// so every surviving mutant would re-run it) and the relay-return test (it spawns a relay process,
// which never sees the mutant). MUTATION_REMOTE_QUICK=1 keeps only the tests that play no whole
// game (each check and message on its own, tampering, halts): a run on a loaded machine in
// minutes, whose score is a floor of the whole shard's (a mutant killed by fewer tests is killed
// by more).
const WHOLE_GAMES = ['games', 'spectator', 'courier', 'activity-shown'].map((f) => `tests/remote/${f}.test.ts`);
const quick = process.env.MUTATION_REMOTE_QUICK === '1';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/remote/**/*.test.ts'],
    exclude: ['tests/remote/honest-pair.test.ts', 'tests/remote/relay-return.test.ts', ...(quick ? WHOLE_GAMES : [])],
    environment: 'node',
    // One module graph for every test file of a mutant's run: the game data loads once.
    isolate: false,
    testTimeout: 0, // no wall-clock bound: every test is bounded by count
  },
});
