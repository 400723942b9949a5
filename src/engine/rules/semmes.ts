import type { Ctx } from '../context';
import type { PublicState } from '../view';
import { refuse } from '../context';
import { excerpt, own } from '../../data/ids';
import { SHIP } from '../special';
import { mapPacked } from '../../lib/packed';
import { variantOn } from '../options';
import { LIVE_SEGMENTS } from '../dice';
import { faceShare } from './explain';
import type { DecisionAsked, SemmesRoll } from '../activityState';

// 11.7 Raphael Semmes: aboard Sumter at first, may leave her in port (11.72), joins any
// Confederate ship in port a turn later, and is gone when his second ship is lost (11.73).

export function removeSemmes(ctx: Ctx): void {
  const { s, data } = ctx;
  if (s.semmes.status !== 'aboard' || s.semmes.ship !== SHIP.sumter) refuse('semmesNotOnSumter', '11.72', 'Semmes can only be taken off the Sumter');
  const sumter = s.confederate[SHIP.sumter]!;
  if (sumter.status !== 'inPlay' || sumter.port === null) refuse('notInPort', '11.72', 'the Sumter must be in port to land Semmes');
  s.semmes = { status: 'track', availableTurn: s.turn + 1, ship: null, shipsCommanded: 1 };
  ctx.emit('11.72', 'semmes', `Semmes leaves the ${data.confederate[SHIP.sumter]!.name}; he can take a new command from Game Turn ${s.turn + 1}`);
}

/** Ships Semmes may join now: any Confederate ship in port (11.72). */
export function semmesCandidates(ctx: { s: PublicState }): string[] {
  const { s } = ctx;
  if (s.semmes.status !== 'track' || s.semmes.ship !== null || s.semmes.availableTurn > s.turn) return [];
  return mapPacked(
    Object.values(s.confederate).filter((c) => c.status === 'inPlay' && c.port !== null),
    (c) => c.id,
  );
}

export function placeSemmes(ctx: Ctx, shipId: string): void {
  const { s, data } = ctx;
  if (!semmesCandidates(ctx).includes(shipId))
    refuse(
      'semmesCannotJoin',
      '11.72',
      `Semmes cannot join ${own(data.confederate, shipId)?.name ?? excerpt(shipId)} now: he joins a ship in port once his turn on the track has come`,
    );
  s.semmes = { status: 'aboard', ship: shipId, shipsCommanded: (s.semmes as { shipsCommanded: number }).shipsCommanded + 1 };
  ctx.emit('11.72', 'semmes', `Semmes takes command of the ${data.confederate[shipId]!.name}`, { ships: [shipId] });
}

/** 11.71, 11.73: when Semmes' ship is sunk or interned. */
export function semmesShipLost(ctx: Ctx, shipId: string): void {
  const { s } = ctx;
  if (s.semmes.status !== 'aboard' || s.semmes.ship !== shipId) return;
  if (s.semmes.shipsCommanded >= 2) {
    s.semmes = { status: 'removed' };
    ctx.emit('11.73', 'semmes', 'Semmes has lost his second ship and leaves the game');
  } else {
    s.semmes = { status: 'track', availableTurn: s.turn + 1, ship: null, shipsCommanded: 1 };
    ctx.emit('11.72', 'semmes', `Semmes survives and can take a new command from Game Turn ${s.turn + 1}`);
  }
}

/** 11.74 asked live: the question a procedure stopped at (semmesStage.ts catches it and waits). */
export class SemmesAsked extends Error {
  constructor(readonly asked: Extract<DecisionAsked, { kind: 'semmes' }>) {
    super("Semmes' reroll (11.74) is asked of the Confederate player");
  }
}

/** The answers to Semmes' question, the reroll first (what the bots and a default take). */
export const SEMMES_OPTIONS = ['reroll', 'accept'] as const;

/**
 * 11.74 as a live decision: the Confederate player is asked in the Activity Phase (the game's
 * askConfederate option, 3.0), Semmes is aboard and his reroll of the turn not yet used, and a
 * live answer is still to be had when played apart (dice.ts LIVE_SEGMENTS). Then a procedure
 * with a failed die he may roll again stops and asks (semmesStage.ts runs it so).
 */
export function semmesMayAsk(ctx: Ctx): boolean {
  const { s } = ctx;
  const a = s.activity;
  return (
    !!a &&
    s.phase === 'confederateActivity' &&
    s.semmes.status === 'aboard' &&
    !s.semmesRerollUsed &&
    variantOn(s.options, 'askConfederate') &&
    (s.dice.kind !== 'segmented' || (a.answered ?? 0) < LIVE_SEGMENTS)
  );
}

/**
 * 11.74: once a turn Semmes may reroll a failed raid, escape or blockade-running die of his ship
 * (or of the squadron he sails in, 4.5); the second die stands. The caller has judged the first
 * roll (`dice`, as they fell) a failure, and says which new die would succeed. Returns the new
 * die, or null.
 * Asked live (semmesMayAsk), the player answers after seeing the die: the first time here the
 * procedure stops (SemmesAsked); run again with the answer, it rolls or not. Otherwise the
 * record's standing orders decide (4.3): a Raid Table die (`die`, 5.11) only up to their
 * `raidAtMost` (1, or 2 by default), as at the table after seeing the die.
 */
export function semmesReroll(
  ctx: Ctx,
  recordShip: string,
  ships: readonly string[],
  roll: SemmesRoll,
  dice: readonly number[],
  succeeds: (die: number) => boolean,
  die?: number,
): number | null {
  const { s } = ctx;
  if (s.semmes.status !== 'aboard' || !ships.includes(s.semmes.ship) || s.semmesRerollUsed) return null;
  const a = s.activity;
  if (a && semmesMayAsk(ctx)) {
    if (a.byStanding)
      delete a.byStanding; // left to the standing orders (issue 46.2): below
    else {
      const x = a.answer;
      if (x === 'reroll' || x === 'accept') {
        a.answer = null;
        if (x === 'accept') return null;
        s.semmesRerollUsed = true;
        return ctx.roll();
      }
      const area = s.confederate[recordShip]?.area ?? s.confederate[s.semmes.ship]!.area!;
      throw new SemmesAsked({
        side: 'confederate',
        kind: 'semmes',
        detail: { ship: recordShip, area, roll, dice: [...dice], chance: faceShare(succeeds), ...(ships.length > 1 ? { squadron: [...ships] } : {}) },
      });
    }
  }
  const orders = s.records[recordShip]?.record?.standing.semmesReroll;
  if (!(orders?.[roll] ?? true)) return null;
  if (roll === 'raid' && die !== undefined && die > (orders?.raidAtMost ?? 2)) return null;
  s.semmesRerollUsed = true;
  return ctx.roll();
}
