// The worker-thread pool of the AI tools (npm run ai:ladder, npm run ai:gauntlet): jobs handed
// out one at a time to `workers` threads, each running `entry` (a plain .mjs that registers tsx
// and imports the tool in worker mode), each answer passed to `done` as it comes.
import { Worker } from 'node:worker_threads';

export function runJobs<J, R>(entry: URL, workerData: unknown, workers: number, jobs: J[], done: (r: R) => void): Promise<void> {
  const queue = [...jobs];
  return new Promise<void>((resolve) => {
    let running = 0;
    const start = (w: Worker) => {
      const job = queue.shift();
      if (job === undefined) {
        w.postMessage(null);
        if (--running === 0) resolve();
        return;
      }
      w.postMessage(job);
    };
    for (let i = 0; i < workers; i++) {
      const w = new Worker(entry, { workerData });
      running++;
      w.on('message', (r: R) => {
        done(r);
        start(w);
      });
      w.on('error', (e) => {
        console.error(e);
        process.exit(1);
      });
      start(w);
    }
  });
}
