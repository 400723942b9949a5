import type { GameData } from '../../data/gameData';
import type { FederalShipState, PublicState, Command } from '../../engine/index';
import { csePoints, federalAllowance, PACIFIC_REINFORCEMENTS, DENIABLE_COAL } from '../../engine/rules/index';
import type { FederalParams } from '../levels';
import { mapGraph, type MapGraph } from '../common/mapGraph';
import { escapeChance, odds, raiderWins, type Odds } from '../common/odds';
import type { BotRandom } from '../rng';
import { forecastRaiders, type RaiderForecast } from '../models/raiderForecast';
import type { RaiderRoutes, RouteOption } from '../models/foresight';
import { raiderPlot, type PlotRoutes } from '../models/raiderPlot';
import { plannedForecast } from './plannedForecast';
import { stonewallHunt } from './stonewallHunt';
import { mapPacked } from '../../lib/packed';

// 3.0 phase 3, the Federal Movement Phase: where each deployed ship ends its move. In order:
// the ships declared against raiders in Europe sail to them (6.3) and blockaders stay put (7.2);
// a squadron goes for the Stonewall if it can beat her (11.61); Pacific Fleet ships sit off the
// Chilean, Peruvian and Colombian coal ports (9.38); an escort joins the California steamers
// (11.1); some ships guard the East Coast (6.4's sensitive area); every other ship searches where
// the raiders are most likely to pass (6.1), one stack per area, since a second searching stack
// adds nothing to the Search Table and a third doubles it.

/** A raider's chance of entering an area below which a search there is not worth weighing. */
const LIKELY = 0.005;
/** exp(-d / 4) by distance in moves: how a raider's nearness pulls the searchers. */
const DECAY = Float64Array.from({ length: 256 }, (_, d) => Math.exp(-d / 4));

/** What the planner reads of the map, worked out once per data set. */
interface PatrolMap {
  g: MapGraph;
  /** 1 for a Pacific area (11.2). */
  pacific: Uint8Array;
  /** 9.38: the Pacific areas with a coal port of each nation, and the same as a membership mask. */
  diplomacy: { areas: number[]; member: Uint8Array }[];
  /** 11.1: C9, C14, C16. */
  cseAreas: number[];
  c9: number;
  /** The coastal-defence worth of each area: its density within two moves of C9, else 0. */
  d9: Float64Array;
  /** What one more stack adds in an area that has k (6.11), by k. */
  gain: Float64Array;
  /** Breadth-first search trees by source area, anywhere and in the Pacific only (see searchTree). */
  trees: Int32Array[];
  pacificTrees: Int32Array[];
  /** Scratch for the search below, reused call after call (the planner never runs inside itself). */
  nearTerm: Float64Array;
  /** 1 where nearTerm has been worked out this call (it is worked out only where it is read). */
  nearDone: Uint8Array;
  /** Each area's likely raiders, in forecast order: entries start[a] to start[a + 1] of raider, enter, take. */
  start: Int32Array;
  raider: Int32Array;
  enter: Float64Array;
  take: Float64Array;
  /** The areas with at least one likely raider, ascending (the search below weighs only these). */
  likely: Int32Array;
  forbidden: Uint8Array;
  stacks: Int32Array;
  /** The stations weighed for one ship and their worth (a mixed strategy draws among them): at most every area twice. */
  optA: Int32Array;
  optV: Float64Array;
  /** The forecast's chance-of-entering arrays, one per raider. */
  enterPool: Float64Array[];
  busy: boolean;
}

/** By the odds (a data set and its options: the gains read the spotting chances). */
const maps = new WeakMap<Odds, PatrolMap>();

function patrolMap(data: GameData, o: Odds): PatrolMap {
  const hit = maps.get(o);
  if (hit) return hit;
  const g = mapGraph(data);
  const n = g.n;
  const pacific = Uint8Array.from(g.area, (ar) => (ar.pacific ? 1 : 0));
  const diplomacy = DENIABLE_COAL.map((nation) => {
    const areas = g.area.flatMap((ar, i) => (ar.pacific && ar.ports.some((p) => p.nation === nation) ? [i] : []));
    const member = new Uint8Array(n);
    for (const a of areas) member[a] = 1;
    return { areas, member };
  });
  const c9 = g.index.get('C9')!;
  const d9 = new Float64Array(n);
  for (let a = 0; a < n; a++) d9[a] = g.dist[a * n + c9]! <= 2 ? g.area[a]!.density : 0;
  const spot = o.spot;
  const gain = Float64Array.from({ length: GAINS }, (_, k) => stackWorth(k + 1, spot) - stackWorth(k, spot));
  const m: PatrolMap = {
    g,
    pacific,
    diplomacy,
    cseAreas: g.area.flatMap((ar, i) => (ar.cse ? [i] : [])),
    c9,
    d9,
    gain,
    trees: [],
    pacificTrees: [],
    ...scratch(data, n),
    busy: false,
  };
  maps.set(o, m);
  return m;
}

