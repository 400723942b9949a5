import type { GameData } from '../../data/gameData';
import type { PortNation } from '../../data/schema/index';
import type { PublicState, ActivityRecord, RecordStep } from '../../engine/index';
import {
  confederateAllowance,
  inRefitPort,
  refitTurnsLeft,
  validateRecord,
  INTERNED_VP,
  SUNK_VP,
  vpClass,
  csaPortLostAt,
  usablePorts,
  ONE_RAID_AREA,
  SHIP,
  yearOf,
} from '../../engine/rules/index';
import { csaRun, odds } from '../common/odds';
import type { RaiderParams } from '../levels';
import type { BotRandom } from '../rng';
import { distanceFrom, mapGraph, type MapGraph } from '../common/mapGraph';
import { coalByArea } from './coaling';
import type { CommissionPlan } from './commissioning';
import { runBlockadeSurvival, shipDanger, type Danger } from './danger';
import { canRepairHere, distanceToPorts, portTurnsLeft, refitPorts, type RefitPort } from './refit';
import { raidWorth } from './raiding';
import { pickRoute, type EndPort, type Plan, type RouteEnds, type RoutePlanner } from './routePlanner';
import { standingOrders, typicalFoe, type Foe } from './standingOrders';
import { stonewallRecord } from './stonewall';
import type { FederalPresence } from '../models/federalPresence';
import { mapPacked } from '../../lib/packed';

// One raider's Activity Record for the turn (4.3): refit or repair when it must (11.3, 8.22),
// commission (10.51), run a blockade or stay (7.21, 11.4), or cruise for prizes (5.0) along the
// best of the routes the planner finds, with standing orders for what cannot be foreseen.

export interface TurnKnowledge {
  data: GameData;
  s: PublicState;
  params: RaiderParams;
  rng: BotRandom;
  presence: FederalPresence;
  denied: Set<PortNation>;
  commission: Record<string, CommissionPlan>;
  whaling: Set<string>;
  coalCache: Map<string, { coal: Uint8Array; distCoal: Uint8Array }>;
  /** The planner's working memory, owned by the AI that plans (one search at a time). */
  planner: RoutePlanner;
  /** The turn's typical foe (the standing orders weigh it), worked out by the first ship that asks. */
  foe?: Foe;
}

/** Chance of coming through a Confederate port's blockade this turn (7.11, or the variant's evasion), by the engine's rules in force. */
function csaRunSurvival(data: GameData, s: PublicState, id: string, direction: 'in' | 'out', turn = s.turn): { survive: number; damage: number } {
  return csaRun(odds(data, s.options), turn, direction, data.confederate[id]!.movement, data.confederate[id]!.defense - s.confederate[id]!.damage);
}

/**
 * What a raider will do: a fixed record, staying in port, or one of several routes. `why` and
 * `weighed` (the routes, the stay and the dangers it had worked out) are for the hand (hand.ts).
 */
export type Intent = { fixed: RecordStep[]; why: string; weighed?: Weighed } | { plans: Plan[]; weighed: Weighed };
export interface Weighed {
  plans: Plan[];
  stay: number | null;
  danger: Danger;
}

/** `hand`, if given, is told what the ship weighed and chose (issue 31.4; it changes nothing). */
export function shipRecord(k: TurnKnowledge, id: string, hand?: (intent: Intent, chosen: Plan | null, record: ActivityRecord) => void): ActivityRecord {
  const standing = standingOrders(k.data, k.s, id, k.params, (k.foe ??= typicalFoe(k.data, k.s)));
  const intent = shipIntent(k, id, standing.onSpotted === 'fight');
  const chosen = 'fixed' in intent ? null : pickRoute(intent.plans, k.rng, k.params.temperature);
  const steps = 'fixed' in intent ? intent.fixed : (chosen?.steps ?? []);
  const record = safe(k, { ship: id, steps, standing }, { ship: id, steps: [], standing });
  hand?.(intent, chosen, record);
  return record;
}

