import { setup, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import type { Command } from './commands';
import { PHASES, type Phase, type Side } from './types';

// The Sequence of Play (3.0) as an XState v5 machine: the one authority for the order of play.
// It has a state for each phase and for each step of a phase that waits on a player: placing
// Semmes (11.72), Federal selection (10.4), the European declarations (6.3), the Activity Record
// (4.3), Federal movement (4.1), and each decision the Activity Phase can stop for (6.1, 6.13,
// 7.21, 4.51). Each waiting step names the side that may act (`meta.side`); a command is an
// event named `<side>.<command type>`, and the machine answers it: carry it out (and, for the
// commands that end a step, move on), or refuse it with its code and rule.
//
// The machine does no game work itself. Its actions are names (the procedures of each phase,
// `carryOut` for a command's own rules, `refuse`); the engine performs them (phases.ts), in the
// order XState would return them from `transition()`. Guards read the facts the engine reports in
// each event (`facts`), and are named after the rules that decide them. A step the engine runs
// through (the turn's advance, the arrivals before Semmes' placement, the check for a raider in
// Europe, the records running, the end of the turn) is left by the `proceduresDone` event, sent
// once its procedures have run: only then are its guards' facts known.
//
// A call of XState's `transition()` costs tens of microseconds, several times a whole command, so
// the engine does not call it per command. When this module loads, the machine's resolved
// definition (its state nodes, their transitions and its guards) is read once into a frozen
// table (compile(), below): for each step and each event, the step reached and the actions,
// branching on exactly the facts the guards read. `apply` reads that table (answerOfCommand).
// tests/rules/r03-turn-machine.test.ts checks every entry against `transition()` itself.

/** A refusal the machine gives: the code, the rule and the message of ApplyResult. */
export interface MachineRefusal {
  code: string;
  rule: string;
  message: string;
}

/** The decisions of the Activity Phase that wait on a player (when the game asks that side, 4.3). */
export type DecisionKey = 'federal.search' | 'federal.avoid' | 'federal.damage' | 'confederate.spotted' | 'confederate.runBlockade' | 'confederate.damage';

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

type CommandType = Command['type'];
type CommandEvent = { type: `${Side}.${CommandType}`; facts: Facts };
type MachineEvent = CommandEvent | { type: 'begin' | 'proceduresDone'; facts: Facts };

/** What a state of the machine says about itself (`meta`). */
export interface StepMeta {
  /** The side the step waits on; absent for a step the engine runs through. */
  side?: Side;
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
  'removeSemmes',
  'placeSemmes',
  'sealRecords',
  'sealCommitments',
  'decide',
];
const SIDES: readonly Side[] = ['federal', 'confederate'];

// The machine's actions do nothing inside XState: the engine performs them by name.
const performedByTheEngine = (): void => {};
const procedureActions = Object.fromEntries(Object.keys(PROCEDURE_RULES).map((k) => [k, performedByTheEngine])) as Record<Procedure, () => void>;

const machineSetup = setup({
  types: { events: {} as MachineEvent, meta: {} as StepMeta },
  guards: {
    startsAtRecordPhase: ({ event }) => event.facts.startsAtRecordPhase,
    semmesToPlace: ({ event }) => event.facts.semmesToPlace,
    europeanQuarry: ({ event }) => event.facts.europeanQuarry,
    decisionAsked: ({ event }, params: { decision: DecisionKey }) => event.facts.decision === params.decision,
    lastTurnPlayed: ({ event }) => event.facts.lastTurnPlayed,
    noRaiderLeft: ({ event }) => event.facts.noRaiderLeft,
    playedApart: ({ event }) => event.facts.playedApart,
  },
  actions: {
    ...procedureActions,
    /** Sets the game's phase: the first entry action of each phase. */
    beginPhase: (_: unknown, _params: { phase: Phase }) => {},
    /** Carries out the command by its own rules (src/engine/rules, activity), which may still refuse it. */
    carryOut: performedByTheEngine,
    refuse: (_: unknown, _params: MachineRefusal) => {},
  },
});

/** The rule each guard applies (for the diagram and the tests). */
export const GUARD_RULES: Record<string, string> = {
  startsAtRecordPhase: '13.14, 13.24',
  semmesToPlace: '11.72',
  europeanQuarry: '6.3',
  decisionAsked: '4.3',
  lastTurnPlayed: '13.11',
  noRaiderLeft: '3.0',
  playedApart: '3.0',
};

const begin = (phase: Phase) => ({ type: 'beginPhase' as const, params: { phase } });
const refuse = (code: string, rule: string, message: string) => ({ actions: { type: 'refuse' as const, params: { code, rule, message } } });
const carryOut = { actions: 'carryOut' as const };
const carryOutThen = (target: string) => ({ target, actions: 'carryOut' as const });

/** 3.0: in a step that waits on one side, every command of the other side is out of turn. */
const outOfTurn = (side: Side, phase: Phase) => ({
  [`${side === 'federal' ? 'confederate' : 'federal'}.*`]: refuse('notYourTurn', '3.0', `it is the ${side} player's decision now (${phase})`),
});
/** 3.0: a step the engine runs through waits on nobody. */
const noDecisionDue = (phase: Phase | 'setup') => ({
  '*': refuse('notYourTurn', '3.0', phase === 'setup' ? 'play has not begun' : `no decision is due in ${phase}`),
});

/** 3.0: a command sent by the side to act, in a step that does not take it: its own rule says when it is made. */
const NOT_NOW: Record<CommandType, MachineRefusal> = {
  endPhase: { code: 'notYourTurn', rule: '3.0', message: 'no step can be ended now' },
  selectShip: { code: 'wrongPhase', rule: '10.4', message: 'ships are selected in the Federal Ship Placement Segment' },
  unselectShip: { code: 'wrongPhase', rule: '10.4', message: 'a selection is taken back only in the Federal Ship Placement Segment' },
  declareBlockade: { code: 'wrongPhase', rule: '6.3', message: 'European blockades are declared at the end of the Federal Ship Placement Segment' },
  cancelDeclaration: {
    code: 'wrongPhase',
    rule: '6.3',
    message: 'a European blockade declaration is taken back only at the end of the Federal Ship Placement Segment',
  },
  moveShip: { code: 'wrongPhase', rule: '4.11', message: 'Federal ships move in the Federal Movement Phase' },
  enterCse: { code: 'wrongPhase', rule: '4.11', message: 'Federal ships move in the Federal Movement Phase' },
  formSquadron: { code: 'wrongPhase', rule: '4.52', message: 'Federal squadrons are formed in the Federal Movement Phase' },
  joinBlockade: { code: 'wrongPhase', rule: '4.11', message: 'Federal ships move in the Federal Movement Phase' },
  undo: { code: 'nothingToUndo', rule: '3.0', message: 'there is no move of yours to take back since the last die roll or reveal' },
  removeSemmes: { code: 'wrongPhase', rule: '11.72', message: 'Semmes is moved in the Confederate Placement or Record Phase' },
  placeSemmes: { code: 'wrongPhase', rule: '11.72', message: 'Semmes is placed in the Confederate Ship Placement Segment' },
  sealRecords: { code: 'wrongPhase', rule: '4.3', message: 'records are sealed in the Confederate Activity Record Phase' },
  sealCommitments: { code: 'wrongPhase', rule: '4.3', message: 'records are sealed in the Confederate Activity Record Phase' },
  decide: { code: 'noDecision', rule: '4.3', message: 'no decision is pending' },
};
const WRONG_MODE = refuse('wrongMode', '3.0', 'sealCommitments belongs to remote play, and this is a local game');

function notNowHandlers() {
  const on: Record<string, unknown> = {};
  for (const side of SIDES) {
    for (const type of COMMAND_TYPES) {
      const r = NOT_NOW[type];
      const refusal = refuse(r.code, r.rule, r.message);
      // 3.0: remote play's seal has no place in a game on one screen, in any step.
      on[`${side}.${type}`] = type === 'sealCommitments' ? [{ guard: 'playedApart', ...refusal }, WRONG_MODE] : refusal;
    }
  }
  return on as Record<`${Side}.${CommandType}`, ReturnType<typeof refuse>>;
}

/** A decision of the Activity Phase (4.3): the side answers it, and the records run on. */
const decisionStep = (decision: DecisionKey, rule: string, what: string) => {
  const side = decision.startsWith('federal') ? 'federal' : 'confederate';
  return {
    description: `Decision: ${decision}`,
    meta: { side, rule, what, decision },
    on: { ...outOfTurn(side, 'confederateActivity'), [`${side}.decide`]: carryOutThen('#turn.confederateActivity.executing') },
  } as const;
};

/** The decisions the Activity Phase can stop for, in the order the machine tests them. */
const DECISIONS: readonly { key: DecisionKey; state: string; rule: string; what: string }[] = [
  { key: 'federal.search', state: 'federalSearch', rule: '6.1', what: 'the Federal decides whether his ships search for the raider' },
  { key: 'federal.avoid', state: 'federalAvoid', rule: '6.13', what: 'the Federal ship that spotted the raider may try to avoid combat' },
  { key: 'federal.damage', state: 'federalDamage', rule: '4.51', what: 'the Federal names the raider of a squadron that takes his damage' },
  { key: 'confederate.spotted', state: 'confederateSpotted', rule: '6.13', what: 'the spotted raider fights, tries to escape or enters port' },
  {
    key: 'confederate.runBlockade',
    state: 'confederateRunBlockade',
    rule: '7.21',
    what: 'running a neutral blockade, the raider fights or escapes each blockader',
  },
  { key: 'confederate.damage', state: 'confederateDamage', rule: '4.51', what: 'the Confederate names the Federal ship of a squadron that takes his damage' },
];

export const turnMachine = machineSetup.createMachine({
  id: 'turn',
  initial: 'setup',
  // A command of the side to act that the step does not take (the step's own handlers come first).
  on: { ...notNowHandlers(), '*': refuse('notYourTurn', '3.0', 'no step of the turn takes this now') },
  states: {
    setup: {
      description: 'Scenario set-up',
      meta: { rule: '13.14', what: 'the scenario is set up; play starts where its notes say' },
      on: {
        ...noDecisionDue('setup'),
        begin: [{ guard: 'startsAtRecordPhase', target: 'confederateRecord' }, { target: 'reinforcement.confederatePlacement' }],
      },
    },
    // 1. Reinforcement and Ship Placement Phase
    reinforcement: {
      description: '1. Reinforcement and Ship Placement Phase',
      initial: 'turnAdvance',
      states: {
        // A. Game Turn Advance Segment
        turnAdvance: {
          description: 'A. Game Turn Advance Segment',
          meta: { rule: '3.0', what: 'the Game Turn marker advances and the prestige levels are adjusted' },
          entry: [begin('turnAdvance'), 'advanceTurn'],
          on: { ...noDecisionDue('turnAdvance'), proceduresDone: 'confederatePlacement' },
        },
        // B. Confederate Ship Placement Segment
        confederatePlacement: {
          description: 'B. Confederate Ship Placement Segment',
          entry: [begin('confederatePlacement'), 'placeConfederateReinforcements'],
          initial: 'arrivals',
          states: {
            arrivals: {
              description: 'Confederate arrivals',
              meta: { rule: '10.5', what: 'Confederate reinforcements are placed' },
              on: {
                ...noDecisionDue('confederatePlacement'),
                proceduresDone: [{ guard: 'semmesToPlace', target: 'semmes' }, { target: '#turn.reinforcement.federalPlacement' }],
              },
            },
            semmes: {
              description: 'Semmes placement',
              meta: { side: 'confederate', rule: '11.72', what: 'the Confederate may put Semmes aboard a ship in port' },
              on: {
                ...outOfTurn('confederate', 'confederatePlacement'),
                'confederate.placeSemmes': carryOut,
                'confederate.removeSemmes': carryOut,
                'confederate.endPhase': '#turn.reinforcement.federalPlacement',
              },
            },
          },
        },
        // C. Federal Ship Placement Segment
        federalPlacement: {
          description: 'C. Federal Ship Placement Segment',
          entry: [begin('federalPlacement'), 'removeFederalShips', 'placeFederalReinforcements', 'selectFreeShips', 'rollDeployment'],
          exit: 'endSelection',
          initial: 'selection',
          states: {
            selection: {
              description: 'Federal selection',
              meta: { side: 'federal', rule: '10.4', what: 'the Federal selects the ships he uses this turn' },
              on: {
                ...outOfTurn('federal', 'federalPlacement'),
                'federal.selectShip': carryOut,
                'federal.unselectShip': carryOut,
                // 10.4: ending the selection has a rule of its own (no ship of a type with points may be left unselected).
                'federal.endPhase': carryOutThen('#turn.reinforcement.europeDeclaration'),
              },
            },
          },
        },
        // C, last item: the declarations of 6.3
        europeDeclaration: {
          description: 'C. (last item) European blockade declarations',
          entry: [begin('europeDeclaration')],
          initial: 'quarry',
          states: {
            quarry: {
              description: 'Raiders in Europe?',
              meta: { rule: '6.3', what: 'is there a raider in Europe to declare against?' },
              on: {
                ...noDecisionDue('europeDeclaration'),
                proceduresDone: [{ guard: 'europeanQuarry', target: 'declarations' }, { target: '#turn.confederateRecord' }],
              },
            },
            declarations: {
              description: 'European declarations',
              meta: { side: 'federal', rule: '6.3', what: 'the Federal declares which ships will blockade raiders that began the turn in Europe' },
              on: {
                ...outOfTurn('federal', 'europeDeclaration'),
                'federal.declareBlockade': carryOut,
                'federal.cancelDeclaration': carryOut,
                'federal.endPhase': '#turn.confederateRecord',
              },
            },
          },
        },
      },
    },
    // 2. Confederate Activity Record Phase
    confederateRecord: {
      description: '2. Confederate Activity Record Phase',
      entry: [begin('confederateRecord'), 'clearRecords'],
      initial: 'recording',
      states: {
        recording: {
          description: 'Writing the records',
          meta: { side: 'confederate', rule: '4.3', what: 'the Confederate writes and seals an Activity Record for each ship' },
          on: {
            ...outOfTurn('confederate', 'confederateRecord'),
            'confederate.sealRecords': carryOutThen('#turn.federalMovement'),
            'confederate.sealCommitments': [{ guard: 'playedApart', ...carryOutThen('#turn.federalMovement') }, WRONG_MODE],
            'confederate.removeSemmes': carryOut,
            'confederate.endPhase': refuse('sealFirst', '4.3', 'the Confederate ends the Record Phase by sealing the records'),
          },
        },
      },
    },
    // 3. Federal Movement Phase (4.0: Federal ships move only here; raiders only as their records run)
    federalMovement: {
      description: '3. Federal Movement Phase',
      entry: [begin('federalMovement'), 'startFederalMovement'],
      exit: ['resolveEuropeBlockades', 'gunboatDiplomacy', 'closeUndo'],
      initial: 'moving',
      states: {
        moving: {
          description: 'Federal moves',
          meta: { side: 'federal', rule: '4.11', what: 'the Federal moves his ships, one at a time (4.12)' },
          on: {
            ...outOfTurn('federal', 'federalMovement'),
            'federal.moveShip': carryOut,
            'federal.enterCse': carryOut,
            'federal.formSquadron': carryOut,
            'federal.joinBlockade': carryOut,
            'federal.undo': carryOut,
            'federal.endPhase': '#turn.confederateActivity',
          },
        },
      },
    },
    // 4. Confederate Activity Phase
    confederateActivity: {
      description: '4. Confederate Activity Phase',
      entry: [begin('confederateActivity'), 'revealRecords'],
      initial: 'executing',
      on: {
        'federal.endPhase': refuse('activityRunning', '4.12', 'the Activity Phase ends when every record has run'),
        'confederate.endPhase': refuse('activityRunning', '4.12', 'the Activity Phase ends when every record has run'),
      },
      states: {
        executing: {
          description: 'The records run',
          meta: { rule: '4.12', what: 'the records run, ship by ship, until one stops for a decision or all have run' },
          entry: 'runRecords',
          on: {
            ...noDecisionDue('confederateActivity'),
            proceduresDone: [
              ...DECISIONS.map((d) => ({ guard: { type: 'decisionAsked' as const, params: { decision: d.key } }, target: d.state })),
              { target: '#turn.endOfTurn' },
            ],
          },
        },
        ...Object.fromEntries(DECISIONS.map((d) => [d.state, decisionStep(d.key, d.rule, d.what)])),
      },
    },
    endOfTurn: {
      description: 'End of the Game Turn',
      meta: { rule: '11.3', what: 'damaged Federal ships are repaired, the refit and internment clocks run' },
      entry: [begin('endOfTurn'), 'repairFederalShips', 'endOfTurnClocks', 'clearRecords'],
      on: {
        ...noDecisionDue('endOfTurn'),
        proceduresDone: [{ guard: 'lastTurnPlayed', target: 'gameOver' }, { guard: 'noRaiderLeft', target: 'gameOver' }, { target: 'reinforcement' }],
      },
    },
    gameOver: {
      description: 'The game is over',
      type: 'final',
      meta: { rule: '12.15', what: 'the victory level is found', refusal: { code: 'gameOver', rule: '12.15', message: 'the game is over' } },
      entry: [begin('gameOver'), 'declareVictory'],
    },
  },
});

// ---- The machine's answers, asked once -------------------------------------------------------

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

/** The values each fact can take: the machine is asked once for each value a guard reads. */
const FACT_VALUES: { [K in keyof Facts]: readonly Facts[K][] } = {
  startsAtRecordPhase: [false, true],
  semmesToPlace: [false, true],
  europeanQuarry: [false, true],
  decision: [null, ...DECISIONS.map((d) => d.key)],
  lastTurnPlayed: [false, true],
  noRaiderLeft: [false, true],
  playedApart: [false, true],
};

/** Every event the engine sends: each side's commands, the start of play and a phase's procedures done. */
export const EVENT_TYPES: readonly MachineEvent['type'][] = [
  ...SIDES.flatMap((side) => COMMAND_TYPES.map((t) => `${side}.${t}` as const)),
  'begin',
  'proceduresDone',
];

function leaves(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states);
  return children.length ? children.flatMap(leaves) : [node];
}

