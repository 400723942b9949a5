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
  for (const key in value) {
    const v = clonePlain((value as Record<string, unknown>)[key]);
    // JSON.parse makes "__proto__" an own key; assigned, it would become the copy's prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out as T;
}
