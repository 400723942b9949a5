import type { ParsedFiles } from './files';
import type { ScenarioFile } from './schema/index';
import type { GameData, Scenario, TurnInfo } from './gameData';
import { indexShips, resolveShip } from './shipRefs';
import { buildDataIndex } from './dataIndex';

// Parsed files in, GameData out: the areas and ships keyed by id, the turns with their arrivals,
// and the scenarios with their ship references resolved. The files must already have passed the
// schemas and the cross-checks (load.ts), or be the built-in data, which tests hold to both.

export function buildGameData(files: ParsedFiles, scenarioFiles: Record<string, ScenarioFile>, pack: GameData['pack']): GameData {
  const areas = Object.fromEntries(files.map.areas.map((a) => [a.id, a]));
  const federal = Object.fromEntries(files.federalShips.ships.map((s) => [s.id, s]));
  const confederate = Object.fromEntries(files.confederateShips.ships.map((s) => [s.id, s]));
  const turns: TurnInfo[] = files.turns.turns.map((t) => ({
    ...t,
    federalArrivals: files.federalShips.ships.filter((s) => s.arrival === t.turn).map((s) => s.id),
    confederateArrivals: files.confederateShips.ships.filter((s) => s.arrival?.turn === t.turn).map((s) => ({ ship: s.id, area: s.arrival!.area })),
  }));
  const fedIndex = indexShips(files.federalShips.ships).index,
    conIndex = indexShips(files.confederateShips.ships).index;
  // Cross-checks have already proved every reference resolves.
  const F = (ref: string) => resolveShip(fedIndex, ref)!;
  const C = (ref: string) => resolveShip(conIndex, ref)!;
  const scenarios: Record<string, Scenario> = {};
  for (const [id, s] of Object.entries(scenarioFiles)) {
    scenarios[id] = {
      ...s,
      federal: {
        deployed: s.federal.deployed.map((d) => ({ ...d, ship: F(d.ship) })),
        available: s.federal.available.map(F),
        consumed: s.federal.consumed.map((c) => ({ ...c, ship: F(c.ship) })),
        cseUsed: s.federal.cseUsed,
      },
      confederate: {
        ...s.confederate,
        ships: s.confederate.ships.map((c) => ({ ...c, ship: C(c.ship) })),
        semmes: s.confederate.semmes.status === 'removed' ? s.confederate.semmes : { ...s.confederate.semmes, ship: C(s.confederate.semmes.ship) },
        removedFromTrack: s.confederate.removedFromTrack.map(C),
        alreadyLost: s.confederate.alreadyLost.map(C),
      },
    };
  }
  return {
    files,
    areas,
    areaIds: files.map.areas.map((a) => a.id),
    federal,
    confederate,
    turns,
    scenarios,
    pack,
    index: buildDataIndex(files.map.areas, files.federalShips.ships),
  };
}
