import type { Ctx } from '../context';
import { refuse } from '../context';
import type { AreaId } from '../../data/schema/index';
import { repairInPort, refitInPort } from '../rules/refitInternment';
import { yearOf } from '../queries';
import { variantOn } from '../options';
import { SHIP } from '../special';
import { confederateAllowance } from '../rules/allowance';
import { recordCost, recordStart } from './validate';
import type { ActivityRecord, RecordStep } from '../record';
import { verifyCommitment } from './seal';
import { Awaiting, LIVE_SEGMENTS } from '../dice';
import { newEncounter, stepEncounter } from './encounter';
import type { DecisionAsked, Encounter, ShipRun } from '../activityState';
import { searchersIn } from '../rules/search';
import { stonewallAttackers } from '../rules/stonewall';
import { raid } from '../rules/raiding';
import { coalFromPrize } from '../rules/georgia';
import { blockadeToRun, runConfederateBlockade } from '../rules/blockade';
import { checkCoaling, coalAt, restoreRaids } from '../rules/coaling';
import { gatherShip, memberOverAllowance, membersFirst, waitsForLeader } from './squadron';
import { squadronShips } from '../rules/squadrons';
import { avoidByOrders, damagePickByOrders } from '../rules/federalOrders';
import { semmesMayAsk } from '../rules/semmes';
import { runStoppable } from './semmesStage';

// The Confederate Activity Phase (3.0 phase 4): each sealed record is revealed, checked
// against its commitment, and carried out step by step, one ship at a time (4.12), with
// Federal searches, escapes, fights and blockades breaking in. Decisions come from standing
// orders (4.3), or stop the phase for the player when the game is set to ask. This file steps
// through the records; the procedures themselves (raiding, searches, escapes, blockades, combat,
// coaling, the special ships) are modules of src/engine/rules/, and ./encounter.ts orders them.

export function startActivity(ctx: Ctx): void {
  const { s, data } = ctx;
  const queue: string[] = [];
  // Remote play: a client holding only commitments waits for the Confederate's reveal (4.3).
  for (const id in s.records) {
    const r = s.records[id]!;
    if (r.record === null || r.salt === null) throw new Awaiting(`${s.turn}:confederateActivity`, 'records');
  }
  for (const id in s.records) {
    const sealed = s.records[id]!;
    // Sealing: the record revealed must be the record sealed.
    if (!verifyCommitment(sealed.record!, sealed.salt!, sealed.commitment))
      refuse('commitmentMismatch', '4.3', `the record of ${id} does not match its commitment`);
    sealed.revealed = true;
    if (s.confederate[id]?.status === 'inPlay' && id !== SHIP.stonewall) queue.push(id);
  }
  s.undo = null;
  // The Stonewall's run, made in the Record Phase (11.61), is kept.
  const run = s.activity?.run ?? { runs: {}, wholeTurnInPort: [], refitted: [] };
  s.activity = { queue: membersFirst(s, queue), current: null, cursor: 0, mpUsed: 0, pending: null, answer: null, encounters: [], escapedAreas: [], run };
  if (!ctx.quiet)
    ctx.emit(
      '4.3',
      'reveal',
      `the Activity Records are revealed and checked against their seals: ${queue.map((id) => data.confederate[id]!.name).join(', ') || 'none'}`,
    );
  // 11.61: Federal ships that ended their movement with the Stonewall fight her before anything else.
  const attack = stonewallAttackers(ctx);
  if (attack) {
    s.activity.current = SHIP.stonewall;
    s.activity.cursor = Number.MAX_SAFE_INTEGER;
    if (!run.runs[SHIP.stonewall]) beginRun(ctx, SHIP.stonewall);
    s.activity.encounters.push(newEncounter('stonewall', SHIP.stonewall, attack.area, attack.units));
  }
}

/** 11.61: the Stonewall carries out her record in the Record Phase, in the open and unsearched. */
export function runStonewallNow(ctx: Ctx): void {
  const { s } = ctx;
  const sealed = s.records[SHIP.stonewall];
  if (!sealed || s.confederate[SHIP.stonewall]?.status !== 'inPlay') return;
  sealed.revealed = true;
  s.activity = {
    queue: [SHIP.stonewall],
    current: null,
    cursor: 0,
    mpUsed: 0,
    pending: null,
    answer: null,
    encounters: [],
    escapedAreas: [],
    run: { runs: {}, wholeTurnInPort: [], refitted: [] },
  };
  ctx.emit('11.61', 'stonewall', 'the Stonewall moves in the Record Phase, before the Federal player');
  if (!runActivity(ctx)) throw new Error('the Stonewall cannot stop for a decision in the Record Phase');
}

