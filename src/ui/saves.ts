import localforage from 'localforage';
import { SaveEnvelope } from './saveFormat';

// Saves in the browser's storage (IndexedDB through localforage): one autosave, written after
// every command, and any number of named saves. Nothing is kept on a server.

const store = localforage.createInstance({ name: 'sea-devils', storeName: 'saves' });
const AUTOSAVE = 'autosave';
const NAMED = 'save:';

export async function writeAutosave(env: SaveEnvelope): Promise<void> {
  await store.setItem(AUTOSAVE, env);
}

export async function readAutosave(): Promise<SaveEnvelope | null> {
  return readKey(AUTOSAVE);
}

export async function clearAutosave(): Promise<void> {
  await store.removeItem(AUTOSAVE);
}

export async function writeNamed(env: SaveEnvelope): Promise<string> {
  const key = `${NAMED}${env.savedAt.toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await store.setItem(key, env);
  return key;
}

export interface SaveListing { key: string; env: SaveEnvelope }

export async function listNamed(): Promise<SaveListing[]> {
  const keys = (await store.keys()).filter((k) => k.startsWith(NAMED));
  const out: SaveListing[] = [];
  for (const key of keys) {
    const env = await readKey(key);
    if (env) out.push({ key, env });
  }
  return out.sort((a, b) => b.env.savedAt - a.env.savedAt);
}

export async function readNamed(key: string): Promise<SaveEnvelope | null> {
  return readKey(key);
}

export async function deleteNamed(key: string): Promise<void> {
  await store.removeItem(key);
}

/** A stored save that no longer fits the format (an older build) is skipped, not trusted. */
async function readKey(key: string): Promise<SaveEnvelope | null> {
  const raw = await store.getItem(key);
  if (raw === null) return null;
  const r = SaveEnvelope.safeParse(raw);
  return r.success ? r.data : null;
}

/** Offers the save as a JSON file download. */
export function downloadSave(env: SaveEnvelope): void {
  const blob = new Blob([JSON.stringify(env)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${env.name.replace(/[^\w.-]+/g, '_') || 'sea-devils'}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
