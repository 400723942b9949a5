// npm run compare -- [--games 1000] [--seed 1] [--scenarios campaign,endgame,...]
//                    [--confederate historical] [--federal historical] [--erratum-row6 on|off]
//                    (each rule variant of src/engine/options.ts: --KEY on|off)
//                    [--data-pack file] [--variant-b key=value,...] [--out out/compare] [--workers N]
// Plays --games games of each scenario (and of each variant) on every core and writes
// compare.json, CSV files and a self-contained compare.html report. Progress goes to stderr.
// Variant B: erratum-row6=on|off (any rule variant), data-pack=file|none, confederate=LEVEL, federal=LEVEL, label=TEXT.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { readFlags, loadData, fail, optionFlags } from './cli';
import { optionsLabel } from '../src/engine/index';
import { readJson } from '../src/data/disk';
import { BOTS } from '../src/ai/registry';
import { SCENARIO_IDS } from '../src/data/files';
import { parseVariant, describeChange } from '../src/compare/variantSpec';
import type { CompareSettings, Variant } from '../src/compare/types';
import { summaryCsv, merchantMarineCsv, raidersCsv, differencesCsv } from '../src/compare/csv';
import { reportHtml } from '../src/compare/report';
import { defaultWorkers, runOnThreads } from './compare-run';
import { excerpt, own } from '../src/data/ids';
import { reportCss, reportScript } from './compare-bundle';

const { flags, options: variantFlags } = readFlags(
  {
    games: 'string',
    seed: 'string',
    scenarios: 'string',
    confederate: 'string',
    federal: 'string',
    'data-pack': 'string',
    'variant-b': 'string',
    out: 'string',
    workers: 'string',
  },
  { variants: 'comparison' },
);
const str = (k: keyof typeof flags, d: string) => flags[k] ?? d;
const games = Number(str('games', '1000'));
if (!Number.isInteger(games) || games < 1) fail(`--games must be a whole number of at least 1 (got ${str('games', '')})`);
const workers = Number(str('workers', String(defaultWorkers())));
if (!Number.isInteger(workers) || workers < 1) fail('--workers must be at least 1');
const bots = Object.keys(BOTS);
const readPack = (file: string) => {
  loadData(file); // validates the pack (and exits naming every problem)
  const json = readJson(file) as { name: string };
  return { name: json.name, file, json };
};
for (const side of ['confederate', 'federal'] as const)
  if (!bots.includes(str(side, 'historical'))) fail(`no bot "${str(side, '')}" for --${side} (bots: ${bots.join(', ')})`);
const options = optionFlags(variantFlags, 'comparison');
const packFile = typeof flags['data-pack'] === 'string' ? flags['data-pack'] : undefined;
const a: Variant = {
  label: 'A',
  confederate: str('confederate', 'historical'),
  federal: str('federal', 'historical'),
  options,
  dataPack: packFile ? readPack(packFile) : null,
};
const variants: Variant[] = [a];
if (typeof flags['variant-b'] === 'string') {
  try {
    const b = parseVariant(flags['variant-b'], a, 'B', readPack, bots);
    if (!/label=/.test(flags['variant-b'])) {
      a.label = 'A';
      b.label = `B (${describeChange(a, b)})`;
    }
    variants.push(b);
  } catch (e) {
    fail(`--variant-b: ${(e as Error).message}`);
  }
}
const data = variants.map((v) => loadData(v.dataPack?.file));
const scenarios =
  typeof flags.scenarios === 'string'
    ? flags.scenarios
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [...SCENARIO_IDS];
for (const s of scenarios) if (!own(data[0]!.scenarios, s)) fail(`no scenario "${excerpt(s)}" (scenarios: ${Object.keys(data[0]!.scenarios).join(', ')})`);
const settings: CompareSettings = { games, seed: str('seed', '1'), scenarios, variants };
const out = resolve(str('out', 'out/compare'));

