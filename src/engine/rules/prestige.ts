import type { Area, Port } from '../../data/schema/index';
import type { GameData } from '../../data/gameData';
import type { Ctx } from '../context';
import type { GameState } from '../types';
import type { PublicState } from '../view';
import { ENGLAND_EXEMPT, FRANCE_EXEMPT } from '../special';
import { own } from '../../data/ids';

// 9.0 Confederate Prestige Level: three tracks (World, England, France), their automatic and
// action adjustments, and what each level opens or closes.

export type CplTrack = 'W' | 'E' | 'F';
const TRACK_NAME: Record<CplTrack, string> = { W: 'World', E: 'England', F: 'France' };

/** Moves one track, held within the printed track's ends. */
export function adjustCpl(ctx: Ctx, track: CplTrack, delta: number, rule: string, why: string): void {
  if (delta === 0) return;
  const { min, max } = ctx.data.files.cpl;
  const before = ctx.s.cpl[track];
  ctx.s.cpl[track] = Math.max(min, Math.min(max, before + delta));
  if (!ctx.quiet) ctx.emit(rule, 'cpl', `${why}: CPL ${TRACK_NAME[track]} ${fmt(delta)} (${fmt(before)} to ${fmt(ctx.s.cpl[track])})`);
  applyArrivalCutoffs(ctx);
}

const fmt = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** 9.21: W moves all three tracks, then E moves England and F moves France. */
export function automaticAdjustment(ctx: Ctx): void {
  const t = ctx.data.turns[ctx.s.turn - 1]!;
  const { W, E, F } = t.cpl;
  for (const track of ['W', 'E', 'F'] as const) adjustCpl(ctx, track, W, '9.21', `Game Turn ${t.turn} (${t.date}) world adjustment`);
  adjustCpl(ctx, 'E', E, '9.21', `Game Turn ${t.turn} England adjustment`);
  adjustCpl(ctx, 'F', F, '9.21', `Game Turn ${t.turn} France adjustment`);
}

/** 9.22 (1): the first time the merchant marine falls below 1165, England drops one. */
export function checkMerchantMarine(ctx: Ctx): void {
  if (ctx.s.below1165Applied || ctx.s.merchantMarine >= 1165) return;
  ctx.s.below1165Applied = true;
  adjustCpl(ctx, 'E', -1, '9.22', `merchant marine below 1165 (${ctx.s.merchantMarine})`);
}

/** 9.22 (2): each repair or refit in an English or French port costs that country a point. */
export function repairRefitPenalty(ctx: Ctx, nation: 'England' | 'France', what: string): void {
  adjustCpl(ctx, nation === 'England' ? 'E' : 'F', -1, '9.22', what);
}

/** 9.32, 9.33: below -1, England or France delivers no more new ships (with named exceptions). */
export function applyArrivalCutoffs(ctx: Ctx): void {
  const cut = (track: 'E' | 'F', area: string, exempt: string[], rule: string) => {
    if (ctx.s.cpl[track] >= -1) return;
    for (const ship of Object.values(ctx.data.confederate)) {
      const st = ctx.s.confederate[ship.id]!;
      if (st.status !== 'notArrived' || ship.arrival?.area !== area || exempt.includes(ship.id)) continue;
      st.status = 'offTrack';
      ctx.emit(rule, 'offTrack', `${ship.name} will not be received: CPL ${track === 'E' ? 'England' : 'France'} is ${ctx.s.cpl[track]}`, { ships: [ship.id] });
    }
  };
  cut('E', 'C2', ENGLAND_EXEMPT, '9.32');
  cut('F', 'C5', FRANCE_EXEMPT, '9.33');
}

export type PortUseKind = 'coal' | 'commission' | 'repair' | 'refit';

export interface PortVerdict { ok: boolean; rule: string; why: string }

/** 4.41: the Game Turn from which the land war has taken the Confederate port in an area (99: never). */
export const csaPortLostAt = (areaId: string): number => (areaId === 'C15' ? 14 : areaId === 'C14' ? 16 : 99);

/** Whether the Confederate may use this port for this purpose now (4.41, 4.43, 9.3, 9.38). */
export function portUsable(data: GameData, s: PublicState, area: Area, port: Port, use: PortUseKind, shipId: string): PortVerdict {
  const ship = s.confederate[shipId];
  const commissioned = ship?.commissioned ?? true;
  const received = data.confederate[shipId]?.arrival?.area;
  switch (port.nation) {
    case 'USA':
      return { ok: false, rule: '2.12', why: 'Federal ports serve only the Federal navy' };
    case 'CSA': {
      const lostAt = csaPortLostAt(area.id);
      if (s.turn >= lostAt) return { ok: false, rule: '4.41', why: `the Confederate port in ${area.id} was lost to the land war at Game Turn ${lostAt}` };
      return { ok: true, rule: '4.41', why: 'Confederate port' };
    }
    case 'England':
    case 'France': {
      const england = port.nation === 'England';
      const level = england ? s.cpl.E : s.cpl.F;
      const floor = england ? -19 : -6;
      if (use === 'coal' && commissioned) return { ok: true, rule: '9.37', why: 'commissioned ships can always coal in England and France' };
      if (use === 'refit' && received === (england ? 'C2' : 'C5')) return { ok: false, rule: '9.36', why: `a ship received in ${port.nation} can never refit there` };
      if (level < floor) return { ok: false, rule: england ? '9.34' : '9.35', why: `CPL ${port.nation} is ${level}, below ${floor}` };
      return { ok: true, rule: '9.3', why: `CPL ${port.nation} ${level}` };
    }
    default: {
      if (use === 'repair' || use === 'refit') return { ok: false, rule: '9.0', why: 'only England, France and Confederate ports can repair or refit' };
      if (s.deniedCountries.includes(port.nation)) return { ok: false, rule: '9.38', why: `a Federal ship off ${port.name} denies ${port.nation} coal this turn` };
      const need = port.cpl ?? 99;
      if (s.cpl.W < need) return { ok: false, rule: '9.31', why: `${port.name} needs CPL World ${need}, it is ${s.cpl.W}` };
      return { ok: true, rule: '9.31', why: `CPL World ${s.cpl.W} meets ${need}` };
    }
  }
}

/** The ports in an area the ship may use for this purpose now. */
export function usablePorts(data: GameData, s: PublicState, areaId: string, use: PortUseKind, shipId: string): Port[] {
  const area = own(data.areas, areaId);
  if (!area) return [];
  return area.ports.filter((p) => portUsable(data, s, area, p, use, shipId).ok);
}
