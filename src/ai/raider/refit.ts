import type { GameData } from '../../data/gameData';
import type { PortNation } from '../../data/schema/index';
import type { PublicState } from '../../engine/index';
import { portStayLimit, usablePorts } from '../../engine/rules/index';
import { mapGraph, distanceFrom } from '../common/mapGraph';
import { mapPacked } from '../../lib/packed';

// 11.3 Refits and 11.4 Internment, as the engine reads them (refitTurnsLeft, inRefitPort): a
// raider may spend its refit period (partly) at sea, a turn wholly in port not counting, and the
// last turn of the period must end in a port where it can refit (CSA C14/C15 while they stand,
// 4.41; England or France by their prestige, 9.34-9.36), where it spends the next turn (11.31).
// Stays in port are limited too (11.41, 11.42).

export interface RefitPort {
  area: string;
  nation: PortNation;
}

/** CPL a track will have at the next Game Turn's advance (9.21), for a refit made then. */
function nextLevel(data: GameData, s: PublicState, track: 'E' | 'F'): number {
  const t = data.turns[s.turn]; // the next turn (turns[0] is GT1)
  if (!t) return s.cpl[track];
  return s.cpl[track] + t.cpl.W + t.cpl[track];
}

/** Ports where the ship could refit if it began `turn` there. */
export function refitPorts(data: GameData, s: PublicState, id: string, turn: number): RefitPort[] {
  const received = data.confederate[id]!.arrival?.area;
  const out: RefitPort[] = [];
  // 4.41, 11.43: the ship is still in port when the next turn begins, so the port must stand then.
  if (turn + 1 < 14) out.push({ area: 'C15', nation: 'CSA' });
  if (turn + 1 < 16) out.push({ area: 'C14', nation: 'CSA' });
  const later = turn > s.turn;
  if (received !== 'C2' && (later ? nextLevel(data, s, 'E') : s.cpl.E) >= -19) out.push({ area: 'C2', nation: 'England' }); // 9.34, 9.36
  if (received !== 'C5' && (later ? nextLevel(data, s, 'F') : s.cpl.F) >= -6) out.push({ area: 'C5', nation: 'France' }); // 9.35, 9.36
  return out.filter((p) => data.areas[p.area]?.ports.some((x) => x.nation === p.nation));
}

export function canRepairHere(data: GameData, s: PublicState, id: string): boolean {
  const st = s.confederate[id]!;
  if (!st.port || !st.area || st.damage === 0) return false;
  return usablePorts(data, s, st.area, 'repair', id).some((p) => p.nation === st.port);
}

/** Whole turns it may yet stay in its present port before internment (11.41; 11.42 once refitted there). */
export function portTurnsLeft(data: GameData, s: PublicState, id: string): number {
  const st = s.confederate[id]!;
  if (!st.port || !st.area) return 0;
  const refitPort = st.port === 'CSA' || st.port === 'England' || st.port === 'France';
  return portStayLimit({ data }, st.area, refitPort && st.refitThisStay) - st.turnsInPort;
}

/** Moves from each area to the nearest of these ports' areas. */
export function distanceToPorts(data: GameData, ports: RefitPort[]): Uint8Array {
  const g = mapGraph(data);
  return distanceFrom(
    g,
    mapPacked(ports, (p) => g.index.get(p.area)!),
  );
}
