// The computer opponent's levels. One name serves both sides: the bot looks at the side it is
// asked to play. The levels are ordered by strength (cautious < historical < bold), and each
// also has a style: the cautious side plays safe and thinks little, the historical side plays
// the way the two navies did in 1861-65, the bold side searches hardest and takes every risk
// that pays on average. `npm run ai:ladder` measures the order.

export type AiLevel = 'cautious' | 'historical' | 'bold';

export interface AiLevelInfo {
  id: AiLevel;
  label: string;
  /** One line for each side, for the game's opponent menu. */
  confederate: string;
  federal: string;
  /** 1 = weakest. */
  strength: number;
}

export const AI_LEVEL_INFO: AiLevelInfo[] = [
  {
    id: 'cautious',
    label: 'Cautious',
    strength: 1,
    confederate: 'Raiders that shun every Federal ship, hide in port at the first threat and refit early. Easy to beat.',
    federal: 'A navy that guards the East Coast and the California steamers and seldom hunts. Easy to beat.',
  },
  {
    id: 'historical',
    label: 'Historical',
    strength: 2,
    confederate:
      'Raiders cruise as Semmes, Maffitt and Waddell did: busy sea lanes and whaling grounds, away from the U.S. coast, refits in Confederate or French ports.',
    federal: 'The navy of 1861-65: East Coast patrols, California steamer escorts, a watch on raiders in European ports and gunboat diplomacy in the Pacific.',
  },
  {
    id: 'bold',
    label: 'Bold',
    strength: 3,
    confederate: 'Raiders weigh every risk against the prize and strike wherever the sums favour them, the U.S. coast included. The hardest opponent.',
    federal:
      'A navy that predicts where each raider can reach, concentrates its searches there, blockades every raider in Europe in force and hunts the Stonewall with squadrons. The hardest opponent.',
  },
];

/** How the raider AI weighs its choices (src/ai/raider). */
export interface RaiderParams {
  /** Multiplies the estimated chance of meeting a Federal ship (over 1 = sees danger everywhere). */
  threatFear: number;
  /** Reads the Federal player: predicts its moves with several models and learns which fits (0 = no). */
  predict: number;
  /** Victory Points a lost raider is reckoned to cost beyond the Federal's VP: its future raids. */
  futureValuePerTurn: number;
  /** Routes kept at each step of the route search. */
  beamWidth: number;
  /** Spread of the random noise on each area's worth (unpredictability). */
  noise: number;
  /** Chooses among the best routes by a softmax of this temperature (in VP). */
  temperature: number;
  /** Stays in port when the expected loss of sailing exceeds this share of the expected gain. */
  hideRatio: number;
  /** Turns of margin kept on the refit clock (11.3): under its strict reading a raider that misses its refit port is lost that turn, so every level keeps one (docs/ai.md, "Issue 30"). */
  refitMargin: number;
  /** Treats the U.S. East Coast (C9) as off limits, as the real raiders did. */
  avoidEastCoast: boolean;
  /** Semmes rerolls a poor raid die too (otherwise saved for escapes and blockades). */
  semmesOnRaids: boolean;
  /** Share of the Movement Allowance kept unspent as a reserve for escapes (4.32). */
  mpReserve: number;
  /**
   * What an internment (12.14) costs in the raider's reckoning, as a share of the way from its
   * own Victory Points (0) to a sinking's (12.13, 1). A ship interned is lost to the war as surely
   * as one sunk; reckoned at its 12.14 points alone, raiders under the evasion variant sat in
   * port to be interned twice as often as in the base game (issue 45; docs/ai.md).
   */
  internWeight: number;
  /** Measuring only (`npm run ai:variant-rules`): from this year a run into a Confederate port counts as the ship lost (7.1). No level sets it. */
  runInLostFrom?: number;
}

