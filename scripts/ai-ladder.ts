// npm run ai:ladder -- [--games 500] [--scenarios campaign,weak-beginning,...] [--bots cautious,historical,bold,random]
//                       [--workers 2] [--json file] [--data-pack file]
// Plays every Confederate bot against every Federal bot in every scenario, --games games per
// pairing per scenario, spread over worker threads, and prints win/draw/loss rates by the
// scenario's victory bands (Confederate Major/Minor = Confederate win, Draw, Federal Major/Minor =
// Federal win) and the mean net VP. Then it checks that each stronger level beats each weaker one.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { readFlags, loadData } from './cli';
import { playGame, BotFailure } from '../src/game/record';
import { makeBot } from '../src/ai/registry';
import { runJobs } from './ai-pool';

interface Job {
  conf: string;
  fed: string;
  scenario: string;
  from: number;
  to: number;
}
interface Tally {
  conf: string;
  fed: string;
  scenario: string;
  games: number;
  cWin: number;
  draw: number;
  fWin: number;
  net: number;
  net2: number;
  failures: string[];
  ms: number;
}

const outcome = (level: string) => (level.startsWith('Confederate') ? 'c' : level.startsWith('Federal') ? 'f' : 'd');

function run(job: Job, dataPack?: string): Tally {
  const data = loadData(dataPack);
  const t: Tally = { conf: job.conf, fed: job.fed, scenario: job.scenario, games: 0, cWin: 0, draw: 0, fWin: 0, net: 0, net2: 0, failures: [], ms: 0 };
  const t0 = performance.now();
  for (let i = job.from; i < job.to; i++) {
    const seed = `ladder-${job.scenario}-${i}`;
    try {
      const g = playGame(data, job.scenario, seed, { confederate: makeBot(job.conf, `${seed}:c`), federal: makeBot(job.fed, `${seed}:f`) }, {}, false);
      const r = g.state.result!;
      const o = outcome(r.level);
      if (o === 'c') t.cWin++;
      else if (o === 'f') t.fWin++;
      else t.draw++;
      t.net += r.net;
      t.net2 += r.net * r.net;
      t.games++;
    } catch (e) {
      t.failures.push(`${seed}: ${e instanceof BotFailure ? e.message : String(e)}`);
    }
  }
  t.ms = performance.now() - t0;
  return t;
}

