import type { AreaId } from '../data/schema/index';

// Where the Activity Phase stands (3.0 phase 4), kept in the game state so that it survives a
// save and can stop for a player's decision: the ship whose record runs (4.12), its Movement
// Points (4.13), the encounters under way (6.1-6.4, 7.21, 8.1, 11.61) and each ship's run. Types
// only: the executor, the encounter and the rules that fill it in all stand above it.

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
  /** Played apart with live decisions: the answers given so far this phase; the dice after each come from a segment of their own (dice.ts liveSegment). */
  answered?: number;
  /** The side asked left the pending decision to its standing orders (issue 46.2): the executor answers it by them. */
  byStanding?: true;
  /**
   * 11.74 asked live: the dice a procedure had rolled when it stopped for Semmes' decision. The
   * procedure runs again from its start once answered, and takes these first, so it meets the
   * same dice and the same question (semmesStage.ts).
   */
  heldDice?: number[];
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

/**
 * What the Activity Phase asks a player, by kind (3.0 phase 4; asked only when the game's
 * options say so, else standing orders answer): each kind carries what the screen and the bots
 * need to answer it, and nothing is guessed.
 */
export type DecisionAsked =
  /** 6.1: the Federal ships in the raider's area may search for it. */
  | { side: 'federal'; kind: 'search'; detail: SearchDetail }
  /** 6.13 (spotted) and 7.21 (runBlockade): the raider fights, tries to escape or, spotted, makes for port. */
  | { side: 'confederate'; kind: 'spotted' | 'runBlockade'; detail: SpottedDetail }
  /** 6.13: the Federal unit that spotted the raider may decline battle. */
  | { side: 'federal'; kind: 'avoid'; detail: AvoidDetail }
  /** 4.51: the firer picks the ship of an enemy squadron that takes its damage. */
  | { side: 'federal' | 'confederate'; kind: 'damage'; detail: DamageDetail }
  /** 11.74: Semmes may have a failed raid, escape or blockade die of his ship rolled again, once a turn. */
  | { side: 'confederate'; kind: 'semmes'; detail: SemmesDetail };

/** A decision the executor waits for: what is asked, and the answers it takes. */
export type PendingDecision = DecisionAsked & { options: string[] };
/** 4.51: a damage choice, as the bots' pickers take it. */
export type DamageDecision = Extract<PendingDecision, { kind: 'damage' }>;

/** Every detail names the raider whose record runs and the area it is in. */
interface DecisionAt {
  ship: string;
  area: AreaId;
}

export interface SearchDetail extends DecisionAt {
  /** The searching units there, each a list of ships (6.11 counts them). */
  searchers: string[][];
}

export interface SpottedDetail extends DecisionAt {
  /** The Federal unit faced; `eces` when it is the East Coast Emergency Search ship (6.4), which has no counter. */
  foe: string[];
  eces: boolean;
  /** The unit's gunnery and speed (8.11, 6.21), worked out by the engine. */
  foeGunnery: number;
  foeSpeed: number;
  /** 4.52: the raider's squadron, when it leads one. */
  squadron?: string[];
}

export interface AvoidDetail extends DecisionAt {
  foe: string[];
  /** What the raider chose (6.13). */
  choice: Choice | null;
  /** The raiding party's gunnery (8.11). */
  raiderGunnery: number;
  squadron?: string[];
}

export interface DamageDetail extends DecisionAt {
  /** The Federal ships in the fight (afloat, when the Confederate picks). */
  foe: string[];
  /** The damage to place (8.11). */
  damage: number;
  /** The raider's squadron (always there when the Federal picks among it). */
  squadron?: string[];
}

/** The table whose die Semmes may have rolled again (11.74: not combat). */
export type SemmesRoll = 'raid' | 'escape' | 'blockade';

export interface SemmesDetail extends DecisionAt {
  roll: SemmesRoll;
  /** The dice as they fell (one, or the blockade evasion's two: the lowest is rolled again). */
  dice: number[];
  /** The chance that the new die succeeds (worked out by the engine, for the question's odds). */
  chance: number;
  /** 4.5: Semmes' ship's squadron, when it sails in one. */
  squadron?: string[];
}

/** Per-ship bookkeeping while its record runs; kept in the activity state so it survives saves. */
export interface ShipRun {
  ship: string;
  startedInPort: boolean;
  leftPort: boolean;
  coal: number;
  coaledAreas: AreaId[];
  /** Raids made, for 11.52's check at the end of the record. */
  raids: RaidMade[];
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

/** One raid made (5.11); `squadron` names the members with it then (4.52), whose coaling counts too (11.52). */
export interface RaidMade {
  area: AreaId;
  points: number;
  squadron?: string[];
}

export interface ActivityRun {
  runs: Record<string, ShipRun>;
  wholeTurnInPort: string[];
  refitted: string[];
}

/** A Federal searching or fighting unit: a squadron, a lone ship, or an ECES ship with no counter. */
export interface Unit {
  ships: string[];
  /** 6.43: the East Coast Emergency Search ship, which has no counter. */
  eces?: { gunnery: number; defense: number; movement: number; damage: number };
}

export type Choice = 'fight' | 'escape' | 'port';

export interface Encounter {
  kind: 'search' | 'blockadeRun' | 'stonewall';
  ship: string;
  area: AreaId;
  /** Units still to deal with: for a search, the searchers; for a blockade run or the Stonewall, each foe in turn. */
  units: Unit[];
  stage: 'eces' | 'searchDecision' | 'search' | 'respond' | 'federalAvoid' | 'resolve' | 'combat' | 'done';
  /** The unit that spotted the raider (or the blockader / attacker now faced). */
  foe: Unit | null;
  /** Answers collected for the current foe. */
  choice: Choice | null;
  federalAvoid: boolean | null;
  searchWanted: boolean | null;
  /** ECES still to roll on entering C9 (6.4). */
  ecesPending: boolean;
  /** A step's raid is cancelled by an escape attempt here (4.34). */
  escapedHere: boolean;
  /** The combat under way (8.11), kept so it can stop for a 4.51 damage choice and resume. */
  combat?: CombatState;
}

/** One firing segment's dice and the targets chosen for its damage (8.11, 4.51). */
export interface CombatState {
  segment: number;
  rolled: boolean;
  cg: number;
  fg: number;
  cd: number;
  fd: number;
  toFederal: number;
  toRaider: number;
  /** 4.51: the Federal's pick in a Confederate squadron, the Confederate's in a Federal one. */
  federalPick: string | null;
  confederatePick: string | null;
}
