import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_FILES, SCENARIO_IDS, scenarioPath, type DataFileKey, type RawData } from './files';
import { DataError, type DataProblem } from './errors';

// Node-side reading of the data files (CLI tools). A file that is not valid JSON is reported
// with its name and the parser's message, like any other data problem.

export function readJson(path: string, label = path): unknown {
  if (!existsSync(path)) throw new DataError([{ file: label, path: '', message: 'the file does not exist' }]);
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new DataError([{ file: label, path: '', message: `not valid JSON: ${(e as Error).message}` }]);
  }
}

export function readRawFromDisk(root: string): RawData {
  const problems: DataProblem[] = [];
  const files = {} as Record<DataFileKey, unknown>;
  const scenarios: Record<string, unknown> = {};
  const tryRead = (rel: string, put: (v: unknown) => void) => {
    try {
      put(readJson(join(root, rel), rel));
    } catch (e) {
      if (e instanceof DataError) problems.push(...e.problems);
      else throw e;
    }
  };
  for (const [key, def] of Object.entries(DATA_FILES))
    tryRead(def.path, (v) => {
      files[key as DataFileKey] = v;
    });
  for (const id of SCENARIO_IDS)
    tryRead(scenarioPath(id), (v) => {
      scenarios[id] = v;
    });
  if (problems.length) throw new DataError(problems);
  return { files, scenarios };
}
