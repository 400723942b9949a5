import type { Ctx } from '../context';
import type { CombatState, Encounter, Unit } from '../activityState';
import { combatResult } from './tables';
import { fireRoll } from './explain';
import { sinkConfederate } from './victory';
import { releaseBlockade } from './blockade';
import { unitAlive, unitGunnery, unitName } from './federalUnit';
import { squadronGunnery, squadronName, squadronShips } from './squadrons';
import { confederateTargets, federalTargets } from './damageChoice';

// 8.1 Combat: fought to the end (8.12) in firing segments; in each both sides fire at once on
// the Combat Results Table by their total gunnery (8.11, 4.51), and a ship whose damage reaches
// its defense is sunk (8.13). Against a squadron the enemy designates the ship that takes the
// damage (4.51): the encounter asks for that choice between the roll and its effect.

/** 8.11: the combat begins; its firing segments follow. */
export function startCombat(ctx: Ctx, e: Encounter, foe: Unit): void {
  const ours = squadronShips(ctx, e.ship);
  ctx.emit('8.11', 'combat', `combat: ${squadronName(ctx, ours)} against ${unitName(ctx, foe)}`, { ships: [...ours, ...foe.ships] });
  e.combat = { segment: 0, rolled: false, cg: 0, fg: 0, cd: 0, fd: 0, toFederal: 0, toRaider: 0, federalPick: null, confederatePick: null };
}

/** 8.11: a firing segment's dice and damage; false when the combat is broken off instead (after 200 segments). */
export function rollSegment(ctx: Ctx, e: Encounter): boolean {
  const c = e.combat!;
  c.segment += 1;
  if (c.segment > 200) {
    ctx.emit('8.12', 'combat', 'the combat is broken off after 200 segments without a result');
    return false;
  }
  c.cg = squadronGunnery(ctx, squadronShips(ctx, e.ship)); // 4.51; 10.51: uncommissioned ships cannot fire
  c.fg = unitGunnery(ctx, e.foe!);
  c.cd = ctx.roll();
  c.fd = ctx.roll();
  c.toFederal = combatResult(ctx.data, c.cd, c.cg);
  c.toRaider = combatResult(ctx.data, c.fd, c.fg);
  c.rolled = true;
  c.federalPick = c.confederatePick = null;
  return true;
}

/** 4.51: the raiders the Federal may designate for his damage, default first; one when there is no choice. */
export function raiderTargets(ctx: Ctx, c: CombatState, ours: string[]): string[] {
  return c.toRaider > 0 && ours.length > 1 ? confederateTargets(ctx, ours, c.toRaider) : [ours[0]!];
}

/** The foe's ships afloat that the raider's damage may go to (none for the ECES ship). */
export function foeShipsAfloat(ctx: Ctx, foe: Unit): string[] {
  return foe.eces ? [] : foe.ships.filter((id) => ctx.s.federal[id]!.where !== 'sunk');
}

/** 4.51: the Federal ships the Confederate may designate for his damage, in his standing order's order. */
export function federalTargetsFor(ctx: Ctx, e: Encounter, c: CombatState, foeShips: string[]): string[] {
  return c.toFederal > 0 && foeShips.length > 1 ? federalTargets(ctx, foeShips, ctx.s.records[e.ship]?.record?.standing.fireAt) : [foeShips[0] ?? ''];
}

/** 8.11-8.13: the segment's damage goes to the designated ships; true when one side is all sunk (8.12). */
export function applySegment(ctx: Ctx, e: Encounter): boolean {
  const { s, data } = ctx;
  const c = e.combat!;
  const foe = e.foe!;
  const ours = squadronShips(ctx, e.ship);
  c.rolled = false;
  const hit = c.federalPick!;
  const raider = s.confederate[hit]!;
  const hitShip = data.confederate[hit]!;
  raider.damage += c.toRaider;
  let target = '';
  let sunk: string | null = null;
  if (c.toFederal > 0) {
    if (foe.eces) {
      foe.eces.damage += c.toFederal;
      target = 'the ECES ship';
    } else {
      const pick = c.confederatePick!;
      s.federal[pick]!.damage += c.toFederal;
      target = data.federal[pick]!.name;
      if (s.federal[pick]!.damage >= data.federal[pick]!.defense) sunk = pick;
    }
  }
  const firer = ours.length > 1 ? `${squadronName(ctx, ours)} (gunnery ${c.cg}) roll` : `the ${data.confederate[e.ship]!.name} (gunnery ${c.cg}) rolls`;
  if (!ctx.quiet)
    ctx.emit(
      '8.11',
      'fire',
      `segment ${c.segment}: ${firer} ${c.cd}: ${c.toFederal} damage${target ? ` to ${target}` : ''}; ${unitName(ctx, foe)} (gunnery ${c.fg}) rolls ${c.fd}: ${c.toRaider} damage to the ${hitShip.name} (${raider.damage}/${hitShip.defense})`,
      {
        ships: [...ours, ...foe.ships],
        dice: [c.cd, c.fd],
        rolls: [fireRoll(ours.length > 1 ? 'the squadron' : 'the raider', c.cg, c.cd, c.toFederal), fireRoll('the Federal unit', c.fg, c.fd, c.toRaider)],
      },
    );
  // The sinking follows the segment's fire in the log (8.11, then 8.13).
  if (sunk) sinkFederal(ctx, sunk);
  if (raider.damage >= hitShip.defense) sinkConfederate(ctx, hit, '8.13', `sunk in combat with ${unitName(ctx, foe)}`);
  if (foe.eces && foe.eces.damage >= foe.eces.defense) ctx.emit('8.13', 'sunk', 'the emergency search ship is sunk', {});
  return squadronShips(ctx, e.ship).length === 0 || !unitAlive(ctx, foe);
}

/** 8.13: a Federal ship sunk; it scores nothing (12.11) and leaves any blockade (7.24). */
function sinkFederal(ctx: Ctx, id: string): void {
  releaseBlockade(ctx, id);
  Object.assign(ctx.s.federal[id]!, { where: 'sunk', area: null, inUse: false, squadron: null });
  ctx.emit('8.13', 'sunk', `the ${ctx.data.federal[id]!.name} is sunk (no Victory Points for sinking warships, 12.11)`, { ships: [id] });
}
