import type { RaidCount } from './procedures';

// Variant "Rebel Raiders raiding" (issue 19, docs/variants.md), from Rebel Raiders on the High
// Seas 8.11: a raid is worth nothing on a die of 1-3, one VP step on 4-5 and two on 6; in the
// Whaling Grounds, two steps on 4-6. Sea Devils counts merchant marine points, not VP, so one
// step is worth the points below for the area's density (5.11): one and a half times the mean
// of that density's column of the Raid Table, rounded, because Rebel Raiders' mean is 2/3 of a
// step a raid. A raid at a density thus takes, on average, what the Raid Table took there, and
// 12.x's victory bands keep their meaning; the spread is wider (nothing half the time). The
// whaling row applies where Sea Devils has its whaling grounds: the Sloop raid that turns up a
// whaling counter (5.31), at the counter's density. Everything else about a raid stays: who may
// raid (5.4x, 11.52), the Auxiliary's density 1 (5.43), Semmes' reroll (11.74, of a failed die).

/** RR 8.11, away from the whaling grounds: VP steps by die (index die - 1). */
export const STEPS_BY_DIE = [0, 0, 0, 1, 1, 2] as const;
/** RR 8.11, in the Whaling Grounds: two steps on 4-6. */
export const WHALING_STEPS_BY_DIE = [0, 0, 0, 2, 2, 2] as const;
/**
 * Merchant marine points of one step, by density 1-6: round(1.5 × the Raid Table column's
 * mean): 1.5 × 10/6 = 2.5 → 3, 15/6 → 3.75 → 4, 21/6 → 5.25 → 5, 28/6 → 7, 40/6 → 10, 57/6 → 14.25 → 14.
 */
export const POINTS_PER_STEP: Readonly<Record<number, number>> = { 1: 3, 2: 4, 3: 5, 4: 7, 5: 10, 6: 14 };

const stepsOf = (die: number, whaling: boolean): number => (whaling ? WHALING_STEPS_BY_DIE : STEPS_BY_DIE)[die - 1] ?? 0;

export const rebelRaidersRaid: RaidCount = {
  rule: 'RR 8.11',
  // RR 8.11: a die of 1-3 takes nothing, so it is the failure Semmes may reroll (11.74).
  failed: (die) => stepsOf(die, false) === 0,
  points: (_data, die, density, whaling) => stepsOf(die, whaling) * (POINTS_PER_STEP[density] ?? 0),
  how: (die, density, whaling) => {
    const steps = stepsOf(die, whaling);
    return ` (${steps} step${steps === 1 ? '' : 's'}${whaling ? ' on the whaling row' : ''} × ${POINTS_PER_STEP[density] ?? 0} at density ${density})`;
  },
};
