import type { GameData } from '../../data/gameData';
import type { PublicState, PendingDecision, DamageDecision } from '../../engine/index';
import type { FederalParams } from '../levels';
import { SUNK_VP, vpClass } from '../../engine/rules/index';

// The Federal player's answers in the Activity Phase (when the game asks rather than following
// standing orders): always search (6.1: it costs nothing and a ship may search any number of
// times), and engage a spotted raider (6.13) since a sunk warship costs no Victory Points
// (12.11); only the cautious navy shies away from a raider that outguns the spotting ship.

export function answerFederal(data: GameData, s: PublicState, pending: PendingDecision, params: FederalParams): string {
  if (pending.kind === 'search') return pending.options.includes('search') ? 'search' : pending.options[0]!;
  if (pending.kind === 'avoid') {
    const ours = pending.detail.foe.reduce((n, id) => n + (data.federal[id]?.gunnery ?? 0), 0);
    const theirs = pending.detail.raiderGunnery;
    const avoid = params.avoidStrongerRaiders && theirs > ours;
    return avoid && pending.options.includes('avoid') ? 'avoid' : pending.options.includes('engage') ? 'engage' : pending.options[0]!;
  }
  if (pending.kind === 'damage') return federalDamagePick(data, s, pending);
  return pending.options[0]!;
}

/**
 * 4.51: which raider of a squadron takes the Federal damage: one this damage sinks, the one worth
 * most Victory Points (12.13, rules/victory.ts's SUNK_VP) and then the biggest guns; if none
 * sinks, the one with least defence left, so the next segment may sink it.
 */
export function federalDamagePick(data: GameData, s: PublicState, pending: DamageDecision): string {
  const damage = pending.detail.damage;
  const ships = pending.options.filter((id) => Object.hasOwn(s.confederate, id) && Object.hasOwn(data.confederate, id));
  if (!ships.length) return pending.options[0]!;
  const left = (id: string) => data.confederate[id]!.defense - s.confederate[id]!.damage;
  const vp = (id: string) => SUNK_VP[vpClass(data.confederate[id]!.type)];
  const sinkable = ships.filter((id) => damage >= left(id));
  const pool = sinkable.length ? sinkable : ships;
  return [...pool].sort(
    (a, b) => (sinkable.length ? 0 : left(a) - left(b)) || vp(b) - vp(a) || data.confederate[b]!.gunnery - data.confederate[a]!.gunnery,
  )[0]!;
}
