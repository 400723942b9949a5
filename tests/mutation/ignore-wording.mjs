// A Stryker ignorer (stryker.config.mjs): no mutants in the wording of the log and of refusals.
// The rule tests check structured events and state (rule, kind, ships, dice, the state after),
// not sentences (issue 21 point 4), so a changed sentence is not a fault they should catch. Ignored:
// the text argument of `ctx.emit(rule, kind, text, …)`, the message of `refuse(code, rule,
// message)`, of a record check's `bad(step, rule, message)` and of a remote message's check
// `fail(check, message)` (src/remote/checks.ts: tests check the check named), and the value of a `message`,
// `why` or `text` property. Their rule, kind, code and step are still mutated.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const WORDING_ARGUMENT = { emit: 2, refuse: 2, bad: 2, fail: 1 };
const WORDING_PROPERTY = new Set(['message', 'why', 'text']);

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'wording', {
    shouldIgnore(path) {
      const parent = path.parentPath;
      if (path.key === 'value' && parent?.isObjectProperty() && !parent.node.computed) {
        const key = parent.node.key;
        const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined;
        if (name !== undefined && WORDING_PROPERTY.has(name)) return `the wording of a ${name} is not tested (tests check structured events)`;
      }
      if (path.listKey !== 'arguments' || !parent?.isCallExpression()) return undefined;
      const name = calleeName(parent.node.callee);
      if (name !== undefined && Object.hasOwn(WORDING_ARGUMENT, name) && WORDING_ARGUMENT[name] === path.key) {
        return `the wording of ${name}() is not tested (tests check structured events)`;
      }
      return undefined;
    },
  }),
];
