// npm run ai:gauntlet -- [--games 400] [--scenario campaign] [--seed gauntlet] [--side both|confederate|federal]
//                        [--levels cautious,historical,bold] [--panel name,...] [--workers 2] [--json file]
// Issue 31: the AI levels of each side against a panel of fixed strategies of the same side
// (src/ai/panel/: hold stations, chase the last sightings, random-legal for the Federal; hide in
// neutral ports, run for one rich distant area, random-legal for the Confederate), every one
// played against every AI level of the other side on the same seeds (game i of every pairing
// plays seed SEED-SCENARIO-i). Prints each player's mean net VP with its 95% interval, flags a
// panel strategy that does better than an AI level of its side against the same opponent at 95%
// (paired), and the bold raider's edge over the historical raider against each Federal, which
// must keep at least half its edge against the historical Federal AI (scripts/ai-gauntlet-report.ts).
import { isMainThread, parentPort } from 'node:worker_threads';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { readFlags, loadData, fail } from './cli';
import { playGame, BotFailure } from '../src/game/record';
import { makeBot } from '../src/ai/registry';
import { PANEL } from '../src/ai/panel/registry';
import type { Bot } from '../src/ai/bot';
import type { Side } from '../src/engine/index';
import { runJobs } from './ai-pool';
import { pairKey, report, type GauntletSide } from './ai-gauntlet-report';

interface Job {
  conf: string;
  fed: string;
  scenario: string;
  seed: string;
  from: number;
  to: number;
}
interface Result {
  conf: string;
  fed: string;
  from: number;
  nets: number[];
  failures: string[];
  ms: number;
}

/** A panel strategy of that side by its name, else a bot of the registry (the AI levels, random). */
function bot(side: Side, name: string, seed: string): Bot {
  const panel = Object.hasOwn(PANEL[side], name) ? PANEL[side][name] : undefined;
  return panel ? panel(seed) : makeBot(name, seed);
}

function run(job: Job): Result {
  const data = loadData();
  const out: Result = { conf: job.conf, fed: job.fed, from: job.from, nets: [], failures: [], ms: 0 };
  const t0 = performance.now();
  for (let i = job.from; i < job.to; i++) {
    const seed = `${job.seed}-${job.scenario}-${i}`;
    try {
      const g = playGame(
        data,
        job.scenario,
        seed,
        { confederate: bot('confederate', job.conf, `${seed}:c`), federal: bot('federal', job.fed, `${seed}:f`) },
        {},
        false,
        false,
      );
      out.nets.push(g.state.result!.net);
    } catch (e) {
      out.failures.push(`${job.conf} vs ${job.fed} ${seed}: ${e instanceof BotFailure ? e.message : String(e)}`);
      out.nets.push(NaN);
    }
  }
  out.ms = performance.now() - t0;
  return out;
}

