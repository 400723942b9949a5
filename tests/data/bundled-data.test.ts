import { describe, expect, it } from 'vitest';
import { bundledRaw } from '../../src/data/bundled';
import { loadGameData, parseRaw } from '../../src/data/load';
import { loadBundledData } from '../../src/data/bundledData';
import { crossCheck } from '../../src/data/crossChecks';

// The page starts from the built-in data without validating its files again, scenarios included
// (loadBundledData, src/data/bundledData.ts): these tests are that validation, run whenever the
// program is tested.
describe('the built-in data: valid as shipped, so the start may skip checking it', () => {
  it('the schemas give the built-in files back unchanged, key order included', () => {
    const raw = bundledRaw();
    const parsed = parseRaw(bundledRaw());
    expect(parsed.files).toStrictEqual(raw.files);
    expect(JSON.stringify(parsed.files)).toBe(JSON.stringify(raw.files));
  });

  it("the scenarios' schema gives the built-in scenarios back unchanged, key order included (the start takes them as written)", () => {
    const raw = bundledRaw();
    const parsed = parseRaw(bundledRaw());
    expect(parsed.scenarios).toStrictEqual(raw.scenarios);
    expect(JSON.stringify(parsed.scenarios)).toBe(JSON.stringify(raw.scenarios));
  });

  it('the cross-checks find nothing in the built-in data', () => {
    const parsed = parseRaw(bundledRaw());
    expect(crossCheck(parsed.files, parsed.scenarios)).toEqual([]);
  });

  it("the start's data is the fully checked data, field for field", () => {
    const fast = loadBundledData(bundledRaw());
    const full = loadGameData(bundledRaw());
    expect(JSON.stringify(fast)).toBe(JSON.stringify(full));
    expect(fast).toStrictEqual(full);
  });
});
