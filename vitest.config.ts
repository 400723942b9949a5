import { defineConfig } from 'vitest/config';

// Unit, rule and property tests (tests/). Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // No wall-clock bound: every test and hook is bounded by count (a hang shows as a run that never ends).
    testTimeout: 0,
    hookTimeout: 0,
  },
});
