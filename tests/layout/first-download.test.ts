import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier, withoutComments } from '../../scripts/check-imports';

// Issue 47: what the page's entry loads before its start screen (its static imports, followed
// through the program's own files) must not bring the libraries only other screens or tools need:
// XState (the engine plays from the turn machine's compiled table, src/engine/turnSteps.ts) and
// seedrandom's index (its five other generators: the dice use its Alea alone). `npm run bench`
// measures the bytes; this names the import that would bring them back.

const ROOT = join(import.meta.dirname, '../..');

/** The modules a file imports for their values when it loads: no `import type`, no `import()`. */
function staticImports(text: string): string[] {
  const code = withoutComments(text);
  const out: string[] = [];
  for (const m of code.matchAll(/(?:^|[\s;}])(import|export)\s+(type\s+)?([^;'"`]*?)\sfrom\s*(['"])([^'"\n]+)\4/g)) {
    if (m[2] || /^\{\s*type\s/.test(m[3] ?? '') || /^\{\s*\}$/.test((m[3] ?? '').trim())) continue;
    out.push(m[5]!);
  }
  for (const m of code.matchAll(/(?:^|[\s;}])import\s*(['"])([^'"\n]+)\1/g)) out.push(m[2]!);
  return out;
}

/** Every package the entry reaches through static imports, with the chain of files that reaches it. */
function packagesFrom(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const packages = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    for (const spec of staticImports(readFileSync(join(ROOT, file), 'utf8'))) {
      const to = resolveSpecifier(ROOT, file, spec);
      if (to === null) {
        if (!spec.startsWith('.') && !packages.has(spec)) packages.set(spec, [...seen.get(file)!, spec]);
        continue;
      }
      if (seen.has(to) || !/\.(ts|mts)$/.test(to)) continue;
      seen.set(to, [...seen.get(file)!, to]);
      queue.push(to);
    }
  }
  return packages;
}

describe("the page's first download (issue 47)", () => {
  const packages = packagesFrom('src/main.ts');

  it('holds neither XState nor all of seedrandom', () => {
    for (const unwanted of ['xstate', 'seedrandom'])
      expect(packages.get(unwanted), `${unwanted} reached by ${packages.get(unwanted)?.join(' -> ')}`).toBeUndefined();
  });

  it('the scan finds the libraries the start does load (it can fail)', () => {
    expect(packages.has('zod')).toBe(true);
    expect(packages.has('seedrandom/lib/alea')).toBe(true);
    expect(
      staticImports("import type { A } from 'a';\nimport { type B } from 'b';\nimport c from 'c';\nexport { d } from 'd';\nconst e = import('e');"),
    ).toEqual(['c', 'd']);
  });
});
