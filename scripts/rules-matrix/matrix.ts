// The rules matrix: every numbered paragraph of rule book sections 3 to 13, the source that cites
// it and the tests that cite it, with the hand-kept notes (docs/rules-notes.json). One module for
// `npm run rules:matrix` and for the test that keeps the matrix whole and fresh in CI.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { RULES } from '../../src/ui/rulesReference';
import { parseRuleBook, RULE_BOOK, type BookParagraph } from './book';
import { citedIn, proseTokens, testTitle } from './citations';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The rule book, in the shared folder kept beside the project (../shared/seeds). */
export const DEFAULT_BOOK = join(ROOT, '..', 'shared', 'seeds', RULE_BOOK);
export const NOTES_FILE = 'docs/rules-notes.json';
export const MATRIX_FILE = 'docs/rules-matrix.md';

/** The in-game rules reference paraphrases every paragraph by design; it carries no rule. */
const NOT_CODE = new Set(['src/ui/rulesReference.ts']);
const MAX_FILE = 2_000_000;

export type Kind = 'heading' | 'descriptive' | 'rule';
export interface TestCite {
  file: string;
  tests: number;
  fails: number;
  skipped: number;
  comments: number;
}
export interface Row {
  id: string;
  title: string;
  kind: Kind;
  /** Why a paragraph with text is judged to need no code or test. */
  reason: string | null;
  code: string[];
  tests: TestCite[];
  note: string | null;
}

const NoteSchema = z.strictObject({
  title: z.string().min(1).max(80).optional(),
  descriptive: z.string().min(1).max(300).optional(),
  note: z.string().min(1).max(1200).optional(),
});
const NotesSchema = z.strictObject({
  $comment: z.string().optional(),
  paragraphs: z.record(z.string().regex(/^\d{1,2}\.\d{1,2}$/), NoteSchema),
});
export type Notes = z.infer<typeof NotesSchema>;

