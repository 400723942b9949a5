import type { Ctx } from '../context';
import type { AreaId } from '../../data/schema/index';
import { usablePorts } from '../rules/prestige';
import { blockadeResult, combatResult, raidResult } from '../rules/tables';
import { merchantMarineLoss, sinkConfederate } from '../rules/victory';
import { repairRefitPenalty } from '../rules/prestige';
import { yearOf } from '../queries';
import { confederateAllowance } from './allowance';
import { recordCost } from './validate';
import type { ActivityRecord, RecordStep } from './types';
import { verifyCommitment } from './seal';

// The Confederate Activity Phase (3.0 phase 4): each sealed record is revealed, checked
// against its commitment, and carried out step by step (4.12: one ship at a time).

/** Per-ship bookkeeping while its record runs; kept in the activity state so it survives saves. */
export interface ShipRun {
  ship: string;
  startedInPort: boolean;
  leftPort: boolean;
  coal: number;
  coaledAreas: AreaId[];
  raids: { area: AreaId; points: number }[];
  acceptedBlockade: boolean;
  repaired: boolean;
  refitted: boolean;
  capturedCoal: boolean;
}

export interface ActivityRun {
  runs: Record<string, ShipRun>;
  wholeTurnInPort: string[];
  refitted: string[];
}

export function startActivity(ctx: Ctx): void {
  const { s, data } = ctx;
  const queue: string[] = [];
  for (const [id, sealed] of Object.entries(s.records)) {
    // 4.3, 5.0 of the sealing rules: the record revealed must be the record sealed.
    if (!verifyCommitment(sealed.record, sealed.salt, sealed.commitment)) throw new Error(`the record of ${id} does not match its commitment`);
    sealed.revealed = true;
    if (s.confederate[id]?.status === 'inPlay') queue.push(id);
  }
  ctx.s.undo = null;
  s.activity = { queue, current: null, cursor: 0, mpUsed: 0, pending: null, run: { runs: {}, wholeTurnInPort: [], refitted: [] } };
  ctx.emit('4.3', 'reveal', `the Activity Records are revealed: ${queue.map((id) => data.confederate[id]!.name).join(', ') || 'none'}`);
}

/** Runs records until one needs a decision or all are done; true when the phase is over. */
export function runActivity(ctx: Ctx): boolean {
  const a = ctx.s.activity!;
  while (true) {
    if (a.pending) return false;
    if (!a.current) {
      const next = a.queue.shift();
      if (!next) return true;
      beginShip(ctx, next);
      continue;
    }
    const sealed = ctx.s.records[a.current]!;
    const st = ctx.s.confederate[a.current]!;
    if (st.status !== 'inPlay' || a.cursor >= sealed.record.steps.length) { endShip(ctx); continue; }
    const step = sealed.record.steps[a.cursor]!;
    a.cursor += 1;
    doStep(ctx, sealed.record, step);
  }
}

function beginShip(ctx: Ctx, id: string): void {
  const a = ctx.s.activity!;
  const st = ctx.s.confederate[id]!;
  a.current = id;
  a.cursor = 0;
  a.mpUsed = 0;
  a.run.runs[id] = { ship: id, startedInPort: st.port !== null, leftPort: false, coal: 0, coaledAreas: [], raids: [], acceptedBlockade: false, repaired: false, refitted: false, capturedCoal: false };
  coalAt(ctx, id, st.area!);
}

/** 11.51: every usable coal port of an area counts once per area; a CSA port only when entered. */
function coalAt(ctx: Ctx, id: string, area: AreaId): void {
  const run = ctx.s.activity!.run.runs[id]!;
  if (run.coaledAreas.includes(area)) return;
  const st = ctx.s.confederate[id]!;
  const ports = usablePorts(ctx.data, ctx.s, area, 'coal', id).filter((p) => p.nation !== 'CSA' || st.port === 'CSA');
  if (ports.length === 0) return;
  run.coaledAreas.push(area);
  run.coal += ports.length;
}

