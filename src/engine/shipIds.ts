// The ids of a state's ship map (state.federal, state.confederate), in the map's own order, kept
// per map object. The queries a bot asks before every command walk all the Federal ships, and
// listing an object's keys anew each time (for...in, Object.keys) costs several times the walk
// itself. A ship map gets its keys once, when the state is set up or loaded (setup.ts, a copy,
// a parse): no rule adds or removes a ship, only changes it (or puts a copy back, 3.0's undo,
// under the same key), so the list kept for a map object stays its list of keys.

import { own } from '../data/ids';

const kept = new WeakMap<object, readonly string[]>();

/** The map's own keys, in order (as for...in and Object.keys give them); read it, do not change it. */
export function shipIds(map: Readonly<Record<string, unknown>>): readonly string[] {
  let ids = kept.get(map);
  if (!ids) { ids = Object.keys(map); kept.set(map, ids); }
  return ids;
}

const looked = new WeakMap<object, { table: object; ships: readonly unknown[] }>();

/**
 * The data's entry for each id of shipIds(map), in the same order (undefined for an id the data
 * lacks, looked up as an own key), kept per map object and data table like the ids themselves.
 */
export function dataShips<T>(table: Readonly<Record<string, T>>, map: Readonly<Record<string, unknown>>): readonly (T | undefined)[] {
  const hit = looked.get(map);
  if (hit && hit.table === table) return hit.ships as readonly (T | undefined)[];
  const ships = shipIds(map).map((id) => own(table, id));
  looked.set(map, { table, ships });
  return ships;
}

const states = new WeakMap<object, readonly unknown[]>();

/**
 * The map's entries (the ships' state objects), in the order of shipIds(map), kept per map
 * object: walking an array is several times faster than looking each id up in the map, which
 * has too many keys to keep V8's fast properties. Rules change a ship's state object, never
 * replace it, except 3.0's undo, which puts copies back and calls forgetShipStates. Read it, do
 * not change it.
 */
export function shipStates<T>(map: Readonly<Record<string, T>>): readonly T[] {
  let list = states.get(map);
  if (!list) { list = shipIds(map).map((id) => map[id]); states.set(map, list); }
  return list as readonly T[];
}

/** After entries of the map were replaced (3.0's undo): its entries are listed anew when next asked. */
export function forgetShipStates(map: object): void {
  states.delete(map);
}
