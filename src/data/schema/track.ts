import { z } from 'zod';
import { Basis, GameTurn, Year } from './common';

// assets/track/*.json and assets/counters/whaling.json: the tracks of 2.16 and the whaling
// counters of 2.25. Arrivals are not repeated here: the loader builds each turn's arrivals
// from the ship files, so the two can never disagree.

export const TurnsFile = z.object({
  format: z.literal('sea-devils-turn-track'),
  version: z.literal(1),
  basis: Basis,
  turns: z.array(z.object({
    turn: GameTurn,
    /** "3/61": quarter / year. */
    date: z.string().regex(/^[1-4]\/6[1-5]$/),
    year: Year,
    quarter: z.number().int().min(1).max(4),
    /** Automatic CPL adjustments of 9.21: W to all three, then E to England, F to France. */
    cpl: z.object({ W: z.number().int(), E: z.number().int(), F: z.number().int() }).strict(),
    basis: Basis,
  }).strict()).length(16),
}).strict();
export type TurnsFile = z.infer<typeof TurnsFile>;

export const CplTrackFile = z.object({
  format: z.literal('sea-devils-cpl-track'),
  version: z.literal(1),
  basis: Basis,
  /** Lowest and highest space of each of the three tracks. */
  min: z.number().int(),
  max: z.number().int(),
}).strict();
export type CplTrackFile = z.infer<typeof CplTrackFile>;

export const CseFile = z.object({
  format: z.literal('sea-devils-cse'),
  version: z.literal(1),
  basis: Basis,
  /** California Steamer Escort points per calendar year (11.12). */
  perYear: z.object({ '1861': z.number().int().min(0), '1862': z.number().int().min(0), '1863': z.number().int().min(0), '1864': z.number().int().min(0), '1865': z.number().int().min(0) }).strict(),
}).strict();
export type CseFile = z.infer<typeof CseFile>;

export const WhalingFile = z.object({
  format: z.literal('sea-devils-whaling-counters'),
  version: z.literal(1),
  basis: Basis,
  /** The five counters (2.25); each value is a shipping density used for the first Sloop raid (5.31). */
  counters: z.array(z.object({ id: z.number().int().min(1).max(5), density: z.number().int().min(0).max(9) }).strict()).length(5),
}).strict();
export type WhalingFile = z.infer<typeof WhalingFile>;
