import type { CompareSettings, Job } from './types';

// Cuts a comparison into jobs for the workers: small enough that the workers finish together
// and the progress bar moves, large enough that messages stay few. The longest scenarios go
// first, so no worker is left with a long Campaign slice at the end.

export function chunkSize(games: number, workers: number): number {
  return Math.max(1, Math.min(50, Math.ceil(games / (workers * 4))));
}

export function planJobs(settings: CompareSettings, turnsOf: (scenario: string) => number, workers: number): Job[] {
  const size = chunkSize(settings.games, workers);
  const scenarios = [...settings.scenarios].sort((a, b) => turnsOf(b) - turnsOf(a) || settings.scenarios.indexOf(a) - settings.scenarios.indexOf(b));
  const jobs: Job[] = [];
  for (const scenario of scenarios) {
    for (let from = 0; from < settings.games; from += size) {
      for (let variant = 0; variant < settings.variants.length; variant++) jobs.push({ variant, scenario, from, to: Math.min(settings.games, from + size) });
    }
  }
  return jobs;
}
