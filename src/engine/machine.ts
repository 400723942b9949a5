import { setup, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import type { Phase, Side } from './types';
import {
  COMMAND_TYPES,
  PROCEDURE_RULES,
  type Answer,
  type AnswerNode,
  type CommandType,
  type DecisionKey,
  type Facts,
  type MachineAction,
  type MachineRefusal,
  type Procedure,
  type StepMeta,
  type TurnTable,
} from './sequence';

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
// the engine does not call it per command. The machine's resolved definition (its state nodes,
// their transitions and its guards) is read into a table (compileTable(), below): for each step
// and each event, the step reached and the actions, branching on exactly the facts the guards
// read. `npm run machine:diagram` writes that table to turnTable.json beside its diagram, and the
// engine reads it from there (turnSteps.ts): the game never loads XState, nor builds the machine
// (issue 47: XState was about 25 KB of the first map's download, the machine's building a
// tenth of a second at the page's start). tests/machine-diagram.test.ts fails when the committed
// table is not this machine's, and tests/rules/r03-turn-machine.test.ts checks every entry the
// engine reads against `transition()` itself.
type CommandEvent = { type: `${Side}.${CommandType}`; facts: Facts };
type MachineEvent = CommandEvent | { type: 'begin' | 'proceduresDone'; facts: Facts };

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
  federalOrders: {
    code: 'wrongPhase',
    rule: '4.3',
    message: "the Federal's standing orders are given in the Federal Movement Phase, once the records are sealed",
  },
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
    meta: { side, offers: 'decision', rule, what, decision },
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
  { key: 'confederate.semmes', state: 'confederateSemmes', rule: '11.74', what: 'Semmes has a failed raid, escape or blockade die rolled again, or it stands' },
];

/** What XState builds the machine from: its states, their `meta` and their answers. */
export type TurnConfig = Parameters<typeof machineSetup.createMachine>[0];
/** The machine built from a definition (the turn's own below; a test's with a step added). */
export const machineOf = (config: TurnConfig) => machineSetup.createMachine(config);
type TurnMachine = ReturnType<typeof machineOf>;

/**
 * The turn's definition, made afresh on each call: a new step is a state with its `meta` (side,
 * offers, rule) and its answers; tests/rules/r03-step-offers.test.ts adds one to a copy.
 */