/** The routes a raider may take this turn and how likely each is (for a forecast of it). */
export function routeOptions(k: TurnKnowledge, id: string): { steps: RecordStep[]; weight: number }[] {
  const standing = standingOrders(k.data, k.s, id, k.params, (k.foe ??= typicalFoe(k.data, k.s)));
  const intent = shipIntent(k, id, standing.onSpotted === 'fight');
  if ('fixed' in intent) return [{ steps: intent.fixed, weight: 1 }];
  const top = intent.plans[0]?.score ?? 0;
  const w = mapPacked(intent.plans, (x) => Math.exp((x.score - top) / Math.max(0.01, k.params.temperature)));
  const total = w.reduce((a, b) => a + b, 0);
  return mapPacked(intent.plans, (x, i) => ({ steps: x.steps, weight: w[i]! / total }));
}

function shipIntent(k: TurnKnowledge, id: string, fight: boolean): Intent {
  const { data, s, params } = k;
  const st = s.confederate[id]!;
  if (st.forcedRepairTurn === s.turn) return { fixed: [{ op: 'repair' }], why: 'forced to repair this turn (10.52)' }; // 10.52
  if (id === SHIP.stonewall)
    return { fixed: stonewallRecord(data, s, params), why: 'the Stonewall sails only when the ships that can reach her cannot beat her (11.61, 12.12)' };
  // 6.3 caught at sea in Europe: the blockade puts it in port before it can act; wait.
  const declared = s.europeDeclarations.filter((d) => d.target === id).length;
  if (declared && !st.port) return { fixed: [], why: 'a blockade was declared against it at sea in Europe: it waits (6.3)' };
  const plan = k.commission[id] ?? 'done';
  const left = refitTurnsLeft(data, s, id);
  const stayOk = !!st.port && portTurnsLeft(data, s, id) >= 1;

  if (st.port) {
    // 11.31: refit (and repair, 8.22) when the clock is running out, the ship cannot raid, or it is hurt.
    const refitHere = inRefitPort(data, s, id);
    const repairHere = canRepairHere(data, s, id);
    const commissionHere = plan === 'now' ? [{ op: 'commission' } as RecordStep] : [];
    const hurt = st.damage > 0 && st.damage * 2 >= data.confederate[id]!.defense - 1;
    if (refitHere && (left <= 2 + params.refitMargin || !st.canRaid || (hurt && repairHere)) && st.turnsAtSea > 0) {
      return {
        fixed: [...commissionHere, { op: 'refit' }, ...(repairHere ? [{ op: 'repair' } as RecordStep] : [])],
        why: 'refits in port: its refit clock was running out, it could not raid, or it was hurt (11.31, 8.22)',
      };
    }
    if (repairHere && hurt) return { fixed: [...commissionHere, { op: 'repair' }], why: 'repairs its damage (8.22)' };
    if (plan === 'wait' && stayOk) return { fixed: [], why: 'waits in port for a commissioning (10.51)' };
  }

  const first = cruise(k, id, fight, false);
  let plans = first.plans,
    danger = first.danger;
  if (id === SHIP.georgia && !st.capturedCoalUsed) {
    // 11.53: the prize's coal, once: worth it when it adds enough to this turn's work.
    const second = cruise(k, id, fight, true),
      more = second.plans;
    if (more.length && (!plans.length || more[0]!.score > plans[0]!.score + 6)) {
      plans = more;
      danger = second.danger;
    }
  }
  const best = plans[0];
  if (st.port && first.stay !== null && (stayOk || plan !== 'wait')) {
    // Stay in port (11.41) when that is worth more than sailing, or, for a raider able to raid,
    // when sailing risks too much for what it can take (the level's nerve).
    const raiding = st.commissioned && st.canRaid && !!best && best.value > 0;
    const nerve = stayOk && !first.trapped && first.stay > -5 && raiding && best!.risk > params.hideRatio * Math.max(3, best!.value);
    // A ship too weak to last: if the cruises left to it are worth less than the Victory Points
    // it would likely cost when caught (12.13) over internment (12.14), it stays in port. Sitting
    // ends in internment; so does cruising, for a ship that lives to sit in port again, unless
    // staying now interns it now (11.41) and too few turns are left for a later stay to run out.
    const loss = lossVp(k, id);
    const perTurn = best ? Math.min(0.9, best.risk / Math.max(1, loss.sink + loss.future)) : 0;
    const career = 1 - (1 - perTurn) ** Math.max(1, Math.min(6, s.lastTurn - s.turn));
    const internLater = stayOk || s.lastTurn - s.turn > MIN_PORT_STAY ? 1 : 0;
    const unfit = loss.future < career * loss.sink - loss.intern + (1 - career) * internLater * loss.intern;
    const weighed = { plans, stay: first.stay, danger };
    if (!best) return { fixed: [], why: 'no route worth sailing: stays in port', weighed };
    if (first.stay >= best.score) return { fixed: [], why: 'staying in port was worth more than the best route', weighed };
    if (nerve) return { fixed: [], why: 'the best route risked too much for what it could take: stays in port', weighed };
    if (unfit && !first.trapped)
      return {
        fixed: [],
        why: 'too weak to last: the cruises left to it were worth less than the Victory Points it would likely cost (12.13, 12.14)',
        weighed,
      };
  }
  if (!best) return { fixed: [], why: 'no route found', weighed: { plans, stay: null, danger } };
  return { plans, weighed: { plans, stay: first.stay, danger } };
}

