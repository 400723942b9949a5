import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { raidsOneArea, raidsCoastalOnly } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import { odds, type Odds } from '../common/odds';

// 5.0 Raiding: what a raid in each area is worth to one ship, on average, before any risk.
// Density sets the Raid Table column (5.11); a face-down whaling counter gives the first Sloop
// raid its own density (5.31: the raider cannot see it, so it counts the counters' average);
// Auxiliaries raid at density 1 outside C9 (5.43); gunboats and Auxiliaries only on the coast
// (5.41), except the Georgia the turn after she coals from a prize (11.53); ironclads never.

export interface RaidWorth {
  /** Mean merchant-marine points of a raid, by area index; 0 where the ship cannot raid. */
  worth: Float64Array;
  /** 5.42: only one Movement Area a turn. */
  oneArea: boolean;
}

/**
 * Worth tables by the odds (a data set and its options), then by the whaling areas still face down, then by ship type and
 * reach: ships alike share one. The face-down counters seldom change from turn to turn, so the
 * tables are kept by the set's contents (its key worked out once per set: a new one each turn,
 * asked for by every ship, so the last set's key is remembered).
 */
const cache = new WeakMap<Odds, Map<string, Map<string, Float64Array>>>();
let lastWhaling: Set<string> | null = null,
  lastWhalingKey = '';

function whalingKey(areas: Set<string>): string {
  if (areas !== lastWhaling) {
    lastWhalingKey = [...areas].sort().join(',');
    lastWhaling = areas;
  }
  return lastWhalingKey;
}

/** The answer is shared with other ships: read it, never write to it. */
export function raidWorth(data: GameData, s: PublicState, id: string, whalingAreas: Set<string>): RaidWorth {
  const g = mapGraph(data);
  const o = odds(data, s.options);
  const ship = data.confederate[id]!;
  const st = s.confederate[id]!;
  const oneArea = raidsOneArea(id, ship.type);
  const coastalOnly = raidsCoastalOnly(id, ship.type, st, s.turn);
  const none = ship.type === 'IC' || !st.canRaid;
  let byWhaling = cache.get(o);
  if (!byWhaling) {
    byWhaling = new Map();
    cache.set(o, byWhaling);
  }
  const wKey = whalingKey(whalingAreas);
  let byKind = byWhaling.get(wKey);
  if (!byKind) {
    if (byWhaling.size > 500) byWhaling.clear();
    byKind = new Map();
    byWhaling.set(wKey, byKind);
  }
  const key = none ? 'none' : `${ship.type}:${coastalOnly}`;
  const hit = byKind.get(key);
  if (hit) return { worth: hit, oneArea };
  const worth = new Float64Array(g.n);
  byKind.set(key, worth);
  if (none) return { worth, oneArea };
  for (let a = 0; a < g.n; a++) {
    const area = g.area[a]!;
    if (coastalOnly && !area.id.startsWith('C')) continue;
    if (ship.type === 'Aux') {
      if (area.density < 1) continue;
      worth[a] = o.raidMean[area.id === 'C9' ? area.density : 1]!;
      continue;
    }
    const sloop = ship.type === 'S' || ship.type === 'SS';
    worth[a] = sloop && whalingAreas.has(area.id) ? o.whalingMean : o.raidMean[area.density]!;
  }
  return { worth, oneArea };
}
