import { z } from 'zod';

// Shared pieces of every data file. Names follow the rule book (Movement Area, Game Turn, CPL).

/** A Movement Area id (2.11): C = coastal, D = deep water, then a number. */
export const AreaId = z.string().regex(/^[CD][0-9]{1,3}$/, 'a Movement Area id is C or D followed by a number (2.11)');
export type AreaId = z.infer<typeof AreaId>;

/** One six-sided die roll. */
export const Die = z.number().int().min(1).max(6);

/** Game Turns run from 1 (3/61) to 16 (2/65). */
export const GameTurn = z.number().int().min(1).max(16);

export const Year = z.number().int().min(1861).max(1865);

// The ranges every number in the data may take. The rule book prints no counter values or
// tables (they were on lost components, docs/reconstruction.md), so each bound is the widest a
// rule allows, or, where no rule sets one, a ceiling with room above the reconstruction's
// largest value that still keeps the game's arithmetic meaningful. Each says which.

/** Counters in the game (2.21): 58 Federal, 17 Confederate. Lists and counts of ships are bounded by them. */
export const FEDERAL_COUNTERS = 58;
export const CONFEDERATE_COUNTERS = 17;
/** Game Turns in the Campaign (13.1: 3/61 to 2/65). */
export const GAME_TURNS = 16;
/** A rating (gunnery, defense, movement, availability): no rule caps it; the reconstruction's
 *  largest is 14 (movement) and the counters print at most two digits; 20 keeps every table's
 *  differentials and totals small. */
export const MAX_RATING = 20;
/** The largest Movement Allowance (2.22), for path and record lengths too. @alias a bound of its own that happens to equal MAX_RATING */
export const MAX_MOVEMENT = MAX_RATING;
/** A U.S. merchant shipping density is the single digit printed after the area id (2.11). */
export const MAX_DENSITY = 9;
/** The merchant marine level: 13.1 starts the war at 1247 and no rule raises it (5.21 only subtracts). */
export const MAX_MERCHANT_MARINE = 1247;
/** Merchant marine points one raid can cost (5.11): no rule caps the cell; the reconstruction's
 *  largest is 16 and an aggressive turn takes 50+ in all (facts file); 30 per raid keeps a
 *  whole game's raids within the level a scenario starts from. */
export const MAX_RAID_LOSS = 30;
/** The CPL track's ends (2.16, 9.1): England closes only below -19 (9.34), so the bottom is at
 *  most -20; the reconstruction runs -20 to +10. A track of more than 30 spaces each way has no rule to use it. */
export const CPL_BOTTOM = { min: -30, max: -20 } as const;
export const CPL_TOP = { min: 7, max: 30 } as const;
/** One CPL adjustment (9.21's automatic change per Game Turn): the printed track's largest is +6
 *  (France, 13.42's rise to +7); a third of the track's width is the most a turn may move it. */
export const MAX_CPL_CHANGE = 10;
/** A die modifier (7.11's year and direction): more than a die's whole range would make the roll pointless. */
export const MAX_DIE_MODIFIER = 6;
/** Deployment Points one roll adds for a type (10.31): the reconstruction's largest is 6; 10 is
 *  more than a turn could ever use against 17 raiders. The track holds at most 16 turns of them. */
export const MAX_DEPLOYMENT_ROLL = 10;
export const MAX_DEPLOYMENT_TRACK = GAME_TURNS * MAX_DEPLOYMENT_ROLL;
/** Damage points one firing segment deals (8.11): more than the highest defense sinks any ship. @alias a bound of its own */
export const MAX_DAMAGE = MAX_RATING;
/** Earlier entries into C9 (6.44): at most one per Confederate ship per Game Turn. */
export const MAX_ECES_ENTRIES = CONFEDERATE_COUNTERS * GAME_TURNS;
/** CSE points of a year (11.12): one point sends one Federal ship to the box. @alias a bound of its own */
export const MAX_CSE_POINTS = FEDERAL_COUNTERS;
/** Net VP (12.15): the Confederate can score at most the whole merchant marine (12.11) plus the
 *  ships' points; 3000 either way is far outside any band that can be reached. */
export const MAX_NET_VP = 3000;
export type Year = z.infer<typeof Year>;

/** A short note saying what a reconstructed value is based on (facts file section 6). */
export const Basis = z.string().min(3, 'every reconstructed value carries a note of its basis');

/** Ship types of 2.22, plus the two Confederate Auxiliaries. */
export const ShipType = z.enum(['F', 'SF', 'S', 'SS', 'GB', 'SGB', 'IC', 'Aux']);
export type ShipType = z.infer<typeof ShipType>;

/** The five Federal Warship Deployment Track types (10.31). */
export const DeploymentType = z.enum(['F', 'SF', 'S', 'GB', 'SGB']);
export type DeploymentType = z.infer<typeof DeploymentType>;

const points = (max: number) => z.number().int().min(0).max(max);
/** Deployment Points by type, as the track holds them (10.31, 2.16). */
export const DeploymentPoints = z
  .object({
    F: points(MAX_DEPLOYMENT_TRACK),
    SF: points(MAX_DEPLOYMENT_TRACK),
    S: points(MAX_DEPLOYMENT_TRACK),
    GB: points(MAX_DEPLOYMENT_TRACK),
    SGB: points(MAX_DEPLOYMENT_TRACK),
  })
  .strict();
/** Deployment Points one roll gives (a cell of 10.31's table). */
export const DeploymentRoll = z
  .object({
    F: points(MAX_DEPLOYMENT_ROLL),
    SF: points(MAX_DEPLOYMENT_ROLL),
    S: points(MAX_DEPLOYMENT_ROLL),
    GB: points(MAX_DEPLOYMENT_ROLL),
    SGB: points(MAX_DEPLOYMENT_ROLL),
  })
  .strict();
export type DeploymentPoints = z.infer<typeof DeploymentPoints>;

/** The three Confederate Prestige Levels (9.11): World, England, France. */
const cplLevel = z.number().int().min(CPL_BOTTOM.min).max(CPL_TOP.max);
export const CplLevels = z
  .object({
    W: cplLevel,
    E: cplLevel,
    F: cplLevel,
  })
  .strict();
export type CplLevels = z.infer<typeof CplLevels>;
