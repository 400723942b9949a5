// npm run ai:plot-calibrate -- [--games 25] [--prefix plot-fit]
// Fits the two recalibrations that follow the Plot's log-linear model (issue 45; src/ai/models/
// raiderPlot.ts, READER_SHARE and STAY_CALIBRATION; docs/plot.md) by log-likelihood, on the
// fitting games (seeds `${prefix}-...`, as `npm run ai:plot-fit` plays them): at sea, the share of
// the likeliest area's chance moved to the other areas; in port, per starting context, the a and b
// of σ(a·logit(p) + b) for the chance of staying. It reads the model's own chances (the prior's
// weights, before any recalibration) and prints the fit beside the values in the code; it writes
// nothing. The games are played by the AI as it stands, whose bold levels read the Plot: values
// fitted with the recalibration in use differ a little from those fitted before it was.
import { readFlags, loadData, fail } from './cli';
import { sightings, plotCase, plotRoutes, caseChances, plotWeights, READER_SHARE, STAY_CALIBRATION } from '../src/ai/models/raiderPlot';
import { PLOT_CONTEXTS } from '../src/ai/models/plotPrior';
import { fitReaderShare, fitStay, type PlotOutcome } from '../src/ai/models/plotCalibration';
import { mapGraph } from '../src/ai/common/mapGraph';
import { raiderRoutes } from '../src/ai/raider/routeForecast';
import { gameSpecs, playAndResolve } from './plot-games';

const { flags } = readFlags({ games: 'string', prefix: 'string' });
const games = Number(flags.games ?? '25');
if (!Number.isInteger(games) || games < 1 || games > 1000) fail('--games must be a whole number from 1 to 1000');
const prefix = flags.prefix ?? 'plot-fit';
if (!prefix.startsWith('plot-fit')) fail('--prefix must start with plot-fit (the measuring seeds never do)');

const data = loadData();
const routes = raiderRoutes();
const g = mapGraph(data);
const w = plotWeights();
const outcomes: PlotOutcome[] = [];
const t0 = performance.now();
const specs = gameSpecs(prefix, games);
for (const spec of specs)
  playAndResolve(
    data,
    spec,
    (v) => {
      const kept = new Map<string, PlotOutcome & { areas: Int32Array }>();
      const optionsOf = plotRoutes(data, v, routes);
      for (const sg of sightings(data, v)) {
        if (sg.certain) continue;
        const pc = plotCase(data, v, sg, optionsOf(sg.ship));
        kept.set(sg.ship, { context: sg.context, chances: caseChances(pc, w), truth: -1, areas: pc.areas });
      }
      return kept;
    },
    ({ truth, made }) => outcomes.push({ context: made.context, chances: made.chances, truth: made.areas.indexOf(g.index.get(truth)!) }),
  );
console.log(`${specs.length} games, seeds ${prefix}-*, ${outcomes.length} raider-turns not certain, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
const sea = fitReaderShare(outcomes.filter((o) => o.context === 0));
console.log(
  `at sea (${sea.n} raider-turns): reader share ${sea.share.toFixed(2)} (in the code ${READER_SHARE}); mean log-likelihood ${sea.logLik.toFixed(4)}, ${sea.atZero.toFixed(4)} without`,
);
for (let c = 1; c < PLOT_CONTEXTS.length; c++) {
  const f = fitStay(outcomes.filter((o) => o.context === c));
  const [a, b] = STAY_CALIBRATION[c] ?? [1, 0];
  console.log(
    `${PLOT_CONTEXTS[c]} (${f.n} raider-turns, ${f.stays} stayed): a ${f.a.toFixed(2)} b ${f.b.toFixed(2)} (in the code ${a}, ${b}); mean log-likelihood of staying ${f.logLik.toFixed(4)}, ${f.atIdentity.toFixed(4)} without`,
  );
}