export const turnConfig = (): TurnConfig => ({
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
              meta: { side: 'confederate', offers: 'confederatePlacement', rule: '11.72', what: 'the Confederate may put Semmes aboard a ship in port' },
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
              meta: { side: 'federal', offers: 'federalPlacement', rule: '10.4', what: 'the Federal selects the ships he uses this turn' },
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
              meta: {
                side: 'federal',
                offers: 'europeDeclaration',
                rule: '6.3',
                what: 'the Federal declares which ships will blockade raiders that began the turn in Europe',
              },
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
          meta: { side: 'confederate', offers: 'confederateRecord', rule: '4.3', what: 'the Confederate writes and seals an Activity Record for each ship' },
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
          meta: { side: 'federal', offers: 'federalMovement', rule: '4.11', what: 'the Federal moves his ships, one at a time (4.12)' },
          on: {
            ...outOfTurn('federal', 'federalMovement'),
            'federal.moveShip': carryOut,
            'federal.enterCse': carryOut,
            'federal.formSquadron': carryOut,
            'federal.joinBlockade': carryOut,
            'federal.undo': carryOut,
            // Standing orders for the Activity Phase's Federal decisions: given now, when the
            // Confederate's records are sealed (4.3) and before the first of them runs.
            'federal.federalOrders': carryOut,
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

export const turnMachine = machineOf(turnConfig());

// ---- The machine's answers, asked once -------------------------------------------------------

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

/** The machine's answers as the engine reads them (turnTable.json): every answer once, each step's by event. */
export function compileTable(machine: TurnMachine = turnMachine): TurnTable {
  const nodes = leaves(machine.root);
  const byPath = new Map(nodes.map((n, i) => [n.path.join('.'), i]));
  const candidates = candidatesByState(machine);
  // One answer per transition taken from a step (most events of most steps meet the same few).
  const answers = new Map<AnyTransitionDefinition, Map<AnyStateNode, Answer>>();
  const answerTo = (leaf: AnyStateNode, t: AnyTransitionDefinition): Answer => {
    const byLeaf = answers.get(t) ?? answers.set(t, new Map()).get(t)!;
    let a = byLeaf.get(leaf);
    if (!a) {
      const { to, actions } = followTransition(machine, leaf, t);
      a = { to: byPath.get(to.path.join('.'))!, actions: actions.map(actionOf) };
      byLeaf.set(leaf, a);
    }
    return a;
  };
  // Each distinct answer or branching once, by its written form.
  const table: TurnTable['nodes'][number][] = [];
  const indexOf = new Map<string, number>();
  const intern = (n: TurnTable['nodes'][number]): number => {
    const key = JSON.stringify(n);
    let i = indexOf.get(key);
    if (i === undefined) indexOf.set(key, (i = table.push(n) - 1));
    return i;
  };
  const flat = (n: AnswerNode): number =>
    'fact' in n ? intern({ fact: n.fact, branches: [...n.branches].map(([v, b]) => [v, flat(b)] as const) }) : intern({ to: n.to, actions: n.actions });
  const steps = nodes.map((node) => {
    const meta = (node.meta ?? {}) as StepMeta;
    const final = node.type === 'final';
    const on: number[] = [];
    if (!final) {
      for (const type of EVENT_TYPES) {
        const options: AnyTransitionDefinition[] = [];
        for (let n: AnyStateNode | undefined = node; n; n = n.parent) options.push(...candidates.get(n)!.get(type)!);
        on.push(flat(decide(machine, node, type, options, new Map(), answerTo)));
      }
    }
    return { id: node.path.join('.'), phase: phaseOf(node), side: meta.side ?? null, final, meta, on };
  });
  return { events: EVENT_TYPES, nodes: table, steps };
}

/**
 * For each state and event, the state's transitions XState tries, in its order: the event's own
 * transitions, then the wildcard ones (the longer descriptor first), each in the order written.
 */
function candidatesByState(machine: TurnMachine): Map<AnyStateNode, Map<string, AnyTransitionDefinition[]>> {
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
  visit(machine.root);
  return out;
}

/**
 * XState's choice among the candidates (the innermost state's first): the first transition whose
 * guard passes. A guard reads the facts of the event; when it reads one not yet fixed, the
 * machine is asked again for each of that fact's values. tests/rules/r03-turn-machine.test.ts
 * checks every answer against XState's own `transition()`.
 */
function decide(
  machine: TurnMachine,
  leaf: AnyStateNode,
  type: string,
  options: readonly AnyTransitionDefinition[],
  fixed: Map<keyof Facts, unknown>,
  answerTo: (leaf: AnyStateNode, t: AnyTransitionDefinition) => Answer,
): AnswerNode {
  if (options[0] && options[0].guard === undefined) return answerTo(leaf, options[0]);
  const guards = machine.implementations.guards as Record<string, (args: { context: unknown; event: MachineEvent }, params: unknown) => boolean>;
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
        for (const v of FACT_VALUES[fact]) branches.set(v, decide(machine, leaf, type, options, new Map([...fixed, [fact, v]]), answerTo));
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
function followTransition(machine: TurnMachine, leaf: AnyStateNode, t: AnyTransitionDefinition): { to: AnyStateNode; actions: unknown[] } {
  const target = t.target?.[0];
  if (!target) return { to: leaf, actions: [...t.actions] };
  const domain = !t.reenter && isWithin(target, t.source) ? t.source : commonAncestor(machine, t.source, target);
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
function commonAncestor(machine: TurnMachine, a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  for (let n = a.parent; n; n = n.parent) if (isWithin(b, n)) return n;
  return machine.root;
}

function actionOf(a: unknown): MachineAction {
  if (typeof a === 'string') return { type: a } as MachineAction;
  const { type, params } = a as { type: string; params?: unknown };
  return (params === undefined ? { type } : { type, params }) as MachineAction;
}
