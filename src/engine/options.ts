import { z } from 'zod';
import { excerpt, hasOwnKey, idProblem } from '../data/ids';

// The game's options, defined once (issue 21.2). Each entry of the registry says what the
// option is, which rules it concerns, how it is shown, its default and where it applies; the
// one schema, the one type (GameOptions), the defaults, the parsers of saves, records, remote
// invitations and command-line flags, the start screen's "Rules options" and the comparison's
// Variant form are all read from it. A new rule variant is its rule module, its entry here and
// its tests: nothing else threads it by hand.

/**
 * 'variant': changes the rules and so the balance (shown on the start screen, compared);
 * 'play': how the game asks, not the rules; 'internal': set by the program only, never read
 * from a save, a record, an invitation or a flag.
 */
export type OptionKind = 'variant' | 'play' | 'internal';

/** Where an option may be set: a game (state, save, record), the comparison, the command line, a game played apart. */
export type OptionPlace = 'game' | 'comparison' | 'cli' | 'remote';
export const OPTION_PLACES: readonly OptionPlace[] = ['game', 'comparison', 'cli', 'remote'];

export interface OptionEntry {
  /** The key in GameState.options, saves, records and invitations. */
  readonly key: string;
  readonly kind: OptionKind;
  /** The rule numbers it concerns ("10.31"). */
  readonly rules: readonly string[];
  /** The start screen's label. */
  readonly label: string;
  /** One line for the start screen: what switching it does. */
  readonly description: string;
  /** A few words for log and comparison tables, followed by "on" or "off" ("errata row 6 on"). */
  readonly short: string;
  readonly default: boolean;
  readonly appliesTo: readonly OptionPlace[];
  /** For a variant: the rule module that implements it (src/engine/rules/NAME.ts). */
  readonly module?: string;
  /**
   * 'always': every game state holds the key. 'whenChanged': the key is in the state only when
   * it differs from the default, so adding such a variant leaves every existing game (its
   * state and its hash) exactly as it was. New variants should use 'whenChanged'.
   */
  readonly stored: 'always' | 'whenChanged';
}

const ALL: readonly OptionPlace[] = OPTION_PLACES;
const PLACE_NAME: Record<OptionPlace, string> = { game: 'a game', comparison: 'a comparison', cli: 'the command line', remote: 'a game played apart' };

/** The built-in options, in the order a game state lists them. */
export const BUILT_IN_OPTIONS = [
  {
    key: 'erratumRow6', kind: 'variant', rules: ['10.31'], module: 'deployment', stored: 'always', default: true, appliesTo: ALL,
    label: 'Errata row 6 of the Deployment Table', short: 'errata row 6',
    description: 'A die of 6 on the Deployment Table reads the errata\'s row; off: the reconstructed row 6 without the erratum.',
  },
  {
    key: 'askConfederate', kind: 'play', rules: ['4.3'], stored: 'always', default: false, appliesTo: ['game'],
    label: 'Ask the Confederate at each interrupt', short: 'ask the Confederate',
    description: 'The Confederate player answers each search, battle and damage choice instead of following standing orders.',
  },
  {
    key: 'askFederal', kind: 'play', rules: ['4.3'], stored: 'always', default: false, appliesTo: ['game'],
    label: 'Ask the Federal at each interrupt', short: 'ask the Federal',
    description: 'The Federal player answers each search and engagement choice instead of always searching and engaging.',
  },
  // Variants from two related designs (issue 19, docs/variants.md). Each is a rule module of
  // its own under rules/variants, picked at one point in its procedure module; stored only when
  // on, so every game played without them is exactly as before.
  {
    key: 'speedRollSearch', kind: 'variant', rules: ['6.11', '6.14'], module: 'variants/speedRollSearch', stored: 'whenChanged', default: false, appliesTo: ALL,
    label: 'Speed-roll searches (Rebel Raiders 7.78)', short: 'speed-roll searches',
    description: 'A search is an opposed roll instead of the Search Table: the searchers roll one die (+1 for each further unit, at most +3), the raider one die +3, and the raider wins ties.',
  },
  {
    key: 'rebelRaidersRaid', kind: 'variant', rules: ['5.11', '5.31'], module: 'variants/rebelRaidersRaid', stored: 'whenChanged', default: false, appliesTo: ALL,
    label: 'Rebel Raiders raiding (Rebel Raiders 8.11)', short: 'Rebel Raiders raids',
    description: 'A raid scores by Rebel Raiders\' steps instead of the Raid Table: nothing on 1-3, one step on 4-5, two on 6 (two on 4-6 at a whaling counter); a step is worth the density\'s points.',
  },
  {
    key: 'blockadeEvasion', kind: 'variant', rules: ['7.11'], module: 'variants/blockadeEvasion', stored: 'whenChanged', default: false, appliesTo: ALL,
    label: 'Evading the blockade (the blockade-running game)', short: 'blockade evasion',
    description: 'Running a Confederate port\'s blockade is an evasion roll instead of the Blockade Table: speed + port defence − blockade strength; two dice, and the ship is lost only if both exceed it.',
  },
  {
    // Played apart, each side on its own client (docs/remote-play.md): only then may a seal of
    // commitments come in. Absent in a local game, so a local game's state and hash are as before.
    key: 'remote', kind: 'internal', rules: ['4.3'], stored: 'whenChanged', default: false, appliesTo: [],
    label: 'Played apart', short: 'played apart',
    description: 'Set by the remote client only.',
  },
] as const satisfies readonly OptionEntry[];

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
type OptionKey = keyof GameOptions;

