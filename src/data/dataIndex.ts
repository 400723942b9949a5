import type { Area, AreaId, FederalShip } from './schema/index';

// Tables derived from the data once, when a data set is built (buildGameData), and frozen: the
// rules ask them on every move and search, and the engine keeps no tables of its own (issue 32.4).

/** An area's neighbours (4.12, 4.22: across the map edge too), as a list, a set, and the Pacific ones (11.2). */
export interface Neighbourhood {
  readonly list: readonly AreaId[];
  readonly set: ReadonlySet<AreaId>;
  readonly pacific: readonly AreaId[];
}

export interface DataIndex {
  /** Each area's neighbourhood, by area id. */
  readonly neighbours: ReadonlyMap<AreaId, Neighbourhood>;
  /** The Federal ship types in first-seen order (data order), and the ship ids of each (10.11). */
  readonly federalTypes: readonly string[];
  readonly federalByType: ReadonlyMap<string, readonly string[]>;
  /** The Federal ship ids in data order, and each one's entry: a fleet walked as a list (see engine/shipIds.ts). */
  readonly federalIds: readonly string[];
  readonly federalShips: readonly FederalShip[];
  /** Each ship of federalShips as its type's place in federalTypes. */
  readonly federalTypeSlots: readonly number[];
}

/** A Set that refuses changes: a frozen table may be handed out without a copy. */
class FrozenSet<T> extends Set<T> {
  private readonly sealed: boolean;
  constructor(values: Iterable<T>) {
    super(values); // calls add() before sealed is set
    this.sealed = true;
    Object.freeze(this);
  }
  override add(v: T): this {
    if (this.sealed) throw new TypeError('a frozen table');
    return super.add(v);
  }
  override delete(): boolean {
    throw new TypeError('a frozen table');
  }
  override clear(): void {
    throw new TypeError('a frozen table');
  }
}

/** A Map that refuses changes (as FrozenSet). */
class FrozenMap<K, V> extends Map<K, V> {
  private readonly sealed: boolean;
  constructor(entries: Iterable<readonly [K, V]>) {
    super(entries); // calls set() before sealed is set
    this.sealed = true;
    Object.freeze(this);
  }
  override set(k: K, v: V): this {
    if (this.sealed) throw new TypeError('a frozen table');
    return super.set(k, v);
  }
  override delete(): boolean {
    throw new TypeError('a frozen table');
  }
  override clear(): void {
    throw new TypeError('a frozen table');
  }
}

export function buildDataIndex(areas: readonly Area[], federal: readonly FederalShip[]): DataIndex {
  const pacificIds = new Set(areas.filter((a) => a.pacific).map((a) => a.id));
  const neighbours = new FrozenMap<AreaId, Neighbourhood>(
    areas.map((a) => {
      const list = Object.freeze([...a.neighbours, ...a.wrap]);
      return [a.id, Object.freeze({ list, set: new FrozenSet(list), pacific: Object.freeze(list.filter((n) => pacificIds.has(n))) })] as const;
    }),
  );
  const types: string[] = [];
  const byType = new Map<string, string[]>();
  for (const s of federal) {
    if (!byType.has(s.type)) {
      types.push(s.type);
      byType.set(s.type, []);
    }
    byType.get(s.type)!.push(s.id);
  }
  return Object.freeze({
    neighbours,
    federalTypes: Object.freeze(types),
    federalByType: new FrozenMap([...byType].map(([t, ids]) => [t, Object.freeze(ids)] as const)),
    federalIds: Object.freeze(federal.map((s) => s.id)),
    federalShips: Object.freeze([...federal]),
    federalTypeSlots: Object.freeze(federal.map((s) => types.indexOf(s.type))),
  });
}

/** The neighbourhood of an area the map lacks (from outside input): nothing is adjacent to it. */
export const NO_NEIGHBOURS: Neighbourhood = Object.freeze({ list: Object.freeze([]), set: new FrozenSet<AreaId>([]), pacific: Object.freeze([]) });
