// Worker-thread entry for scripts/compare.ts: worker threads do not inherit tsx's loader, so
// this plain module registers it and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';
register();
await import('./compare-worker.ts');
