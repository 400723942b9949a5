// Shared bits of the command-line tools: argument parsing and loading the data (with an
// optional --data-pack), printing data problems plainly.
import { resolve } from 'node:path';
import { readRawFromDisk, readJson } from '../src/data/disk';
import { loadGameData } from '../src/data/load';
import { DataError, formatProblem } from '../src/data/errors';
import type { GameData } from '../src/data/gameData';

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

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
