import type { GameData } from '../../data/gameData';
import type { PublicState } from '../view';
import type { ActivityRecord, RecordStep } from '../record';
import { confederateAllowance } from '../rules/allowance';
import { portOk, usablePorts } from '../rules/prestige';
import { isAdjacent, yearOf } from '../queries';
import { SHIP, raidsOneArea } from '../special';
import { declaredAgainst } from '../rules/europe';
import { prizeCoalCounts, prizeCoalProblems } from '../rules/georgia';
import { raidsCoastalOnly } from '../rules/raidRestrictions';
import type { PortNation } from '../../data/schema/index';
import { own } from '../../data/ids';
import { canRefitAt, refitTurnsLeft } from '../rules/refitInternment';
import { coalForecast } from './coalForecast';
import { raidMeanUnder, turnsWhalingCounter } from '../rules/raiding';

// Checks an Activity Record before it is sealed (4.3) and lists every problem with its rule.
// The record is checked against what the Confederate knows when writing it: the map, the
// prestige levels, the blockades already standing; searches and fights cannot be foreseen.

export interface RecordProblem {
  step: number | null;
  rule: string;
  message: string;
}

/** Steps a record may hold once it has gathered a squadron (4.52). */
const SQUADRON_STEPS: RecordStep['op'][] = ['move', 'raid', 'gather'];
/** No steps (shared, never written). */
const NO_STEPS: readonly RecordStep[] = [];

export function recordCost(step: RecordStep, ctx: { inCsaPort: boolean; blockaded: boolean }): number {
  switch (step.op) {
    case 'move':
    case 'raid':
    case 'commission':
      return 1; // 4.13
    case 'enterPort':
      return step.nation === 'CSA' ? 1 : 0; // 4.4, 7.1: running the blockade in
    case 'leavePort':
      return ctx.inCsaPort || ctx.blockaded ? 1 : 0; // 7.0, 7.1, 7.21: one MP however many blockaders
    default:
      return 0;
  }
}

/**
 * Where a record starts, as the Confederate writes it: the ship's port, or for a raider at sea
 * in Europe with a declared blockader the port 6.3 will put it in; and whether leaving that port
 * runs a neutral blockade (7.21: blockaders on the map, or the declared one to come, 6.3).
 * The check (validateRecord, recordMp) and the run (the executor) charge the run alike (4.13).
 */
export function recordStart(data: GameData, s: PublicState, shipId: string): { port: PortNation | null; blockade: boolean } {
  const st = s.confederate[shipId];
  if (!st) return { port: null, blockade: false };
  const declared = declaredAgainst(s, shipId);
  const port = st.port ?? (declared && st.area ? (data.areas[st.area]?.ports[0]?.nation ?? null) : null);
  const blockade = port !== null && (declared || st.blockadedBy.some((f) => s.federal[f]?.where === 'map'));
  return { port, blockade };
}

/**
 * Every problem of the record (4.3), in order; empty when it is legal. `firstOnly`: stop at the
 * first problem found, for a caller that asks only whether the record is legal (the random bot
 * tries several records a ship, most of them illegal): empty exactly when the full list is.
 */
