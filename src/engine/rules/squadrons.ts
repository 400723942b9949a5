import type { Ctx } from '../context';
import { confederateSpeed } from './allowance';

// 4.5: a Confederate squadron under way moves, is searched for, escapes and fights as one ship:
// its ships afloat, its gunnery (4.51) and its speed (6.21). The squadron is gathered and its
// record checked in src/engine/activity/squadron.ts.

/** The ships afloat in the squadron `id` leads now, or just `id` if it sails alone (or is sunk: none). */
export function squadronShips(ctx: Ctx, id: string): string[] {
  // One list, filled in order (the leader, then its members): asked several times at every step
  // of every encounter, where a spread and a filter made three lists.
  const out: string[] = [];
  if (ctx.s.confederate[id]?.status === 'inPlay') out.push(id);
  const sq = ctx.s.activity?.squadron;
  if (sq && sq.leader === id) for (const m of sq.members) if (ctx.s.confederate[m.ship]?.status === 'inPlay') out.push(m.ship);
  return out;
}

/** 4.51: the squadron fires with the gunnery of all its ships together (uncommissioned ships have none, 10.51). */
export function squadronGunnery(ctx: Ctx, ships: string[]): number {
  return ships.reduce((n, x) => n + (ctx.s.confederate[x]!.commissioned ? ctx.data.confederate[x]!.gunnery : 0), 0);
}

/** 6.21: a squadron's speed is its slowest ship's. */
export function squadronSpeed(ctx: Ctx, ships: string[]): number {
  return Math.min(...ships.map((x) => confederateSpeed(ctx.data, ctx.s, x)));
}

/** A readable name: "the Alabama" or "the squadron of the Alabama and Florida". */
export function squadronName(ctx: Ctx, ships: string[]): string {
  const names = ships.map((x) => ctx.data.confederate[x]!.name);
  return ships.length > 1 ? `the squadron of the ${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : `the ${names[0] ?? 'raider'}`;
}
