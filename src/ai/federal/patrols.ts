import type { GameData } from '../../data/gameData';
import type { GameState } from '../../engine/types';
import type { Command } from '../../engine/commands';
import { federalAllowance, yearOf } from '../../engine/queries';
import { PACIFIC_REINFORCEMENTS } from '../../engine/special';
import type { FederalParams } from '../levels';
import { mapGraph, type MapGraph } from '../common/mapGraph';
import { escapeChance, odds, raiderWins } from '../common/odds';
import type { BotRandom } from '../rng';
import { forecastRaiders, plannedForecast, type RaiderForecast } from './forecast';
import { stonewallHunt } from './stonewallHunt';

// 3.0 phase 3, the Federal Movement Phase: where each deployed ship ends its move. In order:
// the ships declared against raiders in Europe sail to them (6.3) and blockaders stay put (7.2);
// a squadron goes for the Stonewall if it can beat her (11.61); Pacific Fleet ships sit off the
// Chilean, Peruvian and Colombian coal ports (9.38); an escort joins the California steamers
// (11.1); some ships guard the East Coast (6.4's sensitive area); every other ship searches where
// the raiders are most likely to pass (6.1), one stack per area, since a second searching stack
// adds nothing to the Search Table and a third doubles it.

const DIPLOMACY = ['Chile', 'Peru', 'COL'] as const;
/** A raider's chance of entering an area below which a search there is not worth weighing. */
const LIKELY = 0.005;
/** exp(-d / 4) by distance in moves: how a raider's nearness pulls the searchers. */
const DECAY = Float64Array.from({ length: 256 }, (_, d) => Math.exp(-d / 4));

/** Shortest path by breadth-first search through allowed areas, or null. */
function pathTo(g: MapGraph, from: number, to: number, allowed: (a: number) => boolean): string[] | null {
  if (from === to) return [];
  const prev = new Int32Array(g.n).fill(-1);
  prev[from] = from;
  const queue = [from];
  for (let h = 0; h < queue.length; h++) {
    const a = queue[h]!;
    for (const b of g.next[a]!) {
      if (prev[b] !== -1 || !allowed(b)) continue;
      prev[b] = a;
      if (b === to) {
        const path: string[] = [];
        for (let x = b; x !== from; x = prev[x]!) path.push(g.ids[x]!);
        return path.reverse();
      }
      queue.push(b);
    }
  }
  return null;
}

/** Search Table chance for k separate stacks, smoothed so that every stack counts a little (6.11). */
function stackWorth(k: number, spot: number[]): number {
  if (k <= 0) return 0;
  if (k === 2) return (spot[1]! + spot[3]!) / 2;
  return spot[Math.min(k, 4)]! + Math.max(0, k - 4) * 0.02;
}

