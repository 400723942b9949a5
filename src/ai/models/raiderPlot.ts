import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { confederateAllowance, SHIP } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import { odds } from '../common/odds';
import { forecastRaiders } from './raiderForecast';

// The Federal's plot (issue 17): for each raider, how likely it is to be in each area by the
// end of its next activity, worked out ONLY from what the Federal may know (its view, 3.0, 4.3):
// the counter's area (4.0: counters are on the map, so that is the last sighting), the turn,
// whether its record has run yet this turn (4.12), its Movement Allowance (4.13, 8.21, 11.32,
// 11.53), port and blockade (4.4, 6.3, 7.2) and the raids reported this turn (5.0, pinned by the
// activity's public run). A sealed record is never read. The model (docs/plot.md):
//
//   P(a) = stay·[a = from] + (1 − stay) · prior(a) / Σ prior(b) over the areas b within `reach`
//          moves of `from` (`from` itself included: a raider may stay put, 4.11),
//   prior(a) = 0.4 + raid(a) / 3 + (0.4 if the area has a port),
//
// raid(a) being the mean merchant-marine take of one raid there for that ship (5.11 by density,
// 5.31 on a face-down whaling counter, 0 for a ship that cannot raid): the same pull as the
// raider forecast's. `stay` is the chance it does not sail (the forecast's, 11.31, 7.2), at
// least one half when a 6.3 blockade was declared against it.

/** Where and when a raider was last known, and how far it may have gone since. */
export interface Sighting {
  ship: string;
  /** The area it was last known in (its counter, or a raid reported there). */
  area: string;
  /** Game Turn of that sighting. */
  turn: number;
  /** Activity Phases it may move in before the plot's moment (0: it has moved this turn). */
  turnsSince: number;
  /** Its Movement Allowance per turn (4.13), with Georgia's prize coal if still unused (11.53). */
  mp: number;
  /** Movement Points it may still spend: mp × turnsSince, less what it has spent this turn. */
  reach: number;
  /** Chance it stays where it was seen (in port, 11.31; blockaded, 6.3, 7.2). */
  stay: number;
  /** In port when seen (4.4). */
  inPort: boolean;
  /** Why the plot says what it says, in plain words with the rules. */
  why: string;
}

export interface RaiderPlot {
  ship: string;
  sighting: Sighting;
  /** Likelihood by area index (mapGraph order); sums to 1. */
  p: Float64Array;
  /** The areas with a likelihood above 0, most likely first (ties by map order). */
  areas: { area: string; p: number }[];
}

/** Each area's pull on a raider of this kind, before distance (the prior of docs/plot.md). */
export function plotPrior(data: GameData, s: Pick<PublicState, 'whaling' | 'options'>, canRaid: boolean, shipType: string): Float64Array {
  const g = mapGraph(data);
  const o = odds(data, s.options);
  const whaling = new Set(s.whaling.filter((w) => !w.revealed).map((w) => w.area));
  return Float64Array.from(g.area, (area) => {
    let raid = 0;
    if (canRaid && shipType !== 'IC') {
      const coastal = area.id.startsWith('C');
      if (shipType === 'Aux') raid = coastal ? o.raidMean[area.id !== 'C9' ? Math.min(1, area.density) : area.density]! : 0; // 5.42
      else if (shipType === 'GB' || shipType === 'SGB') raid = coastal ? o.raidMean[area.density]! : 0;
      else raid = o.raidMean[area.density]!;
      if ((shipType === 'S' || shipType === 'SS') && whaling.has(area.id)) raid = o.whalingMean; // 5.3
    }
    return 0.4 + raid / 3 + (area.ports.length ? 0.4 : 0);
  });
}

/**
 * The plot from a sighting (pure, map-only): `stay` on the sighting's area, the rest spread over
 * every area within `reach` moves (the sighting's area included) in proportion to `prior`.
 */
export function spreadFrom(data: GameData, area: string, reach: number, stay: number, prior: Float64Array): Float64Array {
  const g = mapGraph(data);
  const at = g.index.get(area);
  const p = new Float64Array(g.n);
  if (at === undefined) return p;
  const r = Math.max(0, Math.floor(reach));
  let total = 0;
  for (let a = 0; a < g.n; a++) if (g.dist[at * g.n + a]! <= r) total += prior[a]!;
  const move = Math.min(1, Math.max(0, 1 - stay));
  if (total > 0) for (let a = 0; a < g.n; a++) if (g.dist[at * g.n + a]! <= r) p[a] = (move * prior[a]!) / total;
  p[at] = p[at]! + (1 - move);
  return p;
}

