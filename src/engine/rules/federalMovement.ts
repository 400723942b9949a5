import { forgetShipLists, shipIds, shipStates } from '../shipIds';
import { clonePlain } from '../clone';
import type { AreaId } from '../../data/schema/index';
import type { Ctx } from '../context';
import { refuse } from '../context';
import { csePoints, availabilityLeft, federalAllowance, federalAllowanceOf, isAdjacent, pathToArea } from '../queries';
import { PACIFIC_REINFORCEMENTS, SHIP } from '../special';
import { releaseBlockade } from './blockade';
import { excerpt, own } from '../../data/ids';
import type { FederalShipState, UndoEntry } from '../types';
import type { FederalShip } from '../../data/schema/index';
import type { PublicState } from '../view';

// Federal Movement Phase (3.0 phase 3): 4.1 moving through adjacent areas, 4.22 across the map
// edge, no ports (4.4), 4.5 squadrons, 11.1 the CSE box, 11.2 the Pacific Fleet, and the
// take-back of one's own moves until the phase ends.

/** Remembers what a move is about to change: only the ships it touches, so undo stays small
 *  (`raiders`: Confederate ships it changes besides those its ships blockade now, 7.24). */
function snapshot(ctx: Ctx, fedIds: string[], raiders: string[] = []): void {
  const { s } = ctx;
  if (ctx.quiet) return; // a simulation: bots take nothing back
  const federal: UndoEntry['federal'] = {};
  const confederate: UndoEntry['confederate'] = {};
  for (const id of fedIds) {
    federal[id] = clonePlain(s.federal[id]!);
    const blockaded = s.federal[id]!.blockading;
    if (blockaded) confederate[blockaded] = clonePlain(s.confederate[blockaded]!);
  }
  for (const id of raiders) confederate[id] = clonePlain(s.confederate[id]!);
  s.undo ??= [];
  s.undo.push({ federal, confederate, cseUsed: { ...s.cseUsed }, deploymentTrack: { ...s.deploymentTrack } });
}

export function undoFederalMove(ctx: Ctx): void {
  const entry = ctx.s.undo?.pop();
  if (!entry) refuse('nothingToUndo', '3.0', 'there is no move of yours to take back since the last die roll or reveal');
  Object.assign(ctx.s.federal, entry.federal);
  Object.assign(ctx.s.confederate, entry.confederate);
  forgetShipLists(ctx.s.federal); // copies replaced the ships' objects
  forgetShipLists(ctx.s.confederate);
  ctx.s.cseUsed = entry.cseUsed;
  ctx.s.deploymentTrack = entry.deploymentTrack;
  ctx.emit('3.0', 'undo', 'the last Federal move is taken back');
}

function movable(ctx: Ctx, shipId: string) {
  const { s, data } = ctx;
  const ship = own(data.federal, shipId);
  const f = own(s.federal, shipId);
  if (!ship || !f) refuse('noSuchShip', '4.11', `no Federal ship "${excerpt(shipId)}"`);
  if (f.where !== 'map' || !f.inUse) refuse('notOnMap', '10.4', `${ship.name} is not deployed on the map this turn`);
  if (f.headingForPacific) refuse('autoMoved', '11.22', `${ship.name} sails for the Pacific on her own`);
  return { ship, f };
}

/** 4.12: the ship whose movement is under way (it has moved, and no other ship has begun since). */
export function shipMoving(s: PublicState): string | null {
  const ids = shipIds(s.federal),
    fleet = shipStates(s.federal);
  for (let i = 0; i < fleet.length; i++) {
    const f = fleet[i]!;
    if (f.movementUsed > 0 && !f.moveDone && !f.headingForPacific) return ids[i]!;
  }
  return null;
}

/** 4.12: a ship whose movement is completed may not move again this turn. */
function notDone(ship: FederalShip, f: FederalShipState): void {
  if (f.moveDone) refuse('moveDone', '4.12', `${ship.name} has completed its movement this turn: another ship has moved since`);
}

/** 4.12: the ships a move touches: itself, and the ship whose movement it completes. */
function touched(ctx: Ctx, shipId: string): string[] {
  const prior = shipMoving(ctx.s);
  return prior && prior !== shipId ? [shipId, prior] : [shipId];
}

