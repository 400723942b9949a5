// npm run ai:plot-fit -- [--games 25] [--prefix plot-fit] [--out assets/ai/plot-prior.json] [--iterations 400]
// Fits the plot's movement prior (issue 31, point 3; src/ai/models/plotPrior.ts) to how raiders
// actually sail: plays `--games` games for every pairing of a raider bot (the three levels and
// the random bot) with a Federal level, the scenarios in turn, on seeds `${prefix}-...`; at each
// turn's Federal Movement Phase takes every raider's sighting and candidate areas from the
// Federal view (exactly as the plot does), and after the Activity Phase the area it truly ended
// in (from the full state: this script is the only reader). Then it fits the log-linear model's
// weights by maximum likelihood (Adam on the mean log-likelihood, a small L2 pull to 0 so that
// rare features stay near neutral) and writes the versioned file, checked against its schema.
// `npm run ai:plot-quality` measures the result on other seeds.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readFlags, loadData, fail } from './cli';
import { sightings, plotCase, plotRoutes, caseChances, PLOT_SLOTS, PLOT_PRIOR_FILE, type PlotCase } from '../src/ai/models/raiderPlot';
import { parsePlotPrior, weightsOf, WEIGHTS, W_PLAN_PATH, type PlotPrior } from '../src/ai/models/plotPrior';
import { mapGraph } from '../src/ai/common/mapGraph';
import { raiderRoutes } from '../src/ai/raider/routeForecast';
import { gameSpecs, playAndResolve, RAIDER_BOTS, FEDERAL_BOTS, SCENARIOS } from './plot-games';

const { flags } = readFlags({ games: 'string', prefix: 'string', out: 'string', iterations: 'string' });
const games = Number(flags.games ?? '25');
const iterations = Number(flags.iterations ?? '400');
if (!Number.isInteger(games) || games < 1 || games > 1000) fail('--games must be a whole number from 1 to 1000');
if (!Number.isInteger(iterations) || iterations < 1 || iterations > 100_000) fail('--iterations must be a whole number from 1 to 100000');
const prefix = flags.prefix ?? 'plot-fit';
if (!prefix.startsWith('plot-fit')) fail('--prefix must start with plot-fit (the measuring seeds never do)');
const out = resolve(flags.out ?? PLOT_PRIOR_FILE);

const data = loadData();
// The raider's planner as the Federal can run it (the plot's route features), one for the whole run.
const routes = raiderRoutes();
const g = mapGraph(data);
interface Sample {
  pc: PlotCase;
  truth: number;
}
const samples: Sample[] = [];
let outside = 0,
  lost = 0;
const t0 = performance.now();
const specs = gameSpecs(prefix, games);
for (const spec of specs) {
  const r = playAndResolve(
    data,
    spec,
    (v) => {
      const kept = new Map<string, PlotCase>();
      const optionsOf = plotRoutes(data, v, routes);
      for (const sg of sightings(data, v)) if (!sg.certain) kept.set(sg.ship, plotCase(data, v, sg, optionsOf(sg.ship)));
      return kept;
    },
    ({ truth, made }) => {
      const t = made.areas.indexOf(g.index.get(truth)!);
      if (t < 0) {
        outside++;
        return;
      }
      samples.push({ pc: made, truth: t });
    },
  );
  lost += r.lost;
}
console.error(
  `${specs.length} games, ${samples.length} raider-turns to fit (${outside} ended beyond the reach counted, ${lost} sunk or interned), ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
if (!samples.length) fail('no raider-turns to fit');

// Adam on the mean negative log-likelihood plus L2 / 2 · |w|².
const L2 = 1e-3;
const w = new Float64Array(WEIGHTS),
  m = new Float64Array(WEIGHTS),
  v2 = new Float64Array(WEIGHTS),
  grad = new Float64Array(WEIGHTS);
const ch = new Float64Array(g.n);
const nll = () => {
  let t = 0;
  for (const s of samples) t -= Math.log(Math.max(1e-12, caseChances(s.pc, w, ch)[s.truth]!));
  return t / samples.length;
};
const LR = 0.05,
  B1 = 0.9,
  B2 = 0.999;
for (let it = 1; it <= iterations; it++) {
  grad.fill(0);
  for (const s of samples) {
    const p = caseChances(s.pc, w, ch);
    const { slots, areas } = s.pc;
    for (let k = 0; k < areas.length; k++) {
      const d = p[k]! - (k === s.truth ? 1 : 0);
      for (let j = k * PLOT_SLOTS, e = j + PLOT_SLOTS; j < e; j++) {
        const i = slots[j]!;
        if (i >= 0) grad[i] = grad[i]! + d;
      }
      grad[s.pc.planEnd] = grad[s.pc.planEnd]! + d * s.pc.plan[2 * k]!;
      grad[W_PLAN_PATH] = grad[W_PLAN_PATH]! + d * s.pc.plan[2 * k + 1]!;
    }
  }
  for (let i = 0; i < WEIGHTS; i++) {
    const gi = grad[i]! / samples.length + L2 * w[i]!;
    m[i] = B1 * m[i]! + (1 - B1) * gi;
    v2[i] = B2 * v2[i]! + (1 - B2) * gi * gi;
    w[i] = w[i]! - (LR * (m[i]! / (1 - B1 ** it))) / (Math.sqrt(v2[i]! / (1 - B2 ** it)) + 1e-8);
  }
  if (it % 100 === 0 || it === iterations) console.error(`iteration ${it}: log-loss ${nll().toFixed(4)}`);
}
const logLoss = nll();
const file: PlotPrior = {
  format: 'sea-devils-plot-prior',
  version: 1,
  basis: `Fitted by npm run ai:plot-fit (scripts/ai-plot-fit.ts) on ${specs.length} AI games (${games} per pairing of raider bot ${RAIDER_BOTS.join('/')} with Federal level ${FEDERAL_BOTS.join('/')}, scenarios ${SCENARIOS.join(', ')} in turn), seeds ${prefix}-*: at each Federal Movement Phase (3.0 phase 3) every raider's sighting from the Federal view, against the area it truly ended the Activity Phase in. Maximum likelihood of the log-linear model of src/ai/models/raiderPlot.ts, L2 ${L2}. Raiders whose activity is certain (over, forced repair, the Stonewall) are not fitted; ${outside} raider-turns that ended beyond the reach the plot counts were left out. Measured on other seeds by npm run ai:plot-quality (docs/ai.md).`,
  fitted: { seeds: `${prefix}-*`, games: specs.length, samples: samples.length, logLoss: Math.round(logLoss * 1e4) / 1e4 },
  weights: weightsOf(w),
};
parsePlotPrior(file, out);
writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
console.log(
  `wrote ${out}: ${samples.length} raider-turns, log-loss ${logLoss.toFixed(4)} (uniform within reach: ${(samples.reduce((t, s) => t + Math.log(s.pc.areas.length), 0) / samples.length).toFixed(4)})`,
);
