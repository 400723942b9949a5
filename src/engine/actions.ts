import type { GameData } from '../data/gameData';
import type { DeploymentPoints, FederalShip } from '../data/schema/index';
import { own } from '../data/ids';
import type { Command } from './commands';
import type { FederalShipState, Phase, Side } from './types';
import type { PublicState } from './view';
import type { PendingDecision } from './activityState';
import { answerOfCommand, offerOf, stepOf } from './turnSteps';
import type { Offer, Step } from './sequence';
import { federalDataShips, shipIds, shipStates } from './shipIds';
import {
  owedText,
  selectionProblem,
  selectionProblemOf,
  selectionRefusal,
  shipsOwed,
  unavailablePoolRule,
  unavailablePoolRules,
  type PoolRulesByType,
  type ShipsOwed,
} from './rules/selection';
import { cannotReachEurope, europeTargets } from './rules/europe';
import { semmesCandidates } from './rules/semmes';
import { shipMoving } from './rules/federalMovement';
import { usablePorts } from './rules/prestige';
import { confederateAllowance } from './rules/allowance';
import { adjacent, pacificAdjacent, availabilityLeft, csePoints, federalAllowance, federalAllowanceOf, isFreeShip, yearOf } from './queries';
import { PACIFIC_REINFORCEMENTS, SHIP } from './special';
import { decisionOptions, type DecisionOption } from './actionsOdds';
import { federalOrdersOf } from './rules/federalOrders';
import { variantOn } from './options';
import type { FederalOrders } from './record';

// One question for the screens and the bots: what may this side do now (3.0)? Worked out from
// the side's view alone, so the answer cannot depend on anything that side may not see. Every
// list is in a fixed order (the order of the state's own keys), so a bot that draws from it at
// random plays the same game for the same seed.

/** Federal moves an undo takes back (3.0 phase 3): the commands that leave a take-back entry. */
export const UNDOABLE_COMMANDS: ReadonlySet<Command['type']> = new Set(['moveShip', 'enterCse', 'formSquadron', 'joinBlockade']);

/** What a Federal ship costs to select now (10.11, 10.42; free ships 11.2, 11.22, 11.62). */
export interface SelectionCost {
  free: boolean;
  type: string;
  deployment: number;
  availability: number;
  fromUnavailablePool: boolean;
}

export interface PlacementActions {
  /** 10.4: ships that may be selected, with their cost. */
  select: { ship: string; cost: SelectionCost }[];
  /** Selections made this segment that may be taken back. */
  unselect: string[];
  /** Ships in a pool or on the map that cannot be selected, with the engine's reason. */
  blocked: { ship: string; code: string; rule: string; message: string }[];
  /** 10.4: ships of each type still to be selected before the segment may end (empty: it may end). */
  owed: ShipsOwed[];
}

export interface EuropeActions {
  /** 6.3: raiders that may be declared against. */
  targets: string[];
  /** Deployed ships that may be declared (each against any target). */
  ships: string[];
  /**
   * Of those, the ships that cannot sail out of the Pacific this turn (11.2, 11.21, 11.22): a
   * declaration for them is allowed but can never blockade, so a player's screen leaves them off.
   */
  cannotReach: string[];
  /** Declarations made, each of which may be taken back. */
  declared: { ship: string; target: string }[];
}

export interface MovableShip {
  ship: string;
  area: string;
  /** 4.11, 8.21, 11.22: Movement Allowance this phase. */
  allowance: number;
  used: number;
  /** Movement Points it may still spend (0 once its movement is completed, 4.12). */
  left: number;
  /** 4.12: its movement is completed: another ship has moved since. */
  done: boolean;
  /** 11.22: sails for the Pacific on her own. */
  headingForPacific: boolean;
  /** 11.2: a ship of the Pacific Fleet (it may not leave the Pacific, except the Wyoming by 11.21). */
  pacificFleet: boolean;
  /** May be given a moveShip now. */
  canMove: boolean;
  /** 11.12: may join the CSE box now. */
  canEnterCse: boolean;
}

