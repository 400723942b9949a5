import type { GameData } from '../../data/gameData';
import {
  type Command,
  type GameView,
  type PublicState,
  type Side,
  legalActions,
  selectableShips,
  movableShipOf,
  movableShips,
  federalNextAreas,
} from '../../engine/index';
import type { Bot } from '../bot';
import { mapGraph, movesBetween as moves } from '../common/mapGraph';

// What the Federal strategies of the gauntlet's panel (scripts/ai-gauntlet.ts) share. Each is a
// few lines of intent on top of this: it buys every ship the Deployment Points allow (10.4; the
// ships already deployed first, so that they keep their places, 10.43, then in the engine's order), declares nothing (6.3), never uses the CSE box (11.1), always searches and
// always engages (6.1, 6.13), and sails each deployed ship as far as it can towards the area its
// strategy names for it (4.11, by the engine's own next areas, so the Pacific Fleet keeps to the
// Pacific, 11.2). It reads only the Federal view: the raiders' counters where they stand (4.0).

const END: Command = { type: 'endPhase', side: 'federal' };

export abstract class FederalPanelBot implements Bot {
  abstract readonly name: string;
  /** The moves planned this Movement Phase, given one a call (4.12). */
  private plan: { turn: number; moves: { ship: string; path: string[] }[] } | null = null;

  /** Where each deployed ship that may move should make for this turn (ships left out stay). */
  protected abstract goals(data: GameData, s: PublicState, ships: readonly string[]): Map<string, string>;

  next(data: GameData, v: GameView, side: Side): Command {
    if (side !== 'federal') return { type: 'endPhase', side };
    const a = legalActions(data, v, 'federal');
    if (!a.active) return END;
    if (a.kind === 'decision') return { type: 'decide', side: 'federal', choice: federalAnswer(a.decision.options.map((o) => o.choice)) };
    if (a.kind === 'federalPlacement') {
      // Ships already on the map first: selected again they stay where they stand (10.43).
      const can = selectableShips(data, v);
      const ship = can.find((id) => v.federal[id]!.where === 'map') ?? can[0];
      return ship ? { type: 'selectShip', side: 'federal', ship } : END;
    }
    if (a.kind === 'federalMovement') {
      if (this.plan?.turn !== v.turn) {
        const ships = movableShips(v);
        const goals = this.goals(data, v, ships);
        const planned: { ship: string; path: string[] }[] = [];
        for (const id of ships) {
          const goal = v.federal[id]!.blockading ? undefined : goals.get(id); // a blockader holds (7.2)
          const path = goal ? pathTowards(data, v, id, goal) : [];
          if (path.length) planned.push({ ship: id, path });
        }
        this.plan = { turn: v.turn, moves: planned };
      }
      // A move is given only while its ship may still move (a refused command would end the game).
      while (this.plan.moves.length) {
        const m = this.plan.moves.shift()!;
        if (movableShipOf(data, v, m.ship)) return { type: 'moveShip', side: 'federal', ship: m.ship, path: m.path };
      }
    }
    return END;
  }
}

/** 6.1: always search; 6.13: always engage; otherwise the first option (4.51's damage and the rest). */
export function federalAnswer(options: readonly string[]): string {
  if (options.includes('search')) return 'search';
  if (options.includes('engage')) return 'engage';
  return options[0]!;
}

/**
 * 4.11: the path, within the ship's Movement Points left, to the reachable area nearest `goal`
 * (fewest moves on the map, then the shortest path): empty when it is as near as it can get.
 */
export function pathTowards(data: GameData, s: PublicState, ship: string, goal: string): string[] {
  const f = movableShipOf(data, s, ship);
  const g = mapGraph(data);
  const to = g.index.get(goal);
  if (!f || to === undefined) return [];
  const dist = (a: string) => g.dist[g.index.get(a)! * g.n + to]!;
  const prev = new Map<string, string>([[f.area, '']]);
  let frontier = [f.area];
  let best = f.area;
  for (let step = 1; step <= f.left && frontier.length; step++) {
    const next: string[] = [];
    for (const a of frontier)
      for (const b of federalNextAreas(data, s, ship, a)) {
        if (prev.has(b)) continue;
        prev.set(b, a);
        next.push(b);
        if (dist(b) < dist(best)) best = b;
      }
    frontier = next;
  }
  const path: string[] = [];
  for (let at = best; at !== f.area; at = prev.get(at)!) path.unshift(at);
  return path;
}

/**
 * The stations: the richest areas (shipping density, 5.11), one deployed ship on each. A ship
 * already on one of the STATIONS richest areas keeps it; each other ship, in the engine's order, takes the nearest free
 * station among the richest it may sail to (a Pacific Fleet ship: the Pacific's, 11.2).
 */
const STATIONS = 30;

/** The areas by shipping density, richest first (the map's order among equals). */
const richest = new WeakMap<GameData, string[]>();
function richAreas(data: GameData): string[] {
  let r = richest.get(data);
  if (!r) richest.set(data, (r = [...mapGraph(data).ids].sort((a, b) => data.areas[b]!.density - data.areas[a]!.density)));
  return r;
}

export function stations(data: GameData, s: PublicState, ships: readonly string[], ranked: readonly string[] = richAreas(data)): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<string>();
  const rank = new Map(ranked.map((a, i) => [a, i]));
  for (const id of ships) {
    const at = s.federal[id]!.area!;
    if ((rank.get(at) ?? STATIONS) < STATIONS && !taken.has(at)) {
      out.set(id, at);
      taken.add(at);
    }
  }
  for (const id of ships) {
    if (out.has(id)) continue;
    const at = s.federal[id]!.area!;
    const pacific = data.federal[id]!.fleet === 'P' && data.areas[at]!.pacific;
    const open = ranked.filter((a) => !taken.has(a) && (!pacific || data.areas[a]!.pacific)).slice(0, 8);
    if (!open.length) continue;
    const station = open.reduce((b, a) => (moves(data, at, a) < moves(data, at, b) ? a : b));
    out.set(id, station);
    taken.add(station);
  }
  return out;
}
