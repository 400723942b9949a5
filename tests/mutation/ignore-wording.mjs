// A Stryker ignorer (stryker.config.mjs): no mutants in the wording of the log and of refusals.
// The rule tests check structured events and state (rule, kind, ships, dice, the state after),
// not sentences (issue 21 point 4), so a changed sentence is not a fault they should catch. Ignored:
// the text argument of `ctx.emit(rule, kind, text, …)` and the message of
// `refuse(code, rule, message)`. Their rule and kind/code arguments are still mutated.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const WORDING_ARGUMENT = { emit: 2, refuse: 2 };

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'wording', {
    shouldIgnore(path) {
      if (path.listKey !== 'arguments' || !path.parentPath?.isCallExpression()) return undefined;
      const name = calleeName(path.parentPath.node.callee);
      if (name !== undefined && Object.hasOwn(WORDING_ARGUMENT, name) && WORDING_ARGUMENT[name] === path.key) {
        return `the wording of ${name}() is not tested (tests check structured events)`;
      }
      return undefined;
    },
  }),
];
