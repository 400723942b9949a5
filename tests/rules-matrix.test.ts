import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRuleBook } from '../scripts/rules-matrix/book';
import { citedIn, proseTokens, testTitle } from '../scripts/rules-matrix/citations';
import { DEFAULT_BOOK, MATRIX_FILE, ROOT, loadMatrix, matrixProblems, parseNotes, renderMatrix, type Row } from '../scripts/rules-matrix/matrix';

// The rules matrix (npm run rules:matrix) as CI sees it. Titles here name no rule on purpose:
// this file would otherwise cite the numbers it uses as examples.

// Built once for the file: it reads every source and test file.
let rows: Row[] | null = null;
const matrix = (): Row[] => (rows ??= loadMatrix());

describe('rules matrix', () => {
  it('the rule book is in the shared folder beside the project', () => {
    expect(existsSync(DEFAULT_BOOK), `${DEFAULT_BOOK} is missing: keep the shared folder beside the project`).toBe(true);
  });

  it('every substantive paragraph is cited by code and by a test', () => {
    const problems = matrixProblems(matrix());
    expect(problems, `substantive paragraphs without code or test:\n${problems.join('\n')}`).toEqual([]);
  });

  it('the committed matrix is up to date (run npm run rules:matrix)', () => {
    const fresh = renderMatrix(matrix());
    const committed = readFileSync(join(ROOT, MATRIX_FILE), 'utf8');
    expect(committed === fresh, `${MATRIX_FILE} is stale: run npm run rules:matrix and commit it`).toBe(true);
  });
});

describe('matrix checks', () => {
  const row = (id: string, kind: Row['kind'], code: string[], tests: Row['tests']): Row => ({ id, title: 't', kind, reason: null, note: null, code, tests });
  it('flag a substantive paragraph with no code or no running test, never a heading or a descriptive one', () => {
    const skippedOnly = [{ file: 'tests/a.test.ts', tests: 0, fails: 0, skipped: 1, comments: 0 }];
    const failing = [{ file: 'tests/a.test.ts', tests: 0, fails: 1, skipped: 0, comments: 0 }];
    const rows = [
      row('4.14', 'rule', ['src/ui/a.ts'], []),
      row('4.1', 'heading', [], []),
      row('5.2', 'descriptive', [], []),
      row('4.13', 'rule', ['src/engine/a.ts'], skippedOnly),
      row('5.0', 'rule', ['scenarios/a.json'], failing),
    ];
    expect(matrixProblems(rows)).toEqual([
      '4.14 (t): no rules code cites it (src/engine, src/data or scenarios)',
      '4.14 (t): no test cites it',
      '4.13 (t): no test cites it',
    ]);
  });
  it('render every change, so a stale file differs from a fresh one', () => {
    const a = renderMatrix([row('4.14', 'rule', ['src/a.ts'], [])]);
    expect(renderMatrix([row('4.14', 'rule', ['src/b.ts'], [])])).not.toBe(a);
    expect(renderMatrix([row('4.14', 'rule', ['src/a.ts'], [])])).toBe(a);
  });
});

describe('rule-number citations', () => {
  it('match a number whole: a short number is never found inside a longer one', () => {
    expect(citedIn('see 4.12 and 4.1')).toEqual(['4.12', '4.1']);
    expect(citedIn('4.12')).toEqual(['4.12']);
    expect(citedIn('4.1.2, v8.22.0, 127.0.0.1, 1.25x, a4.1, 4.12a')).toEqual([]);
    expect(citedIn('per 9.22/2, 6.13 (3), (11.52).')).toEqual(['9.22', '6.13', '11.52']);
  });
  it('read a scenario wildcard as that paragraph of every scenario', () => {
    expect(citedIn('bands (13.x5)')).toEqual(['13.15', '13.25', '13.35', '13.45', '13.55']);
  });
  it('come only from comments and strings, never from numbers in code or patterns', () => {
    const src = [
      'const scale = 4.5 * x; // 6.13: spotted',
      "const re = /^(3\\.0|9\\.2)/; const s = '7.11: a run';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template, as the scanner meets it
      'const t = `at ${a / 2.5} (8.13)`; /* 10.31 */',
    ].join('\n');
    const found = proseTokens(src).flatMap((t) => citedIn(t.text));
    expect(found.sort()).toEqual(['10.31', '6.13', '7.11', '8.13']);
  });
  it('tell a test title, and its modifiers, from other strings', () => {
    const titles = proseTokens("it.fails('a', () => {}); describe('b', () => { expect('c') }); it.skip(`d`, f)")
      .map((t) => testTitle(t))
      .filter((t) => t !== null)
      .map((t) => `${t.title}:${t.modifiers.join('.')}`);
    expect(titles).toEqual(['a:it.fails', 'b:describe', 'd:it.skip']);
  });
});

describe('rule book and notes', () => {
  const book = () => parseRuleBook(readFileSync(DEFAULT_BOOK, 'utf8'));
  it('finds every paragraph of sections 3 to 13 once, in order, with bare titles as headings', () => {
    const ids = book().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('3.0');
    expect(ids.at(-1)).toBe('13.55');
    expect(ids.indexOf('4.1')).toBeLessThan(ids.indexOf('4.11'));
    expect(ids.indexOf('4.14')).toBeLessThan(ids.indexOf('4.2'));
    const heading = (id: string) => book().find((p) => p.id === id)!.heading;
    expect(heading('4.1')).toBe(true);
    expect(heading('13.1')).toBe(true);
    expect(heading('6.3')).toBe(false);
    expect(heading('10.51')).toBe(false);
    expect(heading('13.11')).toBe(false);
  });
  it('refuses notes for paragraphs the book does not have, or with unknown fields', () => {
    const b = book();
    expect(() => parseNotes({ paragraphs: { '4.99': { note: 'x' } } }, b)).toThrow(/4\.99 is not a numbered paragraph/);
    expect(() => parseNotes({ paragraphs: { '4.12': { nope: 'x' } } }, b)).toThrow(/rules-notes/);
    expect(() => parseNotes({ paragraphs: { '4.1': { descriptive: 'x' } } }, b)).toThrow(/heading already/);
    expect(parseNotes({ paragraphs: { '4.12': { note: 'x' } } }, b).get('4.12')).toEqual({ note: 'x' });
  });
});
