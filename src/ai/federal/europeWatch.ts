import type { GameData } from '../../data/gameData';
import type { FederalShipState, PublicState } from '../../engine/index';
import { federalAllowance, europeTargets, confederateSpeed } from '../../engine/rules/index';
import type { FederalParams } from '../levels';
import { mapGraph } from '../common/mapGraph';
import { raiderWorth } from '../models/raiderWorth';

// 6.3 The watch on raiders in European ports: a raider that began the turn in C2, C5, C7 or C8 is
// spotted and blockaded in port by every Federal ship declared against it that reaches its area
// this turn. It must then escape or sink each blockader to get out (7.21), which is how the
// Kearsarge caught the Alabama. The Federal sends its fastest ships (escape depends on speed,
// 6.21) that can get there, strongest first, a few per raider by level.

export function europeDeclarations(data: GameData, s: PublicState, params: FederalParams): { ship: string; target: string }[] {
  const targets = europeTargets({ s }).sort((a, b) => raiderWorth(data, b) - raiderWorth(data, a));
  if (!targets.length) return [];
  const g = mapGraph(data);
  const out: { ship: string; target: string }[] = [];
  const used = new Set(s.europeDeclarations.map((d) => d.ship));
  // One pass over the fleet: the blockades already standing (7.2), and the ships that may sail:
  // deployed, not blockading, not bound for the Pacific (11.22) nor of the Pacific Fleet (11.2, 11.21).
  const holdingBy = new Map<string, number>();
  const fleet: { f: FederalShipState; at: number; reach: number }[] = [];
  for (const f of Object.values(s.federal)) {
    if (f.blockading) holdingBy.set(f.blockading, (holdingBy.get(f.blockading) ?? 0) + 1);
    else if (f.where === 'map' && f.inUse && f.area && !f.headingForPacific && data.federal[f.id]!.fleet !== 'P') {
      fleet.push({ f, at: g.index.get(f.area)!, reach: federalAllowance(data, s, f.id) });
    }
  }
  for (const target of targets) {
    const c = s.confederate[target]!;
    const at = g.index.get(c.area!)!;
    const holding = (holdingBy.get(target) ?? 0) + s.europeDeclarations.filter((d) => d.target === target).length;
    const speed = confederateSpeed(data, s, target);
    const candidates = fleet
      .filter(({ f, at: from, reach }) => !used.has(f.id) && g.dist[from * g.n + at]! <= reach)
      .map(({ f }) => {
        const ship = data.federal[f.id]!;
        const edge = Math.min(3, ship.movement - f.damage - speed);
        return { id: f.id, score: edge * 3 + ship.gunnery + ship.defense * 0.5 };
      })
      .sort((a, b) => b.score - a.score);
    for (const cand of candidates.slice(0, Math.max(0, params.europeBlockaders - holding))) {
      out.push({ ship: cand.id, target });
      used.add(cand.id);
    }
  }
  return out;
}
