// Shared bits of the command-line tools: argument parsing and loading the data (with an
// optional --data-pack), printing data problems plainly.
import { resolve } from 'node:path';
import { readRawFromDisk, readJson } from '../src/data/disk';
import { loadGameData } from '../src/data/load';
import { DataError, formatProblem } from '../src/data/errors';
import type { GameData } from '../src/data/gameData';
import { flagName, parseOptionSetting, variantEntries, type GameOptions, type OptionPlace } from '../src/engine/index';

export function parseArgs(argv: string[]): { flags: Record<string, string | true>; rest: string[] } {
  const flags: Record<string, string | true> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) { flags[a.slice(2)] = next; i++; } else flags[a.slice(2)] = true;
    } else rest.push(a);
  }
  return { flags, rest };
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
export function optionFlags(flags: Record<string, string | true>, place: OptionPlace): Partial<GameOptions> {
  const out: Record<string, boolean> = {};
  for (const e of variantEntries(place).filter((x) => x.appliesTo.includes('cli'))) {
    const flag = flagName(e.key);
    const given = Object.hasOwn(flags, flag) ? flags[flag] : Object.hasOwn(flags, e.key) ? flags[e.key] : undefined;
    // A 'whenChanged' variant not given stays out, as in a game's state (options.ts).
    if (given === undefined) { if (e.stored === 'always') out[e.key] = e.default; continue; }
    try { out[e.key] = parseOptionSetting(e.key, given === true ? 'on' : given, place).on; } catch (err) { fail(`--${flag}: ${(err as Error).message}`); }
  }
  return out as Partial<GameOptions>;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