/** The phase a step belongs to: the parameter of the nearest `beginPhase` entry above it. */
function phaseOf(node: AnyStateNode | undefined): Phase {
  for (let n = node; n; n = n.parent) {
    for (const a of n.entry)
      if (typeof a === 'object' && a !== null && 'type' in a && a.type === 'beginPhase') return (a as { params: { phase: Phase } }).params.phase;
  }
  return 'turnAdvance'; // set-up: play has not begun
}

function compile(): { steps: readonly Step[]; byPath: ReadonlyMap<string, number> } {
  const nodes = leaves(turnMachine.root);
  const byPath = new Map(nodes.map((n, i) => [n.path.join('.'), i]));
  const candidates = candidatesByState();
  // One answer per transition taken from a step (most events of most steps meet the same few).
  const answers = new Map<AnyTransitionDefinition, Map<AnyStateNode, Answer>>();
  const answerTo = (leaf: AnyStateNode, t: AnyTransitionDefinition): Answer => {
    const byLeaf = answers.get(t) ?? answers.set(t, new Map()).get(t)!;
    let a = byLeaf.get(leaf);
    if (!a) {
      const { to, actions } = followTransition(leaf, t);
      a = Object.freeze({ to: byPath.get(to.path.join('.'))!, actions: Object.freeze(actions.map(actionOf)) });
      byLeaf.set(leaf, a);
    }
    return a;
  };
  const steps = nodes.map((node, index): Step => {
    const meta = (node.meta ?? {}) as StepMeta;
    const on = new Map<string, AnswerNode>();
    const final = node.type === 'final';
    if (!final) {
      for (const type of EVENT_TYPES) {
        const options: AnyTransitionDefinition[] = [];
        for (let n: AnyStateNode | undefined = node; n; n = n.parent) options.push(...candidates.get(n)!.get(type)!);
        on.set(type, decide(node, type, options, new Map(), answerTo));
      }
    }
    const bySide = (side: Side) => new Map(COMMAND_TYPES.flatMap((t) => (on.has(`${side}.${t}`) ? [[t, on.get(`${side}.${t}`)!] as const] : [])));
    const commands = Object.freeze({ federal: bySide('federal'), confederate: bySide('confederate') });
    return Object.freeze({ index, id: node.path.join('.'), phase: phaseOf(node), side: meta.side ?? null, final, meta, on, commands });
  });
  return { steps: Object.freeze(steps), byPath };
}

