import type { GameData } from '../../data/gameData';

// How much a raider is worth as a commerce destroyer, as both sides reckon it: the raider
// commissions its best new ship first (10.51) and lands Semmes on it (11.72); the Federal sends
// its Europe watch after the best (6.3).

/** A rough worth of a raider as a commerce destroyer: guns, speed, endurance. */
export function raiderWorth(data: GameData, id: string): number {
  const ship = data.confederate[id]!;
  if (ship.type === 'IC') return 100; // 12.12: the Stonewall's 25 VP
  const sloop = ship.type === 'S' || ship.type === 'SS' ? 1.5 : 1;
  return (sloop * (ship.movement + ship.refit + ship.gunnery)) / Math.max(1, ship.coaling);
}