/** Coal ports by area and the distance to the nearest, shared by ships alike in what they may use. */
function coalFor(k: TurnKnowledge, id: string): { coal: Uint8Array; distCoal: Uint8Array } {
  const data = k.data;
  const key = String(k.s.confederate[id]!.commissioned);
  const hit = k.coalCache.get(key);
  if (hit) return hit;
  const g = mapGraph(data);
  const coal = coalByArea(data, k.s, id, k.denied);
  const from: number[] = [];
  for (let a = 0; a < coal.length; a++) if (coal[a]! > 0) from.push(a);
  const distCoal = distanceFrom(g, from);
  const out = { coal, distCoal };
  k.coalCache.set(key, out);
  return out;
}

/** A record the engine will accept, or the fallback (the engine's own check, 4.3). */
function safe(k: TurnKnowledge, r: ActivityRecord, fallback: ActivityRecord): ActivityRecord {
  return validateRecord(k.data, k.s, r).length === 0 ? r : fallback;
}

/** What losing a ship costs, as the planner weighs it: sunk, interned (weighed by internWeight), interned at its own 12.14 points, and the cruises lost. */
interface Loss {
  sink: number;
  intern: number;
  internPoints: number;
  future: number;
}

function lossVp(k: TurnKnowledge, id: string): Loss {
  const { data, s, params } = k;
  const cls = vpClass(data.confederate[id]!.type);
  // What the ship can still take: sloops raid anywhere (5.41), one-area ships little (5.42),
  // a slow or fragile ship seldom lives to raid for long.
  const ship = data.confederate[id]!;
  const reach = ship.type === 'S' || ship.type === 'SS' ? 1 : ship.type === 'Aux' ? 0.3 : 0.6;
  const factor = reach * (ONE_RAID_AREA.includes(id) ? 0.5 : 1) * Math.min(1.2, ship.movement / 11) * Math.min(1, ((ship.defense + ship.gunnery) / 6) ** 2);
  const future = params.futureValuePerTurn * Math.min(6, s.lastTurn - s.turn) * factor;
  // Issue 45: an internment weighs more than its 12.14 points (RaiderParams.internWeight).
  const w = params.internWeight;
  return { sink: SUNK_VP[cls], intern: w * SUNK_VP[cls] + (1 - w) * INTERNED_VP[cls], internPoints: INTERNED_VP[cls], future };
}

/** 11.41: the fewest whole turns any port lets a ship stay (a raider entering port on turn t is interned at t + 3 at the earliest). */
const MIN_PORT_STAY = 2;

/** Blockaders of the usual Federal strength, for a run past `k` of them (7.21). */
const TYPICAL_BLOCKADER = { speed: 12, gunnery: 5, hits: 4 };
const typicalLists: (typeof TYPICAL_BLOCKADER)[][] = [];
const typicalBlockaders = (k: number) => (typicalLists[k] ??= Array.from({ length: k }, () => TYPICAL_BLOCKADER));

/**
 * Next turn's prospects from each area: the best raid within two moves, less its danger (0 if
 * none is worth anything). A maximum over the areas within two moves is the best within one
 * move of the best within one move: each worthwhile area lifts its neighbours, then they theirs.
 */
