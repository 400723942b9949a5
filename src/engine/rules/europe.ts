import { shipStates } from '../shipIds';
import type { Ctx } from '../context';
import type { GameData } from '../../data/gameData';
import type { PublicState } from '../view';
import { excerpt, own } from '../../data/ids';
import { refuse } from '../context';
import { countSpot } from './florida';
import { SHIP } from '../special';

// 6.3 Searches in Europe: a raider that began the turn in C2, C5, C7 or C8 is spotted and
// blockaded in port by any Federal ship declared (before the Record Phase) to move in on it.

/** Confederate ships that can be blockaded by declaration this turn. The Stonewall never can:
 *  ending Federal movement in her area is the only way to spot her (11.61). */
export function europeTargets(ctx: { s: PublicState }): string[] {
  const out: string[] = [];
  const raiders = ctx.s.confederate;
  for (const c of shipStates(raiders)) {
    if (c.status === 'inPlay' && c.startedInEurope && !c.arrivedThisTurn && c.id !== SHIP.stonewall) out.push(c.id);
  }
  return out;
}

/**
 * 6.3 with 11.2: a ship that cannot sail out of the Pacific this turn can never reach C2, C5, C7
 * or C8: a Pacific Fleet ship in the Pacific (the Wyoming may leave only after a raid there,
 * 11.21) and a reinforcement bound for the Pacific (11.22). 6.3 does not forbid declaring it
 * (the declaration simply never blockades, see resolveEuropeBlockades), so the engine accepts it
 * and the bots' games are unchanged; the legal-actions query flags it so a screen leaves it off.
 */
export function cannotReachEurope(data: GameData, s: PublicState, shipId: string): boolean {
  const f = own(s.federal, shipId);
  const ship = own(data.federal, shipId);
  if (!f || !ship) return true;
  if (f.headingForPacific) return true;
  const inPacific = !!f.area && !!own(data.areas, f.area)?.pacific;
  return ship.fleet === 'P' && inPacific && !(shipId === SHIP.wyoming && s.pacificRaided);
}

/** 6.3: a Federal ship has been declared against this raider: it will be blockaded in port
 *  when its record runs (if the ship reaches it). Never the Stonewall (11.61). */
export function declaredAgainst(s: PublicState, shipId: string): boolean {
  return shipId !== SHIP.stonewall && s.europeDeclarations.some((d) => d.target === shipId);
}

export function declareBlockade(ctx: Ctx, shipId: string, target: string): void {
  const { s, data } = ctx;
  const f = own(s.federal, shipId);
  if (!f || f.where !== 'map' || !f.inUse) refuse('notOnMap', '6.3', `${own(data.federal, shipId)?.name ?? excerpt(shipId)} is not deployed this turn`);
  if (target === SHIP.stonewall)
    refuse('notInEurope', '11.61', 'the Stonewall is spotted only by Federal ships that end their movement in her area, never blockaded by a 6.3 declaration');
  if (!europeTargets(ctx).includes(target))
    refuse('notInEurope', '6.3', `${own(data.confederate, target)?.name ?? excerpt(target)} did not begin the turn in Europe (or arrived this turn)`);
  s.europeDeclarations = s.europeDeclarations.filter((d) => d.ship !== shipId);
  s.europeDeclarations.push({ ship: shipId, target });
  const area = s.confederate[target]!.area;
  if (!ctx.quiet)
    ctx.emit('6.3', 'declare', `${data.federal[shipId]!.name} will move to blockade the ${data.confederate[target]!.name} in ${area}`, {
      ships: [shipId, target],
    });
}

export function cancelDeclaration(ctx: Ctx, shipId: string): void {
  if (!ctx.s.europeDeclarations.some((d) => d.ship === shipId)) refuse('noDeclaration', '6.3', 'no such declaration to take back');
  ctx.s.europeDeclarations = ctx.s.europeDeclarations.filter((d) => d.ship !== shipId);
  ctx.emit('6.3', 'declare', `${ctx.data.federal[shipId]!.name}'s blockade declaration taken back`);
}

/** End of Federal movement: declared ships that reached their quarry blockade it in port (6.3, 7.2). */
export function resolveEuropeBlockades(ctx: Ctx): void {
  const { s, data } = ctx;
  const spotted = new Set<string>();
  for (const d of s.europeDeclarations) {
    const f = s.federal[d.ship]!,
      c = s.confederate[d.target]!;
    if (f.where !== 'map' || c.status !== 'inPlay' || f.area !== c.area) continue;
    // 6.3 names C2, C5, C7 and C8 only; 11.61: never the Stonewall (a declaration kept from an older save).
    if (d.target === SHIP.stonewall || !data.areas[c.area!]!.europe) continue;
    if (!c.port) c.port = data.areas[c.area!]!.ports[0]?.nation ?? null;
    if (!c.port) continue;
    // 11.32: the automatic spot is a spot, one for each raider, however many ships come.
    if (!spotted.has(d.target)) {
      spotted.add(d.target);
      if (countSpot(ctx, d.target)) continue;
    }
    if (!c.blockadedBy.includes(d.ship)) c.blockadedBy.push(d.ship);
    f.blockading = d.target;
    ctx.emit('6.3', 'blockade', `${data.federal[d.ship]!.name} blockades the ${data.confederate[d.target]!.name} in its ${c.port} port in ${c.area}`, {
      ships: [d.ship, d.target],
    });
  }
  s.europeDeclarations = [];
}
