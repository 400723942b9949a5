import type { GameData } from '../data/gameData';
import {
  type Command,
  type GameView,
  type PublicState,
  type Side,
  type ActivityRecord,
  type RecordStep,
  type RecordShip,
  offerOf,
  declarableShips,
  recordProblems,
  legalActions,
  movableShipOf,
  movableShips,
  recordShip,
  selectableShips,
} from '../engine/index';
import { recordCost, usesNeutralCommission, validateRecord, adjacent, europeTargets, pacificAdjacent, shipsOwed } from '../engine/rules/index';
import type { Bot } from './bot';
import { BotRandom } from './rng';

// The random-legal bot: every choice is a legal one picked at random. It is the baseline the
// real AI levels are measured against, and the fuzzer that drives random games through the
// engine. It reads only its side's view and takes its choices from the engine's legal-actions
// query (src/engine/actions.ts), in the query's order.

/** The Federal's end of the phase, made only when it is the answer (a new command each time). */
const END_FEDERAL = (): Command => ({ type: 'endPhase', side: 'federal' });

/** A record that leaves its ship in port: no squadron can gather it (4.52). */
const IN_PORT = Symbol('in port');

export class RandomBot implements Bot {
  readonly name = 'random';
  private readonly rng: BotRandom;
  /** Ships already handled this phase, so a phase always ends. */
  private done = new Set<string>();
  private doneTurn = -1;
  private donePhase = '';
  constructor(seed: string) {
    this.rng = new BotRandom(seed);
  }

  next(data: GameData, v: GameView, side: Side): Command {
    if (v.turn !== this.doneTurn || v.phase !== this.donePhase) {
      this.doneTurn = v.turn;
      this.donePhase = v.phase;
      this.done = new Set();
    }
    return side === 'federal' ? this.federal(data, v) : this.confederate(data, v);
  }

  private federal(data: GameData, v: GameView): Command {
    // The two commonest questions (about 140 selections and 190 moves a game) are asked of the
    // engine's lighter queries, which give the same ships in the same order as legalActions.
    // What the step offers (StepMeta.offers) picks the answer, as legalActions' `kind` would.
    const offers = offerOf(v, 'federal');
    if (offers === 'federalPlacement') return this.select(selectableShips(data, v), shipsOwed(data, v).length > 0);
    if (offers === 'federalMovement') return this.move(data, v, movableShips(v));
    if (offers === 'europeDeclaration') {
      // 6.3: the legal-actions answer's targets and ships (its cannotReach list is a screen's).
      const targets = europeTargets({ s: v });
      const ships = targets.length ? declarableShips(v).filter((id) => !this.done.has(id)) : [];
      if (!targets.length || !ships.length || this.rng.chance(0.5)) return END_FEDERAL();
      const ship = this.rng.pick(ships);
      this.done.add(ship);
      return { type: 'declareBlockade', side: 'federal', ship, target: this.rng.pick(targets) };
    }
    const a = legalActions(data, v, 'federal');
    if (a.kind === 'decision') return { type: 'decide', side: 'federal', choice: this.rng.pick(a.decision.options).choice };
    return END_FEDERAL();
  }

  /** 10.4: a selectable ship not chosen yet this phase, or the end of the segment once no ship is owed (10.41). */
  private select(selectable: string[], owed: boolean): Command {
    // While ships are owed, any selectable ship will do (the engine's list holds none selected
    // yet); `done` then only keeps a phase with nothing owed from going on for ever.
    const choices = owed ? selectable : selectable.filter((id) => !this.done.has(id));
    if (choices.length === 0 || (!owed && this.rng.chance(0.1))) return END_FEDERAL();
    const ship = this.rng.pick(choices);
    this.done.add(ship);
    return { type: 'selectShip', side: 'federal', ship };
  }