/** Runs records until one needs a decision or all are done; true when the phase is over. */
export function runActivity(ctx: Ctx): boolean {
  const a = ctx.s.activity!;
  for (;;) {
    if (a.pending) return false;
    const e = a.encounters[0];
    if (e) {
      if (!stepEncounter(ctx, e, (asked, options) => answer(ctx, e, asked, options))) return false;
      a.encounters.shift();
      afterEncounter(ctx);
      continue; // 4.14: the record carries on after a search, escape, fight or blockade run
    }
    if (!a.current) {
      const next = a.queue.shift();
      if (!next) return true;
      beginShip(ctx, next);
      continue;
    }
    const sealed = ctx.s.records[a.current];
    const st = ctx.s.confederate[a.current]!;
    const record = sealed?.record;
    if (!record || st.status !== 'inPlay' || a.cursor >= record.steps.length) {
      endShip(ctx);
      continue;
    }
    const step = record.steps[a.cursor]!;
    // 11.74 asked live: a step may stop for Semmes' reroll and run again once answered (semmesStage.ts).
    // Tested here first so that the simulations' steps make no closure.
    if (semmesMayAsk(ctx)) {
      if (
        !runStoppable(ctx, () => {
          a.cursor += 1;
          doStep(ctx, record, step);
        })
      )
        return false;
      continue;
    }
    a.cursor += 1;
    doStep(ctx, record, step);
  }
}

/** A decision: the player's stored answer if the game asks that side, otherwise standing orders. */
function answer(ctx: Ctx, e: Encounter, asked: DecisionAsked, options: string[]): string | null {
  const a = ctx.s.activity!;
  const { side, kind } = asked;
  const asks = variantOn(ctx.s.options, side === 'federal' ? 'askFederal' : 'askConfederate');
  // Played apart, each answer opens a dice segment: past the last one, standing orders answer.
  const segmentsLeft = ctx.s.dice.kind !== 'segmented' || (a.answered ?? 0) < LIVE_SEGMENTS;
  // Issue 46.2: the side asked left this decision to its standing orders (decisions.ts).
  const byStanding = a.byStanding === true;
  if (byStanding) delete a.byStanding; // only when set: this runs at every decision of every simulated game
  if (asks && segmentsLeft && !byStanding) {
    if (a.answer !== null && options.includes(a.answer)) {
      const x = a.answer;
      a.answer = null;
      return x;
    }
    a.pending = { ...asked, options };
    return null;
  }
  // The Federal's standing orders (rules/federalOrders.ts): the search stage has already left
  // out the units they hold back (6.1), so the units asked about all search.
  if (side === 'federal') {
    if (asked.kind === 'damage') return damagePickByOrders(ctx, options);
    if (asked.kind === 'avoid') return avoidByOrders(ctx, e.foe!, asked.detail.raiderGunnery);
    return 'search';
  }
  if (kind === 'damage') return options[0]!; // 4.51: the Confederate's standing order's (or the default) pick comes first
  const orders = ctx.s.records[e.ship]?.record?.standing;
  const wanted = orders?.onSpotted ?? 'escape';
  if (options.includes(wanted)) return wanted;
  return options.includes('escape') ? 'escape' : options[0]!;
}

/** 4.32: escapes may have spent more than the allowance: the rest of the record is cancelled. */
function afterEncounter(ctx: Ctx): void {
  const a = ctx.s.activity!;
  const id = a.current;
  if (!id || ctx.s.confederate[id]!.status !== 'inPlay') return;
  const allowance = confederateAllowance(ctx.data, ctx.s, id, a.run.runs[id]?.capturedCoal ?? false);
  if (a.mpUsed > allowance && a.cursor < Number.MAX_SAFE_INTEGER) {
    ctx.emit(
      '4.32',
      'abort',
      `the ${ctx.data.confederate[id]!.name} has spent ${a.mpUsed} of ${allowance} Movement Points escaping: the rest of its record is cancelled`,
      { ships: [id] },
    );
    a.cursor = Number.MAX_SAFE_INTEGER;
  }
  const over = a.cursor < Number.MAX_SAFE_INTEGER ? memberOverAllowance(ctx, 0) : null;
  if (over) {
    ctx.emit(
      '4.32',
      'abort',
      `the ${ctx.data.confederate[over.ship]!.name} has spent ${over.used} of ${over.allowance} Movement Points escaping: the squadron's record is cancelled (4.52)`,
      { ships: [id, over.ship] },
    );
    a.cursor = Number.MAX_SAFE_INTEGER;
  }
}