/**
 * For each state and event, the state's transitions XState tries, in its order: the event's own
 * transitions, then the wildcard ones (the longer descriptor first), each in the order written.
 */
function candidatesByState(): Map<AnyStateNode, Map<string, AnyTransitionDefinition[]>> {
  const out = new Map<AnyStateNode, Map<string, AnyTransitionDefinition[]>>();
  const visit = (n: AnyStateNode) => {
    const wildcards = [...n.transitions.keys()].filter((d) => d.endsWith('*')).sort((a, b) => b.length - a.length);
    const byEvent = new Map<string, AnyTransitionDefinition[]>();
    for (const type of EVENT_TYPES) {
      const own = n.transitions.get(type) ?? [];
      const wild = wildcards.filter((d) => matchesDescriptor(type, d));
      byEvent.set(type, wild.length ? [...own, ...wild.flatMap((d) => n.transitions.get(d)!)] : own);
    }
    out.set(n, byEvent);
    for (const c of Object.values(n.states)) visit(c);
  };
  visit(turnMachine.root);
  return out;
}

/**
 * XState's choice among the candidates (the innermost state's first): the first transition whose
 * guard passes. A guard reads the facts of the event; when it reads one not yet fixed, the
 * machine is asked again for each of that fact's values. tests/rules/r03-turn-machine.test.ts
 * checks every answer against XState's own `transition()`.
 */
