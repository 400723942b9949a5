import type { GameData } from '../data/gameData';
import type { AreaId } from '../data/schema/index';
import { excerpt, own } from '../data/ids';
import type { PublicState } from './view';
import type { ActivityRecord, RecordStep } from './record';
import { federalNextAreas } from './actions';
import { recordEnd } from './actionsRecord';
import { recordMp, validateRecord } from './activity/validate';
import { confederateAllowance } from './rules/allowance';
import { adjacent, federalAllowanceOf } from './queries';
import { SHIP } from './special';

// Movement to a destination (issue 48.1): the shortest legal route to an area the player points
// at, for a Federal ship this phase (4.11-4.13, 4.22, 11.2) and for a raider's Activity Record
// (4.3). Every area entered costs one Movement Point (4.13), so the fewest points is the fewest
// areas; among routes of equal length the one through the fewest areas the rules make costly or
// dangerous is taken, then the first in the map's order of neighbours (the same every time).
// The routes use the engine's own next areas, so they are legal by construction; apply (moveShip)
// and validateRecord still check what is sent.

/** A route found: the areas entered, in order (the start not included). */
export type Route = { ok: true; path: AreaId[] } | { ok: false; code: string; rule: string; message: string };

/**
 * The fewest-steps route from `from` to `to` within `left` steps, where `next(at)` lists the areas
 * that may be entered from `at`; among equally short routes, the least total `risk` of the areas
 * entered (a breadth-first search, each layer keeping the least risk to reach each area).
 * Returns null when `to` is not within reach.
 */
export function shortestRoute(
  from: AreaId,
  to: AreaId,
  left: number,
  next: (at: AreaId) => readonly AreaId[],
  risk: (area: AreaId) => number = () => 0,
): AreaId[] | null {
  if (from === to) return [];
  const prev = new Map<AreaId, AreaId>();
  const cost = new Map<AreaId, number>([[from, 0]]);
  let frontier = [from];
  for (let step = 1; step <= left && frontier.length; step++) {
    // This layer's areas: reached first now, each from the predecessor with the least risk so far.
    const layer = new Map<AreaId, { by: AreaId; cost: number }>();
    for (const at of frontier)
      for (const b of next(at)) {
        if (cost.has(b)) continue; // reached in fewer steps already
        const c = cost.get(at)! + risk(b);
        const had = layer.get(b);
        if (!had || c < had.cost) layer.set(b, { by: at, cost: c });
      }
    frontier = [];
    for (const [b, x] of layer) {
      cost.set(b, x.cost);
      prev.set(b, x.by);
      frontier.push(b);
    }
    if (layer.has(to)) {
      const path = [to];
      for (let k = prev.get(to)!; k !== from; k = prev.get(k)!) path.unshift(k);
      return path;
    }
  }
  return null;
}

const refused = (code: string, rule: string, message: string): Route => ({ ok: false, code, rule, message });

/** Fewest steps from `from` to `to` with no limit (how far an area out of reach is). */
function distance(from: AreaId, to: AreaId, next: (at: AreaId) => readonly AreaId[]): number | null {
  return shortestRoute(from, to, Number.MAX_SAFE_INTEGER, next)?.length ?? null;
}

/**
 * 4.11, 4.12: the shortest route for a Federal ship from the end of the path planned so far
 * (`from`: its area and the Movement Points that path leaves; by default where the ship is, with
 * all its points left) to `to`. Ties avoid leaving the Pacific, which costs the Wyoming a
 * Deployment and an Availability Point (11.21). Refused with the rule that stops it.
 */
