import type { GameData } from '../data/gameData';
import type { Command, GameView, Side } from '../engine/index';
import type { HandSink } from './trace';

// A player the computer plays. It sees only its own side's view (never the full state), and
// draws its choices from its own random stream, apart from the game's dice.

export interface Bot {
  readonly name: string;
  /** The next command for `side`, given only what that side may know. */
  next(data: GameData, view: GameView, side: Side): Command;
  /** Issue 31.4: where the bot writes what it knew, weighed and chose (null: nowhere). A bot without a hand to show has none. */
  traceTo?(sink: HandSink | null): void;
}
