import TABLE from './turnTable.json';
import { PHASES, type Phase, type Side } from './types';
import type { Answer, AnswerNode, Facts, MachineAction, Offer, Step, TurnTable } from './sequence';

// The turn machine (3.0) as the engine reads it: the table of its answers that its XState
// definition (machine.ts) compiles to, written to turnTable.json by `npm run machine:diagram`.
// Reading the table here, instead of building the machine when the engine loads, keeps XState
// out of the game (issue 47); tests/machine-diagram.test.ts holds the committed table to the
// machine's, and tests/rules/r03-turn-machine.test.ts each answer to XState's `transition()`.

/** The steps of a compiled table, each with its answers (frozen: the engine shares them between games). */
export function stepsOf(table: TurnTable): readonly Step[] {
  const nodes: AnswerNode[] = [];
  const node = (i: number): AnswerNode => {
    const made = nodes[i];
    if (made) return made;
    const n = table.nodes[i]!;
    const out: AnswerNode =
      'fact' in n
        ? Object.freeze({ fact: n.fact, branches: new Map(n.branches.map(([v, b]) => [v, node(b)])) })
        : Object.freeze({ to: n.to, actions: Object.freeze(n.actions.map((a) => Object.freeze(a) as MachineAction)) } satisfies Answer);
    nodes[i] = out;
    return out;
  };
  return Object.freeze(
    table.steps.map((s, index): Step => {
      const on = new Map<string, AnswerNode>(s.on.map((n, e) => [table.events[e]!, node(n)]));
      const bySide = (side: Side) => new Map([...on].flatMap(([e, n]) => (e.startsWith(`${side}.`) ? [[e.slice(side.length + 1), n] as const] : [])));
      const commands = Object.freeze({ federal: bySide('federal'), confederate: bySide('confederate') });
      return Object.freeze({ index, id: s.id, phase: s.phase, side: s.side, final: s.final, meta: s.meta, on, commands });
    }),
  );
}

/** The machine's steps, each with its answers. */
export const STEPS: readonly Step[] = stepsOf(TABLE as unknown as TurnTable);
const stepAt = (path: string): Step => STEPS.find((s) => s.id === path)!;
/** The step play starts from (13.x4 says where a scenario begins). */
export const SETUP_STEP = stepAt('setup');

// Where a game state stands in the machine: its phase, and in the Activity Phase the decision it
// waits for. A phase's step is its step with a side, or else its first (a compiled table with a
// step added stands where that step says, with no other change).
interface Standings {
  readonly rest: ReadonlyMap<Phase, Step>;
  readonly decision: { readonly [S in Side]: ReadonlyMap<string, Step> };
}
function standingsOf(steps: readonly Step[]): Standings {
  const decisionsOf = (side: Side) =>
    new Map(steps.filter((s) => s.meta.decision?.startsWith(`${side}.`)).map((s) => [s.meta.decision!.slice(side.length + 1), s]));
  return {
    rest: new Map(
      PHASES.flatMap((p) => {
        const of = steps.filter((s) => s.phase === p && s.meta.decision === undefined);
        const step = of.find((s) => s.side !== null) ?? of.find((s) => s.id !== 'setup');
        return step ? [[p, step] as const] : [];
      }),
    ),
    decision: { federal: decisionsOf('federal'), confederate: decisionsOf('confederate') },
  };
}
const STANDINGS = standingsOf(STEPS);

/** What stepOf reads of a game state (or of a side's view of it). */
export interface Standing {
  phase: Phase;
  activity: { pending: { side: Side; kind: string } | null } | null;
}

/**
 * The step of the machine a game state is at. `steps`: another compiled table (a test's, with a
 * step added); the engine's own by default, whose lookups are made once.
 */
export function stepOf(s: Standing, steps: readonly Step[] = STEPS): Step {
  const at = steps === STEPS ? STANDINGS : standingsOf(steps);
  const pending = s.phase === 'confederateActivity' ? s.activity?.pending : null;
  if (pending) {
    const step = at.decision[pending.side]?.get(pending.kind);
    if (!step) throw new Error(`the turn machine has no step for the ${pending.side} ${pending.kind} decision`);
    return step;
  }
  const step = at.rest.get(s.phase);
  if (!step) throw new Error(`the turn machine has no phase ${String(s.phase).slice(0, 40)}`);
  return step;
}

/** Whose decision the game waits for (3.0): the side of the machine's step. */
export function activeSide(s: Standing): Side | null {
  return stepOf(s).side;
}

/** What the step a game state is at offers `side` (StepMeta.offers), or null while it waits on the other side or on nobody. */
export function offerOf(s: Standing, side: Side, steps: readonly Step[] = STEPS): Offer | null {
  const step = stepOf(s, steps);
  return step.side === side ? (step.meta.offers ?? null) : null;
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
