import { pairedMean, proportionDifference, welch } from './stats';
import { isFailure, type GameOutcome, type GameSummary, type ScenarioDifference, type ScenarioResult } from './types';

// Variant B against variant A in one scenario: the change in each victory level's probability,
// in mean net VP, in the final merchant marine level and in raider survival, each with its 95%
// interval. Game i of a scenario plays the same seed under both variants, so the two means are
// compared game by game (the paired t interval), which cancels the luck the games share. The
// proportions keep Newcombe's interval for independent samples, which errs on the wide side.

export function compareVariants(a: ScenarioResult, b: ScenarioResult, games?: { a: readonly GameOutcome[]; b: readonly GameOutcome[] }): ScenarioDifference {
  if (a.scenario !== b.scenario) throw new Error(`cannot compare ${a.scenario} with ${b.scenario}`);
  const pairs = games ? paired(games.a, games.b) : [];
  return {
    scenario: a.scenario,
    levels: a.levels.map((la, k) => ({ level: la.level, ...proportionDifference(la, b.levels[k]!) })),
    net: pairs.length > 1 ? pairedMean(pairs.map(([x, y]) => [x.net, y.net] as const)) : welch(a.net, b.net),
    finalMerchantMarine:
      pairs.length > 1 ? pairedMean(pairs.map(([x, y]) => [x.mm.at(-1)!, y.mm.at(-1)!] as const)) : welch(a.merchantMarine.final, b.merchantMarine.final),
    raiderSurvival: proportionDifference(a.raidersOverall, b.raidersOverall),
  };
}

/** The games both variants finished, matched by their index (the same seed), in index order. */
function paired(a: readonly GameOutcome[], b: readonly GameOutcome[]): [GameSummary, GameSummary][] {
  const byIndex = new Map<number, GameSummary>();
  for (const g of b) if (!isFailure(g)) byIndex.set(g.index, g);
  return a
    .filter((g): g is GameSummary => !isFailure(g) && byIndex.has(g.index))
    .sort((x, y) => x.index - y.index)
    .map((g) => [g, byIndex.get(g.index)!]);
}
