import type { GameData } from '../data/gameData';
import type { MapViewApi } from './map/MapView';
import { WorldMap } from './map/WorldMap';
import { installFonts } from './map/fonts';
import { chooseRenderer } from './map/renderer';

// Where the game screen gets its map: the PixiJS world map, fed the validated map file. The
// map's inspect() is published as window.__seaDevilsGameMap for the browser tests (positions
// on screen only, never any game state).

/**
 * What the first map costs that does not depend on the map itself, done while the player reads
 * the start screen (issue 18): the glyph atlases of the map's fonts (about 0.1 s), the renderer
 * probes, and the coarse land's download.
 */
export async function warmUpMap(): Promise<void> {
  await document.fonts?.ready;
  installFonts();
  chooseRenderer('auto');
  await import('world-atlas/land-110m.json');
}

function createMap(data: GameData): MapViewApi {
  // Land 'auto': the 110m outlines at first; the 50m ones (179 KB gzipped) only once the player
  // zooms in, so they are no part of the first download.
  // The modified Robinson (projection.ts): the endless scroll meets along a straight seam.
  const map = new WorldMap({ map: data.files.map, land: 'auto', projection: 'modified-robinson' });
  // The hook names the newest map still alive: the replay's while it is open, the game's again once it closes.
  live.push(map);
  const destroy = map.destroy.bind(map);
  map.destroy = () => {
    live.splice(live.indexOf(map), 1);
    destroy();
  };
  (window as unknown as Record<string, unknown>).__seaDevilsGameMap = { inspect: () => (live[live.length - 1] ?? map).inspect() };
  return map;
}

/** A new map mounted in `host`; null, the map destroyed, if the screen it was for closed while it loaded. */
export async function mountMap(data: GameData, host: HTMLElement, closed: () => boolean): Promise<MapViewApi | null> {
  const map = createMap(data);
  await map.mount(host);
  if (!closed()) return map;
  map.destroy();
  return null;
}

/** The maps made here and not destroyed yet, oldest first. */
const live: WorldMap[] = [];
