import type { GameData } from '../data/gameData';
import type { GameView } from '../engine/index';
import type { MapCounter } from './map/MapView';

// The counters on the map, built from one side's VIEW (never the full state): Federal ships on
// the map or in the CSE box, Confederate ships in play with their public markers.

export function countersFromView(data: GameData, v: GameView, selected: ReadonlySet<string> = new Set()): MapCounter[] {
  const out: MapCounter[] = [];
  for (const f of Object.values(v.federal)) {
    if (f.where !== 'map' && f.where !== 'cse') continue;
    const ship = data.federal[f.id]!;
    const marks: string[] = [];
    if (selected.has(f.id)) marks.push('selected');
    if (f.movementUsed > 0 && v.phase === 'federalMovement') marks.push('moved');
    out.push({
      id: f.id,
      side: 'federal',
      label: ship.abbr,
      type: ship.type,
      ratings: `${ship.gunnery}-${ship.defense}-${ship.movement}`,
      area: f.where === 'cse' ? 'CSE' : f.area!,
      port: null,
      squadron: f.where === 'map' ? f.squadron : null,
      damaged: f.damage > 0,
      marks,
    });
  }
  for (const c of Object.values(v.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    const ship = data.confederate[c.id]!;
    const marks: string[] = [];
    if (!c.commissioned) marks.push('uncomm');
    if (v.semmes.status === 'aboard' && v.semmes.ship === c.id) marks.push('semmes');
    if (c.blockadedBy.length) marks.push('blockaded');
    if (selected.has(c.id)) marks.push('selected');
    out.push({
      id: c.id,
      side: 'confederate',
      label: ship.abbr,
      type: ship.type,
      ratings: `${ship.gunnery}-${ship.defense}-${ship.movement}`,
      area: c.area,
      port: c.port,
      squadron: null,
      damaged: c.damage > 0,
      marks,
    });
  }
  return out;
}
