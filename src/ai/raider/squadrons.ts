import { type ActivityRecord, recordProblems } from '../../engine/index';
import { confederateSpeed, isAdjacent, SHIP } from '../../engine/rules/index';
import { escapeChance, odds, raiderWins } from '../common/odds';
import { typicalFoe } from './standingOrders';
import type { TurnKnowledge } from './shipRecord';
import { mapPacked } from '../../lib/packed';

// 4.52: now and then two raiders are better off as one squadron: together they fire with both
// ships' gunnery and the Federal must sink both (4.51), at the price of the slower one's speed
// (6.21) and the second ship's raids. The raider forms one when a lone raider at sea, next to
// or with a cruising consort, is clearly safer with its consort than alone against the turn's typical foe, and the consort
// either had little raiding of its own planned or is much safer too. The merged records must pass
// the record check (4.3), or each ship keeps its own.

/** Chance of coming through a meeting with the foe: escape, or win the fight that follows. */
function survives(k: TurnKnowledge, gunnery: number, hits: number, speed: number): number {
  const o = odds(k.data, k.s.options);
  const foe = k.foe ?? typicalFoe(k.data, k.s);
  const win = raiderWins(o, gunnery, hits, foe.gunnery, foe.hits);
  const esc = escapeChance(o, speed - foe.speed);
  return esc + (1 - esc) * win;
}

export function formSquadrons(k: TurnKnowledge, records: ActivityRecord[]): ActivityRecord[] {
  const { data, s } = k;
  const byShip = new Map(records.map((r) => [r.ship, r] as const));
  const cruising = (r: ActivityRecord) => r.steps.length > 0 && r.steps.every((x) => x.op === 'move' || x.op === 'raid');
  const able = (id: string) => {
    const st = s.confederate[id]!;
    return st.status === 'inPlay' && st.commissioned && st.port === null && !!st.area && id !== SHIP.stonewall;
  };
  const ships = mapPacked(records, (r) => r.ship).filter(able);
  for (const lead of ships) {
    const a = byShip.get(lead)!;
    if (!cruising(a)) continue;
    const la = s.confederate[lead]!;
    for (const mate of ships) {
      if (mate === lead) continue;
      const b = byShip.get(mate)!;
      const mb = s.confederate[mate]!;
      if (mb.area !== la.area && !isAdjacent(data, mb.area!, la.area!)) continue;
      if (data.confederate[mate]!.coaling > data.confederate[lead]!.coaling) continue; // the leader's route must coal it too (11.52)
      const hits = (id: string) => data.confederate[id]!.defense - s.confederate[id]!.damage;
      const gun = (id: string) => data.confederate[id]!.gunnery;
      const alone = survives(k, gun(lead), hits(lead), confederateSpeed(data, s, lead));
      const mateAlone = survives(k, gun(mate), hits(mate), confederateSpeed(data, s, mate));
      const together = survives(k, gun(lead) + gun(mate), hits(lead) + hits(mate), Math.min(confederateSpeed(data, s, lead), confederateSpeed(data, s, mate)));
      if (together < alone + 0.05) continue;
      // The consort gives up its own cruise: worth it only if it had little raiding planned or is far safer so.
      if (b.steps.filter((x) => x.op === 'raid').length > 1 && together < mateAlone + 0.15) continue;
      const merged: ActivityRecord = { ...a, steps: [{ op: 'gather', ship: mate }, ...a.steps] };
      const joining: ActivityRecord = { ...b, steps: mb.area === la.area ? [] : [{ op: 'move', to: la.area! }] };
      const next = mapPacked(records, (r) => (r.ship === lead ? merged : r.ship === mate ? joining : r));
      if (recordProblems(data, s, next).length) continue;
      return next; // one squadron a turn is plenty
    }
  }
  return records;
}