function decide(
  leaf: AnyStateNode,
  type: string,
  options: readonly AnyTransitionDefinition[],
  fixed: Map<keyof Facts, unknown>,
  answerTo: (leaf: AnyStateNode, t: AnyTransitionDefinition) => Answer,
): AnswerNode {
  if (options[0] && options[0].guard === undefined) return answerTo(leaf, options[0]);
  const guards = turnMachine.implementations.guards as Record<string, (args: { context: unknown; event: MachineEvent }, params: unknown) => boolean>;
  // The first fact a guard reads that is not fixed yet (a guard is given its first value meanwhile).
  const read: { open: keyof Facts | null } = { open: null };
  const facts = new Proxy({} as Facts, {
    get(_, key) {
      const k = key as keyof Facts;
      if (fixed.has(k)) return fixed.get(k);
      read.open ??= k;
      return FACT_VALUES[k][0];
    },
  });
  const event = { type, facts } as MachineEvent;
  for (const t of options) {
    const g = t.guard;
    if (g !== undefined) {
      const { type: name, params } = typeof g === 'string' ? { type: g, params: undefined } : (g as { type: string; params?: unknown });
      const check = guards[name];
      if (!check) throw new Error(`the turn machine's guard ${String(name)} is not a named guard`);
      const passes = check({ context: undefined, event }, params);
      if (read.open !== null) {
        const fact = read.open;
        const branches = new Map<unknown, AnswerNode>();
        for (const v of FACT_VALUES[fact]) branches.set(v, decide(leaf, type, options, new Map([...fixed, [fact, v]]), answerTo));
        return Object.freeze({ fact, branches });
      }
      if (!passes) continue;
    }
    return answerTo(leaf, t);
  }
  throw new Error(`the turn machine takes no transition from ${leaf.path.join('.')} on ${type}`);
}

