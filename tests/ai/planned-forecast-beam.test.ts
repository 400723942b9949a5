import { describe, expect, it } from 'vitest';
import { view } from '../../src/engine/view';
import { movementPlan } from '../../src/ai/federal/patrols';
import { predictedMoves } from '../../src/ai/federal/predictedMoves';
import { raiderRoutes } from '../../src/ai/raider/routeForecast';
import { FEDERAL_PARAMS } from '../../src/ai/levels';
import type { RaiderRoutes } from '../../src/ai/models/foresight';
import { BotRandom } from '../../src/ai/rng';
import { gameData } from '../helpers';
import { positions } from './positions';

// 3.0 phase 3: the bold Federal forecasts the raiders by running their own planner (4.3) with a
// beam of FederalParams.forecastBeam routes, and the bold raider's model of that Federal runs
// the very same planner (docs/ai.md, Round 4: the model is strong only while it is a replica).

/** The raider planner, recording the beam of every turn it is asked to plan. */
function recording(beams: number[]): RaiderRoutes {
  const routes = raiderRoutes();
  return (data, s, rng, beam) => {
    beams.push(beam);
    return routes(data, s, rng, beam);
  };
}

describe("3.0 phase 3: the bold Federal's planned forecast", () => {
  const data = gameData();
  const states = positions('campaign', 'forecast-beam', ['federalMovement'], { confederate: 'historical', federal: 'bold' });

  it("runs the raider planner with the level's forecast beam; a level that does not forecast by it never runs it", () => {
    const s = view(states[2]!, 'federal');
    const beams: number[] = [];
    movementPlan(data, s, FEDERAL_PARAMS.bold, new BotRandom('beam'), recording(beams));
    expect(beams).toEqual([FEDERAL_PARAMS.bold.forecastBeam]);
    movementPlan(data, s, { ...FEDERAL_PARAMS.bold, forecastBeam: 3 }, new BotRandom('beam'), recording(beams));
    expect(beams).toEqual([FEDERAL_PARAMS.bold.forecastBeam, 3]);
    movementPlan(data, s, FEDERAL_PARAMS.historical, new BotRandom('beam'), recording(beams));
    expect(beams).toHaveLength(2);
  });

  it("the raider's model of a bold Federal runs the planner as that Federal does", () => {
    const s = view(states[2]!, 'confederate');
    const beams: number[] = [];
    const predict = predictedMoves(recording(beams));
    predict(data, s, new BotRandom('model'), 'historical');
    expect(beams).toEqual([]);
    predict(data, s, new BotRandom('model'), 'bold');
    expect(beams).toEqual([FEDERAL_PARAMS.bold.forecastBeam]);
  });
});
