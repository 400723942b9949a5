// What the record editor says of a record (issue 48.2): a tick only for a record that can be
// sealed and does all it says. A legal record that loses part of its effect (raids void for
// want of coal, 11.52; the last turn of a refit period ending at sea, 11.3) can be sealed, but
// is marked with a caution, not a tick, and its line says what it will lose.

export interface SealVerdict {
  /** The ship tab's badge: the count of problems, '!' for warnings only, '✓' otherwise. */
  badge: string;
  badgeClass: 'warn' | 'caution' | 'ok';
  badgeTitle: string;
  /** The line under the record, or null when problems are listed instead. */
  line: string | null;
}

export function sealVerdict(problems: number, warnings: readonly { rule: string }[]): SealVerdict {
  if (problems > 0) return { badge: String(problems), badgeClass: 'warn', badgeTitle: `${problems} problem${problems === 1 ? '' : 's'}`, line: null };
  if (warnings.length) {
    const rules = [...new Set(warnings.map((w) => w.rule))].join(', ');
    return {
      badge: '!',
      badgeClass: 'caution',
      badgeTitle: `Can be sealed, but will lose part of its effect (${rules})`,
      line: `⚠ This record can be sealed, but it will lose part of its effect (${rules}):`,
    };
  }
  return { badge: '✓', badgeClass: 'ok', badgeTitle: 'Can be sealed', line: '✓ This record can be sealed.' };
}