function doStep(ctx: Ctx, record: ActivityRecord, step: RecordStep): void {
  const { s, data } = ctx;
  const a = s.activity!;
  const id = record.ship;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const run = a.run.runs[id]!;
  const cost = recordCost(step, { inCsaPort: st.port === 'CSA', blockaded: st.blockadedBy.length > 0 });
  const allowance = confederateAllowance(data, s, id, run.capturedCoal);
  if (a.mpUsed + cost > allowance) {
    // 4.32: escapes may have used up the allowance; the rest of the record is cancelled.
    ctx.emit('4.32', 'abort', `${ship.name} has no Movement Points left (${a.mpUsed}/${allowance}); the rest of its record is cancelled`, { ships: [id] });
    a.cursor = Number.MAX_SAFE_INTEGER;
    return;
  }
  a.mpUsed += cost;
  switch (step.op) {
    case 'capturedCoal':
      run.capturedCoal = true;
      st.capturedCoalUsed = true;
      st.deepRaidTurn = s.turn + 1;
      ctx.emit('11.53', 'capturedCoal', `${ship.name} coals from a captured merchant ship: +6 Movement Points, deep-water raids next turn`, { ships: [id] });
      break;
    case 'move':
      st.area = step.to;
      ctx.emit('4.13', 'move', `${ship.name} enters ${step.to} (${a.mpUsed}/${allowance} MP)`, { ships: [id] });
      coalAt(ctx, id, step.to);
      break;
    case 'raid':
      raid(ctx, id);
      break;
    case 'enterPort':
      if (step.nation === 'CSA') runConfederateBlockade(ctx, id, 'in');
      if (st.status !== 'inPlay') return;
      st.port = step.nation;
      ctx.emit('4.4', 'enterPort', `${ship.name} enters the ${step.nation} port in ${st.area}`, { ships: [id] });
      if (step.nation === 'CSA') coalAt(ctx, id, st.area!);
      break;
    case 'leavePort':
      if (st.port === 'CSA') runConfederateBlockade(ctx, id, 'out');
      if (st.status !== 'inPlay') return;
      ctx.emit('4.4', 'leavePort', `${ship.name} leaves the ${st.port} port in ${st.area}`, { ships: [id] });
      st.port = null;
      run.leftPort = true;
      break;
    case 'commission': {
      const csa = st.port === 'CSA';
      st.commissioned = true;
      if (!csa) s.neutralCommissionYears.push(yearOf(data, s.turn));
      ctx.emit('10.51', 'commission', `${ship.name} is commissioned in ${st.area}${csa ? ' at a Confederate port' : ` (the neutral-port commissioning of ${yearOf(data, s.turn)})`}`, { ships: [id] });
      break;
    }
    case 'repair':
      run.repaired = true;
      break;
    case 'refit':
      run.refitted = true;
      break;
  }
}

/** 5.0-5.43, 5.31: the die is rolled now; the loss counts when the ship's coaling is known (11.52). */
function raid(ctx: Ctx, id: string): void {
  const { s, data } = ctx;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const area = data.areas[st.area!]!;
  const run = s.activity!.run.runs[id]!;
  let density = area.density;
  let note = `density ${density}`;
  const w = s.whaling.find((x) => x.area === area.id && !x.revealed);
  if (w && (ship.type === 'S' || ship.type === 'SS')) {
    // 5.31: the first Sloop raid turns the counter face up and uses its density, then removes it.
    density = data.files.whaling.counters[w.counter]!.density;
    w.revealed = true;
    s.whaling = s.whaling.filter((x) => x !== w);
    note = `whaling counter revealed: density ${density} (5.31)`;
  } else if (ship.type === 'Aux' && area.id !== 'C9') {
    density = Math.min(density, 1);
    note = 'an Auxiliary raids at density 1 (5.43)';
  }
  let die = ctx.roll();
  const dice = [die];
  if (!st.canRaid) {
    ctx.emit('11.52', 'raid', `${ship.name} raids ${area.id} but, short of coal since its last refit, takes nothing`, { ships: [id], dice });
    return;
  }
  if (s.semmes.status === 'aboard' && s.semmes.ship === id && !s.semmesRerollUsed && s.records[id]!.record.standing.semmesReroll.raid && die <= 2) {
    s.semmesRerollUsed = true;
    die = ctx.roll();
    dice.push(die);
    note += `, Semmes rerolls (11.74)`;
  }
  const points = raidResult(data, die, density);
  run.raids.push({ area: area.id, points });
  if (area.pacific) s.pacificRaided = true;
  ctx.emit('5.11', 'raid', `${ship.name} raids ${area.id} (${note}), die ${die}: ${points} merchant marine point${points === 1 ? '' : 's'}`, { ships: [id], dice });
}

