import { z } from 'zod';
import { isBuiltInName } from '../ids';
import { AreaId, Basis, GameTurn, MAX_RATING, ShipType } from './common';

// assets/ships/federal.json and assets/ships/confederate.json: the counters (2.21, 2.22).
// Ratings are reconstructed from historical speed, guns and tonnage; each ship says how.

/** Where a rating comes from: the historical figures it is scaled from. */
export const RatingBasis = z
  .object({
    knots: z.number().nullable(),
    tons: z.number().nullable(),
    guns: z.string(),
    /** How the figures became the ratings, and what is a design choice. */
    note: Basis,
    sources: z.array(z.string()),
  })
  .strict();

const ShipCommon = {
  /** Stable id used in saves and commands (lower-case slug of the name). */
  id: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/)
    .refine((k) => !isBuiltInName(k), 'a built-in object name is not an id'),
  name: z.string().min(1),
  /** Abbreviation as the scenarios print it (13.x). */
  abbr: z.string().min(1),
  /** Other spellings the rule book uses for the same ship ("K. State", "J. Adj"). */
  aliases: z.array(z.string()),
  type: ShipType,
  // Ratings (2.22): gunnery 0 for an unarmed ship, defense and movement at least 1 (a counter
  // with none could not take a hit or move); MAX_RATING above (common.ts).
  gunnery: z.number().int().min(0).max(MAX_RATING),
  defense: z.number().int().min(1).max(MAX_RATING),
  /** Movement Allowance, also the ship's speed for escape (2.22). */
  movement: z.number().int().min(1).max(MAX_RATING),
  basis: RatingBasis,
};

export const FederalShip = z
  .object({
    ...ShipCommon,
    /** Availability Points on the Federal Warship Availability Record (10.42). */
    availability: z.number().int().min(1).max(MAX_RATING),
    /** P = Pacific Fleet (11.2), S = Stonewall Pursuit Fleet (11.62). */
    fleet: z.enum(['P', 'S']).nullable(),
    /** Game Turn of arrival in the Available Pool (10.2); 0 = among the Campaign's starting forces. */
    arrival: z.number().int().min(0).max(16),
    /** Where the arrival comes from: the track, the errata, or a reconstruction. */
    arrivalBasis: Basis,
  })
  .strict();
export type FederalShip = z.infer<typeof FederalShip>;

export const ConfederateShip = z
  .object({
    ...ShipCommon,
    /** Times it must coal each Activity Phase (11.5). */
    coaling: z.number().int().min(0).max(6),
    /** Refit period in Game Turns (11.3). */
    refit: z.number().int().min(1).max(16),
    /** Commissioned on arrival (10.51): arrivals in C14/C15 and the Auxiliaries are. */
    commissionedOnArrival: z.boolean(),
    /** Game Turn and Movement Area of arrival (10.5); null for a ship in play from the start. */
    arrival: z.object({ turn: GameTurn, area: AreaId }).strict().nullable(),
    arrivalBasis: Basis,
    /** An Auxiliary's parent ship id (10.5). */
    parent: z.string().nullable(),
    /** Seized by its builders' government before completion (2.21). */
    seized: z.boolean(),
  })
  .strict();
export type ConfederateShip = z.infer<typeof ConfederateShip>;

export const FederalShipsFile = z
  .object({
    format: z.literal('sea-devils-federal-ships'),
    version: z.literal(1),
    basis: Basis,
    ships: z.array(FederalShip),
  })
  .strict();
export type FederalShipsFile = z.infer<typeof FederalShipsFile>;

export const ConfederateShipsFile = z
  .object({
    format: z.literal('sea-devils-confederate-ships'),
    version: z.literal(1),
    basis: Basis,
    ships: z.array(ConfederateShip),
  })
  .strict();
export type ConfederateShipsFile = z.infer<typeof ConfederateShipsFile>;
