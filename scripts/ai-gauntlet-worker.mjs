// Worker-thread entry for scripts/ai-gauntlet.ts (as scripts/ai-ladder-worker.mjs for the ladder).
import { register } from 'tsx/esm/api';
register();
await import('./ai-gauntlet.ts');
