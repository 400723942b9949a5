import type { Ctx } from '../context';
import type { GameData } from '../../data/gameData';
import type { PublicState } from '../view';
import { internConfederate, sinkConfederate } from './victory';
import { portOk, repairRefitPenalty } from './prestige';
import { own } from '../../data/ids';
import type { PortNation } from '../../data/schema/index';

// 11.3 Refits and 11.4 Internment, counted at the end of each Game Turn, and 4.41/11.43 the
// loss of the Confederate ports in C15 (GT14) and C14 (GT16). A repair (8.22) or refit (11.31)
// is made by a ship that spent the whole Activity Phase in a port that can do it.

/** 8.22, 9.22 (2): the ship's damage is repaired in port; an English or French port costs its country a point. */
export function repairInPort(ctx: Ctx, id: string): void {
  const { s, data } = ctx;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  st.damage = 0;
  if (st.forcedRepairTurn === s.turn) st.forcedRepairTurn = null; // 10.52
  ctx.emit('8.22', 'repair', `the ${ship.name} is repaired in the ${st.port} port in ${st.area}`, { ships: [id] });
  if (st.port === 'England' || st.port === 'France') repairRefitPenalty(ctx, st.port, `the ${ship.name} repaired in ${st.port}`);
}

/** 11.31, 9.22 (2): the ship is refitted in port (its clocks are reset at the end of the turn, endOfTurnClocks). */
export function refitInPort(ctx: Ctx, id: string): void {
  const st = ctx.s.confederate[id]!;
  const ship = ctx.data.confederate[id]!;
  ctx.emit('11.31', 'refit', `the ${ship.name} is refitted in the ${st.port} port in ${st.area}`, { ships: [id] });
  if (st.port === 'England' || st.port === 'France') repairRefitPenalty(ctx, st.port, `the ${ship.name} refitted in ${st.port}`);
}

/** Whole turns a ship may stay in this area's ports before internment (11.41, 11.42). */
export function portStayLimit(ctx: Pick<Ctx, 'data'>, area: string, canRefitThere: boolean): number {
  const a = ctx.data.areas[area]!;
  const long = a.europe || area === 'C14' || area === 'C15';
  const base = long ? 4 : 2;
  return canRefitThere ? Math.max(base, 5) : base;
}

/** 11.31, 4.41, 9.34-9.36: could this ship be refitted in this area's port of this nation, now? */
export function canRefitAt(data: GameData, s: PublicState, id: string, areaId: string, nation: PortNation): boolean {
  const area = own(data.areas, areaId);
  return !!area && area.ports.some((p) => p.nation === nation && portOk(data, s, area, p, 'refit', id));
}

/**
 * 11.3: is the ship in a port that can refit it (canRefitAt)? At the end of the last turn of its
 * refit period a ship must be in such a port (it refits there the next turn), or it is lost.
 */
export function inRefitPort(data: GameData, s: PublicState, id: string): boolean {
  const st = own(s.confederate, id);
  return !!st && !!st.port && !!st.area && canRefitAt(data, s, id, st.area, st.port);
}

/**
 * 11.3: Game Turns the ship may still spend (partly) at sea, this one included. The last of them
 * must end in a port where it can refit (inRefitPort); 0 means it must refit now, in port.
 */
export function refitTurnsLeft(data: GameData, s: PublicState, id: string): number {
  const ship = own(data.confederate, id);
  const st = own(s.confederate, id);
  return ship && st ? ship.refit - st.turnsAtSea : 0;
}

/**
 * End of turn: a turn wholly in port adds to the port count and not to the refit clock; a turn
 * (partly) at sea adds to the refit clock and resets the port count. 11.3 read strictly: by the
 * end of the last turn of its refit period the ship must be in port to refit (inRefitPort), or it
 * is lost, interned if in some other port, sunk at sea. A ship whose period ran out in a refit
 * port and that sails again without refitting is lost the same way. A stay in port longer than
 * 11.41/11.42 allow ends in internment.
 */
export function endOfTurnClocks(ctx: Ctx, wholeTurnInPort: Set<string>, refitted: Set<string>): void {
  const { s, data } = ctx;
  for (const st of Object.values(s.confederate)) {
    if (st.status !== 'inPlay') continue;
    const ship = data.confederate[st.id]!;
    if (refitted.has(st.id)) {
      st.turnsAtSea = 0;
      st.refitThisStay = true;
      st.canRaid = true;
      st.refits += 1;
    }
    if (wholeTurnInPort.has(st.id) && st.port) {
      st.turnsInPort += 1;
      const refitPort = st.port === 'CSA' || st.port === 'England' || st.port === 'France';
      const limit = portStayLimit(ctx, st.area!, refitPort && st.refitThisStay);
      if (st.turnsInPort > limit)
        internConfederate(
          ctx,
          st.id,
          st.refitThisStay ? '11.42' : '11.41',
          `${st.turnsInPort} consecutive Game Turns in port in ${st.area} (${limit} allowed)`,
        );
      continue;
    }
    st.turnsInPort = 0;
    st.refitThisStay = false;
    st.turnsAtSea += 1;
    if (st.turnsAtSea < ship.refit) continue;
    if (st.turnsAtSea === ship.refit && inRefitPort(data, s, st.id)) continue;
    const why =
      st.turnsAtSea > ship.refit
        ? `${st.turnsAtSea} Game Turns at sea without a refit (period ${ship.refit})`
        : `the last Game Turn of its refit period (${ship.refit}) ends ${st.port ? `in a port in ${st.area} that cannot refit it` : 'at sea'}`;
    if (st.port) internConfederate(ctx, st.id, '11.3', why);
    else sinkConfederate(ctx, st.id, '11.3', why);
  }
}

/** 4.41, 11.43: at the very start of GT14 (C15) and GT16 (C14) the port is lost. */
export function portLoss(ctx: Ctx): void {
  const lost = ctx.s.turn === 14 ? 'C15' : ctx.s.turn === 16 ? 'C14' : null;
  if (!lost) return;
  ctx.emit('4.41', 'portLost', `the Confederate port in ${lost} falls to the land war`);
  for (const st of Object.values(ctx.s.confederate)) {
    if (st.status === 'inPlay' && st.area === lost && st.port === 'CSA') internConfederate(ctx, st.id, '11.43', `in the lost port of ${lost}`);
  }
}
