import localforage from 'localforage';
import { SaveEnvelope } from '../../game/saveFormat';

// Saves in the browser's storage (IndexedDB through localforage): one autosave per game, keyed
// by its game id and written after every command, and any number of named saves. Starting a
// game never touches another game's autosave; one is removed only when its player deletes it.
// Nothing is kept on a server.

const store = localforage.createInstance({ name: 'sea-devils', storeName: 'saves' });
/** The single autosave of versions before issue 14: moved under its game's id on first read. */
const LEGACY_AUTOSAVE = 'autosave';
const AUTOSAVE = 'autosave:';
const NAMED = 'save:';
const CURRENT = 'sea-devils:current-game';

const autosaveKey = (gameId: string) => `${AUTOSAVE}${gameId}`;

export async function writeAutosave(env: SaveEnvelope): Promise<void> {
  await store.setItem(autosaveKey(env.meta.id), env);
  localStorage.setItem(CURRENT, env.meta.id);
}

/** The autosave of one game, or of the game played last on this device. */
export async function readAutosave(gameId: string | null = currentGameId()): Promise<SaveEnvelope | null> {
  await migrateLegacy();
  return gameId ? readKey(autosaveKey(gameId)) : null;
}

/** The game played last on this device (its id), if any. */
export const currentGameId = (): string | null => localStorage.getItem(CURRENT);

/** Every game's autosave, the most recent first. */
export async function listAutosaves(): Promise<SaveEnvelope[]> {
  await migrateLegacy();
  const out: SaveEnvelope[] = [];
  for (const key of await store.keys()) {
    if (!key.startsWith(AUTOSAVE)) continue;
    const env = await readKey(key);
    if (env) out.push(env);
  }
  return out.sort((a, b) => b.savedAt - a.savedAt);
}

/** Deletes one game's autosave (the player has confirmed). */
export async function deleteAutosave(gameId: string): Promise<void> {
  await store.removeItem(autosaveKey(gameId));
  if (currentGameId() === gameId) localStorage.removeItem(CURRENT);
}

/**
 * The one autosave of earlier versions becomes its game's own autosave. An entry that does not
 * read as a save stays where it is (nothing is thrown away); one already moved is not copied twice.
 */
async function migrateLegacy(): Promise<void> {
  const raw = await store.getItem(LEGACY_AUTOSAVE);
  if (raw === null) return;
  const r = SaveEnvelope.safeParse(raw);
  if (!r.success) return;
  const key = autosaveKey(r.data.meta.id);
  const there = await readKey(key);
  if (!there || there.savedAt < r.data.savedAt) await store.setItem(key, raw);
  if (!localStorage.getItem(CURRENT)) localStorage.setItem(CURRENT, r.data.meta.id);
  await store.removeItem(LEGACY_AUTOSAVE);
}

export async function writeNamed(env: SaveEnvelope): Promise<string> {
  const key = `${NAMED}${env.savedAt.toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await store.setItem(key, env);
  return key;
}

export interface SaveListing {
  key: string;
  env: SaveEnvelope;
}

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
