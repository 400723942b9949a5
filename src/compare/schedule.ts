import type { GameOutcome, Job } from './types';

// Hands jobs to workers until the queue is empty or the run is stopped, and files each job's
// outcomes under its variant and scenario. Which worker played a job, and when it came back,
// does not matter: the aggregation puts every game back in order. Each worker has its next job
// waiting beside the one it plays while the queue holds more than one job per worker (issue 36:
// a worker that ended a job used to wait for the page's answer, a round trip that a busy page or
// machine stretches); near the end each takes one at a time, so that none is left with two.

export interface WorkerPort {
  /**
   * Plays one job; `onGames` is told how many more games have ended, by the time the job does.
   * Rejects if the worker is stopped. May be called again before the job before it ends: the jobs
   * are played in the order given.
   */
  run(job: Job, onGames: (count: number) => void): Promise<GameOutcome[]>;
}

export interface Collected {
  /** outcomes[variant][scenario] */
  outcomes: GameOutcome[][][];
  /** Every job came back. */
  complete: boolean;
}

export async function runJobs(
  jobs: readonly Job[],
  ports: readonly WorkerPort[],
  variants: number,
  scenarios: readonly string[],
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Collected> {
  const outcomes = Array.from({ length: variants }, () => scenarios.map(() => [] as GameOutcome[]));
  const queue = [...jobs];
  const total = jobs.reduce((n, j) => n + j.to - j.from, 0);
  let done = 0,
    finished = 0;
  onProgress?.(0, total);
  // Two lanes per worker; the second takes a job only while there are more jobs than workers.
  const lanes = ports.flatMap((port) => [
    { port, ahead: false },
    { port, ahead: true },
  ]);
  const take = (ahead: boolean) => (ahead && queue.length <= ports.length ? undefined : queue.shift());
  await Promise.all(
    lanes.map(async ({ port, ahead }) => {
      for (let job = take(ahead); job && !signal?.aborted; job = take(ahead)) {
        let got: GameOutcome[];
        try {
          got = await port.run(job, (count) => {
            done += count;
            onProgress?.(done, total);
          });
        } catch (e) {
          if (signal?.aborted) return;
          throw e;
        }
        outcomes[job.variant]![scenarios.indexOf(job.scenario)]!.push(...got);
        finished++;
      }
    }),
  );
  return { outcomes, complete: finished === jobs.length };
}
