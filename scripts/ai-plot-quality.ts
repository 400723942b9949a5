// npm run ai:plot-quality -- [--games 4] [--prefix plot-measure] [--json file]
// How good the Federal's plot is (issue 31, point 3; docs/ai.md, "The plot"). Plays `--games`
// games for every pairing of a raider bot (the three levels and random) with a Federal level,
// the scenarios in turn, on seeds `${prefix}-...` (never the fitting seeds of `npm run
// ai:plot-fit`, which start `plot-fit`). At each turn's Federal Movement Phase the plot is made
// from the Federal view (3.0 phase 3); after the Activity Phase the full state says where each
// raider truly ended (read by this script only, never by the plot). Prints the mean probability
// the plot put on the true area, for raiders that moved and raiders that did not, beside a
// uniform spread over the areas within reach; the log-loss; and the reliability table: every
// (raider, area) the plot gives a chance, binned by that chance, against how often the raider
// was there.
import { writeFileSync } from 'node:fs';
import { readFlags, loadData, fail } from './cli';
import { raiderPlot } from '../src/ai/models/raiderPlot';
import { mapGraph } from '../src/ai/common/mapGraph';
import { raiderRoutes } from '../src/ai/raider/routeForecast';
import { gameSpecs, playAndResolve } from './plot-games';

const { flags } = readFlags({ games: 'string', prefix: 'string', json: 'string' });
const games = Number(flags.games ?? '4');
if (!Number.isInteger(games) || games < 1 || games > 1000) fail('--games must be a whole number from 1 to 1000');
const prefix = flags.prefix ?? 'plot-measure';
if (prefix.startsWith('plot-fit')) fail('--prefix must not be a fitting prefix (plot-fit...): measure on games not used for fitting');

const data = loadData();
// The raider's planner as the Federal can run it (the plot's route features), one for the whole run.
const routes = raiderRoutes();
const g = mapGraph(data);
const EDGES = [0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9, 1.000001];
const bins = EDGES.slice(0, -1).map(() => ({ n: 0, sumP: 0, hits: 0 }));
const stats = { moved: { n: 0, p: 0, uniform: 0, zero: 0 }, unmoved: { n: 0, p: 0, uniform: 0, zero: 0 } };
/** Moved raiders by the raider bot that played them (the planner's routes are the AI levels' own). */
const byBot = new Map<string, { n: number; p: number; uniform: number }>();
let logLoss = 0,
  samples = 0,
  lost = 0;
const FLOOR = 1e-4;
const t0 = performance.now();
const specs = gameSpecs(prefix, games);
for (const spec of specs) {
  const r = playAndResolve(
    data,
    spec,
    (v) => new Map(raiderPlot(data, v, routes).map((pl) => [pl.ship, { p: pl.p, reach: pl.sighting.reach }])),
    ({ from, truth, made }) => {
      const at = g.index.get(from)!,
        t = g.index.get(truth)!;
      let within = 0;
      for (let a = 0; a < g.n; a++) if (g.dist[at * g.n + a]! <= made.reach) within++;
      const s = truth !== from ? stats.moved : stats.unmoved;
      const pt = made.p[t]!;
      s.n++;
      s.p += pt;
      s.uniform += 1 / Math.max(1, within);
      if (pt === 0) s.zero++;
      if (truth !== from) {
        const b = byBot.get(spec.conf) ?? { n: 0, p: 0, uniform: 0 };
        b.n++;
        b.p += pt;
        b.uniform += 1 / Math.max(1, within);
        byBot.set(spec.conf, b);
      }
      logLoss += -Math.log(Math.max(FLOOR, pt));
      samples++;
      for (let a = 0; a < g.n; a++) {
        const p = made.p[a]!;
        if (!(p > 0)) continue;
        let k = 0;
        while (p >= EDGES[k + 1]!) k++;
        bins[k]!.n++;
        bins[k]!.sumP += p;
        if (a === t) bins[k]!.hits++;
      }
    },
  );
  lost += r.lost;
}
const pct = (x: number) => (100 * x).toFixed(2);
console.log(
  `${specs.length} games (${games} per pairing of raider bot and Federal level), seeds ${prefix}-*, ${samples} raider-turns (${lost} sunk or interned during the turn, left out), ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
for (const [name, s] of Object.entries(stats)) {
  console.log(
    `${name.padEnd(8)} ${String(s.n).padStart(6)} raider-turns: mean probability on the true area ${s.n ? (s.p / s.n).toFixed(4) : '-'}, uniform over the areas within reach ${s.n ? (s.uniform / s.n).toFixed(4) : '-'} (x${s.n ? (s.p / s.uniform).toFixed(1) : '-'}), true area given 0: ${s.zero}`,
  );
}
console.log(
  `moved raiders by raider bot: ${[...byBot].map(([bot, b]) => `${bot} ${b.n}: ${(b.p / b.n).toFixed(4)} (x${(b.p / b.uniform).toFixed(1)})`).join(', ')}`,
);
console.log(`log-loss (natural log, chances floored at ${FLOOR}): ${(logLoss / samples).toFixed(3)} per raider-turn`);
console.log('reliability: predicted chance bin | (raider, area) pairs | mean predicted | observed frequency | difference (pp)');
let worst = 0;
for (const [k, b] of bins.entries()) {
  if (!b.n) continue;
  const d = b.hits / b.n - b.sumP / b.n;
  if (b.n >= 200) worst = Math.max(worst, Math.abs(d));
  console.log(
    `  [${EDGES[k]!.toFixed(2)}, ${Math.min(1, EDGES[k + 1]!).toFixed(2)}) ${String(b.n).padStart(8)} ${pct(b.sumP / b.n).padStart(7)}% ${pct(b.hits / b.n).padStart(7)}% ${(100 * d).toFixed(2).padStart(7)}${b.n >= 200 && Math.abs(d) > 0.05 ? '  (over 5 pp)' : ''}`,
  );
}
const moved = stats.moved;
console.log(
  `checks: moved raiders x${(moved.p / moved.uniform).toFixed(1)} uniform (target >= 5); largest gap of a bin with >= 200 pairs ${(100 * worst).toFixed(2)} pp (target <= 5)`,
);
if (flags.json)
  writeFileSync(
    flags.json,
    JSON.stringify(
      {
        prefix,
        games: specs.length,
        samples,
        lost,
        stats,
        byBot: Object.fromEntries(byBot),
        logLoss: logLoss / samples,
        bins: bins.map((b, k) => ({ from: EDGES[k], to: Math.min(1, EDGES[k + 1]!), ...b })),
      },
      null,
      2,
    ),
  );
