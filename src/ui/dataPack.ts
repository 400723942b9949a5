import type { GameData } from '../data/gameData';
import { bundledRaw } from '../data/bundled';
import { loadBundledData } from '../data/bundledData';
import { excerpt } from '../data/ids';
import { DataError, formatProblem } from '../data/errors';

// "Printed values instead": a player who owns the printed game loads a data pack; it is
// validated by the same loader as the built-in data, kept in this browser, and named in every
// save, so a game is never continued with data other than the data it was played with. The
// checking loader (schemas, cross-checks, the pack's merge) loads only when a pack is used, so
// the first download of a player without one does not carry it (issue 18).

const packLoader = async () => ({ ...(await import('../data/load')), MAX_PACK_TEXT: (await import('../data/dataPack')).MAX_PACK_TEXT });

const KEY = 'sea-devils:data-pack';

interface StoredPack {
  name: string;
  file: string;
  json: unknown;
}

export interface LoadedData {
  data: GameData;
  pack: { name: string; file: string } | null;
  notice: string | null;
}

/** The game data for this browser: the stored pack on top of the built-in data, if it still loads. */
export async function loadDataWithStoredPack(): Promise<LoadedData> {
  const stored = readStored();
  if (stored) {
    try {
      const { loadGameData } = await packLoader();
      const data = loadGameData(bundledRaw(), { json: stored.json, file: stored.file });
      return { data, pack: { name: stored.name, file: stored.file }, notice: null };
    } catch (e) {
      localStorage.removeItem(KEY);
      const why = e instanceof DataError ? e.problems.map(formatProblem).join('; ') : (e as Error).message;
      return { data: loadBundledData(bundledRaw()), pack: null, notice: `The data pack "${stored.name}" no longer loads and was set aside: ${why}` };
    }
  }
  return { data: loadBundledData(bundledRaw()), pack: null, notice: null };
}

/** Checks a pack file's text; on success keeps it for this browser. Throws a message naming every problem. */
export async function installPack(fileName: string, text: string): Promise<string> {
  const { loadGameData, MAX_PACK_TEXT } = await packLoader();
  if (text.length > MAX_PACK_TEXT) throw new Error(`${excerpt(fileName)} is too large to be a data pack (${text.length} characters; at most ${MAX_PACK_TEXT})`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${fileName} is not valid JSON: ${(e as Error).message}`);
  }
  try {
    const data = loadGameData(bundledRaw(), { json, file: fileName });
    localStorage.setItem(KEY, JSON.stringify({ name: data.pack!.name, file: fileName, json } satisfies StoredPack));
    return data.pack!.name;
  } catch (e) {
    if (e instanceof DataError) throw new Error(`${fileName} was refused:\n${e.problems.map(formatProblem).join('\n')}`);
    throw e;
  }
}

export function removePack(): void {
  localStorage.removeItem(KEY);
}

function readStored(): StoredPack | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredPack) : null;
  } catch {
    return null;
  }
}

/** The data pack kept in this browser, as loaded (name, file and JSON), for the comparison's workers. */
export function storedPack(): StoredPack | null {
  return readStored();
}
