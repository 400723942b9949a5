import type { GameData } from '../../data/gameData';
import { offerOf, type Command, type GameView, type Offer, type PublicState } from '../../engine/index';
import type { FederalParams } from '../levels';
import type { BotRandom } from '../rng';
import { answerFederal } from './decisions';
import { europeDeclarations } from './europeWatch';
import { movementPlan } from './patrols';
import { nextSelection, rankSelection, type Candidate } from './selection';
import type { RaiderRoutes } from '../models/foresight';
import type { RaiderForecast } from '../models/raiderForecast';
import { RaiderReading } from './raiderReading';
import type { HandSink } from '../trace';
import { federalHand, forecastHand } from './hand';
import { mapPacked } from '../../lib/packed';

// The Federal player: selection with the Deployment Points (10.4), the declarations against
// raiders in Europe (6.3), the movement of every deployed ship (3.0 phase 3) and the answers
// the Activity Phase asks for. It reads only the Federal view, which never holds a sealed
// record: it knows where the raiders are, never where they are going.

export class FederalAi {
  private queue: Command[] = [];
  /** The turn and the step's offer (StepMeta.offers) the queue was made for. */
  private queueTurn = -1;
  private queueOffer: Offer | null = null;
  private ranked: Candidate[] = [];
  /** Whether the raiders read the patrols, for a level that mixes its searches (params.mixed). */
  private readonly reading = new RaiderReading();
  /** `routes`: the raiders' own planner, for the forecast of a level that predicts (models/foresight.ts). */
  constructor(
    private readonly params: FederalParams,
    private readonly rng: BotRandom,
    private readonly routes: RaiderRoutes,
  ) {}

  /** `hand`, if given, is told what the movement weighed (issue 31.4); it changes no decision. */
  next(data: GameData, v: GameView, hand?: HandSink): Command {
    const s: PublicState = v;
    // What the turn's step offers the Federal (StepMeta.offers, 3.0) picks the answer, not the phase.
    const offers = offerOf(v, 'federal');
    if (offers === 'decision' && v.activity?.pending?.side === 'federal') {
      return { type: 'decide', side: 'federal', choice: answerFederal(data, s, v.activity.pending, this.params) };
    }
    if (v.turn !== this.queueTurn || offers !== this.queueOffer) {
      if (v.turn !== this.queueTurn && this.params.mixed) this.reading.learn(data, s);
      this.queueTurn = v.turn;
      this.queueOffer = offers;
      if (offers === 'europeDeclaration')
        this.queue = mapPacked(
          europeDeclarations(data, s, this.params),
          ({ ship, target }) => ({ type: 'declareBlockade', side: 'federal', ship, target }) as Command,
        );
      else if (offers === 'federalMovement') this.queue = this.movement(data, s, hand);
      else this.queue = [];
      if (offers === 'federalPlacement') this.ranked = rankSelection(data, s, this.params, this.rng);
    }
    if (offers === 'federalPlacement') {
      const ship = nextSelection(data, s, this.ranked);
      if (!ship) return { type: 'endPhase', side: 'federal' };
      return { type: 'selectShip', side: 'federal', ship };
    }
    return this.queue.shift() ?? { type: 'endPhase', side: 'federal' };
  }

  /**
   * 3.0 phase 3. A level that mixes its searches mixes them as far as the raiders seem to read
   * them (raiderReading.ts): its `mixed` share of the best station's worth at full reading, only
   * the best station (a share of 1) when they do not read them at all.
   */
  private movement(data: GameData, s: PublicState, hand?: HandSink): Command[] {
    let seen: ReturnType<typeof forecastHand> | null = null;
    const observe = hand
      ? (f: readonly RaiderForecast[]) => {
          seen = forecastHand(data, f);
        }
      : undefined;
    if (!this.params.mixed) {
      const plain = movementPlan(data, s, this.params, this.rng, this.routes, observe);
      hand?.note(federalHand(data, s, seen, plain));
      return plain;
    }
    const mixed = 1 - (1 - this.params.mixed) * this.reading.reading();
    let forecast: readonly RaiderForecast[] = [];
    const moves = movementPlan(data, s, { ...this.params, mixed }, this.rng, this.routes, (f) => {
      forecast = f;
      observe?.(f);
    });
    this.reading.noteMovement(data, s, forecast, moves);
    hand?.note(federalHand(data, s, seen, moves));
    return moves;
  }
}
