import type { GameData } from '../data/gameData';
import { sha256Hex } from '../lib/sha256';
import type { CompareSettings } from './types';
import { optionsFor } from '../engine/index';

// Which data and settings a comparison's numbers belong to: a cached result is shown again only
// for the same settings played on the same data (a data pack, or a changed file, is other data).

const hex = (text: string, chars = 16) => sha256Hex(text).slice(0, chars);

/** A short hash of every validated data file and scenario the games read. */
export function dataIdentity(data: GameData): string {
  return hex(JSON.stringify({ files: data.files, scenarios: data.scenarios }));
}

/** The settings as stored in results and cache keys: a data pack is named, its contents are in the data identity. */
export function publicSettings(settings: CompareSettings) {
  return {
    games: settings.games,
    seed: settings.seed,
    scenarios: [...settings.scenarios],
    variants: settings.variants.map((v) => ({
      label: v.label,
      confederate: v.confederate,
      federal: v.federal,
      options: optionsFor('comparison', v.options),
      dataPack: v.dataPack ? { name: v.dataPack.name, file: v.dataPack.file } : null,
    })),
  };
}
export type PublicSettings = ReturnType<typeof publicSettings>;

/** The cache key of a comparison: its settings, the identity of each variant's data, and the program's build. */
export function comparisonKey(settings: CompareSettings, dataIds: readonly string[], build: string): string {
  return hex(JSON.stringify({ settings: publicSettings(settings), data: dataIds, build }), 24);
}
