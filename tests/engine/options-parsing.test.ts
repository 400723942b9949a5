import { describe, expect, it } from 'vitest';
import {
  entryByName,
  flagName,
  onOff,
  optionEntry,
  optionsChanges,
  optionsFor,
  optionsLabel,
  parseOptionSetting,
  parseOptions,
  optionEntries,
  registryProblems,
  resolveOptions,
  variantEntries,
  variantOn,
  type OptionEntry,
} from '../../src/engine/options';

// The options registry (issue 21.2) read as hostile input: options from a save, a record, an
// invitation or a flag are refused by name, each boundary of the parser checked on both sides,
// and the registry's own guards (a malformed entry). The
// options-registry tests check the registry's uses; these check the parser and the accessors.

const dummy = (over: Partial<OptionEntry> = {}): OptionEntry => ({
  key: 'dummyVariant',
  kind: 'variant',
  rules: ['5.11'],
  module: 'variants/dummy',
  stored: 'whenChanged',
  default: false,
  appliesTo: ['game', 'cli'],
  label: 'Dummy',
  short: 'dummy',
  description: 'A test variant.',
  ...over,
});
const fails = (input: unknown, place: Parameters<typeof parseOptions>[1] = 'game') => {
  const r = parseOptions(input, place);
  expect(r.ok, JSON.stringify(input)).toBe(false);
  return r.ok ? '' : r.message;
};

describe('options from outside (parseOptions)', () => {
  it('only a plain object is options', () => {
    for (const bad of [null, undefined, 1, 'erratumRow6', true, [], [true]]) fails(bad);
  });
  it('at most 64 keys, counted before any is looked at', () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, true]));
    expect(fails(many(65))).toContain('65');
    expect(fails(many(64))).toContain('unknown option');
  });
  it('an unknown key, a built-in name, an internal option or one of another place is refused by name', () => {
    expect(fails({ nope: true })).toContain('"nope"');
    expect(fails(JSON.parse('{"__proto__": true}'))).toContain('__proto__');
    expect(fails({ constructor: true })).toContain('constructor');
    expect(fails({ remote: true })).toContain('program');
    expect(fails({ askFederal: true }, 'comparison')).toContain('a comparison');
    expect(fails({ askFederal: true }, 'remote')).toContain('apart');
    // An unknown key lists the keys there are for the place.
    expect(fails({ nope: true }, 'comparison')).toContain('erratumRow6');
  });
  it('each value a boolean', () => {
    for (const v of ['on', 1, null, {}]) expect(fails({ erratumRow6: v })).toContain('erratumRow6');
  });
  it('keeps exactly the keys given, in registry order, and nothing else', () => {
    expect(parseOptions({}, 'game')).toEqual({ ok: true, value: {} });
    expect(parseOptions({ askFederal: true, erratumRow6: false }, 'game')).toEqual({ ok: true, value: { erratumRow6: false, askFederal: true } });
    const r = parseOptions({ speedRollSearch: false }, 'comparison');
    expect(r.ok && Object.keys(r.value)).toEqual(['speedRollSearch']);
  });
});

