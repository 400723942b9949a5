import type { GameData } from '../../data/gameData';
import type { PublicState, RecordShip } from '../../engine/index';
import { movesBetween as moves } from '../common/mapGraph';
import { RaiderPanelBot, type Intent } from './raiderPanel';

// Panel Confederate "always run for one rich distant area": each raider picks, when it first
// writes a record, the richest area (shipping density, 5.11) at least four moves from the U.S.
// East Coast (C9), the nearest to it among equals, and then every turn sails for it and raids
// wherever its move ends, whatever the Federal does (refits apart, 11.3).

const FAR = 4;

export class RunForRichAreaBot extends RaiderPanelBot {
  readonly name = 'run-rich';
  private readonly target = new Map<string, string>();
  protected intent(data: GameData, _s: PublicState, ship: RecordShip): Intent {
    let goal = this.target.get(ship.ship);
    if (!goal) {
      let worth = -Infinity;
      for (const id of data.areaIds) {
        if (moves(data, 'C9', id) < FAR) continue;
        const w = data.areas[id]!.density * 100 - moves(data, ship.area, id);
        if (w > worth) {
          worth = w;
          goal = id;
        }
      }
      goal ??= ship.area;
      this.target.set(ship.ship, goal);
    }
    return { goal, raid: true };
  }
}
