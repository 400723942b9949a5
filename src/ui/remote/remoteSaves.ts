import localforage from 'localforage';
import type { GameData } from '../../data/gameData';
import { RemoteClient, RemoteSaveSchema, type RemoteSave } from '../../remote/client';

// Remote games in this browser's storage, one entry per game id. Each holds this side's own
// secrets (its dice chain, and for the Confederate its sealed records) and nothing of the
// other side's that has not been revealed: the other player's browser keeps those.

const store = localforage.createInstance({ name: 'sea-devils', storeName: 'remote' });
/** When each game was last saved here (ms), for the list of games' "last activity". */
const touched = localforage.createInstance({ name: 'sea-devils', storeName: 'remote-touched' });
const CURRENT = 'sea-devils:remote-current';

export async function writeRemote(client: RemoteClient): Promise<void> {
  await store.setItem(client.gameId, client.toJSON());
  await touched.setItem(client.gameId, Date.now());
  localStorage.setItem(CURRENT, client.gameId);
}

export async function readRemote(data: GameData, gameId: string): Promise<RemoteClient | null> {
  const raw = await store.getItem(gameId);
  if (!raw) return null;
  try {
    return RemoteClient.fromJSON(data, raw);
  } catch {
    return null;
  }
}

/** The remote game opened last on this device, if any. */
export const currentRemoteId = (): string | null => localStorage.getItem(CURRENT);

export interface RemoteListing {
  gameId: string;
  save: RemoteSave;
  savedAt: number | null;
}

export async function listRemote(): Promise<RemoteListing[]> {
  const out: RemoteListing[] = [];
  for (const key of await store.keys()) {
    const r = RemoteSaveSchema.safeParse(await store.getItem(key));
    const t = await touched.getItem(key).catch(() => null);
    if (r.success) out.push({ gameId: key, save: r.data, savedAt: typeof t === 'number' && Number.isFinite(t) ? t : null });
  }
  return out;
}

/** Removes a game from this browser (its save; the caller removes its relay capability). */
export async function deleteRemote(gameId: string): Promise<void> {
  await store.removeItem(gameId);
  await touched.removeItem(gameId);
  if (localStorage.getItem(CURRENT) === gameId) localStorage.removeItem(CURRENT);
}

/** A save brought from another device (gameBundle.ts), already checked by its schema. */
export async function putRemoteSave(save: RemoteSave, savedAt: number | null): Promise<void> {
  await store.setItem(save.gameId, save);
  await touched.setItem(save.gameId, savedAt ?? Date.now());
}
