import type { Ctx } from '../context';
import { refuse } from '../context';
import { excerpt, own } from '../../data/ids';
import type { FederalOrders } from '../record';
import type { Unit } from '../activityState';
import type { PublicState } from '../view';
import { variantOn } from '../options';
import { unitGunnery, unitName } from './federalUnit';

// The Federal's standing orders (record.ts FederalOrders): how his ships answer the Activity
// Phase's three Federal decisions when the game does not ask him live (a game played apart, hot
// seat, solitaire without "ask me"): whether each ship searches (6.1), whether a unit that
// spotted a raider declines battle when out-gunned (6.13), and which raider of a squadron takes
// his damage (4.51).
//
// When: the Federal Movement Phase (the turn machine takes the command there only). By then the
// Confederate's records are sealed (4.3), so the orders cannot shape them, and they are fixed
// before the first record runs, as the Confederate's own standing orders are. They are part of
// the public state: the Confederate learns them only after his records are sealed, and in such a
// game his own answers are his sealed standing orders too, so nothing he could still decide
// depends on them; the other side may see them as it sees the Federal's moves.

/** Today's behaviour, and what a state without orders means: all search, all engage, 4.51's first pick. */
export const DEFAULT_FEDERAL_ORDERS: Readonly<FederalOrders> = Object.freeze({ noSearch: [], avoidWhenOutgunned: false, fireAt: 'nearestSinking' });

/** The orders in force (the defaults when none were given). */
export const federalOrdersOf = (s: Pick<PublicState, 'federalOrders'>): FederalOrders => s.federalOrders ?? { ...DEFAULT_FEDERAL_ORDERS, noSearch: [] };

const isDefault = (o: FederalOrders): boolean => o.noSearch.length === 0 && !o.avoidWhenOutgunned && o.fireAt === 'nearestSinking';

/** The `federalOrders` command: every ship id is a Federal ship of the data, named once. */
export function setFederalOrders(ctx: Ctx, orders: FederalOrders): void {
  const seen = new Set<string>();
  for (const id of orders.noSearch) {
    if (!own(ctx.data.federal, id)) refuse('noSuchShip', '6.1', `no Federal ship "${excerpt(id)}" to keep from searching`);
    if (seen.has(id)) refuse('duplicateShip', '6.1', `the ${ctx.data.federal[id]!.name} is named twice among the ships that do not search`);
    seen.add(id);
  }
  // Kept in the data's order, so the same orders are the same state whatever order they came in.
  const noSearch = Object.keys(ctx.data.federal).filter((id) => seen.has(id));
  const next: FederalOrders = { noSearch, avoidWhenOutgunned: orders.avoidWhenOutgunned, fireAt: orders.fireAt };
  // The defaults are no orders at all: a game back at them is the game that never set any.
  if (isDefault(next)) delete ctx.s.federalOrders;
  else ctx.s.federalOrders = next;
  ctx.emit('6.1', 'federalOrders', `the Federal's standing orders: ${describeFederalOrders(ctx, next)}`);
}

/** The orders in words, citing their rules (for the log and the screens). */
export function describeFederalOrders(ctx: Pick<Ctx, 'data'>, o: FederalOrders): string {
  const names = o.noSearch.map((id) => own(ctx.data.federal, id)?.name ?? id);
  return [
    names.length ? `${names.join(', ')} do${names.length === 1 ? 'es' : ''} not search (6.1)` : 'every ship searches (6.1)',
    o.avoidWhenOutgunned ? 'a unit out-gunned by the raider it spotted tries to avoid battle (6.13)' : 'a unit that spots a raider engages it (6.13)',
    o.fireAt === 'biggestGuns'
      ? "damage to a raiders' squadron goes to the biggest guns (4.51)"
      : "damage to a raiders' squadron goes to the ship nearest sinking (4.51)",
  ].join('; ');
}

/** True when the Federal answers by standing orders (the game does not ask him live). */
export const federalByOrders = (ctx: Ctx): boolean => !variantOn(ctx.s.options, 'askFederal');

/**
 * 6.1: the units that search by the standing orders; a squadron searches while any of its ships
 * is not held back (the squadron searches as one ship, 6.11, and the willing ship leads it).
 * Each unit held back is logged with its reason.
 */
export function searchersByOrders(ctx: Ctx, units: Unit[], raider: string): Unit[] {
  const held = ctx.s.federalOrders?.noSearch;
  if (!held?.length) return units;
  const out: Unit[] = [];
  for (const u of units) {
    if (u.eces || !u.ships.every((id) => held.includes(id))) out.push(u);
    else
      ctx.emit(
        '6.1',
        'search',
        `${unitName(ctx, u)} ${u.ships.length > 1 ? 'do' : 'does'} not search for the ${ctx.data.confederate[raider]!.name}: the Federal's standing order keeps ${u.ships.length > 1 ? 'them' : 'it'} from searching`,
        { ships: [raider, ...u.ships] },
      );
  }
  return out;
}

/** 6.13: the standing answer of a unit that spotted a raider of this gunnery: avoid only when ordered to and out-gunned. */
export function avoidByOrders(ctx: Ctx, foe: Unit, raiderGunnery: number): 'engage' | 'avoid' {
  if (!ctx.s.federalOrders?.avoidWhenOutgunned) return 'engage';
  const guns = unitGunnery(ctx, foe);
  if (raiderGunnery <= guns) return 'engage';
  ctx.emit(
    '6.13',
    'avoid',
    `${unitName(ctx, foe)} (gunnery ${guns}) is out-gunned by the raider (gunnery ${raiderGunnery}): by the Federal's standing order it tries to avoid battle`,
    { ships: foe.ships },
  );
  return 'avoid';
}

/** 4.51: the raider of a squadron the Federal's damage goes to; `options` come default first (the ship nearest sinking). */
export function damagePickByOrders(ctx: Ctx, options: string[]): string {
  if (ctx.s.federalOrders?.fireAt !== 'biggestGuns') return options[0]!;
  // The biggest guns; between equal guns, the default's order (nearest sinking first).
  let best = options[0]!;
  for (const id of options) if (ctx.data.confederate[id]!.gunnery > ctx.data.confederate[best]!.gunnery) best = id;
  ctx.emit(
    '4.51',
    'damageChoice',
    `by the Federal's standing order his damage goes to the raider with the biggest guns: the ${ctx.data.confederate[best]!.name}`,
    {
      ships: [best],
    },
  );
  return best;
}
