import type { GameData } from '../data/gameData';
import { own } from '../data/ids';
import type { PublicState } from './view';
import type { ActivityRecord, RecordStep } from './record';
import { recordMp, validateRecord } from './activity/validate';
import { squadronProblems } from './activity/squadron';
import { confederateAllowance } from './rules/allowance';
import { usablePorts } from './rules/prestige';
import { adjacent } from './queries';
import { SHIP } from './special';

// The Activity Record as it is being written (4.3): given the steps so far, which step may come
// next. A step is offered when the record's own check (validateRecord) finds nothing wrong with
// it at its place; the checks across records (4.52 squadrons, 10.51 one neutral commissioning a
// year) are made when the records are sealed.

export interface RecordNext {
  /** Where the steps so far leave the ship (an area the map lacks ends the route, 2.11). */
  end: { area: string; port: string | null };
  /** 4.13: Movement Points the steps spend, and the allowance (11.53: with Georgia's prize coal if recorded). */
  mp: { used: number; of: number };
  /** Steps that may come next, in a fixed order: moves (map order), raid, ports, leave, commission, refit, repair, prize coal, gathers (4.52). */
  steps: RecordStep[];
  /** 11.51: areas on the route so far with a coal port the ship may use now (not counting a Confederate port), and how many. */
  coal: { area: string; ports: number }[];
}

/** Where a record's steps leave its ship. */
export function recordEnd(data: GameData, v: PublicState, shipId: string, steps: readonly RecordStep[]): { area: string; port: string | null } {
  const st = own(v.confederate, shipId);
  let area = st?.area ?? '';
  let port: string | null = st?.port ?? null;
  for (const s of steps) {
    if (s.op === 'move' && !own(data.areas, s.to)) break;
    if (s.op === 'move') area = s.to;
    else if (s.op === 'enterPort') port = s.nation;
    else if (s.op === 'leavePort') port = null;
  }
  return { area, port };
}

/** 11.51: coal ports the ship may use along the areas its route passes (Confederate ports aside). */
export function coalOnRoute(data: GameData, v: PublicState, shipId: string, steps: readonly RecordStep[]): { area: string; ports: number }[] {
  const st = own(v.confederate, shipId);
  if (!st?.area) return [];
  const route = [
    st.area,
    ...steps
      .filter((x): x is { op: 'move'; to: string } => x.op === 'move')
      .map((x) => x.to)
      .filter((a) => own(data.areas, a)),
  ];
  return [...new Set(route)]
    .map((area) => ({ area, ports: usablePorts(data, v, area, 'coal', shipId).filter((p) => p.nation !== 'CSA').length }))
    .filter((x) => x.ports > 0);
}

/**
 * The steps that may follow a partial record (see RecordNext). `others`: the other ships'
 * records as written so far; with them, gathering one of those ships (4.52) is offered where
 * the squadron checks find nothing wrong with it at this step.
 */
export function recordNext(data: GameData, v: PublicState, record: ActivityRecord, others: readonly ActivityRecord[] = []): RecordNext {
  const id = record.ship;
  const st = own(v.confederate, id);
  const steps = record.steps;
  const prize = steps.some((x) => x.op === 'capturedCoal');
  if (!st || st.status !== 'inPlay' || !st.area) return { end: { area: st?.area ?? '', port: st?.port ?? null }, mp: { used: 0, of: 0 }, steps: [], coal: [] };
  const end = recordEnd(data, v, id, steps);
  const candidates: RecordStep[] = [];
  // 10.52: a turn that must be spent repairing holds the repair and nothing else.
  if (st.forcedRepairTurn === v.turn) {
    const next: RecordStep[] = steps.some((x) => x.op === 'repair') ? [] : [{ op: 'repair' }];
    return { end, mp: { used: recordMp(data, v, record), of: confederateAllowance(data, v, id) }, steps: next, coal: coalOnRoute(data, v, id, steps) };
  }
  if (end.port) candidates.push({ op: 'leavePort' });
  else {
    for (const to of adjacent(data, end.area)) candidates.push({ op: 'move', to });
    candidates.push({ op: 'raid' });
    for (const p of own(data.areas, end.area)?.ports ?? []) if (p.nation !== 'USA') candidates.push({ op: 'enterPort', nation: p.nation });
  }
  if (!st.commissioned) candidates.push({ op: 'commission' });
  if (st.port) candidates.push({ op: 'refit' }, { op: 'repair' });
  if (id === SHIP.georgia && !st.capturedCoalUsed && steps.length === 0) candidates.push({ op: 'capturedCoal' });
  const rest = others.filter((o) => o.ship !== id);
  if (!end.port && id !== SHIP.stonewall) for (const o of rest) candidates.push({ op: 'gather', ship: o.ship });
  // A step may make an earlier one wrong (8.22, 11.31: a refit after leaving port is reported at
  // the leavePort), so a problem the steps so far did not have refuses it too.
  const had = new Set(validateRecord(data, v, record).map((p) => `${p.step}|${p.rule}`));
  const legal = candidates.filter((step) => {
    const trial = [...steps, step];
    const at = trial.length - 1;
    if (validateRecord(data, v, { ...record, steps: trial }).some((p) => p.step === at || !had.has(`${p.step}|${p.rule}`))) return false;
    return step.op !== 'gather' || !squadronProblems(data, v, [{ ...record, steps: trial }, ...rest]).some((p) => p.ship === id && p.step === at);
  });
  return {
    end,
    mp: { used: recordMp(data, v, record), of: confederateAllowance(data, v, id, prize && id === SHIP.georgia) },
    steps: legal,
    coal: coalOnRoute(data, v, id, steps),
  };
}
