import { setup as setupMachine, transition } from 'xstate';
import type { Phase } from './types';

// The Sequence of Play (3.0) as an XState v5 machine. It owns only the ORDER of phases; the
// engine asks it "this phase is done, what comes next?" through XState's pure transition
// function, and does all the rules itself. Guards read plain facts the engine passes in.

export interface TurnFacts {
  turn: number;
  lastTurn: number;
  /** The game ended early (every Confederate ship gone and none to come). */
  decided: boolean;
}

export const turnMachine = setupMachine({
  types: { context: {} as TurnFacts, events: {} as { type: 'PHASE_DONE' } },
  guards: {
    gameOver: ({ context }) => context.decided || context.turn >= context.lastTurn,
  },
}).createMachine({
  id: 'turn',
  initial: 'reinforcement',
  context: { turn: 1, lastTurn: 16, decided: false },
  states: {
    // 1. Reinforcement and Ship Placement Phase
    reinforcement: {
      initial: 'turnAdvance',
      states: {
        turnAdvance: { on: { PHASE_DONE: 'confederatePlacement' } }, // A
        confederatePlacement: { on: { PHASE_DONE: 'federalPlacement' } }, // B
        federalPlacement: { on: { PHASE_DONE: 'europeDeclaration' } }, // C
        europeDeclaration: { on: { PHASE_DONE: '#turn.confederateRecord' } }, // C, 6.3
      },
    },
    confederateRecord: { on: { PHASE_DONE: 'federalMovement' } }, // 2
    federalMovement: { on: { PHASE_DONE: 'confederateActivity' } }, // 3
    confederateActivity: { on: { PHASE_DONE: 'endOfTurn' } }, // 4
    endOfTurn: {
      on: { PHASE_DONE: [{ guard: 'gameOver', target: 'gameOver' }, { target: 'reinforcement' }] },
    },
    gameOver: { type: 'final' },
  },
});

const REINFORCEMENT: Phase[] = ['turnAdvance', 'confederatePlacement', 'federalPlacement', 'europeDeclaration'];

function toValue(phase: Phase) {
  return REINFORCEMENT.includes(phase) ? { reinforcement: phase } : phase;
}

function fromValue(value: unknown): Phase {
  if (typeof value === 'string') return value as Phase;
  return Object.values(value as Record<string, string>)[0] as Phase;
}

/** The machine's answers, remembered: it is pure and depends only on the phase and the guard (one map for each guard value, no key text made). */
const answers = { over: new Map<Phase, Phase>(), on: new Map<Phase, Phase>() };

/** The phase that follows `phase` once it is done. */
export function nextPhase(phase: Phase, facts: TurnFacts): Phase {
  const kept = facts.decided || facts.turn >= facts.lastTurn ? answers.over : answers.on;
  const hit = kept.get(phase);
  if (hit) return hit;
  const snapshot = turnMachine.resolveState({ value: toValue(phase), context: facts });
  const [next] = transition(turnMachine, snapshot, { type: 'PHASE_DONE' });
  const out = fromValue(next.value);
  kept.set(phase, out);
  return out;
}
