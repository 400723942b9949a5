import { describe, expect, it } from 'vitest';

// Every engine module loads. A change that stops one from loading (a schema or the turn machine's
// definition left invalid) fails every test file that imports it before any test runs; this test
// fails instead, by name. Mutation testing needs it: a test file that cannot load reports no
// failed test, so Stryker's Vitest runner would count such a mutant as surviving.
const modules = import.meta.glob('../../src/engine/**/*.ts');

describe('3.0 the engine loads', () => {
  it('3.0: every module of src/engine imports without error', async () => {
    const paths = Object.keys(modules);
    expect(paths.length).toBeGreaterThan(40);
    for (const p of paths) await expect(modules[p]!(), p).resolves.toBeDefined();
  });
});
