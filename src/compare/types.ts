// The shapes a scenario comparison passes around: its settings, one game's summary, and the
// aggregated results. Plain data only, so they cross worker boundaries, caches and JSON files.
import type { GameOptions } from '../engine/index';

/** The levels of victory of 12.15, highest first, in the order every scenario lists its bands. */
export const VICTORY_LEVELS = ['Confederate Major Victory', 'Confederate Minor Victory', 'Draw', 'Federal Minor Victory', 'Federal Major Victory'] as const;
export type VictoryLevel = (typeof VICTORY_LEVELS)[number];

/** One side of a comparison: who plays, and with which rules and data. */
export interface Variant {
  /** Shown in charts and tables ("A", "B", or a description). */
  label: string;
  /** Bot names (src/ai/registry.ts): the AI levels or "random". */
  confederate: string;
  federal: string;
  /** The rule variants played (the registry's 'variant' entries for the comparison, src/engine/options.ts). */
  options: Partial<GameOptions>;
  /** A data pack over the built-in data, or null for the built-in data. */
  dataPack: { name: string; file: string; json: unknown } | null;
}

export interface CompareSettings {
  /** Games per scenario and variant. */
  games: number;
  /** The master seed: game i of scenario s plays with a seed made from (seed, s, i). */
  seed: string;
  scenarios: string[];
  /** One variant, or two to set against each other (A, then B). */
  variants: Variant[];
}

/** What one finished game leaves for the statistics; nothing else is kept. */
export interface GameSummary {
  index: number;
  /** Index into VICTORY_LEVELS. */
  level: number;
  net: number;
  confederateVp: number;
  federalVp: number;
  /** Merchant marine level at the start, then at the end of each Game Turn of the scenario. */
  mm: number[];
  /** Each Confederate ship that was in play at some time: 0 afloat at the end, 1 sunk, 2 interned. */
  raiders: Record<string, 0 | 1 | 2>;
}

/** A game a bot could not finish (an illegal command or an error): counted, never scored. */
export interface GameFailure {
  index: number;
  error: string;
}

export type GameOutcome = GameSummary | GameFailure;
export const isFailure = (o: GameOutcome): o is GameFailure => 'error' in o;

/** A slice of the work: games [from, to) of one scenario under one variant. */
export interface Job {
  variant: number;
  scenario: string;
  from: number;
  to: number;
}

export interface Interval {
  low: number;
  high: number;
}
export interface Proportion extends Interval {
  count: number;
  n: number;
  p: number;
}
export interface MeanEstimate extends Interval {
  n: number;
  mean: number;
  sd: number;
  se: number;
}

export interface NetHistogram {
  /** Bins are [from, from + width); bin k starts at k * width. */
  width: number;
  bins: { from: number; count: number; level: number }[];
}

export interface RaiderSurvival extends Proportion {
  ship: string;
  name: string;
  sunk: number;
  interned: number;
}

/** Everything the comparison shows for one scenario under one variant. */
export interface ScenarioResult {
  scenario: string;
  games: number;
  failures: number;
  /** The first few failures, to reproduce them. */
  failureSamples: GameFailure[];
  /** One per VICTORY_LEVELS entry, with a 95% Wilson interval. */
  levels: (Proportion & { level: VictoryLevel })[];
  net: MeanEstimate & { min: number; max: number; p10: number; p25: number; p50: number; p75: number; p90: number };
  netHistogram: NetHistogram;
  confederateVp: MeanEstimate;
  federalVp: MeanEstimate;
  merchantMarine: {
    /** Labels of the points: "start", then the Game Turn numbers. */
    turns: (number | 'start')[];
    mean: number[];
    p10: number[];
    p50: number[];
    p90: number[];
    final: MeanEstimate;
  };
  /** Per raider: the share of games it entered play and was still afloat at the end. */
  raiders: RaiderSurvival[];
  /** All raiders together (ship-games), and the mean number lost per game. */
  raidersOverall: Proportion & { lostPerGame: number };
}

export interface Difference extends Interval {
  a: number;
  b: number;
  diff: number;
  se: number;
}

/** Variant B minus variant A for one scenario, each with a 95% interval. */
export interface ScenarioDifference {
  scenario: string;
  /** Newcombe's hybrid score interval (from the two Wilson intervals). */
  levels: (Difference & { level: VictoryLevel })[];
  /** The paired t interval over the games both variants finished (the same seeds), else Welch's. */
  net: Difference & { df: number };
  finalMerchantMarine: Difference & { df: number };
  raiderSurvival: Difference;
}
