import type { GameData } from '../../../data/gameData';
import type { Ctx } from '../../context';
import type { Unit } from '../../activityState';

// The shapes a base procedure and its variants share (issue 19, docs/variants.md), so that each
// procedure module (search.ts, raiding.ts, blockade.ts) picks one at a single point and the rest
// of the engine never asks which rules are on.

/** 6.11's spotting roll, or a variant's: did the searchers in the area spot the raider? */
export interface SpotAttempt {
  readonly spotted: boolean;
  /** Every die rolled, in order. */
  readonly dice: number[];
  /** The rule the log cites ("6.11", "RR 7.78"). */
  readonly rule: string;
  /** The roll in words for the log ("die 5"). */
  readonly roll: string;
}
export type SpotProcedure = (ctx: Ctx, units: readonly Unit[]) => SpotAttempt;
/** 6.11's spotting rule, or a variant's: its roll, and the chance that roll spots (for the odds shown and planned with). */
export interface SpotRule {
  readonly roll: SpotProcedure;
  /** The rule the odds cite. */
  readonly rule: string;
  /** The chance `units` searching units spot the raider (a squadron counting once, 6.11). */
  readonly chance: (data: GameData, units: number) => number;
}

/** 5.11's count of a raid, or a variant's: the merchant marine points a die takes at a density. */
export interface RaidCount {
  /** The rule the log cites. */
  readonly rule: string;
  /** A die Semmes may reroll as a failed raid (11.74). */
  readonly failed: (die: number) => boolean;
  /** Points lost; `whaling` when 5.31's counter was turned up for this raid (its density is `density`). */
  readonly points: (data: GameData, die: number, density: number, whaling: boolean) => number;
  /** Words for the log after the points ("", or how the variant counted them). */
  readonly how: (die: number, density: number, whaling: boolean) => string;
}

/** 7.11's run through a Confederate port's blockade, or a variant's: rolls, logs and applies it. */
export type BlockadeRunProcedure = (ctx: Ctx, id: string, direction: 'in' | 'out') => void;

/** What one run through a Confederate port's blockade is, for the odds: who runs, when, which way. */
export interface BlockadeRunCase {
  year: number;
  direction: 'in' | 'out';
  /** The runner's Movement Allowance rating (2.21). */
  movement: number;
  /** Damage points it can still take before it sinks (8.13). */
  hits: number;
  /** Semmes aboard with his reroll of a failed blockade run unused (11.74). */
  reroll: boolean;
}
/** The odds of one run: the chance the ship comes through afloat, and the damage it takes on average (sunk or not). */
export interface BlockadeRunOdds {
  survive: number;
  damage: number;
}
/** 7.11's run, or a variant's: the roll (rolls, logs and applies it) and its odds. */
export interface BlockadeRunRule {
  readonly run: BlockadeRunProcedure;
  readonly odds: (data: GameData, c: BlockadeRunCase) => BlockadeRunOdds;
}
