import { z } from 'zod';
import { excerpt, hasOwnKey, idProblem } from '../data/ids';
import { BUILT_IN_OPTIONS, type OptionEntry, type OptionPlace } from './optionEntries';

// The game's options, defined once (issue 21.2). Each entry of the registry says what the
// option is, which rules it concerns, how it is shown, its default and where it applies; the
// one schema, the one type (GameOptions), the defaults, the parsers of saves, records, remote
// invitations and command-line flags, the start screen's "Rules options" and the comparison's
// Variant form are all read from it. A new rule variant is its rule module, its entry in
// optionEntries.ts and its tests: nothing else threads it by hand.

export { BUILT_IN_OPTIONS, type OptionEntry, type OptionPlace } from './optionEntries';

const PLACE_NAME: Record<OptionPlace, string> = { game: 'a game', comparison: 'a comparison', cli: 'the command line', remote: 'a game played apart' };

type BuiltIn = (typeof BUILT_IN_OPTIONS)[number];
type Shape = { [E in BuiltIn as E['key']]: E['stored'] extends 'always' ? z.ZodBoolean : z.ZodOptional<z.ZodBoolean> };

/** The zod shape of a list of entries: a boolean per key, optional for 'whenChanged' ones (or all, `partial`). */
function shapeOf(entries: readonly OptionEntry[], partial: boolean): Record<string, z.ZodType<boolean | undefined>> {
  const shape: Record<string, z.ZodType<boolean | undefined>> = {};
  for (const e of entries) shape[e.key] = partial || e.stored === 'whenChanged' ? z.boolean().optional() : z.boolean();
  return shape;
}

/** THE schema of a game's options (strict: an unknown key is refused). */
export const GameOptionsSchema = z.object(shapeOf(BUILT_IN_OPTIONS, false) as Shape).strict();
/** THE type of a game's options, derived from the registry. */
export type GameOptions = z.infer<typeof GameOptionsSchema>;

// ---- the registry: the entries, checked once, never changed ----------------------------

/** Why an entry cannot join the registry after `taken`, or null. */
function entryProblem(e: OptionEntry, taken: readonly OptionEntry[]): string | null {
  const idBad = idProblem(e.key);
  if (idBad || !/^[A-Za-z][A-Za-z0-9]*$/.test(e.key)) return `option key "${excerpt(e.key)}": ${idBad ?? 'letters and digits only, a letter first'}`;
  if (taken.some((t) => t.key === e.key)) return `option "${e.key}" is already in the registry`;
  if (e.kind === 'variant' && !e.module) return `variant "${e.key}" names no rule module`;
  if (e.kind === 'internal' && e.appliesTo.length) return `internal option "${e.key}" applies nowhere outside the program`;
  return null;
}

/** What is wrong with a list of entries as a registry (an empty list: nothing). */
export function registryProblems(entries: readonly OptionEntry[]): string[] {
  return entries.flatMap((e, i) => entryProblem(e, entries.slice(0, i)) ?? []);
}

function checked(entries: readonly OptionEntry[]): readonly OptionEntry[] {
  const problems = registryProblems(entries);
  if (problems.length) throw new Error(`the options registry: ${problems.join('; ')}`);
  // A copy, read-only by its type. Not Object.freeze: V8 (Node 20) runs find and filter on a
  // frozen array several times slower, and rule code looks an option up on every check.
  return [...entries];
}

/** THE registry: a constant, so every game in a process reads the same options. */
const registry: readonly OptionEntry[] = checked(BUILT_IN_OPTIONS);

/** Every option entry, in state order. */
export const optionEntries = (): readonly OptionEntry[] => registry;
/** The rule variants ('variant' entries), optionally only those that apply to `place`. */
export const variantEntries = (place?: OptionPlace): OptionEntry[] => registry.filter((e) => e.kind === 'variant' && (!place || e.appliesTo.includes(place)));
/** The entry of `key`, checked as the registry's own key (never a built-in name). */
export function optionEntry(key: string): OptionEntry | undefined {
  return typeof key === 'string' && !idProblem(key) ? registry.find((e) => e.key === key) : undefined;
}

// ---- values ------------------------------------------------------------------------------

/** The options of a game: each registry key from `given` when it is a boolean there, else its default. */
export function resolveOptions(given: Readonly<Record<string, unknown>> = {}): GameOptions {
  const out: Record<string, boolean> = {};
  for (const e of registry) {
    const v = hasOwnKey(given, e.key) && typeof given[e.key] === 'boolean' ? (given[e.key] as boolean) : e.default;
    if (e.stored === 'always' || v !== e.default) out[e.key] = v;
  }
  return out as GameOptions;
}

/** The defaults of every option. */
export const DEFAULT_OPTIONS: Readonly<GameOptions> = Object.freeze(resolveOptions());

/**
 * THE accessor rule code reads an option through: its value in `options`, or the registry's
 * default when the key is absent. An unknown key is a mistake in the program, not in input.
 */
export function variantOn(options: Readonly<Record<string, unknown>> | GameOptions, key: string): boolean {
  const e = optionEntry(key);
  if (!e) throw new Error(`no option "${excerpt(key)}" in the registry`);
  const o = options as Readonly<Record<string, unknown>>;
  return hasOwnKey(o, key) && typeof o[key] === 'boolean' ? (o[key] as boolean) : e.default;
}

