import type { AreaId } from '../../data/schema/index';

// The state of an encounter in the Activity Phase (6.1-6.4, 7.21, 8.1, 11.61), kept in the
// activity state so the phase can stop for a decision and resume exactly where it was.
// Types only: the rules that fill it in (src/engine/rules/) and the encounter that orders its
// stages (./encounter.ts) both stand above it.

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
  cg: number; fg: number; cd: number; fd: number;
  toFederal: number; toRaider: number;
  /** 4.51: the Federal's pick in a Confederate squadron, the Confederate's in a Federal one. */
  federalPick: string | null;
  confederatePick: string | null;
}
