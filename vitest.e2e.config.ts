import { defineConfig } from 'vitest/config';

// Browser tests (e2e/): Debian's Chromium driven by playwright-core against a Vite build of the
// dev pages. One file at a time, in one worker: they share a machine without a GPU.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
