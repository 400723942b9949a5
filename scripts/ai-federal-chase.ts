// Paired comparison of Federal players (issue 31, points 1 and 3), on the same seeds:
//   tsx scripts/ai-federal-chase.ts [--games 40] [--scenario campaign] [--raiders bold,historical,cautious,random] [--federals bold,bold-noplot,chase]
// `bold` is the bold Federal level as it is; `bold-noplot` the same with its plot-based moves
// off (FederalParams.plotChase 0: the bold Federal before issue 31), `bold-plot=X` with plotChase X (the raider still reads the Federal as the bold level is); `bold@X` the bold level with plotChase X, read as such; `chase` a Federal written in
// a few lines, kept here as a yardstick only: in the Federal Movement Phase (3.0 phase 3) the
// nearest free ship sails towards each raider's last known area (its counter, 4.0) and the other
// ships (and the Pacific Fleet, 11.2) hold their stations; every other choice (selection, 6.3 declarations, answers) is the
// bold level's. Prints each Federal's mean net VP against each raider bot (lower is better for
// the Federal) and each pair's paired difference with its 95% interval.
import { readFlags, loadData, fail } from './cli';
import type { Command, GameView } from '../src/engine/index';
import { playGame } from '../src/game/record';
import { federalAllowance, pathToArea } from '../src/engine/rules/index';
import type { GameData } from '../src/data/gameData';
import type { Bot } from '../src/ai/bot';
import { makeBot } from '../src/ai/registry';
import { FederalAi } from '../src/ai/federal/federalAi';
import { FEDERAL_PARAMS } from '../src/ai/levels';
import { BotRandom } from '../src/ai/rng';
import { raiderRoutes } from '../src/ai/raider/routeForecast';
import { mapGraph } from '../src/ai/common/mapGraph';

const { flags } = readFlags({ games: 'string', scenario: 'string', raiders: 'string', federals: 'string', from: 'string' });
const games = Number(flags.games ?? '40');
const from = Number(flags.from ?? '0');
if (!Number.isInteger(games) || games < 1) fail('--games must be a whole number');
const scenario = flags.scenario ?? 'campaign';
const raiders = (flags.raiders ?? 'bold,historical,cautious,random').split(',');
const federals = (flags.federals ?? 'bold,bold-noplot,chase').split(',');
const data = loadData();
const base = FEDERAL_PARAMS.bold.plotChase;

/** The chase: the nearest free ship to each raider's counter sails towards it; the rest hold. */
class ChaseBot implements Bot {
  readonly name = 'chase';
  private readonly base: Bot;
  private queue: Command[] = [];
  private turn = -1;
  constructor(seed: string) {
    this.base = makeBot('bold', seed);
  }
  next(d: GameData, v: GameView): Command {
    if (v.phase !== 'federalMovement') return this.base.next(d, v, 'federal');
    if (this.turn !== v.turn) {
      this.turn = v.turn;
      this.queue = chaseMoves(d, v);
    }
    return this.queue.shift() ?? { type: 'endPhase', side: 'federal' };
  }
}

function chaseMoves(d: GameData, v: GameView): Command[] {
  const g = mapGraph(d);
  const free = Object.values(v.federal).filter(
    (f) => f.where === 'map' && f.inUse && f.area && !f.blockading && !f.headingForPacific && f.movementUsed === 0 && d.federal[f.id]!.fleet !== 'P',
  );
  const out: Command[] = [];
  for (const c of Object.values(v.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    const to = g.index.get(c.area)!;
    let best = -1,
      bestD = Infinity;
    free.forEach((f, i) => {
      const dd = g.dist[g.index.get(f.area!)! * g.n + to]!;
      if (dd < bestD) {
        bestD = dd;
        best = i;
      }
    });
    if (best < 0) break;
    const f = free.splice(best, 1)[0]!;
    const path = pathToArea(d, f.area!, c.area);
    const steps = path ? path.slice(0, federalAllowance(d, v, f.id)) : [];
    if (steps.length) out.push({ type: 'moveShip', side: 'federal', ship: f.id, path: [...steps] });
  }
  return out;
}

function federalBot(name: string, seed: string): Bot {
  if (name === 'chase') return new ChaseBot(seed);
  // bold-noplot: plotChase 0; bold-plot=X: plotChase X.
  const plot = name === 'bold-noplot' ? 0 : name.startsWith('bold-plot=') ? Number(name.slice(10)) : null;
  if (plot !== null) {
    if (!(plot >= 0 && plot <= 1)) fail(`bad Federal ${name}`);
    const ai = new FederalAi({ ...FEDERAL_PARAMS.bold, plotChase: plot }, new BotRandom(`${seed}:federal`), raiderRoutes());
    return { name, next: (d, v) => ai.next(d, v) };
  }
  return makeBot(name, seed);
}

function play(conf: string, fed: string, seed: string): number {
  // bold@X: the bold level itself with plotChase X for the whole game, so that the bold raider's
  // reading of the bold Federal (federal/predictedMoves.ts) models the same Federal.
  const at = fed.startsWith('bold@') ? Number(fed.slice(5)) : null;
  if (at !== null && !(at >= 0 && at <= 1)) fail(`bad Federal ${fed}`);
  FEDERAL_PARAMS.bold.plotChase = at ?? base;
  if (at !== null) fed = 'bold';
  const bots = { confederate: makeBot(conf, `${seed}:c`), federal: federalBot(fed, `${seed}:f`) };
  return playGame(data, scenario, seed, bots, {}, false, false).state.result!.net;
}

const t0 = performance.now();
for (const conf of raiders) {
  const nets = federals.map(() => [] as number[]);
  for (let i = from; i < from + games; i++) {
    const seed = `chase-${scenario}-${i}`;
    federals.forEach((f, k) => nets[k]!.push(play(conf, f, seed)));
  }
  const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;
  const ci = (x: number[]) => {
    const m = mean(x);
    return 1.96 * Math.sqrt(x.reduce((a, b) => a + (b - m) ** 2, 0) / (x.length - 1) / x.length);
  };
  console.log(
    `${scenario}, raider ${conf}, ${games} games (seeds chase-${scenario}-${from}..${from + games - 1}), ${((performance.now() - t0) / 1000).toFixed(0)} s: mean net VP ${federals.map((f, k) => `${f} ${mean(nets[k]!).toFixed(1)} ± ${ci(nets[k]!).toFixed(1)}`).join(', ')}`,
  );
  for (let a = 0; a < federals.length; a++)
    for (let b = a + 1; b < federals.length; b++) {
      const diff = nets[a]!.map((x, i) => x - nets[b]![i]!);
      console.log(`   ${federals[a]} - ${federals[b]}: ${mean(diff).toFixed(1)} ± ${ci(diff).toFixed(1)} (paired)`);
    }
}
