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
    try {
      text = String(JSON.stringify(value));
    } catch {
      text = typeof value;
    }
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
  z
    .string()
    .min(1)
    .max(max, `an id is at most ${max} characters`)
    .refine((k) => !isBuiltInName(k), { message: 'a built-in object name (such as __proto__ or constructor) is not an id' });

/**
 * The paths of every key in parsed JSON that is a built-in name (JSON.parse makes "__proto__"
 * an ordinary own key, which schema libraries may skip without a word). Walks at most
 * `maxNodes` values, without recursion (a value nested 100,000 deep costs no stack), so it
 * stays cheap on any input.
 */
export function builtInKeyPaths(json: unknown, maxNodes = 100_000): string[] {
  const found: string[] = [];
  let nodes = 0;
  // Depth first, in the order of the keys, as a recursive walk would go: a built-in name is
  // noted when the walk reaches it, after everything under the keys before it.
  const stack: { v?: unknown; path: string; builtIn?: true }[] = [{ v: json, path: '' }];
  while (stack.length && found.length < 10) {
    const { v, path, builtIn } = stack.pop()!;
    if (builtIn) {
      found.push(path);
      continue;
    }
    if (v === null || typeof v !== 'object' || ++nodes > maxNodes) continue;
    const next: { v?: unknown; path: string; builtIn?: true }[] = [];
    if (Array.isArray(v)) v.forEach((x, i) => next.push({ v: x, path: `${path}[${i}]` }));
    else {
      for (const k of Object.keys(v)) {
        const at = path ? `${path}.${excerpt(k)}` : excerpt(k);
        next.push(isBuiltInName(k) ? { path: at, builtIn: true } : { v: (v as Record<string, unknown>)[k], path: at });
      }
    }
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
  return found;
}

/**
 * Values in parsed JSON (every value, element and key), counted up to `limit` + 1 and no
 * further, and how deep it nests (the top value is depth 1), followed no deeper than
 * `depthLimit` + 1. No recursion: a value nested 100,000 deep is measured, not a stack overflow.
 */
export function jsonShape(json: unknown, limit: number, depthLimit = Infinity): { nodes: number; depth: number } {
  let n = 0,
    depth = 0;
  const stack: [unknown, number][] = [[json, 1]];
  while (stack.length && n <= limit) {
    const [v, d] = stack.pop()!;
    n++;
    depth = Math.max(depth, d);
    if (v === null || typeof v !== 'object' || d > depthLimit) continue;
    if (Array.isArray(v)) {
      for (const x of v) {
        if (n + stack.length > limit) break;
        stack.push([x, d + 1]);
      }
      continue;
    }
    for (const k of Object.keys(v)) {
      if (n + stack.length > limit) break;
      n++;
      stack.push([(v as Record<string, unknown>)[k], d + 1]);
    }
  }
  return { nodes: Math.min(n + stack.length, limit + 1), depth };
}

/** The same check for the keys of a record read from outside (data-pack ship or area keys). */
export const SafeKey = safeId();
