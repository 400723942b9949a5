import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { FederalPanelBot, stations } from './federalPanel';

// Panel Federal "hold stations": every deployed ship sails to a station on one of the richest
// sea lanes and stays there, whatever the raiders do.

export class HoldStationsBot extends FederalPanelBot {
  readonly name = 'hold-stations';
  protected goals(data: GameData, s: PublicState, ships: readonly string[]): Map<string, string> {
    return stations(data, s, ships);
  }
}