function prospects(g: MapGraph, worth: Float64Array, danger: Danger, lossAll: number, planner: RoutePlanner): Float64Array {
  const n = g.n,
    { adjStart, adj } = g,
    { spot, caught } = danger;
  const potential = planner.potential.take(n);
  const local = planner.local.takeRaw(n),
    near1 = planner.near1.takeRaw(n); // written in full below
  for (let b = 0; b < n; b++) {
    const v = worth[b]! * (1 - spot[b]!) - caught[b]! * lossAll;
    local[b] = v;
    near1[b] = Math.max(v, 0);
  }
  for (let b = 0; b < n; b++) {
    const v = local[b]!;
    if (!(v > 0)) continue;
    for (let j = adjStart[b]!, end = adjStart[b + 1]!; j < end; j++) {
      const a = adj[j]!;
      if (v > near1[a]!) near1[a] = v;
    }
  }
  for (let b = 0; b < n; b++) {
    const v = near1[b]!;
    if (!(v > 0)) continue;
    if (v > potential[b]!) potential[b] = v;
    for (let j = adjStart[b]!, end = adjStart[b + 1]!; j < end; j++) {
      const a = adj[j]!;
      if (v > potential[a]!) potential[a] = v;
    }
  }
  return potential;
}

/** Areas never entered, by graph and level: C9 or none (read only). */
const avoidCache = new WeakMap<MapGraph, Map<boolean, Uint8Array>>();
function avoidFor(g: MapGraph, avoidEastCoast: boolean): Uint8Array {
  let memo = avoidCache.get(g);
  if (!memo) {
    memo = new Map();
    avoidCache.set(g, memo);
  }
  let avoid = memo.get(avoidEastCoast);
  if (!avoid) {
    avoid = new Uint8Array(g.n);
    if (avoidEastCoast) avoid[g.index.get('C9')!] = 1;
    memo.set(avoidEastCoast, avoid);
  }
  return avoid;
}

// Small helpers as plain functions rather than closures made afresh in every cruise.

const CSA_PORT_AREAS = ['C14', 'C15'];

function hasPort(ports: readonly { nation: PortNation }[], nation: PortNation): boolean {
  for (const p of ports) if (p.nation === nation) return true;
  return false;
}

function hasNonUsaPort(ports: readonly { nation: PortNation }[]): boolean {
  for (const p of ports) if (p.nation !== 'USA') return true;
  return false;
}

/** No danger worked out (a cruise that cannot start). */
const NO_DANGER: Danger = { spot: new Float64Array(0), caught: new Float64Array(0) };

/** No port to end in (shared: the planner only reads the lists). */
const NO_PORTS: EndPort[] = [];

function hasNeutralPort(ports: readonly { nation: PortNation }[]): boolean {
  for (const p of ports) if (p.nation !== 'CSA') return true;
  return false;
}

/** 6.3: a blockade declared against the ship in Europe. */
function isDeclared(s: PublicState, id: string): boolean {
  for (const d of s.europeDeclarations) if (d.target === id) return true;
  return false;
}

function canRefitAt(soon: readonly RefitPort[], area: string, nation: PortNation): boolean {
  for (const p of soon) if (p.area === area && p.nation === nation) return true;
  return false;
}

/**
 * The refit ports a raider plans its way towards (11.3): every one, except that the Confederate
 * ports are left out while a neutral one remains within reach of the refit clock and the
 * blockade's runs, in and out, would lose the ship more than one time in five (the evasion
 * variant from 1863). A neutral port it cannot reach in time is no way out (issue 45: raiders in
 * the Americas steered for Europe, found it too far, and were lost to 11.3 or interned waiting in
 * a port that could not refit them). Nor is one that costs more than the runs: a refit port in
 * Europe is where the Federal may declare a blockade against the ship (6.3), and `neutralCost`
 * says what being held there is likely to cost, against `csaCost`, the runs' (issue 45: the
 * Sumter and Nashville steered for France, were blockaded there and interned under 11.42 where
 * the runs into Wilmington cost less by the planner's own reckoning). It may still end in a
 * Confederate port when nothing better is in reach (CruiseEnds weighs both runs).
 */
export function plannedRefitPorts(
  soon: RefitPort[],
  csaThrough: number,
  inTime: (p: RefitPort) => boolean = () => true,
  csaCost = 0,
  neutralCost: (p: RefitPort) => number = () => 0,
): RefitPort[] {
  if (csaThrough >= 0.8) return soon;
  const neutral = soon.filter((p) => p.nation !== 'CSA' && inTime(p) && neutralCost(p) <= csaCost);
  return neutral.length ? neutral : soon;
}

/** 4.41, 11.43: a Confederate port about to fall interns the ships in it. */
const csaLostNext = (area: string, turn: number) => turn + 1 >= csaPortLostAt(area);