/** 4.12: another ship begins: the one under way has completed its movement, and says so. */
function completePrior(ctx: Ctx, shipId: string): void {
  const prior = shipMoving(ctx.s);
  if (!prior || prior === shipId) return;
  const f = ctx.s.federal[prior]!;
  f.moveDone = true;
  if (!ctx.quiet)
    ctx.emit('4.12', 'moveDone', `${ctx.data.federal[prior]!.name} has completed its movement (${f.movementUsed} MP${f.area ? `, in ${f.area}` : ''})`, {
      ships: [prior],
    });
}

/** 4.11-4.13, 4.22: a path of adjacent areas within the Movement Allowance. */
export function moveShip(ctx: Ctx, shipId: string, path: AreaId[]): void {
  const { s, data } = ctx;
  const { ship, f } = movable(ctx, shipId);
  notDone(ship, f);
  if (path.length === 0) refuse('emptyPath', '4.11', 'a move needs at least one area');
  const allowance = federalAllowanceOf(ship, f);
  if (f.movementUsed + path.length > allowance)
    refuse('tooFar', '4.11', `${ship.name} has ${allowance - f.movementUsed} of ${allowance} Movement Points left, the path needs ${path.length}`);
  let at = f.area!;
  for (const next of path) {
    // An area adjacent to a map area is on the map (the data's cross-check holds every neighbour
    // to be an area), so the map is searched only for an area that is not adjacent.
    if (!isAdjacent(data, at, next)) {
      if (!own(data.areas, next)) refuse('noSuchArea', '2.11', `no Movement Area ${excerpt(next)}`);
      refuse('notAdjacent', data.areas[at]!.edge ? '4.22' : '4.12', `${next} is not adjacent to ${at}`);
    }
    // 11.2, 11.21: the Pacific Fleet stays in the Pacific; Wyoming alone may leave after a Pacific raid.
    if (ship.fleet === 'P' && data.areas[at]!.pacific && !data.areas[next]!.pacific) {
      if (shipId !== SHIP.wyoming) refuse('pacificFleet', '11.2', `${ship.name} belongs to the Pacific Fleet and cannot leave the Pacific`);
      if (!s.pacificRaided) refuse('pacificFleet', '11.21', 'the Wyoming may leave the Pacific only after a Confederate ship has raided there');
    }
    at = next;
  }
  // 11.21: Wyoming pays Deployment and Availability Points for any part of a turn outside the Pacific.
  const leavesPacific = ship.fleet === 'P' && !PACIFIC_REINFORCEMENTS.includes(shipId) && path.some((a) => !data.areas[a]!.pacific);
  const pays = leavesPacific && !f.selection?.paid;
  const type = ship.type as keyof typeof s.deploymentTrack;
  if (pays && (s.deploymentTrack[type] < 1 || availabilityLeft(data, s, shipId) < 1)) {
    refuse('noPoints', '11.21', `the Wyoming needs 1 ${ship.type} Deployment Point and 1 Availability Point to leave the Pacific`);
  }
  // Every check is made: what the move changes from here can be taken back.
  if (!ctx.quiet) snapshot(ctx, touched(ctx, shipId)); // a simulation takes nothing back
  completePrior(ctx, shipId);
  if (pays) {
    s.deploymentTrack[type] -= 1;
    f.availabilityUsed += 1;
    f.selection = { from: 'map', area: f.path[0] ?? null, paid: true, fromUP: false };
    ctx.emit('11.21', 'pacificExit', `${ship.name} leaves the Pacific: 1 ${ship.type} point and 1 Availability Point`, { ships: [shipId] });
  }
  releaseBlockade(ctx, shipId);
  f.squadron = null;
  f.movementUsed += path.length;
  f.area = at;
  f.path.push(...path);
  if (!ctx.quiet)
    ctx.emit('4.1', 'federalMove', `${ship.name} moves ${path.join(' > ')} (${f.movementUsed}/${federalAllowanceOf(ship, f)} MP)`, {
      ships: [shipId],
      path: [...path],
    });
}

