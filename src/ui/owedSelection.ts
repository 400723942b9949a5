import type { GameData } from '../data/gameData';
import type { GameView, PlacementActions } from '../engine/index';

// 10.4 as a player aid: when the Federal ends placement with ships still owed (the track's
// points must buy ships of their type while any are on the map or in the Available Pool), the
// screen offers to select them for him. The choice is the screen's, not a rule: ships already on
// the map first (they stay where they stand, 10.43; a blockader keeps its blockade, 7.24), then
// the fastest (6.21), the best armed (8.11) and the one with most Availability Points left.

/** The ships to select, type by type as 10.4 owes them, in the order they would be selected. */
export function owedSelection(data: GameData, v: GameView, placement: PlacementActions): string[] {
  const out: string[] = [];
  for (const { type, count } of placement.owed) {
    const rank = (id: string): number[] => {
      const f = v.federal[id]!,
        ship = data.federal[id]!;
      return [f.blockading ? 0 : 1, f.where === 'map' ? 0 : 1, -ship.movement, -ship.gunnery, -(ship.availability - f.availabilityUsed)];
    };
    const byRank = (a: string, b: string): number => {
      const ra = rank(a),
        rb = rank(b);
      for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
      return data.federal[a]!.name.localeCompare(data.federal[b]!.name);
    };
    const candidates = placement.select
      .filter((x) => x.cost.type === type && !x.cost.free && !x.cost.fromUnavailablePool)
      .map((x) => x.ship)
      .sort(byRank);
    out.push(...candidates.slice(0, count));
  }
  return out;
}
