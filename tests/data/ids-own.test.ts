import { describe, it, expect } from 'vitest';
import { own, isBuiltInName } from '../../src/data/ids';

// Hostile input: an id from outside is looked up among a record's own keys only. `own` takes one
// keyed load first and tests the own key only for the names every plain object inherits.
describe("own: ids looked up as the record's own keys", () => {
  const ships: Record<string, { name: string }> = { alabama: { name: 'Alabama' }, florida: { name: 'Florida' } };

  it('finds an own entry and nothing else', () => {
    expect(own(ships, 'alabama')).toEqual({ name: 'Alabama' });
    expect(own(ships, 'kearsarge')).toBeUndefined();
    expect(own(ships, '')).toBeUndefined();
  });

  it('never finds a built-in name of Object.prototype', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(isBuiltInName(name)).toBe(true);
      expect(own(ships, name)).toBeUndefined();
    }
  });

  it('finds a built-in name only where the record has it as its own key (parsed JSON may)', () => {
    const parsed = JSON.parse('{"constructor": 1, "__proto__": 2, "toString": 3}') as Record<string, number>;
    expect(own(parsed, 'constructor')).toBe(1);
    expect(own(parsed, '__proto__')).toBe(2);
    expect(own(parsed, 'toString')).toBe(3);
    expect(own(parsed, 'valueOf')).toBeUndefined();
  });

  it('gives undefined for a key that is not a string', () => {
    expect(own(ships, 1 as unknown as string)).toBeUndefined();
    expect(own(ships, { toString: () => 'alabama' } as unknown as string)).toBeUndefined();
    expect(own(ships, null as unknown as string)).toBeUndefined();
  });

  it('an own entry whose value is undefined reads as absent, as before', () => {
    const r: Record<string, number | undefined> = { a: undefined };
    expect(own(r, 'a')).toBeUndefined();
  });
});