export interface MovementActions {
  /** Every deployed ship on the map, in the state's order. */
  ships: MovableShip[];
  /** 4.12: the ship under way; moving another completes its movement. */
  moving: string | null;
  /** 11.12: this calendar year's CSE points. */
  cse: { year: string; allowed: number; left: number };
  /** 4.52: areas with more than one ship that may stack into a squadron. */
  stacks: { area: string; ships: string[] }[];
  /** 7.24: blockades a ship may join where it is. */
  joinBlockade: { ship: string; target: string }[];
  /** The Federal's standing orders in force; `used`: this game answers his Activity Phase decisions by them (he is not asked live). */
  orders: { current: FederalOrders; used: boolean };
  /** For the ship asked about: the areas it may reach this phase, each with its Movement Point cost (4.11). */
  reach?: { ship: string; areas: { area: string; cost: number }[] };
}

export interface RecordShip {
  ship: string;
  area: string;
  port: string | null;
  /** 4.13: Movement Points for the record (without Georgia's prize coal, 11.53). */
  allowance: number;
  /** 10.52: the turn must be spent repairing. */
  forcedRepair: boolean;
  /** 11.4: in a port where it may refit now. */
  refitHere: boolean;
  commissioned: boolean;
}

export interface RecordActions {
  /** Ships in play, each needing a record (4.3). */
  ships: RecordShip[];
  /** 10.51: a neutral-port commissioning is still open this calendar year (one for all the records). */
  neutralCommissionLeft: boolean;
  /** 11.72: Semmes may be landed from the Sumter in port. */
  canLandSemmes: boolean;
}

export interface DecisionActions {
  kind: PendingDecision['kind'];
  rule: string;
  detail: PendingDecision['detail'];
  options: DecisionOption[];
}

/** 3.0: ending the phase now, and what would be left unused (issue 16: "end with six ships unmoved?"). */
export interface EndPhase {
  allowed: boolean;
  /** Why not, when not allowed. */
  reason?: { rule: string; message: string };
  /** Ships that could still act: unselected but selectable, undeclared, unmoved. */
  unusedShips: string[];
  /** Deployment Points left on the track (Federal placement). */
  pointsLeft?: DeploymentPoints;
  /** CSE points left this year (Federal movement). */
  csePointsLeft?: number;
  /** Semmes still waiting for a ship (Confederate placement). */
  semmesWaiting?: boolean;
}

interface Common {
  side: Side;
  phase: Phase;
  turn: number;
  /** 3.0: it is this side's decision now. */
  active: boolean;
  /** 3.0 phase 3: a Federal move may be taken back, and which commands an undo takes back. */
  undo: { possible: boolean; commands: readonly Command['type'][] };
  endPhase: EndPhase;
}

export type LegalActions = Common &
  (
    | { kind: 'wait' }
    | { kind: 'gameOver' }
    | { kind: 'federalPlacement'; placement: PlacementActions }
    | { kind: 'europeDeclaration'; europe: EuropeActions }
    | { kind: 'federalMovement'; movement: MovementActions }
    | { kind: 'confederatePlacement'; semmes: { candidates: string[] } }
    | { kind: 'confederateRecord'; record: RecordActions }
    | { kind: 'decision'; decision: DecisionActions }
  );

/** A view, or anything holding the public fields; `canUndo` is the view's word on the take-back stack. */
export type ActionsView = PublicState & { canUndo?: boolean };