/** XState's event descriptors: the event's type, "*", or a prefix ending in ".*". */
const matchesDescriptor = (type: string, d: string): boolean => d === '*' || (d.endsWith('.*') && (type === d.slice(0, -2) || type.startsWith(d.slice(0, -1))));

/**
 * The step a transition taken from `leaf` reaches, and its actions in XState's order: the exit
 * actions of the states left (innermost first), the transition's own, the entry actions of the
 * states entered (outermost first, down the initial states). This machine has no parallel or
 * history states; tests/rules/r03-turn-machine.test.ts checks every answer against `transition()`.
 */
function followTransition(leaf: AnyStateNode, t: AnyTransitionDefinition): { to: AnyStateNode; actions: unknown[] } {
  const target = t.target?.[0];
  if (!target) return { to: leaf, actions: [...t.actions] };
  const domain = !t.reenter && isWithin(target, t.source) ? t.source : commonAncestor(t.source, target);
  const actions: unknown[] = [];
  for (let n: AnyStateNode | undefined = leaf; n && n !== domain; n = n.parent) actions.push(...n.exit);
  actions.push(...t.actions);
  const entered: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = target; n && n !== domain; n = n.parent) entered.unshift(n);
  let to = target;
  while (to.type === 'compound') {
    to = to.initial.target[0]!;
    entered.push(to);
  }
  for (const n of entered) actions.push(...n.entry);
  return { to, actions };
}

