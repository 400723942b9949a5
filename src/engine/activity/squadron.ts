import type { GameData } from '../../data/gameData';
import type { Ctx } from '../context';
import type { GameState } from '../types';
import type { PublicState } from '../view';
import type { ActivityRecord } from '../record';
import { confederateAllowance } from '../rules/allowance';
import { squadronName, squadronShips } from '../rules/squadrons';
import { validateRecord } from './validate';
import { SHIP } from '../special';
import { own } from '../../data/ids';

// 4.5, 4.52: Confederate squadrons. Ships that occupy the same Movement Area may stack during the
// Activity Phase and from then on move, are searched for, escape and fight as one ship (4.5).
// In the record a leader writes `gather:SHIP` at the point where SHIP joins it. SHIP's own
// record runs first (the executor orders members before their leader) and must leave it at sea
// in that area; from the gather on, SHIP follows the leader's record. The squadron spends its
// Movement Points together, so no member may exceed its own allowance (4.11): in effect the
// squadron moves at its slowest member's allowance. Judgment calls, documented in
// docs/reconstruction.md: a squadron forms at sea; it cannot shelter in a port (4.4 puts each
// raider in its own port and 7.23 lets a Federal ship blockade a single port); it raids as one
// ship (one die, the leader's table column), and only where every member may raid; the squadron
// lasts to the end of the leader's record.

/** The ships a leader's record gathers, in order. */
export function gathered(r: ActivityRecord | null | undefined): string[] {
  const out: string[] = [];
  if (r) for (const x of r.steps) if (x.op === 'gather') out.push(x.ship);
  return out;
}

/** The leader whose record gathers this ship, among the records given (asked at every ship's turn, 4.12: no list is built). */
export function leaderOf(records: Iterable<ActivityRecord | null | undefined>, ship: string): string | null {
  for (const r of records) if (r) for (const x of r.steps) if (x.op === 'gather' && x.ship === ship) return r.ship;
  return null;
}

/** Where a record leaves its ship, and the Movement Points it spends, if nothing interrupts it. */
function endOf(_data: GameData, s: PublicState, r: ActivityRecord): { area: string; port: string | null } {
  const st = s.confederate[r.ship]!;
  let area = st.area!;
  let port: string | null = st.port;
  for (const x of r.steps) {
    if (x.op === 'move') area = x.to;
    else if (x.op === 'enterPort') port = x.nation;
    else if (x.op === 'leavePort') port = null;
  }
  return { area, port };
}

/** The area the leader is in when its record reaches step `index`. */
function areaAt(s: PublicState, r: ActivityRecord, index: number): string {
  let area = s.confederate[r.ship]!.area!;
  for (const x of r.steps.slice(0, index)) if (x.op === 'move') area = x.to;
  return area;
}

/**
 * 4.52: the problems of the squadrons these records form, across the records (each record's
 * own steps are checked by validateRecord). A ship without a record here stays where it is.
 */
export interface SquadronProblem {
  ship: string;
  step: number;
  rule: string;
  message: string;
}

export function squadronProblems(data: GameData, s: PublicState, records: ActivityRecord[]): SquadronProblem[] {
  const out: SquadronProblem[] = [];
  if (!records.some((r) => r.steps.some((x) => x.op === 'gather'))) return out; // no squadron formed: nothing to check (most seals)
  const byShip = new Map(records.map((r) => [r.ship, r] as const));
  const name = (id: string) => data.confederate[id]?.name ?? id;
  const joinedBy = new Map<string, string>();
  for (const leader of records) {
    leader.steps.forEach((step, i) => {
      if (step.op !== 'gather') return;
      const id = step.ship;
      const bad = (rule: string, message: string) => out.push({ ship: leader.ship, step: i, rule, message });
      const st = own(s.confederate, id);
      if (!st || !own(data.confederate, id) || st.status !== 'inPlay' || id === leader.ship || id === SHIP.stonewall) return; // validateRecord names these
      const before = joinedBy.get(id);
      if (before) {
        bad('4.52', `the ${name(id)} already joins the ${name(before)}'s squadron: one stack, one squadron`);
        return;
      }
      joinedBy.set(id, leader.ship);
      const memberRecord = byShip.get(id) ?? { ship: id, steps: [], standing: leader.standing };
      if (gathered(memberRecord).length) bad('4.52', `the ${name(id)} leads a squadron of its own; a squadron has one record to follow`);
      if (memberRecord.steps.some((x) => x.op === 'repair' || x.op === 'refit'))
        bad('8.22', `the ${name(id)} spends the turn in port and cannot join a squadron`);
      const end = endOf(data, s, memberRecord);
      const meet = areaAt(s, leader, i);
      if (end.port) bad('4.52', `the ${name(id)}'s record leaves it in port; a squadron forms at sea`);
      if (end.area !== meet) bad('4.52', `the ${name(id)}'s record ends in ${end.area}, not ${meet} where the ${name(leader.ship)} gathers it`);
      // From the gather on the member sails the leader's steps: checked as the member's own,
      // so its allowance (4.11, 4.13) and its raid restrictions (5.0-5.46) hold too.
      const after = leader.steps.slice(i + 1).filter((x) => x.op !== 'gather');
      const virtual: ActivityRecord = { ship: id, steps: [...memberRecord.steps, ...after], standing: memberRecord.standing };
      const n = memberRecord.steps.length;
      for (const p of validateRecord(data, s, virtual)) {
        if (p.step !== null && p.step < n) continue; // its own record's problems are listed with it
        if (p.step === null && p.rule !== '4.13') continue;
        const at = p.step === null ? '' : ` (${name(leader.ship)}'s step ${i + 2 + after.slice(0, p.step - n).length})`;
        bad(p.rule, `in the squadron the ${name(id)}${at}: ${p.message}`);
      }
    });
  }
  for (const [member, leader] of joinedBy) {
    const i = byShip.get(leader)!.steps.findIndex((x) => x.op === 'gather' && x.ship === member);
    if (joinedBy.has(leader))
      out.push({
        ship: leader,
        step: i,
        rule: '4.52',
        message: `the ${name(leader)} joins the ${name(joinedBy.get(leader)!)}'s squadron and gathers the ${name(member)}; a squadron has one leader`,
      });
  }
  return out;
}