/** The last sighting of each raider in play, from the Federal's view only. */
export function sightings(data: GameData, s: PublicState): Sighting[] {
  const sails = new Map(forecastRaiders(data, s).map((f) => [f.id, f.sails]));
  const declared = new Set(s.europeDeclarations.map((d) => d.target));
  const act = s.phase === 'confederateActivity' ? s.activity : null;
  const out: Sighting[] = [];
  for (const c of Object.values(s.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    const georgiaCoal = c.id === SHIP.georgia && !c.capturedCoalUsed;
    const mp = confederateAllowance(data, s, c.id, georgiaCoal);
    // 4.12: in the Activity Phase a ship not queued and not under way has finished for the turn;
    // in the End of Turn it has too. Otherwise its record is still to run (this turn's, or the next).
    const running = act?.current === c.id;
    const queued = !!act && act.queue.includes(c.id);
    const done = (s.phase === 'confederateActivity' && !running && !queued) || s.phase === 'endOfTurn' || s.phase === 'gameOver';
    const turnsSince = done ? 0 : 1;
    const spent = running ? act!.mpUsed : 0;
    const reach = Math.max(0, mp * turnsSince - spent);
    // Raids reported this turn (5.0): the run lists them, the counter stands in the last one's area or beyond.
    const raids = act?.run.runs[c.id]?.raids ?? [];
    let stay = done ? 1 : running ? 0 : 1 - (sails.get(c.id) ?? 1);
    if (!done && !running && declared.has(c.id)) stay = Math.max(stay, 0.5); // 6.3: blockaded on the Federal's arrival
    const bits = [`seen in ${c.area}${c.port ? ' (in port, 4.4)' : ''} on turn ${s.turn}`];
    if (raids.length) bits.push(`raided ${raids.map((r) => r.area).join(', ')} this turn (5.0)`);
    bits.push(done ? 'its activity this turn is over: it is there (4.12)' : `may still move ${reach} MP (4.13${georgiaCoal ? ', 11.53 prize coal counted' : ''})`);
    if (!done && stay > 0) bits.push(`${Math.round(stay * 100)}% it stays${declared.has(c.id) ? ' (6.3 blockade declared)' : c.blockadedBy.length ? ' (blockaded, 7.2)' : c.port ? ' (in port, 11.31)' : ''}`);
    out.push({ ship: c.id, area: c.area, turn: s.turn, turnsSince, mp, reach, stay, inPort: !!c.port, why: bits.join('; ') });
  }
  return out;
}

/** The plot of every raider in play, from the Federal's view (or any public state). */
export function raiderPlot(data: GameData, s: PublicState): RaiderPlot[] {
  const g = mapGraph(data);
  return sightings(data, s).map((sg) => {
    const c = s.confederate[sg.ship]!;
    const prior = plotPrior(data, s, c.commissioned && c.canRaid, data.confederate[sg.ship]!.type);
    const p = spreadFrom(data, sg.area, sg.reach, sg.stay, prior);
    const areas: { area: string; p: number }[] = [];
    for (let a = 0; a < g.n; a++) if (p[a]! > 0) areas.push({ area: g.ids[a]!, p: p[a]! });
    areas.sort((x, y) => y.p - x.p || g.index.get(x.area)! - g.index.get(y.area)!);
    return { ship: sg.ship, sighting: sg, p, areas };
  });
}

/** The plots summed over the raiders chosen (all when `ship` is null): the chance-weighted count of raiders by area id. */
export function plotTotals(plots: RaiderPlot[], data: GameData, ship: string | null): Map<string, number> {
  const g = mapGraph(data);
  const out = new Map<string, number>();
  for (const pl of plots) {
    if (ship && pl.ship !== ship) continue;
    for (let a = 0; a < g.n; a++) if (pl.p[a]! > 0) out.set(g.ids[a]!, (out.get(g.ids[a]!) ?? 0) + pl.p[a]!);
  }
  return out;
}