function beginRun(ctx: Ctx, id: string): void {
  const st = ctx.s.confederate[id]!;
  ctx.s.activity!.run.runs[id] = {
    ship: id,
    startedInPort: st.port !== null,
    leftPort: false,
    coal: 0,
    coaledAreas: [],
    raids: [],
    acceptedBlockade: false,
    repaired: false,
    refitted: false,
    capturedCoal: false,
    ended: false,
  };
}

function beginShip(ctx: Ctx, id: string): void {
  const a = ctx.s.activity!;
  a.current = id;
  a.cursor = 0;
  a.mpUsed = 0;
  a.escapedAreas = [];
  delete a.squadron;
  beginRun(ctx, id);
  coalAt(ctx, id, ctx.s.confederate[id]!.area!);
}

/** Searches on entering an area (6.1, 6.4, 11.11); leaving a port counts as entering (4.4).
 *  Other ships never cost a Movement Point or bar the way: they may only search (4.21). */
function enterArea(ctx: Ctx, id: string, area: AreaId): void {
  if (ctx.s.phase === 'confederateRecord') return; // 11.61: the Stonewall moves unseen
  const units = searchersIn(ctx, area);
  const eces = ctx.data.areas[area]!.eces;
  if (units.length || eces) ctx.s.activity!.encounters.push(newEncounter('search', id, area, units, eces));
}

function doStep(ctx: Ctx, record: ActivityRecord, step: RecordStep): void {
  const { s, data } = ctx;
  const a = s.activity!;
  const id = record.ship;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const run = a.run.runs[id]!;
  // 4.34: a raid recorded for an area where the ship tried to escape is dropped; the escape used its MP.
  if (step.op === 'raid' && a.escapedAreas.includes(st.area!)) {
    ctx.emit('4.34', 'whyNot', `the ${ship.name} tried to escape in ${st.area}, so it cannot raid there this turn`, { ships: [id] });
    return;
  }
  // 4.13: as the check charged it (only leaving a port asks whether it runs a blockade).
  const cost = recordCost(step, { inCsaPort: st.port === 'CSA', blockaded: step.op === 'leavePort' && recordStart(data, s, id).blockade });
  const allowance = confederateAllowance(data, s, id, run.capturedCoal || step.op === 'capturedCoal');
  if (a.mpUsed + cost > allowance) {
    ctx.emit('4.32', 'abort', `the ${ship.name} has no Movement Points left (${a.mpUsed}/${allowance}); the rest of its record is cancelled`, { ships: [id] });
    a.cursor = Number.MAX_SAFE_INTEGER;
    return;
  }
  const over = memberOverAllowance(ctx, cost); // 4.52: the squadron sails at its slowest member's allowance
  if (over) {
    ctx.emit(
      '4.32',
      'abort',
      `the ${data.confederate[over.ship]!.name} has no Movement Points left (${over.used - cost}/${over.allowance}): the squadron's record is cancelled (4.52)`,
      { ships: [id, over.ship] },
    );
    a.cursor = Number.MAX_SAFE_INTEGER;
    return;
  }
  a.mpUsed += cost;
  switch (step.op) {
    case 'capturedCoal':
      coalFromPrize(ctx, id, run);
      break;
    case 'move':
      st.area = step.to;
      // 4.52: the squadron's members sail with it, and coal where it coals (11.51).
      if (a.squadron)
        for (const m of squadronShips(ctx, id).slice(1)) {
          s.confederate[m]!.area = step.to;
          coalAt(ctx, m, step.to);
        }
      if (!ctx.quiet)
        ctx.emit('4.13', 'move', `the ${ship.name} enters ${step.to} (${a.mpUsed}/${allowance} MP)`, { ships: squadronShips(ctx, id), path: [step.to] });
      coalAt(ctx, id, step.to);
      enterArea(ctx, id, step.to);
      break;
    case 'raid': {
      const made = raid(ctx, id);
      if (made) run.raids.push(made);
      break;
    }
    case 'enterPort':
      if (step.nation === 'CSA') runConfederateBlockade(ctx, id, 'in');
      if (st.status !== 'inPlay') return;
      st.port = step.nation;
      if (!ctx.quiet) ctx.emit('4.4', 'enterPort', `the ${ship.name} enters the ${step.nation} port in ${st.area}`, { ships: [id], port: step.nation });
      if (step.nation === 'CSA') coalAt(ctx, id, st.area!);
      break;
    case 'leavePort': {
      const from = st.port;
      if (!from) {
        // 6.3: the record was written for a blockade that did not form: the ship is already at sea.
        if (!ctx.quiet)
          ctx.emit('6.3', 'leavePort', `the ${ship.name} is at sea: no Federal ship came to blockade it, so there is no port to leave`, { ships: [id] });
        break;
      }
      run.leftPort = true;
      // 7.12: the Blockade Table alone runs a Confederate port's blockade; Federal ships in the area only search (below).
      if (from === 'CSA') runConfederateBlockade(ctx, id, 'out');
      if (st.status !== 'inPlay') return;
      if (!ctx.quiet) ctx.emit('4.4', 'leavePort', `the ${ship.name} leaves the ${from} port in ${st.area}`, { ships: [id] });
      st.port = null;
      // 7.21: escape from or sink each blockading ship, then 7.22's searches.
      const blockaders = blockadeToRun(ctx, id);
      if (blockaders.length) a.encounters.push(newEncounter('blockadeRun', id, st.area!, blockaders));
      enterArea(ctx, id, st.area!);
      break;
    }
    case 'commission': {
      const csa = st.port === 'CSA';
      st.commissioned = true;
      if (!csa) s.neutralCommissionYears.push(yearOf(data, s.turn));
      if (!ctx.quiet)
        ctx.emit(
          '10.51',
          'commission',
          `the ${ship.name} is commissioned in ${st.area}${csa ? ' at a Confederate port' : ` (the neutral-port commissioning of ${yearOf(data, s.turn)})`}`,
          { ships: [id] },
        );
      break;
    }
    case 'repair':
      run.repaired = true;
      break;
    case 'refit':
      run.refitted = true;
      break;
    case 'gather':
      gatherShip(ctx, id, step.ship);
      break;
  }
}