  /** 4.11, 4.12: a random path for a ship not moved yet this phase, or the end of the phase. */
  private move(data: GameData, v: GameView, movable: readonly string[]): Command {
    const ships = movable.filter((id) => !this.done.has(id)); // 4.12
    if (!ships.length) return END_FEDERAL();
    const f = movableShipOf(data, v, this.rng.pick(ships))!;
    this.done.add(f.ship);
    if (f.canEnterCse && this.rng.chance(0.1)) return { type: 'enterCse', side: 'federal', ship: f.ship };
    const steps = this.rng.int(f.left + 1);
    const path: string[] = [];
    let at = f.area;
    for (let i = 0; i < steps; i++) {
      // 11.2 is the engine's (federalNextAreas), and it bounds the Pacific Fleet only: any other
      // ship may enter every adjacent area. The bot's own habit on top: a Pacific Fleet ship
      // sails Pacific areas only, even one placed outside the Pacific (10.43) or free to leave
      // (11.21), and every adjacent Pacific area is open to it (federalNextAreas then filtered
      // to the Pacific is exactly pacificAdjacent).
      const options = f.pacificFleet ? pacificAdjacent(data, at) : adjacent(data, at);
      if (!options.length) break;
      at = this.rng.pick(options);
      path.push(at);
    }
    return path.length ? { type: 'moveShip', side: 'federal', ship: f.ship, path } : this.federal(data, v);
  }

  private confederate(data: GameData, v: GameView): Command {
    const a = legalActions(data, v, 'confederate');
    if (a.kind === 'decision') return { type: 'decide', side: 'confederate', choice: this.rng.pick(a.decision.options).choice };
    if (a.kind === 'confederatePlacement') {
      const c = a.semmes.candidates;
      if (c.length && !this.done.has('semmes')) {
        this.done.add('semmes');
        return { type: 'placeSemmes', side: 'confederate', ship: this.rng.pick(c) };
      }
      return { type: 'endPhase', side: 'confederate' };
    }
    if (a.kind === 'confederateRecord') {
      const s: PublicState = v;
      const records: ActivityRecord[] = [];
      // 10.51: one neutral-port commissioning a year across all the records together.
      let neutralLeft = a.record.neutralCommissionLeft;
      for (const ship of a.record.ships) {
        let r = this.randomRecord(data, s, ship.ship, ship); // the legal-actions answer's facts about the ship
        if (usesNeutralCommission(s, r)) {
          if (neutralLeft) neutralLeft = false;
          else {
            const without = { ...r, steps: r.steps.filter((x) => x.op !== 'commission') };
            r = validateRecord(data, s, without, true).length === 0 ? without : { ...r, steps: ship.forcedRepair ? [{ op: 'repair' }] : [] };
          }
        }
        records.push(r);
      }
      return {
        type: 'sealRecords',
        side: 'confederate',
        records: this.rng.chance(0.3) ? this.randomSquadron(data, s, records) : records,
        salt: this.rng.salt(),
      };
    }
    return { type: 'endPhase', side: 'confederate' };
  }

  /**
   * 4.52: a random legal squadron now and then: a leader gathers a ship where that ship's record
   * leaves it at sea, and sails on with the leader's moves and raids; kept only if the records
   * still pass the check.
   */
  private randomSquadron(data: GameData, s: PublicState, records: ActivityRecord[]): ActivityRecord[] {
    const order = this.rng.shuffle(records);
    // Where each record leaves its ship at sea (IN_PORT: in port), worked out once, not once per pair.
    const ends = new Map<ActivityRecord, string | null | typeof IN_PORT>();
    for (const r of order) {
      let area = s.confederate[r.ship]!.area,
        port = s.confederate[r.ship]!.port as string | null;
      for (const x of r.steps) {
        if (x.op === 'move') area = x.to;
        else if (x.op === 'enterPort') port = x.nation;
        else if (x.op === 'leavePort') port = null;
      }
      ends.set(r, port ? IN_PORT : area);
    }
    for (const lead of order)
      for (const mate of order) {
        if (lead === mate) continue;
        // A mate left in port can be met nowhere (no spot, no draw): skipped without a walk.
        const meet = ends.get(mate)!;
        if (meet === IN_PORT) continue;
        const next = this.trySquadron(data, s, records, lead, mate, meet);
        if (next) return next;
      }
    return records;
  }

