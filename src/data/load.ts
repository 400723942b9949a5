import { DATA_FILES, scenarioPath, type DataFileKey, type ParsedFiles, type RawData } from './files';
import { DataError, formatPath, type DataProblem } from './errors';
import { ScenarioFile } from './schema/index';
import { crossCheck } from './crossChecks';
import { applyDataPack } from './dataPack';
import type { GameData, Scenario, TurnInfo } from './gameData';
import { indexShips, resolveShip } from './shipRefs';

// Raw files in, validated GameData out (or a DataError listing every problem). The same
// function serves the browser (bundled JSON), the CLI (files on disk) and the tests (fixtures).

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
    if (json === undefined) { problems.push({ file: def.path, path: '', message: 'the file is missing' }); continue; }
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
  return build(raw.files as unknown as ParsedFiles, scenarios, null);
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
  return build(parsed.files, parsed.scenarios, pack ? { name: (pack.json as { name: string }).name, file: pack.file } : null);
}

function build(files: ParsedFiles, scenarioFiles: Record<string, ScenarioFile>, pack: GameData['pack']): GameData {
  const areas = Object.fromEntries(files.map.areas.map((a) => [a.id, a]));
  const federal = Object.fromEntries(files.federalShips.ships.map((s) => [s.id, s]));
  const confederate = Object.fromEntries(files.confederateShips.ships.map((s) => [s.id, s]));
  const turns: TurnInfo[] = files.turns.turns.map((t) => ({
    ...t,
    federalArrivals: files.federalShips.ships.filter((s) => s.arrival === t.turn).map((s) => s.id),
    confederateArrivals: files.confederateShips.ships
      .filter((s) => s.arrival?.turn === t.turn)
      .map((s) => ({ ship: s.id, area: s.arrival!.area })),
  }));
  const fedIndex = indexShips(files.federalShips.ships).index, conIndex = indexShips(files.confederateShips.ships).index;
  // Cross-checks have already proved every reference resolves.
  const F = (ref: string) => resolveShip(fedIndex, ref)!;
  const C = (ref: string) => resolveShip(conIndex, ref)!;
  const scenarios: Record<string, Scenario> = {};
  for (const [id, s] of Object.entries(scenarioFiles)) {
    scenarios[id] = {
      ...s,
      federal: {
        deployed: s.federal.deployed.map((d) => ({ ...d, ship: F(d.ship) })),
        available: s.federal.available.map(F),
        consumed: s.federal.consumed.map((c) => ({ ...c, ship: F(c.ship) })),
        cseUsed: s.federal.cseUsed,
      },
      confederate: {
        ...s.confederate,
        ships: s.confederate.ships.map((c) => ({ ...c, ship: C(c.ship) })),
        semmes: s.confederate.semmes.status === 'removed' ? s.confederate.semmes : { ...s.confederate.semmes, ship: C(s.confederate.semmes.ship) },
        removedFromTrack: s.confederate.removedFromTrack.map(C),
        alreadyLost: s.confederate.alreadyLost.map(C),
      },
    };
  }
  return { files, areas, areaIds: files.map.areas.map((a) => a.id), federal, confederate, turns, scenarios, pack };
}
