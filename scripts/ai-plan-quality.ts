// Plan quality of the raider's route search (issue 18, Round 4), offline: plays Campaign games
// at a level (both sides) with this tree's AI, keeps a copy of every input of the route planner
// (the raiders' cruises, and the forecasts that run the raider planner), then runs this tree's
// planner and another build's (`--base`, e.g. main's src/ai/raider/routePlanner.ts) on the same
// inputs: the mean difference of the best score (with its 95% interval), how often both chose the
// same best route, and the time each took (alternate rounds in one process).
//   tsx scripts/ai-plan-quality.ts --base PATH [--level historical] [--games 30] [--base-beams 12=14,21=24,5=6,7=8]
// --base-beams maps this tree's beam widths to the base's (when the levels' widths changed).
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFlags, fail } from './cli';
import { bundledRaw } from '../src/data/bundled';
import { loadGameData } from '../src/data/load';
import { playGame } from '../src/game/record';
import { makeBot } from '../src/ai/registry';
import { RoutePlanner, type PlanInput, type Plan } from '../src/ai/raider/routePlanner';

const { flags } = readFlags({ base: 'string', level: 'string', games: 'string', 'base-beams': 'string' });
const str = (k: keyof typeof flags, d: string) => flags[k] ?? d;
const basePath = str('base', '');
if (!basePath) fail("--base PATH (another build's src/ai/raider/routePlanner.ts) is needed");
const level = str('level', 'historical'),
  games = Number(str('games', '30'));
const baseBeams = new Map(
  str('base-beams', '')
    .split(',')
    .filter(Boolean)
    .map((x) => x.split('=').map(Number) as [number, number]),
);
const Base = ((await import(pathToFileURL(resolve(basePath)).href)) as { RoutePlanner: typeof RoutePlanner }).RoutePlanner;

const data = loadGameData(bundledRaw());
const original = RoutePlanner.prototype.plan;
const inputs: PlanInput[] = [];
// The planner's tables are reused from cruise to cruise: keep copies (the end values read the
// cruise's prospects, so they are rebuilt on the copy).
RoutePlanner.prototype.plan = function (this: RoutePlanner, p: PlanInput, keep?: number): Plan[] {
  const potential = p.potential.slice();
  const e = p.ends as unknown as { c: Record<string, unknown>; constructor: new (c: unknown) => PlanInput['ends'] };
  const ends = new e.constructor({ ...e.c, potential });
  inputs.push({
    ...p,
    worth: p.worth.slice(),
    potential,
    danger: { spot: p.danger.spot.slice(), caught: p.danger.caught.slice() },
    coal: p.coal.slice(),
    distCoal: p.distCoal.slice(),
    ends,
    goal: p.goal ? { ...p.goal, dist: p.goal.dist.slice() } : null,
  });
  return original.call(this, p, keep);
};
for (let i = 1; i <= games; i++)
  playGame(data, 'campaign', `pq-${i}`, { federal: makeBot(level, `f${i}`), confederate: makeBot(level, `c${i}`) }, {}, false, false);
RoutePlanner.prototype.plan = original;

const runs = [
  { name: 'base', pl: new Base() as RoutePlanner, map: (p: PlanInput) => ({ ...p, beam: baseBeams.get(p.beam) ?? p.beam }), t: 0, res: [] as Plan[][] },
  { name: 'this', pl: new RoutePlanner(), map: (p: PlanInput) => p, t: 0, res: [] as Plan[][] },
];
const run = (v: (typeof runs)[number], store: boolean) => {
  const t0 = performance.now();
  for (const p of inputs) {
    const r = v.pl.plan(v.map(p));
    if (store) v.res.push(r);
  }
  return performance.now() - t0;
};
for (const v of runs) run(v, true);
const ROUNDS = 6;
for (let r = 0; r < ROUNDS; r++) for (const v of r % 2 ? [...runs].reverse() : runs) v.t += run(v, false);
const key = (x: Plan | undefined) => (x ? x.steps.map((s) => JSON.stringify(s)).join(',') : '');
const [a, b] = runs as [(typeof runs)[number], (typeof runs)[number]];
const n = inputs.length;
let d = 0,
  d2 = 0,
  same = 0,
  worse = 0,
  better = 0,
  sa = 0;
for (let i = 0; i < n; i++) {
  const x = a.res[i]![0]?.score ?? 0,
    y = b.res[i]![0]?.score ?? 0;
  sa += x;
  d += y - x;
  d2 += (y - x) ** 2;
  if (key(a.res[i]![0]) === key(b.res[i]![0])) same++;
  if (y < x - 1e-9) worse++;
  else if (y > x + 1e-9) better++;
}
const m = d / n,
  ci = 1.96 * Math.sqrt(Math.max(0, d2 / n - m * m) / n);
const us = (t: number) => ((t / ROUNDS / n) * 1000).toFixed(1);
console.log(
  `${level}, ${games} games, ${n} plans: base mean best score ${(sa / n).toFixed(3)}; this - base ${m.toFixed(3)} ± ${ci.toFixed(3)} VP; same best route ${((100 * same) / n).toFixed(1)}% (this better in ${better}, worse in ${worse}); time base ${us(a.t)} us a plan, this ${us(b.t)} (x${(a.t / b.t).toFixed(2)})`,
);
