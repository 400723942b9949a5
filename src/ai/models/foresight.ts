import type { GameData } from '../../data/gameData';
import type { PublicState, RecordStep } from '../../engine/index';
import type { BotRandom } from '../rng';
import type { PlotFollowerName } from './plotFollowers';

// Each side's best guess at the other is the other's own planner, run on the public view: the
// Federal forecasts the raiders by planning their routes as a raider would (4.3), the raider
// predicts the Federal movement (3.0 phase 3) by planning it as a Federal player of each level
// would. The two planners are handed to each side as these functions (ai/levelBot.ts joins
// them), so that federal/ and raider/ never import each other.

/** One route a raider may take this turn, and how likely it is. */
export interface RouteOption {
  steps: RecordStep[];
  weight: number;
}

/**
 * The raider's planner on the public view of one turn: a look-up of each raider's likely
 * routes (what is common to the raiders is worked out once, when the turn is given), searched
 * with a beam of `beam` routes.
 */
export type RaiderRoutes = (data: GameData, s: PublicState, rng: BotRandom, beam: number) => (raider: string) => RouteOption[];

/** The Federal levels a raider reads the Federal player by. */
export type FederalLevel = 'cautious' | 'historical' | 'bold';

/**
 * The Federal movement as a Federal player of this level would make it, or as a player who
 * follows the Plot (models/plotFollowers.ts): each ship's end area, or 'CSE' (a ship it leaves
 * out has no prediction).
 */
export type FederalMoves = (data: GameData, s: PublicState, rng: BotRandom, level: FederalLevel | PlotFollowerName) => Map<string, string>;
