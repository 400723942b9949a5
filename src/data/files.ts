import type { z } from 'zod';
import * as S from './schema/index';

// The data files every game reads, by path relative to the project root, with their schemas.
export const DATA_FILES = {
  map: { path: 'assets/map/areas.json', schema: S.MapFile },
  federalShips: { path: 'assets/ships/federal.json', schema: S.FederalShipsFile },
  confederateShips: { path: 'assets/ships/confederate.json', schema: S.ConfederateShipsFile },
  raid: { path: 'assets/tables/raid.json', schema: S.RaidTable },
  search: { path: 'assets/tables/search.json', schema: S.SearchTable },
  escape: { path: 'assets/tables/escape.json', schema: S.EscapeTable },
  combat: { path: 'assets/tables/combat.json', schema: S.CombatTable },
  blockade: { path: 'assets/tables/blockade.json', schema: S.BlockadeTable },
  deployment: { path: 'assets/tables/deployment.json', schema: S.DeploymentTable },
  eces: { path: 'assets/tables/eces.json', schema: S.EcesTable },
  turns: { path: 'assets/track/turns.json', schema: S.TurnsFile },
  cpl: { path: 'assets/track/cpl.json', schema: S.CplTrackFile },
  cse: { path: 'assets/track/cse.json', schema: S.CseFile },
  whaling: { path: 'assets/counters/whaling.json', schema: S.WhalingFile },
} as const satisfies Record<string, { path: string; schema: z.ZodTypeAny }>;

export type DataFileKey = keyof typeof DATA_FILES;

export const SCENARIO_IDS = ['campaign', 'weak-beginning', 'greyhounds-are-loose', 'cresting-tide', 'endgame'] as const;
export const scenarioPath = (id: string) => `scenarios/${id}.json`;

/** The data files as read, before any validation: parsed JSON by key, scenarios by id. */
export interface RawData {
  files: Record<DataFileKey, unknown>;
  scenarios: Record<string, unknown>;
}

/** The validated files, typed. */
export interface ParsedFiles {
  map: S.MapFile;
  federalShips: S.FederalShipsFile;
  confederateShips: S.ConfederateShipsFile;
  raid: S.RaidTable;
  search: S.SearchTable;
  escape: S.EscapeTable;
  combat: S.CombatTable;
  blockade: S.BlockadeTable;
  deployment: S.DeploymentTable;
  eces: S.EcesTable;
  turns: S.TurnsFile;
  cpl: S.CplTrackFile;
  cse: S.CseFile;
  whaling: S.WhalingFile;
}
