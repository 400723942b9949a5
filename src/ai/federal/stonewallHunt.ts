import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { federalAllowance, SHIP } from '../../engine/rules/index';
import type { FederalParams } from '../levels';
import { mapGraph } from '../common/mapGraph';
import { odds, raiderWins } from '../common/odds';

// 11.61, 12.12, 12.13: the Stonewall has moved in the open before the Federal moves. Every
// Federal ship or squadron that ends its move in her area fights her, one after another, so
// the Federal either sends one squadron strong enough to sink her (150 VP), its guns added
// together (4.51), or keeps every ship out of her way.

export function stonewallHunt(data: GameData, s: PublicState, params: FederalParams, free: string[]): { area: number; ships: string[] } | null {
  const st = s.confederate[SHIP.stonewall];
  if (!st || st.status !== 'inPlay' || !st.area || st.port) return null;
  const g = mapGraph(data);
  const o = odds(data, s.options);
  const area = g.index.get(st.area)!;
  const ship = data.confederate[SHIP.stonewall]!;
  if (!params.huntStonewall) return { area, ships: [] };
  const able = free
    .filter((id) => g.dist[g.index.get(s.federal[id]!.area!)! * g.n + area]! <= federalAllowance(data, s, id) - s.federal[id]!.movementUsed)
    .filter((id) => !(data.federal[id]!.fleet === 'P' && data.areas[s.federal[id]!.area!]!.pacific && !data.areas[st.area!]!.pacific))
    .sort((a, b) => data.federal[b]!.gunnery - data.federal[a]!.gunnery);
  const picked: string[] = [];
  let gunnery = 0,
    hits = 0;
  for (const id of able) {
    picked.push(id);
    gunnery += data.federal[id]!.gunnery;
    hits += data.federal[id]!.defense - s.federal[id]!.damage;
    const theyWin = raiderWins(o, st.commissioned ? ship.gunnery : 0, ship.defense - st.damage, gunnery, hits);
    if (theyWin <= 0.25) return { area, ships: picked };
  }
  return { area, ships: [] };
}
