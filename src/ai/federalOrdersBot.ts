import type { GameData } from '../data/gameData';
import { offerOf, legalActions, type Command, type GameView, type Side } from '../engine/index';
import type { HandSink } from './trace';
import type { Bot } from './bot';
import { BotRandom } from './rng';

// A bot that gives the Federal's standing orders (issue 46.3) now and then, at random, before it
// moves: for the fuzz and the honest-pair soak, so the `federalOrders` command runs through the
// engine and through a game played apart with every other command. Another bot plays the rest;
// the recorded games keep their bots as they are, so they do not change.

export class FederalOrdersBot implements Bot {
  readonly name: string;
  private readonly rng: BotRandom;
  /** The Game Turn whose orders have been considered. */
  private turnDone = -1;

  constructor(
    private readonly inner: Bot,
    seed: string,
    /** The chance, each Federal Movement Phase, of new orders. */
    private readonly chance = 0.5,
  ) {
    this.name = inner.name;
    this.rng = new BotRandom(`${seed}:federalOrders`);
  }

  next(data: GameData, v: GameView, side: Side): Command {
    if (side === 'federal' && v.turn !== this.turnDone && offerOf(v, side) === 'federalMovement') {
      this.turnDone = v.turn;
      const a = legalActions(data, v, 'federal');
      if (a.kind === 'federalMovement' && this.rng.chance(this.chance)) {
        const ships = a.movement.ships.map((m) => m.ship).filter(() => this.rng.chance(0.3));
        return {
          type: 'federalOrders',
          side: 'federal',
          orders: { noSearch: ships, avoidWhenOutgunned: this.rng.chance(0.5), fireAt: this.rng.chance(0.5) ? 'biggestGuns' : 'nearestSinking' },
        };
      }
    }
    return this.inner.next(data, v, side);
  }

  traceTo(sink: HandSink | null): void {
    this.inner.traceTo?.(sink);
  }
}