/** VP likely lost running past `k` typical blockaders (7.21). */
function runPast(data: GameData, s: PublicState, id: string, k: number, fight: boolean, lossAll: number): number {
  return (1 - runBlockadeSurvival(data, s, id, typicalBlockaders(k), fight)) * lossAll;
}

/** What a cruise knows when it values the end of a record. */
interface EndsContext {
  g: MapGraph;
  turn: number;
  year: number;
  params: RaiderParams;
  potential: Float64Array;
  doomed: boolean;
  loss: Loss;
  lossAll: number;
  csaIn: { survive: number; damage: number };
  /** Coming out of a Confederate port again, a turn or more later (7.1): its chance of being lost counts against ending in one. */
  csaOut: { survive: number; damage: number };
  /** Turns left on the refit clock (11.3). */
  T: number;
  soon: RefitPort[];
  refitDist: Uint8Array;
  perTurn: number;
  uncommissioned: boolean;
  csaPorts: string[];
  csaDist: Uint8Array;
  trap: number;
}

/** Where a cruise may end and what ending there is worth. */
class CruiseEnds implements RouteEnds {
  constructor(private readonly c: EndsContext) {}

  value(a: number, port: PortNation | null): number {
    const { g, params, potential, loss, lossAll, csaIn, csaOut, T, perTurn, refitDist, csaDist, trap } = this.c;
    const area = g.ids[a]!;
    let v = port ? 0.2 * potential[a]! : 0.5 * potential[a]!;
    if (this.c.doomed) return v - (port ? loss.intern + loss.future : loss.sink + loss.future);
    if (port === 'CSA') {
      // 7.1: a ship in a Confederate port runs the blockade in now and out again later; under
      // the evasion variant either run can sink it (7.11's table only damages: its run out's
      // damage is left to that turn's record, as before).
      const inLost = params.runInLostFrom !== undefined && this.c.year >= params.runInLostFrom ? 1 : 1 - csaIn.survive;
      v -= (inLost + csaIn.survive * (1 - csaOut.survive)) * lossAll + csaIn.damage * 3 + (csaLostNext(area, this.c.turn) ? loss.intern + loss.future : 0);
    }
    if (T - params.refitMargin <= 1) {
      // 11.3: this turn must end in a port where it can refit next turn.
      if (!(port && canRefitAt(this.c.soon, area, port))) v -= port ? loss.intern + loss.future : lossAll;
    } else {
      const spare = (T - params.refitMargin - 1) * perTurn;
      const d = refitDist[a]! + 1;
      if (d > spare) v -= Math.min(1, (d - spare) / perTurn) * (loss.intern + loss.future);
      else v -= (0.5 * d * params.futureValuePerTurn) / Math.max(1, spare);
    }
    if (this.c.uncommissioned) {
      const done = port === 'CSA' && this.c.csaPorts.includes(area);
      if (!done) v -= params.futureValuePerTurn * (1 + csaDist[a]! / perTurn);
    }
    if (g.europe[a]) v -= port ? trap : Math.max(trap, 0.5 * loss.sink); // 6.3
    return v;
  }

  ports(a: number): EndPort[] {
    const { g, soon, csaPorts, uncommissioned } = this.c;
    const area = g.area[a]!;
    if (!hasNonUsaPort(area.ports)) return NO_PORTS; // most areas: nothing to build
    const out: EndPort[] = [];
    for (const p of area.ports) {
      if (p.nation === 'USA') continue;
      if (p.nation === 'CSA') {
        if (!csaPorts.includes(area.id) && !canRefitAt(soon, area.id, 'CSA')) continue;
        const steps: RecordStep[] = [{ op: 'enterPort', nation: 'CSA' }];
        if (uncommissioned && csaPorts.includes(area.id)) steps.push({ op: 'commission' });
        out.push({ nation: 'CSA', cost: steps.length, steps });
        continue;
      }
      // Neutral ports: only to refit next turn, or when the ship is out of time (11.3, 12.14).
      if (canRefitAt(soon, area.id, p.nation) || this.c.doomed || this.c.T - this.c.params.refitMargin <= 1)
        out.push({ nation: p.nation, cost: 0, steps: [{ op: 'enterPort', nation: p.nation }] });
    }
    return out;
  }
}

