import type { ConfederateShip, FederalShip } from './schema/index';

// The rule book spells some abbreviations more than one way ("K. Stat"/"K. State", "J. Adg"/"J. Adj",
// "S. D. Cu"/"S. D. Cu."). A reference is matched on its letters alone, case and dots ignored,
// against each ship's id, name, abbreviation and aliases.

export const normaliseRef = (ref: string) => ref.toLowerCase().replace(/[.\s]/g, '');

export type ShipIndex = Map<string, string>;

/** Index of normalised reference -> ship id, with the collisions found (two ships, one spelling). */
export function indexShips(ships: readonly (FederalShip | ConfederateShip)[]): { index: ShipIndex; collisions: string[] } {
  const index: ShipIndex = new Map();
  const collisions: string[] = [];
  for (const ship of ships) {
    const keys = new Set([ship.id, ship.name, ship.abbr, ...ship.aliases].map(normaliseRef));
    for (const key of keys) {
      const other = index.get(key);
      if (other !== undefined && other !== ship.id) collisions.push(`"${key}" names both ${other} and ${ship.id}`);
      else index.set(key, ship.id);
    }
  }
  return { index, collisions };
}

export function resolveShip(index: ShipIndex, ref: string): string | undefined {
  return index.get(normaliseRef(ref));
}