export function movementPlan(data: GameData, s: GameState, params: FederalParams, rng: BotRandom): Command[] {
  const g = mapGraph(data);
  const o = odds(data);
  const cmds: Command[] = [];
  const moves: Command[] = [];
  const after: Command[] = [];
  const mine = Object.values(s.federal).filter((f) => f.where === 'map' && f.inUse && f.area && !f.headingForPacific);
  const free = new Set(mine.map((f) => f.id));
  const stacks = new Int32Array(g.n);
  // 11.2, 11.21: a Pacific Fleet ship outside the Pacific would pay again to move there: it stays.
  for (const f of mine) {
    if (data.federal[f.id]!.fleet === 'P' && !PACIFIC_REINFORCEMENTS.includes(f.id) && !data.areas[f.area!]!.pacific) { free.delete(f.id); stacks[g.index.get(f.area!)!]! += 1; }
  }
  const inPacific = (a: number) => g.area[a]!.pacific;
  const pacificBound = (id: string) => data.federal[id]!.fleet === 'P' && inPacific(g.index.get(s.federal[id]!.area!)!);
  const go = (id: string, target: number): boolean => {
    const f = s.federal[id]!;
    const from = g.index.get(f.area!)!;
    const bound = pacificBound(id);
    const path = pathTo(g, from, target, (a) => !bound || inPacific(a));
    if (!path || path.length > federalAllowance(data, s, id) - f.movementUsed) return false;
    if (path.length) moves.push({ type: 'moveShip', side: 'federal', ship: id, path });
    free.delete(id);
    stacks[target]! += 1;
    return true;
  };

  // 6.3 and 7.2: declared ships go to their quarry; blockaders hold.
  for (const d of s.europeDeclarations) {
    const c = s.confederate[d.target]!;
    if (free.has(d.ship) && c.area) go(d.ship, g.index.get(c.area)!);
  }
  for (const f of mine) if (f.blockading && free.has(f.id)) free.delete(f.id);

  // 11.61: the Stonewall, in the open.
  const forbidden = new Uint8Array(g.n);
  const hunt = stonewallHunt(data, s, params, [...free]);
  if (hunt) {
    if (hunt.ships.length) {
      for (const id of hunt.ships) go(id, hunt.area);
      if (hunt.ships.length > 1) after.push({ type: 'formSquadron', side: 'federal', ships: hunt.ships });
    } else forbidden[hunt.area] = 1; // too strong for us: keep clear of her
  }

  const forecast: RaiderForecast[] = params.predict > 0 ? plannedForecast(data, s, rng, params.predict) : forecastRaiders(data, s);

  // 9.38: gunboat diplomacy, by Pacific Fleet ships already on station (they must not move).
  if (params.gunboatDiplomacy) {
    for (const nation of DIPLOMACY) {
      const areas = g.area.flatMap((ar, i) => (ar.pacific && ar.ports.some((p) => p.nation === nation) ? [i] : []));
      if (!areas.length) continue;
      const sitting = [...free].find((id) => data.federal[id]!.fleet === 'P' && areas.includes(g.index.get(s.federal[id]!.area!)!));
      if (sitting) { free.delete(sitting); stacks[g.index.get(s.federal[sitting]!.area!)!]! += 1; continue; }
      // Otherwise send the nearest Pacific Fleet ship to be on station next turn.
      const cands = [...free].filter((id) => data.federal[id]!.fleet === 'P' && pacificBound(id));
      let pick: { id: string; to: number; d: number } | null = null;
      for (const id of cands) {
        const at = g.index.get(s.federal[id]!.area!)!;
        for (const a of areas) { const d = g.dist[at * g.n + a]!; if (!pick || d < pick.d) pick = { id, to: a, d }; }
      }
      if (pick && pick.d <= federalAllowance(data, s, pick.id)) go(pick.id, pick.to);
    }
  }

  // 11.1: an escort for the California steamers when a raider could reach C9, C14 or C16.
  const year = String(yearOf(data, s.turn));
  const cseLeft = ((data.files.cse.perYear as Record<string, number>)[year] ?? 0) - (s.cseUsed[year] ?? 0);
  if (params.useCse && cseLeft > 0) {
    const cseAreas = g.area.flatMap((ar, i) => (ar.cse ? [i] : []));
    const threat = forecast.reduce((n, r) => n + cseAreas.reduce((m, a) => m + r.enter[a]!, 0), 0);
    if (threat > 0.2) {
      const escort = [...free].filter((id) => !pacificBound(id)).sort((a, b) => data.federal[a]!.movement - data.federal[b]!.movement)[0];
      if (escort) { after.push({ type: 'enterCse', side: 'federal', ship: escort }); free.delete(escort); for (const a of cseAreas) stacks[a]! += 1; }
    }
  }

  // The East Coast (C9): the politically sensitive area (6.4) keeps its guard.
  const c9 = g.index.get('C9')!;
  const guards = [...free].filter((id) => !pacificBound(id))
    .sort((a, b) => g.dist[g.index.get(s.federal[a]!.area!)! * g.n + c9]! - g.dist[g.index.get(s.federal[b]!.area!)! * g.n + c9]!);
  for (const id of guards.slice(0, Math.max(0, params.eastCoastGuard - stacks[c9]!))) go(id, c9);

  // 7.24: more ships on a standing blockade in a neutral port.
  if (params.joinBlockaders > 0) {
    for (const c of Object.values(s.confederate)) {
      if (c.status !== 'inPlay' || !c.area || c.blockadedBy.length === 0) continue;
      const at = g.index.get(c.area)!;
      const joiners = [...free].filter((id) => !pacificBound(id) || inPacific(at))
        .filter((id) => g.dist[g.index.get(s.federal[id]!.area!)! * g.n + at]! <= federalAllowance(data, s, id))
        .sort((a, b) => data.federal[b]!.movement - data.federal[a]!.movement)
        .slice(0, Math.max(0, Math.min(params.joinBlockaders, params.europeBlockaders - c.blockadedBy.length)));
      for (const id of joiners) if (go(id, at)) after.push({ type: 'joinBlockade', side: 'federal', ship: id, target: c.id });
    }
  }

  // 6.1: search where the raiders are likely to pass.
  const raiderAt = forecast.map((r) => g.index.get(s.confederate[r.id]!.area!)!);
  const nearTerm = new Float64Array(g.n);
  // Each raider's likely areas, as a short list: the loop over ships below reads only these.
  const inAny = new Uint8Array(g.n);
  const enters: { a: Int32Array; e: Float64Array }[] = forecast.map((r) => {
    const as: number[] = [];
    for (let a = 0; a < g.n; a++) if (r.enter[a]! >= LIKELY) { as.push(a); inAny[a] = 1; }
    return { a: Int32Array.from(as), e: Float64Array.from(as, (a) => r.enter[a]!) };
  });
  const likely: number[] = [];
  for (let a = 0; a < g.n; a++) {
    for (let i = 0; i < forecast.length; i++) nearTerm[a] = nearTerm[a]! + 0.02 * DECAY[g.dist[a * g.n + raiderAt[i]!]!]!;
    if (inAny[a]) likely.push(a);
  }
  const value = new Float64Array(g.n);
  const dks = new Float64Array(g.n);
  const d9 = new Float64Array(g.n);
  for (let a = 0; a < g.n; a++) d9[a] = g.dist[a * g.n + c9]! <= 2 ? g.area[a]!.density : 0;
  const order = [...free].sort((a, b) => (data.federal[b]!.movement + data.federal[b]!.gunnery) - (data.federal[a]!.movement + data.federal[a]!.gunnery));
  for (const id of order) {
    const f = s.federal[id]!;
    const ship = data.federal[id]!;
    const at = g.index.get(f.area!)!;
    const reach = federalAllowance(data, s, id) - f.movementUsed;
    const bound = pacificBound(id);
    const speed = ship.movement - f.damage;
    // What this ship is worth against each raider if it spots it.
    const catchValue = forecast.map((r) => r.vp * (1 - (r.gunnery > 0 ? escapeChance(o, r.speed - speed) : 0)) * (1 - raiderWins(o, r.gunnery, r.hits, ship.gunnery, ship.defense - f.damage)));
    let best = at, bestValue = -1;
    const options: { a: number; v: number }[] = [];
    const consider = (a: number, v: number) => {
      v *= 1 + params.noise * (2 * rng.float() - 1);
      if (params.mixed) options.push({ a, v });
      if (v > bestValue) { bestValue = v; best = a; }
    };
    const ok = (a: number) => g.dist[at * g.n + a]! <= reach && !forbidden[a] && (!bound || inPacific(a));
    if (params.hunt) {
      // Worth of one more search in each likely area: what it may catch and what it protects,
      // summed raider by raider (in forecast order, so the sums are the same to the last bit).
      for (const a of likely) { value[a] = nearTerm[a]!; dks[a] = stackWorth(stacks[a]! + 1, o.spot) - stackWorth(stacks[a]!, o.spot); }
      for (let i = 0; i < forecast.length; i++) {
        const { a: as, e: es } = enters[i]!;
        const c = catchValue[i]!, raid = forecast[i]!.raid;
        for (let j = 0; j < as.length; j++) { const a = as[j]!; value[a] = value[a]! + es[j]! * dks[a]! * (c + raid[a]!); }
      }
      for (const a of likely) if (ok(a)) consider(a, value[a]!);
      if (bestValue < 0.01) {
        // Nothing to search for within reach: close in on the raiders for next turn.
        for (let a = 0; a < g.n; a++) if (ok(a)) consider(a, nearTerm[a]!);
      }
    } else {
      // Coastal defence: the East Coast and the nearby sea lanes.
      for (let a = 0; a < g.n; a++) if (d9[a]! > 0 && ok(a)) consider(a, d9[a]! / (1 + stacks[a]!));
    }
    if (params.mixed && bestValue > 0) {
      // A mixed strategy: any station nearly as good as the best, drawn by its worth, so that a
      // raider cannot read the patrols from the Federal's own reasoning.
      const near = options.filter((x) => x.v >= params.mixed * bestValue);
      const total = near.reduce((n, x) => n + x.v * x.v, 0);
      let r = rng.float() * total;
      for (const x of near) { r -= x.v * x.v; if (r <= 0) { best = x.a; break; } }
    }
    if (!go(id, best)) go(id, at);
  }
  cmds.push(...moves, ...after);
  return cmds;
}
