import type { Ctx } from '../context';
import type { ConfederateShipState } from '../types';
import type { ShipRun } from '../activityState';
import { SHIP } from '../special';

// 11.53 the Georgia: once in the game she may coal from a captured merchant ship, announced at
// the start of the Activity Phase (the first step of her record). That turn her Movement
// Allowance grows by six, and the next turn she may raid deep-water areas (an exception to 5.41).

/** 11.53: the Movement Points the prize's coal adds for the turn. */
export const PRIZE_COAL_MP = 6;

/** 11.53: what is wrong with a record's prize-coal step at `index` (none if it is allowed). */
export function prizeCoalProblems(shipId: string, st: ConfederateShipState, index: number): string[] {
  const out: string[] = [];
  if (shipId !== SHIP.georgia) out.push('only the Georgia can coal from a captured merchant ship');
  else if (st.capturedCoalUsed) out.push('the Georgia has already coaled from a captured merchant ship');
  if (index !== 0) out.push('coaling from a prize is announced at the very start of the Activity Phase');
  return out;
}

/** 11.53: whether a record with a prize-coal step gets the extra Movement Points (the Georgia's alone). */
export const prizeCoalCounts = (shipId: string) => shipId === SHIP.georgia;

/** 11.53, 5.41: the Georgia may raid deep water in the turn after she coaled from a prize. */
export const mayRaidDeepWater = (shipId: string, st: ConfederateShipState, turn: number) => shipId === SHIP.georgia && st.deepRaidTurn === turn;

/** 11.53: the Georgia coals from a prize: more Movement Points now, deep water next turn. */
export function coalFromPrize(ctx: Ctx, id: string, run: ShipRun): void {
  const st = ctx.s.confederate[id]!;
  run.capturedCoal = true;
  st.capturedCoalUsed = true;
  st.deepRaidTurn = ctx.s.turn + 1;
  ctx.emit(
    '11.53',
    'capturedCoal',
    `the ${ctx.data.confederate[id]!.name} coals from a captured merchant ship: +${PRIZE_COAL_MP} Movement Points, and may raid deep water next turn`,
    { ships: [id] },
  );
}