function cruise(k: TurnKnowledge, id: string, fight: boolean, prizeCoal: boolean): { plans: Plan[]; stay: number | null; danger: Danger; trapped?: boolean } {
  const { data, s, params, rng } = k;
  const g = mapGraph(data);
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const plan = k.commission[id] ?? 'done';
  const loss = lossVp(k, id);
  const lossAll = loss.sink + loss.future;
  const start = g.index.get(st.area!)!;

  // Prefix: prize coal first (11.53), commissioning (10.51), leaving port (4.4, 7.1, 7.21).
  const prefix: RecordStep[] = [];
  let prefixMp = 0;
  if (prizeCoal) prefix.push({ op: 'capturedCoal' });
  let commissioned = st.commissioned;
  if (plan === 'now') {
    const here = usablePorts(data, s, st.area!, 'commission', id);
    if (st.port === 'CSA' ? hasPort(here, 'CSA') : hasNeutralPort(here)) {
      prefix.push({ op: 'commission' });
      prefixMp += 1;
      commissioned = true;
    }
  }
  let leaving: { survive: number } | null = null;
  let startCoal = 0;
  const { coal, distCoal } = coalFor(k, id);
  if (st.port) {
    const declared = isDeclared(s, id);
    const blockaders = k.presence.blockaders[id] ?? [];
    prefix.push({ op: 'leavePort' });
    if (st.port === 'CSA' || st.blockadedBy.length > 0 || declared) prefixMp += 1; // 7.1, 7.21 (a declared blockade forms before the ship moves)
    let survive = blockaders.length ? runBlockadeSurvival(data, s, id, blockaders, fight) : 1;
    if (st.port === 'CSA') {
      survive *= csaRunSurvival(data, s, id, 'out').survive;
      startCoal += 1; // 11.51: the CSA port it starts in
    }
    leaving = { survive };
  }
  startCoal += coal[start]!;

  const allowance = confederateAllowance(data, s, id, prizeCoal);
  const budget = allowance - Math.floor(allowance * params.mpReserve);
  if (budget < prefixMp) return { plans: [], stay: null, danger: NO_DANGER };

  // What the raids are worth, with this turn's noise so that no route is fixed.
  const rw = raidWorth(data, s, id, k.whaling);
  // Tables read only within one cruise (the plans it returns do not refer to them): the planner's.
  const worth = k.planner.worth.take(g.n);
  if (commissioned && st.canRaid) for (let a = 0; a < g.n; a++) if (rw.worth[a]! > 0) worth[a] = rw.worth[a]! * (1 + params.noise * (2 * rng.float() - 1));
  const danger = shipDanger(data, s, id, k.presence, params.threatFear, fight, k.planner.catches);
  const avoid = avoidFor(g, params.avoidEastCoast);

  const potential = prospects(g, worth, danger, lossAll, k.planner);

  // 11.3: the refit clock. T turns may still be spent (partly) at sea, this one included.
  const T = refitTurnsLeft(data, s, id);
  const soon = refitPorts(data, s, id, s.turn + 1);
  const csaIn = csaRunSurvival(data, s, id, 'in');
  // The run out (7.1) is reckoned with the odds a year on (four turns): a raider comes out when
  // leaving pays, and under the evasion variant those that ran in in 1863 came out in 1864
  // (measured; two turns on, the soonest after a refit, cost 17 net VP a Campaign: docs/ai.md).
  const csaOut = csaRunSurvival(data, s, id, 'out', Math.min(s.turn + 4, data.turns.length));
  const perTurn = Math.max(4, budget - 2);
  // A refit port is in time if the turns left on the clock (less the margin) can sail there.
  const inTime = (p: RefitPort) => g.dist[start * g.n + g.index.get(p.area)!]! <= Math.max(1, T - params.refitMargin) * perTurn;
  // 6.3, 7.21: a raider in a European port at the start of a turn can be blockaded there by
  // every ship the Federal declares; it must then run past each, or stay and be interned.
  const pastTwo = runPast(data, s, id, 2, fight, lossAll);
  const trap = Math.min(loss.intern + loss.future, pastTwo);
  const csaThrough = csaIn.survive * csaOut.survive;
  // Which refit ports to plan for is weighed by the score (12.13, 12.14): held in Europe, the
  // internment at its own points; the level's internWeight, weighed here too, cost the historical
  // raider 27 net VP a Campaign under the variant (1,000 paired games; 21 at the points alone).
  const heldInEurope = Math.min(loss.internPoints + loss.future, pastTwo);
  const inEurope = (p: RefitPort) => (g.europe[g.index.get(p.area)!] ? heldInEurope : 0);
  const refitDist = distanceToPorts(data, plannedRefitPorts(soon, csaThrough, inTime, (1 - csaThrough) * lossAll, inEurope));
  const uncommissioned = !commissioned;
  const csaPorts: string[] = [];
  for (const a of CSA_PORT_AREAS) if (hasPort(usablePorts(data, s, a, 'commission', id), 'CSA')) csaPorts.push(a);
  const csaDist = distanceFrom(
    g,
    mapPacked(csaPorts, (a) => g.index.get(a)!),
  );
  const doomed = T <= 0;

  const ends = new CruiseEnds({
    g,
    turn: s.turn,
    year: yearOf(data, s.turn),
    params,
    potential,
    doomed,
    loss,
    lossAll,
    csaIn,
    csaOut,
    T,
    soon,
    refitDist,
    perTurn,
    uncommissioned,
    csaPorts,
    csaDist,
    trap,
  });

  let goal: { dist: Uint8Array; extra: number; penalty: number } | null = null;
  if (!doomed && T - params.refitMargin <= 1 && soon.length) goal = { dist: refitDist, extra: 1, penalty: lossAll };
  else if (uncommissioned && csaPorts.length && csaDist[start]! + 2 <= budget - prefixMp)
    goal = { dist: csaDist, extra: 2, penalty: params.futureValuePerTurn };

  const plans = k.planner.plan({
    g,
    allowance: budget,
    start,
    prefix,
    prefixMp,
    leaving,
    worth,
    oneArea: rw.oneArea,
    danger,
    lossVp: lossAll,
    coal,
    coalNeed: ship.coaling,
    startCoal,
    distCoal,
    ends,
    goal,
    avoid,
    potential,
    beam: params.beamWidth,
    coalFailPenalty: params.futureValuePerTurn * 2,
  });
  // Staying in port all turn: nothing taken, nothing risked, the refit clock stopped (11.3),
  // unless the stay runs out (11.41, 11.42: internment).
  let stay: number | null = null;
  let trapped = false;
  if (st.port) {
    const portLeft = portTurnsLeft(data, s, id);
    const lost = st.port === 'CSA' && csaLostNext(st.area!, s.turn);
    stay = portLeft < 1 || lost ? -(loss.intern + loss.future) : 0.2 * potential[start]!;
    if (portLeft >= 1 && !lost) {
      if (uncommissioned && plan !== 'wait') stay -= params.futureValuePerTurn * (1 + csaDist[start]! / perTurn);
      if (g.area[start]!.europe) {
        // Blockaded (or about to be): staying only puts off running past them, or internment.
        const held = (k.presence.blockaders[id] ?? []).length;
        stay -= held ? Math.min(loss.intern + loss.future, runPast(data, s, id, held, fight, lossAll)) + 0.5 * params.futureValuePerTurn : trap;
      }
    }
    // Issue 45: a stay that cannot end better than it starts is worth no more than what ends it,
    // internment (12.14) or a later sailing from the same place a turn of the war later: in a
    // Confederate port that falls (4.41, 11.43) or whose run out worsens (the evasion variant's
    // odds by year, 7.1) before the stay runs out (11.41), and in a port that cannot refit a ship
    // whose refit clock already wants a refit port at its next sailing (11.3: waiting does not
    // bring one nearer). The internment is weighed as the loss it is, before it comes.
    const worse =
      st.port === 'CSA' &&
      (csaPortLostAt(st.area!) <= s.turn + portLeft ||
        csaRunSurvival(data, s, id, 'out', Math.min(s.turn + portLeft, data.turns.length)).survive < csaRunSurvival(data, s, id, 'out').survive);
    const clock = !inRefitPort(data, s, id) && T - params.refitMargin <= 1;
    if (portLeft >= 1 && !lost && (worse || clock)) {
      trapped = true;
      const interned = -(loss.intern + loss.future);
      const turnOfWar = loss.future / Math.max(1, Math.min(6, s.lastTurn - s.turn));
      stay = Math.min(stay, Math.max(interned, (plans[0]?.score ?? interned) - turnOfWar));
    }
  }
  return { plans, stay, danger, trapped };
}
