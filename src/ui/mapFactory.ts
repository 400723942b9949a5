import type { GameData } from '../data/gameData';
import type { MapViewApi } from './map/MapView';
import { WorldMap } from './map/WorldMap';

// Where the game screen gets its map: the PixiJS world map, fed the validated map file. The
// map's inspect() is published as window.__seaDevilsGameMap for the browser tests (positions
// on screen only, never any game state).

export function createMap(data: GameData): MapViewApi {
  // Land 'auto': the 110m outlines at first; the 50m ones (179 KB gzipped) only once the player
  // zooms in, so they are no part of the first download.
  // The modified Robinson (projection.ts): the endless scroll meets along a straight seam.
  const map = new WorldMap({ map: data.files.map, land: 'auto', projection: 'modified-robinson' });
  (window as unknown as Record<string, unknown>).__seaDevilsGameMap = { inspect: () => map.inspect() };
  return map;
}
