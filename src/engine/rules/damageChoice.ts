import type { Ctx } from '../context';
import type { FireAt } from '../record';

// 4.51: a squadron's enemy chooses which of its ships takes each firing segment's damage. The
// engine lists the choices with the side's standing order (or the default) first; a player the
// game asks picks any of them. The choice is made once the segment's dice are rolled (8.11:
// both sides fire at once, then each applies its damage to the ship it designates).

/** Remaining staying power before 8.13 sinks the ship. */
const leftFederal = (ctx: Ctx, id: string) => ctx.data.federal[id]!.defense - ctx.s.federal[id]!.damage;
const leftConfederate = (ctx: Ctx, id: string) => ctx.data.confederate[id]!.defense - ctx.s.confederate[id]!.damage;

/**
 * The Federal ships of a squadron the Confederate may hit, in the order of his standing order:
 * `nearestSinking` (the default) puts the ship with the least defence left first; `biggestGuns`
 * the ship with the most gunnery (ties: least defence left).
 */
export function federalTargets(ctx: Ctx, ships: string[], fireAt: FireAt = 'nearestSinking'): string[] {
  const alive = ships.filter((id) => ctx.s.federal[id]!.where !== 'sunk');
  const byLeft = (a: string, b: string) => leftFederal(ctx, a) - leftFederal(ctx, b);
  if (fireAt === 'biggestGuns') return alive.sort((a, b) => ctx.data.federal[b]!.gunnery - ctx.data.federal[a]!.gunnery || byLeft(a, b));
  return alive.sort(byLeft);
}

/**
 * The Confederate ships of a squadron the Federal may hit, default first: the ship this damage
 * sinks, the most valuable of them (12.13 scores a sunk raider by its type, so the biggest guns
 * first); else the one with least defence left.
 */
export function confederateTargets(ctx: Ctx, ships: string[], damage: number): string[] {
  const sinks = (id: string) => (damage >= leftConfederate(ctx, id) ? 1 : 0);
  return [...ships].sort(
    (a, b) =>
      sinks(b) - sinks(a) ||
      (sinks(a) ? ctx.data.confederate[b]!.gunnery - ctx.data.confederate[a]!.gunnery : 0) ||
      leftConfederate(ctx, a) - leftConfederate(ctx, b),
  );
}
