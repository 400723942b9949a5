import type { GameData } from '../data/gameData';
import type { Command, GameView, Side } from '../engine/index';
import type { Bot } from './bot';
import { BotRandom } from './rng';
import { FEDERAL_PARAMS, RAIDER_PARAMS, type AiLevel } from './levels';
import { RaiderAi } from './raider/raiderAi';
import { FederalAi } from './federal/federalAi';
import { predictedMoves } from './federal/predictedMoves';
import { raiderRoutes } from './raider/routeForecast';

// A computer opponent at one level. The same bot plays whichever side it is asked to; each side
// has its own brain and its own random stream (the AI's, never the game's dice). Here the two
// brains are joined: each gets the other's planner to foresee the other side with
// (models/foresight.ts), so that raider/ and federal/ never import each other.

export class LevelBot implements Bot {
  readonly name: string;
  private readonly raider: RaiderAi;
  private readonly federal: FederalAi;
  constructor(readonly level: AiLevel, seed: string) {
    this.name = level;
    this.raider = new RaiderAi(RAIDER_PARAMS[level], new BotRandom(`${seed}:raider`), predictedMoves(raiderRoutes()));
    this.federal = new FederalAi(FEDERAL_PARAMS[level], new BotRandom(`${seed}:federal`), raiderRoutes());
  }

  next(data: GameData, view: GameView, side: Side): Command {
    return side === 'federal' ? this.federal.next(data, view) : this.raider.next(data, view);
  }
}
