import type { ParsedFiles, RawData } from './files';
import type { ScenarioFile } from './schema/scenario';
import type { GameData } from './gameData';
import { buildGameData } from './buildGameData';

// The page's start. Kept apart from load.ts so that the first download carries neither the
// cross-checks nor the data-pack code nor the data files' schemas (issue 18): those load only
// when a data pack is used (ui/dataPack.ts).

/**
 * The built-in data (src/data/bundled.ts) alone, for the page's start. Its files and scenarios
 * are taken as they are: the schemas give these very files back, key order included, and the
 * cross-checks find nothing, which tests/data/bundled-data.test.ts holds whenever the program is
 * tested, so checking them again on every start only cost the first map zod's first use (about
 * 60 ms; issue 47: the scenarios' parse, kept for their key order until their files were written
 * in the schema's order, was another tenth of a second on a slowed CPU). A data pack always goes
 * through loadGameData.
 */
export function loadBundledData(raw: RawData): GameData {
  return buildGameData(raw.files as unknown as ParsedFiles, raw.scenarios as unknown as Record<string, ScenarioFile>, null);
}