function endShip(ctx: Ctx): void {
  const a = ctx.s.activity!;
  const id = a.current!;
  const run = a.run.runs[id]!;
  a.current = null;
  if (run.ended) return;
  // 4.52: a ship its leader will gather waits at sea; its bookkeeping comes with the leader's.
  if (waitsForLeader(ctx.s, id, a.queue)) {
    run.waiting = true;
    run.mpAlone = a.mpUsed;
    return;
  }
  // The waiting ships this record gathers, in the runs' order (a loop: no copy of the runs per ship).
  const members: ShipRun[] = [];
  for (const k in a.run.runs) {
    const r = a.run.runs[k]!;
    if (r.waiting && !r.ended && ctx.s.records[id]?.record?.steps.some((x) => x.op === 'gather' && x.ship === r.ship)) members.push(r);
  }
  const short = members.filter((m) => !finishShip(ctx, m.ship)).map((m) => m.ship);
  // 11.52: a member short of coal took part in the squadron's raids, which are void with it.
  if (short.length) {
    const voided = run.raids.filter((r) => r.squadron?.some((x) => short.includes(x)));
    run.raids = run.raids.filter((r) => !voided.includes(r));
    restoreRaids(ctx, id, voided);
  }
  delete a.squadron;
  finishShip(ctx, id);
}

/** A ship's end-of-activity bookkeeping: repair, refit, coaling (11.52; void raids give their points back). False if it failed to coal. */
function finishShip(ctx: Ctx, id: string): boolean {
  const a = ctx.s.activity!;
  const st = ctx.s.confederate[id]!;
  const run = a.run.runs[id]!;
  run.ended = true;
  const wholeTurnInPort = run.startedInPort && !run.leftPort && st.port !== null;
  if (st.status === 'inPlay' && wholeTurnInPort) {
    a.run.wholeTurnInPort.push(id);
    if (run.repaired) repairInPort(ctx, id);
    if (run.refitted) {
      a.run.refitted.push(id);
      refitInPort(ctx, id);
    }
  }
  // 11.5, 11.52: a ship at sea must coal often enough, or its raids this turn are void.
  return checkCoaling(ctx, id, run, wholeTurnInPort);
}
