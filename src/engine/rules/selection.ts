import type { GameData } from '../../data/gameData';
import type { FederalShipState } from '../types';
import type { FederalShip } from '../../data/schema/index';
import type { PublicState } from '../view';
import type { Ctx } from '../context';
import { refuse } from '../context';
import { availabilityLeftOf, isFreeShipOf } from '../queries';
import { excerpt, own } from '../../data/ids';
import { releaseBlockade } from './blockade';
import { federalDataShips, shipStates } from '../shipIds';
import { mapPacked } from '../../lib/packed';

// 10.4 Federal Ship Selection for Deployment, with 10.11's use of the Unavailable Pool and
// 10.44's return of unused ships to the Available Pool.

/** The Federal ships of each type, from the data's own table (10.11 compares a ship with its type). */
export function shipsOfType(data: GameData, type: string): readonly string[] {
  return data.index.federalByType.get(type) ?? [];
}

/**
 * 10.11 for one ship type: whether a ship of the type is in the Available Pool or unselected on
 * the map with Availability Points left (then none may come from the Unavailable Pool), and the
 * fewest uses among the type's Unavailable Pool ships (they come out in equal-use order). A
 * ship in the Unavailable Pool never blocks, so asking about one of them counts it alike.
 */
export function unavailablePoolRule(data: GameData, s: PublicState, type: string): { blocked: boolean; fewest: number } {
  const r = { blocked: false, fewest: Infinity };
  for (const id of shipsOfType(data, type)) {
    const o = s.federal[id];
    if (o) foldPoolRule(r, o, data.federal[id]!.availability);
  }
  return r;
}

/** One ship's part in 10.11's rule for its type, folded into `r` (availabilityLeft inlined). */
function foldPoolRule(r: { blocked: boolean; fewest: number }, o: PublicState['federal'][string], availability: number): void {
  if (!r.blocked && (o.where === 'available' || (o.where === 'map' && !o.inUse)) && availability - o.availabilityUsed > 0) r.blocked = true;
  if (o.where === 'unavailable') r.fewest = Math.min(r.fewest, o.upUses);
}

/**
 * unavailablePoolRule for every ship type at once, in one pass over the fleet (the state's kept
 * lists): for the queries that walk every ship before each selection. The same answer per type.
 */
export function unavailablePoolRules(data: GameData, s: PublicState): PoolRulesByType {
  const fleet = shipStates(s.federal),
    ships = federalDataShips(data, s.federal);
  const { federalTypes: types, federalShips, federalTypeSlots } = data.index;
  // One answer per type, found by the ship's type's place among the few types, from the data's
  // table when the fleet is in the data's order (a keyed look-up per ship was most of the pass,
  // and the random bot asks before each of ~130 selections a game).
  const slots = ships === federalShips ? federalTypeSlots : mapPacked(ships, (ship) => (ship ? types.indexOf(ship.type) : -1));
  const rules = mapPacked(types, () => ({ blocked: false, fewest: Infinity }));
  for (let i = 0; i < fleet.length; i++) {
    const k = slots[i]!;
    if (k >= 0) foldPoolRule(rules[k]!, fleet[i]!, ships[i]!.availability);
  }
  return new PoolRulesByType(types, rules);
}

/** unavailablePoolRules' answer: 10.11's rule by type name, found among the few types (no Map is built for one question). */
export class PoolRulesByType {
  constructor(
    private readonly types: readonly string[],
    private readonly rules: readonly { blocked: boolean; fewest: number }[],
  ) {}
  get(type: string): { blocked: boolean; fewest: number } | undefined {
    const k = this.types.indexOf(type);
    return k < 0 ? undefined : this.rules[k];
  }
}

/**
 * Why a ship cannot be selected now, or null if it can (used by the command and by the screens).
 * `poolRule`: 10.11's answer for a type, for a caller that asks about many ships of one state.
 */
export function selectionProblem(
  ctx: { data: GameData; s: PublicState },
  shipId: string,
  poolRule = (type: string) => unavailablePoolRule(ctx.data, ctx.s, type),
): { code: string; rule: string; message: string } | null {
  const ship = own(ctx.data.federal, shipId);
  const f = own(ctx.s.federal, shipId);
  if (!ship || !f) return { code: 'noSuchShip', rule: '10.4', message: `no Federal ship "${excerpt(shipId)}"` };
  return selectionProblemOf(ctx, shipId, ship, f, poolRule);
}

/**
 * Why a ship already looked up cannot be selected now, as the refusal's code only, or null if
 * it can: the legal-actions query and the bots walk every ship before each selection, and most
 * refusals are never read, so they are worded only on demand (selectionProblemOf).
 */
