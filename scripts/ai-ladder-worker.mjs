// Worker-thread entry for scripts/ai-ladder.ts: worker threads do not inherit tsx's loader, so
// this plain module registers it and then loads the TypeScript ladder in worker mode.
import { register } from 'tsx/esm/api';
register();
await import('./ai-ladder.ts');
