import { bundledRaw } from '../data/bundled';
import { loadGameData } from '../data/load';
import type { GameData } from '../data/gameData';
import { runGames } from './runGames';
import type { GameOutcome, Job, Variant } from './types';

// The inside of a comparison worker, the same in a browser Web Worker and a Node worker thread:
// it loads the game data once per variant (the built-in data, with the variant's data pack on
// top), then plays the jobs it is sent. Per game it sends one tiny progress message; per job,
// the games' summaries.

export interface WorkerInit {
  type: 'init';
  seed: string;
  variants: Pick<Variant, 'confederate' | 'federal' | 'erratumRow6' | 'dataPack'>[];
}
export type ToWorker = WorkerInit | { type: 'job'; job: Job };
export type FromWorker = { type: 'game' } | { type: 'done'; job: Job; outcomes: GameOutcome[] } | { type: 'error'; message: string };

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
      const outcomes = runGames(data[job.variant]!, init.variants[job.variant]!, init.seed, job, () => post({ type: 'game' }));
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
  let pending: { resolve: (o: GameOutcome[]) => void; reject: (e: Error) => void; onGame: () => void } | null = null;
  target.listen((m) => {
    if (m.type === 'game') pending?.onGame();
    else if (m.type === 'done') { const p = pending; pending = null; p?.resolve(m.outcomes); }
    else { const p = pending; pending = null; p?.reject(new Error(m.message)); }
  });
  target.send(init);
  return {
    run(job: Job, onGame: () => void): Promise<GameOutcome[]> {
      return new Promise((resolve, reject) => { pending = { resolve, reject, onGame }; target.send({ type: 'job', job }); });
    },
    /** The worker was stopped: the job under way fails. */
    stopped(): void { const p = pending; pending = null; p?.reject(new Error('stopped')); },
  };
}
