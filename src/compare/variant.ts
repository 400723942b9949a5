import { proportionDifference, welch } from './stats';
import type { ScenarioDifference, ScenarioResult } from './types';

// Variant B against variant A in one scenario: the change in each victory level's probability,
// in mean net VP, in the final merchant marine level and in raider survival, each with its 95%
// interval. The intervals treat the two samples as independent; the variants play the same
// seeds, which can only make the true uncertainty smaller, so they err on the wide side.

export function compareVariants(a: ScenarioResult, b: ScenarioResult): ScenarioDifference {
  if (a.scenario !== b.scenario) throw new Error(`cannot compare ${a.scenario} with ${b.scenario}`);
  return {
    scenario: a.scenario,
    levels: a.levels.map((la, k) => ({ level: la.level, ...proportionDifference(la, b.levels[k]!) })),
    net: welch(a.net, b.net),
    finalMerchantMarine: welch(a.merchantMarine.final, b.merchantMarine.final),
    raiderSurvival: proportionDifference(a.raidersOverall, b.raidersOverall),
  };
}
