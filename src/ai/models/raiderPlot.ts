import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { confederateAllowance, inRefitPort, refitTurnsLeft, usablePorts, SHIP } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import { forecastRaiders } from './raiderForecast';
import {
  densitySlot,
  distanceSlot,
  parsePlotPrior,
  shareSlot,
  weightVector,
  W_EAST_COAST,
  W_OFF_COAST,
  W_PLAN_END,
  W_PLAN_END_PORT,
  W_PLAN_PATH,
  W_PLAN_TOP,
  W_PORT,
  W_REFIT,
  W_WHALING,
} from './plotPrior';
import type { RaiderRoutes, RouteOption } from './foresight';
import { BotRandom } from '../rng';
import priorFile from '../../../assets/ai/plot-prior.json';
import { mapPacked } from '../../lib/packed';

// The Federal's plot (issue 17; fitted in issue 31): for each raider, how likely it is to be in
// each area by the end of its next activity, worked out ONLY from what the Federal may know (its
// view, 3.0, 4.3): the counter's area (4.0: counters are on the map, so that is the last
// sighting, and every search, raid, port entry or blockade run of the turn so far shows in it),
// the turn, whether its record has run yet this turn (4.12), the Movement Points it may still
// spend (4.13, 8.21, 11.32, 11.53, less what it has spent), port, refit clock and blockade (4.4,
// 11.3, 6.3, 7.2). A sealed record is never read. The model (docs/ai.md, "The plot"):
//
//   P(a) ∝ exp( w_distance[context][d(from, a)] + w_share[d / reach] + w_density[density(a)]
//               + w_port·[port] + w_eastCoast·[a = C9] + w_whaling·[sloop, face-down counter]
//               + w_refitPort·[refit due, a port there can refit it] + w_offCoast·[coastal raider, open sea]
//               + w_planEnd (w_planEndPort in port)·end(a) + w_planPath·pass(a) + w_planTop·[end(a) ≥ 1/2] )
//   over the areas a with d(from, a) ≤ reach, 0 elsewhere;
//
// the context is how it starts (at sea; in port, just arrived or a turn or more, 11.41; in a
// refit port with its refit due, 11.3; blockaded or declared against, 7.2, 6.3; in port not yet
// commissioned, 10.51); end(a) and pass(a) are the chances that the raider's own planner, run
// on the public view as the Federal can run it (raider/routeForecast.ts), ends its route in a or
// passes through a. The weights are fitted to how raiders actually sail in recorded
// games (assets/ai/plot-prior.json, `npm run ai:plot-fit`) and measured on other games by
// `npm run ai:plot-quality`. A raider whose activity is over, or that cannot sail (forced
// repair, the Stonewall), is where its counter stands.