const isWithin = (node: AnyStateNode, ancestor: AnyStateNode): boolean => {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
};

/** The nearest compound state above `a` that holds `b` too (XState's transition domain). */
function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  for (let n = a.parent; n; n = n.parent) if (isWithin(b, n)) return n;
  return turnMachine.root;
}

function actionOf(a: unknown): MachineAction {
  if (typeof a === 'string') return Object.freeze({ type: a }) as MachineAction;
  const { type, params } = a as { type: string; params?: unknown };
  return Object.freeze(params === undefined ? { type } : { type, params }) as MachineAction;
}

const COMPILED = compile();
/** The machine's steps, each with its answers. */
export const STEPS: readonly Step[] = COMPILED.steps;
const stepAt = (path: string): Step => STEPS[COMPILED.byPath.get(path)!]!;
/** The step play starts from (13.x4 says where a scenario begins). */
export const SETUP_STEP = stepAt('setup');

// Where a game state stands in the machine: its phase, and in the Activity Phase the decision it waits for.
const REST_STEP = new Map<Phase, Step>(
  PHASES.map((p) => {
    const of = STEPS.filter((s) => s.phase === p && s.meta.decision === undefined);
    return [p, of.find((s) => s.side !== null) ?? of.find((s) => s.id !== 'setup')!];
  }),
);
const DECISION_STEP: { readonly [S in Side]: ReadonlyMap<string, Step> } = {
  federal: new Map(STEPS.filter((s) => s.meta.decision?.startsWith('federal.')).map((s) => [s.meta.decision!.slice('federal.'.length), s])),
  confederate: new Map(STEPS.filter((s) => s.meta.decision?.startsWith('confederate.')).map((s) => [s.meta.decision!.slice('confederate.'.length), s])),
};

