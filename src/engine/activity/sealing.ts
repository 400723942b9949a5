import { clonePlain } from '../clone';
import type { Ctx } from '../context';
import { refuse } from '../context';
import { canonicalRecord, commitment, verifyCommitment } from './seal';
import type { GameData } from '../../data/gameData';
import type { GameState } from '../types';
import type { PublicState } from '../view';
import type { ActivityRecord } from '../record';
import { usesNeutralCommission, validateRecord } from './validate';
import { yearOf } from '../queries';
import { formatRecord } from './notation';
import { runStonewallNow } from './executor';
import { excerpt, own } from '../../data/ids';
import { SHIP } from '../special';
import { squadronProblems } from './squadron';
import { shipStates } from '../shipIds';
import { mapPacked } from '../../lib/packed';

// 4.3: the Confederate Activity Record Phase ends when the records are sealed. A record with
// any problem refuses the whole seal, listing every problem; ships without a record stay put.

export const STANDING_DEFAULT = { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } } as const;

/**
 * Every problem that stops these records being sealed in this state (4.3, 4.31, 10.51); empty = legal.
 * `firstOnly`: stop at the first problem, for a caller that asks only whether the seal is legal.
 */
export function recordProblems(data: GameData, s: PublicState, records: ActivityRecord[], firstOnly = false): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const r of records) {
    const name = own(data.confederate, r.ship)?.name ?? excerpt(r.ship);
    if (seen.has(r.ship)) problems.push(`${name}: two records (4.31)`);
    seen.add(r.ship);
    for (const p of validateRecord(data, s, r, firstOnly)) problems.push(`${name}${p.step === null ? '' : ` step ${p.step + 1}`}: ${p.message} (${p.rule})`);
    if (firstOnly && problems.length) return problems;
  }
  for (const p of squadronProblems(data, s, records))
    problems.push(`${data.confederate[p.ship]?.name ?? p.ship} step ${p.step + 1}: ${p.message} (${p.rule}${p.rule === '4.52' ? '' : ', 4.52'})`);
  // 10.51: one neutral-port commissioning a calendar year, across all the records together.
  const neutral = records.filter((r) => usesNeutralCommission(s, r));
  if (neutral.length > 1)
    problems.push(
      `${neutral.map((r) => own(data.confederate, r.ship)?.name ?? r.ship).join(' and ')}: only one ship may be commissioned at a neutral port in ${yearOf(data, s.turn)} (10.51)`,
    );
  return problems;
}

/**
 * The record of a ship the Confederate wrote none for: it stays put, except that the
 * Rappahannock on her arrival turn repairs in France, which 10.52 makes compulsory.
 */
export function defaultRecord(s: GameState, ship: string): ActivityRecord {
  const steps: ActivityRecord['steps'] = s.confederate[ship]?.forcedRepairTurn === s.turn ? [{ op: 'repair' }] : [];
  return { ship, steps, standing: clonePlain(STANDING_DEFAULT) as ActivityRecord['standing'] };
}

export function sealRecords(ctx: Ctx, records: ActivityRecord[], salt: string): void {
  const { s, data } = ctx;
  const problems = recordProblems(data, s, records);
  if (problems.length) refuse('invalidRecord', '4.3', `the records cannot be sealed:\n${problems.join('\n')}`);
  const seen = new Set(records.map((r) => r.ship));
  const all: ActivityRecord[] = [...records];
  for (const st of shipStates(s.confederate)) {
    if (st.status === 'inPlay' && !seen.has(st.id)) all.push(defaultRecord(s, st.id));
  }
  s.records = {};
  for (const r of all) {
    const shipSalt = `${salt}:${r.ship}`;
    s.records[r.ship] = { commitment: commitment(r, shipSalt), record: r, salt: shipSalt, revealed: false };
    const open = r.ship === SHIP.stonewall; // 11.61: she moves now, in plain sight
    if (!ctx.quiet)
      ctx.emit('4.3', 'recordWritten', `${data.confederate[r.ship]!.name}: ${formatRecord(data, s, r)}`, {
        ships: [r.ship],
        ...(open ? {} : { secretTo: 'confederate' as const }),
      });
  }
  if (!ctx.quiet) ctx.emit('4.3', 'sealed', `the Confederate seals ${all.length} Activity Record${all.length === 1 ? '' : 's'}`);
  runStonewallNow(ctx);
}

