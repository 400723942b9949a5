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
export type Year = z.infer<typeof Year>;

/** A short note saying what a reconstructed value is based on (facts file section 6). */
export const Basis = z.string().min(3, 'every reconstructed value carries a note of its basis');

/** Ship types of 2.22, plus the two Confederate Auxiliaries. */
export const ShipType = z.enum(['F', 'SF', 'S', 'SS', 'GB', 'SGB', 'IC', 'Aux']);
export type ShipType = z.infer<typeof ShipType>;

/** The five Federal Warship Deployment Track types (10.31). */
export const DeploymentType = z.enum(['F', 'SF', 'S', 'GB', 'SGB']);
export type DeploymentType = z.infer<typeof DeploymentType>;

export const DeploymentPoints = z.object({
  F: z.number().int().min(0),
  SF: z.number().int().min(0),
  S: z.number().int().min(0),
  GB: z.number().int().min(0),
  SGB: z.number().int().min(0),
}).strict();
export type DeploymentPoints = z.infer<typeof DeploymentPoints>;

/** The three Confederate Prestige Levels (9.11): World, England, France. */
export const CplLevels = z.object({
  W: z.number().int(),
  E: z.number().int(),
  F: z.number().int(),
}).strict();
export type CplLevels = z.infer<typeof CplLevels>;