/** What `side` may do now. `opts.ship`: where a step offers movement, also the areas that ship may reach with their cost. */
export function legalActions(data: GameData, v: ActionsView, side: Side, opts: { ship?: string; steps?: readonly Step[] } = {}): LegalActions {
  // 3.0: the turn machine's step says who acts, and what it offers that side (StepMeta.offers).
  const step = stepOf(v, opts.steps);
  const active = step.side === side;
  const { phase, turn } = v;
  const offers = active ? step.meta.offers : undefined;
  const undo = { possible: offers === 'federalMovement' && side === 'federal' && v.canUndo === true, commands: [...UNDOABLE_COMMANDS] };
  // Each answer is one object literal with the common fields first (not a spread of them): the
  // bots ask before every command, and a spread copies key by key.
  if (step.final)
    return {
      side,
      phase,
      turn,
      active,
      undo,
      endPhase: { allowed: false, reason: { rule: step.meta.refusal!.rule, message: step.meta.refusal!.message }, unusedShips: [] },
      kind: 'gameOver',
    };
  if (!active)
    return {
      side,
      phase,
      turn,
      active,
      undo,
      endPhase: { allowed: false, reason: { rule: '3.0', message: `it is not the ${side} player's decision now` }, unusedShips: [] },
      kind: 'wait',
    };
  if (!offers) return { side, phase, turn, active, undo, endPhase: { allowed: false, unusedShips: [] }, kind: 'wait' };
  return OFFERS[offers](data, v, side, step, undo, opts.ship);
}

/** What every answer holds besides its kind's part: the take-back (3.0 phase 3). */
type Undo = Common['undo'];
/** Builds the answer of one kind: its part, and whether (and with what left unused) the step may end. */
type Offered<K extends Offer> = (
  data: GameData,
  v: ActionsView,
  side: Side,
  step: Step,
  undo: Undo,
  ship: string | undefined,
) => Extract<LegalActions, { kind: K }>;

/** One builder per thing a step may offer (StepMeta.offers): the step, not the phase, picks it. */
const OFFERS: { readonly [K in Offer]: Offered<K> } = {
  federalPlacement: (data, v, side, _step, undo) => {
    const placement = federalPlacement(data, v);
    const t = v.deploymentTrack;
    const owed = placement.owed;
    return {
      side,
      phase: v.phase,
      turn: v.turn,
      active: true,
      undo,
      endPhase: {
        allowed: owed.length === 0,
        ...(owed.length ? { reason: { rule: '10.4', message: `${owedText(owed)} still to be selected (10.4, 10.41)` } } : {}),
        unusedShips: placement.select.map((x) => x.ship),
        pointsLeft: { F: t.F, SF: t.SF, S: t.S, GB: t.GB, SGB: t.SGB },
      },
      kind: 'federalPlacement',
      placement,
    };
  },
  europeDeclaration: (data, v, side, _step, undo) => {
    const europe = europeActions(data, v);
    const declared = new Set(europe.declared.map((d) => d.ship));
    return {
      side,
      phase: v.phase,
      turn: v.turn,
      active: true,
      undo,
      endPhase: { allowed: true, unusedShips: europe.targets.length ? europe.ships.filter((x) => !declared.has(x)) : [] },
      kind: 'europeDeclaration',
      europe,
    };
  },
  federalMovement: (data, v, side, _step, undo, ship) => {
    const movement = federalMovement(data, v, ship);
    return {
      side,
      phase: v.phase,
      turn: v.turn,
      active: true,
      undo,
      endPhase: { allowed: true, unusedShips: movement.ships.filter((f) => f.canMove && f.used === 0).map((f) => f.ship), csePointsLeft: movement.cse.left },
      kind: 'federalMovement',
      movement,
    };
  },
  confederatePlacement: (_data, v, side, _step, undo) => {
    const candidates = semmesCandidates({ s: v });
    return {
      side,
      phase: v.phase,
      turn: v.turn,
      active: true,
      undo,
      endPhase: { allowed: true, unusedShips: [], semmesWaiting: candidates.length > 0 },
      kind: 'confederatePlacement',
      semmes: { candidates },
    };
  },
  confederateRecord: (data, v, side, step, undo) => ({
    side,
    phase: v.phase,
    turn: v.turn,
    active: true,
    undo,
    endPhase: { allowed: false, reason: endRefused(step, side), unusedShips: [] },
    kind: 'confederateRecord',
    record: recordActions(data, v),
  }),
  decision: (data, v, side, step, undo) => {
    const p = v.activity!.pending!;
    return {
      side,
      phase: v.phase,
      turn: v.turn,
      active: true,
      undo,
      endPhase: { allowed: false, reason: endRefused(step, side), unusedShips: [] },
      kind: 'decision',
      decision: { kind: p.kind, rule: step.meta.rule, detail: p.detail, options: decisionOptions(data, v, p) },
    };
  },
};