/** The options `place` carries: its entries' keys ('whenChanged' ones only when not at their default). */
export function optionsFor(place: OptionPlace, options: Readonly<Record<string, unknown>>): Partial<GameOptions> {
  const out: Record<string, boolean> = {};
  for (const e of registry) {
    if (e.kind === 'internal' || !e.appliesTo.includes(place)) continue;
    const v = variantOn(options, e.key);
    if (e.stored === 'always' || v !== e.default) out[e.key] = v;
  }
  return out as Partial<GameOptions>;
}

// ---- reading options from outside (hostile) ----------------------------------------------

/** The most keys an options object from outside may have (far more than the registry holds). */
const MAX_OPTION_KEYS = 64;

const keysAt = (place: OptionPlace) => registry.filter((e) => e.kind !== 'internal' && e.appliesTo.includes(place));

/**
 * Options from a save, a record, an invitation or a flag, for `place`: a plain object whose
 * keys are all registry options that apply there (refused by name otherwise), each a boolean.
 * Keys are checked as own keys first, so "__proto__" or "constructor" is an unknown option.
 * Missing keys are left out (they take the defaults when the game starts).
 */
export function parseOptions(input: unknown, place: OptionPlace): { ok: true; value: Partial<GameOptions> } | { ok: false; message: string } {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return { ok: false, message: 'options must be an object of on/off values' };
  const keys = Object.keys(input);
  if (keys.length > MAX_OPTION_KEYS) return { ok: false, message: `options hold ${keys.length} keys; at most ${MAX_OPTION_KEYS}` };
  const allowed = keysAt(place);
  for (const k of keys) {
    if (!allowed.some((e) => e.key === k)) {
      const e = optionEntry(k);
      const why = e
        ? e.kind === 'internal'
          ? 'it is set by the program only'
          : `it does not apply to ${PLACE_NAME[place]}`
        : `options: ${allowed.map((x) => x.key).join(', ') || 'none'}`;
      return { ok: false, message: `unknown option "${excerpt(k)}" (${why})` };
    }
  }
  const parsed = z.object(shapeOf(allowed, true)).strict().safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return { ok: false, message: `option "${excerpt(i.path.join('.'))}": ${i.message}` };
  }
  // In registry order, only the keys given (an invitation's digest covers exactly what was sent).
  const value: Record<string, boolean> = {};
  for (const e of allowed) if (hasOwnKey(parsed.data, e.key) && parsed.data[e.key] !== undefined) value[e.key] = parsed.data[e.key] as boolean;
  return { ok: true, value: value as Partial<GameOptions> };
}

/** The zod schema of options read for `place`, for the schemas of saves, records and remote messages. */
export function optionsInput(place: OptionPlace): z.ZodType<Partial<GameOptions>, unknown> {
  return z.unknown().transform((v, ctx) => {
    const r = parseOptions(v, place);
    if (r.ok) return r.value;
    ctx.issues.push({ code: 'custom', message: r.message, input: v });
    return z.NEVER;
  });
}

const ON = ['on', 'true', 'yes', '1'],
  OFF = ['off', 'false', 'no', '0'];

/** An on/off word from a flag or a form ("on", "off", "true", "no", …), or null. */
export function onOff(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  return ON.includes(t) ? true : OFF.includes(t) ? false : null;
}

/** The command-line spelling of a key: "erratumRow6" → "erratum-row6". */
export const flagName = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The entry a command-line name (the key or its flag spelling) means for `place`, or undefined. */
export function entryByName(name: string, place: OptionPlace): OptionEntry | undefined {
  return keysAt(place).find((e) => e.key === name || flagName(e.key) === name);
}

/**
 * One `key=on|off` setting from the command line or a comparison spec, for `place`. Throws a
 * message that names the key, or lists the keys there are.
 */
export function parseOptionSetting(name: string, value: string, place: OptionPlace): { key: string; on: boolean } {
  const e = entryByName(name, place);
  if (!e)
    throw new Error(
      `unknown option "${excerpt(name)}" (options: ${
        keysAt(place)
          .map((x) => flagName(x.key))
          .join(', ') || 'none'
      })`,
    );
  const on = onOff(value);
  if (on === null) throw new Error(`${flagName(e.key)} is on or off, not "${excerpt(value)}"`);
  return { key: e.key, on };
}

// ---- words ---------------------------------------------------------------------------------

/**
 * The rule variants of `options` in words, for logs and comparison tables: "errata row 6 on".
 * A 'whenChanged' variant is named only when it is not at its default, as the state holds it.
 */
export function optionsLabel(options: Readonly<Record<string, unknown>>, place: OptionPlace = 'game'): string {
  return variantEntries(place)
    .filter((e) => e.stored === 'always' || variantOn(options, e.key) !== e.default)
    .map((e) => `${e.short} ${variantOn(options, e.key) ? 'on' : 'off'}`)
    .join(', ');
}

/** What `b` changes from `a` among the rule variants: "errata row 6 off" (empty when nothing). */
export function optionsChanges(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>, place: OptionPlace = 'comparison'): string[] {
  return variantEntries(place)
    .filter((e) => variantOn(a, e.key) !== variantOn(b, e.key))
    .map((e) => `${e.short} ${variantOn(b, e.key) ? 'on' : 'off'}`);
}
