import type { GameData } from '../../data/gameData';
import type { PublicState, RecordShip } from '../../engine/index';
import { movesBetween as moves } from '../common/mapGraph';
import { RaiderPanelBot, federalAreas, mayStayInPort, type Intent } from './raiderPanel';

// Panel Confederate "hide in neutral ports when a Federal is near": a raider with a Federal ship
// within two moves stays in (or makes for) a neutral port (4.4; no Confederate port: running a
// blockade costs a point, 7.1), as long as the port-stay limit allows (11.41); otherwise it
// raids the richest area within reach that has no Federal ship in or next to it.

const NEAR = 2;

export class HideInPortBot extends RaiderPanelBot {
  readonly name = 'hide';
  protected intent(data: GameData, s: PublicState, ship: RecordShip): Intent {
    const feds = federalAreas(s);
    const near = (a: string, d: number) => feds.some((f) => moves(data, f, a) <= d);
    if (near(ship.area, NEAR)) {
      if (ship.port && ship.port !== 'CSA' && mayStayInPort(data, s, ship)) return { goal: ship.area, raid: false, stay: true };
      // The nearest neutral port it can reach this turn (its own area's first).
      let best: Intent | null = null,
        bestD = Infinity;
      for (const id of data.areaIds) {
        const d = moves(data, ship.area, id);
        if (d >= bestD || d > ship.allowance - 1) continue;
        const p = data.areas[id]!.ports.find((x) => x.nation !== 'CSA' && x.nation !== 'USA');
        if (p && !(ship.port && id === ship.area)) {
          best = { goal: id, raid: false, port: p.nation };
          bestD = d;
        }
      }
      if (best) return best;
    }
    // No Federal near: the richest quiet area within reach (the nearest first among equals).
    let goal = ship.area,
      worth = -1;
    for (const id of data.areaIds) {
      const d = moves(data, ship.area, id);
      if (d > ship.allowance - 2 || near(id, 1)) continue;
      const w = data.areas[id]!.density - d * 0.01;
      if (w > worth) {
        worth = w;
        goal = id;
      }
    }
    return { goal, raid: true };
  }
}