/** The scratch arrays of one planner at a time. */
function scratch(data: GameData, n: number) {
  const most = n * Math.max(1, Object.keys(data.confederate).length);
  return {
    nearTerm: new Float64Array(n),
    nearDone: new Uint8Array(n),
    start: new Int32Array(n + 1),
    likely: new Int32Array(n),
    raider: new Int32Array(most),
    enter: new Float64Array(most),
    take: new Float64Array(most),
    forbidden: new Uint8Array(n),
    stacks: new Int32Array(n),
    optA: new Int32Array(2 * n),
    optV: new Float64Array(2 * n),
    enterPool: [] as Float64Array[],
  };
}

/** A deployed ship as the planner sees it: its fixed facts for this phase, and whether it is still to be given a station. */
interface Mover {
  id: string;
  f: FederalShipState;
  ship: GameData['federal'][string];
  at: number;
  /** Movement Allowance (8.21, 11.22). */
  allowance: number;
  /** Movement Points left this phase. */
  reach: number;
  /** A Pacific Fleet ship in the Pacific stays there (11.2). */
  bound: boolean;
  free: boolean;
}

/**
 * The breadth-first search tree from an area (through Pacific areas only when bound): each
 * area's predecessor on the way from it, -1 where it cannot go. Built once per area and mode,
 * since the map never changes; a search stopped at its goal would have set the same links.
 */
function searchTree(m: PatrolMap, from: number, bound: boolean): Int32Array {
  const trees = bound ? m.pacificTrees : m.trees;
  const hit = trees[from];
  if (hit) return hit;
  const { g, pacific } = m;
  const prev = new Int32Array(g.n).fill(-1);
  prev[from] = from;
  const queue = [from];
  for (let h = 0; h < queue.length; h++) {
    for (const b of g.next[queue[h]!]!) {
      if (prev[b] !== -1 || (bound && !pacific[b])) continue;
      prev[b] = queue[h]!;
      queue.push(b);
    }
  }
  trees[from] = prev;
  return prev;
}

/** Shortest path by breadth-first search, through Pacific areas only when bound; or null. */
function pathTo(m: PatrolMap, from: number, to: number, bound: boolean): string[] | null {
  if (from === to) return [];
  const prev = searchTree(m, from, bound);
  if (prev[to] === -1) return null;
  const path: string[] = [];
  for (let x = to; x !== from; x = prev[x]!) path.push(m.g.ids[x]!);
  return path.reverse();
}

/** Search Table chance for k separate stacks, smoothed so that every stack counts a little (6.11). */
function stackWorth(k: number, spot: number[]): number {
  if (k <= 0) return 0;
  if (k === 2) return (spot[1]! + spot[3]!) / 2;
  return spot[Math.min(k, 4)]! + Math.max(0, k - 4) * 0.02;
}

/** Stacks in one area for which the gain of one more is tabled (more than any fleet has ships). */
const GAINS = 128;

/**
 * The movement of every deployed ship; `routes` is the raiders' planner, for a level that
 * forecasts by it (params.predict). `observe`, if given, is shown the forecast the searches were
 * placed by (its tables are the planner's, valid until its next call).
 */
export function movementPlan(
  data: GameData,
  s: PublicState,
  params: FederalParams,
  rng: BotRandom,
  routes: RaiderRoutes,
  observe?: (forecast: readonly RaiderForecast[]) => void,
): Command[] {
  const m = patrolMap(data, odds(data, s.options));
  // The scratch arrays belong to one call at a time; a nested call (none today) gets its own.
  if (m.busy) return planWith({ ...m, ...scratch(data, m.g.n) }, data, s, params, rng, routes, observe);
  m.busy = true;
  try {
    return planWith(m, data, s, params, rng, routes, observe);
  } finally {
    m.busy = false;
  }
}

