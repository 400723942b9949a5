// npm run rules:matrix [-- --check] [--book FILE]
// Writes docs/rules-matrix.md: every numbered paragraph of rule book sections 3 to 13 with the
// code and the tests that cite it. --check writes nothing and exits 1 when the file is stale or a
// substantive paragraph lacks code or a test.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_BOOK, MATRIX_FILE, ROOT, loadMatrix, matrixProblems, renderMatrix, summarize } from './rules-matrix/matrix';

function main(argv: string[]): number {
  let book = DEFAULT_BOOK;
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--check') check = true;
    else if (a === '--book' && argv[i + 1]) book = resolve(argv[++i]!);
    else {
      console.error(`rules:matrix: unknown argument ${JSON.stringify(a.slice(0, 60))} (use --check, --book FILE)`);
      return 2;
    }
  }
  const rows = loadMatrix(book);
  const text = renderMatrix(rows);
  const target = join(ROOT, MATRIX_FILE);
  const s = summarize(rows);
  const problems = matrixProblems(rows);
  console.log(
    `${s.paragraphs} paragraphs: ${s.headings} headings, ${s.descriptive} descriptive, ${s.substantive} substantive (${s.withCode} with code, ${s.withTests} with tests, ${s.withBoth} with both)`,
  );
  if (s.failing.length) console.log(`tests marked failing: ${s.failing.join(', ')}`);
  for (const p of problems) console.log(`  missing: ${p}`);
  if (check) {
    const stale = !existsSync(target) || readFileSync(target, 'utf8') !== text;
    if (stale) console.log(`${MATRIX_FILE} is stale: run npm run rules:matrix`);
    return stale || problems.length ? 1 : 0;
  }
  writeFileSync(target, text);
  console.log(`wrote ${MATRIX_FILE}`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.error(`rules:matrix: ${(e as Error).message}`);
  process.exitCode = 2;
}
