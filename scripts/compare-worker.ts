// A worker thread of `npm run compare`: the shared worker core, spoken over parentPort.
import { parentPort } from 'node:worker_threads';
import { workerCore, type ToWorker } from '../src/compare/workerCore';

const handle = workerCore((m) => parentPort!.postMessage(m));
parentPort!.on('message', (m: ToWorker) => handle(m));
