import type { GameData } from '../../data/gameData';
import type { Command, PublicState } from '../../engine/index';
import { mapGraph } from '../common/mapGraph';
import type { RaiderForecast } from '../models/raiderForecast';
import { sightings } from '../models/raiderPlot';
import { MAX_LIST, MAX_OPTIONS, type FederalHand } from '../trace';

// The Federal's hand for one Movement Phase (issue 31.4): the raiders' last sightings as its
// plot reads them from the Federal view (no sealed record), the forecast its searches were
// placed by (each raider's likeliest areas) and the station each ship was sent to. Read from
// what the movement plan had already worked out; it draws no random number.

/** Called with the forecast while its tables are valid (movementPlan's `observe`). */
export function forecastHand(data: GameData, forecast: readonly RaiderForecast[]): { forecast: FederalHand['forecast']; enter: Float64Array } {
  const g = mapGraph(data);
  const enter = new Float64Array(g.n);
  const out: FederalHand['forecast'] = [];
  const top = new Int32Array(MAX_OPTIONS);
  for (const r of forecast) {
    // The MAX_OPTIONS likeliest areas (ties: map order), by a bounded insertion.
    let k = 0;
    for (let a = 0; a < g.n; a++) {
      const p = r.enter[a]!;
      enter[a] = enter[a]! + p;
      if (!(p > 0) || (k === MAX_OPTIONS && p <= r.enter[top[k - 1]!]!)) continue;
      let i = k < MAX_OPTIONS ? k++ : MAX_OPTIONS - 1;
      while (i > 0 && r.enter[top[i - 1]!]! < p) {
        top[i] = top[i - 1]!;
        i--;
      }
      top[i] = a;
    }
    if (out.length < MAX_LIST) out.push({ ship: r.id, areas: Array.from(top.subarray(0, k), (a) => ({ area: g.ids[a]!, p: r.enter[a]! })) });
  }
  return { forecast: out, enter };
}

/** The hand of the phase: the sightings, the forecast and the stations the commands send the ships to. */
export function federalHand(
  data: GameData,
  s: PublicState,
  seen: { forecast: FederalHand['forecast']; enter: Float64Array } | null,
  moves: readonly Command[],
): FederalHand {
  const g = mapGraph(data);
  const stations: FederalHand['stations'] = [];
  for (const c of moves) {
    if (stations.length >= MAX_LIST) break;
    if (c.type !== 'moveShip') continue;
    const area = c.path[c.path.length - 1];
    if (!area) continue;
    const a = g.index.get(area);
    stations.push({ ship: c.ship, area, p: a === undefined || !seen ? 0 : Math.min(1, seen.enter[a]!) });
  }
  return {
    kind: 'movement',
    turn: s.turn,
    sightings: sightings(data, s)
      .slice(0, MAX_LIST)
      .map((x) => ({ ship: x.ship, area: x.area, why: x.why })),
    forecast: seen?.forecast ?? [],
    stations,
  };
}