/** Reads and checks the notes file against the book's paragraphs; throws naming each problem. */
export function parseNotes(json: unknown, book: readonly BookParagraph[]): Map<string, z.infer<typeof NoteSchema>> {
  const r = NotesSchema.safeParse(json);
  if (!r.success) throw new Error(`${NOTES_FILE}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const ids = new Set(book.map((p) => p.id));
  const out = new Map<string, z.infer<typeof NoteSchema>>();
  const problems: string[] = [];
  for (const [id, note] of Object.entries(r.data.paragraphs)) {
    if (!ids.has(id)) problems.push(`${id} is not a numbered paragraph of sections 3 to 13`);
    else if (book.find((p) => p.id === id)!.heading && note.descriptive) problems.push(`${id} is a heading already; it needs no "descriptive"`);
    out.set(id, note);
  }
  if (problems.length) throw new Error(`${NOTES_FILE}: ${problems.join('; ')}`);
  return out;
}

/** A short title in our own words: the in-game reference's, or the scenario part's, or the note's. */
function titleOf(id: string, notes: Map<string, { title?: string }>): string {
  const own = notes.get(id)?.title;
  if (own) return own;
  const ref = RULES.find((r) => r.id === id);
  if (ref) return ref.title;
  const m = /^13\.(\d)(\d)$/.exec(id);
  if (m) {
    const scenario = RULES.find((r) => r.id === `13.${m[1]}`)?.title ?? `Scenario ${m[1]}`;
    const part = ['', 'game length', 'initial levels', 'initial deployment', 'startup notes', 'victory conditions'][Number(m[2])];
    if (part) return `${scenario}: ${part}`;
  }
  return '';
}

function walk(dir: string, keep: (path: string) => boolean): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return (readdirSync(abs, { recursive: true }) as string[])
    .map((p) => join(dir, p).split(sep).join('/'))
    .filter((p) => !p.includes('node_modules') && keep(p) && statSync(join(ROOT, p)).isFile())
    .sort();
}

function read(path: string): string {
  const abs = join(ROOT, path);
  if (statSync(abs).size > MAX_FILE) throw new Error(`${path} is over ${MAX_FILE} bytes; not read`);
  return readFileSync(abs, 'utf8');
}

/** Rule numbers cited by the product: comments and strings of src/, and the scenario files. */
export function codeCitations(): Map<string, Set<string>> {
  const byRule = new Map<string, Set<string>>();
  const add = (id: string, file: string) => {
    if (!byRule.has(id)) byRule.set(id, new Set());
    byRule.get(id)!.add(file);
  };
  for (const file of walk('src', (p) => p.endsWith('.ts') && !NOT_CODE.has(p))) {
    for (const t of proseTokens(read(file))) for (const id of citedIn(t.text)) add(id, file);
  }
  // A scenario file is the data of its section: 13.N's five paragraphs (length, levels,
  // deployment, startup notes, victory bands) are its fields.
  for (const file of walk('scenarios', (p) => p.endsWith('.json'))) {
    const json = JSON.parse(read(file)) as { rule?: unknown };
    const m = typeof json.rule === 'string' ? /^13\.([1-5])$/.exec(json.rule) : null;
    if (m) for (let k = 1; k <= 5; k++) add(`13.${m[1]}${k}`, file);
  }
  return byRule;
}

/** Rule numbers cited by the tests: in test and group titles and in comments of tests/ and e2e/. */
export function testCitations(): Map<string, Map<string, TestCite>> {
  const byRule = new Map<string, Map<string, TestCite>>();
  const cite = (id: string, file: string): TestCite => {
    if (!byRule.has(id)) byRule.set(id, new Map());
    const m = byRule.get(id)!;
    if (!m.has(file)) m.set(file, { file, tests: 0, fails: 0, skipped: 0, comments: 0 });
    return m.get(file)!;
  };
  const files = [...walk('tests', (p) => p.endsWith('.test.ts')), ...walk('e2e', (p) => p.endsWith('.test.ts'))];
  for (const file of files) {
    for (const t of proseTokens(read(file))) {
      const ids = citedIn(t.text);
      if (!ids.length) continue;
      if (t.kind === 'comment') {
        for (const id of ids) cite(id, file).comments++;
        continue;
      }
      const title = testTitle(t);
      if (!title) continue;
      const skipped = title.modifiers.some((m) => m === 'skip' || m === 'todo' || m === 'skipIf');
      const fails = title.modifiers.includes('fails');
      for (const id of ids) {
        const c = cite(id, file);
        if (skipped) c.skipped++;
        else if (fails) c.fails++;
        else c.tests++;
      }
    }
  }
  return byRule;
}

export function buildMatrix(bookText: string, notesJson: unknown): Row[] {
  const book = parseRuleBook(bookText);
  const notes = parseNotes(notesJson, book);
  const code = codeCitations();
  const tests = testCitations();
  return book.map((p): Row => {
    const n = notes.get(p.id);
    return {
      id: p.id,
      title: titleOf(p.id, notes),
      kind: p.heading ? 'heading' : n?.descriptive ? 'descriptive' : 'rule',
      reason: n?.descriptive ?? null,
      code: [...(code.get(p.id) ?? [])].sort(),
      tests: [...(tests.get(p.id)?.values() ?? [])].sort((a, b) => a.file.localeCompare(b.file)),
      note: n?.note ?? null,
    };
  });
}

/** Where a rule is carried: the engine, the data schemas and checks, the scenario files. The AI
 *  and the screens cite rules too (shown), but they do not make the game keep one. */
export const isRulesCode = (path: string): boolean => /^(src\/engine|src\/data|scenarios)\//.test(path);

/** A test file counts for a paragraph when a test that runs (or a comment) there cites it. */
const tested = (r: Row) => r.tests.some((t) => t.tests + t.fails + t.comments > 0);

/** What keeps CI red: a substantive paragraph with no code or no test citing it, or a missing title. */
export function matrixProblems(rows: readonly Row[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    if (!r.title) out.push(`${r.id}: no title (add one to ${NOTES_FILE})`);
    if (r.kind !== 'rule') continue;
    if (!r.code.some(isRulesCode)) out.push(`${r.id} (${r.title}): no rules code cites it (src/engine, src/data or scenarios)`);
    if (!tested(r)) out.push(`${r.id} (${r.title}): no test cites it`);
  }
  return out;
}

export interface Summary {
  paragraphs: number;
  headings: number;
  descriptive: number;
  substantive: number;
  withCode: number;
  withTests: number;
  withBoth: number;
  failing: string[];
}

export function summarize(rows: readonly Row[]): Summary {
  const sub = rows.filter((r) => r.kind === 'rule');
  return {
    paragraphs: rows.length,
    headings: rows.filter((r) => r.kind === 'heading').length,
    descriptive: rows.filter((r) => r.kind === 'descriptive').length,
    substantive: sub.length,
    withCode: sub.filter((r) => r.code.some(isRulesCode)).length,
    withTests: sub.filter(tested).length,
    withBoth: sub.filter((r) => r.code.some(isRulesCode) && tested(r)).length,
    failing: rows.filter((r) => r.tests.some((t) => t.fails > 0)).map((r) => r.id),
  };
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const short = (path: string) => path.replace(/^src\//, '').replace(/^tests\//, '');

function testCell(t: TestCite): string {
  const n = (k: number, one: string) => `${k} ${one}${k === 1 ? '' : 's'}`;
  const parts: string[] = [];
  if (t.tests) parts.push(n(t.tests, 'test'));
  if (t.fails) parts.push(`${t.fails} marked failing (a bend)`);
  if (t.skipped) parts.push(`${t.skipped} skipped`);
  if (t.comments) parts.push(n(t.comments, 'comment'));
  return `${short(t.file)}: ${parts.join(', ')}`;
}

/** The Markdown of docs/rules-matrix.md: deterministic, so a stale file shows as a difference. */
export function renderMatrix(rows: readonly Row[]): string {
  const s = summarize(rows);
  const lines = [
    '# Rules matrix',
    '',
    `Generated by \`npm run rules:matrix\` (scripts/rules-matrix.ts) from the rule book's paragraph numbers (shared/seeds/${RULE_BOOK}), the rule numbers cited in the comments and strings of \`src/\` and in the scenario files, and those cited in test titles and comments of \`tests/\` and \`e2e/\`. Do not edit it by hand: titles and notes live in \`${NOTES_FILE}\`; \`tests/rules-matrix.test.ts\` fails when this file is stale or a substantive paragraph has no code or no test.`,
    '',
    `Paragraphs 3.0 to 13.55: **${s.paragraphs}**; headings ${s.headings}; descriptive ${s.descriptive}; substantive **${s.substantive}**, of which ${s.withCode} cited by rules code (src/engine, src/data, scenarios), ${s.withTests} by tests, ${s.withBoth} by both.` +
      (s.failing.length ? ` Tests marked failing (rules the engine still bends): ${s.failing.join(', ')}.` : ''),
    '',
    'Kinds: *heading* (a title, no text of its own), *descriptive* (text with no procedure of its own; the note says why), *rule* (needs rules code and a test). *Rules code* is the engine, the data schemas and checks, and the scenario files; the last column lists the AI, screens and other code that cite the paragraph, which do not count. Paths drop `src/` and `tests/`; each test file shows how many of its test titles (and comments) cite the paragraph.',
    '',
    '| § | title | kind | rules code | tests | note | also cited by (AI, screens, tools) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    // Headings and descriptive paragraphs need nothing; a blank is not a gap there.
    const none = r.kind === 'rule' ? '**none**' : '';
    const code = r.code.filter(isRulesCode).map(short).join(', ') || none;
    const other = r.code
      .filter((c) => !isRulesCode(c))
      .map(short)
      .join(', ');
    const tests = r.tests.map(testCell).join('; ') || none;
    const note = [r.reason ? `Descriptive: ${r.reason}.` : '', r.note ?? ''].filter(Boolean).join(' ');
    lines.push(`| ${r.id} | ${cell(r.title)} | ${r.kind} | ${cell(code)} | ${cell(tests)} | ${cell(note)} | ${cell(other)} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads the book and the notes from their usual places (or the given book) and builds the rows. */
export function loadMatrix(bookPath = DEFAULT_BOOK): Row[] {
  if (!existsSync(bookPath))
    throw new Error(`the rule book is not at ${bookPath}: keep the shared folder beside the project (../shared/seeds) or pass --book FILE`);
  if (statSync(bookPath).size > MAX_FILE) throw new Error(`${bookPath} is over ${MAX_FILE} bytes; not a rule book`);
  const notes = JSON.parse(readFileSync(join(ROOT, NOTES_FILE), 'utf8')) as unknown;
  return buildMatrix(readFileSync(bookPath, 'utf8'), notes);
}
