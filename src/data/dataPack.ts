import { z } from 'zod';
import { AreaId, DeploymentType, Die } from './schema/index';
import type { ParsedFiles, RawData } from './files';
import { DATA_FILES } from './files';
import { DataError, formatPath, type DataProblem } from './errors';
import { indexShips, resolveShip } from './shipRefs';
import { SafeKey, builtInKeyPaths, jsonShape } from './ids';
import { copyJson } from './copyJson';

/** The most values (numbers, strings, keys) a data pack may hold. */
export const MAX_PACK_NODES = 20_000;
/** The longest data-pack file read, in characters. */
export const MAX_PACK_TEXT = 1_000_000;
/** The deepest a data pack nests (its own shape needs 5: tables.raid[0].value). */
export const MAX_PACK_DEPTH = 10;

// A data pack lets a player who owns the printed game load its values instead of the
// reconstruction: any ship rating, table cell, area density, CPL adjustment, CSE points or
// whaling counter. The pack is applied to the raw files, and the result is validated exactly
// like the built-in data, so a pack can never smuggle in a broken value.

// The pack's own numbers are only bounded loosely here (any value must still pass the data files'
// schemas once applied, which hold the ranges the rules allow); the bounds keep a hostile pack cheap.
const Int = z.number().int().min(-10_000).max(10_000);
/** No list in a pack needs more entries than the largest table's cells (6 rows by 64 columns). */
const MAX_EDITS = 6 * 64;
const cell = <C extends z.ZodTypeAny, V extends z.ZodTypeAny>(column: C, value: V) => z.array(z.object({ die: Die, column, value }).strict()).max(MAX_EDITS);

export const DataPack = z
  .object({
    format: z.literal('sea-devils-data-pack'),
    version: z.literal(1),
    name: z.string().min(1).max(100),
    description: z.string().max(2000).optional(),
    /** By abbreviation (any spelling the rule book uses) or id; Federal and Confederate alike. */
    ships: z
      .record(
        SafeKey,
        z
          .object({
            gunnery: Int.optional(),
            defense: Int.optional(),
            movement: Int.optional(),
            availability: Int.optional(),
            coaling: Int.optional(),
            refit: Int.optional(),
            arrival: z.union([Int, z.object({ turn: Int, area: AreaId }).strict()]).optional(),
          })
          .strict(),
      )
      .optional(),
    areas: z.record(AreaId, z.object({ density: Int }).strict()).optional(),
    tables: z
      .object({
        raid: cell(Int, Int).optional(),
        search: cell(z.union([Int, z.literal('ECES')]), z.boolean()).optional(),
        escape: cell(Int, z.boolean()).optional(),
        /** Combat columns by their first gunnery value (1, 2, ... 16). */
        combat: cell(Int, Int).optional(),
        blockade: z
          .array(z.object({ roll: Int, gunnery: Int.nullable() }).strict())
          .max(MAX_EDITS)
          .optional(),
        blockadeModifiers: z
          .object({
            year: z.record(z.string().regex(/^186[1-5]$/), Int).optional(),
            direction: z.object({ in: Int.optional(), out: Int.optional() }).strict().optional(),
          })
          .strict()
          .optional(),
        deployment: z
          .array(z.object({ die: Die, column: Int, type: DeploymentType, value: Int }).strict())
          .max(MAX_EDITS)
          .optional(),
        /** ECES columns named like "S0", "S3+", "Aux1+". */
        eces: z
          .array(z.object({ die: Die, column: z.string().max(8), gunnery: Int.optional(), defense: Int.optional(), movement: Int.optional() }).strict())
          .max(MAX_EDITS)
          .optional(),
      })
      .strict()
      .optional(),
    turns: z.record(z.string().regex(/^([1-9]|1[0-6])$/), z.object({ W: Int.optional(), E: Int.optional(), F: Int.optional() }).strict()).optional(),
    cse: z.record(z.string().regex(/^186[1-5]$/), Int).optional(),
    whaling: z
      .array(z.object({ id: Int, density: Int }).strict())
      .max(MAX_EDITS)
      .optional(),
  })
  .strict();
export type DataPack = z.infer<typeof DataPack>;

