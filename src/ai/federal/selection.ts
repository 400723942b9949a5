import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { federalAllowance, isFreeShip, selectionProblem, unavailablePoolRule, europeTargets } from '../../engine/rules/index';
import type { FederalParams } from '../levels';
import { mapGraph } from '../common/mapGraph';
import type { BotRandom } from '../rng';
import { mapPacked } from '../../lib/packed';

// 10.4 Federal Ship Selection: which ships the Deployment Points buy this turn. Free ships
// (11.2, 11.22, 11.62) always; a ship holding a blockade (7.2) first, or the blockade lapses
// (10.44); then the best of each type: speed decides escapes (6.21), guns decide fights (8.11),
// and a ship already near a raider is worth more than one starting from C9 (10.43).

/**
 * A ship of the ranking, with the facts that hold through the segment: selecting a ship changes
 * only that ship's counter and the Deployment Track (10.42), so whether another ship is free
 * (11.2, 11.22, 11.62) stays as it was when the ranking was made.
 */
export interface Candidate {
  id: string;
  ship: GameData['federal'][string];
  free: boolean;
  /** Selected this segment, or out of the question for the rest of it (see nextSelection). */
  taken: boolean;
}

/** Every ship that might be selected this segment, best first. */
export function rankSelection(data: GameData, s: PublicState, params: FederalParams, rng: BotRandom): Candidate[] {
  const g = mapGraph(data);
  const raiders: number[] = [];
  for (const c of Object.values(s.confederate)) if (c.status === 'inPlay' && c.area) raiders.push(g.index.get(c.area)!);
  const europe = mapPacked(europeTargets({ s }), (id) => g.index.get(s.confederate[id]!.area!)!);
  // The ranking, best first, kept in order as it grows: equal scores keep the fleet's order.
  const ids: Candidate[] = [],
    scores: number[] = [];
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
    const c: Candidate = { id: f.id, ship, free, taken: false };
    let i = ids.length;
    ids.push(c);
    scores.push(score);
    for (; i > 0 && scores[i - 1]! < score; i--) {
      ids[i] = ids[i - 1]!;
      scores[i] = scores[i - 1]!;
    }
    ids[i] = c;
    scores[i] = score;
  }
  return ids;
}

/** The first ship of the ranking that can be selected now (10.4, 10.41, 10.11), marked taken; or null. */
export function nextSelection(data: GameData, s: PublicState, ranked: Candidate[]): string | null {
  // 10.11 worked out once per type and call, not once per Unavailable Pool ship as selectionProblem does for each ship it is asked about.
  const up = new Map<string, { blocked: boolean; fewest: number }>();
  for (const c of ranked) {
    if (c.taken) continue;
    const { id, ship } = c;
    const f = s.federal[id]!;
    // A ship that costs points needs a point of its type (10.42) and, unless from the Unavailable
    // Pool (10.11), an Availability Point (availabilityLeft, read off the ship in hand).
    const short =
      s.deploymentTrack[ship.type as keyof typeof s.deploymentTrack] < 1 || (f.where !== 'unavailable' && ship.availability - f.availabilityUsed < 1);
    // Points only run down within the segment (10.42) and its Availability Points do not come
    // back: a ship short now stays short, so it is not looked at again.
    if (short && !c.free) {
      c.taken = true;
      continue;
    }
    if (f.where === 'unavailable') {
      // selectionProblem would refuse it by the same rule (10.11): not asked. The engine still has the last word below.
      let rule = up.get(ship.type);
      if (!rule) up.set(ship.type, (rule = unavailablePoolRule(data, s, ship.type)));
      if (rule.blocked || f.upUses > rule.fewest) continue;
    }
    if (selectionProblem({ data, s }, id) === null) {
      c.taken = true;
      return id;
    }
  }
  return null;
}
