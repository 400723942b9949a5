// A command from outside is measured before anything parses it: a cheap walk that stops at the
// first sign it is larger than any command the game makes, so a path of millions of areas or a
// string of megabytes is refused in microseconds instead of being checked element by element.

/** Nodes (values, array elements, object keys) in the largest legal command: a seal of 17
 *  records of MAX_RECORD_STEPS steps is about 2,000; ten times that is the bound. */
export const MAX_INPUT_NODES = 20_000;
/** The longest string any command holds is a 64-digit commitment; the bound leaves room for mistakes. */
export const MAX_INPUT_STRING = 1_000;
/** Commands are a few levels deep (seal > records > steps > step). */
export const MAX_INPUT_DEPTH = 8;

/** Why `input` is too large to be a command, or null. */
export function inputTooLarge(input: unknown): string | null {
  let nodes = 0;
  const walk = (v: unknown, depth: number): string | null => {
    if (++nodes > MAX_INPUT_NODES) return `it has more than ${MAX_INPUT_NODES} values`;
    if (typeof v === 'string') return v.length > MAX_INPUT_STRING ? `it holds a text of ${v.length} characters (at most ${MAX_INPUT_STRING})` : null;
    if (v === null || typeof v !== 'object') return null;
    if (depth >= MAX_INPUT_DEPTH) return `it is nested more than ${MAX_INPUT_DEPTH} levels deep`;
    if (Array.isArray(v)) {
      if (v.length > MAX_INPUT_NODES) return `it holds a list of ${v.length} entries`;
      for (const x of v) {
        const p = walk(x, depth + 1);
        if (p) return p;
      }
      return null;
    }
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      nodes++;
      if (k.length > MAX_INPUT_STRING) return `it holds a key of ${k.length} characters`;
      const p = walk((v as Record<string, unknown>)[k], depth + 1);
      if (p) return p;
    }
    return null;
  };
  return walk(input, 0);
}
