import { z } from 'zod';
import {
  Basis,
  CONFEDERATE_COUNTERS,
  DeploymentRoll,
  Die,
  FEDERAL_COUNTERS,
  MAX_DAMAGE,
  MAX_DENSITY,
  MAX_DIE_MODIFIER,
  MAX_ECES_ENTRIES,
  MAX_RAID_LOSS,
  MAX_RATING,
} from './common';

// assets/tables/*.json: the tables printed on the map and record sheet (2.14, 2.34).
// Every table is indexed by one die roll (1-6) and a column; the loader checks that every
// die roll has a cell in every column.

// A table has one row per die roll and at most a few dozen columns (the widest, the combat
// table's gunnery totals, has 10); bounding both keeps a hostile data pack cheap to check.
const MAX_COLUMNS = 64;
const rowsOf = <T extends z.ZodTypeAny>(cell: T) => z.array(z.object({ die: Die, cells: z.array(cell).max(MAX_COLUMNS) }).strict()).max(6);

/** Raid Table (5.11): die x U.S. merchant shipping density -> merchant marine points lost. */
export const RaidTable = z
  .object({
    format: z.literal('sea-devils-raid-table'),
    rule: z.literal('5.11'),
    basis: Basis,
    /** Shipping densities, ascending and contiguous. Density 0 may be omitted (no shipping, no loss). */
    columns: z
      .array(z.number().int().min(0).max(MAX_DENSITY))
      .min(1)
      .max(MAX_DENSITY + 1),
    /** Merchant marine points lost (5.2): never negative (no raid adds shipping), at most MAX_RAID_LOSS. */
    rows: rowsOf(z.number().int().min(0).max(MAX_RAID_LOSS)),
  })
  .strict();
export type RaidTable = z.infer<typeof RaidTable>;

/** Search Table (6.11, 6.41): die x searching ships (last number means "or more"), plus the ECES column. */
export const SearchTable = z
  .object({
    format: z.literal('sea-devils-search-table'),
    rule: z.literal('6.11'),
    basis: Basis,
    /** Searching ships (6.11): 1 to every Federal counter (2.21). */
    columns: z
      .array(z.union([z.number().int().min(1).max(FEDERAL_COUNTERS), z.literal('ECES')]))
      .min(2)
      .max(MAX_COLUMNS),
    /** true = spotted. */
    rows: rowsOf(z.boolean()),
  })
  .strict();
export type SearchTable = z.infer<typeof SearchTable>;

/** Escape Table (6.21): die x speed differential (own speed minus enemy speed). The lowest and
 *  highest columns also serve for differentials beyond them. */
export const EscapeTable = z
  .object({
    format: z.literal('sea-devils-escape-table'),
    rule: z.literal('6.21'),
    basis: Basis,
    /** Speed differentials (6.21): speeds are 0 to MAX_RATING, so a difference lies within ±MAX_RATING. */
    columns: z.array(z.number().int().min(-MAX_RATING).max(MAX_RATING)).min(2).max(MAX_COLUMNS),
    /** true = escaped. */
    rows: rowsOf(z.boolean()),
  })
  .strict();
export type EscapeTable = z.infer<typeof EscapeTable>;

/** Combat Results Table (8.11): die x total gunnery strength -> damage points. */
export const CombatTable = z
  .object({
    format: z.literal('sea-devils-combat-table'),
    rule: z.literal('8.11'),
    basis: Basis,
    /** Gunnery ranges, contiguous from 1; the last may be open (max null). */
    /** Total gunnery (8.11, 4.51): at most every Federal counter's highest gunnery together. */
    columns: z
      .array(
        z
          .object({
            min: z
              .number()
              .int()
              .min(1)
              .max(FEDERAL_COUNTERS * MAX_RATING),
            max: z
              .number()
              .int()
              .min(1)
              .max(FEDERAL_COUNTERS * MAX_RATING)
              .nullable(),
          })
          .strict(),
      )
      .min(2)
      .max(MAX_COLUMNS),
    /** Damage Points (8.11): more than the highest defense sinks any ship, so no cell needs more. */
    rows: rowsOf(z.number().int().min(0).max(MAX_DAMAGE)),
  })
  .strict();
