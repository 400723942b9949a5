// The turn machine's page (docs/machine.md): a Mermaid diagram and tables drawn from the XState
// machine's own definition in src/engine/machine.ts (its states, transitions, guards, entry and
// exit actions and meta), never written by hand. One module for `npm run machine:diagram` and
// for the test that fails when the committed page is stale.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { PROCEDURE_RULES, STEPS, type MachineRefusal, type StepMeta } from '../../src/engine/index';
import { compileTable, GUARD_RULES, turnMachine } from '../../src/engine/machine';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MACHINE_DOC = 'docs/machine.md';
/** The machine's compiled answers, which the engine reads instead of XState (src/engine/turnSteps.ts). */
export const MACHINE_TABLE = 'src/engine/turnTable.json';

/** The text of turnTable.json: the machine's table, one line. */
export const renderMachineTable = (): string => `${JSON.stringify(compileTable())}\n`;

type Action = { type: string; params?: Record<string, unknown> };
const actionOf = (a: unknown): Action => (typeof a === 'string' ? { type: a } : (a as Action));
/** A state's id in the diagram: its key (each key is used once in the machine). */
const idOf = (n: AnyStateNode): string => n.key;
const nameOf = (n: AnyStateNode): string => n.path.join('.');
const metaOf = (n: AnyStateNode): StepMeta | undefined => n.meta as StepMeta | undefined;
const cell = (s: string): string => s.replace(/\|/g, '\\|');
/** A state's name in the diagram: the rule book's name of a phase or segment (its description), or its key. */
const titleOf = (n: AnyStateNode): string => (n.description ? `${n.description}` : n.key).replace(/"/g, "'");

function nodes(n: AnyStateNode = turnMachine.root): AnyStateNode[] {
  return [n, ...Object.values(n.states).flatMap((c) => nodes(c))];
}

function guardText(t: AnyTransitionDefinition): string | null {
  const g = t.guard;
  if (g === undefined) return null;
  const { type, params } = typeof g === 'string' ? { type: g, params: undefined } : (g as { type: string; params?: Record<string, unknown> });
  const shown = params ? `${type} ${Object.values(params).join(' ')}` : type;
  return `${shown}, ${GUARD_RULES[type] ?? '?'}`;
}

const refusalOf = (t: AnyTransitionDefinition): MachineRefusal | null => {
  const r = t.actions.map(actionOf).find((a) => a.type === 'refuse');
  return r ? (r.params as unknown as MachineRefusal) : null;
};

/** A transition's label: the event, and its guard in brackets ("else" after guarded ones). */
function label(event: string, t: AnyTransitionDefinition, after: boolean): string {
  const g = guardText(t);
  const e = event === 'proceduresDone' ? 'procedures done' : event;
  return g ? `${e} [${g}]` : after ? `${e} [else]` : e;
}

/** The step a transition into `n` comes to rest in: down its initial states. */
function entered(n: AnyStateNode): AnyStateNode {
  let to = n;
  while (to.type === 'compound') to = to.initial.target[0]!;
  return to;
}

/**
 * A Mermaid flowchart: each phase a subgraph (nested as in the machine), each step a node (a
 * rounded box for a step that waits on a side, a hexagon for one the engine runs through), each
 * transition that changes the step an arrow to the step it enters. A flowchart, not a
 * stateDiagram: Mermaid's state diagrams cannot draw arrows between states of different
 * composite states, which this machine has at every phase change.
 */
function diagram(): string[] {
  const keys = nodes().map((n) => n.key);
  if (new Set(keys).size !== keys.length) throw new Error('two states of the turn machine share a key: the diagram names states by key');
  const out: string[] = ['```mermaid', 'flowchart TB'];
  const quote = (t: string) => `"${t.replace(/"/g, "'")}"`;
  const draw = (n: AnyStateNode, indent: string) => {
    const children = Object.values(n.states);
    if (children.length) {
      const inner = n === turnMachine.root ? indent : `${indent}  `;
      if (n !== turnMachine.root) out.push(`${indent}subgraph ${idOf(n)}[${quote(titleOf(n))}]`);
      for (const c of children) draw(c, inner);
      if (n !== turnMachine.root) out.push(`${indent}end`);
      return;
    }
    const meta = metaOf(n);
    const who = meta?.side ? `${meta.side === 'federal' ? 'Federal' : 'Confederate'} acts, ${meta.rule}` : `${meta?.rule ?? ''}`;
    const takes = [...n.transitions.entries()]
      .filter(([, ts]) => ts.some((t) => !t.target?.length && t.actions.map(actionOf).some((a) => a.type === 'carryOut')))
      .map(([e]) => e.split('.')[1]);
    const text = [titleOf(n), who, ...(takes.length ? [`takes ${takes.join(', ')}`] : [])].join('<br/>');
    if (n.type === 'final') out.push(`${indent}${idOf(n)}(((${quote(text)})))`);
    else if (meta?.side) out.push(`${indent}${idOf(n)}(${quote(text)})`);
    else out.push(`${indent}${idOf(n)}{{${quote(text)}}}`);
  };
  out.push(`  start((" ")) --> ${idOf(entered(turnMachine.root))}`);
  draw(turnMachine.root, '  ');
  // The transitions that change the step, from the state that defines them to the step they enter.
  for (const n of nodes()) {
    for (const [event, ts] of n.transitions) {
      let guarded = false;
      for (const t of ts) {
        const target = t.target?.[0];
        if (target) out.push(`  ${idOf(n)} -->|${quote(label(event, t, guarded))}| ${idOf(entered(target))}`);
        if (t.guard !== undefined) guarded = true;
      }
    }
  }
  out.push('```');
  return out;
}

function stepsTable(): string[] {
  const out = [
    '| step | phase | who acts | what it offers (legal actions, panel) | rule | what happens | commands it takes | what ends it |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const s of STEPS) {
    const node = turnMachine.getStateNodeById(`turn.${s.id}`);
    const takes: string[] = [];
    const ends: string[] = [];
    for (let n: AnyStateNode | undefined = node; n && n !== turnMachine.root; n = n.parent) {
      for (const [event, ts] of n.transitions) {
        for (const t of ts) {
          if (refusalOf(t)) continue;
          if (t.target?.length)
            ends.push(`${event === 'proceduresDone' ? 'procedures done' : event}${t.guard ? ` [${guardText(t)}]` : ''} → ${nameOf(t.target[0]!)}`);
          else takes.push(event);
        }
      }
    }
    const who = s.side ? (s.side === 'federal' ? 'Federal' : 'Confederate') : s.final ? 'nobody (the game is over)' : 'nobody (the engine runs through)';
    // The set-up step comes before any phase.
    out.push(
      `| ${s.id} | ${s.id === 'setup' ? '—' : s.phase} | ${who} | ${s.meta.offers ?? '—'} | ${s.meta.rule} | ${cell(s.meta.what)} | ${takes.join(', ') || '—'} | ${cell(ends.join('; ')) || '—'} |`,
    );
  }
  return out;
}

function refusalsTable(): string[] {
  const out = ['| where | command | refused with | rule | message |', '|---|---|---|---|---|'];
  const rows = new Map<string, string>();
  for (const n of nodes()) {
    for (const [event, ts] of n.transitions) {
      for (const t of ts) {
        const r = refusalOf(t);
        if (!r) continue;
        const where = n === turnMachine.root ? 'any step that does not take it' : nameOf(n);
        const command =
          event === '*' ? 'any command' : event.replace(/^(federal|confederate)\./, (_, side: string) => (n === turnMachine.root ? '' : `${side}.`));
        const g = guardText(t);
        const key = `${where}|${command}|${r.code}|${g ?? ''}`;
        if (!rows.has(key)) rows.set(key, `| ${cell(where)} | ${cell(command)}${g ? ` [${g}]` : ''} | ${r.code} | ${r.rule} | ${cell(r.message)} |`);
      }
    }
    const meta = metaOf(n);
    if (n.type === 'final' && meta?.refusal)
      rows.set(`${nameOf(n)}|final`, `| ${nameOf(n)} | any command | ${meta.refusal.code} | ${meta.refusal.rule} | ${cell(meta.refusal.message)} |`);
  }
  return [...out, ...rows.values()];
}

function guardsTable(): string[] {
  const out = ['| guard | rule | reads the fact |', '|---|---|---|'];
  for (const [name, check] of Object.entries(turnMachine.implementations.guards)) {
    // The fact the guard reads, found by handing it an event whose facts record what is read.
    const read: string[] = [];
    const facts = new Proxy(
      {},
      {
        get: (_, k) => {
          read.push(String(k));
          return undefined;
        },
      },
    );
    (check as (args: unknown, params: unknown) => unknown)({ context: undefined, event: { type: 'proceduresDone', facts } }, { decision: null });
    out.push(`| ${name} | ${GUARD_RULES[name]} | ${read.join(', ')} |`);
  }
  return out;
}

function proceduresTable(): string[] {
  const out = ['| action | rule | performed |', '|---|---|---|'];
  const where = new Map<string, string[]>();
  for (const n of nodes()) {
    for (const [when, list] of [
      ['on entering', n.entry],
      ['on leaving', n.exit],
    ] as const) {
      for (const a of list.map(actionOf)) if (a.type in PROCEDURE_RULES) (where.get(a.type) ?? where.set(a.type, []).get(a.type)!).push(`${when} ${nameOf(n)}`);
    }
  }
  for (const [name, rule] of Object.entries(PROCEDURE_RULES)) out.push(`| ${name} | ${rule} | ${(where.get(name) ?? []).join('; ')} |`);
  return out;
}

/** The whole page. */
export function renderMachineDoc(): string {
  return [
    '# The turn machine',
    '',
    'Generated by `npm run machine:diagram` (scripts/machine-diagram.ts) from the XState machine in `src/engine/machine.ts`. Do not edit it by hand: `tests/machine-diagram.test.ts` fails when it is stale.',
    '',
    "The Sequence of Play (3.0) is one XState v5 machine, the only authority for whose turn it is and what ends each step. It has a state for each phase, and for each step that waits on a player. A command is the event `<side>.<command type>`: the step takes it (its own rules then run, and may still refuse it), or the machine refuses it with a code and a rule. Entry and exit actions name each phase's procedures, which the engine performs (src/engine/phases.ts) in the order XState runs them. A step the engine runs through is left by `procedures done`, sent once its procedures have run; its guards, named after the rules that decide them, read the facts the engine reports then.",
    '',
    "The engine does not call XState per command (one `transition()` costs several times a whole command), nor load it: the machine's resolved definition is compiled into a table of answers, step by event, branching on exactly the facts a guard reads, which `npm run machine:diagram` writes to `src/engine/turnTable.json` beside this page; `apply` reads that table (`src/engine/turnSteps.ts`), so the game's first download carries neither XState nor the machine's building (issue 47). `tests/machine-diagram.test.ts` fails when the committed table is not this machine's, and `tests/rules/r03-turn-machine.test.ts` checks every entry of the table against XState's own `transition()`.",
    '',
    'In the diagram each phase is a box, as in the machine; a rounded step waits on the side named, a hexagon is a step the engine runs through, and an arrow is a transition that changes the step, labelled with its event and guard (`else` when the guards before it failed). Commands a step takes without leaving it are listed in the step.',
    '',
    ...diagram(),
    '',
    '## Steps',
    '',
    'Each state without sub-states is a step. A step is where a game state can stand: its phase, and in the Activity Phase the decision it waits for.',
    '',
    ...stepsTable(),
    '',
    '## Refusals',
    '',
    "The machine refuses a command with the first of these that applies, from the step outwards: a waiting step refuses the other side's commands, a phase refuses what its steps do not take, and the machine refuses a command in any step that does not take it with the command's own rule.",
    '',
    ...refusalsTable(),
    '',
    '## Guards',
    '',
    ...guardsTable(),
    '',
    '## Procedures',
    '',
    ...proceduresTable(),
    '',
  ].join('\n');
}
