import type { GameData } from '../data/gameData';
import { estimateMean, proportion, quantile } from './stats';
import { netHistogram } from './histogram';
import { own } from '../data/ids';
import { VICTORY_LEVELS, isFailure, type GameOutcome, type GameSummary, type RaiderSurvival, type ScenarioResult } from './types';

// All the games of one scenario under one variant, summed up. The outcomes are first put in
// game order, so the result is the same whichever worker played which game and in what order
// they came back (floating-point sums included).

const FAILURE_SAMPLES = 5;

export function aggregate(data: GameData, scenario: string, outcomes: readonly GameOutcome[]): ScenarioResult {
  const sc = own(data.scenarios, scenario);
  if (!sc) throw new Error(`no scenario "${scenario}"`);
  const ordered = [...outcomes].sort((a, b) => a.index - b.index);
  for (let i = 1; i < ordered.length; i++)
    if (ordered[i]!.index === ordered[i - 1]!.index) throw new Error(`game ${ordered[i]!.index} of ${scenario} was counted twice`);
  const failed = ordered.filter(isFailure);
  const games = ordered.filter((o): o is GameSummary => !isFailure(o));
  const n = games.length;

  const levels = VICTORY_LEVELS.map((level, k) => ({ level, ...proportion(games.filter((g) => g.level === k).length, n) }));
  const nets = games.map((g) => g.net);
  const sorted = [...nets].sort((a, b) => a - b);
  const net = {
    ...estimateMean(nets),
    min: sorted[0] ?? NaN,
    max: sorted.at(-1) ?? NaN,
    p10: quantile(sorted, 0.1),
    p25: quantile(sorted, 0.25),
    p50: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    p90: quantile(sorted, 0.9),
  };

  const points = sc.lastTurn - sc.firstTurn + 2;
  const column = (t: number) => games.map((g) => g.mm[t]!).sort((a, b) => a - b);
  const mmColumns = Array.from({ length: points }, (_, t) => column(t));
  const merchantMarine = {
    turns: Array.from({ length: points }, (_, t) => (t === 0 ? ('start' as const) : sc.firstTurn + t - 1)),
    mean: mmColumns.map((c) => estimateMean(c).mean),
    p10: mmColumns.map((c) => quantile(c, 0.1)),
    p50: mmColumns.map((c) => quantile(c, 0.5)),
    p90: mmColumns.map((c) => quantile(c, 0.9)),
    final: estimateMean(games.map((g) => g.mm[points - 1]!)),
  };

  // Raiders in the order of the ships file; only those that entered play in some game.
  const raiders: RaiderSurvival[] = [];
  let shipGames = 0,
    afloat = 0;
  for (const ship of data.files.confederateShips.ships) {
    let entered = 0,
      sunk = 0,
      interned = 0;
    for (const g of games) {
      const fate = g.raiders[ship.id];
      if (fate === undefined) continue;
      entered++;
      if (fate === 1) sunk++;
      else if (fate === 2) interned++;
    }
    if (!entered) continue;
    shipGames += entered;
    afloat += entered - sunk - interned;
    raiders.push({ ship: ship.id, name: ship.name, sunk, interned, ...proportion(entered - sunk - interned, entered) });
  }

  return {
    scenario,
    games: n,
    failures: failed.length,
    failureSamples: failed.slice(0, FAILURE_SAMPLES),
    levels,
    net,
    netHistogram: netHistogram(nets, sc.victory),
    confederateVp: estimateMean(games.map((g) => g.confederateVp)),
    federalVp: estimateMean(games.map((g) => g.federalVp)),
    merchantMarine,
    raiders,
    raidersOverall: { ...proportion(afloat, shipGames), lostPerGame: n ? (shipGames - afloat) / n : NaN },
  };
}
