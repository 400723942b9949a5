// npm run test:mutation: Stryker's mutation testing of src/engine (issue 21) and of src/remote (issue 44.7), one shard at a time
// (scripts/mutation-shards.mjs), then one score for the whole engine from the shards' reports.
// [--shard NAME ...] runs only those shards ([--mutate a.ts,b.ts] only those of their files); [--report] runs none and adds up the reports there
// are. Either way the score by file is written to docs/mutation.md (committed, so the score can
// be read from the repository), naming the shards it covers. Each shard keeps its incremental file (reports/mutation/NAME.incremental.json), so a run
// stopped part-way loses only the shard it was in, and the next run re-tests only what changed.
// src/remote (issue 44.7) is the shard 'remote', scored apart and written to docs/mutation-remote.md.
// Exit 1 when a shard is missing or the engine's or src/remote's score is under 80%.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ENGINE_SHARDS, REMOTE_SHARD, SHARD_NAMES, shardFiles } from './mutation-shards.mjs';
import { readFlags } from './cli';

const BREAK = 80;
const { flags } = readFlags({ shard: 'string', report: 'boolean', mutate: 'string' });
const names = SHARD_NAMES;
const asked = flags.shard === undefined ? names : String(flags.shard).split(',');
for (const n of asked)
  if (!names.includes(n)) {
    console.error(`unknown shard "${n.slice(0, 40)}" (shards: ${names.join(', ')})`);
    process.exit(2);
  }

if (!flags.report) {
  for (const shard of asked) {
    console.log(`\n=== mutation shard ${shard}: ${shardFiles(shard).length} files`);
    // --mutate FILES (comma-separated) limits the shard's run to those files (a long shard in parts).
    const only = typeof flags.mutate === 'string' ? ['--mutate', flags.mutate] : [];
    const r = spawnSync('npx', ['stryker', 'run', ...only], { stdio: 'inherit', env: { ...process.env, MUTATION_SHARD: shard } });
    if (r.status !== 0) {
      console.error(`shard ${shard} failed (exit ${r.status})`);
      process.exit(1);
    }
  }
}

