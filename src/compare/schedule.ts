import type { GameOutcome, Job } from './types';

// Hands jobs to workers, one at a time each, until the queue is empty or the run is stopped,
// and files each job's outcomes under its variant and scenario. Which worker played a job, and
// when it came back, does not matter: the aggregation puts every game back in order.

export interface WorkerPort {
  /** Plays one job; `onGames` is told how many more games have ended, by the time the job does. Rejects if the worker is stopped. */
  run(job: Job, onGames: (count: number) => void): Promise<GameOutcome[]>;
}

export interface Collected {
  /** outcomes[variant][scenario] */
  outcomes: GameOutcome[][][];
  /** Every job came back. */
  complete: boolean;
}

export async function runJobs(jobs: readonly Job[], ports: readonly WorkerPort[], variants: number, scenarios: readonly string[],
  onProgress?: (done: number, total: number) => void, signal?: AbortSignal): Promise<Collected> {
  const outcomes = Array.from({ length: variants }, () => scenarios.map(() => [] as GameOutcome[]));
  const queue = [...jobs];
  const total = jobs.reduce((n, j) => n + j.to - j.from, 0);
  let done = 0, finished = 0;
  onProgress?.(0, total);
  await Promise.all(ports.map(async (port) => {
    for (let job = queue.shift(); job && !signal?.aborted; job = queue.shift()) {
      let got: GameOutcome[];
      try {
        got = await port.run(job, (count) => { done += count; onProgress?.(done, total); });
      } catch (e) {
        if (signal?.aborted) return;
        throw e;
      }
      outcomes[job.variant]![scenarios.indexOf(job.scenario)]!.push(...got);
      finished++;
    }
  }));
  return { outcomes, complete: finished === jobs.length };
}
