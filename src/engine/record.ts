import type { AreaId, PortNation } from '../data/schema/index';

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
  /**
   * 11.74: which failed rolls Semmes rerolls; `raidAtMost`: a Raid Table die is rerolled only if
   * it is at most this (1: only a 1; absent: 1 or 2, the failed raid dice).
   */
  semmesReroll: { raid: boolean; escape: boolean; blockade: boolean; raidAtMost?: 1 | 2 };
  /** 4.51: which ship of a Federal squadron takes the damage this ship scores (default nearestSinking). */
  fireAt?: FireAt;
}

/**
 * The Federal player's standing orders, for a game where he is not asked live (played apart, hot
 * seat, or solitaire without "ask me"): set in the Federal Movement Phase, after the Confederate's
 * records are sealed (4.3), and used by the Activity Phase's three Federal decisions. Absent from
 * the state means the defaults (every ship searches, every unit engages, 4.51's first pick), so a
 * game that never sets them is the game it always was.
 */
export interface FederalOrders {
  /** 6.1: ships that do not search; a squadron searches while any of its ships is not named here. */
  noSearch: string[];
  /** 6.13: a unit that spotted a raider whose gunnery exceeds its own declines battle (tries to escape). */
  avoidWhenOutgunned: boolean;
  /** 4.51: which raider of a squadron takes the Federal's damage. */
  fireAt: FireAt;
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