export function federalRoute(data: GameData, v: PublicState, shipId: string, to: string, from?: { area: string; left: number }): Route {
  const ship = own(data.federal, shipId);
  const f = own(v.federal, shipId);
  if (!ship || !f) return refused('noSuchShip', '4.11', `no Federal ship "${excerpt(shipId)}"`);
  if (!own(data.areas, to)) return refused('noSuchArea', '2.11', `no Movement Area ${excerpt(to)}`);
  if (f.where !== 'map' || !f.inUse || !f.area) return refused('notOnMap', '10.4', `${ship.name} is not deployed on the map this turn`);
  if (f.headingForPacific) return refused('autoMoved', '11.22', `${ship.name} sails for the Pacific on her own`);
  if (f.moveDone) return refused('moveDone', '4.12', `${ship.name} has completed its movement this turn: another ship has moved since`);
  const start = from?.area ?? f.area;
  const left = Math.min(from?.left ?? Infinity, Math.max(0, federalAllowanceOf(ship, f) - f.movementUsed));
  const next = (at: AreaId) => federalNextAreas(data, v, shipId, at);
  const pacific = ship.fleet === 'P';
  const path = shortestRoute(start, to, left, next, (a) => (pacific && !data.areas[a]!.pacific ? 1 : 0));
  if (path) return { ok: true, path };
  const far = distance(start, to, next);
  if (far === null)
    return shipId === SHIP.wyoming
      ? refused(
          'unreachable',
          '11.21',
          `the Wyoming may leave the Pacific only after a Confederate ship has raided there, paying a Deployment and an Availability Point`,
        )
      : refused('unreachable', '11.2', `${ship.name} belongs to the Pacific Fleet and cannot leave the Pacific for ${to}`);
  return refused('tooFar', '4.11', `${to} is ${far} MP away; ${left} left`);
}

/**
 * Areas where a raider risks being searched or fought (4.21, 6.1): each Federal ship there now
 * that could search (not blockading, 7.23), C9's East Coast Emergency Search (6.4), and the
 * areas the CSE box searches while a ship escorts there (11.11). The Federal ships will have
 * moved by then; where they stand now is what the Confederate player can see.
 */
export function raiderRisk(data: GameData, v: PublicState): (area: AreaId) => number {
  const ships = new Map<AreaId, number>();
  let escort = false;
  for (const f of Object.values(v.federal)) {
    if (f.where === 'cse') escort = true;
    if (f.where === 'map' && f.inUse && f.area && !f.blockading) ships.set(f.area, (ships.get(f.area) ?? 0) + 1);
  }
  return (a) => (ships.get(a) ?? 0) + (a === 'C9' ? 1 : 0) + (escort && data.areas[a]?.cse ? 1 : 0);
}

/** The steps a raider's route adds to its record, or why it cannot (see raiderRoute). */
export type RecordRoute = { ok: true; steps: RecordStep[] } | { ok: false; code: string; rule: string; message: string };

/**
 * 4.3, 4.13: the steps that take a raider's record from where its steps so far leave it to `to`
 * by the fewest Movement Points (leaving port first if it is in one, 4.4), keeping out of the
 * areas of raiderRisk where a route as short allows. Raids and ports stay the player's to add.
 */
export function raiderRoute(data: GameData, v: PublicState, record: ActivityRecord, to: string): RecordRoute {
  const st = own(v.confederate, record.ship);
  const ship = own(data.confederate, record.ship);
  if (!st || !ship || st.status !== 'inPlay' || !st.area)
    return { ok: false, code: 'notInPlay', rule: '4.3', message: `${excerpt(record.ship)} is not in play` };
  if (!own(data.areas, to)) return { ok: false, code: 'noSuchArea', rule: '2.11', message: `no Movement Area ${excerpt(to)}` };
  const end = recordEnd(data, v, record.ship, record.steps);
  const lead: RecordStep[] = end.port ? [{ op: 'leavePort' }] : [];
  const prize = record.steps.some((x) => x.op === 'capturedCoal') && record.ship === SHIP.georgia;
  const spent = recordMp(data, v, { ...record, steps: [...record.steps, ...lead] });
  const left = Math.max(0, confederateAllowance(data, v, record.ship, prize) - spent);
  const next = (at: AreaId) => adjacent(data, at);
  const path = shortestRoute(end.area, to, left, next, raiderRisk(data, v));
  if (!path) {
    const far = distance(end.area, to, next) ?? Infinity;
    return { ok: false, code: 'tooFar', rule: '4.13', message: `${to} is ${far} Movement Points from ${end.area}; the ${ship.name} has ${left} left` };
  }
  const steps: RecordStep[] = [...lead, ...path.map((a): RecordStep => ({ op: 'move', to: a }))];
  // The record's own check has the last word: a step it objects to (e.g. leaving a port that 9.34 closes) refuses the route.
  const had = new Set(validateRecord(data, v, record).map((p) => `${p.step}|${p.rule}`));
  const wrong = validateRecord(data, v, { ...record, steps: [...record.steps, ...steps] }).find(
    (p) => p.step !== null && p.step >= record.steps.length && !had.has(`${p.step}|${p.rule}`),
  );
  if (wrong) return { ok: false, code: 'recordProblem', rule: wrong.rule, message: wrong.message };
  return { ok: true, steps };
}
