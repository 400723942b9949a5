// Shared bits of the command-line tools: reading flags (node:util's parseArgs, checked against
// each tool's list of flags) and loading the data (with an optional --data-pack), printing data
// problems plainly.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readRawFromDisk, readJson } from '../src/data/disk';
import { loadGameData } from '../src/data/load';
import { DataError, formatProblem } from '../src/data/errors';
import type { GameData } from '../src/data/gameData';
import { flagName, parseOptionSetting, variantEntries, type GameOptions, type OptionPlace } from '../src/engine/index';
import { excerpt } from '../src/data/ids';

/** A tool's flags: each one's name, and whether it takes a value ('string') or stands alone ('boolean'). */
export type FlagSpec = Readonly<Record<string, 'string' | 'boolean'>>;
export type Flags<S extends FlagSpec> = { -readonly [K in keyof S]?: S[K] extends 'string' ? string : true };

export interface ReadFlags<S extends FlagSpec> {
  flags: Flags<S>;
  /** The rule-variant flags given (`--erratum-row6 off`), by the name typed: for optionFlags(). */
  options: Record<string, string | true>;
  rest: string[];
}

export interface FlagRules {
  /** How many arguments that are not flags the tool takes (default none). */
  positionals?: number;
  /** The tool takes the rule-variant flags of the registry that apply to the command line and here. */
  variants?: OptionPlace;
}

/** A command line the tool cannot read; the message names the flag. */
export class FlagError extends Error {}

/** The variant entries a tool reads as flags: those of `place` that apply to the command line. */
const cliVariants = (place: OptionPlace) => variantEntries(place).filter((e) => e.appliesTo.includes('cli'));

/**
 * Reads `argv` against `spec` with node:util's parseArgs. A flag that takes a value takes the
 * next argument whatever it looks like ("--seed --7" is the seed "--7", never two flags); an
 * unknown flag, a value given to a flag that takes none, a flag missing its value and an
 * argument more than the tool takes are refused by name (FlagError). A rule-variant flag given
 * bare, as the last argument, means on.
 */
export function parseFlags<S extends FlagSpec>(argv: readonly string[], spec: S, rules: FlagRules = {}): ReadFlags<S> {
  const variantNames = new Set(rules.variants ? cliVariants(rules.variants).flatMap((e) => [flagName(e.key), e.key]) : []);
  const config: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const [name, type] of Object.entries(spec)) config[name] = { type };
  for (const name of variantNames) {
    if (Object.hasOwn(config, name)) throw new Error(`--${name} is both a flag of the tool and a rule variant`);
    config[name] = { type: 'string' };
  }
  // Not strict: strict mode refuses "--seed --7" as ambiguous; every check it makes is made below, by name.
  const { tokens } = parseArgs({ args: [...argv], options: config, strict: false, allowPositionals: true, tokens: true });
  const flags: Record<string, string | true> = {};
  const options: Record<string, string | true> = {};
  const rest: string[] = [];
  const known =
    Object.keys(config)
      .map((n) => `--${n}`)
      .join(', ') || 'none';
  for (const t of tokens) {
    if (t.kind === 'positional') {
      if (rest.length >= (rules.positionals ?? 0))
        throw new FlagError(`unexpected argument "${excerpt(t.value)}"${rules.positionals ? ` (the tool takes ${rules.positionals})` : ''}`);
      rest.push(t.value);
    } else if (t.kind === 'option') {
      if (!Object.hasOwn(config, t.name)) throw new FlagError(`unknown flag ${excerpt(t.rawName)} (flags: ${known})`);
      if (variantNames.has(t.name)) options[t.name] = t.value ?? true;
      else if (spec[t.name] === 'boolean') {
        if (t.value !== undefined) throw new FlagError(`${t.rawName} takes no value (got "${excerpt(t.value)}")`);
        flags[t.name] = true;
      } else {
        if (t.value === undefined) throw new FlagError(`${t.rawName} needs a value`);
        flags[t.name] = t.value;
      }
    }
  }
  return { flags: flags as Flags<S>, options, rest };
}

/** parseFlags on this process's arguments; a refusal ends the tool with its message (exit 2). */
export function readFlags<S extends FlagSpec>(spec: S, rules: FlagRules = {}): ReadFlags<S> {
  try {
    return parseFlags(process.argv.slice(2), spec, rules);
  } catch (e) {
    if (e instanceof FlagError) fail(e.message);
    throw e;
  }
}

export function loadData(packFile?: string): GameData {
  try {
    const raw = readRawFromDisk(resolve(import.meta.dirname, '..'));
    return loadGameData(raw, packFile ? { json: readJson(packFile), file: packFile } : undefined);
  } catch (e) {
    if (e instanceof DataError) {
      console.error(`data problems:\n${e.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
      process.exit(1);
    }
    throw e;
  }
}

/**
 * The rule variants set by flags: `--erratum-row6 off` for each registry variant that applies to
 * the command line and to `place` (src/engine/options.ts), each its default when not given.
 */
export function optionFlags(flags: Readonly<Record<string, string | true>>, place: OptionPlace): Partial<GameOptions> {
  const out: Record<string, boolean> = {};
  for (const e of cliVariants(place)) {
    const flag = flagName(e.key);
    const given = Object.hasOwn(flags, flag) ? flags[flag] : Object.hasOwn(flags, e.key) ? flags[e.key] : undefined;
    // A 'whenChanged' variant not given stays out, as in a game's state (options.ts).
    if (given === undefined) {
      if (e.stored === 'always') out[e.key] = e.default;
      continue;
    }
    try {
      out[e.key] = parseOptionSetting(e.key, given === true ? 'on' : given, place).on;
    } catch (err) {
      fail(`--${flag}: ${(err as Error).message}`);
    }
  }
  return out as Partial<GameOptions>;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
