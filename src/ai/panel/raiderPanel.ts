import type { GameData } from '../../data/gameData';
import {
  type ActivityRecord,
  type Command,
  type GameView,
  type PublicState,
  type RecordShip,
  type RecordStep,
  type Side,
  legalActions,
  recordProblems,
} from '../../engine/index';
import { pathToArea, portStayLimit, recordCost, refitTurnsLeft, usablePorts, usesNeutralCommission, validateRecord } from '../../engine/rules/index';
import type { Bot } from '../bot';
import { movesBetween as moves } from '../common/mapGraph';
import { RandomBot } from '../randomBot';
import { BotRandom } from '../rng';
import type { PortNation } from '../../data/schema/index';

// What the Confederate strategies of the gauntlet's panel (scripts/ai-gauntlet.ts) share. Each
// names, for every raider, an area to make for, whether to raid, and a port to end in; this
// writes the record (4.3): refit when due in a port that can (11.3, 11.31), commission where it
// may (10.51, one neutral-port commissioning a year), leave port, sail the shortest way, raid
// where it ends (5.0), enter the port named. Every record is checked by the engine's own
// validateRecord; one that fails falls back to a plainer one, and at last to the random-legal
// bot's. When its refit period is running out a raider makes for the nearest refit port instead
// (11.3: the period's last turn must end in one). Spotted, it tries to escape (6.13). It reads
// only the Confederate view.

export interface Intent {
  /** The area to make for (the shortest way, as far as the Movement Points go). */
  goal: string;
  /** Raid where the move ends (5.0). */
  raid: boolean;
  /** Stay in the port it is in (a whole turn in port, 11.41). */
  stay?: boolean;
  /** Enter a port of this nation where the move ends, if the area has one (4.4). */
  port?: PortNation;
}

export abstract class RaiderPanelBot implements Bot {
  abstract readonly name: string;
  private readonly fallback: RandomBot;
  private readonly rng: BotRandom;
  private semmesTurn = -1;
  constructor(seed: string) {
    this.fallback = new RandomBot(`${seed}:fallback`);
    this.rng = new BotRandom(seed);
  }

  /** What the strategy wants of this raider this turn. */
  protected abstract intent(data: GameData, s: PublicState, ship: RecordShip): Intent;

  next(data: GameData, v: GameView, side: Side): Command {
    if (side !== 'confederate') return { type: 'endPhase', side };
    const end: Command = { type: 'endPhase', side: 'confederate' };
    const a = legalActions(data, v, 'confederate');
    if (!a.active) return end;
    if (a.kind === 'decision') {
      const options = a.decision.options.map((o) => o.choice);
      return { type: 'decide', side: 'confederate', choice: options.includes('escape') ? 'escape' : options[0]! };
    }
    if (a.kind === 'confederatePlacement') {
      // 11.72: Semmes takes the first ship offered, once a phase.
      const ship = a.semmes.candidates[0];
      if (ship && this.semmesTurn !== v.turn) {
        this.semmesTurn = v.turn;
        return { type: 'placeSemmes', side: 'confederate', ship };
      }
      return end;
    }
    if (a.kind !== 'confederateRecord') return end;
    const s: PublicState = v;
    let neutralLeft = a.record.neutralCommissionLeft;
    const records: ActivityRecord[] = [];
    for (const ship of a.record.ships) {
      let r = this.record(data, s, ship);
      if (usesNeutralCommission(s, r)) {
        if (neutralLeft) neutralLeft = false;
        else r = this.legal(data, s, { ...r, steps: r.steps.filter((x) => x.op !== 'commission') }, ship);
      }
      records.push(r);
    }
    // The records together (10.51, 4.52) must pass too; else the random-legal bot writes them.
    if (recordProblems(data, s, records, true).length) return this.fallback.next(data, v, side);
    return { type: 'sealRecords', side: 'confederate', records, salt: this.rng.salt() };
  }

  private record(data: GameData, s: PublicState, ship: RecordShip): ActivityRecord {
    const st = s.confederate[ship.ship]!;
    if (ship.forcedRepair) return this.legal(data, s, { ship: ship.ship, steps: [{ op: 'repair' }], standing: STANDING }, ship);
    const left = refitTurnsLeft(data, s, ship.ship);
    // 11.31: refit in port when the period is nearly out (and repair with it, 8.22).
    if (ship.refitHere && st.turnsAtSea > 0 && left <= 2) {
      const steps: RecordStep[] = [{ op: 'refit' }];
      if (st.damage > 0) steps.push({ op: 'repair' });
      return this.legal(data, s, { ship: ship.ship, steps, standing: STANDING }, ship);
    }
    const refit = refitPortFor(data, s, ship, left);
    const intent = refit ?? this.intent(data, s, ship);
    return this.legal(data, s, { ship: ship.ship, steps: stepsFor(data, s, ship, intent), standing: STANDING }, ship);
  }

