import type { SpotAttempt, SpotProcedure, SpotRule } from './procedures';
import { faceMean, faceShare } from '../explain';

// Variant "speed-roll searches" (issue 19, docs/variants.md), from Rebel Raiders on the High
// Seas 7.77-7.78: instead of Sea Devils' Search Table (6.11) the search is an opposed roll. The
// searchers in the area roll one die as a stack, +1 for each unit beyond the first, at most +3
// (RR 7.78); the raider rolls one die +3, as a raider at sea (RR 7.78), and wins ties. Who of
// several searchers spotted it is still 6.14's roll-off, and a spotted raider answers as in
// 6.13 (fight, escape or port), so a failed evasion leads on exactly as a failed search would.

/** The numbers of RR 7.78, as this variant uses them. */
export const SPEED_ROLL = {
  /** RR 7.78: a Raider in a High Seas or Coastal zone adds three to its die (every Sea Devils area is one of these). */
  raiderBonus: 3,
  /** RR 7.78: a stack rolling one die adds one for each further ship; a Sea Devils unit (a squadron counts once, 6.11) is one ship here. */
  perFurtherUnit: 1,
  /** RR 7.78: the stack's bonus is at most +3. */
  maxStackBonus: 3,
} as const;

/** The searchers' bonus for `units` searching units (RR 7.78). */
export const stackBonus = (units: number): number => Math.min(Math.max(units - 1, 0) * SPEED_ROLL.perFurtherUnit, SPEED_ROLL.maxStackBonus);

/**
 * RR 7.78: the Federal die first; the raider rolls only when the searchers can still beat it
 * (their best exceeds the raider's least), and spotting needs the searchers' total to exceed the
 * raider's, the raider winning ties.
 */
export const speedRollSpot: SpotProcedure = (ctx, units): SpotAttempt => {
  const bonus = stackBonus(units.length);
  const fed = ctx.roll();
  const fedTotal = fed + bonus;
  if (fedTotal <= 1 + SPEED_ROLL.raiderBonus) {
    return {
      spotted: false,
      dice: [fed],
      rule: 'RR 7.78',
      roll: `speed roll ${fed}+${bonus} = ${fedTotal}, no higher than the raider's least (${1 + SPEED_ROLL.raiderBonus}), so the raider need not roll`,
    };
  }
  const raider = ctx.roll();
  const raiderTotal = raider + SPEED_ROLL.raiderBonus;
  return {
    spotted: fedTotal > raiderTotal,
    dice: [fed, raider],
    rule: 'RR 7.78',
    roll: `speed roll ${fed}+${bonus} = ${fedTotal} against the raider's ${raider}+${SPEED_ROLL.raiderBonus} = ${raiderTotal}${fedTotal === raiderTotal ? ' (the raider wins ties)' : ''}`,
  };
};

/** RR 7.78: the chance `units` searching units spot the raider: their die and bonus beat the raider's die + 3 (ties to the raider). */
export const speedRollSpotChance = (units: number): number => {
  if (units <= 0) return 0;
  const bonus = stackBonus(units);
  return faceMean((fed) => faceShare((raider) => fed + bonus > raider + SPEED_ROLL.raiderBonus));
};

/** The variant's spotting rule: the opposed roll and its odds. */
export const speedRollSearch: SpotRule = { roll: speedRollSpot, rule: 'RR 7.78', chance: (_data, units) => speedRollSpotChance(units) };
