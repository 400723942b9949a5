import type { GameData } from '../../data/gameData';
import type { PublicState } from '../../engine/index';
import { usablePorts } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import { FederalPanelBot, stations } from './federalPanel';

// Panel Federal "hold the ports and chokepoints" (issue 45): every deployed ship sails to a
// station and stays there, as hold-stations does, but the stations are where a raider must come
// rather than where the prizes are: first the areas of the ports a raider can refit in now (11.3:
// England's, France's, the Confederacy's while they stand, 4.41, 9.3), which every raider must
// make for in time and where leaving port enters the area (4.4, 6.1); then the areas the most
// shortest routes across the map pass through (the capes, the straits), ports first among equals.

/** How many shortest paths between two areas pass through each area (betweenness), per data set. */
const through = new WeakMap<GameData, Float64Array>();
function chokepoints(data: GameData): Float64Array {
  let bc = through.get(data);
  if (bc) return bc;
  const g = mapGraph(data);
  const n = g.n;
  bc = new Float64Array(n);
  const sigma = new Float64Array(n),
    delta = new Float64Array(n),
    depth = new Int32Array(n),
    order = new Int32Array(n);
  // Brandes' algorithm on the unweighted map: each area's share of the shortest paths between every pair.
  for (let src = 0; src < n; src++) {
    sigma.fill(0);
    delta.fill(0);
    depth.fill(-1);
    sigma[src] = 1;
    depth[src] = 0;
    order[0] = src;
    let tail = 1;
    for (let h = 0; h < tail; h++) {
      const v = order[h]!;
      for (const w of g.next[v]!) {
        if (depth[w] === -1) {
          depth[w] = depth[v]! + 1;
          order[tail++] = w;
        }
        if (depth[w] === depth[v]! + 1) sigma[w] = sigma[w]! + sigma[v]!;
      }
    }
    for (let h = tail - 1; h > 0; h--) {
      const w = order[h]!;
      for (const v of g.next[w]!) if (depth[v] === depth[w]! - 1) delta[v] = delta[v]! + (sigma[v]! / sigma[w]!) * (1 + delta[w]!);
      bc[w] = bc[w]! + delta[w]!;
    }
  }
  through.set(data, bc);
  return bc;
}

/** The stations in order: refit-port areas a raider may use now, then the chokepoints (ports first among equals). */
export function portStations(data: GameData, s: PublicState): string[] {
  const g = mapGraph(data);
  const bc = chokepoints(data);
  const raiders = Object.values(s.confederate).filter((c) => c.status === 'inPlay' || c.status === 'notArrived');
  const refit = g.ids.filter((a) => raiders.some((c) => usablePorts(data, s, a, 'refit', c.id).length > 0));
  const port = (i: number) => (g.area[i]!.ports.some((p) => p.nation !== 'USA') ? 1 : 0);
  const rest = g.ids
    .map((_, i) => i)
    .filter((i) => !refit.includes(g.ids[i]!))
    .sort((a, b) => bc[b]! + port(b) * 500 - (bc[a]! + port(a) * 500) || a - b)
    .map((i) => g.ids[i]!);
  return [...refit, ...rest];
}

export class HoldPortsBot extends FederalPanelBot {
  readonly name = 'hold-ports';
  protected goals(data: GameData, s: PublicState, ships: readonly string[]): Map<string, string> {
    return stations(data, s, ships, portStations(data, s));
  }
}