/** Applies a pack to a copy of already-valid files; every unknown reference is a problem naming the pack's path. */
export function applyDataPack(files: ParsedFiles, raw: RawData, packJson: unknown, packFile: string): RawData {
  // Bounded first: a pack sets at most every ship's ratings and every table cell, a few thousand
  // values; one of millions is refused before any of it is read.
  // Measured without recursion, so a pack nested 100,000 deep is refused by name, not by a stack overflow.
  const shape = jsonShape(packJson, MAX_PACK_NODES, MAX_PACK_DEPTH);
  if (shape.nodes > MAX_PACK_NODES) throw new DataError([{ file: packFile, path: '', message: `a data pack holds at most ${MAX_PACK_NODES} values` }]);
  if (shape.depth > MAX_PACK_DEPTH) throw new DataError([{ file: packFile, path: '', message: `a data pack nests at most ${MAX_PACK_DEPTH} levels deep` }]);
  // Checked on the raw JSON first: a schema library may drop a "__proto__" key without a word.
  const builtIns = builtInKeyPaths(packJson);
  if (builtIns.length)
    throw new DataError(
      builtIns.map((path) => ({ file: packFile, path, message: 'a built-in object name (such as __proto__ or constructor) is not a ship, area or turn' })),
    );
  const parsed = DataPack.safeParse(packJson);
  if (!parsed.success) {
    throw new DataError(parsed.error.issues.map((i) => ({ file: packFile, path: formatPath(i.path, packJson), message: i.message })));
  }
  const pack = parsed.data;
  const problems: DataProblem[] = [];
  const bad = (path: string, message: string) => problems.push({ file: packFile, path, message });
  const next = copyJson(files);

  const fedIndex = indexShips(next.federalShips.ships).index,
    conIndex = indexShips(next.confederateShips.ships).index;
  for (const [ref, values] of Object.entries(pack.ships ?? {})) {
    const path = `ships["${ref}"]`;
    const fedId = resolveShip(fedIndex, ref),
      conId = resolveShip(conIndex, ref);
    if (fedId && conId) {
      bad(path, `"${ref}" names both a Federal and a Confederate ship; use its id`);
      continue;
    }
    const ship = fedId ? next.federalShips.ships.find((s) => s.id === fedId) : conId ? next.confederateShips.ships.find((s) => s.id === conId) : undefined;
    if (!ship) {
      bad(path, `no ship "${ref}"`);
      continue;
    }
    for (const [key, value] of Object.entries(values)) {
      if (!Object.hasOwn(ship, key)) {
        bad(`${path}.${key}`, `${ship.name} is ${fedId ? 'Federal' : 'Confederate'} and has no ${key}`);
        continue;
      }
      if (key === 'arrival' && fedId !== undefined && typeof value !== 'number') {
        bad(`${path}.arrival`, 'a Federal arrival is a Game Turn number');
        continue;
      }
      if (key === 'arrival' && conId !== undefined && typeof value === 'number') {
        bad(`${path}.arrival`, 'a Confederate arrival is { turn, area }');
        continue;
      }
      (ship as Record<string, unknown>)[key] = value;
    }
  }
  for (const [id, values] of Object.entries(pack.areas ?? {})) {
    const area = next.map.areas.find((a) => a.id === id);
    if (!area) bad(`areas.${id}`, `no Movement Area ${id}`);
    else area.density = values.density;
  }
  const t = pack.tables ?? {};
  const setCell = <T>(
    name: string,
    rows: { die: number; cells: T[] }[],
    columns: unknown[],
    edits: { die: number; column: unknown; value: T }[] | undefined,
    colIndex: (c: unknown) => number,
  ) => {
    (edits ?? []).forEach((e, i) => {
      const k = colIndex(e.column);
      const row = rows.find((r) => r.die === e.die);
      if (k < 0)
        bad(
          `tables.${name}[${i}].column`,
          `no column ${String(e.column)} (columns: ${columns.map((c) => (typeof c === 'object' ? JSON.stringify(c) : String(c))).join(', ')})`,
        );
      else if (!row) bad(`tables.${name}[${i}].die`, `no row for die ${e.die}`);
      else row.cells[k] = e.value;
    });
  };
  setCell('raid', next.raid.rows, next.raid.columns, t.raid, (c) => next.raid.columns.indexOf(c as number));
  setCell('search', next.search.rows, next.search.columns, t.search, (c) => next.search.columns.indexOf(c as number | 'ECES'));
  setCell('escape', next.escape.rows, next.escape.columns, t.escape, (c) => next.escape.columns.indexOf(c as number));
  setCell('combat', next.combat.rows, next.combat.columns, t.combat, (c) => next.combat.columns.findIndex((col) => col.min === c));
  (t.blockade ?? []).forEach((e) => {
    const row = next.blockade.rows.find((r) => r.roll === e.roll);
    if (row) row.gunnery = e.gunnery;
    else next.blockade.rows.push({ ...e });
  });
  if (t.blockadeModifiers?.year) Object.assign(next.blockade.modifiers.year, t.blockadeModifiers.year);
  if (t.blockadeModifiers?.direction) Object.assign(next.blockade.modifiers.direction, t.blockadeModifiers.direction);
  (t.deployment ?? []).forEach((e, i) => {
    const k = next.deployment.columns.indexOf(e.column);
    const row = next.deployment.rows.find((r) => r.die === e.die);
    if (k < 0) bad(`tables.deployment[${i}].column`, `no column ${e.column}`);
    else if (row) {
      row.cells[k]![e.type] = e.value;
      if (e.die === 6) next.deployment.erratumRow6.cells[k]![e.type] = e.value;
    }
  });
  (t.eces ?? []).forEach((e, i) => {
    const k = next.eces.columns.findIndex((c) => `${c.type}${c.previous}${c.orMore ? '+' : ''}` === e.column);
    const row = next.eces.rows.find((r) => r.die === e.die);
    if (k < 0)
      bad(
        `tables.eces[${i}].column`,
        `no column ${e.column} (columns: ${next.eces.columns.map((c) => `${c.type}${c.previous}${c.orMore ? '+' : ''}`).join(', ')})`,
      );
    else if (row) Object.assign(row.cells[k]!, Object.fromEntries(Object.entries(e).filter(([key]) => ['gunnery', 'defense', 'movement'].includes(key))));
  });
  for (const [turn, adj] of Object.entries(pack.turns ?? {})) Object.assign(next.turns.turns[Number(turn) - 1]!.cpl, adj);
  for (const [year, points] of Object.entries(pack.cse ?? {})) (next.cse.perYear as Record<string, number>)[year] = points;
  (pack.whaling ?? []).forEach((w, i) => {
    const c = next.whaling.counters.find((x) => x.id === w.id);
    if (!c) bad(`whaling[${i}].id`, `no whaling counter ${w.id}`);
    else c.density = w.density;
  });
  if (problems.length) throw new DataError(problems);
  const files2 = Object.fromEntries(Object.keys(DATA_FILES).map((k) => [k, next[k as keyof ParsedFiles]])) as RawData['files'];
  return { files: files2, scenarios: raw.scenarios };
}
