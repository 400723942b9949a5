import type { GameData } from '../../data/gameData';
import type { PortNation } from '../../data/schema/index';
import type { PublicState } from '../../engine/index';
import { portUsable, DENIABLE_COAL } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';

// 11.5 Coaling: a raider at sea must pass through areas with usable coal ports (9.3) as often as
// its counter says, or its raids that turn are void and it cannot raid again until refitted
// (11.52). 9.38: a Federal ship that stays the whole Federal Movement Phase off a Chilean,
// Peruvian or Colombian coal port denies that country's coal; the raider cannot know whether it
// will stay, so any of those countries with a deployed Federal ship off its ports is not counted.

export function threatenedCountries(data: GameData, s: PublicState): Set<PortNation> {
  const out = new Set<PortNation>();
  for (const f of Object.values(s.federal)) {
    if (f.where !== 'map' || !f.inUse || !f.area || f.blockading) continue;
    for (const p of data.areas[f.area]!.ports) if (DENIABLE_COAL.includes(p.nation)) out.add(p.nation);
  }
  return out;
}

const memo = new WeakMap<GameData, Map<string, Uint8Array>>();

/**
 * Coal ports the ship can count in each area without entering a port (CSA ports need entering,
 * 11.51). Shared between calls: read it, never write to it. The engine's verdict on a non-CSA
 * port for coal (portUsable) reads only whether the ship is commissioned (9.37), the CPL tracks
 * (9.31, 9.34, 9.35) and the countries denied this turn (9.38), so tables are kept across turns
 * by those; a new reading in portUsable must be added to the key.
 */
export function coalByArea(data: GameData, s: PublicState, id: string, denied: Set<PortNation>): Uint8Array {
  let byKey = memo.get(data);
  if (!byKey) {
    byKey = new Map();
    memo.set(data, byKey);
  }
  const commissioned = s.confederate[id]?.commissioned ?? true;
  const key = `${commissioned}|${s.cpl.E}|${s.cpl.F}|${s.cpl.W}|${s.deniedCountries.join(',')}|${[...denied].join(',')}`;
  let out = byKey.get(key);
  if (!out) {
    if (byKey.size > 1000) byKey.clear();
    out = countCoal(data, s, id, denied);
    byKey.set(key, out);
  }
  return out;
}

function countCoal(data: GameData, s: PublicState, id: string, denied: Set<PortNation>): Uint8Array {
  const g = mapGraph(data);
  const out = new Uint8Array(g.n);
  for (let a = 0; a < g.n; a++) {
    const area = g.area[a]!;
    // The usable ports (9.3) that count without entering: only those need the engine's verdict.
    let k = 0;
    for (const p of area.ports) if (p.nation !== 'CSA' && !denied.has(p.nation) && portUsable(data, s, area, p, 'coal', id).ok) k++;
    out[a] = k;
  }
  return out;
}