function planWith(
  m: PatrolMap,
  data: GameData,
  s: PublicState,
  params: FederalParams,
  rng: BotRandom,
  routes: RaiderRoutes,
  observe?: (forecast: readonly RaiderForecast[]) => void,
): Command[] {
  const { g, pacific, c9 } = m;
  const n = g.n;
  const o = odds(data, s.options);
  const moves: Command[] = [];
  const after: Command[] = [];
  const mine: Mover[] = [];
  const byId = new Map<string, Mover>();
  const stacks = m.stacks;
  stacks.fill(0);
  for (const f of Object.values(s.federal)) {
    if (f.where !== 'map' || !f.inUse || !f.area || f.headingForPacific) continue;
    const ship = data.federal[f.id]!;
    const at = g.index.get(f.area)!;
    const allowance = federalAllowance(data, s, f.id);
    const me: Mover = { id: f.id, f, ship, at, allowance, reach: allowance - f.movementUsed, bound: ship.fleet === 'P' && pacific[at] === 1, free: true };
    mine.push(me);
    byId.set(f.id, me);
  }
  // The ships still to be placed, in the order of the state's ship list.
  const free = () => mine.filter((x) => x.free);
  // 11.2, 11.21: a Pacific Fleet ship outside the Pacific would pay again to move there: it stays.
  // Written without a branch: a store that runs for the first time after the browser has compiled
  // this function throws its optimised code away (a second compile of about a second, issue 47).
  for (const x of mine) {
    const stays = x.ship.fleet === 'P' && !PACIFIC_REINFORCEMENTS.includes(x.id) && !pacific[x.at];
    x.free = !stays;
    stacks[x.at]! += stays ? 1 : 0;
  }
  const go = (x: Mover, target: number): boolean => {
    // No path can be shorter than the distance: skip the search when even that is too far.
    if (g.dist[x.at * n + target]! > x.reach) return false;
    const path = pathTo(m, x.at, target, x.bound);
    if (!path || path.length > x.reach) return false;
    if (path.length) moves.push({ type: 'moveShip', side: 'federal', ship: x.id, path });
    x.free = false;
    stacks[target]! += 1;
    return true;
  };

  // 6.3 and 7.2: declared ships go to their quarry; blockaders hold.
  for (const d of s.europeDeclarations) {
    const c = s.confederate[d.target]!;
    const x = byId.get(d.ship);
    if (x?.free && c.area) go(x, g.index.get(c.area)!);
  }
  for (const x of mine) if (x.f.blockading) x.free = false;

  // 11.61: the Stonewall, in the open.
  const forbidden = m.forbidden;
  forbidden.fill(0);
  const hunt = stonewallHunt(
    data,
    s,
    params,
    free().map((x) => x.id),
  );
  if (hunt) {
    if (hunt.ships.length) {
      for (const id of hunt.ships) go(byId.get(id)!, hunt.area);
      if (hunt.ships.length > 1) after.push({ type: 'formSquadron', side: 'federal', ships: hunt.ships });
    } else forbidden[hunt.area] = 1; // too strong for us: keep clear of her
  }

  // The planner's routes, kept per raider so that the plot reads the same ones (not planned twice).
  let found: PlotRoutes | null = null;
  const kept = new Map<string, RouteOption[]>();
  const seen: RaiderRoutes = (d, st, r, beam) => {
    const of = routes(d, st, r, beam);
    return (found = (id) => {
      let o = kept.get(id);
      if (!o) kept.set(id, (o = of(id)));
      return o;
    });
  };
  const forecast: RaiderForecast[] =
    params.predict > 0 ? plannedForecast(data, s, rng, params.predict, params.forecastBeam, seen, m.enterPool) : forecastRaiders(data, s, m.enterPool);
  // Where each raider will be when its activity ends (the plot, from this view only): a raider
  // that ends its move in an area has entered it (4.13), so a level that reads the plot
  // (params.plotChase) takes the chance of entering each area as at least that share of the
  // plot's chance of ending there (the sighting's own area aside: staying is not entering).
  if (params.plotChase > 0) {
    for (const pl of raiderPlot(data, s, found ?? routes, !!found)) {
      const r = forecast.find((f) => f.id === pl.ship);
      if (!r || pl.sighting.certain) continue;
      for (const x of pl.areas) {
        if (x.area === pl.sighting.area) continue;
        const a = g.index.get(x.area)!;
        r.enter[a] = Math.max(r.enter[a]!, params.plotChase * x.p);
      }
    }
  }
  observe?.(forecast);

  // 9.38: gunboat diplomacy, by Pacific Fleet ships already on station (they must not move).
  if (params.gunboatDiplomacy) {
    for (const { areas, member } of m.diplomacy) {
      if (!areas.length) continue;
      const sitting = mine.find((x) => x.free && x.ship.fleet === 'P' && member[x.at]);
      if (sitting) {
        sitting.free = false;
        stacks[sitting.at]! += 1;
        continue;
      }
      // Otherwise send the nearest Pacific Fleet ship to be on station next turn.
      let pick: Mover | null = null,
        to = 0,
        dBest = 0;
      for (const x of mine) {
        if (!x.free || !x.bound) continue; // bound implies the Pacific Fleet
        for (const a of areas) {
          const d = g.dist[x.at * n + a]!;
          if (!pick || d < dBest) {
            pick = x;
            to = a;
            dBest = d;
          }
        }
      }
      if (pick && dBest <= pick.allowance) go(pick, to);
    }
  }

  // 11.1: an escort for the California steamers when a raider could reach C9, C14 or C16.
  if (params.useCse && csePoints(data, s).left > 0) {
    const cseAreas = m.cseAreas;
    let threat = 0;
    for (const r of forecast) {
      let t = 0;
      for (const a of cseAreas) t += r.enter[a]!;
      threat += t;
    }
    if (threat > 0.2) {
      // The slowest ship that may leave its ocean; the first of them in ship order.
      let escort: Mover | null = null;
      for (const x of mine) if (x.free && !x.bound && (!escort || x.ship.movement < escort.ship.movement)) escort = x;
      if (escort) {
        after.push({ type: 'enterCse', side: 'federal', ship: escort.id });
        escort.free = false;
        for (const a of cseAreas) stacks[a]! += 1;
      }
    }
  }

  // The East Coast (C9): the politically sensitive area (6.4) keeps its guard.
  const guards = mine.filter((x) => x.free && !x.bound).sort((a, b) => g.dist[a.at * n + c9]! - g.dist[b.at * n + c9]!);
  for (const x of guards.slice(0, Math.max(0, params.eastCoastGuard - stacks[c9]!))) go(x, c9);

  // 7.24: more ships on a standing blockade in a neutral port.
  if (params.joinBlockaders > 0) {
    for (const c of Object.values(s.confederate)) {
      if (c.status !== 'inPlay' || !c.area || c.blockadedBy.length === 0) continue;
      const at = g.index.get(c.area)!;
      const joiners = mine
        .filter((x) => x.free && (!x.bound || pacific[at]) && g.dist[x.at * n + at]! <= x.allowance)
        .sort((a, b) => b.ship.movement - a.ship.movement)
        .slice(0, Math.max(0, Math.min(params.joinBlockaders, params.europeBlockaders - c.blockadedBy.length)));
      for (const x of joiners) if (go(x, at)) after.push({ type: 'joinBlockade', side: 'federal', ship: x.id, target: c.id });
    }
  }

  // 6.1: search where the raiders are likely to pass.
  const nr = forecast.length;
  const raiderAt = mapPacked(forecast, (r) => g.index.get(s.confederate[r.id]!.area!)!);
  const { nearTerm, nearDone, start, raider, enter, take, gain, likely } = m;
  nearDone.fill(0);
  // What the raiders' nearness adds to a station (nearTerm[a]), summed in forecast order; worked
  // out on first use. It returns nothing: a number handed back from a call not inlined is boxed.
  const near = (a: number): void => {
    if (nearDone[a]) return;
    let t = 0;
    for (let i = 0; i < nr; i++) t = t + 0.02 * DECAY[g.dist[a * n + raiderAt[i]!]!]!;
    nearDone[a] = 1;
    nearTerm[a] = t;
  };
  let nLikely = 0;
  if (params.hunt) {
    let k = 0;
    for (let a = 0; a < n; a++) {
      start[a] = k;
      const k0 = k;
      for (let i = 0; i < nr; i++) {
        const r = forecast[i]!;
        if (r.enter[a]! >= LIKELY) {
          raider[k] = i;
          enter[k] = r.enter[a]!;
          take[k] = r.raid[a]!;
          k++;
        }
      }
      if (k > k0) likely[nLikely++] = a;
    }
    start[n] = k;
  }
  const d9 = m.d9;
  const order = mine.filter((x) => x.free).sort((a, b) => b.ship.movement + b.ship.gunnery - (a.ship.movement + a.ship.gunnery));
  const catchValue = new Float64Array(nr);
  // The best station found so far for the ship, and the stations weighed (for a mixed strategy),
  // `count` of them in the planner's typed scratch arrays. Weighing one station is written out
  // at each place below rather than made a method call per station weighed, in the planner's
  // hottest loop (the draw, the worth and the comparison are the same, in the same order).
  const { optA, optV } = m,
    noise = params.noise,
    mixed = !!params.mixed;
  let best = 0,
    bestValue = -1,
    count = 0;
  for (const x of order) {
    const { f, ship, at, reach, bound } = x;
    const speed = ship.movement - f.damage;
    // What this ship is worth against each raider if it spots it.
    if (params.hunt)
      for (let i = 0; i < nr; i++) {
        const r = forecast[i]!;
        catchValue[i] =
          r.vp * (1 - (r.gunnery > 0 ? escapeChance(o, r.speed - speed) : 0)) * (1 - raiderWins(o, r.gunnery, r.hits, ship.gunnery, ship.defense - f.damage));
      }
    best = at;
    bestValue = -1;
    count = 0;
    const from = at * n;
    if (params.hunt) {
      // Worth of one more search in each likely area within reach: what it may catch and what it
      // protects, summed raider by raider (in forecast order, so the sums are the same to the last bit).
      // Only the likely areas, in ascending order as a scan of every area would meet them.
      for (let q = 0; q < nLikely; q++) {
        const a = likely[q]!;
        const end = start[a + 1]!;
        if (g.dist[from + a]! > reach || forbidden[a] || (bound && !pacific[a])) continue;
        const k = stacks[a]!;
        const dks = k < GAINS ? gain[k]! : stackWorth(k + 1, o.spot) - stackWorth(k, o.spot);
        near(a);
        let v = nearTerm[a]!;
        for (let j = start[a]!; j < end; j++) v = v + enter[j]! * dks * (catchValue[raider[j]!]! + take[j]!);
        v *= 1 + noise * (2 * rng.float() - 1);
        if (mixed) {
          optA[count] = a;
          optV[count++] = v;
        }
        if (v > bestValue) {
          bestValue = v;
          best = a;
        }
      }
      if (bestValue < 0.01) {
        // Nothing to search for within reach: close in on the raiders for next turn.
        for (let a = 0; a < n; a++) {
          if (g.dist[from + a]! > reach || forbidden[a] || (bound && !pacific[a])) continue;
          near(a);
          const v = nearTerm[a]! * (1 + noise * (2 * rng.float() - 1));
          if (mixed) {
            optA[count] = a;
            optV[count++] = v;
          }
          if (v > bestValue) {
            bestValue = v;
            best = a;
          }
        }
      }
    } else {
      // Coastal defence: the East Coast and the nearby sea lanes.
      for (let a = 0; a < n; a++) {
        if (!(d9[a]! > 0) || g.dist[from + a]! > reach || forbidden[a] || (bound && !pacific[a])) continue;
        const v = (d9[a]! / (1 + stacks[a]!)) * (1 + noise * (2 * rng.float() - 1));
        if (mixed) {
          optA[count] = a;
          optV[count++] = v;
        }
        if (v > bestValue) {
          bestValue = v;
          best = a;
        }
      }
    }
    if (params.mixed && bestValue > 0) {
      // A mixed strategy: any station nearly as good as the best, drawn by its worth, so that a
      // raider cannot read the patrols from the Federal's own reasoning.
      const floor = params.mixed * bestValue;
      let total = 0;
      for (let k = 0; k < count; k++) if (optV[k]! >= floor) total = total + optV[k]! * optV[k]!;
      let r = rng.float() * total;
      for (let k = 0; k < count; k++) {
        if (optV[k]! < floor) continue;
        r -= optV[k]! * optV[k]!;
        if (r <= 0) {
          best = optA[k]!;
          break;
        }
      }
    }
    if (!go(x, best)) go(x, at);
  }
  moves.push(...after);
  return moves;
}
