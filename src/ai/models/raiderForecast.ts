import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { confederateAllowance, confederateSpeed, inRefitPort, refitTurnsLeft, vpClass, SHIP, SUNK_VP } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import { odds, type Odds } from '../common/odds';

// Where the raiders may go this turn, as the Federal player can work it out: each raider's
// counter is on the map (its position is public), its Movement Allowance is printed on it, and
// its needs are known to both players (coal, 11.5; refit, 11.3; commissioning, 10.51). Its
// Activity Record is sealed and never read. A raider passes through about half as many areas as
// it has Movement Points (each raid costs one, 5.0), favouring busy sea lanes (2.11), whaling
// grounds (2.25) and coal ports (11.51), and it leaves a port by entering its area (4.4).

export interface RaiderForecast {
  id: string;
  /** Chance the raider enters each area this turn (by area index). */
  enter: Float64Array;
  /** Its mean merchant-marine take per raid in each area (what a search there protects). */
  raid: Float64Array;
  speed: number;
  gunnery: number;
  hits: number;
  /** Federal VP for sinking it (12.13). */
  vp: number;
  /** Chance it sails at all this turn. */
  sails: number;
}

/** Per data set and options: each raider class's mean take by area (read only: forecasts share them). */
interface ForecastTables {
  /** 5.11 by density, for any raider that raids on the open sea (whaling aside). */
  open: Float64Array;
  /** Gunboats keep to the coastal areas (C...). */
  coastal: Float64Array;
  /** Auxiliaries: coastal areas, at most density 1 outside C9 (5.42). */
  aux: Float64Array;
  none: Float64Array;
  /** 0.4 for an area with a port (a raider's coal and refuge, 11.51), else 0. */
  portPull: Float64Array;
  /** exp(-d / max(2, reach / 3)) by reach, then by distance: how nearness weighs in a raider's choice. */
  nearness: Map<number, Float64Array>;
  /** By reach, then by starting area: the areas 1 to reach moves away, ascending (see within). */
  within: Map<number, (Within | undefined)[]>;
  /** Scratch for the weights of the areas one raider can reach. */
  w: Float64Array;
}

/** The areas a raider can reach from one area, ascending, and the nearness weight of each. */
interface Within {
  areas: Int32Array;
  near: Float64Array;
}

/** By the odds (one per data set and options). */
const tables = new WeakMap<Odds, ForecastTables>();

function forecastTables(data: GameData, o: Odds): ForecastTables {
  const hit = tables.get(o);
  if (hit) return hit;
  const g = mapGraph(data);
  const open = new Float64Array(g.n),
    coastal = new Float64Array(g.n),
    aux = new Float64Array(g.n);
  for (let a = 0; a < g.n; a++) {
    const area = g.area[a]!;
    open[a] = o.raidMean[area.density]!;
    if (!area.id.startsWith('C')) continue;
    coastal[a] = o.raidMean[area.density]!;
    aux[a] = o.raidMean[area.id !== 'C9' ? Math.min(1, area.density) : area.density]!;
  }
  const portPull = Float64Array.from(g.area, (area) => (area.ports.length ? 0.4 : 0));
  const t = { open, coastal, aux, none: new Float64Array(g.n), portPull, nearness: new Map(), within: new Map(), w: new Float64Array(g.n) };
  tables.set(o, t);
  return t;
}

function nearness(t: ForecastTables, reach: number): Float64Array {
  let row = t.nearness.get(reach);
  if (!row) {
    row = new Float64Array(Math.max(0, Math.floor(reach)) + 1);
    for (let d = 1; d <= reach; d++) row[d] = Math.exp(-d / Math.max(2, reach / 3));
    t.nearness.set(reach, row);
  }
  return row;
}

