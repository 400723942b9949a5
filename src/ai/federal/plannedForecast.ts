import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { SHIP } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import type { BotRandom } from '../rng';
import type { RaiderRoutes } from '../models/foresight';
import { forecastRaiders, type RaiderForecast } from '../models/raiderForecast';

/**
 * A sharper forecast: work out each raider's best routes the way a raider would (the raider's
 * own planner, `routes`, run on the public view with the Federal's guess of its standing
 * orders), and weight the areas those routes enter (4.4: leaving port enters the area).
 * Blended with the plain forecast, since the raider may think otherwise. The planner searches
 * with a beam of `beam` routes (FederalParams.forecastBeam).
 */
export function plannedForecast(
  data: GameData,
  s: PublicState,
  rng: BotRandom,
  blend: number,
  beam: number,
  routes: RaiderRoutes,
  pool?: Float64Array[],
): RaiderForecast[] {
  const plain = forecastRaiders(data, s, pool);
  const g = mapGraph(data);
  const optionsOf = routes(data, s, rng, beam);
  // The areas an option enters, each counted once: marked with the option's number (no set per option).
  const mark = new Int32Array(g.n);
  let stamp = 0;
  for (const r of plain) {
    if (r.id === SHIP.stonewall) continue;
    const planned = new Float64Array(g.n);
    const start = g.index.get(s.confederate[r.id]!.area!)!;
    for (const o of optionsOf(r.id)) {
      stamp++;
      let at = start;
      for (const step of o.steps) {
        if (step.op === 'leavePort') {
          if (mark[at] !== stamp) {
            mark[at] = stamp;
            planned[at] = planned[at]! + o.weight;
          }
        }
        if (step.op === 'move') {
          at = g.index.get(step.to)!;
          if (mark[at] !== stamp) {
            mark[at] = stamp;
            planned[at] = planned[at]! + o.weight;
          }
        }
      }
    }
    for (let a = 0; a < g.n; a++) r.enter[a] = blend * Math.min(1, planned[a]!) + (1 - blend) * r.enter[a]!;
  }
  return plain;
}
