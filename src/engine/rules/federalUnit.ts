import type { Ctx } from '../context';
import type { Unit } from '../activityState';

// A Federal unit met in the Activity Phase: a squadron or lone ship searching or fighting as one
// (4.5), or the East Coast Emergency Search ship, which has no counter (6.43).

export const unitName = (ctx: Ctx, u: Unit) => (u.eces ? 'an emergency search ship (ECES)' : u.ships.map((id) => ctx.data.federal[id]!.name).join(' and '));

/** 4.5: a unit is afloat while any of its ships is. */
export const unitAlive = (ctx: Ctx, u: Unit) => (u.eces ? u.eces.damage < u.eces.defense : u.ships.some((id) => ctx.s.federal[id]!.where !== 'sunk'));

/** 4.51: a squadron fires with the gunnery of its ships afloat together. */
export function unitGunnery(ctx: Ctx, u: Unit): number {
  if (u.eces) return u.eces.gunnery;
  return u.ships.filter((id) => ctx.s.federal[id]!.where !== 'sunk').reduce((n, id) => n + ctx.data.federal[id]!.gunnery, 0);
}

/** 6.21: a squadron moves at its slowest ship's speed; damage slows (8.21). */
export function unitSpeed(ctx: Ctx, u: Unit): number {
  if (u.eces) return Math.max(0, u.eces.movement - u.eces.damage);
  return Math.min(
    ...u.ships.filter((id) => ctx.s.federal[id]!.where !== 'sunk').map((id) => Math.max(0, ctx.data.federal[id]!.movement - ctx.s.federal[id]!.damage)),
  );
}
