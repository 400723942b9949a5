import type { GameData } from '../data/gameData';
import { buildModel, type ComparisonModel } from './model';
import { planJobs } from './plan';
import { runJobs, type WorkerPort } from './schedule';
import { excerpt, own } from '../data/ids';
import type { CompareSettings } from './types';

// A comparison from start to end, whatever runs the games: plan the jobs, hand them to the
// workers, aggregate. The command line passes Node worker threads, the game Web Workers, the
// tests an in-process port.

export function checkSettings(settings: CompareSettings, data: GameData): void {
  if (!Number.isInteger(settings.games) || settings.games < 1) throw new Error(`games must be a whole number of at least 1 (got ${settings.games})`);
  if (!settings.scenarios.length) throw new Error('no scenario to compare');
  for (const s of settings.scenarios)
    if (!own(data.scenarios, s)) throw new Error(`no scenario "${excerpt(s)}" (scenarios: ${Object.keys(data.scenarios).join(', ')})`);
  if (settings.variants.length < 1 || settings.variants.length > 2) throw new Error('a comparison has one variant or two');
}

export async function runComparison(
  settings: CompareSettings,
  data: readonly GameData[],
  ports: readonly WorkerPort[],
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ComparisonModel> {
  checkSettings(settings, data[0]!);
  const turnsOf = (s: string) => {
    const sc = data[0]!.scenarios[s]!;
    return sc.lastTurn - sc.firstTurn + 1;
  };
  const jobs = planJobs(settings, turnsOf, ports.length);
  const collected = await runJobs(jobs, ports, settings.variants.length, settings.scenarios, onProgress, signal);
  return buildModel(settings, data, collected);
}
