import { bundledRaw } from '../data/bundled';
import { loadGameData } from '../data/load';
import { loadBundledData } from '../data/bundledData';
import type { GameData } from '../data/gameData';
import { runGames } from './runGames';
import type { GameOutcome, Job, Variant } from './types';

// The inside of a comparison worker, the same in a browser Web Worker and a Node worker thread:
// it loads the game data once per variant (the built-in data, with the variant's data pack on
// top, checked; the built-in data alone as the page's start takes it, unchecked, which
// tests/data/bundled-data.test.ts holds equal to the checked data: issue 47, each worker no longer
// builds and runs every schema, which its JIT compiled for nothing), then plays the jobs it is sent. It reports progress at most every PROGRESS_MS (a
// message per game cost the command line's main thread 3 s of a 100 s run; in the browser each
// progress message is a repaint of the page, issue 36), and per job the
// games' summaries; the port counts the games a 'done' brings that no progress message did.

export interface WorkerInit {
  type: 'init';
  seed: string;
  variants: Pick<Variant, 'confederate' | 'federal' | 'options' | 'dataPack'>[];
}
export type ToWorker = WorkerInit | { type: 'job'; job: Job };
export type FromWorker = { type: 'games'; count: number } | { type: 'done'; job: Job; outcomes: GameOutcome[] } | { type: 'error'; message: string };

/** Least time between two progress messages from a worker. */
export const PROGRESS_MS = 250;

export function workerCore(post: (message: FromWorker) => void): (message: ToWorker) => void {
  let init: WorkerInit | null = null;
  const data: GameData[] = [];
  return (message) => {
    try {
      if (message.type === 'init') {
        init = message;
        const cache = new Map<string, GameData>();
        data.length = 0;
        for (const v of message.variants) {
          const key = v.dataPack ? JSON.stringify(v.dataPack.json) : '';
          let d = cache.get(key);
          if (!d) {
            d = v.dataPack ? loadGameData(bundledRaw(), { json: v.dataPack.json, file: v.dataPack.file }) : loadBundledData(bundledRaw());
            cache.set(key, d);
          }
          data.push(d);
        }
        return;
      }
      if (!init) throw new Error('the worker was sent a job before its settings');
      const { job } = message;
      let unreported = 0,
        last = performance.now();
      const outcomes = runGames(data[job.variant]!, init.variants[job.variant]!, init.seed, job, () => {
        unreported++;
        const now = performance.now();
        if (now - last >= PROGRESS_MS) {
          post({ type: 'games', count: unreported });
          unreported = 0;
          last = now;
        }
      });
      post({ type: 'done', job, outcomes });
    } catch (e) {
      post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  };
}

/** A port over anything that speaks the worker protocol (a Web Worker or a worker thread). */
export interface MessageTarget {
  send(message: ToWorker): void;
  /** Registers the one listener for this worker's messages. */
  listen(handler: (message: FromWorker) => void): void;
}

export function portOver(target: MessageTarget, init: WorkerInit) {
  // Jobs sent and not yet done, in the order sent: the worker plays them in that order, so its
  // progress is the first one's and its next 'done' is the first one's (issue 36: a worker is
  // sent its next job before it ends the one it plays, so it never waits for the page).
  interface Pending {
    resolve: (o: GameOutcome[]) => void;
    reject: (e: Error) => void;
    onGames: (count: number) => void;
    reported: number;
  }
  const pending: Pending[] = [];
  const failAll = (e: Error) => {
    for (const p of pending.splice(0)) p.reject(e);
  };
  target.listen((m) => {
    if (m.type === 'games') {
      const p = pending[0];
      if (p) {
        p.reported += m.count;
        p.onGames(m.count);
      }
    } else if (m.type === 'done') {
      const p = pending.shift();
      if (!p) return;
      const rest = m.outcomes.length - p.reported;
      if (rest > 0) p.onGames(rest);
      p.resolve(m.outcomes);
    } else failAll(new Error(m.message));
  });
  target.send(init);
  return {
    run(job: Job, onGames: (count: number) => void): Promise<GameOutcome[]> {
      return new Promise((resolve, reject) => {
        pending.push({ resolve, reject, onGames, reported: 0 });
        target.send({ type: 'job', job });
      });
    },
    /** The worker was stopped: the jobs under way fail. */
    stopped(): void {
      failAll(new Error('stopped'));
    },
  };
}
