import type { AreaId, PortNation } from '../../data/schema/index';
import type { Ctx } from '../context';
import type { ShipRun } from '../activityState';
import { portOk } from './prestige';
import { own } from '../../data/ids';
import { shipStates } from '../shipIds';
import { merchantMarineRestored } from './victory';

// 11.5 Coaling: a raider at sea must pass through areas with usable coal ports (9.3) as often
// as its counter says each Activity Phase (11.51), or its raids that turn are void and it cannot
// raid again until refitted (11.52). 9.38: a Federal ship that stays off a Chilean, Peruvian or
// Colombian coal port the whole Federal Movement Phase denies that country's coal for the turn.

/** 9.38: the countries whose coal a Federal ship off their ports denies. */
export const DENIABLE_COAL: readonly PortNation[] = ['Chile', 'Peru', 'COL'];

/** 9.38: a Federal ship that spent the whole phase off a Chilean, Peruvian or Colombian coal port denies that country's coal. */
export function gunboatDiplomacy(ctx: Ctx): void {
  const { s, data } = ctx;
  const denied = new Set<string>();
  for (const f of shipStates(s.federal)) {
    if (f.where !== 'map' || !f.area || f.movementUsed > 0) continue;
    for (const p of data.areas[f.area]!.ports) {
      if (DENIABLE_COAL.includes(p.nation) && !denied.has(p.nation)) {
        denied.add(p.nation);
        ctx.emit('9.38', 'denied', `${data.federal[f.id]!.name} stays off ${p.name} all phase: ${p.nation} gives no coal this turn`, { ships: [f.id] });
      }
    }
  }
  s.deniedCountries = [...denied] as typeof s.deniedCountries;
}

/** 11.51: every usable coal port of an area counts once per area; a CSA port only when entered. */
export function coalAt(ctx: Ctx, id: string, area: AreaId): void {
  const run = ctx.s.activity!.run.runs[id]!;
  if (run.coaledAreas.includes(area)) return;
  const st = ctx.s.confederate[id]!;
  const a = own(ctx.data.areas, area);
  if (!a) return;
  // The usable coal ports (9.3), counted without listing them: asked at every step of every record.
  let ports = 0;
  for (const p of a.ports) if ((p.nation !== 'CSA' || st.port === 'CSA') && portOk(ctx.data, ctx.s, a, p, 'coal', id)) ports++;
  if (ports === 0) return;
  run.coaledAreas.push(area);
  run.coal += ports;
}

/**
 * 11.5, 11.52: at the end of its record, a ship that was at sea must have coaled often enough;
 * if not, its raids this turn are void (their points go back) and it cannot raid until refitted.
 * True if it coaled enough (or did not need to).
 */
export function checkCoaling(ctx: Ctx, id: string, run: ShipRun, wholeTurnInPort: boolean): boolean {
  const st = ctx.s.confederate[id]!;
  const ship = ctx.data.confederate[id]!;
  const needsCoal = !wholeTurnInPort && !run.acceptedBlockade && ship.coaling > 0;
  const coaled = !needsCoal || run.coal >= ship.coaling;
  if (!coaled && st.status === 'inPlay') {
    st.canRaid = false;
    if (!ctx.quiet)
      ctx.emit(
        '11.52',
        'coal',
        `the ${ship.name} coaled ${run.coal} of the ${ship.coaling} times it needs: its raids this turn are void and it cannot raid again until refitted`,
        { ships: [id] },
      );
  }
  if (!coaled) restoreRaids(ctx, id, run.raids);
  return coaled;
}

/** 11.52: void raids give their points (and the VP) back: they were taken at the raid (9.22). */
export function restoreRaids(ctx: Ctx, id: string, raids: readonly { points: number }[]): void {
  const total = raids.reduce((n, r) => n + r.points, 0);
  if (total === 0) return;
  const ship = ctx.data.confederate[id]!;
  merchantMarineRestored(ctx, total, `${ship.name}: raids void for want of coal (11.52)`);
  if (!ctx.quiet)
    ctx.emit(
      '11.52',
      'raidsVoid',
      `the ${ship.name}'s raids this turn are void: ${total} merchant marine points go back on the track (${ctx.s.merchantMarine})`,
      { ships: [id] },
    );
}
