import { clonePlain } from './clone';
import type { GameEvent, GameState, Side } from './types';
import type { ActivityRecord } from './activity/types';

// What one side may know (3.0, 4.3, 5.3). The Federal view never holds an unrevealed Activity
// Record or its salt; nobody's view holds a face-down whaling counter's value; and the dice
// generator's state is in no view, so no one can foresee a roll.

export interface SealedView { commitment: string; revealed: boolean; record?: ActivityRecord }

export type GameView = Omit<GameState, 'dice' | 'records' | 'whaling' | 'undo'> & {
  side: Side;
  records: Record<string, SealedView>;
  whaling: { area: string; revealed: boolean }[];
  canUndo: boolean;
};

/**
 * `copy: false` shares the state's objects instead of copying them: for the built-in bots,
 * which only read. Screens and anything that keeps a view use the default copy.
 */
export function view(state: GameState, side: Side, copy = true): GameView {
  const { records, whaling, undo } = state;
  const shown: Record<string, SealedView> = {};
  for (const id in records) {
    const r = records[id]!;
    shown[id] = (side === 'confederate' || r.revealed) && r.record
      ? { commitment: r.commitment, revealed: r.revealed, record: r.record }
      : { commitment: r.commitment, revealed: false };
  }
  const hidden = new Array<{ area: string; revealed: boolean }>(whaling.length);
  for (let i = 0; i < whaling.length; i++) hidden[i] = { area: whaling[i]!.area, revealed: whaling[i]!.revealed };
  // Every field but the hidden ones, named one by one: a fixed-shape literal is several times
  // faster than copying keys in a loop, and the compiler insists on every field of GameView.
  // A copy is made of the view itself, so nothing hidden is ever copied.
  const s = state;
  const out: GameView = {
    format: s.format, version: s.version, scenario: s.scenario, options: s.options, turn: s.turn, lastTurn: s.lastTurn,
    phase: s.phase, merchantMarine: s.merchantMarine, below1165Applied: s.below1165Applied, cpl: s.cpl,
    deploymentTrack: s.deploymentTrack, lastDeploymentRoll: s.lastDeploymentRoll, ecesHistory: s.ecesHistory,
    cseUsed: s.cseUsed, federal: s.federal, confederate: s.confederate, semmes: s.semmes,
    semmesRerollUsed: s.semmesRerollUsed, neutralCommissionYears: s.neutralCommissionYears,
    deniedCountries: s.deniedCountries, pacificRaided: s.pacificRaided, europeDeclarations: s.europeDeclarations,
    activity: s.activity, vp: s.vp, result: s.result,
    side, records: shown, whaling: hidden, canUndo: side === 'federal' && !!undo && undo.length > 0,
  };
  return copy ? clonePlain(out) : out;
}

/** The log lines a side may read. */
export function visibleEvents(events: GameEvent[], side: Side): GameEvent[] {
  return events.filter((e) => !e.secretTo || e.secretTo === side);
}
