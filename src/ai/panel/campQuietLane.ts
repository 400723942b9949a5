import type { GameData } from '../../data/gameData';
import type { PublicState, RecordShip } from '../../engine/index';
import { movesBetween as moves } from '../common/mapGraph';
import { RaiderPanelBot, federalAreas, type Intent } from './raiderPanel';

// Panel Confederate "camp on a quiet rich lane" (issue 45): each raider picks the richest area
// (shipping density, 5.11) within this turn's reach that has no Federal ship in it or next to it
// (4.0: the counters are public), sails there and raids, and from then on stays there at sea and
// raids it every turn. A raider that does not move enters no area, so no search is made for it
// (6.1); it is found only on its way in and out. It leaves only to refit (11.3, raiderPanel.ts),
// and picks again when it is back at sea. The U.S. East Coast (C9) is never a camp (6.4).

export class CampQuietLaneBot extends RaiderPanelBot {
  readonly name = 'camp';
  private readonly camp = new Map<string, string>();
  protected intent(data: GameData, s: PublicState, ship: RecordShip): Intent {
    const here = this.camp.get(ship.ship);
    if (here && !ship.port) return { goal: here, raid: true }; // in camp (or, cut short, still on its way)
    const feds = federalAreas(s);
    const quiet = (a: string) => !feds.some((f) => moves(data, f, a) <= 1);
    let goal = ship.area,
      worth = -Infinity;
    for (const id of data.areaIds) {
      const d = moves(data, ship.area, id);
      if (id === 'C9' || d > ship.allowance - 2 || !quiet(id)) continue;
      const w = data.areas[id]!.density - d * 0.01;
      if (w > worth) {
        worth = w;
        goal = id;
      }
    }
    this.camp.set(ship.ship, goal);
    return { goal, raid: true };
  }
}
