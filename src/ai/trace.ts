// The computer's hand (issue 31.4): what a bot knew, weighed and chose at each of its main
// decisions, kept so that the player can follow it after the game. A side output only: a bot
// writes it to the sink it was given (none in simulations), built from what the bot had already
// worked out from its own side's view; it draws no random number and changes no decision, so
// the same seed plays the same game with it or without it (tests/ai/hand.test.ts). The game
// keeps it beside the game, never in the state, and shows it only once the game is over.

/** A route the raider weighed: its record, its worth and what it risked. */
export interface HandRoute {
  /** The record's steps in the game's notation (formatSteps). */
  steps: string;
  /** The planner's score: expected prizes less the Victory Points at risk, plus where it ends (VP). */
  ev: number;
  /** Expected prizes (VP). */
  gain: number;
  /** Victory Points expected to be lost (12.13): the chance of being sunk times what that costs. */
  risk: number;
  /** Chance of being sunk somewhere along the route (6.21, 8.12), as the raider reckoned it. */
  sunk: number;
  /** The most dangerous area it enters: the chance of being found by a search (6.11) and of being sunk there. */
  worst: { area: string; spot: number; sunk: number } | null;
  chosen: boolean;
}

/** One raider's Activity Record for a turn (4.3). */
export interface RaiderHand {
  kind: 'record';
  turn: number;
  ship: string;
  /** Where it stood and what it saw: its area, port, Movement Points, refit turns left (11.3). */
  at: string;
  inPort: boolean;
  mp: number;
  refitTurns: number;
  /** The Federal ships on the map within its reach (their counters are public, 4.0), nearest first, at most MAX_SEEN. */
  seen: { ship: string; area: string; moves: number }[];
  /** The best few routes it weighed, best first (at most MAX_OPTIONS). */
  routes: HandRoute[];
  /** What staying in port all turn was worth (VP), when it was in port. */
  stay: number | null;
  /** Why it did what it did, in a few words (refit due, hid in port, the route drawn, …). */
  why: string;
  /** The record it sealed (formatSteps). */
  chose: string;
}

/** The Federal Movement Phase (3.0 phase 3): the raiders as the Federal reckoned them, and its stations. */
export interface FederalHand {
  kind: 'movement';
  turn: number;
  /** Each raider's last sighting, as the Federal's plot reads it (src/ai/models/raiderPlot.ts). */
  sightings: { ship: string; area: string; why: string }[];
  /** For each raider, the areas it was most likely to enter this turn (the forecast the searches were placed by). */
  forecast: { ship: string; areas: { area: string; p: number }[] }[];
  /** Where the ships were sent, and the chance (summed over the raiders) that a raider would enter there. */
  stations: { ship: string; area: string; p: number }[];
}

export type HandEntry = RaiderHand | FederalHand;

/** Where a bot writes its hand. */
export interface HandSink {
  note(entry: HandEntry): void;
}

/** Routes or areas kept for each decision. */
export const MAX_OPTIONS = 3;
/** Raiders and stations kept in one entry. */
export const MAX_LIST = 40;
/** Federal ships seen kept in a raider's entry, nearest first (C9 alone may hold a dozen). */
export const MAX_SEEN = 12;