if (!isMainThread) {
  const { dataPack } = workerData as { dataPack?: string };
  parentPort!.on('message', (job: Job | null) => {
    if (!job) {
      process.exit(0);
    }
    parentPort!.postMessage(run(job, dataPack));
  });
} else {
  const { flags } = readFlags({ games: 'string', scenarios: 'string', bots: 'string', workers: 'string', json: 'string', 'data-pack': 'string' });
  const dataPack = typeof flags['data-pack'] === 'string' ? flags['data-pack'] : undefined;
  const data = loadData(dataPack);
  const games = Number(flags.games ?? 500);
  const scenarios = typeof flags.scenarios === 'string' ? flags.scenarios.split(',') : Object.keys(data.scenarios);
  const bots = typeof flags.bots === 'string' ? flags.bots.split(',') : ['cautious', 'historical', 'bold', 'random'];
  const workers = Math.max(1, Number(flags.workers ?? Math.min(2, cpus().length)));
  const chunk = Math.max(10, Math.ceil(games / 10));
  const jobs: Job[] = [];
  for (const scenario of scenarios)
    for (const conf of bots)
      for (const fed of bots) {
        for (let from = 0; from < games; from += chunk) jobs.push({ conf, fed, scenario, from, to: Math.min(games, from + chunk) });
      }
  const totals = new Map<string, Tally>();
  const key = (t: { conf: string; fed: string; scenario: string }) => `${t.scenario}|${t.conf}|${t.fed}`;
  const t0 = performance.now();
  let done = 0;
  await runJobs<Job, Tally>(new URL('./ai-ladder-worker.mjs', import.meta.url), { dataPack }, workers, jobs, (t) => {
    const old = totals.get(key(t));
    if (!old) totals.set(key(t), t);
    else {
      old.games += t.games;
      old.cWin += t.cWin;
      old.draw += t.draw;
      old.fWin += t.fWin;
      old.net += t.net;
      old.net2 += t.net2;
      old.failures.push(...t.failures);
      old.ms += t.ms;
    }
    done += t.games + t.failures.length;
    if (process.stderr.isTTY) process.stderr.write(`\r${done} games played`);
  });
  const seconds = (performance.now() - t0) / 1000;
  if (process.stderr.isTTY) process.stderr.write('\n');

  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
  const rows = [...totals.values()];
  console.log(
    `Sea Devils AI ladder: ${games} games per pairing per scenario, ${rows.reduce((n, t) => n + t.games, 0)} games in ${seconds.toFixed(0)} s on ${workers} worker${workers === 1 ? '' : 's'}`,
  );
  for (const scenario of scenarios) {
    console.log(`\n## ${data.scenarios[scenario]!.name}\n`);
    console.log('| Confederate | Federal | Confederate win | Draw | Federal win | mean net VP | ms/game |');
    console.log('|---|---|---|---|---|---|---|');
    for (const conf of bots)
      for (const fed of bots) {
        const t = totals.get(key({ conf, fed, scenario }))!;
        console.log(
          `| ${conf} | ${fed} | ${pct(t.cWin, t.games)} | ${pct(t.draw, t.games)} | ${pct(t.fWin, t.games)} | ${(t.net / Math.max(1, t.games)).toFixed(1)} | ${(t.ms / Math.max(1, t.games + t.failures.length)).toFixed(1)} |`,
        );
      }
  }

  // Strength check: a side's score is wins + half the draws. Stronger levels must score more
  // against the same opponent, on each side, in each scenario; where both scores are pinned at
  // 0% or 100% (the opponent wins or loses every game either way) the mean net VP decides.
  const order = ['cautious', 'historical', 'bold', 'random'].filter((b) => bots.includes(b));
  const levels = order.filter((b) => b !== 'random');
  const cScore = (t: Tally) => (t.cWin + t.draw / 2) / Math.max(1, t.games);
  const cNet = (t: Tally) => t.net / Math.max(1, t.games);
  /** The variance of a mean net VP (the games' sample variance over their number). */
  const meanVar = (t: Tally) => {
    const n = t.games;
    if (n < 2) return 0;
    const m = t.net / n;
    return Math.max(0, (t.net2 - n * m * m) / (n - 1)) / n;
  };
  // `ci`: half the 95% interval of the net VP margin (Welch): a miss inside it is a tie at this
  // number of games, not a weaker level.
  interface Check {
    scenario: string;
    side: string;
    stronger: string;
    weaker: string;
    versus: string;
    margin: number;
    net: number;
    ci: number;
  }
  const checks: Check[] = [];
  const compare = (scenario: string, side: 'Confederate' | 'Federal', stronger: string, weaker: string, versus: string) => {
    const find = (me: string) => totals.get(key(side === 'Confederate' ? { conf: me, fed: versus, scenario } : { conf: versus, fed: me, scenario }));
    const a = find(stronger),
      b = find(weaker);
    if (!a || !b) return;
    const sign = side === 'Confederate' ? 1 : -1;
    checks.push({
      scenario,
      side,
      stronger,
      weaker,
      versus,
      margin: sign * (cScore(a) - cScore(b)),
      net: sign * (cNet(a) - cNet(b)),
      ci: 1.96 * Math.sqrt(meanVar(a) + meanVar(b)),
    });
  };
  for (const scenario of scenarios) {
    for (let i = 0; i < levels.length; i++)
      for (let j = i + 1; j < levels.length; j++) {
        for (const versus of order) for (const side of ['Confederate', 'Federal'] as const) compare(scenario, side, levels[j]!, levels[i]!, versus);
      }
    if (bots.includes('random'))
      for (const lv of levels) for (const side of ['Confederate', 'Federal'] as const) compare(scenario, side, lv, 'random', 'random');
  }
  // Net VP does not saturate; the score does when an opponent wins or loses every game anyway.
  const byNet = (c: Check) => c.net > 0;
  const byScore = (c: Check) => c.margin > 0;
  console.log('\n## Strength check (same opponent; score = wins + half the draws, from that side; net VP from that side)\n');
  console.log('| scenario | side | stronger > weaker | versus | score margin | net VP margin (95%) | verdict |');
  console.log('|---|---|---|---|---|---|---|');
  const miss = (c: Check) => (-c.net <= c.ci ? 'NOT stronger (a tie within the interval)' : 'NOT stronger (weaker beyond the interval)');
  for (const c of checks)
    console.log(
      `| ${c.scenario} | ${c.side} | ${c.stronger} > ${c.weaker} | ${c.versus} | ${(100 * c.margin).toFixed(1)} pts | ${c.net >= 0 ? '+' : ''}${c.net.toFixed(1)} ± ${c.ci.toFixed(1)} | ${byNet(c) && c.margin >= 0 ? (c.margin < 0.05 ? 'stronger (narrow on score)' : 'stronger') : byNet(c) ? 'stronger on net VP only' : miss(c)} |`,
    );
  const netOk = checks.filter(byNet).length;
  const scoreOk = checks.filter(byScore).length;
  const pinned = checks.filter((c) => c.margin === 0).length;
  const mean = checks.reduce((n, c) => n + c.margin, 0) / Math.max(1, checks.length);
  const meanNet = checks.reduce((n, c) => n + c.net, 0) / Math.max(1, checks.length);
  const ties = checks.filter((c) => !byNet(c) && -c.net <= c.ci).length;
  console.log(
    `\n${netOk} of ${checks.length} comparisons favour the stronger level on mean net VP (mean margin ${meanNet.toFixed(1)} VP); ${scoreOk} of ${checks.length} on score (${pinned} tied, mostly pinned at 0% or 100%; mean margin ${(100 * mean).toFixed(1)} points).`,
  );
  console.log(
    `of the ${checks.length - netOk} others, ${ties} are within their 95% interval (ties at ${games} games a pairing), ${checks.length - netOk - ties} beyond it.`,
  );
  const failures = rows.flatMap((t) => t.failures);
  console.log(`bot failures (illegal commands or errors): ${failures.length}`);
  for (const f of failures.slice(0, 10)) console.log(`  ${f}`);
  if (typeof flags.json === 'string') writeFileSync(flags.json, JSON.stringify({ games, scenarios, bots, seconds, results: rows, checks }, null, 1));
}
