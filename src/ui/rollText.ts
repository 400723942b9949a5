import type { RollExplained } from '../engine/index';

// A roll explained in words (issue 16): "needed 5+ on the speed differential +1 column (6.21;
// the raider's speed 9, the other side's speed -8), rolled 5: escapes". Words only, from the
// fields the engine put on the event.

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * Whether the words add to the event's own text: a yes/no table's faces needed, a modifier or a
 * reroll. A graded table read without modifiers (a plain raid, a firing segment, the deployment
 * roll) is already told in full by the event's text.
 */
export const rollTells = (r: RollExplained): boolean => !!r.need || r.rerolled !== undefined || r.mods.some((m) => m.value !== 0);

export function rollText(r: RollExplained): string {
  const shown = r.mods.filter((m) => m.value !== 0);
  const mods = shown.length ? `: ${shown.map((m) => `${m.why} ${signed(m.value)} ${m.rule}`).join(', ')}` : '';
  const who = r.who ? `${r.who}: ` : '';
  const need = r.need ? `needed ${r.need} on ` : '';
  const rerolled = r.rerolled !== undefined ? `rolled ${r.rerolled}, rerolled ${r.die} (11.74)` : `rolled ${r.die}`;
  return `${who}${need}${r.column} (${r.table}${mods}), ${rerolled}: ${r.result}`;
}