  /** The record if legal, else the same without its port call, then without moving, then the random bot's. */
  private legal(data: GameData, s: PublicState, r: ActivityRecord, ship: RecordShip): ActivityRecord {
    const tries = [r.steps, r.steps.filter((x) => x.op !== 'enterPort'), r.steps.filter((x) => x.op === 'commission'), []];
    for (const steps of tries) {
      const t = { ...r, steps };
      if (!validateRecord(data, s, t, true).length) return t;
    }
    return this.fallback.randomRecord(data, s, ship.ship, ship);
  }
}

const STANDING: ActivityRecord['standing'] = { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } };

/** The areas where a Federal ship stands now (4.0), one entry a ship. */
export function federalAreas(s: PublicState): string[] {
  const out: string[] = [];
  for (const f of Object.values(s.federal)) if (f.where === 'map' && f.area) out.push(f.area);
  return out;
}

/**
 * 11.3: when the refit period leaves no more turns than the way to the nearest refit port takes
 * (and one spare), that port is the goal: sail there and enter it.
 */
function refitPortFor(data: GameData, s: PublicState, ship: RecordShip, left: number): Intent | null {
  const per = Math.max(1, ship.allowance - 1);
  let best: { area: string; nation: PortNation; d: number } | null = null;
  for (const id of data.areaIds)
    for (const p of usablePorts(data, s, id, 'refit', ship.ship)) {
      const d = moves(data, ship.area, id);
      if (!best || d < best.d) best = { area: id, nation: p.nation, d };
    }
  if (!best || left > Math.ceil(best.d / per) + 1) return null;
  if (ship.port === best.nation && ship.area === best.area) return { goal: ship.area, raid: false, stay: true };
  return { goal: best.area, raid: false, port: best.nation };
}

/** 4.3: the steps that carry out an intent within the Movement Allowance (4.13). */
export function stepsFor(data: GameData, s: PublicState, ship: RecordShip, intent: Intent): RecordStep[] {
  const st = s.confederate[ship.ship]!;
  const steps: RecordStep[] = [];
  let port = st.port as string | null;
  let commissioned = st.commissioned;
  // 10.51: commission where a port of this area can (in the Confederate port itself, or any other).
  if (!commissioned && usablePorts(data, s, ship.area, 'commission', ship.ship).some((p) => p.nation !== 'CSA' || port === 'CSA')) {
    steps.push({ op: 'commission' });
    commissioned = true;
  }
  if (intent.stay && port) return steps;
  const ctx = { inCsaPort: port === 'CSA', blockaded: st.blockadedBy.length > 0 };
  let mp = 0;
  for (const x of steps) mp += recordCost(x, ctx);
  if (port) {
    const leave: RecordStep = { op: 'leavePort' };
    mp += recordCost(leave, ctx);
    steps.push(leave);
    port = null;
  }
  const enterCost = intent.port === 'CSA' ? 1 : 0;
  const raidCost = intent.raid && commissioned ? 1 : 0;
  let at = ship.area;
  const path = pathToArea(data, at, intent.goal) ?? [];
  for (const to of path) {
    if (mp + 1 + raidCost + enterCost > ship.allowance) break;
    steps.push({ op: 'move', to });
    mp++;
    at = to;
  }
  if (raidCost && mp + 1 <= ship.allowance) {
    steps.push({ op: 'raid' });
    mp++;
  }
  if (intent.port && data.areas[at]!.ports.some((p) => p.nation === intent.port) && mp + enterCost <= ship.allowance)
    steps.push({ op: 'enterPort', nation: intent.port });
  return steps;
}

/** 11.41, 11.42: may the ship stay in its port one more whole turn without being interned? */
export function mayStayInPort(data: GameData, s: PublicState, ship: RecordShip): boolean {
  const st = s.confederate[ship.ship]!;
  if (!st.port || !st.area) return false;
  return (
    st.turnsInPort + 1 <=
    portStayLimit(
      { data },
      st.area,
      usablePorts(data, s, st.area, 'refit', ship.ship).some((p) => p.nation === st.port),
    )
  );
}
