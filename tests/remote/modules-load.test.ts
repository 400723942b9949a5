import { describe, expect, it } from 'vitest';

// Every module of src/remote loads. A change that stops one from loading (a message schema left
// invalid) fails every test file that imports it before any test runs; this test fails instead, by
// name. Mutation testing needs it (issue 44.7): a test file that cannot load reports no failed
// test, so Stryker's Vitest runner would count such a mutant as surviving.
const modules = import.meta.glob('../../src/remote/**/*.ts');

describe('remote play loads', () => {
  it('every module of src/remote imports without error', async () => {
    const paths = Object.keys(modules);
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) await expect(modules[p]!(), p).resolves.toBeDefined();
  });
});