/** Why the turn machine refuses `side` ending this step (the Record Phase ends by sealing, 4.3; the Activity Phase when every record has run, 4.12). */
function endRefused(step: Step, side: Side): { rule: string; message: string } {
  const refusal = answerOfCommand(step, side, 'endPhase', noFacts).actions.find((a) => a.type === 'refuse');
  if (!refusal) throw new Error(`the turn machine lets the ${side} player end ${step.id}`);
  return { rule: refusal.params.rule, message: refusal.params.message };
}
const noFacts = (): never => {
  throw new Error('ending a step reads no fact');
};

/** 10.11's pool rule depends only on the ship's type: worked out once per type for one answer. */
function poolRules(data: GameData, v: PublicState): (type: string) => { blocked: boolean; fewest: number } {
  let pools: PoolRulesByType | null = null; // every type in one pass, when first asked
  return (type: string) => {
    pools ??= unavailablePoolRules(data, v);
    return pools.get(type) ?? unavailablePoolRule(data, v, type);
  };
}

/** A ship not in play or in the CSE box: never selectable and not listed as blocked either (10.41, 11.1). */
const outOfPlacement = (f: FederalShipState) => f.where !== 'map' && f.where !== 'available' && f.where !== 'unavailable';

function federalPlacement(data: GameData, v: PublicState): PlacementActions {
  const select: PlacementActions['select'] = [];
  const blocked: PlacementActions['blocked'] = [];
  const unselect: string[] = [];
  const ctx = { data, s: v };
  const poolRule = poolRules(data, v);
  const ids = shipIds(v.federal),
    fleet = shipStates(v.federal);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!,
      f = fleet[i]!;
    if (f.inUse) {
      if (f.selection) unselect.push(id);
      continue;
    }
    if (outOfPlacement(f)) continue;
    const ship = own(data.federal, id);
    // The refusal is worded only for a ship that has one (most have none).
    const problem = !ship
      ? selectionProblem(ctx, id)
      : selectionRefusal(data, v, id, ship, f, poolRule) === null
        ? null
        : selectionProblemOf(ctx, id, ship, f, poolRule);
    if (problem === null) select.push({ ship: id, cost: selectionCost(data, v, id) });
    else blocked.push({ ship: id, code: problem.code, rule: problem.rule, message: problem.message });
  }
  return { select, unselect, blocked, owed: shipsOwed(data, v) };
}

/**
 * 10.4: the ships that may be selected now, in the state's order: the placement answer's
 * `select` list without the costs and the blocked ships' reasons, for a bot that asks before
 * every selection (the random bot).
 */
export function selectableShips(data: GameData, v: PublicState): string[] {
  const out: string[] = [];
  if (offerOf(v, 'federal') !== 'federalPlacement') return out;
  const poolRule = poolRules(data, v);
  const ids = shipIds(v.federal),
    ships = federalDataShips(data, v.federal),
    fleet = shipStates(v.federal);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!,
      f = fleet[i]!;
    if (f.inUse || outOfPlacement(f)) continue;
    const ship = ships[i];
    if (ship && selectionRefusal(data, v, id, ship, f, poolRule) === null) out.push(id);
  }
  return out;
}

/** What selecting the ship now would cost (10.11: one point from the Unavailable Pool; 10.42: a point and an Availability Point). */
export function selectionCost(data: GameData, v: PublicState, id: string): SelectionCost {
  const ship = data.federal[id]!;
  const f = v.federal[id]!;
  const up = f.where === 'unavailable';
  if (isFreeShip(data, v, id)) return { free: true, type: ship.type, deployment: 0, availability: 0, fromUnavailablePool: up };
  return { free: false, type: ship.type, deployment: 1, availability: up ? 0 : 1, fromUnavailablePool: up };
}

/** 6.3: the deployed ships, each of which may be declared against any target, in the state's order. */
export function declarableShips(v: PublicState): string[] {
  const out: string[] = [];
  for (const f of shipStates(v.federal)) if (f.where === 'map' && f.inUse) out.push(f.id);
  return out;
}

