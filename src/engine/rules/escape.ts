import type { Ctx } from '../context';
import type { Encounter, Unit } from '../activityState';
import { escapeResult } from './tables';
import { escapeRoll } from './explain';
import { semmesReroll } from './semmes';
import { unitName, unitSpeed } from './federalUnit';
import { squadronName, squadronShips, squadronSpeed } from './squadrons';

// 6.2 Escape: a roll on the Escape Table by the speed differential (6.21), a squadron at its
// slowest ship's speed. Escaped, the raider goes on (6.23); failed, it must fight (6.22). The
// attempt costs a Movement Point and rules out a raid in that area this turn (4.13, 4.34).

/** 4.13, 4.32, 4.34: an escape attempt costs a Movement Point, and the raid here is off. */
export function spendEscapeMp(ctx: Ctx, e: Encounter): void {
  const a = ctx.s.activity;
  if (a && a.current === e.ship) a.mpUsed += 1;
  e.escapedHere = true;
  if (a && a.current === e.ship) a.escapedAreas = [...new Set([...(a.escapedAreas ?? []), e.area])];
}

/** 6.13: both sides would avoid battle: they part without a roll. */
export function bothAvoid(ctx: Ctx, e: Encounter, foe: Unit): void {
  ctx.emit('6.13', 'escape', `the ${ctx.data.confederate[e.ship]!.name} and ${unitName(ctx, foe)} both avoid battle: they part without a roll`, {
    ships: [e.ship, ...foe.ships],
  });
}

/** 6.21-6.23, 11.74: the raider (or its squadron) tries to escape the foe; true when it does. */
export function raiderEscapes(ctx: Ctx, e: Encounter, foe: Unit): boolean {
  const { data } = ctx;
  const ship = data.confederate[e.ship]!;
  const ours = squadronShips(ctx, e.ship);
  const ownSpeed = squadronSpeed(ctx, ours),
    foeSpeed = unitSpeed(ctx, foe);
  const diff = ownSpeed - foeSpeed;
  let die = ctx.roll();
  const dice = [die];
  let ok = escapeResult(data, die, diff);
  let note = '';
  const again = ok ? null : semmesReroll(ctx, e.ship, ours, 'escape', dice, (d) => escapeResult(data, d, diff));
  if (again !== null) {
    die = again;
    dice.push(die);
    ok = escapeResult(data, die, diff);
    note = `, Semmes rerolls (11.74): ${die}`;
  }
  if (!ctx.quiet)
    ctx.emit(
      '6.21',
      'escape',
      `${ours.length > 1 ? squadronName(ctx, ours) : `the ${ship.name}`} tries to escape ${unitName(ctx, foe)} (speed differential ${diff >= 0 ? '+' : ''}${diff}), die ${dice[0]}${note}: ${ok ? 'escapes (6.23)' : 'fails and must fight (6.22)'}`,
      { ships: [e.ship, ...foe.ships], dice, rolls: [escapeRoll(data, ours.length > 1 ? 'the squadron' : 'the raider', ownSpeed, foeSpeed, dice, ok)] },
    );
  return ok;
}

/** 6.13 (1): the spotting Federal unit may itself try to escape a raider that stands to fight; true when it does. */
export function federalEscapes(ctx: Ctx, e: Encounter, foe: Unit): boolean {
  const foeSpeed = unitSpeed(ctx, foe),
    raiderSpeed = squadronSpeed(ctx, squadronShips(ctx, e.ship));
  const diff = foeSpeed - raiderSpeed;
  const die = ctx.roll();
  const away = escapeResult(ctx.data, die, diff);
  if (!ctx.quiet)
    ctx.emit(
      '6.21',
      'escape',
      `${unitName(ctx, foe)} tries to escape the ${ctx.data.confederate[e.ship]!.name} (speed differential ${diff >= 0 ? '+' : ''}${diff}), die ${die}: ${away ? 'escapes' : 'fails'}`,
      { ships: [e.ship, ...foe.ships], dice: [die], rolls: [escapeRoll(ctx.data, 'the Federal unit', foeSpeed, raiderSpeed, [die], away)] },
    );
  return away;
}