/** The areas 1 to reach moves from an area, worked out once per area and reach (the map never changes). */
function within(t: ForecastTables, g: ReturnType<typeof mapGraph>, at: number, reach: number): Within {
  let byArea = t.within.get(reach);
  if (!byArea) t.within.set(reach, (byArea = []));
  let hit = byArea[at];
  if (!hit) {
    const near = nearness(t, reach);
    const areas: number[] = [];
    for (let a = 0, from = at * g.n; a < g.n; a++) {
      const d = g.dist[from + a]!;
      if (d !== 0 && d <= reach) areas.push(a);
    }
    hit = byArea[at] = { areas: Int32Array.from(areas), near: Float64Array.from(areas, (a) => near[g.dist[at * g.n + a]!]!) };
  }
  return hit;
}

/**
 * Where each raider may go this turn. The `raid` arrays may be shared between forecasts and
 * calls: read them, never write them. With a pool, the `enter` arrays are taken from it (the
 * k-th raider's from pool[k]) and last until the pool's owner reuses them.
 */
export function forecastRaiders(data: GameData, s: PublicState, pool?: Float64Array[]): RaiderForecast[] {
  const g = mapGraph(data);
  const o = odds(data, s.options);
  const t = forecastTables(data, o);
  const out: RaiderForecast[] = [];
  // Sloops raid an unturned whaling counter rather than the lane (5.3): one table per call.
  let sloopRaid: Float64Array | null = null;
  for (const c of Object.values(s.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    const ship = data.confederate[c.id]!;
    const at = g.index.get(c.area)!;
    const reach = confederateAllowance(data, s, c.id);
    let enter: Float64Array;
    if (pool) {
      enter = pool[out.length] ??= new Float64Array(g.n);
      enter.fill(0);
    } else enter = new Float64Array(g.n);
    const canRaid = c.commissioned && c.canRaid && ship.type !== 'IC';
    let raid: Float64Array;
    if (!canRaid) raid = t.none;
    else if (ship.type === 'Aux') raid = t.aux;
    else if (ship.type === 'GB' || ship.type === 'SGB') raid = t.coastal;
    else if (ship.type === 'S' || ship.type === 'SS') {
      if (!sloopRaid) {
        sloopRaid = t.open;
        for (const w of s.whaling as { area: string; revealed: boolean }[]) {
          const i = g.index.get(w.area);
          if (w.revealed || i === undefined) continue;
          if (sloopRaid === t.open) sloopRaid = t.open.slice();
          sloopRaid[i] = o.whalingMean;
        }
      }
      raid = sloopRaid;
    } else raid = t.open;
    // Will it sail? A raider refitting in port (11.31), or waiting out a blockade, may stay.
    let sails = 1;
    if (c.port) {
      const refitPort = inRefitPort(data, s, c.id);
      const due = refitTurnsLeft(data, s, c.id) <= 2 && c.turnsAtSea > 0;
      sails = refitPort && due ? 0.15 : c.blockadedBy.length ? 0.5 : 0.85;
    }
    if (c.forcedRepairTurn === s.turn) sails = 0;
    if (c.id === SHIP.stonewall) sails = 0; // 11.61: she has moved already, in the open
    // Areas within reach, weighted by what they offer and how near they are (the others keep
    // their 0 chance).
    const { w, portPull } = t;
    const { areas: reached, near } = within(t, g, at, reach);
    let total = 0;
    for (let k = 0; k < reached.length; k++) {
      const a = reached[k]!;
      const pull = 0.4 + raid[a]! / 3 + portPull[a]!;
      w[k] = pull * near[k]!;
      total += w[k]!;
    }
    const visits = Math.max(1, reach / 2);
    if (total > 0) for (let k = 0; k < reached.length; k++) enter[reached[k]!] = Math.min(0.9, (sails * visits * w[k]!) / total);
    if (c.port) enter[at] = sails; // 4.4: leaving port is entering the area
    out.push({
      id: c.id,
      enter,
      raid,
      speed: confederateSpeed(data, s, c.id),
      gunnery: c.commissioned ? ship.gunnery : 0,
      hits: ship.defense - c.damage,
      vp: SUNK_VP[vpClass(ship.type)],
      sails,
    });
  }
  return out;
}