function europeActions(data: GameData, v: PublicState): EuropeActions {
  const targets = europeTargets({ s: v });
  const ships = declarableShips(v);
  return { targets, ships, cannotReach: ships.filter((id) => cannotReachEurope(data, v, id)), declared: v.europeDeclarations.map((d) => ({ ...d })) };
}

function federalMovement(data: GameData, v: PublicState, asked?: string): MovementActions {
  const cse = csePoints(data, v);
  const ships: MovableShip[] = [];
  const byArea = new Map<string, string[]>();
  const joinBlockade: MovementActions['joinBlockade'] = [];
  // 7.24: the raiders blockaded in a neutral port, in the state's order (few, if any).
  const blockaded: { id: string; area: string | null }[] = [];
  for (const c of shipStates(v.confederate)) {
    if (c.status === 'inPlay' && c.blockadedBy.length > 0) blockaded.push({ id: c.id, area: c.area });
  }
  const fleet = shipStates(v.federal),
    fleetData = federalDataShips(data, v.federal);
  for (let i = 0; i < fleet.length; i++) {
    const f = fleet[i]!;
    if (f.where !== 'map' || !f.inUse || !f.area) continue;
    ships.push(movableShip(fleetData[i]!, f, f.area, cse.left));
    if (!f.headingForPacific) {
      const here = byArea.get(f.area);
      if (here) here.push(f.id);
      else byArea.set(f.area, [f.id]);
      // 7.24: a raider blockaded in a neutral port here may be blockaded by this ship too.
      for (const c of blockaded) if (c.area === f.area && f.blockading !== c.id) joinBlockade.push({ ship: f.id, target: c.id });
    }
  }
  const stacks: MovementActions['stacks'] = [];
  for (const [area, ids] of byArea) if (ids.length > 1) stacks.push({ area, ships: ids });
  const orders = { current: federalOrdersOf(v), used: !variantOn(v.options, 'askFederal') };
  const out: MovementActions = { ships, moving: shipMoving(v), cse: { year: cse.year, allowed: cse.allowed, left: cse.left }, stacks, joinBlockade, orders };
  if (asked !== undefined) {
    const m = ships.find((x) => x.ship === asked);
    if (m) out.reach = { ship: asked, areas: federalReach(data, v, asked) };
  }
  return out;
}

/** One deployed ship of the movement answer (4.11, 4.12, 8.21, 11.12, 11.22). */
function movableShip(ship: FederalShip, f: FederalShipState, area: string, cseLeft: number): MovableShip {
  const allowance = federalAllowanceOf(ship, f);
  const canMove = !f.headingForPacific && !f.moveDone;
  const left = canMove ? Math.max(0, allowance - f.movementUsed) : 0;
  return {
    ship: f.id,
    area,
    allowance,
    used: f.movementUsed,
    left,
    done: f.moveDone,
    headingForPacific: f.headingForPacific,
    pacificFleet: ship.fleet === 'P',
    canMove,
    canEnterCse: canMove && cseLeft > 0,
  };
}

/** 4.12, 11.22: a deployed ship that may be given a moveShip now (the answer's `canMove`). */
const canMoveNow = (f: FederalShipState) => f.where === 'map' && f.inUse && !!f.area && !f.headingForPacific && !f.moveDone;

/**
 * The ids of the movement answer's ships that may be given a moveShip now (`canMove`), in the
 * state's order, without their details, the stacks and the blockades: for a bot that asks before
 * every move (the random bot), which then asks movableShipOf about the one it picks.
 */
export function movableShips(v: PublicState): string[] {
  const out: string[] = [];
  if (offerOf(v, 'federal') !== 'federalMovement') return out;
  const ids = shipIds(v.federal),
    fleet = shipStates(v.federal);
  for (let i = 0; i < ids.length; i++) if (canMoveNow(fleet[i]!)) out.push(ids[i]!);
  return out;
}

