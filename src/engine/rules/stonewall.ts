import type { AreaId } from '../../data/schema/index';
import type { Ctx } from '../context';
import type { Unit } from '../activityState';
import { SHIP } from '../special';
import { searchersIn } from './search';

// 11.61 the Stonewall moves in the Record Phase, in the open and unsearched (the executor runs her
// record then); Federal ships that end their movement in her area at sea fight her at the start
// of the Activity Phase, before any other record runs.

/** 11.61: the Federal units that ended their movement with the Stonewall at sea, and her area; null if none. */
export function stonewallAttackers(ctx: Ctx): { area: AreaId; units: Unit[] } | null {
  const { s } = ctx;
  const stone = s.confederate[SHIP.stonewall];
  if (stone?.status !== 'inPlay' || !stone.area || stone.port) return null;
  const units = searchersIn(ctx, stone.area).filter((u) => u.ships.every((id) => s.federal[id]!.where === 'map'));
  if (!units.length) return null;
  ctx.emit('11.61', 'spotted', `the Stonewall is spotted in ${stone.area} at the end of Federal movement`, { ships: [SHIP.stonewall] });
  return { area: stone.area, units };
}
