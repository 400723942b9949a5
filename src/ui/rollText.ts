import type { RollExplained } from '../engine/index';

// A roll explained in words (issue 16; reworded in issue 35.5): "the raider: Escape Table 6.21
// (the raider's speed 9; the other side's speed 8), speed differential +1: needed 3+, rolled 5:
// escapes". Words only, from the fields the engine put on the event.

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The tables' names, by the rule that holds each. */
const TABLE: Record<string, string> = {
  '5.11': 'Raid Table',
  '6.11': 'Search Table',
  '6.42': 'Search Table',
  '6.21': 'Escape Table',
  '7.11': 'Blockade Table',
  '8.11': 'Combat Results Table',
  '10.31': 'Federal Warship Deployment Table',
};

/**
 * Whether the words add to the event's own text: a yes/no table's faces needed, a modifier, a
 * reroll, or a raid (its table row: issue 35.5). A graded table read without modifiers (a
 * firing segment, the deployment roll) is already told in full by the event's text.
 */
export const rollTells = (r: RollExplained): boolean => !!r.need || r.rerolled !== undefined || r.table === '5.11' || r.mods.some((m) => m.value !== 0);

export function rollText(r: RollExplained): string {
  const shown = r.mods.filter((m) => m.value !== 0);
  // 6.21's "modifiers" are the two speeds the differential is made of: told as speeds.
  const mods = shown
    .map((m) => (r.table === '6.21' ? `${m.why} ${Math.abs(m.value)}` : `${m.why} ${signed(m.value)}${m.rule === r.table ? '' : `, rule ${m.rule}`}`))
    .join('; ');
  const who = r.who ? `${r.who}: ` : '';
  const table = `${TABLE[r.table] ?? 'table'} ${r.table}`;
  const rolled = r.rerolled !== undefined ? `rolled ${r.rerolled}, rerolled ${r.die} (11.74)` : `rolled ${r.die}`;
  if (r.table === '7.11') {
    // The Blockade Table is read on the die plus its modifiers; the faces given are those with no contact.
    const need =
      r.need === 'any roll'
        ? 'no contact whatever the die'
        : r.need === 'no roll'
          ? 'contact whatever the die'
          : r.need
            ? `no contact on a die of ${r.need}`
            : '';
    return `${who}${table}${mods ? `, ${mods}` : ''}: ${rolled}, ${r.column}${need ? `; ${need}` : ''}: ${r.result}`;
  }
  const need = r.need === 'any roll' ? 'any roll succeeds' : r.need === 'no roll' ? 'no roll succeeds' : r.need ? `needed ${r.need}` : '';
  return `${who}${table}${mods ? ` (${mods})` : ''}, ${r.column}: ${need ? `${need}, ` : ''}${rolled}: ${r.result}`;
}
