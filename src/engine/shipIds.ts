// The ships of a state's ship map (state.federal, state.confederate) as lists, in the map's own
// order (the order of for...in and Object.keys), for the queries and rules that walk a fleet.
//
// The queries a bot asks before every command walk all the Federal ships: making the lists anew
// on each walk (Object.keys, Object.values) cost the random-legal simulation about a tenth of its
// speed, mostly in garbage. So the lists are kept, and kept by the map object itself, in a
// property no copy, JSON text or key listing sees (a symbol, not enumerable): never in this
// module, so two games, or a game and a test, share nothing. A ship map gets its keys once, when
// the state is set up or loaded (setup.ts, a copy, a parse): no rule adds or removes a ship,
// only changes it, except 3.0's undo, which puts copies back and calls forgetShipLists. A map
// that cannot take the property (frozen) gets its lists made anew on each call.

import { own } from '../data/ids';
import type { GameData } from '../data/gameData';
import type { FederalShip } from '../data/schema/index';
import { mapPacked } from '../lib/packed';

interface Lists {
  ids: readonly string[];
  states: readonly unknown[];
  data: GameData | null;
  ships: readonly (FederalShip | undefined)[] | null;
}
/** The property a ship map keeps its lists in (a constant key: no state of its own). */
const LISTS = Symbol('ship lists');
type Keeper = { [LISTS]?: Lists };

function listsOf(map: object): Lists {
  const kept = (map as Keeper)[LISTS];
  if (kept) return kept;
  const ids = Object.keys(map);
  const lists: Lists = { ids, states: mapPacked(ids, (id) => (map as Record<string, unknown>)[id]), data: null, ships: null };
  if (Object.isExtensible(map)) Object.defineProperty(map, LISTS, { value: lists, configurable: true, enumerable: false, writable: false });
  return lists;
}

/** The map's own keys, in order (as for...in and Object.keys give them); read it, do not change it. */
export function shipIds(map: Readonly<Record<string, unknown>>): readonly string[] {
  return listsOf(map).ids;
}

/** The map's entries (the ships' state objects), in the order of shipIds(map); read it, do not change it. */
export function shipStates<T>(map: Readonly<Record<string, T>>): readonly T[] {
  return listsOf(map).states as readonly T[];
}

/**
 * The data's entry for each Federal ship of shipIds(map), in the same order (undefined for an id
 * the data lacks, looked up as an own key). A state's map has the data's ships in the data's
 * order (setup.ts makes it so, and a copy or a parse keeps it): then it is the data's own list.
 */
export function federalDataShips(data: GameData, map: Readonly<Record<string, unknown>>): readonly (FederalShip | undefined)[] {
  const lists = listsOf(map);
  if (lists.data === data) return lists.ships!;
  const ids = lists.ids,
    known = data.index.federalIds;
  let same = ids.length === known.length;
  for (let i = 0; same && i < ids.length; i++) same = ids[i] === known[i];
  lists.data = data;
  lists.ships = same ? data.index.federalShips : mapPacked(ids, (id) => own(data.federal, id));
  return lists.ships;
}

/** After entries of the map were replaced (3.0's undo): its lists are made anew when next asked. */
export function forgetShipLists(map: object): void {
  delete (map as Keeper)[LISTS];
}
