import type { ShipType } from '../../data/schema/index';
import type { GameData } from '../../data/gameData';
import type { Ctx } from '../context';
import type { GameResult, GameState, Side } from '../types';
import { SHIP } from '../special';
import { checkMerchantMarine } from './prestige';
import { semmesShipLost } from './semmes';

// 12.0 Victory Points: merchant marine points for the Confederate (12.11, 12.12), sunk and
// interned raiders for the Federal (12.13, 12.14), and the level of victory (12.15).

/** 12.13: Federal Victory Points for a raider sunk, by its class (vpClass). */
export const SUNK_VP: Readonly<Record<'IC' | 'S' | 'GB' | 'Aux', number>> = { IC: 150, S: 75, GB: 30, Aux: 15 };
/** 12.14: Federal Victory Points for a raider interned, by its class (vpClass). */
export const INTERNED_VP: Readonly<Record<'IC' | 'S' | 'GB' | 'Aux', number>> = { IC: 30, S: 15, GB: 6, Aux: 3 };

/** 12.13: screw or side wheel score alike. */
export function vpClass(type: ShipType): 'IC' | 'S' | 'GB' | 'Aux' {
  if (type === 'IC') return 'IC';
  if (type === 'Aux') return 'Aux';
  if (type === 'GB' || type === 'SGB') return 'GB';
  return 'S';
}

export function scoreVp(ctx: Ctx, side: Side, points: number, rule: string, text: string): void {
  if (points === 0) return;
  ctx.s.vp[side] += points;
  ctx.s.vp.entries.push({ side, points, rule, turn: ctx.s.turn, text });
}

/** 5.11, 5.21, 12.11: merchant marine points lost are Confederate Victory Points. */
export function merchantMarineLoss(ctx: Ctx, points: number, text: string): void {
  // 12.11: a VP for each point taken off the track, and the track stops at 0.
  const lost = Math.min(points, ctx.s.merchantMarine);
  if (lost <= 0) return;
  ctx.s.merchantMarine -= lost;
  scoreVp(ctx, 'confederate', lost, '12.11', text);
  checkMerchantMarine(ctx);
}

/** 11.52: raids invalidated after the fact give their points back, and the VP with them (a
 *  12.11 entry below zero). England's 9.22 drop, made at the raid, is once a game and stands. */
export function merchantMarineRestored(ctx: Ctx, points: number, text: string): void {
  if (points <= 0) return;
  ctx.s.merchantMarine += points;
  scoreVp(ctx, 'confederate', -points, '12.11', text);
}

function lose(ctx: Ctx, id: string, how: 'sunk' | 'interned', rule: string, why: string): void {
  const st = ctx.s.confederate[id]!;
  if (st.status !== 'inPlay') return; // 12.16: a ship never in play scores nothing
  const ship = ctx.data.confederate[id]!;
  st.status = how;
  for (const f of st.blockadedBy) {
    const fs = ctx.s.federal[f];
    if (fs) fs.blockading = null;
  }
  st.blockadedBy = [];
  const cls = vpClass(ship.type);
  const points = (how === 'sunk' ? SUNK_VP : INTERNED_VP)[cls];
  ctx.emit(rule, how, `${ship.name} is ${how}: ${why}; Federal +${points} VP (${how === 'sunk' ? '12.13' : '12.14'})`, { ships: [id] });
  scoreVp(ctx, 'federal', points, how === 'sunk' ? '12.13' : '12.14', `${ship.name} ${how}`);
  semmesShipLost(ctx, id);
}

export const sinkConfederate = (ctx: Ctx, id: string, rule: string, why: string) => lose(ctx, id, 'sunk', rule, why);
export const internConfederate = (ctx: Ctx, id: string, rule: string, why: string) => lose(ctx, id, 'interned', rule, why);

/** 12.12: the Stonewall afloat in C9, C14 or C15 when the game ends. */
export function stonewallBonus(ctx: Ctx): void {
  const st = ctx.s.confederate[SHIP.stonewall];
  if (st?.status === 'inPlay' && st.area && ['C9', 'C14', 'C15'].includes(st.area)) {
    scoreVp(ctx, 'confederate', 25, '12.12', `the Stonewall is afloat in ${st.area} at the end`);
    ctx.emit('12.12', 'vp', `the Stonewall is afloat in ${st.area}: Confederate +25 VP`, { ships: [SHIP.stonewall] });
  }
}

/** 12.15: net VP against the scenario's bands. */
export function victoryLevel(data: GameData, s: GameState): GameResult {
  const net = s.vp.confederate - s.vp.federal;
  const bands = data.scenarios[s.scenario]!.victory;
  const band = bands.find((b) => (b.min === null || net >= b.min) && (b.max === null || net <= b.max))!;
  return { confederateVp: s.vp.confederate, federalVp: s.vp.federal, net, level: band.level, turnsPlayed: s.turn - data.scenarios[s.scenario]!.firstTurn + 1 };
}
