import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mapPacked } from '../../src/lib/packed';

// src/lib/packed.ts (issue 47): a list mapped in optimised code has the same hidden class as one
// mapped in the interpreter, so the functions that read it are not thrown away and recompiled.
// V8's own verdict, from a Node child with its test functions (%OptimizeFunctionOnNextCall,
// %HaveSameMap): Array.prototype.map's result changes class once the mapping function is
// optimised (the reason for the helper; if a V8 ever stops doing so, that line says it), and
// mapPacked's does not.

const PROBE = `
import { mapPacked } from ${JSON.stringify(pathToFileURL(resolve('src/lib/packed.ts')).href)};
// The mapping function and mapPacked itself optimised, as the game's hot code has them.
const optimisedAfter = new Function('f', 'g', 'a', '%PrepareFunctionForOptimization(f); %PrepareFunctionForOptimization(g); f(a); f(a); %OptimizeFunctionOnNextCall(f); %OptimizeFunctionOnNextCall(g); return f(a);');
const sameMap = new Function('x', 'y', 'return %HaveSameMap(x, y);');
const holey = new Function('x', 'return %HasHoleyElements(x);');
const list = [1, 2, 3];
const out = {};
for (const [name, f] of Object.entries({
  builtInObjects: (a) => a.map((x) => ({ x })),
  builtInNumbers: (a) => a.map((x) => x + 1),
  packedObjects: (a) => mapPacked(a, (x) => ({ x })),
  packedNumbers: (a) => mapPacked(a, (x) => x + 1),
})) {
  const before = f(list);
  const after = optimisedAfter(f, mapPacked, list);
  out[name] = { sameMap: sameMap(before, after), holey: holey(after) };
}
console.log(JSON.stringify(out));
`;

describe('mapPacked: one hidden class in every tier (issue 47)', () => {
  it("gives map's elements, in map's order, index included", () => {
    const xs = ['C9', 'C14', 'C16'];
    expect(mapPacked(xs, (x, i) => `${i}:${x}`)).toEqual(xs.map((x, i) => `${i}:${x}`));
    expect(mapPacked([], (x) => x)).toEqual([]);
  });

  it("keeps the interpreter's class once optimised, where Array.prototype.map's changes", () => {
    const dir = mkdtempSync(join(tmpdir(), 'packed-'));
    try {
      const file = join(dir, 'probe.mjs');
      writeFileSync(file, PROBE);
      const text = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', file], { encoding: 'utf8', cwd: resolve('.') });
      const got = JSON.parse(text.trim().split('\n').at(-1)!) as Record<string, { sameMap: boolean; holey: boolean }>;
      expect(got.packedObjects).toEqual({ sameMap: true, holey: false });
      expect(got.packedNumbers).toEqual({ sameMap: true, holey: false });
      // The premise: the built-in's optimised result is holey, a class of its own.
      expect(got.builtInObjects).toEqual({ sameMap: false, holey: true });
      expect(got.builtInNumbers).toEqual({ sameMap: false, holey: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