export function validateRecord(data: GameData, s: PublicState, record: ActivityRecord, firstOnly = false): RecordProblem[] {
  const out: RecordProblem[] = [];
  const bad = (step: number | null, rule: string, message: string) => out.push({ step, rule, message });
  const ship = own(data.confederate, record.ship);
  const st = own(s.confederate, record.ship);
  if (!ship || !st || st.status !== 'inPlay') return [{ step: null, rule: '4.3', message: `${ship?.name ?? record.ship} is not in play` }];
  const steps = record.steps;
  // One pass for the prize coal's step and the whole-turn steps (most records have neither).
  let coal = -1,
    stays = false;
  for (let i = 0; i < steps.length; i++) {
    const op = steps[i]!.op;
    if (op === 'capturedCoal' && coal < 0) coal = i;
    else if (op === 'repair' || op === 'refit') stays = true;
  }
  if (coal >= 0) for (const m of prizeCoalProblems(record.ship, st, coal)) bad(coal, '11.53', m);
  const allowance = confederateAllowance(data, s, record.ship, coal >= 0 && prizeCoalCounts(record.ship));
  const stayOps = stays ? steps.filter((x) => x.op === 'repair' || x.op === 'refit') : NO_STEPS;
  if (st.forcedRepairTurn === s.turn && (steps.length !== 1 || steps[0]!.op !== 'repair'))
    bad(null, '10.52', `${ship.name} must spend this turn repairing in France and do nothing else`);
  if (stayOps.length) {
    // 8.22, 11.31: a repair or refit is a whole Game Turn spent in the port.
    if (!st.port) bad(steps.indexOf(stayOps[0]!), '11.31', 'a repair or refit needs the whole turn in port, and the ship is at sea');
    const others = steps.filter((x) => x.op !== 'repair' && x.op !== 'refit' && x.op !== 'commission');
    if (others.length) bad(steps.indexOf(others[0]!), '8.22', 'a ship repairing or refitting stays in port the whole turn');
    for (const op of stayOps) {
      const use = op.op as 'repair' | 'refit';
      if (st.port && !['CSA', 'England', 'France'].includes(st.port))
        bad(steps.indexOf(op), use === 'refit' ? '11.31' : '8.22', `only Confederate, English and French ports can ${use}`);
      else if (st.port && st.area && !usablePorts(data, s, st.area, use, record.ship).some((p) => p.nation === st.port))
        bad(steps.indexOf(op), '9.3', `the ${st.port} port in ${st.area} cannot ${use} the ${ship.name} now`);
      if (use === 'repair' && st.damage === 0 && st.forcedRepairTurn !== s.turn) bad(steps.indexOf(op), '8.22', `${ship.name} has no damage to repair`);
    }
    if (new Set(stayOps.map((x) => x.op)).size !== stayOps.length) bad(null, '8.22', 'repair or refit is listed twice');
  }
  if (firstOnly && out.length) return out;

  let area = st.area!;
  // 6.3: a raider at sea in Europe that a Federal ship has been declared against will be in port
  // (blockaded) when its record runs, so the record starts from that port and must leave it.
  const start = recordStart(data, s, record.ship);
  let port = start.port;
  let left = false;
  let mp = 0;
  // The areas raided so far: a list, not a set (a record raids a few areas at most, and the
  // random bot checks ~240 records a game).
  const raided: string[] = [];
  let commissioned = st.commissioned;
  let squadron = false;
  // After a move to an area the map lacks, nothing later can be checked against the map (2.11).
  let offMap = false;
  for (let i = 0; i < steps.length; i++) {
    if (offMap || (firstOnly && out.length)) break;
    const step = steps[i]!;
    // 4.52: once gathered, the squadron only sails on: moving, raiding, gathering more ships.
    if (squadron && !SQUADRON_STEPS.includes(step.op))
      bad(i, '4.52', `after gathering a squadron the record may only move, raid or gather; "${step.op}" is not one of them`);
    const cost = recordCost(step, { inCsaPort: port === 'CSA', blockaded: start.blockade && !left });
    switch (step.op) {
      case 'move': // 5.45: the raid restrictions never limit where a ship may sail
        if (port) bad(i, '4.4', `leave the port before moving to ${step.to}`);
        // An area adjacent to a map area is on the map (the data's cross-check holds every
        // neighbour to be an area), so the map is searched only for an area that is not adjacent.
        if (!isAdjacent(data, area, step.to)) {
          if (!own(data.areas, step.to)) {
            bad(i, '2.11', `no Movement Area ${step.to}`);
            offMap = true;
          } else bad(i, '4.12', `${step.to} is not adjacent to ${area}`);
        }
        area = step.to;
        break;
      case 'raid': {
        const a = data.areas[area];
        if (port) bad(i, '5.0', 'a ship raids at sea, not from a port');
        if (!commissioned) bad(i, '5.46', `${ship.name} is uncommissioned and cannot raid`);
        if (ship.type === 'IC') bad(i, '5.41', 'ironclads may not raid');
        if (area.startsWith('D') && raidsCoastalOnly(record.ship, ship.type, st, s.turn))
          bad(i, '5.41', `${ship.type === 'Aux' ? 'Auxiliaries' : 'gunboats'} raid only coastal areas`);
        if (ship.type === 'Aux' && a && a.density < 1) bad(i, '5.43', 'Auxiliaries raid only areas with shipping density 1 or more');
        const again = raided.includes(area);
        if (again) bad(i, '5.0', `${area} can be raided only once per turn by each ship`);
        if (raidsOneArea(record.ship, ship.type) && raided.length >= 1 && !again) bad(i, '5.42', `${ship.name} can raid only one Movement Area each Game Turn`);
        if (!again) raided.push(area);
        break;
      }
      case 'enterPort': {
        if (port) bad(i, '4.4', 'the ship is already in port');
        const a = data.areas[area];
        if (!a?.ports.some((p) => p.nation === step.nation)) bad(i, '4.4', `${area} has no ${step.nation} port`);
        if (step.nation === 'USA') bad(i, '2.12', 'Confederate ships cannot enter Federal ports');
        const csa = step.nation === 'CSA' ? a?.ports.find((p) => p.nation === 'CSA') : undefined;
        if (csa && !portOk(data, s, a!, csa, 'coal', record.ship)) bad(i, '4.41', `the Confederate port in ${area} has been lost to the land war`);
        port = step.nation;
        break;
      }
      case 'leavePort':
        if (!port) bad(i, '4.4', 'the ship is not in port');
        if (!commissioned && port === 'England' && s.cpl.E < -19) bad(i, '9.34', 'no uncommissioned ship may leave England while its CPL is below -19');
        if (!commissioned && port === 'France' && s.cpl.F < -6) bad(i, '9.35', 'no uncommissioned ship may leave France while its CPL is below -6');
        port = null;
        left = true;
        break;
      case 'commission': {
        if (commissioned) bad(i, '10.51', `${ship.name} is already commissioned`);
        const usable = usablePorts(data, s, area, 'commission', record.ship); // asked once for both kinds of port
        const csa = port === 'CSA' && usable.some((p) => p.nation === 'CSA');
        const neutral = usable.some((p) => p.nation !== 'CSA');
        if (!csa && !neutral) bad(i, '10.51', `no port in ${area} can commission the ${ship.name} now`);
        if (!csa && s.neutralCommissionYears.includes(yearOf(data, s.turn)))
          bad(i, '10.51', `a ship has already been commissioned at a neutral port in ${yearOf(data, s.turn)}`);
        commissioned = true;
        break;
      }
      case 'gather': {
        const other = own(data.confederate, step.ship) ? (own(s.confederate, step.ship) ?? null) : null;
        if (!other || other.status !== 'inPlay') bad(i, '4.52', `no Confederate ship "${step.ship}" is in play to join a squadron`);
        else if (step.ship === record.ship) bad(i, '4.52', `${ship.name} cannot join its own squadron`);
        else if (step.ship === SHIP.stonewall || record.ship === SHIP.stonewall) bad(i, '11.61', 'the Stonewall moves alone in the Record Phase');
        if (port) bad(i, '4.52', 'a squadron forms at sea: leave the port first');
        squadron = true;
        break;
      }
      default:
        break;
    }
    mp += cost;
  }
  if (firstOnly && out.length) return out;
  if (mp > allowance) bad(null, '4.13', `the record needs ${mp} Movement Points; ${ship.name} has ${allowance}`);
  return out;
}

