import type { Ctx } from './context';
import { refuse } from './context';
import { own } from '../data/ids';
import { shipStates } from './shipIds';
import { answerOf, answerOfCommand, SETUP_STEP, STEPS, stepOf } from './turnSteps';
import type { Answer, DecisionKey, Facts, Procedure, Step } from './sequence';
import type { Command } from './commands';
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

// The engine's side of the turn machine (machine.ts, read from its table by turnSteps.ts): the machine says which step the game is
// at, who may act, what a command does to the sequence and what is done on the way; this file
// performs the machine's actions (each phase's procedures, below) and reports the facts its
// guards read. `carryOut` is the command's own rules, which the caller passes in.

export { activeSide } from './turnSteps';

/** What each phase does on entry and on exit, by the machine's name for it. */
const PROCEDURES: Record<Procedure, (ctx: Ctx) => void> = {
  advanceTurn(ctx) {
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
  },
  placeConfederateReinforcements: confederateArrivals,
  removeFederalShips: federalRemoval,
  placeFederalReinforcements: federalArrivals,
  selectFreeShips,
  rollDeployment: deploymentRoll,
  endSelection,
  clearRecords(ctx) {
    ctx.s.records = {};
  },
  startFederalMovement(ctx) {
    for (const f of shipStates(ctx.s.federal)) {
      f.movementUsed = 0;
      f.moveDone = false;
      f.path = f.area ? [f.area] : [];
    }
    ctx.s.undo = [];
    movePacificReinforcements(ctx);
  },
  resolveEuropeBlockades,
  gunboatDiplomacy,
  closeUndo(ctx) {
    ctx.s.undo = null;
  },
  revealRecords: startActivity,
  runRecords(ctx) {
    runActivity(ctx);
  },
  repairFederalShips,
  endOfTurnClocks(ctx) {
    const run = ctx.s.activity?.run;
    endOfTurnClocks(ctx, new Set(run?.wholeTurnInPort ?? []), new Set(run?.refitted ?? []));
  },
  declareVictory(ctx) {
    stonewallBonus(ctx);
    ctx.s.result = victoryLevel(ctx.data, ctx.s);
    const r = ctx.s.result;
    ctx.emit(
      '12.15',
      'gameOver',
      `game over after ${r.turnsPlayed} turns: Confederate ${r.confederateVp} VP, Federal ${r.federalVp} VP, net ${r.net}: ${r.level}`,
    );
  },
};

/** The facts the machine's guards read, found only when a guard asks for one. */
function factOf<K extends keyof Facts>(ctx: Ctx, k: K): Facts[K] {
  const { s } = ctx;
  switch (k) {
    case 'startsAtRecordPhase':
      return (own(ctx.data.scenarios, s.scenario)?.startPhase === 'confederateRecord') as Facts[K];
    case 'semmesToPlace':
      return (semmesCandidates(ctx).length > 0) as Facts[K];
    case 'europeanQuarry':
      return (europeTargets(ctx).length > 0 && shipStates(s.federal).some((f) => f.where === 'map' && f.inUse)) as Facts[K];
    case 'decision': {
      const p = s.activity?.pending;
      return (p ? (`${p.side}.${p.kind}` as DecisionKey) : null) as Facts[K];
    }
    case 'lastTurnPlayed':
      return (s.turn >= s.lastTurn) as Facts[K];
    case 'noRaiderLeft':
      return noRaiderLeft(ctx) as Facts[K];
    case 'playedApart':
      return isRemote(ctx) as Facts[K];
  }
  throw new Error(`the turn machine asked for an unknown fact ${String(k)}`);
}

/** True when every Confederate ship is gone and none is still to come: nothing left to play for. */
function noRaiderLeft(ctx: Ctx): boolean {
  for (const c of shipStates(ctx.s.confederate)) {
    const status = c.status;
    if (status === 'inPlay' || status === 'notArrived') return false;
  }
  return true;
}

/**
 * A game played apart: flagged by the remote client, or (a remote game saved before the flag
 * existed) rolling remote play's segmented dice, which no local game, save or record can hold:
 * those always start from a seed.
 */
const isRemote = (ctx: Ctx): boolean => ctx.s.options.remote === true || ctx.s.dice.kind === 'segmented';

/** Performs an answer's actions in order; a refusal throws (refuse), leaving the draft to be dropped. */
function perform(ctx: Ctx, answer: Answer, carryOut: () => void): void {
  for (const a of answer.actions) {
    switch (a.type) {
      case 'refuse':
        refuse(a.params.code, a.params.rule, a.params.message);
        break;
      case 'beginPhase':
        ctx.s.phase = a.params.phase;
        ctx.phaseBegun();
        break;
      case 'carryOut':
        carryOut();
        break;
      default:
        PROCEDURES[a.type](ctx);
    }
  }
}

/** From `step`, tells the machine each step's procedures are done until a step waits on a side (or the game ends). */
function settle(ctx: Ctx, step: Step): void {
  const fact = <K extends keyof Facts>(k: K) => factOf(ctx, k);
  for (let guard = 0; guard < 100; guard++) {
    if (step.side !== null || step.final) {
      // The state the procedures left must be the step the machine is at.
      if (stepOf(ctx.s) !== step) throw new Error(`the game state (${ctx.s.phase}) is not at the turn machine's step ${step.id}`);
      return;
    }
    const answer = answerOf(step, 'proceduresDone', fact);
    perform(ctx, answer, noCommand);
    step = STEPS[answer.to]!;
  }
  throw new Error('the turn sequence did not settle');
}

const noCommand = (): void => {
  throw new Error('no command to carry out');
};

/**
 * 3.0: a command, as the turn machine takes it at the game's step: refused out of turn or out of
 * its step, or carried out by `carryOut` (its own rules), after which play runs on to the next
 * step that waits on a side.
 */
export function playCommand(ctx: Ctx, command: Command, carryOut: () => void): void {
  const answer = answerOfCommand(stepOf(ctx.s), command.side, command.type, (k) => factOf(ctx, k));
  perform(ctx, answer, carryOut);
  settle(ctx, STEPS[answer.to]!);
}

/** Starts play where the scenario says (13.x4) and runs on to the first step that waits on a side. */
export function beginPlay(ctx: Ctx): void {
  const answer = answerOf(SETUP_STEP, 'begin', (k) => factOf(ctx, k));
  perform(ctx, answer, noCommand);
  settle(ctx, STEPS[answer.to]!);
}