export function selectionRefusal(
  data: GameData,
  s: PublicState,
  shipId: string,
  ship: FederalShip,
  f: FederalShipState,
  poolRule: (type: string) => { blocked: boolean; fewest: number },
): string | null {
  if (s.phase !== 'federalPlacement') return 'wrongPhase';
  if (f.inUse) return 'alreadySelected';
  if (f.where === 'notArrived' || f.where === 'sunk') return 'notInPlay';
  if (f.where === 'cse') return 'inCse';
  const type = ship.type as keyof typeof s.deploymentTrack;
  if (f.where === 'unavailable') {
    // 10.11: only when no other ship of the type is on the map or in the Available Pool, and in equal-use order.
    const { blocked, fewest } = poolRule(ship.type);
    if (blocked) return 'upNotNeeded';
    if (f.upUses > fewest) return 'upOrder';
    if (s.deploymentTrack[type] < 1) return 'upNoPoints';
    return null;
  }
  if (isFreeShipOf(data, shipId, ship, f)) return null;
  if (s.deploymentTrack[type] < 1) return 'noPoints';
  if (availabilityLeftOf(ship, f) < 1) return 'noAvailability';
  return null;
}

/** selectionProblem for a ship already looked up: selectionRefusal's code with its rule and words. */
export function selectionProblemOf(
  ctx: { data: GameData; s: PublicState },
  shipId: string,
  ship: FederalShip,
  f: FederalShipState,
  poolRule: (type: string) => { blocked: boolean; fewest: number },
): { code: string; rule: string; message: string } | null {
  const code = selectionRefusal(ctx.data, ctx.s, shipId, ship, f, poolRule);
  switch (code) {
    case null:
      return null;
    case 'wrongPhase':
      return { code, rule: '10.4', message: 'ships are selected in the Federal Ship Placement Segment' };
    case 'alreadySelected':
      return { code, rule: '10.4', message: `${ship.name} is already selected this turn` };
    case 'notInPlay':
      return { code, rule: '10.41', message: `${ship.name} is not in the game` };
    case 'inCse':
      return { code, rule: '11.1', message: `${ship.name} is in the CSE box` };
    case 'upNotNeeded':
      return { code, rule: '10.11', message: `another ${ship.type} is still available, so ${ship.name} cannot come from the Unavailable Pool` };
    case 'upOrder':
      return { code, rule: '10.11', message: `other ${ship.type}s in the Unavailable Pool have been used fewer times than ${ship.name}` };
    case 'upNoPoints':
      return { code: 'noPoints', rule: '10.11', message: `no ${ship.type} Deployment Points left` };
    case 'noPoints':
      return { code, rule: '10.42', message: `no ${ship.type} Deployment Points left for ${ship.name}` };
    default:
      return { code, rule: '10.42', message: `${ship.name} has no Availability Points left` };
  }
}

export function selectShip(ctx: Ctx, shipId: string): void {
  const { s, data } = ctx;
  // selectionProblem's look-ups made here once and kept (a look-up by id in a fleet's table is
  // dear, and the random bot selects ~120 ships a game).
  const ship = own(data.federal, shipId);
  const f = own(s.federal, shipId);
  if (!ship || !f) {
    const none = selectionProblem(ctx, shipId)!;
    refuse(none.code, none.rule, none.message);
  }
  const problem = selectionProblemOf(ctx, shipId, ship, f, (type) => unavailablePoolRule(data, s, type));
  if (problem) refuse(problem.code, problem.rule, problem.message);
  const type = ship.type as keyof typeof s.deploymentTrack;
  const fromUP = f.where === 'unavailable';
  const paid = !isFreeShipOf(data, shipId, ship, f);
  f.selection = { from: f.where, area: f.area, paid, fromUP };
  if (paid) s.deploymentTrack[type] -= 1;
  if (paid && !fromUP) f.availabilityUsed += 1;
  if (fromUP) {
    f.upUses += 1;
    f.fromUP = true;
  }
  f.inUse = true;
  if (f.where !== 'map') {
    // 10.43: ships from a pool start in C9.
    f.where = 'map';
    f.area = 'C9';
  }
  f.path = [f.area!];
  if (ctx.quiet) return;
  const cost = !paid
    ? 'at no cost'
    : fromUP
      ? `from the Unavailable Pool (10.11), 1 ${ship.type} point`
      : `1 ${ship.type} point and 1 Availability Point (${availabilityLeftOf(ship, f)} left)`;
  ctx.emit(fromUP ? '10.11' : '10.42', 'select', `${ship.name} selected in ${f.area}, ${cost}`, { ships: [shipId] });
}

