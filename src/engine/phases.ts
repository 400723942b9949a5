import type { Ctx } from './context';
import { shipStates } from './shipIds';
import { nextPhase } from './machine';
import { automaticAdjustment } from './rules/prestige';
import { portLoss, endOfTurnClocks } from './rules/refitInternment';
import { confederateArrivals } from './rules/confederateArrivals';
import { federalArrivals, federalRemoval, repairFederalShips } from './rules/federalPools';
import { deploymentRoll } from './rules/deployment';
import { endSelection, selectFreeShips } from './rules/selection';
import { europeTargets, resolveEuropeBlockades } from './rules/europe';
import { movePacificReinforcements } from './rules/federalMovement';
import { gunboatDiplomacy } from './rules/coaling';
import { semmesCandidates } from './rules/semmes';
import { stonewallBonus, victoryLevel } from './rules/victory';
import { runActivity, startActivity } from './activity/executor';
import type { Phase, Side } from './types';

// What happens on entering and on leaving each phase of the Sequence of Play (3.0). The order
// of phases comes from the turn machine; this file only says what each phase does.

type Entry = 'wait' | 'done';

const ENTER: Record<Phase, (ctx: Ctx) => Entry> = {
  turnAdvance(ctx) {
    const { s, data } = ctx;
    s.turn += 1;
    const t = data.turns[s.turn - 1]!;
    if (!ctx.quiet) ctx.emit('3.0', 'turn', `Game Turn ${s.turn} (${t.date}) begins`);
    s.semmesRerollUsed = false;
    s.deniedCountries = [];
    s.records = {};
    s.activity = null;
    for (const c of shipStates(s.confederate)) {
      c.startedInEurope = c.status === 'inPlay' && !!c.area && data.areas[c.area]!.europe;
      c.arrivedThisTurn = false;
    }
    automaticAdjustment(ctx);
    portLoss(ctx);
    return 'done';
  },
  confederatePlacement(ctx) {
    confederateArrivals(ctx);
    return semmesCandidates(ctx).length ? 'wait' : 'done';
  },
  federalPlacement(ctx) {
    federalRemoval(ctx);
    federalArrivals(ctx);
    selectFreeShips(ctx);
    deploymentRoll(ctx);
    return 'wait';
  },
  europeDeclaration(ctx) {
    const anyShip = shipStates(ctx.s.federal).some((f) => f.where === 'map' && f.inUse);
    return europeTargets(ctx).length && anyShip ? 'wait' : 'done';
  },
  confederateRecord(ctx) {
    ctx.s.records = {};
    return 'wait';
  },
  federalMovement(ctx) {
    for (const f of shipStates(ctx.s.federal)) { f.movementUsed = 0; f.moveDone = false; f.path = f.area ? [f.area] : []; }
    ctx.s.undo = [];
    movePacificReinforcements(ctx);
    return 'wait';
  },
  confederateActivity(ctx) {
    startActivity(ctx);
    return runActivity(ctx) ? 'done' : 'wait';
  },
  endOfTurn(ctx) {
    repairFederalShips(ctx);
    const run = ctx.s.activity?.run;
    endOfTurnClocks(ctx, new Set(run?.wholeTurnInPort ?? []), new Set(run?.refitted ?? []));
    ctx.s.records = {};
    return 'done';
  },
  gameOver(ctx) {
    stonewallBonus(ctx);
    ctx.s.result = victoryLevel(ctx.data, ctx.s);
    const r = ctx.s.result;
    ctx.emit('12.15', 'gameOver', `game over after ${r.turnsPlayed} turns: Confederate ${r.confederateVp} VP, Federal ${r.federalVp} VP, net ${r.net}: ${r.level}`);
    return 'wait';
  },
};

const LEAVE: Partial<Record<Phase, (ctx: Ctx) => void>> = {
  federalPlacement: endSelection,
  federalMovement(ctx) {
    resolveEuropeBlockades(ctx);
    gunboatDiplomacy(ctx);
    ctx.s.undo = null;
  },
};

/** True when every Confederate ship is gone and none is still to come: nothing left to play for. */
export function decided(ctx: Ctx): boolean {
  // Asked at every phase change: a plain loop, no copy of the fleet.
  for (const c of shipStates(ctx.s.confederate)) {
    const status = c.status;
    if (status === 'inPlay' || status === 'notArrived') return false;
  }
  return true;
}

/** Leaves the current phase and moves on until a phase needs a player's decision. */
export function finishPhase(ctx: Ctx): void {
  LEAVE[ctx.s.phase]?.(ctx);
  advance(ctx);
}

function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 100; guard++) {
    ctx.s.phase = nextPhase(ctx.s.phase, { turn: ctx.s.turn, lastTurn: ctx.s.lastTurn, decided: decided(ctx) });
    if (ENTER[ctx.s.phase](ctx) === 'wait') return;
    LEAVE[ctx.s.phase]?.(ctx);
  }
  throw new Error('the turn sequence did not settle');
}

/** Runs the starting phase's entry (a scenario begins part-way into a turn, 13.x4). */
export function enterStartPhase(ctx: Ctx): void {
  if (ENTER[ctx.s.phase](ctx) === 'done') finishPhase(ctx);
}

/** Whose decision the game waits for. */
export function activeSide(s: { phase: Phase; activity: { pending: { side: Side } | null } | null }): Side | null {
  switch (s.phase) {
    case 'confederatePlacement': case 'confederateRecord': return 'confederate';
    case 'federalPlacement': case 'europeDeclaration': case 'federalMovement': return 'federal';
    case 'confederateActivity': return s.activity?.pending?.side ?? null;
    default: return null;
  }
}