  private trySquadron(
    data: GameData,
    s: PublicState,
    records: ActivityRecord[],
    lead: ActivityRecord,
    mate: ActivityRecord,
    meet: string | null,
  ): ActivityRecord[] | null {
    let area = s.confederate[lead.ship]!.area,
      port = s.confederate[lead.ship]!.port as string | null;
    const spots: number[] = [];
    lead.steps.forEach((x, i) => {
      if (!port && area === meet) spots.push(i);
      if (x.op === 'move') area = x.to;
      else if (x.op === 'enterPort') port = x.nation;
      else if (x.op === 'leavePort') port = null;
    });
    if (!port && area === meet) spots.push(lead.steps.length);
    if (!spots.length) return null;
    const at = this.rng.pick(spots);
    const after = lead.steps.slice(at).filter((x) => x.op === 'move' || x.op === 'raid');
    const merged: ActivityRecord = {
      ...lead,
      steps: [...lead.steps.slice(0, at), { op: 'gather', ship: mate.ship }, ...after],
      standing: { ...lead.standing, fireAt: this.rng.pick(['nearestSinking', 'biggestGuns'] as const) },
    };
    const next = records.map((r) => (r === lead ? merged : r));
    return recordProblems(data, s, next, true).length ? null : next;
  }

  /** A random record that passes validation (falling back to staying put). `facts`: recordShip's answer, when the caller has it. */
  randomRecord(data: GameData, s: PublicState, id: string, facts: RecordShip = recordShip(data, s, id)!): ActivityRecord {
    const standing = { onSpotted: this.rng.pick(['fight', 'escape', 'port'] as const), semmesReroll: { raid: true, escape: true, blockade: true } };
    for (let attempt = 0; attempt < 8; attempt++) {
      const steps = this.randomSteps(data, s, id, facts);
      const record = { ship: id, steps, standing };
      if (validateRecord(data, s, record, true).length === 0) return record; // legal or not: the first problem is enough
    }
    const st = s.confederate[id]!;
    const stay: RecordStep[] = st.forcedRepairTurn === s.turn ? [{ op: 'repair' }] : [];
    return { ship: id, steps: stay, standing };
  }

  private randomSteps(data: GameData, s: PublicState, id: string, facts: RecordShip): RecordStep[] {
    const st = s.confederate[id]!;
    const ship = data.confederate[id]!;
    if (facts.forcedRepair) return [{ op: 'repair' }];
    const steps: RecordStep[] = [];
    if (st.port) {
      if (facts.refitHere && st.turnsAtSea >= Math.max(1, ship.refit - 2) && this.rng.chance(0.7))
        return [{ op: 'refit' }, ...(st.damage > 0 ? [{ op: 'repair' } as RecordStep] : [])];
      if (!st.commissioned && this.rng.chance(0.8)) steps.push({ op: 'commission' });
      if (this.rng.chance(0.15)) return steps;
      steps.push({ op: 'leavePort' });
    } else if (!st.commissioned && this.rng.chance(0.5)) steps.push({ op: 'commission' });
    const allowance = facts.allowance;
    // A plain loop and a list: the bot writes ~240 records a game, and a closure, a cost
    // context per step and a set per record were a good part of its garbage.
    const costCtx = { inCsaPort: st.port === 'CSA', blockaded: st.blockadedBy.length > 0 };
    let mp = 0;
    for (const x of steps) mp += recordCost(x, costCtx);
    let at = st.area!;
    const raided: string[] = [];
    while (mp < allowance) {
      if (this.rng.chance(0.45) && !raided.includes(at) && mp + 1 <= allowance) {
        steps.push({ op: 'raid' });
        raided.push(at);
        mp += 1;
        continue;
      }
      if (this.rng.chance(0.08)) break;
      at = this.rng.pick(adjacent(data, at));
      steps.push({ op: 'move', to: at });
      mp += 1;
    }
    // Often end the turn in a port of the last area, if it has one.
    const ports = data.areas[at]!.ports.filter((p) => p.nation !== 'USA' && (p.nation !== 'CSA' || mp + 1 <= allowance));
    if (ports.length && this.rng.chance(0.35)) steps.push({ op: 'enterPort', nation: this.rng.pick(ports).nation });
    return steps;
  }
}
