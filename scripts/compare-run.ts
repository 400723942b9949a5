// Runs a comparison on Node worker threads, one per core unless told otherwise: the engine of
// `npm run compare` and of `npm run bench -- --compare`.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { GameData } from '../src/data/gameData';
import { runComparison } from '../src/compare/runComparison';
import { portOver, type FromWorker, type WorkerInit } from '../src/compare/workerCore';
import type { ComparisonModel } from '../src/compare/model';
import type { CompareSettings } from '../src/compare/types';
import { bundleForNode } from './node-bundle';

export const defaultWorkers = () => Math.max(1, availableParallelism());

export async function runOnThreads(
  settings: CompareSettings,
  data: readonly GameData[],
  workers: number,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ComparisonModel> {
  const init: WorkerInit = {
    type: 'init',
    seed: settings.seed,
    variants: settings.variants.map(({ confederate, federal, options, dataPack }) => ({ confederate, federal, options, dataPack })),
  };
  const threads: Worker[] = [];
  // The threads run the game bundled, as the browser does, not through tsx (see node-bundle.ts).
  const bundle = await bundleForNode('scripts/compare-worker.ts');
  try {
    const ports = Array.from({ length: workers }, () => {
      const w = new Worker(bundle.file);
      threads.push(w);
      let listener: ((m: FromWorker) => void) | null = null;
      w.on('message', (m: FromWorker) => listener?.(m));
      w.on('error', (e) => listener?.({ type: 'error', message: `worker thread failed: ${e.message}` }));
      return portOver(
        {
          send: (m) => w.postMessage(m),
          listen: (f) => {
            listener = f;
          },
        },
        init,
      );
    });
    return await runComparison(settings, data, ports, onProgress, signal);
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
    bundle.remove();
  }
}