export type CombatTable = z.infer<typeof CombatTable>;

/** A die modifier of 7.11, year or direction. */
const Modifier = z.number().int().min(-MAX_DIE_MODIFIER).max(MAX_DIE_MODIFIER);

/** Blockade Table (7.11): die modified for year and direction -> gunnery of the blockaders, or none. */
export const BlockadeTable = z
  .object({
    format: z.literal('sea-devils-blockade-table'),
    rule: z.literal('7.11'),
    basis: Basis,
    modifiers: z
      .object({
        year: z.object({ '1861': Modifier, '1862': Modifier, '1863': Modifier, '1864': Modifier, '1865': Modifier }).strict(),
        direction: z.object({ in: Modifier, out: Modifier }).strict(),
      })
      .strict(),
    /** One row per modified roll, covering every roll the modifiers can produce. */
    /** A modified roll lies between 1 and 6 moved by both modifiers; the gunnery is a rating (7.11). */
    rows: z
      .array(
        z
          .object({
            roll: z
              .number()
              .int()
              .min(1 - 2 * MAX_DIE_MODIFIER)
              .max(6 + 2 * MAX_DIE_MODIFIER),
            gunnery: z.number().int().min(1).max(MAX_RATING).nullable(),
          })
          .strict(),
      )
      .min(6)
      .max(6 + 4 * MAX_DIE_MODIFIER),
  })
  .strict();
export type BlockadeTable = z.infer<typeof BlockadeTable>;

/** Federal Warship Deployment Table (10.31): die x Confederate ships in play -> deployment points.
 *  Row 6 is missing from the printed table; the errata supplies one (uncertain). */
export const DeploymentTable = z
  .object({
    format: z.literal('sea-devils-deployment-table'),
    rule: z.literal('10.31'),
    basis: Basis,
    /** Confederate ships in play, ascending; the first column also serves fewer, the last more. */
    columns: z
      .array(z.number().int().min(0).max(CONFEDERATE_COUNTERS))
      .min(1)
      .max(CONFEDERATE_COUNTERS + 1),
    rows: rowsOf(DeploymentRoll),
    /** Row 6 as the errata reads it, used by default. */
    erratumRow6: z.object({ cells: z.array(DeploymentRoll).max(MAX_COLUMNS), basis: Basis }).strict(),
    /** Row 6 when a variant switches the erratum off. */
    row6WithoutErratum: z.object({ cells: z.array(DeploymentRoll).max(MAX_COLUMNS), basis: Basis }).strict(),
  })
  .strict();
export type DeploymentTable = z.infer<typeof DeploymentTable>;

const Rating = z.number().int().min(1).max(MAX_RATING);

export const EcesType = z.enum(['S', 'GB', 'Aux', 'IC']);
export type EcesType = z.infer<typeof EcesType>;

/** East Coast Emergency Search Ship Deployment Table (6.43, 6.44): die x (Confederate type,
 *  earlier entries of that type) -> the spotting Federal ship's ratings. */
export const EcesTable = z
  .object({
    format: z.literal('sea-devils-eces-table'),
    rule: z.literal('6.43'),
    basis: Basis,
    columns: z
      .array(z.object({ type: EcesType, previous: z.number().int().min(0).max(MAX_ECES_ENTRIES), orMore: z.boolean() }).strict())
      .min(1)
      .max(MAX_COLUMNS),
    /** The spotting ship's ratings, in the counters' range. */
    rows: rowsOf(z.object({ gunnery: Rating, defense: Rating, movement: Rating }).strict()),
  })
  .strict();
export type EcesTable = z.infer<typeof EcesTable>;
