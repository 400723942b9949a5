import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The engine is pure (issue 32.4): no module of src/engine keeps state of its own between calls.
// This reads every module's top level and finds what could hold such state: a `let` or `var`, a
// Map, Set, WeakMap or WeakSet made there (outside any function), or a statement run there (an
// expression such as `cache.set(...)` or `list.push(...)`). Tables made at load from constant
// data, which nothing changes afterwards, are named here with the reason.

const ROOT = join(import.meta.dirname, '../../src/engine');
/** file: names of the tables it may make at load. */
const ALLOWED: Record<string, readonly string[]> = {
  // The four command types 3.0's undo takes back: a constant set, typed read-only.
  'actions.ts': ['UNDOABLE_COMMANDS'],
  // The machine's step for each phase and decision, found once from its compiled table, typed read-only.
  'turnSteps.ts': ['REST_STEP', 'DECISION_STEP'],
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

/** A collection made in `node` when the module loads (function bodies are not run then). */
function makesCollection(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && COLLECTIONS.has(node.expression.text)) return true;
  return ts.forEachChild(node, makesCollection) ?? false;
}

/** What at the top level of a module could keep state: `file:line what`. */
function moduleState(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const allowed = ALLOWED[file] ?? [];
  const found: string[] = [];
  const at = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
  for (const st of sf.statements) {
    if (ts.isVariableStatement(st)) {
      const constant = (st.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const d of st.declarationList.declarations) {
        const name = d.name.getText(sf);
        if (!constant) found.push(`${at(d)} let/var ${name}`);
        else if (d.initializer && makesCollection(d.initializer) && !allowed.includes(name)) found.push(`${at(d)} collection ${name}`);
      }
    } else if (ts.isExpressionStatement(st) && !ts.isVoidExpression(st.expression)) {
      // (`void [a, b]`, a compile-time check, runs nothing)
      found.push(`${at(st)} statement ${st.expression.getText(sf).slice(0, 60)}`);
    }
  }
  return found;
}

describe('issue 32.4: no module-level state in src/engine', () => {
  it('finds none', () => {
    const found = files(ROOT).flatMap((f) => moduleState(relative(ROOT, f).replaceAll('\\', '/'), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
  it('finds each kind it looks for (the scan can fail)', () => {
    const src = [
      'let hits = 0;',
      'var old = 1;',
      'const memo = new WeakMap<object, number>();',
      'const byId = { federal: new Map() };',
      'const table = [1, 2];',
      'table.push(3);',
      'export const made = () => new Map();',
      'function f() { const m = new Set(); return m; }',
    ].join('\n');
    expect(moduleState('x.ts', src)).toEqual([
      'x.ts:1 let/var hits',
      'x.ts:2 let/var old',
      'x.ts:3 collection memo',
      'x.ts:4 collection byId',
      'x.ts:6 statement table.push(3)',
    ]);
    expect(moduleState('turnSteps.ts', 'const REST_STEP = new Map();\nconst OTHER = new Map();')).toEqual(['turnSteps.ts:2 collection OTHER']);
  });
});
