import { bundledRaw } from '../data/bundled';
import { loadGameData } from '../data/load';
import type { GameData } from '../data/gameData';
import { runGames } from './runGames';
import type { GameOutcome, Job, Variant } from './types';

// The inside of a comparison worker, the same in a browser Web Worker and a Node worker thread:
// it loads the game data once per variant (the built-in data, with the variant's data pack on
// top), then plays the jobs it is sent. It reports progress at most every PROGRESS_MS (a
// message per game cost the command line's main thread 3 s of a 100 s run), and per job the
// games' summaries; the port counts the games a 'done' brings that no progress message did.

export interface WorkerInit {
  type: 'init';
  seed: string;
  variants: Pick<Variant, 'confederate' | 'federal' | 'options' | 'dataPack'>[];
}
export type ToWorker = WorkerInit | { type: 'job'; job: Job };
export type FromWorker = { type: 'games'; count: number } | { type: 'done'; job: Job; outcomes: GameOutcome[] } | { type: 'error'; message: string };

/** Least time between two progress messages from a worker. */
export const PROGRESS_MS = 100;

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
          if (!d) { d = loadGameData(bundledRaw(), v.dataPack ? { json: v.dataPack.json, file: v.dataPack.file } : undefined); cache.set(key, d); }
          data.push(d);
        }
        return;
      }
      if (!init) throw new Error('the worker was sent a job before its settings');
      const { job } = message;
      let unreported = 0, last = performance.now();
      const outcomes = runGames(data[job.variant]!, init.variants[job.variant]!, init.seed, job, () => {
        unreported++;
        const now = performance.now();
        if (now - last >= PROGRESS_MS) { post({ type: 'games', count: unreported }); unreported = 0; last = now; }
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
  let pending: { resolve: (o: GameOutcome[]) => void; reject: (e: Error) => void; onGames: (count: number) => void; reported: number } | null = null;
  target.listen((m) => {
    if (m.type === 'games') { if (pending) { pending.reported += m.count; pending.onGames(m.count); } }
    else if (m.type === 'done') {
      const p = pending; pending = null;
      if (!p) return;
      const rest = m.outcomes.length - p.reported;
      if (rest > 0) p.onGames(rest);
      p.resolve(m.outcomes);
    }
    else { const p = pending; pending = null; p?.reject(new Error(m.message)); }
  });
  target.send(init);
  return {
    run(job: Job, onGames: (count: number) => void): Promise<GameOutcome[]> {
      return new Promise((resolve, reject) => { pending = { resolve, reject, onGames, reported: 0 }; target.send({ type: 'job', job }); });
    },
    /** The worker was stopped: the job under way fails. */
    stopped(): void { const p = pending; pending = null; p?.reject(new Error('stopped')); },
  };
}
