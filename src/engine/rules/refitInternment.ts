import type { Ctx } from '../context';
import { internConfederate, sinkConfederate } from './victory';
import { repairRefitPenalty } from './prestige';

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

/**
 * End of turn: a turn wholly in port adds to the port count and not to the refit clock; a turn
 * (partly) at sea adds to the refit clock and resets the port count. A ship may spend its refit
 * period at sea; one that has been out longer without refitting is lost, interned if in port,
 * sunk at sea (11.3). A stay in port longer than 11.41/11.42 allow ends in internment.
 */
export function endOfTurnClocks(ctx: Ctx, wholeTurnInPort: Set<string>, refitted: Set<string>): void {
  const { s, data } = ctx;
  for (const st of Object.values(s.confederate)) {
    if (st.status !== 'inPlay') continue;
    const ship = data.confederate[st.id]!;
    if (refitted.has(st.id)) { st.turnsAtSea = 0; st.refitThisStay = true; st.canRaid = true; st.refits += 1; }
    if (wholeTurnInPort.has(st.id) && st.port) {
      st.turnsInPort += 1;
      const refitPort = st.port === 'CSA' || st.port === 'England' || st.port === 'France';
      const limit = portStayLimit(ctx, st.area!, refitPort && st.refitThisStay);
      if (st.turnsInPort > limit) internConfederate(ctx, st.id, st.refitThisStay ? '11.42' : '11.41', `${st.turnsInPort} consecutive Game Turns in port in ${st.area} (${limit} allowed)`);
      continue;
    }
    st.turnsInPort = 0;
    st.refitThisStay = false;
    st.turnsAtSea += 1;
    if (st.turnsAtSea > ship.refit) {
      if (st.port) internConfederate(ctx, st.id, '11.3', `${st.turnsAtSea} Game Turns at sea without a refit (period ${ship.refit})`);
      else sinkConfederate(ctx, st.id, '11.3', `${st.turnsAtSea} Game Turns at sea without a refit (period ${ship.refit})`);
    }
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
