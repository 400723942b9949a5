import type { GameData } from '../data/gameData';
import { own } from '../data/ids';
import type { VictoryBand } from '../data/schema/scenario';

// What the comparison's columns say about each scenario before any game is played, all read
// from the scenario file and the data it names (13.x1-13.x5): length and dates, starting
// levels, each side's forces and reinforcements, the victory bands and the startup notes.

export interface ScenarioFacts {
  id: string;
  name: string;
  rule: string;
  turns: { first: number; last: number; count: number; firstDate: string; lastDate: string };
  start: {
    merchantMarine: number;
    cpl: { W: number; E: number; F: number };
    deploymentLevels: Record<string, number>;
    ecesHistory: Record<string, number>;
    cseUsed: Record<string, number>;
  };
  federal: {
    deployed: { name: string; type: string; area: string }[];
    available: string[];
    /** Ships whose availability is spent, in the Unavailable Pool at the start. */
    unavailable: string[];
    arrivals: { turn: number; date: string; ships: string[] }[];
  };
  confederate: {
    ships: { name: string; type: string; area: string; port: string | null; commissioned: boolean; semmes: boolean }[];
    semmes: string;
    arrivals: { turn: number; date: string; ship: string; area: string; seized: boolean }[];
    alreadyLost: string[];
    removedFromTrack: string[];
  };
  whaling: string;
  victory: VictoryBand[];
  notes: string[];
}

export function scenarioFacts(data: GameData, id: string): ScenarioFacts {
  const sc = own(data.scenarios, id);
  if (!sc) throw new Error(`no scenario "${id}"`);
  const date = (t: number) => data.turns[t - 1]?.date ?? '';
  const fed = (ref: string) => data.federal[ref]!;
  const con = (ref: string) => data.confederate[ref]!;

  // Reinforcements come in the placement segments (10.2, 10.5); a scenario that opens at the
  // Record Phase has had its first turn's placements already.
  const firstPlacement = sc.startPhase === 'confederateRecord' ? sc.firstTurn + 1 : sc.firstTurn;
  const listedFederal = new Set([...sc.federal.deployed.map((d) => d.ship), ...sc.federal.available, ...sc.federal.consumed.map((c) => c.ship)]);
  const listedConfederate = new Set([...sc.confederate.ships.map((s) => s.ship), ...sc.confederate.alreadyLost, ...sc.confederate.removedFromTrack]);
  const federalArrivals: ScenarioFacts['federal']['arrivals'] = [];
  const confederateArrivals: ScenarioFacts['confederate']['arrivals'] = [];
  for (let t = firstPlacement; t <= sc.lastTurn; t++) {
    const turn = data.turns[t - 1]!;
    const ships = turn.federalArrivals.filter((s) => !listedFederal.has(s)).map((s) => fed(s).name);
    if (ships.length) federalArrivals.push({ turn: t, date: date(t), ships });
    for (const a of turn.confederateArrivals) {
      if (listedConfederate.has(a.ship)) continue;
      confederateArrivals.push({ turn: t, date: date(t), ship: con(a.ship).name, area: a.area, seized: con(a.ship).seized });
    }
  }

  const semmes = sc.confederate.semmes;
  return {
    id,
    name: sc.name,
    rule: sc.rule,
    turns: { first: sc.firstTurn, last: sc.lastTurn, count: sc.lastTurn - sc.firstTurn + 1, firstDate: date(sc.firstTurn), lastDate: date(sc.lastTurn) },
    start: {
      merchantMarine: sc.merchantMarine,
      cpl: { ...sc.cpl },
      deploymentLevels: { ...sc.deploymentLevels },
      ecesHistory: { ...sc.ecesHistory },
      cseUsed: { ...sc.federal.cseUsed },
    },
    federal: {
      deployed: sc.federal.deployed.map((d) => ({ name: fed(d.ship).name, type: fed(d.ship).type, area: d.area })),
      available: sc.federal.available.map((s) => fed(s).name),
      unavailable: sc.federal.consumed.filter((c) => c.out).map((c) => fed(c.ship).name),
      arrivals: federalArrivals,
    },
    confederate: {
      ships: sc.confederate.ships.map((s) => ({
        name: con(s.ship).name,
        type: con(s.ship).type,
        area: s.area,
        port: s.port,
        commissioned: s.commissioned,
        semmes: s.semmes,
      })),
      semmes:
        semmes.status === 'removed'
          ? 'out of the game (11.73)'
          : semmes.status === 'aboard'
            ? `aboard ${con(semmes.ship).name} (11.71)`
            : `waits on the track for ${con(semmes.ship).name} (11.72)`,
      arrivals: confederateArrivals,
      alreadyLost: sc.confederate.alreadyLost.map((s) => con(s).name),
      removedFromTrack: sc.confederate.removedFromTrack.map((s) => con(s).name),
    },
    whaling:
      sc.whaling.placement === 'all'
        ? 'a counter face down in every whaling area (5.3)'
        : `${sc.whaling.areas.length} counters, densities ${sc.whaling.counterDensities.join(', ')}, in ${sc.whaling.areas.join(', ')} (5.3)`,
    victory: sc.victory.map((b) => ({ ...b })),
    notes: [...sc.notes],
  };
}
