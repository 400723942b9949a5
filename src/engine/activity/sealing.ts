import { clonePlain } from '../clone';
import type { Ctx } from '../context';
import { refuse } from '../context';
import { commitment } from './seal';
import type { ActivityRecord } from './types';
import { usesNeutralCommission, validateRecord } from './validate';
import { yearOf } from '../queries';
import { formatRecord } from './notation';
import { runStonewallNow } from './executor';
import { SHIP } from '../special';

// 4.3: the Confederate Activity Record Phase ends when the records are sealed. A record with
// any problem refuses the whole seal, listing every problem; ships without a record stay put.

export const STANDING_DEFAULT = { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } } as const;

export function sealRecords(ctx: Ctx, records: ActivityRecord[], salt: string): void {
  const { s, data } = ctx;
  if (s.phase !== 'confederateRecord') refuse('wrongPhase', '4.3', 'records are sealed in the Confederate Activity Record Phase');
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const r of records) {
    const name = data.confederate[r.ship]?.name ?? r.ship;
    if (seen.has(r.ship)) problems.push(`${name}: two records (4.31)`);
    seen.add(r.ship);
    for (const p of validateRecord(data, s, r)) problems.push(`${name}${p.step === null ? '' : ` step ${p.step + 1}`}: ${p.message} (${p.rule})`);
  }
  // 10.51: one neutral-port commissioning a calendar year, across all the records together.
  const neutral = records.filter((r) => usesNeutralCommission(s, r));
  if (neutral.length > 1) problems.push(`${neutral.map((r) => data.confederate[r.ship]?.name ?? r.ship).join(' and ')}: only one ship may be commissioned at a neutral port in ${yearOf(data, s.turn)} (10.51)`);
  if (problems.length) refuse('invalidRecord', '4.3', `the records cannot be sealed:\n${problems.join('\n')}`);
  const all: ActivityRecord[] = [...records];
  for (const st of Object.values(s.confederate)) {
    if (st.status === 'inPlay' && !seen.has(st.id)) all.push({ ship: st.id, steps: [], standing: clonePlain(STANDING_DEFAULT) as ActivityRecord['standing'] });
  }
  s.records = {};
  for (const r of all) {
    const shipSalt = `${salt}:${r.ship}`;
    s.records[r.ship] = { commitment: commitment(r, shipSalt), record: r, salt: shipSalt, revealed: false };
    const open = r.ship === SHIP.stonewall; // 11.61: she moves now, in plain sight
    ctx.emit('4.3', 'recordWritten', `${data.confederate[r.ship]!.name}: ${formatRecord(data, s, r)}`, { ships: [r.ship], ...(open ? {} : { secretTo: 'confederate' as const }) });
  }
  ctx.emit('4.3', 'sealed', `the Confederate seals ${all.length} Activity Record${all.length === 1 ? '' : 's'}`);
  runStonewallNow(ctx);
}
