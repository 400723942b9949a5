import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import type { RaiderRoutes } from '../models/foresight';
import { plotGoals, plotShade, type PlotFollower } from '../models/plotFollowers';
import { raiderRoutes } from '../raider/routeForecast';
import { FederalPanelBot, stations } from './federalPanel';

// Panel Federals "follow the Plot" (issue 45): what a player does who opens the Plot and sends a
// ship (or two) to each of its darkest areas, the nearest ship that can end its move there
// (models/plotFollowers.ts); a ship that can reach no area still to be covered holds a station
// (federalPanel.ts). The Plot is worked out from the Federal view, with the raider's own planner
// as the Federal can run it (raider/routeForecast.ts), as on the game's screen.

export class PlotFollowBot extends FederalPanelBot {
  private readonly routes: RaiderRoutes = raiderRoutes();
  constructor(
    readonly name: string,
    private readonly follower: PlotFollower,
  ) {
    super();
  }

  protected goals(data: GameData, s: PublicState, ships: readonly string[]): Map<string, string> {
    const sent = plotGoals(data, s, plotShade(data, s, this.routes, this.follower.moving), ships, this.follower);
    const rest = stations(
      data,
      s,
      ships.filter((id) => !sent.has(id)),
    );
    return new Map([...rest, ...sent]);
  }
}
