import { z } from 'zod';

// Ids from outside (commands, saves, game records, remote messages, data packs, command-line
// flags, links) are hostile until checked. Looked up in a plain object, a name such as
// "__proto__", "constructor" or "toString" finds a built-in of every object instead of a ship
// or an area; written to, it changes every object in the page. So every id is checked here
// for its size and against the built-in names, and looked up among a record's own keys only.

/** The longest id anything accepts: the data's longest id is far shorter (ship slugs, area ids, scenario ids). */
export const MAX_ID_LENGTH = 40;

/** The most of a hostile text a message quotes back. */
export const EXCERPT_LENGTH = 40;

/** A name every plain object already has (Object.prototype's own names, "__proto__" among them). */
export const isBuiltInName = (key: string): boolean => Object.hasOwn(Object.prototype, key);

/** `record[key]` only when it is the record's own entry: a built-in name or unknown key gives undefined. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  if (typeof key !== 'string') return undefined;
  // One keyed load first (the hot path: a known id); only a built-in name can find something
  // that is not the record's own, so only then is the own-key test made.
  const v = record[key];
  if (v === undefined) return undefined;
  return BUILT_IN_NAMES.has(key) && !Object.hasOwn(record, key) ? undefined : v;
}

/** Object.prototype's own names ("__proto__", "constructor", "toString"...): what a plain record inherits. */
const BUILT_IN_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Whether `key` is one of the record's own keys (never a built-in name). The hostile-input rule's
 * own test, kept for new code though nothing tests a key this way today.
 * @public
 */
export const hasOwnKey = (record: object, key: unknown): key is string => typeof key === 'string' && Object.hasOwn(record, key);

/** A short quotation of outside text: at most EXCERPT_LENGTH characters, an ellipsis when cut. */
export function excerpt(value: unknown, max = EXCERPT_LENGTH): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try { text = String(JSON.stringify(value)); } catch { text = typeof value; }
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Why `key` cannot be an id, or null: too long or a built-in name. */
export function idProblem(key: string, max = MAX_ID_LENGTH): string | null {
  if (key.length > max) return `an id is at most ${max} characters ("${excerpt(key)}" has ${key.length})`;
  if (isBuiltInName(key)) return `"${key}" is a built-in object name, not an id`;
  return null;
}

/** A zod id: non-empty, at most MAX_ID_LENGTH characters, never a built-in name. */
export const safeId = (max = MAX_ID_LENGTH) =>
  z.string().min(1).max(max, `an id is at most ${max} characters`)
    .refine((k) => !isBuiltInName(k), { message: 'a built-in object name (such as __proto__ or constructor) is not an id' });

/**
 * The paths of every key in parsed JSON that is a built-in name (JSON.parse makes "__proto__"
 * an ordinary own key, which schema libraries may skip without a word). Walks at most
 * `maxNodes` values, so it stays cheap on any input.
 */
export function builtInKeyPaths(json: unknown, maxNodes = 100_000): string[] {
  const found: string[] = [];
  let nodes = 0;
  const walk = (v: unknown, path: string): void => {
    if (v === null || typeof v !== 'object' || ++nodes > maxNodes || found.length >= 10) return;
    if (Array.isArray(v)) { v.forEach((x, i) => walk(x, `${path}[${i}]`)); return; }
    for (const k of Object.keys(v)) {
      const at = path ? `${path}.${excerpt(k)}` : excerpt(k);
      if (isBuiltInName(k)) found.push(at);
      else walk((v as Record<string, unknown>)[k], at);
    }
  };
  walk(json, '');
  return found;
}

/** Values in parsed JSON (every value, element and key), counted up to `limit` + 1 and no further. */
export function jsonNodes(json: unknown, limit: number): number {
  let n = 0;
  const walk = (v: unknown): void => {
    if (++n > limit || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) { for (const x of v) { if (n > limit) return; walk(x); } return; }
    for (const k of Object.keys(v)) { if (n > limit) return; n++; walk((v as Record<string, unknown>)[k]); }
  };
  walk(json);
  return Math.min(n, limit + 1);
}

/** The same check for the keys of a record read from outside (data-pack ship or area keys). */
export const SafeKey = safeId();
