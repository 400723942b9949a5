// Issue 48.8: the start screen ("see docs/reconstruction.md") and the Plot's legend ("docs/plot.md")
// sent players to files of the repository, which a player of the built game cannot open. No text
// the interface shows may name one: this reads every string in src/ui (comments left out).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../src/ui');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });

/** The file's code with its comments removed (block comments, and line comments not inside a URL). */
const code = (src: string): string => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

describe('48.8: the interface names no repository file', () => {
  it('no code in src/ui (comments aside) names docs/ or a .md file', () => {
    const found = files(ROOT).flatMap((f) =>
      code(readFileSync(f, 'utf8'))
        .split('\n')
        .filter((line) => /\bdocs\/|\b[\w-]+\.md\b/.test(line))
        .map((line) => `${relative(ROOT, f)}: ${line.trim().slice(0, 100)}`),
    );
    expect(found).toEqual([]);
  });
});
