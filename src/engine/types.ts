import type { AreaId, CplLevels, DeploymentPoints, PortNation } from '../data/schema/index';
import type { FederalOrders, SealedRecord } from './record';
import type { ActivityState } from './activityState';
import type { DiceState } from './dice';
import type { GameOptions } from './options';

// The whole game as plain data: JSON in, JSON out. Nothing here holds a function, a class or
// a Map, so a save, a replay and a network message are all just this object serialised.

export type Side = 'federal' | 'confederate';

/** The phases and segments of the Sequence of Play (3.0), as the turn machine names them. */
export type Phase =
  | 'turnAdvance' // 1A
  | 'confederatePlacement' // 1B
  | 'federalPlacement' // 1C: removal, arrivals, deployment roll, selection
  | 'europeDeclaration' // 1C, last item: blockades in C2/C5/C7/C8 (6.3)
  | 'confederateRecord' // 2
  | 'federalMovement' // 3
  | 'confederateActivity' // 4
  | 'endOfTurn'
  | 'gameOver';

/** The phases in the order of 3.0, gameOver last: one list for the turn machine, the schemas and the dice chain. */
export const PHASES = [
  'turnAdvance',
  'confederatePlacement',
  'federalPlacement',
  'europeDeclaration',
  'confederateRecord',
  'federalMovement',
  'confederateActivity',
  'endOfTurn',
  'gameOver',
] as const satisfies readonly Phase[];

/** Where a Federal ship is (2.17, 10.1, 11.1). */
export type FederalWhere = 'notArrived' | 'available' | 'unavailable' | 'map' | 'cse' | 'sunk';

export interface FederalShipState {
  id: string;
  where: FederalWhere;
  /** The Movement Area when on the map. */
  area: AreaId | null;
  /** Availability Points crossed off on the Availability Record (10.42). */
  availabilityUsed: number;
  /** Selected for use this Game Turn (10.4), whether paid for or free (11.2, 11.22, 11.62). */
  inUse: boolean;
  /** Times taken out of the Unavailable Pool for use (10.11's equal-use order). */
  upUses: number;
  /** Taken from the Unavailable Pool this turn: goes back at the next placement (10.11). */
  fromUP: boolean;
  damage: number;
  /** Movement Points spent this Federal Movement Phase (4.11). */
  movementUsed: number;
  /** Its movement this phase is completed and announced: another ship has begun moving (4.12). */
  moveDone: boolean;
  /** Areas entered this Game Turn, in order, starting where it began (for 11.2 and 9.38). */
  path: AreaId[];
  /** The Confederate ship this ship blockades in a neutral port (7.2), if any. */
  blockading: string | null;
  /** Squadron id formed at the end of Federal movement (4.52); null = alone. */
  squadron: string | null;
  /** Wateree and Suwanee: still making for the Pacific at half speed (11.22). */
  headingForPacific: boolean;
  /** What selection this turn took (10.4), so the Federal player can take it back before ending the segment. */
  selection: { from: FederalWhere; area: AreaId | null; paid: boolean; fromUP: boolean } | null;
}

export type ConfederateStatus = 'notArrived' | 'inPlay' | 'sunk' | 'interned' | 'offTrack' | 'lostBefore';

export interface ConfederateShipState {
  id: string;
  status: ConfederateStatus;
  area: AreaId | null;
  /** In port, and whose port (2.12, 4.4); null = at sea. */
  port: PortNation | null;
  commissioned: boolean;
  damage: number;
  /** Game Turns at sea since the last refit (11.3). */
  turnsAtSea: number;
  /** Consecutive whole Game Turns in port (11.41). */
  turnsInPort: number;
  /** A refit was made during the current stay in port (11.42). */
  refitThisStay: boolean;
  /** Refits completed in the game, counting those before the scenario (11.32). */
  refits: number;
  /** False after a coaling failure, until the next refit (11.52). */
  canRaid: boolean;
  /** Georgia's once-only coal from a captured merchant ship (11.53). */
  capturedCoalUsed: boolean;
  /** Game Turn in which Georgia may raid deep-water areas after coaling from a prize (11.53). */
  deepRaidTurn: number | null;
  /** Florida: times spotted since her first refit (11.32). */
  spottedSinceRefit: number;
  /** Placed this turn as a reinforcement: cannot be blockaded by 6.3 this turn. */
  arrivedThisTurn: boolean;
  /** Began this Game Turn in C2, C5, C7 or C8 (6.3). */
  startedInEurope: boolean;
  /** Must spend this Game Turn repairing (10.52: Rappahannock on arrival). */
  forcedRepairTurn: number | null;
  /** Federal ships blockading it in a neutral port (7.2). */
  blockadedBy: string[];
}

