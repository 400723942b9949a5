import type { Area, AreaId, ConfederateShip, FederalShip, ScenarioFile, TurnsFile } from './schema/index';
import type { ParsedFiles } from './files';
import type { DataIndex } from './dataIndex';

// The validated, cross-checked data the engine reads. Ships are keyed by id; scenarios name
// ships by id (their printed abbreviations resolved); each turn carries its arrivals.

export type TurnEntry = TurnsFile['turns'][number];

export interface TurnInfo extends TurnEntry {
  /** Federal ships arriving in the Available Pool this turn (10.2). */
  federalArrivals: string[];
  /** Confederate ships placed this turn and where (10.5). */
  confederateArrivals: { ship: string; area: AreaId }[];
}

/** A scenario with every ship reference resolved to a ship id. */
export type Scenario = ScenarioFile;

export interface GameData {
  files: ParsedFiles;
  areas: Record<AreaId, Area>;
  areaIds: AreaId[];
  federal: Record<string, FederalShip>;
  confederate: Record<string, ConfederateShip>;
  /** turns[0] is Game Turn 1. */
  turns: TurnInfo[];
  scenarios: Record<string, Scenario>;
  /** The data pack applied on top of the built-in data, if any. */
  pack: { name: string; file: string } | null;
  /** Tables derived from the above once, frozen (neighbours, ships by type): see dataIndex.ts. */
  index: DataIndex;
}
