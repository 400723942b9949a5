import type { GameData } from '../data/gameData';
import type { Command, GameView, Side } from '../engine/index';
import type { Bot } from './bot';
import { BotRandom } from './rng';
import { FEDERAL_PARAMS, RAIDER_PARAMS, type AiLevel } from './levels';
import { RaiderAi } from './raider/raiderAi';
import { FederalAi } from './federal/federalAi';
import { predictedMoves } from './federal/predictedMoves';
import { raiderRoutes } from './raider/routeForecast';
import type { HandSink } from './trace';

// A computer opponent at one level. The same bot plays whichever side it is asked to; each side
// has its own brain and its own random stream (the AI's, never the game's dice). Here the two
// brains are joined: each gets the other's planner to foresee the other side with
// (models/foresight.ts), so that raider/ and federal/ never import each other.

export class LevelBot implements Bot {
  readonly name: string;
  // Each brain is made when its side first plays: a bot plays one side in most games, and a
  // brain's planners and tables are most of what a short game's set-up costs (a comparison
  // plays thousands). Each has its own random stream, so when it is made changes nothing.
  private raider: RaiderAi | null = null;
  private federal: FederalAi | null = null;
  /** Where the bot writes its hand (issue 31.4), if anywhere. */
  private hand: HandSink | undefined;
  constructor(
    readonly level: AiLevel,
    private readonly seed: string,
  ) {
    this.name = level;
  }

  traceTo(sink: HandSink | null): void {
    this.hand = sink ?? undefined;
  }

  next(data: GameData, view: GameView, side: Side): Command {
    if (side === 'federal')
      return (this.federal ??= new FederalAi(FEDERAL_PARAMS[this.level], new BotRandom(`${this.seed}:federal`), raiderRoutes())).next(data, view, this.hand);
    return (this.raider ??= new RaiderAi(RAIDER_PARAMS[this.level], new BotRandom(`${this.seed}:raider`), predictedMoves(raiderRoutes()))).next(
      data,
      view,
      this.hand,
    );
  }
}
