import type { GameData } from '../data/gameData';
import type { MapViewApi } from './map/MapView';
import { WorldMap } from './map/WorldMap';

// Where the game screen gets its map: the PixiJS world map, fed the validated map file. The
// map's inspect() is published as window.__seaDevilsGameMap for the browser tests (positions
// on screen only, never any game state).

export function createMap(data: GameData): MapViewApi {
  // 110m land: the 50m outlines alone (179 KB gzipped) would take the game past its 400 KB budget.
  // The modified Robinson (projection.ts): the endless scroll meets along a straight seam.
  const map = new WorldMap({ map: data.files.map, land: '110m', projection: 'modified-robinson' });
  (window as unknown as Record<string, unknown>).__seaDevilsGameMap = { inspect: () => map.inspect() };
  return map;
}
