import type { GameData } from '../../data/gameData';
import type { GameState } from '../../engine/types';
import { availabilityLeft, federalAllowance, isFreeShip } from '../../engine/queries';
import { selectionProblem } from '../../engine/rules/selection';
import { europeTargets } from '../../engine/rules/europe';
import type { FederalParams } from '../levels';
import { mapGraph } from '../common/mapGraph';
import type { BotRandom } from '../rng';

// 10.4 Federal Ship Selection: which ships the Deployment Points buy this turn. Free ships
// (11.2, 11.22, 11.62) always; a ship holding a blockade (7.2) first, or the blockade lapses
// (10.44); then the best of each type: speed decides escapes (6.21), guns decide fights (8.11),
// and a ship already near a raider is worth more than one starting from C9 (10.43).

/** Every ship that might be selected this segment, best first. */
export function rankSelection(data: GameData, s: GameState, params: FederalParams, rng: BotRandom): string[] {
  const g = mapGraph(data);
  const raiders = Object.values(s.confederate).filter((c) => c.status === 'inPlay' && c.area).map((c) => g.index.get(c.area!)!);
  const europe = europeTargets({ s }).map((id) => g.index.get(s.confederate[id]!.area!)!);
  const out: { id: string; score: number }[] = [];
  let order = 0;
  for (const f of Object.values(s.federal)) {
    order++;
    if (f.inUse || (f.where !== 'available' && f.where !== 'map' && f.where !== 'unavailable')) continue;
    const ship = data.federal[f.id]!;
    const free = isFreeShip(data, s, f.id) || ship.fleet === 'S';
    let score: number;
    if (!params.chooseBest) score = -order + (free ? 1000 : 0);
    else {
      score = ship.movement * 1.5 + ship.gunnery + ship.defense * 0.5 + (free ? 1000 : 0);
      if (f.blockading) score += 500; // 7.2: keep the blockade standing
      if (f.where === 'map' && f.area) {
        const at = g.index.get(f.area)!;
        const reach = federalAllowance(data, s, f.id);
        if (raiders.some((r) => g.dist[at * g.n + r]! <= reach)) score += 6;
        if (europe.some((a) => g.dist[at * g.n + a]! <= reach)) score += 4;
      }
      if (f.where === 'unavailable') score -= 3;
      score += rng.float() * params.noise * 4;
    }
    out.push({ id: f.id, score });
  }
  return out.sort((a, b) => b.score - a.score).map((x) => x.id);
}

/**
 * 10.11, as the engine's selectionProblem reads it, for the whole fleet at once: the types that
 * still have a ship in the Available Pool or unselected on the map with Availability Points left
 * (none of these may come from the Unavailable Pool), and the fewest uses among each type's
 * Unavailable Pool ships (the equal-use order).
 */
function unavailablePoolRule(data: GameData, s: GameState): { blocked: Set<string>; fewest: Map<string, number> } {
  const blocked = new Set<string>();
  const fewest = new Map<string, number>();
  for (const o of Object.values(s.federal)) {
    const type = data.federal[o.id]!.type;
    if ((o.where === 'available' || (o.where === 'map' && !o.inUse)) && availabilityLeft(data, s, o.id) > 0) blocked.add(type);
    if (o.where === 'unavailable') fewest.set(type, Math.min(fewest.get(type) ?? Infinity, o.upUses));
  }
  return { blocked, fewest };
}

/** The first ship of the ranking that can be selected now (10.4, 10.41, 10.11). */
export function nextSelection(data: GameData, s: GameState, ranked: string[], used: Set<string>): string | null {
  // Worked out once per call rather than once per Unavailable Pool ship (the engine's check scans the fleet).
  let up: ReturnType<typeof unavailablePoolRule> | null = null;
  for (const id of ranked) {
    if (used.has(id)) continue;
    const f = s.federal[id]!;
    const ship = data.federal[id]!;
    const free = isFreeShip(data, s, id) || ship.fleet === 'S';
    if (!free && s.deploymentTrack[ship.type as keyof typeof s.deploymentTrack] < 1) continue;
    if (!free && f.where !== 'unavailable' && availabilityLeft(data, s, id) < 1) continue;
    // selectionProblem would refuse it (10.11): skip the fleet scan. The engine still has the last word below.
    if (f.where === 'unavailable') {
      up ??= unavailablePoolRule(data, s);
      if (up.blocked.has(ship.type) || f.upUses > up.fewest.get(ship.type)!) continue;
    }
    if (selectionProblem({ data, s }, id) === null) return id;
  }
  return null;
}
