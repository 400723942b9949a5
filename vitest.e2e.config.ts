import { defineConfig } from 'vitest/config';

// Browser tests (e2e/): Debian's Chromium driven by playwright-core against a Vite build of the
// dev pages. One file at a time, in one worker: they share a machine without a GPU.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // No deadline on a test or hook (CI machines are slow and shared): a test is bounded by its
    // count of steps; each wait for the page names what it waits for and has its own generous limit.
    testTimeout: 0,
    hookTimeout: 0,
    // expect.poll's own default is 1 s, which a loaded CI machine can miss for a page that is
    // merely slow (a poll with its own timeout keeps it).
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
    maxWorkers: 1,
  },
});