if (!isMainThread) {
  parentPort!.on('message', (job: Job | null) => {
    if (!job) process.exit(0);
    parentPort!.postMessage(run(job));
  });
} else {
  const { flags } = readFlags({
    games: 'string',
    scenario: 'string',
    seed: 'string',
    side: 'string',
    levels: 'string',
    panel: 'string',
    workers: 'string',
    json: 'string',
  });
  const data = loadData();
  const games = Number(flags.games ?? 400);
  if (!Number.isInteger(games) || games < 2) fail('--games must be a whole number of 2 or more');
  const scenario = flags.scenario ?? 'campaign';
  if (!Object.hasOwn(data.scenarios, scenario)) fail(`no scenario "${scenario}" (scenarios: ${Object.keys(data.scenarios).join(', ')})`);
  const seed = flags.seed ?? 'gauntlet';
  const sideFlag = flags.side ?? 'both';
  if (!['both', 'confederate', 'federal'].includes(sideFlag)) fail('--side must be both, confederate or federal');
  const sides: GauntletSide[] = sideFlag === 'both' ? ['confederate', 'federal'] : [sideFlag as GauntletSide];
  const levels = (flags.levels ?? 'cautious,historical,bold').split(',');
  for (const l of levels) if (!['cautious', 'historical', 'bold'].includes(l)) fail(`no AI level "${l}"`);
  const workers = Math.max(1, Number(flags.workers ?? Math.min(2, cpus().length)));
  // --panel: only these panel strategies (of either side); all by default.
  const only = flags.panel?.split(',');
  for (const p of only ?? []) if (!Object.hasOwn(PANEL.confederate, p) && !Object.hasOwn(PANEL.federal, p)) fail(`no panel strategy "${p}"`);
  const chosen = (names: string[]) => names.filter((p) => !only || only.includes(p));
  const panel = { confederate: chosen(Object.keys(PANEL.confederate)), federal: chosen(Object.keys(PANEL.federal)) };

  // The pairings: every AI level against every AI level, and each side's panel against the other side's levels.
  const pairs = new Set<string>();
  for (const c of levels) for (const f of levels) pairs.add(pairKey(c, f));
  if (sides.includes('confederate')) for (const c of panel.confederate) for (const f of levels) pairs.add(pairKey(c, f));
  if (sides.includes('federal')) for (const f of panel.federal) for (const c of levels) pairs.add(pairKey(c, f));
  const chunk = Math.max(5, Math.ceil(games / 8));
  const jobs: Job[] = [];
  for (const p of pairs) {
    const [conf, fed] = p.split('|') as [string, string];
    for (let from = 0; from < games; from += chunk) jobs.push({ conf, fed, scenario, seed, from, to: Math.min(games, from + chunk) });
  }
  const nets = new Map<string, number[]>();
  const failures: string[] = [];
  const ms = new Map<string, number>();
  let done = 0;
  const t0 = performance.now();
  await runJobs<Job, Result>(new URL('./ai-gauntlet-worker.mjs', import.meta.url), {}, workers, jobs, (r) => {
    const k = pairKey(r.conf, r.fed);
    const xs = nets.get(k) ?? new Array<number>(games).fill(NaN);
    r.nets.forEach((x, i) => {
      xs[r.from + i] = x;
    });
    nets.set(k, xs);
    ms.set(k, (ms.get(k) ?? 0) + r.ms);
    failures.push(...r.failures);
    done += r.nets.length;
    if (process.stderr.isTTY) process.stderr.write(`\r${done} of ${pairs.size * games} games`);
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  // A failed game leaves a hole in every pairing's pairs: the seeds where any pairing failed are
  // dropped from all, so that every comparison stays paired.
  const bad = new Set<number>();
  for (const xs of nets.values())
    xs.forEach((x, i) => {
      if (!Number.isFinite(x)) bad.add(i);
    });
  const clean = new Map([...nets].map(([k, xs]) => [k, xs.filter((_, i) => !bad.has(i))]));
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `Sea Devils AI gauntlet: ${data.scenarios[scenario]!.name}, ${games} games per pairing (seeds ${seed}-${scenario}-0..${games - 1}), ${pairs.size} pairings, ${seconds.toFixed(0)} s on ${workers} worker${workers === 1 ? '' : 's'}`,
  );
  console.log(`panel: Confederate ${panel.confederate.join(', ')}; Federal ${panel.federal.join(', ')}`);
  for (const line of report(clean, sides, levels, panel)) console.log(line);
  console.log(`\nbot failures (illegal commands or errors): ${failures.length}${bad.size ? ` (${bad.size} seeds dropped from every pairing)` : ''}`);
  for (const f of failures.slice(0, 10)) console.log(`  ${f}`);
  if (flags.json)
    writeFileSync(
      flags.json,
      JSON.stringify(
        {
          scenario,
          games,
          seed,
          levels,
          panel,
          seconds,
          nets: Object.fromEntries(nets),
          msPerGame: Object.fromEntries([...ms].map(([k, t]) => [k, t / games])),
          failures,
        },
        null,
        1,
      ),
    );
}