/** 7.11: running the blockade of a Confederate port: one firing segment if the table says so. */
function runConfederateBlockade(ctx: Ctx, id: string, direction: 'in' | 'out'): void {
  const { s, data } = ctx;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const year = yearOf(data, s.turn);
  const die = ctx.roll();
  const { roll, gunnery } = blockadeResult(data, die, year, direction);
  if (gunnery === null) {
    ctx.emit('7.11', 'blockadeRun', `${ship.name} runs the blockade ${direction} of ${st.area} (die ${die}, modified ${roll}): unseen`, { ships: [id], dice: [die] });
    return;
  }
  const fire = ctx.roll();
  const damage = combatResult(data, fire, gunnery);
  st.damage += damage;
  ctx.emit('7.11', 'blockadeRun', `${ship.name} runs the blockade ${direction} of ${st.area} (die ${die}, modified ${roll}): blockaders of gunnery ${gunnery} fire, die ${fire}: ${damage} damage`, { ships: [id], dice: [die, fire] });
  if (st.damage >= ship.defense) sinkConfederate(ctx, id, '8.13', `sunk running the blockade with ${st.damage} damage against defense ${ship.defense}`);
}

function endShip(ctx: Ctx): void {
  const { s, data } = ctx;
  const a = s.activity!;
  const id = a.current!;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const run = a.run.runs[id]!;
  a.current = null;
  const wholeTurnInPort = run.startedInPort && !run.leftPort && st.port !== null;
  if (st.status === 'inPlay') {
    if (wholeTurnInPort) {
      a.run.wholeTurnInPort.push(id);
      if (run.repaired) {
        st.damage = 0;
        if (st.forcedRepairTurn === s.turn) st.forcedRepairTurn = null;
        ctx.emit('8.22', 'repair', `${ship.name} is repaired in the ${st.port} port in ${st.area}`, { ships: [id] });
        if (st.port === 'England' || st.port === 'France') repairRefitPenalty(ctx, st.port, `${ship.name} repaired in ${st.port}`);
      }
      if (run.refitted) {
        a.run.refitted.push(id);
        ctx.emit('11.31', 'refit', `${ship.name} is refitted in the ${st.port} port in ${st.area}`, { ships: [id] });
        if (st.port === 'England' || st.port === 'France') repairRefitPenalty(ctx, st.port, `${ship.name} refitted in ${st.port}`);
      }
    }
  }
  // 11.5, 11.52: a ship at sea must coal often enough, or its raids this turn are void.
  const needsCoal = !wholeTurnInPort && !run.acceptedBlockade && ship.coaling > 0;
  const coaled = !needsCoal || run.coal >= ship.coaling;
  if (!coaled && st.status === 'inPlay') {
    st.canRaid = false;
    ctx.emit('11.52', 'coal', `${ship.name} found ${run.coal} of ${ship.coaling} coalings: its raids this turn are void and it cannot raid again until refitted`, { ships: [id] });
  }
  const total = run.raids.reduce((n, r) => n + r.points, 0);
  if (coaled && total > 0) merchantMarineLoss(ctx, total, `${ship.name}: raids in ${run.raids.map((r) => `${r.area} (${r.points})`).join(', ')}`);
  if (coaled && total > 0) ctx.emit('5.21', 'merchantMarine', `${ship.name}'s raids cost the U.S. merchant marine ${total} points: ${s.merchantMarine} remain`, { ships: [id] });
}
