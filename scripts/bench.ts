// npm run bench: every speed and size figure the issues ask for, as a table and as JSON.
// Figures are measured here, on this machine, never asserted by timed tests.
// [--seconds 10] per measurement (each AI level gets half of it), [--no-browser],
// [--compare [--compare-games 10000]]: also the scenario comparison's own figure, 10,000 games of
// each of the five scenarios (historical against historical) on every core. It is long, so it
// runs only when asked for.
import { performance } from 'node:perf_hooks';
import { loadData, parseArgs } from './cli';
import { playGame } from '../src/game/record';
import { RandomBot } from '../src/ai/randomBot';
import { makeBot, AI_LEVELS } from '../src/ai/registry';
import type { Bot } from '../src/ai/bot';
import { browserFigures } from './bench-browser';
import { defaultWorkers, runOnThreads } from './compare-run';
import { SCENARIO_IDS } from '../src/data/files';

const { flags } = parseArgs(process.argv.slice(2));
const seconds = Number(flags.seconds ?? 10);
const data = loadData();

interface Figure { name: string; value: number; unit: string; target?: string }
const figures: Figure[] = [];

function gamesPerSecond(scenario: string, budgetMs: number, make: (i: number) => { federal: Bot; confederate: Bot } = (i) => ({ federal: new RandomBot(`f${i}`), confederate: new RandomBot(`c${i}`) }), hash = true) {
  let games = 0, commands = 0, errors = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  while (performance.now() - t0 < budgetMs) {
    try {
      const g = playGame(data, scenario, `bench-${games}`, make(games), {}, false, hash);
      commands += g.commands;
    } catch { errors++; }
    games++;
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { games, commands, errors, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const campaign = gamesPerSecond('campaign', seconds * 1000);
figures.push({ name: 'random-legal Campaign games per second (one core)', value: +(campaign.games / (campaign.ms / 1000)).toFixed(1), unit: 'games/s' });
figures.push({ name: 'engine commands per second (random-legal Campaign)', value: Math.round(campaign.commands / (campaign.ms / 1000)), unit: 'commands/s' });
figures.push({ name: 'random-legal Campaign games that failed', value: campaign.errors, unit: 'games', target: '0' });

// The AI levels: whole Campaign games with the level on both sides, and the time the AI takes
// for one turn's work: all of the Confederate's records (the Record Phase), all of the
// Federal's moves (the Federal Movement Phase), and the Federal's selection and declarations.
// The first use builds the map's distance table and the tables' odds once per data set: timed
// apart, then every level is warmed up by one untimed game so the figures are steady-state.
{
  const t = performance.now();
  playGame(data, 'campaign', 'bench-warm', { federal: makeBot('historical', 'fw'), confederate: makeBot('historical', 'cw') }, {}, false);
  figures.push({ name: 'first AI game (cold start: map distances, table odds, JIT)', value: Math.round(performance.now() - t), unit: 'ms' });
}
for (const level of AI_LEVELS.map((l) => l.id)) {
  playGame(data, 'campaign', 'bench-warm', { federal: makeBot(level, 'fw'), confederate: makeBot(level, 'cw') }, {}, false);
  const perTurn: Record<string, number[]> = { records: [], moves: [], selection: [] };
  let current: Record<string, number> = {};
  let currentKey = '';
  const flush = () => { for (const [k, v] of Object.entries(current)) perTurn[k]!.push(v); current = {}; };
  const timed = (bot: Bot): Bot => ({
    name: bot.name,
    next(d, v, side) {
      const phase = v.phase === 'confederateRecord' ? 'records' : v.phase === 'federalMovement' ? 'moves' : v.phase === 'federalPlacement' || v.phase === 'europeDeclaration' ? 'selection' : null;
      const key = `${v.turn}:${phase}`;
      if (key !== currentKey) { flush(); currentKey = key; }
      const t = performance.now();
      const c = bot.next(d, v, side);
      if (phase) current[phase] = (current[phase] ?? 0) + performance.now() - t;
      return c;
    },
  });
  const r = gamesPerSecond('campaign', (seconds * 1000) / 2, (i) => ({ federal: timed(makeBot(level, `f${i}`)), confederate: timed(makeBot(level, `c${i}`)) }));
  flush();
  figures.push({ name: `${level} vs ${level} Campaign games per second (one core)`, value: +(r.games / (r.ms / 1000)).toFixed(1), unit: 'games/s', target: '>= 200' });
  figures.push({ name: `${level} vs ${level} Campaign games that failed`, value: r.errors, unit: 'games', target: '0' });
  for (const [what, label] of [['records', 'all Confederate records of a turn'], ['moves', 'all Federal moves of a turn'], ['selection', 'Federal selection and declarations of a turn']] as const) {
    const xs = perTurn[what]!.sort((a, b) => a - b);
    if (!xs.length) continue;
    figures.push({ name: `${level} AI: ${label}, mean`, value: +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2), unit: 'ms', target: '< 50' });
    figures.push({ name: `${level} AI: ${label}, 99th percentile`, value: +xs[Math.floor(0.99 * (xs.length - 1))]!.toFixed(2), unit: 'ms', target: '< 50' });
    figures.push({ name: `${level} AI: ${label}, slowest`, value: +xs.at(-1)!.toFixed(2), unit: 'ms', target: '< 50' });
  }
}

if (!flags['no-browser']) {
  const b = await browserFigures();
  if (!b) console.error('browser figures skipped: /usr/bin/chromium is missing');
  else {
    figures.push({ name: 'npm start to Campaign map drawn (start script + page to map)', value: b.startToMapMs, unit: `ms (${b.serverReadyMs} + ${b.pageToMapMs})`, target: '< 2000' });
    figures.push({ name: 'production build (npm ci makes it; a later source change adds it to the next start)', value: b.buildMs, unit: 'ms' });
    figures.push({ name: 'panning the whole map, 75 counters, 1280x800 headless Chromium', value: b.panFps, unit: `fps (${b.panRenderer})`, target: '>= 50' });
    figures.push({ name: 'built JavaScript the Campaign loads, gzipped', value: b.gzipJsKb, unit: `KB (${b.gzipJsAllKb} KB all chunks)`, target: '< 400' });
  }
}

if (flags.compare) {
  // The comparison pipeline: per scenario, one core's games per second at the historical level
  // (the figure `npm run compare` scales with), then the whole 5 x N-game run on every core.
  for (const scenario of SCENARIO_IDS) {
    // Without the final state's hash, as `npm run compare` plays its games.
    const r = gamesPerSecond(scenario, (seconds * 1000) / 2, (i) => ({ federal: makeBot('historical', `f${i}`), confederate: makeBot('historical', `c${i}`) }), false);
    figures.push({ name: `compare: historical vs historical ${scenario} games per second (one core)`, value: +(r.games / (r.ms / 1000)).toFixed(1), unit: 'games/s' });
  }
  const perScenario = Number(flags['compare-games'] ?? 10_000);
  const workers = defaultWorkers();
  const variant = { label: 'A', confederate: 'historical', federal: 'historical', erratumRow6: true, dataPack: null };
  const t = performance.now();
  let last = 0;
  const model = await runOnThreads({ games: perScenario, seed: 'bench', scenarios: [...SCENARIO_IDS], variants: [variant] }, [data], workers, (done, total) => {
    if (process.stderr.isTTY && done - last >= 100) { last = done; process.stderr.write(`\rcompare: ${done}/${total} games`); }
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const secs = (performance.now() - t) / 1000;
  const total = perScenario * SCENARIO_IDS.length;
  figures.push({ name: `compare: ${total} games (${perScenario} per scenario), all five scenarios, on ${workers} worker threads`, value: +secs.toFixed(1), unit: 's', target: total === 50_000 ? '< 120' : undefined });
  figures.push({ name: 'compare: games per second over all scenarios and workers', value: +(total / secs).toFixed(1), unit: 'games/s' });
  figures.push({ name: 'compare: games that failed', value: model.results[0]!.reduce((n, r) => n + r.failures, 0), unit: 'games', target: '0' });
}

const width = Math.max(...figures.map((f) => f.name.length));
console.log(`Sea Devils bench (${new Date().toISOString()}, node ${process.version})`);
for (const f of figures) console.log(`  ${f.name.padEnd(width)}  ${String(f.value).padStart(10)} ${f.unit}${f.target ? `  (target ${f.target})` : ''}`);
console.log(JSON.stringify({ bench: figures }));