/**
 * What a legal record does in vain, for the record editor: a raid where the shipping density is
 * 0 takes nothing (5.11; issue 48.2); 11.52's raids by a ship that cannot
 * raid until refitted are void (recorded activity is still carried out and costs its MP, 4.3);
 * a route short of coal (11.51) voids this turn's raids and stops raiding until a refit (11.52);
 * 11.3's last turn of a refit period ending outside a refit port.
 */
export function recordWarnings(data: GameData, s: PublicState, record: ActivityRecord): RecordProblem[] {
  const st = s.confederate[record.ship];
  if (!st || st.status !== 'inPlay') return [];
  const name = data.confederate[record.ship]?.name ?? record.ship;
  const out: RecordProblem[] = st.canRaid
    ? []
    : record.steps.flatMap((step, i) =>
        step.op === 'raid'
          ? [{ step: i, rule: '11.52', message: `${name} cannot raid until refitted: this raid is void and only spends its Movement Point` }]
          : [],
      );
  // 5.11: a raid where the shipping density is 0 takes nothing (the Raid Table has no column for
  // it), unless it is a Sloop's first raid on a face-down whaling counter there (5.31), which
  // raids at the counter's density; an Auxiliary may not raid there at all (5.43, refused above).
  if (st.canRaid && st.area) {
    let area = st.area;
    const whaling = new Set(s.whaling.filter((w) => !w.revealed).map((w) => w.area));
    const type = own(data.confederate, record.ship)?.type;
    const sloop = type !== undefined && turnsWhalingCounter(type);
    for (const [i, step] of record.steps.entries()) {
      if (step.op === 'move') area = step.to;
      if (step.op !== 'raid') continue;
      if (sloop && whaling.delete(area)) continue;
      const density = own(data.areas, area)?.density;
      if (density !== undefined && raidMeanUnder(data, s.options, density, false) === 0)
        out.push({
          step: i,
          rule: '5.11',
          message: `a raid in ${area} takes nothing: its shipping density is ${density}, and the raid only spends its Movement Point`,
        });
    }
  }
  // 11.52 foreseen: a route short of coal voids the turn's raids and bars raiding until a refit.
  const coal = st.canRaid ? coalForecast(data, s, record) : null;
  if (coal?.needsCoal && coal.coal < coal.need) {
    const raids = record.steps.filter((x) => x.op === 'raid').length;
    const short = `the route reaches ${coal.coal} of the ${coal.need} coaling${coal.need === 1 ? '' : 's'} the ${name} needs this turn (11.51)`;
    out.push({
      step: null,
      rule: '11.52',
      message: raids
        ? `${short}: its ${raids === 1 ? 'raid' : `${raids} raids`} will be void, and it cannot raid again until refitted`
        : `${short}: it cannot raid again until refitted`,
    });
  }
  const last = lastTurnAtSea(data, s, record);
  if (last)
    out.push({
      step: null,
      rule: '11.3',
      message: `this is the last Game Turn of the ${name}'s refit period: unless it ends in a port that can refit it (a Confederate port, England or France), it is ${last.port ? 'interned' : 'sunk'} at the end of the turn`,
    });
  return out;
}