describe('option values and accessors', () => {
  it('resolveOptions: a boolean given is kept, anything else or an inherited key takes the default; "whenChanged" keys only when changed', () => {
    const all = resolveOptions();
    expect(all).toEqual({ erratumRow6: true, askConfederate: false, askFederal: false });
    expect(resolveOptions({ erratumRow6: 'no', askFederal: 1 })).toEqual(all);
    expect(resolveOptions(Object.create({ erratumRow6: false }) as Record<string, unknown>)).toEqual(all);
    expect(resolveOptions({ speedRollSearch: true, blockadeEvasion: false })).toEqual({ ...all, speedRollSearch: true });
    expect(resolveOptions({ erratumRow6: false }).erratumRow6).toBe(false);
  });
  it('variantOn: the value when a boolean and own, else the default; an unknown key is a program error', () => {
    expect(variantOn({}, 'erratumRow6')).toBe(true);
    expect(variantOn({ erratumRow6: false }, 'erratumRow6')).toBe(false);
    expect(variantOn({ erratumRow6: 'false' }, 'erratumRow6')).toBe(true);
    expect(variantOn(Object.create({ speedRollSearch: true }) as Record<string, unknown>, 'speedRollSearch')).toBe(false);
    expect(() => variantOn({}, 'nope')).toThrow(/nope/);
    expect(() => variantOn({}, 'toString')).toThrow();
    expect(optionEntry('toString')).toBeUndefined();
    expect(optionEntry(42 as unknown as string)).toBeUndefined();
    expect(optionEntry('erratumRow6')?.module).toBe('deployment');
  });
  it('optionsFor: a place carries its own options, never internal ones, "whenChanged" ones only when changed', () => {
    expect(optionsFor('game', { remote: true })).toEqual({ erratumRow6: true, askConfederate: false, askFederal: false });
    expect(optionsFor('comparison', { askFederal: true, erratumRow6: false })).toEqual({ erratumRow6: false });
    expect(optionsFor('cli', { blockadeEvasion: true })).toEqual({ erratumRow6: true, blockadeEvasion: true });
    expect(variantEntries('game').map((e) => e.key)).toEqual(['erratumRow6', 'speedRollSearch', 'rebelRaidersRaid', 'blockadeEvasion']);
    expect(variantEntries().length).toBe(4);
  });
  it('words: the variants in force and what one set changes from another', () => {
    expect(optionsLabel({})).toBe('errata row 6 on');
    expect(optionsLabel({ erratumRow6: false, speedRollSearch: true })).toBe('errata row 6 off, speed-roll searches on');
    expect(optionsChanges({}, {})).toEqual([]);
    expect(optionsChanges({}, { erratumRow6: false, blockadeEvasion: true })).toEqual(['errata row 6 off', 'blockade evasion on']);
  });
});

describe('options from a flag or a comparison spec', () => {
  it('on and off in the usual words, whatever the case and spaces', () => {
    for (const w of ['on', ' ON ', 'true', 'yes', '1']) expect(onOff(w), w).toBe(true);
    for (const w of ['off', 'False', 'no', '0']) expect(onOff(w), w).toBe(false);
    for (const w of ['', 'maybe', '2', 'onn']) expect(onOff(w), w).toBeNull();
  });
  it('a key or its flag spelling, for the place', () => {
    expect(flagName('erratumRow6')).toBe('erratum-row6');
    expect(flagName('speedRollSearch')).toBe('speed-roll-search');
    expect(entryByName('erratum-row6', 'cli')?.key).toBe('erratumRow6');
    expect(entryByName('erratumRow6', 'cli')?.key).toBe('erratumRow6');
    expect(entryByName('ask-federal', 'cli')).toBeUndefined();
    expect(parseOptionSetting('blockade-evasion', 'yes', 'comparison')).toEqual({ key: 'blockadeEvasion', on: true });
    expect(() => parseOptionSetting('nope', 'on', 'cli')).toThrow(/erratum-row6/);
    expect(() => parseOptionSetting('erratum-row6', 'maybe', 'cli')).toThrow(/maybe/);
  });
});

describe("the registry's guards on its entries (registryProblems, run on the entries when the registry is made)", () => {
  it('names a malformed or repeated entry', () => {
    const problems = (e: OptionEntry) => registryProblems([...optionEntries(), e]);
    for (const key of ['', '9lives', 'a-b', 'has space', '__proto__', 'constructor']) expect(problems(dummy({ key })), key).toHaveLength(1);
    expect(problems(dummy({ key: 'erratumRow6' })).join()).toMatch(/already/);
    expect(registryProblems([dummy(), dummy()]).join()).toMatch(/already/);
    expect(problems(dummy({ module: undefined })).join()).toMatch(/module/);
    expect(problems(dummy({ kind: 'internal', appliesTo: ['game'] })).join()).toMatch(/internal/);
    expect(problems(dummy({ kind: 'internal', appliesTo: [] }))).toEqual([]);
    expect(problems(dummy({ kind: 'play', module: undefined }))).toEqual([]);
    expect(optionEntry('dummyVariant')).toBeUndefined();
  });
});