/** Where and when a raider was last known, and how far it may have gone since. */
export interface Sighting {
  ship: string;
  /** The area it was last known in (its counter: after a raid, a search or a port, where that happened). */
  area: string;
  /** Game Turn of that sighting. */
  turn: number;
  /** Activity Phases it may move in before the plot's moment (0: it has moved this turn). */
  turnsSince: number;
  /** Its Movement Allowance per turn (4.13), with Georgia's prize coal if still unused (11.53). */
  mp: number;
  /** Movement Points it may still spend: mp × turnsSince, less what it has spent this turn. */
  reach: number;
  /** How it starts (index into PLOT_CONTEXTS): at sea, in port, in a refit port with its refit due, blockaded. */
  context: number;
  /** It is where its counter stands for certain: its activity is over (4.12), or it cannot sail. */
  certain: boolean;
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

/** The prior's file, checked on first use (plotPrior.ts). */
export const PLOT_PRIOR_FILE = 'assets/ai/plot-prior.json';
let weights: Float64Array | null = null;
/** The fitted weights, in vector order (the file is checked the first time). */
export function plotWeights(): Float64Array {
  return (weights ??= weightVector(parsePlotPrior(priorFile, PLOT_PRIOR_FILE)));
}

/** Per data set, what the model reads of each area. */
interface AreaFacts {
  density: Int32Array;
  port: Uint8Array;
  c9: number;
  coastal: Uint8Array;
}
const facts = new WeakMap<GameData, AreaFacts>();
function areaFacts(data: GameData): AreaFacts {
  let f = facts.get(data);
  if (!f) {
    const g = mapGraph(data);
    f = {
      density: Int32Array.from(g.area, (a) => a.density),
      port: Uint8Array.from(g.area, (a) => (a.ports.length ? 1 : 0)),
      c9: g.index.get('C9') ?? -1,
      coastal: Uint8Array.from(g.area, (a) => (a.id.startsWith('C') ? 1 : 0)),
    };
    facts.set(data, f);
  }
  return f;
}

/** Feature slots per candidate area (distance, share, density and up to six flags; -1 where unused). */
export const PLOT_SLOTS = 9;

/** The areas a raider may end in from a sighting, and the weights that apply to each (the model's features). */
export interface PlotCase {
  /** The sighting's area (index). */
  at: number;
  /** Candidate areas (indices): those within reach, the sighting's area first. */
  areas: Int32Array;
  /** PLOT_SLOTS weight indices per candidate, -1 where unused. */
  slots: Int32Array;
  /** Per candidate, the raider's own planner's chance of ending there and of passing there (2 numbers each). */
  plan: Float64Array;
  /** The weight of the planner's end chance: W_PLAN_END at sea, W_PLAN_END_PORT in port. */
  planEnd: number;
}

/** The routes the raider's own planner finds for a raider, on the public view (models/foresight.ts). */
export type PlotRoutes = (raider: string) => RouteOption[];

/** The beam the plot runs the raider's planner with (the bold Federal's forecast beam). */
const PLOT_BEAM = 6;

/** The raider's planner on this view, for the plot (its own random stream, seeded by the turn: the same view gives the same plot). */
export function plotRoutes(data: GameData, s: PublicState, routes: RaiderRoutes): PlotRoutes {
  return routes(data, s, new BotRandom(`plot:${s.turn}`), PLOT_BEAM);
}

/** The candidates of one sighting and their features, from the public state only. */
export function plotCase(data: GameData, s: PublicState, sg: Sighting, options: readonly RouteOption[]): PlotCase {
  const g = mapGraph(data);
  const f = areaFacts(data);
  const at = g.index.get(sg.area)!;
  const c = s.confederate[sg.ship]!;
  const type = data.confederate[sg.ship]!.type;
  const canRaid = c.commissioned && c.canRaid && type !== 'IC';
  const coastalOnly = type === 'GB' || type === 'SGB' || type === 'Aux';
  const sloop = canRaid && (type === 'S' || type === 'SS');
  const whaling = sloop ? new Set(s.whaling.filter((w) => !w.revealed).map((w) => w.area)) : null;
  const refitDue = refitTurnsLeft(data, s, sg.ship) <= 2;
  const reach = Math.max(0, Math.floor(sg.reach));
  const list: number[] = [at];
  for (let a = 0; a < g.n; a++) if (a !== at && g.dist[at * g.n + a]! <= reach) list.push(a);
  const areas = Int32Array.from(list);
  const slots = new Int32Array(areas.length * PLOT_SLOTS).fill(-1);
  // The planner's routes: where each ends, and the areas each passes (leaving a port enters its area, 4.4).
  const end = new Float64Array(g.n),
    pass = new Float64Array(g.n),
    mark = new Int32Array(g.n).fill(-1);
  options.forEach((o, i) => {
    let x = at;
    for (const step of o.steps) {
      if (step.op === 'move') x = g.index.get(step.to) ?? x;
      else if (step.op !== 'leavePort') continue;
      if (mark[x] !== i) {
        mark[x] = i;
        pass[x] = pass[x]! + o.weight;
      }
    }
    end[x] = end[x]! + o.weight;
  });
  const plan = new Float64Array(areas.length * 2);
  for (let k = 0; k < areas.length; k++) {
    const a = areas[k]!,
      d = g.dist[at * g.n + a]!,
      o = k * PLOT_SLOTS;
    slots[o] = distanceSlot(sg.context, d);
    slots[o + 1] = shareSlot(d, reach);
    slots[o + 2] = densitySlot(f.density[a]!, canRaid);
    if (f.port[a]) slots[o + 3] = W_PORT;
    if (a === f.c9) slots[o + 4] = W_EAST_COAST;
    if (whaling?.has(g.ids[a]!)) slots[o + 5] = W_WHALING;
    if (refitDue && f.port[a] && usablePorts(data, s, g.ids[a]!, 'refit', sg.ship).length) slots[o + 6] = W_REFIT;
    if (coastalOnly && !f.coastal[a]) slots[o + 7] = W_OFF_COAST;
    if (end[a]! >= 0.5) slots[o + 8] = W_PLAN_TOP;
    plan[2 * k] = Math.min(1, end[a]!);
    plan[2 * k + 1] = Math.min(1, pass[a]!);
  }
  return { at, areas, slots, plan, planEnd: sg.inPort ? W_PLAN_END_PORT : W_PLAN_END };
}

/** The chance of each candidate of a case under the weights `w` (into `out`, which it returns). */
export function caseChances(pc: PlotCase, w: Float64Array, out = new Float64Array(pc.areas.length)): Float64Array {
  let max = -Infinity;
  for (let k = 0; k < pc.areas.length; k++) {
    let v = 0;
    for (let j = k * PLOT_SLOTS, e = j + PLOT_SLOTS; j < e; j++) {
      const i = pc.slots[j]!;
      if (i >= 0) v += w[i]!;
    }
    v += w[pc.planEnd]! * pc.plan[2 * k]! + w[W_PLAN_PATH]! * pc.plan[2 * k + 1]!;
    out[k] = v;
    if (v > max) max = v;
  }
  let total = 0;
  for (let k = 0; k < pc.areas.length; k++) total += out[k] = Math.exp(out[k]! - max);
  for (let k = 0; k < pc.areas.length; k++) out[k] = out[k]! / total;
  return out;
}

/**
 * Issue 45: at sea, the share of the most likely area's chance moved to the others, in proportion:
 * a raider that reads the Plot (as the bold raider does) leaves its darkest area more often than
 * the planner's routes say. Fitted by log-likelihood on the fitting games (seeds plot-fit-*, 300
 * games; docs/ai.md, "Issue 45"): 0.12-0.15 best, 0 and 0.3 worse.
 */
export const READER_SHARE = 0.15;
/**
 * Issue 45: a raider in port staying put, recalibrated per starting context (index as
 * PLOT_CONTEXTS): the chance of staying p becomes σ(a·logit(p) + b), the other areas scaled to
 * the rest. Fitted by log-likelihood on the same games. A ship just in port (11.41) stays less
 * often than the model says unless it is nearly sure (the two agree at 0.88); a ship in port a
 * turn or more a little less often; a blockaded one (7.2) more often when in doubt and less when
 * nearly sure; one not yet commissioned (10.51) more surely above 0.35 and less below; one whose
 * refit is due (11.3) stayed in all 360 cases (held at the search's bound, a 3, b 1.5).
 */
export const STAY_CALIBRATION: readonly (readonly [number, number])[] = [
  [1, 0], // at sea: no stay term (READER_SHARE instead)
  [1.15, -0.3],
  [1, -0.15],
  [3, 1.5],
  [0.75, 0.75],
  [1.25, 0.15],
];

/** The recalibrations above (or those given, when fitting them), in place on a case's chances (candidate 0 is the sighting's area). */
export function recalibrate(ch: Float64Array, context: number, share = READER_SHARE, stay = STAY_CALIBRATION[context] ?? [1, 0]): void {
  if (ch.length < 2) return;
  if (context === 0) {
    let top = 0;
    for (let k = 1; k < ch.length; k++) if (ch[k]! > ch[top]!) top = k;
    const moved = share * ch[top]!,
      rest = 1 - ch[top]!;
    if (rest <= 0) return;
    for (let k = 0; k < ch.length; k++) if (k !== top) ch[k] = ch[k]! + (moved * ch[k]!) / rest;
    ch[top] = ch[top]! - moved;
    return;
  }
  const [a, b] = stay;
  const p = Math.min(1 - 1e-9, Math.max(1e-9, ch[0]!));
  const q = 1 / (1 + Math.exp(-(a * Math.log(p / (1 - p)) + b)));
  const scale = (1 - q) / (1 - p);
  ch[0] = q;
  for (let k = 1; k < ch.length; k++) ch[k] = ch[k]! * scale;
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
    const stuck = !running && (sails.get(c.id) ?? 1) === 0; // forced repair, the Stonewall (11.61)
    const certain = done || stuck || reach === 0;
    const blockaded = declared.has(c.id) || c.blockadedBy.length > 0;
    const refitDue = !!c.port && inRefitPort(data, s, c.id) && refitTurnsLeft(data, s, c.id) <= 2 && c.turnsAtSea > 0;
    const context = !c.port ? 0 : blockaded ? 4 : !c.commissioned ? 5 : refitDue ? 3 : c.turnsInPort >= 1 ? 2 : 1;
    const bits = [`seen in ${c.area}${c.port ? ' (in port, 4.4)' : ''} on turn ${s.turn}`];
    if (raids.length) bits.push(`raided ${raids.map((r) => r.area).join(', ')} this turn (5.0)`);
    bits.push(
      done
        ? 'its activity this turn is over: it is there (4.12)'
        : stuck
          ? 'it cannot sail this turn'
          : `may still move ${reach} MP (4.13${georgiaCoal ? ', 11.53 prize coal counted' : ''})`,
    );
    if (!certain && c.port)
      bits.push(declared.has(c.id) ? '6.3 blockade declared' : c.blockadedBy.length ? 'blockaded (7.2)' : refitDue ? 'refit due (11.3)' : 'in port');
    out.push({ ship: c.id, area: c.area, turn: s.turn, turnsSince, mp, reach, context, certain, inPort: !!c.port, why: bits.join('; ') });
  }
  return out;
}

/**
 * The plot of every raider in play, from the Federal's view (or any public state); `routes` is
 * the raider's planner as the Federal can run it (raider/routeForecast.ts), or the routes of
 * this view already found (plotRoutes).
 */
export function raiderPlot(data: GameData, s: PublicState, routes: RaiderRoutes | PlotRoutes, planned = false): RaiderPlot[] {
  const g = mapGraph(data);
  const w = plotWeights();
  let optionsOf: PlotRoutes | null = planned ? (routes as PlotRoutes) : null;
  return mapPacked(sightings(data, s), (sg) => {
    const p = new Float64Array(g.n);
    if (sg.certain) p[g.index.get(sg.area)!] = 1;
    else {
      optionsOf ??= plotRoutes(data, s, routes as RaiderRoutes);
      const pc = plotCase(data, s, sg, optionsOf(sg.ship));
      const ch = caseChances(pc, w);
      recalibrate(ch, sg.context);
      for (let k = 0; k < pc.areas.length; k++) p[pc.areas[k]!] = ch[k]!;
      sg.why += `; ${Math.round(ch[0]! * 100)}% it ends where it was seen (fitted to recorded games)`;
    }
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
