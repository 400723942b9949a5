import type { GameData } from '../../data/gameData';
import type { GameState } from '../../engine/types';
import { confederateAllowance, confederateSpeed } from '../../engine/activity/allowance';
import { usablePorts } from '../../engine/rules/prestige';
import { vpClass } from '../../engine/rules/victory';
import { SHIP } from '../../engine/special';
import { mapGraph } from '../common/mapGraph';
import { odds } from '../common/odds';
import type { BotRandom } from '../rng';
import { RAIDER_PARAMS } from '../levels';
import { federalPresence } from '../raider/threat';
import { threatenedCountries } from '../raider/coaling';
import { commissionPlans } from '../raider/commissioning';
import { routeOptions, type TurnKnowledge } from '../raider/shipRecord';

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

const SUNK_VP = { IC: 150, S: 75, GB: 30, Aux: 15 } as const;

export function forecastRaiders(data: GameData, s: GameState): RaiderForecast[] {
  const g = mapGraph(data);
  const o = odds(data);
  const out: RaiderForecast[] = [];
  const whaling = new Set((s.whaling as { area: string; revealed: boolean }[]).filter((w) => !w.revealed).map((w) => w.area));
  for (const c of Object.values(s.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    const ship = data.confederate[c.id]!;
    const at = g.index.get(c.area)!;
    const reach = confederateAllowance(data, s, c.id);
    const enter = new Float64Array(g.n);
    const raid = new Float64Array(g.n);
    const canRaid = c.commissioned && c.canRaid && ship.type !== 'IC';
    for (let a = 0; a < g.n; a++) {
      const area = g.area[a]!;
      const coastalOnly = ship.type === 'GB' || ship.type === 'SGB' || ship.type === 'Aux';
      if (!canRaid || (coastalOnly && !area.id.startsWith('C'))) continue;
      raid[a] = whaling.has(area.id) && (ship.type === 'S' || ship.type === 'SS') ? o.whalingMean : o.raidMean[ship.type === 'Aux' && area.id !== 'C9' ? Math.min(1, area.density) : area.density]!;
    }
    // Will it sail? A raider refitting in port (11.31), or waiting out a blockade, may stay.
    let sails = 1;
    if (c.port) {
      const refitPort = usablePorts(data, s, c.area, 'refit', c.id).some((p) => p.nation === c.port);
      const due = ship.refit - c.turnsAtSea <= 2 && c.turnsAtSea > 0;
      sails = refitPort && due ? 0.15 : c.blockadedBy.length ? 0.5 : 0.85;
    }
    if (c.forcedRepairTurn === s.turn) sails = 0;
    if (c.id === SHIP.stonewall) sails = 0; // 11.61: she has moved already, in the open
    // Areas within reach, weighted by what they offer and how near they are.
    const w = new Float64Array(g.n);
    let total = 0;
    const from = at * g.n;
    for (let a = 0; a < g.n; a++) {
      const d = g.dist[from + a]!;
      if (d === 0 || d > reach) continue;
      const area = g.area[a]!;
      const pull = 0.4 + raid[a]! / 3 + (area.ports.length ? 0.4 : 0);
      w[a] = pull * Math.exp(-d / Math.max(2, reach / 3));
      total += w[a]!;
    }
    const visits = Math.max(1, reach / 2);
    if (total > 0) for (let a = 0; a < g.n; a++) enter[a] = Math.min(0.9, (sails * visits * w[a]!) / total);
    if (c.port) enter[at] = sails; // 4.4: leaving port is entering the area
    out.push({
      id: c.id, enter, raid, speed: confederateSpeed(data, s, c.id), gunnery: c.commissioned ? ship.gunnery : 0,
      hits: ship.defense - c.damage, vp: SUNK_VP[vpClass(ship.type)], sails,
    });
  }
  return out;
}

/**
 * A sharper forecast: work out each raider's best routes the way a raider would (the raider's
 * own planner, run on the public view with the Federal's guess of its standing orders), and
 * weight the areas those routes enter. Blended with the plain forecast, since the raider may
 * think otherwise.
 */
export function plannedForecast(data: GameData, s: GameState, rng: BotRandom, blend: number): RaiderForecast[] {
  const plain = forecastRaiders(data, s);
  const g = mapGraph(data);
  const k: TurnKnowledge = {
    data, s, params: { ...RAIDER_PARAMS.bold, noise: 0, avoidEastCoast: false, beamWidth: 8 }, rng,
    presence: federalPresence(data, s), denied: threatenedCountries(data, s), commission: commissionPlans(data, s),
    whaling: new Set((s.whaling as { area: string; revealed: boolean }[]).filter((w) => !w.revealed).map((w) => w.area)),
    coalCache: new Map(),
  };
  for (const r of plain) {
    if (r.id === SHIP.stonewall) continue;
    const planned = new Float64Array(g.n);
    const start = s.confederate[r.id]!.area!;
    for (const o of routeOptions(k, r.id)) {
      const seen = new Set<string>();
      let at = start;
      for (const step of o.steps) {
        if (step.op === 'leavePort') seen.add(at);
        if (step.op === 'move') { at = step.to; seen.add(at); }
      }
      for (const a of seen) { const i = g.index.get(a)!; planned[i] = planned[i]! + o.weight; }
    }
    for (let a = 0; a < g.n; a++) r.enter[a] = blend * Math.min(1, planned[a]!) + (1 - blend) * r.enter[a]!;
  }
  return plain;
}
