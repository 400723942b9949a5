import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { movesBetween as moves } from '../common/mapGraph';
import { FederalPanelBot, stations } from './federalPanel';

// Panel Federal "chase the last sightings" (issue 31): for each raider in play, the nearest
// deployed ship not yet sent sails for the area its counter was last seen in (4.0: the counters
// stand in the open); the other ships hold stations (holdStations.ts).

export class ChaseSightingsBot extends FederalPanelBot {
  readonly name = 'chase';
  protected goals(data: GameData, s: PublicState, ships: readonly string[]): Map<string, string> {
    const free = ships.filter((id) => !s.federal[id]!.blockading);
    const chase = new Map<string, string>();
    for (const c of Object.values(s.confederate)) {
      if (c.status !== 'inPlay' || !c.area) continue;
      const area = c.area;
      // A Pacific Fleet ship chases only a raider in the Pacific (11.2).
      const can = free.filter(
        (id) => !chase.has(id) && (data.federal[id]!.fleet !== 'P' || data.areas[area]!.pacific || !data.areas[s.federal[id]!.area!]!.pacific),
      );
      if (!can.length) continue;
      const ship = can.reduce((b, id) => (moves(data, s.federal[id]!.area!, area) < moves(data, s.federal[b]!.area!, area) ? id : b));
      chase.set(ship, area);
    }
    const rest = stations(
      data,
      s,
      ships.filter((id) => !chase.has(id)),
    );
    return new Map([...rest, ...chase]);
  }
}
