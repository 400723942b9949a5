import type { PortNation } from '../../data/schema/index';
import type { Ctx } from '../context';
import { SHIP } from '../special';

// 10.5 Confederate Ship Reinforcements, 10.51 commissioning state, 10.52 the Rappahannock.

const HOME_PORT: Record<string, PortNation> = { C2: 'England', C5: 'France', C14: 'CSA', C15: 'CSA' };

export function confederateArrivals(ctx: Ctx): void {
  const { s, data } = ctx;
  for (const c of Object.values(s.confederate)) c.arrivedThisTurn = false;
  for (const { ship: id, area } of data.turns[s.turn - 1]!.confederateArrivals) {
    const st = s.confederate[id]!;
    const ship = data.confederate[id]!;
    if (st.status !== 'notArrived') continue;
    let at = area;
    let port: PortNation | null = HOME_PORT[area] ?? null;
    if (ship.type === 'Aux') {
      // 10.5: an Auxiliary joins its parent wherever the parent is; without a parent it never comes.
      const parent = s.confederate[ship.parent!]!;
      if (parent.status !== 'inPlay') {
        st.status = 'offTrack';
        ctx.emit('10.5', 'offTrack', `${ship.name} cannot join ${data.confederate[ship.parent!]!.name}, which is not in play`, { ships: [id] });
        continue;
      }
      at = parent.area!;
      port = parent.port;
    }
    Object.assign(st, {
      status: 'inPlay',
      area: at,
      port,
      commissioned: ship.commissionedOnArrival,
      arrivedThisTurn: true,
      turnsAtSea: 0,
      turnsInPort: 0,
      startedInEurope: false,
    });
    if (!ctx.quiet)
      ctx.emit(
        '10.5',
        'arrival',
        `${ship.name} arrives in ${at}${port ? ` (${port} port)` : ''}, ${ship.commissionedOnArrival ? 'commissioned' : 'uncommissioned (10.51)'}`,
        { ships: [id] },
      );
    if (id === SHIP.rappahannock) {
      // 10.52: not seaworthy; she slips across to a French port, unseen, and repairs all turn.
      Object.assign(st, { area: 'C5', port: 'France', forcedRepairTurn: s.turn });
      ctx.emit('10.52', 'forcedRepair', `${ship.name} must cross to a French port and spend Game Turn ${s.turn} repairing`, { ships: [id] });
    }
    // Greyhounds: Semmes waits on the track for a named ship (11.72).
    if (s.semmes.status === 'track' && s.semmes.ship === id) {
      s.semmes = { status: 'aboard', ship: id, shipsCommanded: s.semmes.shipsCommanded + 1 };
      ctx.emit('11.72', 'semmes', `Semmes takes command of ${ship.name}`, { ships: [id] });
    }
  }
}
