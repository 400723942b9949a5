import localforage from 'localforage';
import type { ComparisonModel } from '../../compare/model';

// Finished comparisons, kept in this browser (IndexedDB through localforage) under a key made
// from their settings, their data and the program's build, and shown at once when the same
// comparison is asked for again. A stopped (partial) comparison is never kept.

const store = localforage.createInstance({ name: 'sea-devils', storeName: 'comparisons' });

/** The program's build: a hash of the rules, AI and comparison code, set by vite.config.ts. */
export const BUILD: string = typeof __SEA_DEVILS_BUILD__ === 'string' ? __SEA_DEVILS_BUILD__ : 'dev';

export async function readCached(key: string): Promise<ComparisonModel | null> {
  try {
    const m = await store.getItem<ComparisonModel>(key);
    return m && m.format === 'sea-devils-comparison' && m.complete ? m : null;
  } catch {
    return null;
  }
}

export async function writeCached(key: string, model: ComparisonModel): Promise<void> {
  if (!model.complete) return;
  await store.setItem(key, model);
}