/**
 * Remote play: the seal as the Federal client receives it, commitments only (4.3), plus the
 * Stonewall's record, which is carried out in the open at once (11.61). The records arrive at
 * the Activity Phase (fillRevealed) and are checked against these commitments.
 */
export function sealCommitments(ctx: Ctx, commitments: { ship: string; commitment: string }[], open: ActivityRecord[]): void {
  const { s, data } = ctx;
  const inPlay = mapPacked(
    Object.values(s.confederate).filter((c) => c.status === 'inPlay'),
    (c) => c.id,
  );
  const ships = mapPacked(commitments, (c) => c.ship);
  if (new Set(ships).size !== ships.length || ships.length !== inPlay.length || !inPlay.every((id) => ships.includes(id))) {
    refuse(
      'invalidSeal',
      '4.3',
      `a seal needs one commitment for each Confederate ship in play (${inPlay.join(', ')}), not ${excerpt(ships.join(', ')) || 'none'}`,
    );
  }
  if (open.some((r) => r.ship !== SHIP.stonewall)) refuse('invalidSeal', '11.61', "only the Stonewall's record is shown at sealing");
  if (s.confederate[SHIP.stonewall]?.status === 'inPlay' && !open.length) refuse('invalidSeal', '11.61', "the Stonewall's record must be shown at sealing");
  const problems = recordProblems(data, s, open);
  if (problems.length) refuse('invalidRecord', '4.3', `the records cannot be sealed:\n${problems.join('\n')}`);
  s.records = {};
  for (const c of commitments) {
    const r = open.find((o) => o.ship === c.ship) ?? null;
    s.records[c.ship] = { commitment: c.commitment, record: r, salt: null, revealed: false };
    if (r) ctx.emit('4.3', 'recordWritten', `${data.confederate[r.ship]!.name}: ${formatRecord(data, s, r)}`, { ships: [r.ship] });
  }
  ctx.emit('4.3', 'sealed', `the Confederate seals ${commitments.length} Activity Record${commitments.length === 1 ? '' : 's'}`);
  runStonewallNow(ctx);
}

/**
 * Remote play: puts revealed records and salts into a state that holds only their commitments,
 * each checked against its commitment (4.3). Gives the problems, or the new state.
 */
export function fillRevealed(
  state: GameState,
  reveals: { ship: string; record: ActivityRecord; salt: string }[],
): { ok: true; state: GameState } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const next = clonePlain(state);
  const given = new Set<string>();
  for (const r of reveals) {
    const slot = own(next.records, r.ship);
    if (!slot) {
      problems.push(`${excerpt(r.ship)}: no record of this ship was sealed`);
      continue;
    }
    if (given.has(r.ship)) problems.push(`${r.ship}: revealed twice`);
    given.add(r.ship);
    if (r.record.ship !== r.ship) problems.push(`${r.ship}: the record revealed is for ${r.record.ship}`);
    if (!verifyCommitment(r.record, r.salt, slot.commitment)) {
      problems.push(`${r.ship}: the record revealed does not match its commitment`);
      continue;
    }
    if (slot.record && canonicalRecord(slot.record) !== canonicalRecord(r.record)) problems.push(`${r.ship}: differs from the record shown at sealing (11.61)`);
    slot.record = clonePlain(r.record);
    slot.salt = r.salt;
  }
  for (const [ship, slot] of Object.entries(next.records)) if (!slot.record || !slot.salt) problems.push(`${ship}: not revealed`);
  return problems.length ? { ok: false, problems } : { ok: true, state: next };
}