/** The movement answer's entry for one ship that may move now, or null. */
export function movableShipOf(data: GameData, v: PublicState, id: string): MovableShip | null {
  const f = own(v.federal, id);
  const ship = own(data.federal, id);
  if (offerOf(v, 'federal') !== 'federalMovement' || !f || !ship || !canMoveNow(f)) return null;
  return movableShip(ship, f, f.area!, csePoints(data, v).left);
}

/**
 * The areas a Federal ship may enter next from `at` (4.12, 4.22), in the map's order: the
 * Pacific Fleet stays in the Pacific (11.2); the Wyoming may leave once a raider has raided
 * there, paying a Deployment and an Availability Point unless paid already (11.21).
 */
export function federalNextAreas(data: GameData, v: PublicState, shipId: string, at: string): string[] {
  const ship = own(data.federal, shipId);
  const f = own(v.federal, shipId);
  const here = own(data.areas, at);
  if (!ship || !f || !here) return [];
  const next = adjacent(data, at);
  if (ship.fleet !== 'P' || !here.pacific) return [...next];
  // 11.21: the Wyoming's leave holds for every area or none.
  return [...(shipId === SHIP.wyoming && v.pacificRaided && wyomingMayPay(data, v, shipId) ? next : pacificAdjacent(data, at))];
}

function wyomingMayPay(data: GameData, v: PublicState, shipId: string): boolean {
  const f = v.federal[shipId]!;
  if (PACIFIC_REINFORCEMENTS.includes(shipId) || f.selection?.paid) return true;
  const type = data.federal[shipId]!.type as keyof DeploymentPoints;
  return v.deploymentTrack[type] >= 1 && availabilityLeft(data, v, shipId) >= 1;
}

/**
 * 4.11: every area the ship may still reach this phase, with the fewest Movement Points it
 * takes; `from` asks from the end of a path being planned, with the points that path leaves.
 */
export function federalReach(data: GameData, v: PublicState, shipId: string, from?: { area: string; left: number }): { area: string; cost: number }[] {
  const f = own(v.federal, shipId);
  if (!f || f.where !== 'map' || !f.inUse || !f.area || f.moveDone || f.headingForPacific) return [];
  const start = from?.area ?? f.area;
  const left = Math.min(from?.left ?? Infinity, Math.max(0, federalAllowance(data, v, shipId) - f.movementUsed));
  const cost = new Map<string, number>([[start, 0]]);
  let frontier = [start];
  for (let step = 1; step <= left && frontier.length; step++) {
    const next: string[] = [];
    for (const a of frontier)
      for (const b of federalNextAreas(data, v, shipId, a))
        if (!cost.has(b)) {
          cost.set(b, step);
          next.push(b);
        }
    frontier = next;
  }
  cost.delete(start);
  return [...cost].map(([area, c]) => ({ area, cost: c }));
}

function recordActions(data: GameData, v: PublicState): RecordActions {
  const ships: RecordShip[] = [];
  for (const st of Object.values(v.confederate)) if (st.status === 'inPlay' && st.area) ships.push(recordShip(data, v, st.id)!);
  const sumter = v.confederate[SHIP.sumter];
  return {
    ships,
    neutralCommissionLeft: !v.neutralCommissionYears.includes(yearOf(data, v.turn)),
    canLandSemmes: v.semmes.status === 'aboard' && v.semmes.ship === SHIP.sumter && sumter?.status === 'inPlay' && sumter.port !== null,
  };
}

/** What the Record Phase needs to know of one raider in play, or null if it is not in play. */
export function recordShip(data: GameData, v: PublicState, id: string): RecordShip | null {
  const st = own(v.confederate, id);
  if (!st || st.status !== 'inPlay' || !st.area) return null;
  // 11.4: a refit is made in a Confederate, English or French port that allows it now.
  const refitHere = !!st.port && ['CSA', 'England', 'France'].includes(st.port) && usablePorts(data, v, st.area, 'refit', id).some((p) => p.nation === st.port);
  return {
    ship: id,
    area: st.area,
    port: st.port,
    allowance: confederateAllowance(data, v, id),
    forcedRepair: st.forcedRepairTurn === v.turn,
    refitHere,
    commissioned: st.commissioned,
  };
}
