import type { Ctx } from '../context';
import { availabilityLeft, availabilityLeftOf, isFreeShipOf } from '../queries';
import { federalDataShips, shipStates } from '../shipIds';
import { PACIFIC_REINFORCEMENTS } from '../special';
import { releaseBlockade } from './blockade';

// 10.1 Federal Warship Removal, 10.11 the Unavailable Pool, 10.2 reinforcements,
// 11.1 the CSE box emptied at placement, 8.23 damaged Federal ships repaired off the map.

/** 10.1 and 11.1: start of the Federal Ship Placement Segment. */
export function federalRemoval(ctx: Ctx): void {
  const { s, data } = ctx;
  // The state's kept lists of ships and their data, in the map's order: no keyed look-ups.
  const fleet = shipStates(s.federal),
    ships = federalDataShips(data, s.federal);
  for (let i = 0; i < fleet.length; i++) {
    const f = fleet[i]!;
    f.inUse = false;
    f.selection = null;
    f.squadron = null;
    if (f.where === 'notArrived' || f.where === 'sunk' || f.where === 'unavailable') continue;
    const ship = ships[i]!;
    if (f.fromUP) {
      // 10.11: a ship borrowed from the Unavailable Pool goes back to it.
      toUnavailable(ctx, f.id, '10.11', `${ship.name} returns to the Unavailable Pool`);
      continue;
    }
    if (!isFreeShipOf(data, f.id, ship, f) && availabilityLeftOf(ship, f) <= 0) {
      toUnavailable(ctx, f.id, '10.1', `${ship.name} has no Availability Points left and goes to the Unavailable Pool`);
    } else if (f.where === 'cse') {
      // 7.23, 7.24: a blockade held from the box (6.13 (3) in C14 or C16) ends as the ship leaves it.
      releaseBlockade(ctx, f.id);
      f.where = 'available';
      f.area = null;
      if (!ctx.quiet) ctx.emit('10.1', 'cseReturn', `${ship.name} leaves the CSE box for the Available Pool`, { ships: [f.id] });
    }
  }
}

function toUnavailable(ctx: Ctx, id: string, rule: string, text: string): void {
  const f = ctx.s.federal[id]!;
  releaseBlockade(ctx, id);
  f.where = 'unavailable';
  f.area = null;
  f.fromUP = false;
  f.path = [];
  if (!ctx.quiet) ctx.emit(rule, 'toUnavailable', text, { ships: [id] });
}

/** 10.2 (and 11.22, 11.62): this turn's Federal reinforcements. */
export function federalArrivals(ctx: Ctx): void {
  const { s, data } = ctx;
  for (const id of data.turns[s.turn - 1]!.federalArrivals) {
    const f = s.federal[id]!;
    if (f.where !== 'notArrived') continue;
    const ship = data.federal[id]!;
    if (PACIFIC_REINFORCEMENTS.includes(id)) {
      // 11.22: placed in C9, then sails for the Pacific at half speed, at no cost.
      Object.assign(f, { where: 'map', area: 'C9', path: ['C9'], inUse: true, headingForPacific: true });
      if (!ctx.quiet) ctx.emit('11.22', 'arrival', `${ship.name} arrives in C9 and must make for the Pacific at half speed`, { ships: [id] });
    } else {
      f.where = 'available';
      if (!ctx.quiet)
        ctx.emit(
          ship.fleet === 'S' ? '11.62' : '10.2',
          'arrival',
          `${ship.name} (${ship.type}) arrives in the Available Pool${ship.fleet === 'S' ? ' as part of the Stonewall Pursuit Fleet, free of points' : ''}`,
          { ships: [id] },
        );
    }
  }
}

/** 8.23: at the end of the turn damaged Federal ships leave the map, repaired, without cost. */
export function repairFederalShips(ctx: Ctx): void {
  const { s, data } = ctx;
  for (const f of shipStates(s.federal)) {
    if (f.damage === 0 || (f.where !== 'map' && f.where !== 'cse')) continue;
    releaseBlockade(ctx, f.id);
    f.damage = 0;
    f.area = null;
    f.inUse = false;
    const left = availabilityLeft(data, s, f.id) > 0 || data.federal[f.id]!.fleet !== null;
    f.where = left ? 'available' : 'unavailable';
    ctx.emit('8.23', 'federalRepair', `${data.federal[f.id]!.name} is repaired off the map and goes to the ${left ? 'Available' : 'Unavailable'} Pool`, {
      ships: [f.id],
    });
  }
}
