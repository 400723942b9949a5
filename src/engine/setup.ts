import type { GameData } from '../data/gameData';
import { Dice, SETUP_SEGMENT, seededDice, type DiceState } from './dice';
import type { ConfederateShipState, FederalShipState, GameOptions, GameState, WhalingCounterState } from './types';
import { SHIP } from './special';
import { excerpt, own } from '../data/ids';
import { resolveOptions } from './options';

// A new game from a scenario's startup data (13.x): levels, deployments, pools, availability
// consumed, Confederate ships and their clocks, Semmes, whaling counters.

export { DEFAULT_OPTIONS } from './options';

export function setupGame(data: GameData, scenarioId: string, dice: DiceState | string, options: Partial<GameOptions> = {}): GameState {
  const sc = typeof scenarioId === 'string' ? own(data.scenarios, scenarioId) : undefined;
  if (!sc) throw new Error(`no scenario "${excerpt(scenarioId)}" (scenarios: ${Object.keys(data.scenarios).join(', ')})`);
  const diceState = typeof dice === 'string' ? seededDice(dice) : dice;
  const year = data.turns[sc.firstTurn - 1]!.year;

  const federal: Record<string, FederalShipState> = {};
  for (const ship of Object.values(data.federal)) {
    federal[ship.id] = {
      id: ship.id,
      where: 'notArrived',
      area: null,
      availabilityUsed: 0,
      inUse: false,
      upUses: 0,
      fromUP: false,
      damage: 0,
      movementUsed: 0,
      moveDone: false,
      path: [],
      blockading: null,
      squadron: null,
      headingForPacific: false,
      selection: null,
    };
  }
  for (const d of sc.federal.deployed) {
    const f = federal[d.ship]!;
    if (d.area === 'CSE') {
      f.where = 'cse';
    } else {
      f.where = 'map';
      f.area = d.area;
      f.path = [d.area];
    }
    // A scenario starting at the Record Phase has already selected its ships for this turn.
    f.inUse = sc.startPhase === 'confederateRecord';
  }
  for (const id of sc.federal.available) federal[id]!.where = 'available';
  for (const c of sc.federal.consumed) {
    const f = federal[c.ship]!;
    f.availabilityUsed = c.turns;
    if (c.out) f.where = 'unavailable';
  }

  const confederate: Record<string, ConfederateShipState> = {};
  const latest = sc.startPhase === 'confederateRecord' ? sc.firstTurn : sc.firstTurn - 1;
  for (const ship of Object.values(data.confederate)) {
    const arrivedBefore = ship.arrival === null || ship.arrival.turn <= latest;
    confederate[ship.id] = {
      id: ship.id,
      status: arrivedBefore ? 'lostBefore' : 'notArrived',
      area: null,
      port: null,
      commissioned: ship.commissionedOnArrival,
      damage: 0,
      turnsAtSea: 0,
      turnsInPort: 0,
      refitThisStay: false,
      refits: 0,
      canRaid: true,
      capturedCoalUsed: false,
      deepRaidTurn: null,
      spottedSinceRefit: 0,
      arrivedThisTurn: false,
      startedInEurope: false,
      forcedRepairTurn: null,
      blockadedBy: [],
    };
  }
  for (const c of sc.confederate.ships) {
    Object.assign(confederate[c.ship]!, {
      status: 'inPlay',
      area: c.area,
      port: c.port,
      commissioned: c.commissioned,
      turnsAtSea: c.turnsAtSea,
      turnsInPort: c.turnsInPort,
      refits: c.refits,
      capturedCoalUsed: c.capturedCoalUsed,
    });
  }
  for (const st of Object.values(confederate)) st.startedInEurope = st.status === 'inPlay' && !!data.areas[st.area!]?.europe;
  for (const id of sc.confederate.removedFromTrack) confederate[id]!.status = 'offTrack';
  for (const id of sc.confederate.alreadyLost) confederate[id]!.status = 'lostBefore';

  const semmes: GameState['semmes'] =
    sc.confederate.semmes.status === 'removed'
      ? { status: 'removed' }
      : sc.confederate.semmes.status === 'aboard'
        ? { status: 'aboard', ship: sc.confederate.semmes.ship, shipsCommanded: sc.confederate.semmes.ship === SHIP.sumter ? 1 : 2 }
        : { status: 'track', availableTurn: sc.firstTurn, ship: sc.confederate.semmes.ship, shipsCommanded: 1 };

  // 5.3: the counters are mixed face down and dealt one per whaling area; nobody sees them.
  const rng = new Dice(diceState);
  const whaling: WhalingCounterState[] = [];
  if (sc.whaling.placement === 'all') {
    const areas = data.areaIds.filter((id) => data.areas[id]!.whaling);
    const counters = shuffle(
      data.files.whaling.counters.map((_, i) => i),
      rng,
    );
    areas.forEach((area, i) => {
      if (counters[i] !== undefined) whaling.push({ area, counter: counters[i]!, revealed: false });
    });
  } else {
    const listed = sc.whaling;
    const pool = data.files.whaling.counters.map((c, i) => ({ density: c.density, i }));
    listed.areas.forEach((area, k) => {
      const at = pool.findIndex((c) => c.density === listed.counterDensities[k]);
      whaling.push({ area, counter: pool[at]!.i, revealed: false });
      pool.splice(at, 1);
    });
  }

  return {
    format: 'sea-devils-game',
    version: 1,
    scenario: sc.id,
    options: resolveOptions(options),
    turn: sc.firstTurn,
    lastTurn: sc.lastTurn,
    phase: sc.startPhase,
    dice: rng.save(),
    merchantMarine: sc.merchantMarine,
    below1165Applied: sc.merchantMarine < 1165,
    cpl: { ...sc.cpl },
    deploymentTrack: { ...sc.deploymentLevels },
    lastDeploymentRoll: null,
    ecesHistory: { ...sc.ecesHistory },
    cseUsed: { ...sc.federal.cseUsed },
    federal,
    confederate,
    semmes,
    semmesRerollUsed: false,
    whaling,
    neutralCommissionYears: sc.confederate.commissionedThisYear ? [year] : [],
    deniedCountries: [],
    pacificRaided: false,
    europeDeclarations: [],
    records: {},
    activity: null,
    vp: { confederate: 0, federal: 0, entries: [] },
    undo: null,
    result: null,
  };
}

/** Fisher-Yates with the game's generator. */
function shuffle<T>(items: T[], dice: Dice): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.below(i + 1, SETUP_SEGMENT);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
