// npm run data:check [-- --data-pack file.json]
// Loads every data file through the same validation the game uses, prints a summary and
// exits non-zero on any problem (each named by file, path and what is wrong).
import { resolve } from 'node:path';
import { readRawFromDisk, readJson } from '../src/data/disk';
import { loadGameData } from '../src/data/load';
import { DataError, formatProblem } from '../src/data/errors';
import { readFlags } from './cli';
import { parsePlotPrior, PlotPriorError } from '../src/ai/models/plotPrior';
import { PLOT_PRIOR_FILE } from '../src/ai/models/raiderPlot';

const packFile = readFlags({ 'data-pack': 'string' }).flags['data-pack'];

try {
  const raw = readRawFromDisk(resolve(import.meta.dirname, '..'));
  const pack = packFile ? { json: readJson(packFile), file: packFile } : undefined;
  const data = loadGameData(raw, pack);
  const areas = Object.values(data.areas);
  const ports = areas.flatMap((a) => a.ports);
  const fed = Object.values(data.federal),
    con = Object.values(data.confederate);
  console.log(`Sea Devils data: OK${data.pack ? ` (with data pack "${data.pack.name}" from ${data.pack.file})` : ''}`);
  console.log(
    `  Movement Areas: ${areas.length} (${areas.filter((a) => a.id.startsWith('C')).length} coastal, ${areas.filter((a) => a.id.startsWith('D')).length} deep), ${areas.filter((a) => a.whaling).length} whaling, ${areas.filter((a) => a.edge).length} on the map edges`,
  );
  console.log(
    `  Ports: ${ports.length} in ${areas.filter((a) => a.ports.length).length} areas (${[...new Set(ports.map((p) => p.nation))].sort().join(', ')})`,
  );
  console.log(
    `  Ships: ${fed.length} Federal (${fed.filter((s) => s.fleet === 'P').length} Pacific Fleet, ${fed.filter((s) => s.fleet === 'S').length} Stonewall Pursuit), ${con.length} Confederate`,
  );
  console.log(
    `  Tables: raid ${data.files.raid.columns.length} densities, search ${data.files.search.columns.length} columns, escape ${data.files.escape.columns.length}, combat ${data.files.combat.columns.length}, blockade ${data.files.blockade.rows.length} rolls, deployment ${data.files.deployment.columns.length}, ECES ${data.files.eces.columns.length}`,
  );
  console.log(
    `  Scenarios: ${Object.values(data.scenarios)
      .map((s) => `${s.name} (GT${s.firstTurn}-${s.lastTurn})`)
      .join(', ')}`,
  );
  // The AI's fitted plot prior (issue 31): the schema the plot checks it against when first read.
  const prior = parsePlotPrior(readJson(resolve(import.meta.dirname, '..', PLOT_PRIOR_FILE)), PLOT_PRIOR_FILE);
  console.log(
    `  Plot prior: version ${prior.version}, fitted on ${prior.fitted.games} games (${prior.fitted.samples} raider-turns, seeds ${prior.fitted.seeds})`,
  );
} catch (e) {
  if (e instanceof PlotPriorError) {
    console.error(`Sea Devils data: 1 problem\n  ${e.message}`);
    process.exit(1);
  }
  if (!(e instanceof DataError)) throw e;
  console.error(`Sea Devils data: ${e.problems.length} problem${e.problems.length === 1 ? '' : 's'}`);
  for (const p of e.problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
