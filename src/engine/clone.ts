// A deep copy for the game's plain data (objects, arrays, strings, numbers, booleans, null).
// Several times faster than structuredClone for this shape, which matters: every command
// copies the state so that a refused command leaves the original untouched.

export function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}
