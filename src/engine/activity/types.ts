import type { AreaId, PortNation } from '../../data/schema/index';
import type { Encounter } from './encounterState';

// The Confederate Activity Record (4.3, 4.31): each ship's whole turn, written in secret
// before the Federal player moves, then carried out step by step in the Activity Phase.

export type RecordStep =
  /** Enter an adjacent Movement Area: 1 MP (4.13). */
  | { op: 'move'; to: AreaId }
  /** Raid the area the ship is in: 1 MP (5.0). */
  | { op: 'raid' }
  /** Enter a port of that nation in the current area: free, but 1 MP to run a Confederate blockade (4.4, 7.1). */
  | { op: 'enterPort'; nation: PortNation }
  /** Leave port: free, but 1 MP to run a blockade (4.4, 7.1, 7.21). */
  | { op: 'leavePort' }
  /** Commission: 1 MP, in a Confederate port or an area with an available neutral port (10.51). */
  | { op: 'commission' }
  /** Repair: the whole Game Turn in a port that can repair (8.22). */
  | { op: 'repair' }
  /** Refit: the whole Game Turn in a port that can refit (11.31). */
  | { op: 'refit' }
  /** Georgia coals from a captured merchant ship: +6 MP this turn (11.53); must come first. */
  | { op: 'capturedCoal' }
  /** 4.52: the named ship, at sea here with its own record done, joins this ship's squadron. */
  | { op: 'gather'; ship: string };

/** How a ship answers what cannot be scripted (4.3): a successful search, and Semmes' reroll. */
export interface StandingOrders {
  /** 6.13: fight, try to escape, or enter port and accept blockade (escape if port is impossible). */
  onSpotted: 'fight' | 'escape' | 'port';
  /** 11.74: which failed rolls Semmes rerolls. */
  semmesReroll: { raid: boolean; escape: boolean; blockade: boolean };
  /** 4.51: which ship of a Federal squadron takes the damage this ship scores (default nearestSinking). */
  fireAt?: FireAt;
}

/** 4.51: the firer's choice of target in an enemy squadron: the ship closest to sinking, or the biggest guns. */
export type FireAt = 'nearestSinking' | 'biggestGuns';

export interface ActivityRecord {
  ship: string;
  steps: RecordStep[];
  standing: StandingOrders;
}

/** A record once sealed (4.3): the commitment is public; the record and salt stay secret until it runs. */
export interface SealedRecord {
  /** SHA-256 of the canonical record text plus the secret salt, hex. */
  commitment: string;
  /** Null on a remote Federal client until the reveal: it holds only the commitment. */
  record: ActivityRecord | null;
  salt: string | null;
  revealed: boolean;
}

/** Where the Activity Phase stands (filled in by the executor). */
export interface ActivityState {
  /** Ships still to act, in the order the Confederate chose (4.12). */
  queue: string[];
  current: string | null;
  /** Index of the next step of the current ship's record. */
  cursor: number;
  /** Movement Points the current ship has spent (4.13). */
  mpUsed: number;
  /** A decision the executor waits for, if any. */
  pending: PendingDecision | null;
  /** The player's answer to the pending decision, until the encounter uses it. */
  answer: string | null;
  /** Encounters under way for the current ship, first one active. */
  encounters: Encounter[];
  /** Areas where the current ship attempted an escape: no raid there (4.34, 5.0). */
  escapedAreas: AreaId[];
  run: ActivityRun;
  /** 4.52: the ships gathered into the current ship's squadron, when it leads one. */
  squadron?: SquadronRun;
}

/** A Confederate squadron under way (4.52): members move with the leader's record from their gather. */
export interface SquadronRun {
  leader: string;
  /** Each member, with the MP it had spent alone and the leader's MP count when it joined. */
  members: { ship: string; ownMp: number; leaderMpAtJoin: number }[];
}

export interface PendingDecision {
  side: 'federal' | 'confederate';
  kind: string;
  /** What the decision is about, for the screen and the bots. */
  detail: Record<string, unknown>;
  options: string[];
}

/** Per-ship bookkeeping while its record runs; kept in the activity state so it survives saves. */
export interface ShipRun {
  ship: string;
  startedInPort: boolean;
  leftPort: boolean;
  coal: number;
  coaledAreas: AreaId[];
  /** Raids made; `squadron` names the members with it then (4.52), whose coaling counts too (11.52). */
  raids: { area: AreaId; points: number; squadron?: string[] }[];
  acceptedBlockade: boolean;
  repaired: boolean;
  refitted: boolean;
  capturedCoal: boolean;
  /** Its end-of-activity bookkeeping is done (the Stonewall's comes in the Record Phase, 11.61). */
  ended: boolean;
  /** 4.52: its own record is done and it waits at sea for its squadron's leader, having spent these MP. */
  waiting?: boolean;
  mpAlone?: number;
}

export interface ActivityRun {
  runs: Record<string, ShipRun>;
  wholeTurnInPort: string[];
  refitted: string[];
}