/** Semmes (11.7). */
export type SemmesState =
  | { status: 'aboard'; ship: string; shipsCommanded: number }
  | { status: 'track'; availableTurn: number; ship: string | null; shipsCommanded: number }
  | { status: 'removed' };

export interface WhalingCounterState {
  area: AreaId;
  /** Index into the whaling counters file; hidden from both sides until revealed (5.3, 5.31). */
  counter: number;
  revealed: boolean;
}

export interface VpEntry {
  side: Side;
  points: number;
  rule: string;
  turn: number;
  text: string;
}

/** The game's options: one type, derived from the registry's schema (options.ts). */
export type { GameOptions } from './options';

export interface GameState {
  format: 'sea-devils-game';
  version: 1;
  scenario: string;
  options: GameOptions;
  turn: number;
  lastTurn: number;
  phase: Phase;
  dice: DiceState;
  merchantMarine: number;
  /** 9.22 (1): England's one-time drop when the merchant marine falls below 1165. */
  below1165Applied: boolean;
  cpl: CplLevels;
  deploymentTrack: DeploymentPoints;
  /** Deployment points rolled this turn, for the log and the screen. */
  lastDeploymentRoll: { die: number; inPlay: number; points: DeploymentPoints } | null;
  /** Earlier Confederate entries into C9 per type (6.44). */
  ecesHistory: { S: number; GB: number; Aux: number; IC: number };
  /** CSE points used per calendar year (11.12). */
  cseUsed: Record<string, number>;
  federal: Record<string, FederalShipState>;
  confederate: Record<string, ConfederateShipState>;
  semmes: SemmesState;
  /** Semmes' reroll used this turn (11.74). */
  semmesRerollUsed: boolean;
  whaling: WhalingCounterState[];
  /** Calendar years in which a neutral-port commissioning was made (10.51). */
  neutralCommissionYears: number[];
  /** Countries whose coal ports a Federal ship denies this turn (9.38). */
  deniedCountries: PortNation[];
  /** A Confederate ship has raided in the Pacific: Wyoming may leave it (11.21). */
  pacificRaided: boolean;
  /** 6.3: Federal ships declared to move into blockading position against a ship in Europe. */
  europeDeclarations: { ship: string; target: string }[];
  /** Sealed Activity Records by Confederate ship id (4.3). */
  records: Record<string, SealedRecord>;
  /** The Federal's standing orders (record.ts FederalOrders); absent: the defaults. */
  federalOrders?: FederalOrders;
  activity: ActivityState | null;
  vp: { confederate: number; federal: number; entries: VpEntry[] };
  /** Federal moves that can still be taken back (never past a die roll or a reveal). */
  undo: UndoEntry[] | null;
  result: GameResult | null;
}

/** What a Federal move changed, to put it back (3.0 phase 3; undo ends at any roll or reveal). */
export interface UndoEntry {
  federal: Record<string, FederalShipState>;
  confederate: Record<string, ConfederateShipState>;
  cseUsed: Record<string, number>;
  deploymentTrack: DeploymentPoints;
}

export interface GameResult {
  confederateVp: number;
  federalVp: number;
  net: number;
  level: string;
  turnsPlayed: number;
}

export interface GameEvent {
  turn: number;
  phase: Phase;
  /** The rule the event applies, e.g. "10.31". */
  rule: string;
  /** Plain words, with the dice, for the log. */
  text: string;
  kind: string;
  ships?: string[];
  dice?: number[];
  /** Only this side may see the event (e.g. a record written in secret). */
  secretTo?: Side;
  /** A move: the areas sailed through, in order (4.1, 4.13), for the map's animation. */
  path?: string[];
  /** Entering a port: the nation of the port (4.4, 4.42). */
  port?: string;
  /** Each die roll of the event explained: the table, what was needed, the modifiers, the result. */
  rolls?: RollExplained[];
}

/** A modifier of a roll or of the table column it is read on, with the rule that makes it. */
export interface RollMod {
  value: number;
  rule: string;
  why: string;
}

/**
 * One die roll explained for the log (issue 16): never part of the state, so never hashed.
 * `need` is the faces that succeed ("5+", "4 or less") on tables with a yes/no result; the
 * graded tables (raid, combat, deployment) give only the column and the result.
 */
export interface RollExplained {
  /** The table's rule, e.g. "6.11". */
  table: string;
  /** Who rolls, when the event has more than one roll (a firing segment). */
  who?: string;
  /** The column (or row) read, e.g. "1 searching unit", "speed differential +1". */
  column: string;
  need?: string;
  mods: RollMod[];
  /** The die that decided (after a reroll, the second die). */
  die: number;
  /** A first die rolled again (11.74). */
  rerolled?: number;
  result: string;
}