/** Takes back a selection made this segment (no die has been rolled since). */
export function unselectShip(ctx: Ctx, shipId: string): void {
  const { s, data } = ctx;
  const f = own(s.federal, shipId);
  if (!f || !f.inUse || !f.selection) refuse('notSelected', '10.4', `${own(data.federal, shipId)?.name ?? excerpt(shipId)} was not selected in this segment`);
  const sel = f.selection;
  const type = data.federal[shipId]!.type as keyof typeof s.deploymentTrack;
  if (sel.paid) s.deploymentTrack[type] += 1;
  if (sel.paid && !sel.fromUP) f.availabilityUsed -= 1;
  if (sel.fromUP) {
    f.upUses -= 1;
    f.fromUP = false;
  }
  f.where = sel.from;
  f.area = sel.area;
  f.path = f.area ? [f.area] : [];
  f.inUse = false;
  f.selection = null;
  ctx.emit('10.4', 'unselect', `${data.federal[shipId]!.name}'s selection taken back`, { ships: [shipId] });
}

/** The Federal Warship Deployment Track's types, in its order (2.23, 10.31). */
const TRACK_ORDER = ['F', 'SF', 'S', 'GB', 'SGB'] as const satisfies readonly (keyof PublicState['deploymentTrack'])[];

/** Ships of one type still owed by 10.4: the points on the track that ships of the type on the map or in the Available Pool could fill. */
export interface ShipsOwed {
  type: string;
  count: number;
}

/**
 * 10.4, 10.41: the Federal selects as many ships of each type as the track has points, from the
 * map and the Available Pool; points may stay on the track (or buy from the Unavailable Pool,
 * 10.11) only when those run short. Counts, by type in the data's order, the ships that could
 * still be selected for a point (unselected, not free, Availability Points left) and owes the
 * lesser of that and the points. Free ships (11.2, 11.22, 11.62) are selected without points.
 */
export function shipsOwed(data: GameData, s: PublicState): ShipsOwed[] {
  const fleet = shipStates(s.federal),
    ships = federalDataShips(data, s.federal);
  const waiting = new Map<string, number>();
  for (let i = 0; i < fleet.length; i++) {
    const f = fleet[i]!,
      ship = ships[i];
    if (!ship || f.inUse || !(f.where === 'available' || f.where === 'map')) continue;
    if (availabilityLeftOf(ship, f) < 1 || isFreeShipOf(data, f.id, ship, f)) continue;
    waiting.set(ship.type, (waiting.get(ship.type) ?? 0) + 1);
  }
  const owed: ShipsOwed[] = [];
  for (const type of TRACK_ORDER) {
    const count = Math.min(waiting.get(type) ?? 0, s.deploymentTrack[type]);
    if (count > 0) owed.push({ type, count });
  }
  return owed;
}

/** ShipsOwed in words: "2 S and 1 GB". */
export const owedText = (owed: readonly ShipsOwed[]): string => owed.map((o) => `${o.count} ${o.type}`).join(owed.length > 2 ? ', ' : ' and ');

/** 10.4: the selection step ends only once no ship is owed (the refusal names them). */
export function requireSelections(ctx: Ctx): void {
  const owed = shipsOwed(ctx.data, ctx.s);
  if (owed.length)
    refuse(
      'shipsOwed',
      '10.4',
      `${owedText(owed)} still to be selected: the track's points must buy ships of their type while any are on the map or in the Available Pool; only when they run short may points stay on the track (10.41)`,
    );
}

/** Free ships (Pacific Fleet in the Pacific, 11.22 and 11.62 ships on the map) need no selection. */
export function selectFreeShips(ctx: Ctx): void {
  const fleet = shipStates(ctx.s.federal),
    ships = federalDataShips(ctx.data, ctx.s.federal);
  for (let i = 0; i < fleet.length; i++) {
    const f = fleet[i]!;
    if (f.where === 'map' && !f.inUse && isFreeShipOf(ctx.data, f.id, ships[i]!, f)) {
      f.inUse = true;
      f.path = [f.area!];
    }
  }
}

/** 10.44: ships on the map that were not selected go to the Available Pool. */
export function endSelection(ctx: Ctx): void {
  for (const f of shipStates(ctx.s.federal)) {
    // A selected ship keeps its selection for the turn: 11.21 must know it has already paid.
    if (!f.inUse) f.selection = null;
    if (f.where === 'map' && !f.inUse) {
      // 7.24: a ship leaving the map leaves its blockade too.
      releaseBlockade(ctx, f.id);
      f.where = 'available';
      f.area = null;
      f.path = [];
      if (!ctx.quiet)
        ctx.emit('10.44', 'toAvailable', `${ctx.data.federal[f.id]!.name} is not used this turn and goes to the Available Pool`, { ships: [f.id] });
    }
  }
}
