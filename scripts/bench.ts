// npm run bench: every speed and size figure the issues ask for, as a table and as JSON.
// Figures are measured here, on this machine, never asserted by timed tests.
import { performance } from 'node:perf_hooks';
import { loadData, parseArgs } from './cli';
import { playGame } from '../src/game/record';
import { RandomBot } from '../src/ai/randomBot';
import { browserFigures } from './bench-browser';

const { flags } = parseArgs(process.argv.slice(2));
const seconds = Number(flags.seconds ?? 10);
const data = loadData();

interface Figure { name: string; value: number; unit: string; target?: string }
const figures: Figure[] = [];

function gamesPerSecond(scenario: string, budgetMs: number) {
  let games = 0, commands = 0, errors = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < budgetMs) {
    try {
      const g = playGame(data, scenario, `bench-${games}`, { federal: new RandomBot(`f${games}`), confederate: new RandomBot(`c${games}`) }, {}, false);
      commands += g.commands;
    } catch { errors++; }
    games++;
  }
  const ms = performance.now() - t0;
  return { games, commands, errors, ms };
}

const campaign = gamesPerSecond('campaign', seconds * 1000);
figures.push({ name: 'random-legal Campaign games per second (one core)', value: +(campaign.games / (campaign.ms / 1000)).toFixed(1), unit: 'games/s' });
figures.push({ name: 'engine commands per second (random-legal Campaign)', value: Math.round(campaign.commands / (campaign.ms / 1000)), unit: 'commands/s' });
figures.push({ name: 'random-legal Campaign games that failed', value: campaign.errors, unit: 'games', target: '0' });

if (!flags['no-browser']) {
  const b = await browserFigures();
  if (!b) console.error('browser figures skipped: /usr/bin/chromium is missing');
  else {
    figures.push({ name: 'npm start to Campaign map drawn (build and serve + page to map)', value: b.startToMapMs, unit: `ms (${b.serverReadyMs} + ${b.pageToMapMs})`, target: '< 2000' });
    figures.push({ name: 'panning the whole map, 75 counters, 1280x800 headless Chromium', value: b.panFps, unit: `fps (${b.panRenderer})`, target: '>= 50' });
    figures.push({ name: 'built JavaScript the Campaign loads, gzipped', value: b.gzipJsKb, unit: `KB (${b.gzipJsAllKb} KB all chunks)`, target: '< 400' });
  }
}

const width = Math.max(...figures.map((f) => f.name.length));
console.log(`Sea Devils bench (${new Date().toISOString()}, node ${process.version})`);
for (const f of figures) console.log(`  ${f.name.padEnd(width)}  ${String(f.value).padStart(10)} ${f.unit}${f.target ? `  (target ${f.target})` : ''}`);
console.log(JSON.stringify({ bench: figures }));
