import type { Area, Port } from '../../data/schema/index';
import type { GameData } from '../../data/gameData';
import type { Ctx } from '../context';
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

export interface PortVerdict {
  ok: boolean;
  rule: string;
  why: string;
}

/** 4.41: the Game Turn from which the land war has taken the Confederate port in an area (99: never). */
export const csaPortLostAt = (areaId: string): number => (areaId === 'C15' ? 14 : areaId === 'C14' ? 16 : 99);

/**
 * Which case of 4.41, 9.3 and 9.38 decides whether the Confederate may use a port for a purpose
 * now: one short code, no words. The record check, coaling and the random bot ask it at every
 * step of every record and read only whether the port is usable (portOk); the words are made
 * only for a reader (portUsable).
 */
type PortCase = 'federal' | 'csaLost' | 'csa' | 'alwaysCoal' | 'receivedHere' | 'cplLow' | 'cplOk' | 'noYard' | 'denied' | 'worldLow' | 'worldOk';

function portCase(data: GameData, s: PublicState, area: Area, port: Port, use: PortUseKind, shipId: string): PortCase {
  switch (port.nation) {
    case 'USA':
      return 'federal';
    case 'CSA':
      return s.turn >= csaPortLostAt(area.id) ? 'csaLost' : 'csa';
    case 'England':
    case 'France': {
      const england = port.nation === 'England';
      if (use === 'coal' && (s.confederate[shipId]?.commissioned ?? true)) return 'alwaysCoal';
      if (use === 'refit' && data.confederate[shipId]?.arrival?.area === (england ? 'C2' : 'C5')) return 'receivedHere';
      return (england ? s.cpl.E : s.cpl.F) < (england ? -19 : -6) ? 'cplLow' : 'cplOk';
    }
    default:
      if (use === 'repair' || use === 'refit') return 'noYard';
      if (s.deniedCountries.includes(port.nation)) return 'denied';
      return s.cpl.W < (port.cpl ?? 99) ? 'worldLow' : 'worldOk';
  }
}

/** Whether the Confederate may use this port for this purpose now: portUsable's `ok`, without its words. */
export function portOk(data: GameData, s: PublicState, area: Area, port: Port, use: PortUseKind, shipId: string): boolean {
  const c = portCase(data, s, area, port, use, shipId);
  return c === 'csa' || c === 'alwaysCoal' || c === 'cplOk' || c === 'worldOk';
}

/** Whether the Confederate may use this port for this purpose now (4.41, 4.43, 9.3, 9.38), with the rule and why. */
export function portUsable(data: GameData, s: PublicState, area: Area, port: Port, use: PortUseKind, shipId: string): PortVerdict {
  const england = port.nation === 'England';
  const level = england ? s.cpl.E : s.cpl.F;
  const floor = england ? -19 : -6;
  switch (portCase(data, s, area, port, use, shipId)) {
    case 'federal':
      return { ok: false, rule: '2.12', why: 'Federal ports serve only the Federal navy' };
    case 'csaLost':
      return { ok: false, rule: '4.41', why: `the Confederate port in ${area.id} was lost to the land war at Game Turn ${csaPortLostAt(area.id)}` };
    case 'csa':
      return { ok: true, rule: '4.41', why: 'Confederate port' };
    case 'alwaysCoal':
      return { ok: true, rule: '9.37', why: 'commissioned ships can always coal in England and France' };
    case 'receivedHere':
      return { ok: false, rule: '9.36', why: `a ship received in ${port.nation} can never refit there` };
    case 'cplLow':
      return { ok: false, rule: england ? '9.34' : '9.35', why: `CPL ${port.nation} is ${level}, below ${floor}` };
    case 'cplOk':
      return { ok: true, rule: '9.3', why: `CPL ${port.nation} ${level}` };
    case 'noYard':
      return { ok: false, rule: '9.0', why: 'only England, France and Confederate ports can repair or refit' };
    case 'denied':
      return { ok: false, rule: '9.38', why: `a Federal ship off ${port.name} denies ${port.nation} coal this turn` };
    case 'worldLow':
      return { ok: false, rule: '9.31', why: `${port.name} needs CPL World ${port.cpl ?? 99}, it is ${s.cpl.W}` };
    case 'worldOk':
      return { ok: true, rule: '9.31', why: `CPL World ${s.cpl.W} meets ${port.cpl ?? 99}` };
  }
}

/** The ports in an area the ship may use for this purpose now. */
export function usablePorts(data: GameData, s: PublicState, areaId: string, use: PortUseKind, shipId: string): Port[] {
  const area = own(data.areas, areaId);
  if (!area) return [];
  return area.ports.filter((p) => portOk(data, s, area, p, use, shipId));
}
