// A worker thread of `npm run compare`: the shared worker core, spoken over parentPort. It is
// bundled before it runs (scripts/node-bundle.ts), so it imports nothing that needs tsx.
import { parentPort } from 'node:worker_threads';
import { workerCore, type ToWorker } from '../src/compare/workerCore';

const handle = workerCore((m) => parentPort!.postMessage(m));
parentPort!.on('message', (m: ToWorker) => handle(m));
