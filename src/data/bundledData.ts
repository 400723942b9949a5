import type { ParsedFiles, RawData } from './files';
import { ScenarioFile } from './schema/scenario';
import type { GameData } from './gameData';
import { buildGameData } from './buildGameData';

// The page's start. Kept apart from load.ts so that the first download carries neither the
// cross-checks nor the data-pack code nor the data files' schemas (issue 18): those load only
// when a data pack is used (ui/dataPack.ts).

/**
 * The built-in data (src/data/bundled.ts) alone, for the page's start. Its files are taken as
 * they are: the schemas give these very files back and the cross-checks find nothing, which
 * tests/data/bundled-data.test.ts holds whenever the program is tested, so checking them again
 * on every start only cost the first map zod's first use (about 60 ms). The scenarios, small,
 * are still parsed (the schema orders their keys). A data pack always goes through loadGameData.
 */
export function loadBundledData(raw: RawData): GameData {
  const scenarios: Record<string, ScenarioFile> = {};
  for (const [id, json] of Object.entries(raw.scenarios)) scenarios[id] = ScenarioFile.parse(json);
  return buildGameData(raw.files as unknown as ParsedFiles, scenarios, null);
}