/** What stepOf reads of a game state (or of a side's view of it). */
export interface Standing {
  phase: Phase;
  activity: { pending: { side: Side; kind: string } | null } | null;
}

/** The step of the machine a game state is at. */
export function stepOf(s: Standing): Step {
  const pending = s.phase === 'confederateActivity' ? s.activity?.pending : null;
  if (pending) {
    const step = DECISION_STEP[pending.side]?.get(pending.kind);
    if (!step) throw new Error(`the turn machine has no step for the ${pending.side} ${pending.kind} decision`);
    return step;
  }
  const step = REST_STEP.get(s.phase);
  if (!step) throw new Error(`the turn machine has no phase ${String(s.phase).slice(0, 40)}`);
  return step;
}

/** Whose decision the game waits for (3.0): the side of the machine's step. */
export function activeSide(s: Standing): Side | null {
  return stepOf(s).side;
}

/** How the engine gives the facts a guard reads: found only when asked for. */
export type FactSource = <K extends keyof Facts>(k: K) => Facts[K];

/** The machine's answer to an event in a step, reading the facts its guards need (and only those). */
export function answerOf(step: Step, type: string, fact: FactSource): Answer {
  const node = step.on.get(type);
  if (!node) return step.final ? FINAL_ANSWER(step) : UNKNOWN_EVENT(step);
  return resolve(node, fact);
}

/** The machine's answer to a side's command in a step. */
export function answerOfCommand(step: Step, side: Side, type: string, fact: FactSource): Answer {
  // A side other than the two (a command the schema never checked) has no answers: it is refused.
  const node = side === 'federal' || side === 'confederate' ? step.commands[side].get(type) : undefined;
  if (!node) return step.final ? FINAL_ANSWER(step) : UNKNOWN_EVENT(step);
  return resolve(node, fact);
}

function resolve(node: AnswerNode, fact: FactSource): Answer {
  while ('fact' in node) {
    const value = fact(node.fact);
    const next = node.branches.get(value);
    if (!next) throw new Error(`the turn machine has no answer for ${node.fact} = ${String(value).slice(0, 40)}`);
    node = next;
  }
  return node;
}

const FINAL_ANSWER = (step: Step): Answer => ({ to: step.index, actions: [{ type: 'refuse', params: step.meta.refusal! }] });
const UNKNOWN_EVENT = (step: Step): Answer => ({
  to: step.index,
  actions: [{ type: 'refuse', params: { code: 'malformedCommand', rule: '3.0', message: 'malformed command: no such command' } }],
});