const total = games * scenarios.length * variants.length;
process.stderr.write(
  `Comparing ${scenarios.length} scenario${scenarios.length === 1 ? '' : 's'} × ${variants.length} variant${variants.length === 1 ? '' : 's'} × ${games} games = ${total} games on ${workers} worker thread${workers === 1 ? '' : 's'}\n`,
);
const t0 = performance.now();
let lastShown = -1;
const progress = (done: number, all: number) => {
  const secs = (performance.now() - t0) / 1000;
  const rate = done / Math.max(secs, 1e-3);
  const eta = done ? (all - done) / rate : NaN;
  const frac = all ? done / all : 1;
  const text = `[${'#'.repeat(Math.round(frac * 30)).padEnd(30, '.')}] ${(100 * frac).toFixed(0).padStart(3)}% ${done}/${all} games, ${rate.toFixed(0)} games/s${Number.isFinite(eta) && done < all ? `, about ${eta.toFixed(0)} s left` : ''}`;
  if (process.stderr.isTTY) process.stderr.write(`\r${text}`);
  else if (Math.floor(frac * 10) > lastShown || done === all) {
    lastShown = Math.floor(frac * 10);
    process.stderr.write(`${text}\n`);
  }
};
const model = await runOnThreads(settings, data, workers, progress);
const seconds = (performance.now() - t0) / 1000;
if (process.stderr.isTTY) process.stderr.write('\n');

mkdirSync(out, { recursive: true });
const files: string[] = [];
const write = (name: string, text: string) => {
  writeFileSync(join(out, name), text);
  files.push(join(out, name));
};
write('compare.json', `${JSON.stringify(model, null, 1)}\n`);
write('compare-summary.csv', summaryCsv(model));
write('compare-merchant-marine.csv', merchantMarineCsv(model));
write('compare-raiders.csv', raidersCsv(model));
const diff = differencesCsv(model);
if (diff) write('compare-differences.csv', diff);
const footer = `Sea Devils ${process.env.npm_package_version ?? ''} · npm run compare -- ${process.argv.slice(2).join(' ')} · ${total} games in ${seconds.toFixed(1)} s on ${workers} worker threads · ${new Date().toISOString()}`;
write('compare.html', reportHtml(model, { css: reportCss(), script: await reportScript(), footer }));

// A short table on stdout: the balance of each scenario.
const pct = (p: number) => `${(100 * p).toFixed(1)}%`;
for (const [v, vr] of model.results.entries()) {
  console.log(
    `\n${model.settings.variants[v]!.label}: Confederate ${variants[v]!.confederate}, Federal ${variants[v]!.federal}, ${optionsLabel(variants[v]!.options, 'comparison')}${variants[v]!.dataPack ? `, pack ${variants[v]!.dataPack!.name}` : ''}`,
  );
  console.log('| scenario | games | C major | C minor | Draw | F minor | F major | mean net VP (95% CI) | final merchant marine | raiders afloat |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of vr)
    console.log(
      `| ${r.scenario} | ${r.games}${r.failures ? ` (+${r.failures} failed)` : ''} | ${r.levels.map((l) => pct(l.p)).join(' | ')} | ${r.net.mean.toFixed(1)} (${r.net.low.toFixed(1)} to ${r.net.high.toFixed(1)}) | ${r.merchantMarine.final.mean.toFixed(0)} | ${pct(r.raidersOverall.p)} |`,
    );
}
if (model.differences) {
  console.log(`\n${variants[1]!.label} minus A (95% intervals):`);
  for (const d of model.differences)
    console.log(
      `  ${d.scenario}: net VP ${d.net.diff.toFixed(1)} (${d.net.low.toFixed(1)} to ${d.net.high.toFixed(1)}), final merchant marine ${d.finalMerchantMarine.diff.toFixed(1)} (${d.finalMerchantMarine.low.toFixed(1)} to ${d.finalMerchantMarine.high.toFixed(1)}), ${d.levels.map((l) => `${l.level.replace(' Victory', '')} ${(100 * l.diff).toFixed(1)} pts`).join(', ')}`,
    );
}
console.log(`\n${total} games in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)} games/s on ${workers} workers)`);
console.log(`wrote ${files.join(', ')}`);
