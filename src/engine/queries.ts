import type { GameData } from '../data/gameData';
import type { AreaId } from '../data/schema/index';
import type { GameState } from './types';
import { PACIFIC_REINFORCEMENTS } from './special';

// Small facts many rules ask about. Pure functions of data and state.

export const yearOf = (data: GameData, turn: number) => data.turns[turn - 1]!.year;

/** Adjacent areas, across the map edge too (4.12, 4.22). */
export function adjacent(data: GameData, from: AreaId): AreaId[] {
  const a = data.areas[from]!;
  return [...a.neighbours, ...a.wrap];
}

export const isAdjacent = (data: GameData, from: AreaId, to: AreaId) => adjacent(data, from).includes(to);

/** Confederate ships on the map for 10.31, each one in Europe counting half, rounded down. */
export function confederateShipsInPlay(data: GameData, s: GameState): number {
  let n = 0;
  for (const c of Object.values(s.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    n += data.areas[c.area]!.europe ? 0.5 : 1;
  }
  return Math.floor(n);
}

/** A Federal ship that costs no Deployment or Availability Points where it is now (11.2, 11.22, 11.62). */
export function isFreeShip(data: GameData, s: GameState, shipId: string): boolean {
  const ship = data.federal[shipId]!;
  const st = s.federal[shipId]!;
  if (ship.fleet === 'S') return true;
  if (PACIFIC_REINFORCEMENTS.includes(shipId)) return true;
  if (ship.fleet === 'P') return st.where === 'map' && !!st.area && data.areas[st.area]!.pacific;
  return false;
}

export const availabilityLeft = (data: GameData, s: GameState, shipId: string) =>
  data.federal[shipId]!.availability - s.federal[shipId]!.availabilityUsed;

/** Movement Allowance less one per Damage Point (8.21), halved for 11.22's voyage, floored at 0. */
export function federalAllowance(data: GameData, s: GameState, shipId: string): number {
  const st = s.federal[shipId]!;
  const base = Math.max(0, data.federal[shipId]!.movement - st.damage);
  return st.headingForPacific ? Math.floor(base / 2) : base;
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
        while (k !== from) { path.unshift(k); k = prev.get(k)!; }
        return path;
      }
      queue.push(n);
    }
  }
  return null;
}
