import type { GameData } from '../../data/gameData';
import type { PublicState, PendingDecision, DamageDecision } from '../../engine/index';
import { confederateSpeed } from '../../engine/rules/index';
import type { RaiderParams } from '../levels';
import { escapeChance, odds, raiderWins } from '../common/odds';

// Answers to the Activity Phase's questions when the game asks the Confederate (4.3: escapes
// and blockades cannot be recorded in advance). Spotted (6.13): fight, escape, or port; running
// a blockade (7.21): fight or escape each blockader. Picks what keeps the ship afloat most often;
// a blockade in port (4.42) is safe now but costs the rest of the turn and a later run.

export function answerDecision(data: GameData, s: PublicState, pending: PendingDecision, params: RaiderParams): string {
  if (pending.kind === 'damage') return raiderDamagePick(data, s, pending);
  // Semmes' question (11.74) takes its first option, the reroll: the die it asks about has failed.
  // The Federal's questions (6.1 search, 6.13 avoid) are never put to the Confederate.
  if (pending.kind !== 'spotted' && pending.kind !== 'runBlockade') return pending.options[0]!;
  const o = odds(data, s.options);
  const { ship: id, foeGunnery, foeSpeed } = pending.detail;
  const st = s.confederate[id];
  const ship = data.confederate[id];
  if (!st || !ship) return pending.options.includes('escape') ? 'escape' : pending.options[0]!;
  // The foe's staying power is not in the question; a Federal ship of that gunnery is about as sturdy.
  const foeHits = Math.max(2, Math.round(foeGunnery * 0.9));
  const win = raiderWins(o, st.commissioned ? ship.gunnery : 0, ship.defense - st.damage, foeGunnery, foeHits);
  const esc = escapeChance(o, confederateSpeed(data, s, id) - foeSpeed);
  const value: Record<string, number> = {
    fight: win,
    escape: esc + (1 - esc) * win,
    port: params.threatFear > 2 ? 0.95 : 0.8,
  };
  let best = pending.options[0]!;
  for (const c of pending.options) if ((value[c] ?? 0) > (value[best] ?? 0)) best = c;
  return best;
}

/**
 * 4.51: which ship of a Federal squadron takes the raider's damage: one this damage sinks (the
 * biggest guns among them, to silence the most fire); else the one with least defence left.
 */
export function raiderDamagePick(data: GameData, s: PublicState, pending: DamageDecision): string {
  const damage = pending.detail.damage;
  const ships = pending.options.filter((id) => Object.hasOwn(s.federal, id) && Object.hasOwn(data.federal, id));
  if (!ships.length) return pending.options[0]!;
  const left = (id: string) => data.federal[id]!.defense - s.federal[id]!.damage;
  const gun = (id: string) => data.federal[id]!.gunnery;
  const sinkable = ships.filter((id) => damage >= left(id));
  if (sinkable.length) return [...sinkable].sort((a, b) => gun(b) - gun(a))[0]!;
  return [...ships].sort((a, b) => left(a) - left(b) || gun(b) - gun(a))[0]!;
}