/** How the Federal AI weighs its choices (src/ai/federal). */
export interface FederalParams {
  /** Uses the forecast of where raiders can reach to place its searchers. */
  hunt: boolean;
  /** Share of the forecast taken from working out each raider's best routes as a raider would (0 = none). */
  predict: number;
  /** The beam of the raider planner run for that forecast (with predict > 0). */
  forecastBeam: number;
  /** Ships declared against each raider in a European port (6.3). */
  europeBlockaders: number;
  /** Ships added to a standing neutral-port blockade (7.24). */
  joinBlockaders: number;
  /** Keeps this many ships on the East Coast (C9) whatever else happens. */
  eastCoastGuard: number;
  /** Uses the California Steamer Escort box (11.1). */
  useCse: boolean;
  /** Parks Pacific Fleet ships off Chilean, Peruvian and Colombian coal ports (9.38). */
  gunboatDiplomacy: boolean;
  /** Attacks the Stonewall with squadrons (11.61). */
  huntStonewall: boolean;
  /** Spread of the random noise on each area's worth (unpredictability). */
  noise: number;
  /** Draws each search station among those worth at least this share of the best (0 = always the best). */
  mixed: number;
  /** Picks ships for deployment by quality (speed, guns) rather than in pool order. */
  chooseBest: boolean;
  /** Avoids combat with a raider whose guns outmatch the spotting ship. */
  avoidStrongerRaiders: boolean;
  /**
   * How far the forecast reads the plot (models/raiderPlot.ts: where each raider will be when
   * its activity ends): a raider's chance of entering an area is at least this share of the
   * plot's chance that it ends there (0 = the forecast alone, as before issue 31).
   */
  plotChase: number;
}

export const RAIDER_PARAMS: Record<AiLevel, RaiderParams> = {
  cautious: {
    threatFear: 2.0,
    predict: 0,
    futureValuePerTurn: 30,
    beamWidth: 5,
    noise: 0.35,
    temperature: 0.8,
    hideRatio: 0.4,
    refitMargin: 1,
    avoidEastCoast: true,
    semmesOnRaids: false,
    mpReserve: 0.2,
    internWeight: 0.5,
  },
  historical: {
    threatFear: 1.3,
    predict: 0,
    futureValuePerTurn: 15,
    beamWidth: 12,
    noise: 0.25,
    temperature: 0.5,
    hideRatio: 0.6,
    refitMargin: 1,
    avoidEastCoast: true,
    semmesOnRaids: false,
    mpReserve: 0.1,
    internWeight: 0.5,
  },
  bold: {
    threatFear: 1.3,
    predict: 1,
    futureValuePerTurn: 12,
    beamWidth: 24,
    noise: 0.15,
    temperature: 0.3,
    hideRatio: 1.0,
    refitMargin: 1,
    avoidEastCoast: false,
    semmesOnRaids: true,
    mpReserve: 0,
    internWeight: 0.5,
  },
};

export const FEDERAL_PARAMS: Record<AiLevel, FederalParams> = {
  cautious: {
    hunt: false,
    predict: 0,
    forecastBeam: 8,
    europeBlockaders: 1,
    joinBlockaders: 0,
    eastCoastGuard: 4,
    useCse: true,
    gunboatDiplomacy: false,
    huntStonewall: false,
    noise: 0.4,
    mixed: 0,
    chooseBest: false,
    avoidStrongerRaiders: true,
    plotChase: 0,
  },
  historical: {
    hunt: true,
    predict: 0,
    forecastBeam: 8,
    europeBlockaders: 2,
    joinBlockaders: 1,
    eastCoastGuard: 2,
    useCse: true,
    gunboatDiplomacy: true,
    huntStonewall: true,
    noise: 0.3,
    mixed: 0,
    chooseBest: true,
    avoidStrongerRaiders: false,
    plotChase: 0,
  },
  bold: {
    hunt: true,
    predict: 0.5,
    forecastBeam: 6,
    europeBlockaders: 2,
    joinBlockaders: 2,
    eastCoastGuard: 1,
    useCse: true,
    gunboatDiplomacy: true,
    huntStonewall: true,
    noise: 0.15,
    mixed: 0.4,
    chooseBest: true,
    avoidStrongerRaiders: false,
    plotChase: 0.5,
  },
};
