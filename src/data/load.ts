import { DATA_FILES, scenarioPath, type DataFileKey, type ParsedFiles, type RawData } from './files';
import { DataError, formatPath, type DataProblem } from './errors';
import { ScenarioFile } from './schema/index';
import { crossCheck } from './crossChecks';
import { applyDataPack } from './dataPack';
import type { GameData } from './gameData';
import { buildGameData } from './buildGameData';

// Raw files in, validated GameData out (or a DataError listing every problem). The same
// function serves data packs in the browser, the CLI (files on disk) and the tests (fixtures);
// the page's start from the built-in data takes loadBundledData (bundledData.ts) instead.

export interface PackInput {
  json: unknown;
  /** The pack's file name, used in every message about it. */
  file: string;
}

/** Schema-validates every file; collects all problems before failing. */
export function parseRaw(raw: RawData): { files: ParsedFiles; scenarios: Record<string, ScenarioFile> } {
  const problems: DataProblem[] = [];
  const files = {} as Record<DataFileKey, unknown>;
  for (const [key, def] of Object.entries(DATA_FILES) as [DataFileKey, (typeof DATA_FILES)[DataFileKey]][]) {
    const json = raw.files[key];
    if (json === undefined) {
      problems.push({ file: def.path, path: '', message: 'the file is missing' });
      continue;
    }
    const r = def.schema.safeParse(json);
    if (r.success) files[key] = r.data;
    else for (const i of r.error.issues) problems.push({ file: def.path, path: formatPath(i.path, json), message: i.message });
  }
  const scenarios: Record<string, ScenarioFile> = {};
  for (const [id, json] of Object.entries(raw.scenarios)) {
    const r = ScenarioFile.safeParse(json);
    if (r.success) scenarios[id] = r.data;
    else for (const i of r.error.issues) problems.push({ file: scenarioPath(id), path: formatPath(i.path, json), message: i.message });
  }
  if (problems.length) throw new DataError(problems);
  return { files: files as unknown as ParsedFiles, scenarios };
}

/** Validates, cross-checks and resolves the data, with an optional data pack on top. */
export function loadGameData(raw: RawData, pack?: PackInput): GameData {
  let parsed = parseRaw(raw);
  let problems = crossCheck(parsed.files, parsed.scenarios);
  if (problems.length) throw new DataError(problems);
  if (pack) {
    const packed = applyDataPack(parsed.files, raw, pack.json, pack.file);
    try {
      parsed = parseRaw(packed);
    } catch (e) {
      if (e instanceof DataError) throw new DataError(e.problems.map((p) => ({ ...p, message: `${p.message} (after applying data pack ${pack.file})` })));
      throw e;
    }
    problems = crossCheck(parsed.files, parsed.scenarios);
    if (problems.length) throw new DataError(problems.map((p) => ({ ...p, message: `${p.message} (after applying data pack ${pack.file})` })));
  }
  return buildGameData(parsed.files, parsed.scenarios, pack ? { name: (pack.json as { name: string }).name, file: pack.file } : null);
}
