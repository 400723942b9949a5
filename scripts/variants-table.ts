// npm run variants:table -- [--games 2000] [--seeds 1,2,3,4,5] [--workers N] [--confederate historical] [--federal historical]
// The README's "Measured effect" table of the rule variants (issue 19): for each seed, every
// scenario under the base rules and under each rule variant that is off by default, played on
// the same game seeds (npm run compare's pipeline); the seeds' counts are pooled. Each cell: the
// Confederate win rate (major + minor) with its 95% Wilson interval, then the mean net VP with
// its 95% interval (the pooled games' mean and standard deviation).
import { readFlags, loadData, fail } from './cli';
import { defaultWorkers, runOnThreads } from './compare-run';
import { SCENARIO_IDS } from '../src/data/files';
import { variantEntries } from '../src/engine/index';
import { wilson, Z95 } from '../src/compare/stats';
import type { Variant } from '../src/compare/types';

const { flags } = readFlags({ games: 'string', seeds: 'string', workers: 'string', confederate: 'string', federal: 'string' });
const str = (k: keyof typeof flags, d: string): string => flags[k] ?? d;
const games = Number(str('games', '2000'));
if (!Number.isInteger(games) || games < 1 || games > 100_000) fail(`--games must be a whole number from 1 to 100000 (got ${str('games', '')})`);
const seeds = str('seeds', '1,2,3,4,5')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
if (!seeds.length || seeds.length > 100) fail('--seeds: give 1 to 100 seeds, comma-separated');
const workers = Number(str('workers', String(defaultWorkers())));
if (!Number.isInteger(workers) || workers < 1 || workers > 64) fail('--workers must be from 1 to 64');

const data = loadData();
const bots = { confederate: str('confederate', 'historical'), federal: str('federal', 'historical') };
// The base (every variant at its default) and each rule variant that is off by default, alone.
const extra = variantEntries('comparison').filter((e) => e.default === false);
const variants: Variant[] = [
  { label: 'base', ...bots, options: {}, dataPack: null },
  ...extra.map((e) => ({ label: e.short, ...bots, options: { [e.key]: true }, dataPack: null })),
];

interface Pool {
  n: number;
  wins: number;
  sum: number;
  sum2: number;
}
const pools = variants.map(() => SCENARIO_IDS.map((): Pool => ({ n: 0, wins: 0, sum: 0, sum2: 0 })));
const t0 = performance.now();
for (const seed of seeds) {
  process.stderr.write(`seed ${seed}: ${SCENARIO_IDS.length} scenarios × ${variants.length} variants × ${games} games\n`);
  // One variant a run (a comparison holds one or two); each plays the same game seeds.
  for (const [v, variant] of variants.entries()) {
    const model = await runOnThreads({ games, seed, scenarios: [...SCENARIO_IDS], variants: [variant] }, [data], workers);
    model.results[0]!.forEach((r, k) => {
      const p = pools[v]![k]!;
      const n = r.net.n;
      p.n += n;
      p.wins += r.levels.filter((l) => l.level.startsWith('Confederate')).reduce((a, l) => a + l.count, 0);
      // Back from each seed's mean and standard deviation to sums, so the seeds pool exactly.
      p.sum += r.net.mean * n;
      p.sum2 += r.net.sd * r.net.sd * (n - 1) + r.net.mean * r.net.mean * n;
    });
  }
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const cell = (p: Pool) => {
  const w = wilson(p.wins, p.n);
  const mean = p.sum / p.n;
  const sd = Math.sqrt(Math.max(0, (p.sum2 - p.n * mean * mean) / (p.n - 1)));
  const h = (Z95 * sd) / Math.sqrt(p.n);
  return `${pct(p.wins / p.n)} (${(100 * w.low).toFixed(1)}–${(100 * w.high).toFixed(1)}); ${mean.toFixed(1)} (${(mean - h).toFixed(1)} to ${(mean + h).toFixed(1)})`;
};
console.log(`| scenario | games each | ${variants.map((v) => v.label).join(' | ')} |`);
console.log(`|---|---|${variants.map(() => '---').join('|')}|`);
SCENARIO_IDS.forEach((s, k) => console.log(`| ${s} | ${pools[0]![k]!.n} | ${variants.map((_, v) => cell(pools[v]![k]!)).join(' | ')} |`));
process.stderr.write(
  `${seeds.length * games * SCENARIO_IDS.length * variants.length} games in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${workers} worker threads\n`,
);
