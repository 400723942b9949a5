import type { GameData } from '../../data/gameData';
import { adjacent } from '../../engine/rules/index';

// The map as the AI measures it: every area numbered, its neighbours (across the map edge too,
// 4.22) and the number of moves between any two areas, computed once per data set.

export interface MapGraph {
  ids: string[];
  index: Map<string, number>;
  /** Neighbours by index. */
  next: number[][];
  /** The same, flat for the hot loops: area a's neighbours are adj[adjStart[a]] to adj[adjStart[a + 1] - 1]. */
  adjStart: Int32Array;
  adj: Int32Array;
  /** dist[a * n + b]: moves from a to b (255 = unreachable). */
  dist: Uint8Array;
  n: number;
  /** The map file's area by index: an array read, not a look-up by id, in the AI's hot loops. */
  area: GameData['areas'][string][];
  /** The areas' density and flags by index, as typed arrays (hot loops read these, not the area objects). */
  density: Float64Array;
  pacific: Uint8Array;
  europe: Uint8Array;
  eces: Uint8Array;
  cse: Uint8Array;
  /** A move into each area, one shared step object per area (records reuse them). */
  moveTo: { op: 'move'; to: string }[];
}

const cache = new WeakMap<GameData, MapGraph>();

export function mapGraph(data: GameData): MapGraph {
  const hit = cache.get(data);
  if (hit) return hit;
  const ids = data.areaIds;
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const next = ids.map((id) => adjacent(data, id).map((x) => index.get(x)!));
  const dist = new Uint8Array(n * n).fill(255);
  const queue = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    dist[s * n + s] = 0;
    let head = 0,
      tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const a = queue[head++]!;
      const d = dist[s * n + a]!;
      for (const b of next[a]!) {
        if (dist[s * n + b] !== 255) continue;
        dist[s * n + b] = d + 1;
        queue[tail++] = b;
      }
    }
  }
  const area = ids.map((id) => data.areas[id]!);
  const moveTo = ids.map((to) => ({ op: 'move' as const, to }));
  const adjStart = new Int32Array(n + 1);
  for (let a = 0; a < n; a++) adjStart[a + 1] = adjStart[a]! + next[a]!.length;
  const adj = Int32Array.from(next.flat());
  const flag = (f: (x: GameData['areas'][string]) => boolean) => Uint8Array.from(area, (x) => (f(x) ? 1 : 0));
  const g = {
    ids,
    index,
    next,
    adjStart,
    adj,
    dist,
    n,
    area,
    moveTo,
    density: Float64Array.from(area, (x) => x.density),
    pacific: flag((x) => x.pacific),
    europe: flag((x) => x.europe),
    eces: flag((x) => x.eces),
    cse: flag((x) => x.cse),
  };
  cache.set(data, g);
  return g;
}

/** Moves between two areas by their ids (4.22: across the map's edge too). */
export function movesBetween(data: GameData, from: string, to: string): number {
  const g = mapGraph(data);
  return g.dist[g.index.get(from)! * g.n + g.index.get(to)!]!;
}

/** Distance tables by their source areas: a game asks for the same few (refit ports, coal ports) again and again. */
const fromCache = new WeakMap<MapGraph, Map<string, Uint8Array>>();

/** Moves from the nearest of `from` (multi-source breadth-first search), by area index. Read only: the table is shared. */
export function distanceFrom(g: MapGraph, from: number[]): Uint8Array {
  let memo = fromCache.get(g);
  if (!memo) {
    memo = new Map();
    fromCache.set(g, memo);
  }
  const key = sourcesKey(from);
  const hit = memo.get(key);
  if (hit) return hit;
  if (memo.size > 1000) memo.clear();
  const d = bfs(g, from);
  memo.set(key, d);
  return d;
}

/**
 * The sources as a key: one character per area index (a map has far fewer than 65,536 areas), ascending. Callers mostly pass
 * them sorted already (a scan of the areas), so the copy and the sort are made only when not.
 */
function sourcesKey(from: number[]): string {
  let list = from;
  for (let i = 1; i < from.length; i++)
    if (from[i - 1]! > from[i]!) {
      list = [...from].sort((a, b) => a - b);
      break;
    }
  let key = '';
  for (let i = 0; i < list.length; i++) key += String.fromCharCode(list[i]!);
  return key;
}

function bfs(g: MapGraph, from: number[]): Uint8Array {
  const d = new Uint8Array(g.n).fill(255);
  const queue = new Int32Array(g.n);
  let head = 0,
    tail = 0;
  for (const s of from) {
    if (d[s] !== 0) {
      d[s] = 0;
      queue[tail++] = s;
    }
  }
  while (head < tail) {
    const a = queue[head++]!;
    for (const b of g.next[a]!) {
      if (d[b] !== 255) continue;
      d[b] = d[a]! + 1;
      queue[tail++] = b;
    }
  }
  return d;
}
