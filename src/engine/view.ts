import { clonePlain } from './clone';
import type { GameEvent, GameState, Side } from './types';
import type { ActivityRecord } from './record';

// What one side may know (3.0, 4.3, 5.3). The Federal view never holds an unrevealed Activity
// Record or its salt; nobody's view holds a face-down whaling counter's value; and the dice
// generator's state is in no view, so no one can foresee a roll.

export interface SealedView {
  commitment: string;
  revealed: boolean;
  record?: ActivityRecord;
}

/** A sealed record as every side may hold it: the commitment, and the record itself only when that side may read it (4.3). */
export interface PublicRecord {
  commitment: string;
  revealed: boolean;
  record?: ActivityRecord | null;
}

/**
 * The fields every side may see (3.0, 4.3, 5.3): the state without the dice, the salts, the
 * face-down whaling values and the undo stack. Queries the screens and the bots call take this
 * type, so reading a hidden field from a view does not compile. A full state is one too.
 */
export type PublicState = Omit<GameState, 'dice' | 'records' | 'whaling' | 'undo'> & {
  records: Readonly<Record<string, PublicRecord>>;
  whaling: readonly { area: string; revealed: boolean }[];
};

export type GameView = Omit<PublicState, 'records' | 'whaling'> & {
  side: Side;
  records: Record<string, SealedView>;
  whaling: { area: string; revealed: boolean }[];
  canUndo: boolean;
};

/** The view of `state` for `side`: a copy of its own, which the caller may keep and change. */
export function view(state: GameState, side: Side): GameView {
  return clonePlain(shareView(state, side, shownRecords(state.records, side), hiddenWhaling(state.whaling)));
}

/**
 * Every field but the hidden ones, named one by one (a fixed-shape literal is several times
 * faster than copying keys in a loop, and the compiler insists on every field of GameView),
 * sharing the state's objects: nothing hidden is in it to be copied.
 */
function shareView(s: GameState, side: Side, records: Record<string, SealedView>, whaling: { area: string; revealed: boolean }[]): GameView {
  const v: GameView = {
    format: s.format,
    version: s.version,
    scenario: s.scenario,
    options: s.options,
    turn: s.turn,
    lastTurn: s.lastTurn,
    phase: s.phase,
    merchantMarine: s.merchantMarine,
    below1165Applied: s.below1165Applied,
    cpl: s.cpl,
    deploymentTrack: s.deploymentTrack,
    lastDeploymentRoll: s.lastDeploymentRoll,
    ecesHistory: s.ecesHistory,
    cseUsed: s.cseUsed,
    federal: s.federal,
    confederate: s.confederate,
    semmes: s.semmes,
    semmesRerollUsed: s.semmesRerollUsed,
    neutralCommissionYears: s.neutralCommissionYears,
    deniedCountries: s.deniedCountries,
    pacificRaided: s.pacificRaided,
    europeDeclarations: s.europeDeclarations,
    activity: s.activity,
    vp: s.vp,
    result: s.result,
    side,
    records,
    whaling,
    canUndo: side === 'federal' && !!s.undo && s.undo.length > 0,
  };
  // The Federal's standing orders are public (rules/federalOrders.ts says why); absent when none are given.
  if (s.federalOrders) v.federalOrders = s.federalOrders;
  return v;
}

/**
 * Views for a game loop that owns its state and hands each bot a view to read before the next
 * command (the simulator, src/game/record.ts playGame): no copy, so a view shares the state's
 * objects and is good only until the next command, and the bots only read it. Copying each
 * view would cost the random-legal simulation about three quarters of its speed.
 * The two hidden parts change a few times a turn, while a simulation asks for a view before
 * each of its ~450 commands a game: the last answer for each side is kept here, by the loop
 * that owns it (never in the module: two games never share it), and reused while every entry
 * still matches. A kept answer is never changed (a changed state gets a new one), so a view
 * handed out earlier keeps its records and whaling counters as they were.
 */
export class SharedViews {
  private readonly shown: Record<Side, Record<string, SealedView> | null> = { federal: null, confederate: null };
  private whaling: { area: string; revealed: boolean }[] | null = null;

  of(state: GameState, side: Side): GameView {
    const kept = this.shown[side];
    const records = kept && sameShown(state.records, side, kept) ? kept : (this.shown[side] = shownRecords(state.records, side));
    const whaling = this.whaling && sameWhaling(state.whaling, this.whaling) ? this.whaling : (this.whaling = hiddenWhaling(state.whaling));
    return shareView(state, side, records, whaling);
  }
}

/** The records as a side sees them (4.3): the Federal sees a record only once it is revealed. */
function shownRecords(records: GameState['records'], side: Side): Record<string, SealedView> {
  const shown: Record<string, SealedView> = {};
  for (const id in records) {
    const r = records[id]!;
    shown[id] =
      (side === 'confederate' || r.revealed) && r.record
        ? { commitment: r.commitment, revealed: r.revealed, record: r.record }
        : { commitment: r.commitment, revealed: false };
  }
  return shown;
}

function sameShown(records: GameState['records'], side: Side, shown: Record<string, SealedView>): boolean {
  let n = 0;
  for (const id in records) {
    const r = records[id]!,
      v = shown[id];
    const open = (side === 'confederate' || r.revealed) && !!r.record;
    if (!v || v.commitment !== r.commitment || v.revealed !== (open && r.revealed) || v.record !== (open ? r.record : undefined)) return false;
    n++;
  }
  for (const _ in shown) n--;
  return n === 0;
}

/** The whaling counters without their values (5.3): where each lies and whether it is face up. */
function hiddenWhaling(whaling: GameState['whaling']): { area: string; revealed: boolean }[] {
  const hidden = new Array<{ area: string; revealed: boolean }>(whaling.length);
  for (let i = 0; i < whaling.length; i++) hidden[i] = { area: whaling[i]!.area, revealed: whaling[i]!.revealed };
  return hidden;
}

function sameWhaling(whaling: GameState['whaling'], hidden: { area: string; revealed: boolean }[]): boolean {
  if (hidden.length !== whaling.length) return false;
  for (let i = 0; i < whaling.length; i++) if (hidden[i]!.area !== whaling[i]!.area || hidden[i]!.revealed !== whaling[i]!.revealed) return false;
  return true;
}

/** The log lines a side may read. */
export function visibleEvents(events: GameEvent[], side: Side): GameEvent[] {
  return events.filter((e) => !e.secretTo || e.secretTo === side);
}
