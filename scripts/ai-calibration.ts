// npm run ai:calibrate -- [--games 200] [--confederate historical] [--federal historical] [--scenario campaign] [--data-pack file]
// Plays the Campaign (or another scenario) between two bots and compares the merchant-marine
// losses per period with the history the scenarios encode (facts §5): 1247 at GT1, 1216 at GT5,
// 1117 at GT8, 940 at GT13. Also shows what each raider took and how the raiders were lost.
import { readFlags, loadData, fail } from './cli';
import { playGame } from '../src/game/record';
import { excerpt, own } from '../src/data/ids';
import { makeBot } from '../src/ai/registry';

const { flags } = readFlags({ games: 'string', scenario: 'string', confederate: 'string', federal: 'string', 'data-pack': 'string' });
const data = loadData(typeof flags['data-pack'] === 'string' ? flags['data-pack'] : undefined);
const games = Number(flags.games ?? 200);
const scenario = String(flags.scenario ?? 'campaign');
const conf = String(flags.confederate ?? 'historical');
const fedName = String(flags.federal ?? 'historical');
if (!own(data.scenarios, scenario)) fail(`no scenario "${excerpt(scenario)}"`);

const PERIODS = [
  { name: 'GT1-4', from: 1, to: 4, history: 1247 - 1216 },
  { name: 'GT5-7', from: 5, to: 7, history: 1216 - 1117 },
  { name: 'GT8-12', from: 8, to: 12, history: 1117 - 940 },
  { name: 'GT13-16', from: 13, to: 16, history: null },
];
const LEVELS = [
  { at: 5, history: 1216 },
  { at: 8, history: 1117 },
  { at: 13, history: 940 },
];

const lost = PERIODS.map(() => [] as number[]);
const levelAt = LEVELS.map(() => [] as number[]);
const nets: number[] = [];
const finals: number[] = [];
const fedVp: number[] = [];
const bands = new Map<string, number>();
const byShip = new Map<string, number>();
/** GT1-4 takes by raider and area: the period the history pins tightest (31 points). */
const early = new Map<string, number>();
const fates = new Map<string, number>();
const sc = data.scenarios[scenario]!;
const t0 = Date.now();
for (let i = 0; i < games; i++) {
  const g = playGame(data, scenario, `cal-${i}`, { confederate: makeBot(conf, `c${i}`), federal: makeBot(fedName, `f${i}`) }, {}, false);
  const s = g.state;
  const raids = s.vp.entries.filter((e) => e.rule === '12.11');
  PERIODS.forEach((p, k) => lost[k]!.push(raids.filter((e) => e.turn >= p.from && e.turn <= p.to).reduce((n, e) => n + e.points, 0)));
  LEVELS.forEach((l, k) => levelAt[k]!.push(sc.merchantMarine - raids.filter((e) => e.turn < l.at).reduce((n, e) => n + e.points, 0)));
  for (const e of raids) {
    const ship = e.text.split(':')[0]!;
    byShip.set(ship, (byShip.get(ship) ?? 0) + e.points);
    if (e.turn <= 4)
      for (const [, area, pts] of e.text.matchAll(/([CD]\d+) \((\d+)\)/g))
        early.set(`${ship} in ${area}`, (early.get(`${ship} in ${area}`) ?? 0) + Number(pts));
  }
  for (const e of s.vp.entries.filter((x) => x.side === 'federal')) {
    const key = `${e.text} (GT${PERIODS.find((p) => e.turn <= p.to)!.name.slice(2)})`;
    fates.set(key, (fates.get(key) ?? 0) + 1);
  }
  nets.push(s.result!.net);
  finals.push(s.merchantMarine);
  fedVp.push(s.vp.federal);
  bands.set(s.result!.level, (bands.get(s.result!.level) ?? 0) + 1);
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const pct = (xs: number[], q: number) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.floor(q * o.length))]!;
};
console.log(`${sc.name}: ${conf} Confederate vs ${fedName} Federal, ${games} games (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
if (scenario === 'campaign') {
  console.log("\nMerchant marine lost per period (history from the scenarios' starting levels, facts §5):");
  console.log('| period | history | measured mean | 10th-90th percentile | ratio |');
  console.log('|---|---|---|---|---|');
  PERIODS.forEach((p, k) =>
    console.log(
      `| ${p.name} | ${p.history ?? '-'} | ${mean(lost[k]!).toFixed(1)} | ${pct(lost[k]!, 0.1)}-${pct(lost[k]!, 0.9)} | ${p.history ? (mean(lost[k]!) / p.history).toFixed(2) : '-'} |`,
    ),
  );
  console.log('\n| level at | history | measured mean |');
  console.log('|---|---|---|');
  LEVELS.forEach((l, k) => console.log(`| GT${l.at} | ${l.history} | ${mean(levelAt[k]!).toFixed(0)} |`));
  console.log(`| end (GT16) | - | ${mean(finals).toFixed(0)} |`);
}
console.log(`\nnet VP mean ${mean(nets).toFixed(1)} (10th-90th percentile ${pct(nets, 0.1)} to ${pct(nets, 0.9)}), Federal VP mean ${mean(fedVp).toFixed(1)}`);
console.log(`bands: ${[...bands].map(([k, v]) => `${k} ${((100 * v) / games).toFixed(0)}%`).join(', ')}`);
console.log(
  `points per game by raider: ${[...byShip]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${(v / games).toFixed(1)}`)
    .join(', ')}`,
);
console.log(
  `GT1-4 points per game by raider and area: ${[...early]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 16)
    .map(([k, v]) => `${k} ${(v / games).toFixed(1)}`)
    .join(', ')}`,
);
console.log(
  `Federal VP causes per game: ${[...fates]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 24)
    .map(([k, v]) => `${k} ${(v / games).toFixed(2)}`)
    .join('; ')}`,
);