/** 11.1, 11.12: a ship joins the CSE box from any area, one point of this year's CSE allowance. */
export function enterCse(ctx: Ctx, shipId: string): void {
  const { s, data } = ctx;
  const { ship, f } = movable(ctx, shipId);
  notDone(ship, f);
  const { year, allowed, used } = csePoints(data, s);
  if (used >= allowed) refuse('noCsePoints', '11.12', `all ${allowed} CSE points of ${year} are used`);
  if (!ctx.quiet) snapshot(ctx, touched(ctx, shipId)); // a simulation takes nothing back
  completePrior(ctx, shipId);
  f.moveDone = true; // 4.12: sailing off to escort is this ship's whole movement
  releaseBlockade(ctx, shipId);
  s.cseUsed[year] = used + 1;
  f.where = 'cse';
  f.area = null;
  f.squadron = null;
  if (!ctx.quiet)
    ctx.emit('11.12', 'cse', `${ship.name} joins the California Steamer Escort (${used + 1}/${allowed} CSE points of ${year})`, { ships: [shipId] });
}

/** 4.52: ships stacked in one area form a squadron that searches and fights as one. */
export function formSquadron(ctx: Ctx, ships: string[]): void {
  const { s, data } = ctx;
  if (ships.length === 0) refuse('emptySquadron', '4.52', 'name the ships to stack');
  const fs = ships.map((id) => movable(ctx, id).f);
  const area = fs[0]!.area;
  if (fs.some((f) => f.area !== area)) refuse('notStacked', '4.52', 'a squadron is formed by ships in the same Movement Area');
  snapshot(ctx, ships);
  const id = ships.length === 1 ? null : `sq-${s.turn}-${[...ships].sort()[0]}`;
  for (const f of fs) f.squadron = id;
  ctx.emit(
    '4.52',
    'squadron',
    ships.length === 1 ? `${data.federal[ships[0]!]!.name} sails alone` : `squadron in ${area}: ${ships.map((x) => data.federal[x]!.name).join(', ')}`,
    { ships },
  );
}

/** 11.22: Wateree and Suwanee sail themselves toward C44 at half speed until in the Pacific. */
export function movePacificReinforcements(ctx: Ctx): void {
  const { s, data } = ctx;
  for (const id of PACIFIC_REINFORCEMENTS) {
    const f = s.federal[id];
    if (!f || !f.headingForPacific || f.where !== 'map' || !f.area) continue;
    const route = pathToArea(data, f.area, 'C44') ?? [];
    const steps = route.slice(0, federalAllowance(data, s, id));
    if (steps.length) {
      // 7.24: sailing away from a raider she blockades in a neutral port (4.42) frees it.
      releaseBlockade(ctx, id);
      f.area = steps.at(-1)!;
      f.path.push(...steps);
      f.movementUsed = steps.length;
      f.moveDone = true; // 4.12: her voyage is her whole movement
      ctx.emit('11.22', 'federalMove', `${data.federal[id]!.name} sails for the Pacific at half speed: ${steps.join(' > ')}`, {
        ships: [id],
        path: [...steps],
      });
    }
    if (data.areas[f.area]!.pacific) {
      f.headingForPacific = false;
      // Its voyage used this phase's movement; it sails with the Pacific Fleet from next turn.
      if (steps.length) f.movementUsed = federalAllowance(data, s, id);
      ctx.emit('11.22', 'pacific', `${data.federal[id]!.name} reaches the Pacific and joins the Pacific Fleet`, { ships: [id] });
    }
  }
}

/** 7.23, 7.24: a ship in the area of a raider blockaded in a neutral port may join the blockade
 *  (it then blockades instead of searching); moving away leaves it. */
export function joinBlockade(ctx: Ctx, shipId: string, target: string): void {
  const { s, data } = ctx;
  const { ship, f } = movable(ctx, shipId);
  const c = own(s.confederate, target);
  if (!c || c.status !== 'inPlay' || c.blockadedBy.length === 0)
    refuse('notBlockaded', '7.24', `${own(data.confederate, target)?.name ?? excerpt(target)} is not blockaded in a neutral port`);
  if (c.area !== f.area) refuse('notHere', '7.24', `${ship.name} must be in ${c.area} to join the blockade`);
  if (f.blockading === target) refuse('alreadyBlockading', '7.24', `${ship.name} already blockades the ${data.confederate[target]!.name}`);
  // 3.0: taking the join back must also take the ship off the target's list of blockaders.
  snapshot(ctx, [shipId], [target]);
  releaseBlockade(ctx, shipId);
  f.blockading = target;
  f.squadron = null;
  c.blockadedBy.push(shipId);
  ctx.emit('7.24', 'blockade', `${ship.name} joins the blockade of the ${data.confederate[target]!.name} in ${c.area} (it no longer searches at sea, 7.23)`, {
    ships: [shipId, target],
  });
}