// Stryker's score: detected (killed or timed out) over the valid mutants (those plus survived
// and not covered); mutants that did not compile, or were ignored, do not count.
interface Counts {
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  ignored: number;
}
const zero = (): Counts => ({ killed: 0, survived: 0, noCoverage: 0, timeout: 0, ignored: 0 });
const score = (c: Counts) => (100 * (c.killed + c.timeout)) / Math.max(1, c.killed + c.timeout + c.survived + c.noCoverage);
// The areas scored apart: each its own score, break and document.
const AREAS = [
  { name: 'src/engine', shards: ENGINE_SHARDS, doc: 'docs/mutation.md' },
  { name: 'src/remote', shards: [REMOTE_SHARD], doc: 'docs/mutation-remote.md' },
];
let failed = false;
for (const area of AREAS) {
  const total = zero();
  const byFile = new Map<string, Counts>();
  const missing: string[] = [];
  for (const shard of area.shards) {
    const file = `reports/mutation/${shard}.json`;
    if (!existsSync(file)) {
      missing.push(shard);
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8')) as { files: Record<string, { mutants: { status: string }[] }> };
    for (const [path, f] of Object.entries(report.files)) {
      const c = byFile.get(path) ?? zero();
      for (const m of f.mutants) {
        const k = ({ Killed: 'killed', Survived: 'survived', NoCoverage: 'noCoverage', Timeout: 'timeout', Ignored: 'ignored' } as const)[m.status as 'Killed'];
        if (k) {
          c[k]++;
          total[k]++;
        }
      }
      byFile.set(path, c);
    }
  }
  console.log(`\n${area.name}: mutation score by file (killed+timeout / valid):`);
  for (const [path, c] of [...byFile].sort((a, b) => score(a[1]) - score(b[1]))) {
    console.log(
      `  ${score(c).toFixed(1).padStart(5)}%  ${path}  (${c.killed + c.timeout} of ${c.killed + c.timeout + c.survived + c.noCoverage}; ${c.survived} survived, ${c.noCoverage} not covered)`,
    );
  }
  writeDoc(area, total, byFile, missing);
  console.log(
    `${area.name}: ${score(total).toFixed(2)}% (${total.killed} killed, ${total.timeout} timed out, ${total.survived} survived, ${total.noCoverage} not covered, ${total.ignored} ignored) over ${area.shards.length - missing.length} of ${area.shards.length} shards`,
  );
  if (missing.length) {
    console.error(`shards with no report yet: ${missing.join(', ')} (run npm run test:mutation -- --shard ${missing.join(',')})`);
    failed = true;
  } else if (score(total) < BREAK) {
    console.error(`${area.name} under the ${BREAK}% break`);
    failed = true;
  }
}
if (failed) process.exit(1);

/** The area's document (docs/mutation.md, docs/mutation-remote.md): the score by file, lowest first, from the shards' reports there are. */
function writeDoc(area: (typeof AREAS)[number], total: Counts, byFile: Map<string, Counts>, missing: string[]): void {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || 'unknown';
  const covered = area.shards.filter((n) => !missing.includes(n));
  if (!covered.length) {
    console.error(`no ${area.name} shard has a report: ${area.doc} left as it is`);
    return;
  }
  const rows = [...byFile]
    .sort((a, b) => score(a[1]) - score(b[1]) || a[0].localeCompare(b[0]))
    .map(([path, c]) => `| \`${path}\` | ${score(c).toFixed(1)}% | ${c.killed + c.timeout} | ${c.survived} | ${c.noCoverage} |`);
  // The files of the shard Stryker was not asked to mutate (a run limited with --mutate) are named: not passed off as scored.
  const unscored = area.shards.flatMap((sh) => (missing.includes(sh) ? [] : shardFiles(sh))).filter((f) => !byFile.has(f));
  const text = [
    `# Mutation score of ${area.name}, by file`,
    '',
    'Written by `npm run test:mutation` (Stryker, `stryker.config.mjs`, shards in `scripts/mutation-shards.mjs`;',
    '`npm run test:mutation -- --report` writes it again from the reports in `reports/mutation/` without running).',
    'Score: killed and timed-out mutants over the valid ones (those plus survived and not covered).',
    ...(area.name === 'src/engine'
      ? [
          'A mutant that stops a module from loading (a schema or the turn machine left invalid) is caught by',
          '`tests/engine/modules-load.test.ts`: a test file that cannot load fails no test, so without it Stryker counted such a mutant as surviving.',
        ]
      : [
          'The remote shard runs the tests of `tests/vitest.mutation-remote.config.ts` (the remote clients, the spectator and the tampering tests).',
          ...(process.env.MUTATION_REMOTE_QUICK === '1'
            ? ["This run had MUTATION_REMOTE_QUICK=1: only the tests that play no whole game, so its score is a floor of the whole shard's."]
            : []),
        ]),
    '',
    `Commit ${head}; shards covered: ${covered.join(', ') || 'none'}${missing.length ? ` (not run: ${missing.join(', ')})` : ' (all)'}.`,
    // Part of the area only, until every shard and file has run: said so, not passed off as its score.
    `${missing.length || unscored.length ? `The ${byFile.size} file${byFile.size === 1 ? '' : 's'} measured (not the whole of ${area.name} yet)` : area.name}: **${score(total).toFixed(2)}%** (${total.killed} killed, ${total.timeout} timed out, ${total.survived} survived, ${total.noCoverage} not covered, ${total.ignored} ignored).`,
    ...(unscored.length ? ['', `Not measured yet: ${unscored.map((f) => `\`${f}\``).join(', ')}.`] : []),
    '',
    '| file | score | detected | survived | not covered |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(area.doc, text);
  console.log(`wrote ${area.doc}`);
}
