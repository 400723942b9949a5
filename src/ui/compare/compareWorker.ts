/// <reference lib="webworker" />
import { workerCore, type ToWorker } from '../../compare/workerCore';

// A Web Worker of the comparison screen: plays the jobs the screen sends, with the same worker
// core as the command line's worker threads.

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = workerCore((m) => scope.postMessage(m));
scope.onmessage = (e: MessageEvent<ToWorker>) => handle(e.data);
