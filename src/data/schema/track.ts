import { z } from 'zod';
import { Basis, CPL_BOTTOM, CPL_TOP, GameTurn, MAX_CPL_CHANGE, MAX_CSE_POINTS, MAX_DENSITY, Year } from './common';

const CplChange = z.number().int().min(-MAX_CPL_CHANGE).max(MAX_CPL_CHANGE);
const CsePoints = z.number().int().min(0).max(MAX_CSE_POINTS);

// assets/track/*.json and assets/counters/whaling.json: the tracks of 2.16 and the whaling
// counters of 2.25. Arrivals are not repeated here: the loader builds each turn's arrivals
// from the ship files, so the two can never disagree.

export const TurnsFile = z
  .object({
    format: z.literal('sea-devils-turn-track'),
    version: z.literal(1),
    basis: Basis,
    turns: z
      .array(
        z
          .object({
            turn: GameTurn,
            /** "3/61": quarter / year. */
            date: z.string().regex(/^[1-4]\/6[1-5]$/),
            year: Year,
            quarter: z.number().int().min(1).max(4),
            /** Automatic CPL adjustments of 9.21: W to all three, then E to England, F to France. */
            cpl: z.object({ W: CplChange, E: CplChange, F: CplChange }).strict(),
            basis: Basis,
          })
          .strict(),
      )
      .length(16),
  })
  .strict();
export type TurnsFile = z.infer<typeof TurnsFile>;

export const CplTrackFile = z
  .object({
    format: z.literal('sea-devils-cpl-track'),
    version: z.literal(1),
    basis: Basis,
    /** Lowest and highest space of each of the three tracks. */
    min: z.number().int().min(CPL_BOTTOM.min).max(CPL_BOTTOM.max),
    max: z.number().int().min(CPL_TOP.min).max(CPL_TOP.max),
  })
  .strict();
export type CplTrackFile = z.infer<typeof CplTrackFile>;

export const CseFile = z
  .object({
    format: z.literal('sea-devils-cse'),
    version: z.literal(1),
    basis: Basis,
    /** California Steamer Escort points per calendar year (11.12). */
    perYear: z.object({ '1861': CsePoints, '1862': CsePoints, '1863': CsePoints, '1864': CsePoints, '1865': CsePoints }).strict(),
  })
  .strict();
export type CseFile = z.infer<typeof CseFile>;

export const WhalingFile = z
  .object({
    format: z.literal('sea-devils-whaling-counters'),
    version: z.literal(1),
    basis: Basis,
    /** The five counters (2.25); each value is a shipping density used for the first Sloop raid (5.31). */
    counters: z.array(z.object({ id: z.number().int().min(1).max(5), density: z.number().int().min(0).max(MAX_DENSITY) }).strict()).length(5),
  })
  .strict();
export type WhalingFile = z.infer<typeof WhalingFile>;
