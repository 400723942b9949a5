import type { Command } from './commands';
import type { Phase, Side } from './types';

// What the turn machine (machine.ts, its XState definition) and the engine that reads it
// (turnSteps.ts, its compiled table) share: the names of the commands and of the procedures, the
// facts the guards read, and the shape of the machine's answers. Kept apart from the XState
// definition so that the game itself never loads XState (issue 47): it reads the table.

/** A refusal the machine gives: the code, the rule and the message of ApplyResult. */
export interface MachineRefusal {
  code: string;
  rule: string;
  message: string;
}

/** The decisions of the Activity Phase that wait on a player (when the game asks that side, 4.3). */
export type DecisionKey =
  | 'federal.search'
  | 'federal.avoid'
  | 'federal.damage'
  | 'confederate.spotted'
  | 'confederate.runBlockade'
  | 'confederate.damage'
  | 'confederate.semmes';

/**
 * What a step that waits on a side offers it: the legal-actions query (actions.ts) builds the
 * answer of that kind, and the screens, the bots and the fuzz pick their behaviour by it, not by
 * the phase. A new step names one of these and needs no other change to be offered.
 */
export type Offer = 'federalPlacement' | 'europeDeclaration' | 'federalMovement' | 'confederatePlacement' | 'confederateRecord' | 'decision';

/** What the engine knows and the guards read; each event carries them, read only where a guard needs one. */
export interface Facts {
  /** 13.14, 13.24: the scenario starts at the Confederate Activity Record Phase (the others at Confederate placement, 13.34, 13.44, 13.54). */
  startsAtRecordPhase: boolean;
  /** 11.72: Semmes is on the Game Turn Record Track, his turn has come, and a Confederate ship is in port. */
  semmesToPlace: boolean;
  /** 6.3: a Federal ship is deployed and a raider began the turn in C2, C5, C7 or C8 (not arrived this turn). */
  europeanQuarry: boolean;
  /** The decision the records stop for, or null once every record has run (4.12). */
  decision: DecisionKey | null;
  /** 13.11 and each scenario's game length: the last Game Turn has been played. */
  lastTurnPlayed: boolean;
  /** Every Confederate ship is gone and none is still to come: nothing is left to play for. */
  noRaiderLeft: boolean;
  /** 3.0: the game is played apart (remote play), where the Federal client receives only the commitments of a seal. */
  playedApart: boolean;
}

/** What a state of the machine says about itself (`meta`). */
export interface StepMeta {
  /** The side the step waits on; absent for a step the engine runs through. */
  side?: Side;
  /** What the step offers that side (set on every step with a side). */
  offers?: Offer;
  /** The rule of the step, and what happens in it, in plain words (for the diagram). */
  rule: string;
  what: string;
  /** A decision step: the decision it waits for. */
  decision?: DecisionKey;
  /** The final state: what any command gets there. */
  refusal?: MachineRefusal;
}

/** The procedures the machine's states run on entry and exit, with their rules (performed by phases.ts). */
export const PROCEDURE_RULES = {
  advanceTurn: '3.0 1A, 9.21, 11.43',
  placeConfederateReinforcements: '10.5',
  removeFederalShips: '10.1, 11.1',
  placeFederalReinforcements: '10.2',
  selectFreeShips: '11.2, 11.22, 11.62',
  rollDeployment: '10.31',
  endSelection: '10.44',
  clearRecords: '4.3',
  startFederalMovement: '4.11, 11.22',
  resolveEuropeBlockades: '6.3',
  gunboatDiplomacy: '9.38',
  closeUndo: '3.0',
  revealRecords: '4.3, 11.61',
  runRecords: '4.12',
  repairFederalShips: '8.23',
  endOfTurnClocks: '11.3, 11.4',
  declareVictory: '12.12, 12.15',
} as const;
export type Procedure = keyof typeof PROCEDURE_RULES;

/** Every kind of command, in one list: the machine's events, and the fuzzer's choices (game/fuzz.ts). */
export const COMMAND_TYPES: readonly CommandType[] = [
  'endPhase',
  'selectShip',
  'unselectShip',
  'declareBlockade',
  'cancelDeclaration',
  'moveShip',
  'enterCse',
  'formSquadron',
  'joinBlockade',
  'undo',
  'federalOrders',
  'removeSemmes',
  'placeSemmes',
  'sealRecords',
  'sealCommitments',
  'decide',
];
export type CommandType = Command['type'];

/** An action of an answer, performed by the engine in this order. */
export type MachineAction =
  | { type: 'refuse'; params: MachineRefusal }
  | { type: 'beginPhase'; params: { phase: Phase } }
  | { type: 'carryOut' }
  | { type: Procedure };

/** What the machine does with an event in a step: the step it reaches and the actions on the way. */
export interface Answer {
  readonly to: number;
  readonly actions: readonly MachineAction[];
}
/** An answer, or a fact to read first and the answer for each of its values. */
export type AnswerNode = Answer | { readonly fact: keyof Facts; readonly branches: ReadonlyMap<unknown, AnswerNode> };

/** One step of the machine (a state without sub-states). */
export interface Step {
  readonly index: number;
  /** Its path in the machine, e.g. "confederateActivity.federalSearch". */
  readonly id: string;
  readonly phase: Phase;
  readonly side: Side | null;
  readonly final: boolean;
  readonly meta: StepMeta;
  readonly on: ReadonlyMap<string, AnswerNode>;
  /** The same answers to the commands, by side and command type (no event name to build per command). */
  readonly commands: { readonly [S in Side]: ReadonlyMap<string, AnswerNode> };
}

/** The machine compiled (turnTable.json, written by `npm run machine:diagram`): every answer once, each step's answers by event. */
export interface TurnTable {
  /** The events, in the order of each step's `on`: each side's commands, then 'begin' and 'proceduresDone'. */
  readonly events: readonly string[];
  /** Each answer, or a fact to read and the node for each of its values (by index in `nodes`). */
  readonly nodes: readonly (
    | { readonly to: number; readonly actions: readonly MachineAction[] }
    | { readonly fact: keyof Facts; readonly branches: readonly (readonly [unknown, number])[] }
  )[];
  /** Each step, in the machine's order: `on` holds a node index per event (none for the final step). */
  readonly steps: readonly {
    readonly id: string;
    readonly phase: Phase;
    readonly side: Side | null;
    readonly final: boolean;
    readonly meta: StepMeta;
    readonly on: readonly number[];
  }[];
}