/**
 * 11.3: where the record leaves the ship when this turn ends its refit period outside a port
 * that can refit it (null when the turn is wholly in port, is not the last, or ends in such a port).
 */
function lastTurnAtSea(data: GameData, s: PublicState, record: ActivityRecord): { area: string; port: PortNation | null } | null {
  const st = s.confederate[record.ship]!;
  if (!st.area || refitTurnsLeft(data, s, record.ship) > 1) return null;
  let area = st.area;
  let port = st.port;
  let sailed = !port;
  for (const step of record.steps) {
    if (step.op === 'move') {
      area = step.to;
      sailed = true;
    }
    if (step.op === 'leavePort') {
      port = null;
      sailed = true;
    }
    if (step.op === 'enterPort') port = step.nation;
  }
  if (!sailed) return null;
  return port && canRefitAt(data, s, record.ship, area, port) ? null : { area, port };
}

/** 10.51: whether the record commissions the ship at a neutral port (not in a Confederate port). */
export function usesNeutralCommission(s: PublicState, record: ActivityRecord): boolean {
  let port = s.confederate[record.ship]?.port ?? null;
  for (const step of record.steps) {
    if (step.op === 'enterPort') port = step.nation;
    if (step.op === 'leavePort') port = null;
    if (step.op === 'commission') return port !== 'CSA';
  }
  return false;
}

/** Movement Points the record spends if nothing interrupts it. */
export function recordMp(data: GameData, s: PublicState, record: ActivityRecord): number {
  const start = recordStart(data, s, record.ship);
  let port = start.port;
  let left = false;
  let mp = 0;
  for (const step of record.steps) {
    mp += recordCost(step, { inCsaPort: port === 'CSA', blockaded: start.blockade && !left });
    if (step.op === 'enterPort') port = step.nation;
    if (step.op === 'leavePort') {
      port = null;
      left = true;
    }
  }
  return mp;
}