// ---- the registry (the built-in entries, plus any a test adds) ----------------------------

let registry: readonly OptionEntry[] = BUILT_IN_OPTIONS;

/** Every option entry, in state order. */
export const optionEntries = (): readonly OptionEntry[] => registry;
/** The rule variants ('variant' entries), optionally only those that apply to `place`. */
export const variantEntries = (place?: OptionPlace): OptionEntry[] =>
  registry.filter((e) => e.kind === 'variant' && (!place || e.appliesTo.includes(place)));
/** The entry of `key`, checked as the registry's own key (never a built-in name). */
export function optionEntry(key: string): OptionEntry | undefined {
  return typeof key === 'string' && !idProblem(key) ? registry.find((e) => e.key === key) : undefined;
}

/** Why an entry cannot join the registry, or null. */
function entryProblem(e: OptionEntry, taken: readonly OptionEntry[]): string | null {
  const idBad = idProblem(e.key);
  if (idBad || !/^[A-Za-z][A-Za-z0-9]*$/.test(e.key)) return `option key "${excerpt(e.key)}": ${idBad ?? 'letters and digits only, a letter first'}`;
  if (taken.some((t) => t.key === e.key)) return `option "${e.key}" is already in the registry`;
  if (e.kind === 'variant' && !e.module) return `variant "${e.key}" names no rule module`;
  if (e.kind === 'internal' && e.appliesTo.length) return `internal option "${e.key}" applies nowhere outside the program`;
  return null;
}

/**
 * Runs `fn` with `extra` entries added to the registry, then restores it (also when `fn`
 * throws or its promise fails). Tests add a variant this way without editing any other file.
 */
export function withVariants<T>(extra: readonly OptionEntry[], fn: () => T): T {
  const before = registry;
  const next = [...before];
  for (const e of extra) {
    const bad = entryProblem(e, next);
    if (bad) throw new Error(bad);
    next.push(e);
  }
  registry = next;
  let result: T;
  try { result = fn(); } catch (e) { registry = before; throw e; }
  if (result instanceof Promise) return result.finally(() => { registry = before; }) as T;
  registry = before;
  return result;
}

// ---- values ------------------------------------------------------------------------------

/** The options of a game: each registry key from `given` when it is a boolean there, else its default. */
export function resolveOptions(given: Readonly<Record<string, unknown>> = {}): GameOptions {
  const out: Record<string, boolean> = {};
  for (const e of registry) {
    const v = hasOwnKey(given, e.key) && typeof given[e.key] === 'boolean' ? given[e.key] as boolean : e.default;
    if (e.stored === 'always' || v !== e.default) out[e.key] = v;
  }
  return out as GameOptions;
}

/** The built-in defaults (a test's extra entries are in `resolveOptions({})`). */
export const DEFAULT_OPTIONS: Readonly<GameOptions> = Object.freeze(resolveOptions());

/**
 * THE accessor rule code reads an option through: its value in `options`, or the registry's
 * default when the key is absent. An unknown key is a mistake in the program, not in input.
 */
export function variantOn(options: Readonly<Record<string, unknown>> | GameOptions, key: string): boolean {
  const e = optionEntry(key);
  if (!e) throw new Error(`no option "${excerpt(key)}" in the registry`);
  const o = options as Readonly<Record<string, unknown>>;
  return hasOwnKey(o, key) && typeof o[key] === 'boolean' ? o[key] as boolean : e.default;
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
      const why = e ? (e.kind === 'internal' ? 'it is set by the program only' : `it does not apply to ${PLACE_NAME[place]}`) : `options: ${allowed.map((x) => x.key).join(', ') || 'none'}`;
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

/**
 * The zod schema of options read for `place`, for the schemas of saves, records and remote
 * messages. Built from the registry when parsing (lazily), so entries a test adds count.
 */
export function optionsInput(place: OptionPlace): z.ZodType<Partial<GameOptions>, unknown> {
  return z.unknown().transform((v, ctx) => {
    const r = parseOptions(v, place);
    if (r.ok) return r.value;
    ctx.issues.push({ code: 'custom', message: r.message, input: v });
    return z.NEVER;
  });
}

const ON = ['on', 'true', 'yes', '1'], OFF = ['off', 'false', 'no', '0'];

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
  if (!e) throw new Error(`unknown option "${excerpt(name)}" (options: ${keysAt(place).map((x) => flagName(x.key)).join(', ') || 'none'})`);
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
  return variantEntries(place).filter((e) => e.stored === 'always' || variantOn(options, e.key) !== e.default).map((e) => `${e.short} ${variantOn(options, e.key) ? 'on' : 'off'}`).join(', ');
}

/** What `b` changes from `a` among the rule variants: "errata row 6 off" (empty when nothing). */
export function optionsChanges(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>, place: OptionPlace = 'comparison'): string[] {
  return variantEntries(place).filter((e) => variantOn(a, e.key) !== variantOn(b, e.key)).map((e) => `${e.short} ${variantOn(b, e.key) ? 'on' : 'off'}`);
}