// ---- The squadron under way ----

/** 4.52: the member joins the current ship's squadron if it waits at sea in the same area. */
export function gatherShip(ctx: Ctx, leader: string, member: string): void {
  const { s, data } = ctx;
  const a = s.activity!;
  const st = s.confederate[member];
  const run = a.run.runs[member];
  const here = s.confederate[leader]!.area;
  const name = data.confederate[member]?.name ?? member;
  if (!st || st.status !== 'inPlay' || !run?.waiting || st.port !== null || st.area !== here) {
    ctx.emit('4.52', 'squadron', `the ${name} is not at sea in ${here} to join the ${data.confederate[leader]!.name}: the squadron sails without it`, {
      ships: [leader, member],
    });
    return;
  }
  a.squadron ??= { leader, members: [] };
  a.squadron.members.push({ ship: member, ownMp: run.mpAlone ?? 0, leaderMpAtJoin: a.mpUsed });
  ctx.emit(
    '4.52',
    'squadron',
    `the ${name} joins the ${data.confederate[leader]!.name} in ${here}: ${squadronName(ctx, squadronShips(ctx, leader))} sails as one ship`,
    { ships: [leader, member] },
  );
}

/**
 * 4.11, 4.52: the first squadron member whose allowance `cost` more Movement Points would
 * exceed, with its figures; null when every member can go on.
 */
export function memberOverAllowance(ctx: Ctx, cost: number): { ship: string; used: number; allowance: number } | null {
  const a = ctx.s.activity!;
  for (const m of a.squadron?.members ?? []) {
    if (ctx.s.confederate[m.ship]?.status !== 'inPlay') continue;
    const used = m.ownMp + (a.mpUsed - m.leaderMpAtJoin) + cost;
    const allowance = confederateAllowance(ctx.data, ctx.s, m.ship, a.run.runs[m.ship]?.capturedCoal ?? false);
    if (used > allowance) return { ship: m.ship, used, allowance };
  }
  return null;
}

/** Orders the queue so that every gathered ship runs its own record before its leader (4.52). */
export function membersFirst(s: GameState, queue: string[]): string[] {
  // The gathered ships of every sealed record, found in one walk (sealedLeaderOf's test: some
  // record gathers the ship), not one walk of every record per ship of the queue.
  const gatheredShips = new Set<string>();
  for (const k in s.records) {
    const r = s.records[k]!.record;
    if (r) for (const x of r.steps) if (x.op === 'gather') gatheredShips.add(x.ship);
  }
  if (gatheredShips.size === 0) return [...queue]; // no squadron this turn (most turns): the order stays
  const members = queue.filter((id) => gatheredShips.has(id));
  return [...members, ...queue.filter((id) => !members.includes(id))];
}

/** leaderOf among the sealed records, in their order, without listing them first. */
function sealedLeaderOf(s: GameState, ship: string): string | null {
  for (const k in s.records) {
    const r = s.records[k]!.record;
    if (r) for (const x of r.steps) if (x.op === 'gather' && x.ship === ship) return r.ship;
  }
  return null;
}

/** Whether this ship's record ends by waiting for a leader still to run (4.52). */
export function waitsForLeader(s: GameState, id: string, queue: string[]): boolean {
  const leader = sealedLeaderOf(s, id);
  return leader !== null && queue.includes(leader) && s.confederate[leader]?.status === 'inPlay';
}
