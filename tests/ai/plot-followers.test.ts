import { describe, expect, it } from 'vitest';
import { applyInPlace, newGame } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { view } from '../../src/engine/view';
import { makeBot } from '../../src/ai/registry';
import { PANEL } from '../../src/ai/panel/registry';
import { raiderPlot } from '../../src/ai/models/raiderPlot';
import { raiderRoutes } from '../../src/ai/raider/routeForecast';
import { predictedMoves } from '../../src/ai/federal/predictedMoves';
import { PLOT_FOLLOWERS, type PlotFollowerName } from '../../src/ai/models/plotFollowers';
import { FederalModels } from '../../src/ai/raider/federalModels';
import { BotRandom } from '../../src/ai/rng';
import { mapGraph } from '../../src/ai/common/mapGraph';
import { federalAllowance } from '../../src/engine/rules/index';
import { gameData } from '../helpers';

// Issue 45: the Plot is worked out from the public view alone (models/raiderPlot.ts), so the
// raider can work it out as the Federal does, and read a Federal who follows it. The Plot the
// raider makes when it writes its records (phase 2) is the one the Federal makes when it moves
// (phase 3): nothing public changes between them (3.0). A panel Federal that follows the Plot
// (panel/plotFollow.ts) sends its ships where the raider's model of it says.

const data = gameData();

/** Plays a Campaign game, calling `record` at each Record Phase (Confederate view) and `moved` once each Federal Movement Phase is over (full state). */
function play(
  seed: string,
  federal: string,
  turns: number,
  record: (s: ReturnType<typeof newGame>['state']) => void,
  moved: (s: ReturnType<typeof newGame>['state']) => void,
) {
  const { state } = newGame(data, 'campaign', seed);
  const fed = Object.hasOwn(PANEL.federal, federal) ? PANEL.federal[federal]!('f') : makeBot(federal, 'f');
  const conf = makeBot('historical', 'c');
  let lastPhase = '';
  while (state.phase !== 'gameOver' && state.turn <= turns) {
    if (state.phase !== lastPhase && state.phase === 'confederateRecord') record(state);
    lastPhase = state.phase;
    const side = activeSide(state)!;
    const c = (side === 'federal' ? fed : conf).next(data, view(state, side), side);
    // The Federal's last word in its Movement Phase: every ship has moved (the end of the phase runs on into the Activity Phase).
    if (state.phase === 'federalMovement' && c.type === 'endPhase') moved(state);
    expect(applyInPlace(data, state, c).ok).toBe(true);
  }
}

describe('issue 45: the raider works out the Federal Plot, and reads a Federal who follows it', () => {
  it("the Plot from the Confederate view at the Record Phase is the Federal's at its Movement Phase", () => {
    const fromRaider = new Map<number, Float64Array[]>();
    let compared = 0;
    const routesC = raiderRoutes(),
      routesF = raiderRoutes();
    const { state } = newGame(data, 'campaign', 'plot-same');
    const bots = { confederate: makeBot('bold', 'c'), federal: makeBot('bold', 'f') };
    let last = '';
    while (state.phase !== 'gameOver' && state.turn <= 8) {
      if (state.phase !== last) {
        last = state.phase;
        if (state.phase === 'confederateRecord')
          fromRaider.set(
            state.turn,
            raiderPlot(data, view(state, 'confederate'), routesC).map((p) => p.p),
          );
        if (state.phase === 'federalMovement') {
          const mine = raiderPlot(data, view(state, 'federal'), routesF).map((p) => p.p);
          expect(mine).toEqual(fromRaider.get(state.turn));
          compared++;
        }
      }
      const side = activeSide(state)!;
      expect(applyInPlace(data, state, bots[side].next(data, view(state, side), side)).ok).toBe(true);
    }
    expect(compared).toBeGreaterThanOrEqual(6);
  });

  for (const name of Object.keys(PLOT_FOLLOWERS) as PlotFollowerName[]) {
    it(`the raider's model of "${name}" names where the panel Federal's ships end their moves`, () => {
      const predict = predictedMoves(raiderRoutes());
      let predicted: Map<string, string> | null = null;
      let ships = 0,
        hits = 0;
      play(
        `plot-follow-${name}`,
        name,
        10,
        (s) => {
          predicted = predict(data, view(s, 'confederate'), new BotRandom('x'), name);
        },
        (s) => {
          for (const [ship, area] of predicted ?? []) {
            ships++;
            if (s.federal[ship]!.area === area) hits++;
          }
          predicted = null;
        },
      );
      expect(ships).toBeGreaterThan(50);
      expect(hits).toBe(ships);
    });
  }

  it("the Federal levels are predicted with each ship's whole allowance: last turn's Movement Points spent do not count (4.12)", () => {
    // Before the Movement Phase starts, each ship still shows what it spent last turn; a ship that
    // sailed its whole allowance then would be read as unable to move now.
    const predict = predictedMoves(raiderRoutes());
    let beyond = 0,
      told = 0;
    play(
      'plot-allowance',
      'historical',
      14,
      (s) => {
        const v = view(s, 'confederate');
        for (const [ship, area] of predict(data, v, new BotRandom('y'), 'historical')) {
          const f = v.federal[ship]!;
          if (area === 'CSE' || !f.area) continue;
          told++;
          if (
            mapGraph(data).dist[mapGraph(data).index.get(f.area)! * mapGraph(data).n + mapGraph(data).index.get(area)!]! >
            federalAllowance(data, v, ship) - f.movementUsed
          )
            beyond++;
        }
      },
      () => {},
    );
    expect(told).toBeGreaterThan(40);
    expect(beyond).toBeGreaterThan(0);
  });

  it("against a Federal who follows the Plot, the bold raider's mix comes to rest on that model", () => {
    const models = new FederalModels(predictedMoves(raiderRoutes()));
    const rng = new BotRandom('mix');
    play(
      'plot-mix',
      'plot-moving',
      10,
      (s) => {
        models.presence(data, view(s, 'confederate'), rng);
      },
      () => {},
    );
    const w = models.weights();
    expect(w['plot-moving']!).toBeGreaterThan(0.5);
  });
});
