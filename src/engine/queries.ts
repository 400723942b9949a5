import type { GameData } from '../data/gameData';
import type { AreaId, FederalShip } from '../data/schema/index';
import type { FederalShipState, GameState } from './types';
import type { PublicState } from './view';
import { PACIFIC_REINFORCEMENTS } from './special';
import { NO_NEIGHBOURS, type Neighbourhood } from '../data/dataIndex';

// Small facts many rules ask about. Pure functions of data and state.

export const yearOf = (data: GameData, turn: number) => data.turns[turn - 1]!.year;

/** 11.12: this calendar year's California Steamer Escort points: allowed, used and left. */
export function csePoints(data: GameData, s: Pick<GameState, 'turn' | 'cseUsed'>): { year: string; allowed: number; used: number; left: number } {
  const year = String(yearOf(data, s.turn));
  const allowed = (data.files.cse.perYear as Record<string, number>)[year] ?? 0;
  const used = s.cseUsed[year] ?? 0;
  return { year, allowed, used, left: allowed - used };
}

/** An area's neighbours, from the data's own table (made once per data set: rules ask on every move and search). */
const neighbourhood = (data: GameData, from: AreaId): Neighbourhood => data.index.neighbours.get(from) ?? NO_NEIGHBOURS;

/** Adjacent areas, across the map edge too (4.12, 4.22). Shared: read it, do not change it. */
export const adjacent = (data: GameData, from: AreaId): readonly AreaId[] => neighbourhood(data, from).list;

/** 11.2: the adjacent areas that are Pacific areas, in the same order. Shared: read it, do not change it. */
export const pacificAdjacent = (data: GameData, from: AreaId): readonly AreaId[] => neighbourhood(data, from).pacific;

export const isAdjacent = (data: GameData, from: AreaId, to: AreaId) => neighbourhood(data, from).set.has(to);

/** Confederate ships on the map for 10.31, each one in Europe counting half, rounded down. */
export function confederateShipsInPlay(data: GameData, s: PublicState): number {
  let n = 0;
  for (const c of Object.values(s.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    n += data.areas[c.area]!.europe ? 0.5 : 1;
  }
  return Math.floor(n);
}

/** A Federal ship that costs no Deployment or Availability Points where it is now (11.2, 11.22, 11.62). */
export function isFreeShip(data: GameData, s: PublicState, shipId: string): boolean {
  return isFreeShipOf(data, shipId, data.federal[shipId]!, s.federal[shipId]!);
}

/** isFreeShip for a ship already looked up (the placement queries walk every ship). */
export function isFreeShipOf(data: GameData, shipId: string, ship: FederalShip, st: FederalShipState): boolean {
  if (ship.fleet === 'S') return true;
  if (PACIFIC_REINFORCEMENTS.includes(shipId)) return true;
  if (ship.fleet === 'P') return st.where === 'map' && !!st.area && data.areas[st.area]!.pacific;
  return false; // 11.23: any other ship pays in the Pacific as anywhere
}

export const availabilityLeft = (data: GameData, s: PublicState, shipId: string) => availabilityLeftOf(data.federal[shipId]!, s.federal[shipId]!);

/** availabilityLeft for a ship already looked up (10.42). */
export const availabilityLeftOf = (ship: FederalShip, st: FederalShipState) => ship.availability - st.availabilityUsed;

/** Movement Allowance less one per Damage Point (8.21), halved for 11.22's voyage, floored at 0. */
export function federalAllowance(data: GameData, s: PublicState, shipId: string): number {
  return federalAllowanceOf(data.federal[shipId]!, s.federal[shipId]!);
}

/** federalAllowance for a ship already looked up (a look-up by id in a fleet's table is dear, and a move asks it twice). */
export function federalAllowanceOf(ship: FederalShip, st: FederalShipState): number {
  const base = Math.max(0, ship.movement - st.damage);
  return st.headingForPacific ? Math.floor(base / 2) : base;
}

/**
 * The shortest path from `from` to the area `to` (empty if already there). Searched anew on each
 * call (a table of every area's search tree would cost the data's load about 7 ms, and a table
 * kept per data set would be state of this module): 11.22 asks it a few times a turn.
 */
export function pathToArea(data: GameData, from: AreaId, to: AreaId): readonly AreaId[] | null {
  return shortestPath(data, from, (a) => a === to);
}

/** Shortest path between two areas by breadth-first search (wraparound included). */
export function shortestPath(data: GameData, from: AreaId, goal: (id: AreaId) => boolean): AreaId[] | null {
  if (goal(from)) return [];
  const prev = new Map<AreaId, AreaId>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const n of adjacent(data, at)) {
      if (prev.has(n)) continue;
      prev.set(n, at);
      if (goal(n)) {
        const path = [n];
        let k = at;
        while (k !== from) {
          path.unshift(k);
          k = prev.get(k)!;
        }
        return path;
      }
      queue.push(n);
    }
  }
  return null;
}
