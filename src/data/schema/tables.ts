import { z } from 'zod';
import { Basis, DeploymentPoints, Die } from './common';

// assets/tables/*.json: the tables printed on the map and record sheet (2.14, 2.34).
// Every table is indexed by one die roll (1-6) and a column; the loader checks that every
// die roll has a cell in every column.

const rowsOf = <T extends z.ZodTypeAny>(cell: T) =>
  z.array(z.object({ die: Die, cells: z.array(cell) }).strict());

/** Raid Table (5.11): die x U.S. merchant shipping density -> merchant marine points lost. */
export const RaidTable = z.object({
  format: z.literal('sea-devils-raid-table'),
  rule: z.literal('5.11'),
  basis: Basis,
  /** Shipping densities, ascending and contiguous. Density 0 may be omitted (no shipping, no loss). */
  columns: z.array(z.number().int().min(0)).min(1),
  rows: rowsOf(z.number().int().min(0)),
}).strict();
export type RaidTable = z.infer<typeof RaidTable>;

/** Search Table (6.11, 6.41): die x searching ships (last number means "or more"), plus the ECES column. */
export const SearchTable = z.object({
  format: z.literal('sea-devils-search-table'),
  rule: z.literal('6.11'),
  basis: Basis,
  columns: z.array(z.union([z.number().int().min(1), z.literal('ECES')])).min(2),
  /** true = spotted. */
  rows: rowsOf(z.boolean()),
}).strict();
export type SearchTable = z.infer<typeof SearchTable>;

/** Escape Table (6.21): die x speed differential (own speed minus enemy speed). The lowest and
 *  highest columns also serve for differentials beyond them. */
export const EscapeTable = z.object({
  format: z.literal('sea-devils-escape-table'),
  rule: z.literal('6.21'),
  basis: Basis,
  columns: z.array(z.number().int()).min(2),
  /** true = escaped. */
  rows: rowsOf(z.boolean()),
}).strict();
export type EscapeTable = z.infer<typeof EscapeTable>;

/** Combat Results Table (8.11): die x total gunnery strength -> damage points. */
export const CombatTable = z.object({
  format: z.literal('sea-devils-combat-table'),
  rule: z.literal('8.11'),
  basis: Basis,
  /** Gunnery ranges, contiguous from 1; the last may be open (max null). */
  columns: z.array(z.object({ min: z.number().int().min(1), max: z.number().int().min(1).nullable() }).strict()).min(2),
  rows: rowsOf(z.number().int().min(0)),
}).strict();
export type CombatTable = z.infer<typeof CombatTable>;

/** Blockade Table (7.11): die modified for year and direction -> gunnery of the blockaders, or none. */
export const BlockadeTable = z.object({
  format: z.literal('sea-devils-blockade-table'),
  rule: z.literal('7.11'),
  basis: Basis,
  modifiers: z.object({
    year: z.object({ '1861': z.number().int(), '1862': z.number().int(), '1863': z.number().int(), '1864': z.number().int(), '1865': z.number().int() }).strict(),
    direction: z.object({ in: z.number().int(), out: z.number().int() }).strict(),
  }).strict(),
  /** One row per modified roll, covering every roll the modifiers can produce. */
  rows: z.array(z.object({ roll: z.number().int(), gunnery: z.number().int().min(1).nullable() }).strict()).min(6),
}).strict();
export type BlockadeTable = z.infer<typeof BlockadeTable>;

/** Federal Warship Deployment Table (10.31): die x Confederate ships in play -> deployment points.
 *  Row 6 is missing from the printed table; the errata supplies one (uncertain). */
export const DeploymentTable = z.object({
  format: z.literal('sea-devils-deployment-table'),
  rule: z.literal('10.31'),
  basis: Basis,
  /** Confederate ships in play, ascending; the first column also serves fewer, the last more. */
  columns: z.array(z.number().int().min(0)).min(1),
  rows: rowsOf(DeploymentPoints),
  /** Row 6 as the errata reads it, used by default. */
  erratumRow6: z.object({ cells: z.array(DeploymentPoints), basis: Basis }).strict(),
  /** Row 6 when a variant switches the erratum off. */
  row6WithoutErratum: z.object({ cells: z.array(DeploymentPoints), basis: Basis }).strict(),
}).strict();
export type DeploymentTable = z.infer<typeof DeploymentTable>;

export const EcesType = z.enum(['S', 'GB', 'Aux', 'IC']);
export type EcesType = z.infer<typeof EcesType>;

/** East Coast Emergency Search Ship Deployment Table (6.43, 6.44): die x (Confederate type,
 *  earlier entries of that type) -> the spotting Federal ship's ratings. */
export const EcesTable = z.object({
  format: z.literal('sea-devils-eces-table'),
  rule: z.literal('6.43'),
  basis: Basis,
  columns: z.array(z.object({ type: EcesType, previous: z.number().int().min(0), orMore: z.boolean() }).strict()).min(1),
  rows: rowsOf(z.object({ gunnery: z.number().int().min(1), defense: z.number().int().min(1), movement: z.number().int().min(1) }).strict()),
}).strict();
export type EcesTable = z.infer<typeof EcesTable>;
