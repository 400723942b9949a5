import type { GameData } from '../data/gameData';
import { aggregate } from './aggregate';
import { dataIdentity, publicSettings, type PublicSettings } from './identity';
import { scenarioFacts, type ScenarioFacts } from './scenarioFacts';
import type { Collected } from './schedule';
import { compareVariants } from './variant';
import type { CompareSettings, ScenarioDifference, ScenarioResult } from './types';

// A whole comparison, as the screen, the HTML report, the cache and compare.json hold it: the
// settings, which data was played, each scenario's facts, the results per variant and scenario,
// and (with two variants) B minus A. Nothing in it depends on timing or on the workers.

export interface ComparisonModel {
  format: 'sea-devils-comparison';
  version: 1;
  settings: PublicSettings;
  /** dataIdentity() of each variant's data. */
  data: string[];
  /** False when the run was stopped before every game was played. */
  complete: boolean;
  facts: ScenarioFacts[];
  /** results[variant][k] is settings.scenarios[k] under that variant. */
  results: ScenarioResult[][];
  /** Variant B minus variant A per scenario; null with one variant. */
  differences: ScenarioDifference[] | null;
}

export function buildModel(settings: CompareSettings, data: readonly GameData[], collected: Collected): ComparisonModel {
  const results = settings.variants.map((_, v) => settings.scenarios.map((s, k) => aggregate(data[v]!, s, collected.outcomes[v]![k]!)));
  return {
    format: 'sea-devils-comparison',
    version: 1,
    settings: publicSettings(settings),
    data: data.map(dataIdentity),
    complete: collected.complete,
    facts: settings.scenarios.map((s) => scenarioFacts(data[0]!, s)),
    results,
    differences:
      results.length === 2
        ? settings.scenarios.map((_, k) => compareVariants(results[0]![k]!, results[1]![k]!, { a: collected.outcomes[0]![k]!, b: collected.outcomes[1]![k]! }))
        : null,
  };
}
