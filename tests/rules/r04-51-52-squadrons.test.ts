import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { canonicalRecord } from '../../src/engine/activity/seal';
import { formatSteps, parseSteps } from '../../src/engine/activity/notation';
import { fillRevealed, recordProblems } from '../../src/engine/activity/sealing';
import { apply } from '../../src/engine/apply';
import { GameStateSchema } from '../../src/engine/stateSchema';
import type { RecordStep } from '../../src/engine/record';
import type { GameState } from '../../src/engine/types';
import { con, eventIndex, eventsLike, fed, gameData, refused } from '../helpers';
import { ESCAPE, FIGHT, arranged, decide, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

// 4.51 and 4.52: Confederate squadrons (gather:SHIP), and the enemy's choice of the ship of a
// squadron that takes a firing segment's damage, with scripted dice.

const data = () => gameData();
const X = 'C18';
/** Two sea areas next to X, neither with an emergency search (6.4). */
const [Y, Z] = adjacent(gameData(), X)
  .filter((a) => !gameData().areas[a]!.eces)
  .slice(0, 2) as [string, string];
const ala = con('Ala'),
  fla = con('Fla');
const mv = (to: string): RecordStep => ({ op: 'move', to });
const gather = (ship: string): RecordStep => ({ op: 'gather', ship });

/** Alabama (4-3-12) at sea in X, Florida (4-2-10) at sea in Z; Federal ships as `more` places them. */
function twoRaiders(more: (s: GameState) => void = () => {}): GameState {
  return arranged((s) => {
    placeConfederate(s, ala, X, null);
    placeConfederate(s, fla, Z, null);
    more(s);
  });
}

describe('4.52 Confederate squadrons', () => {
  it('4.52: the notation reads and writes gather:SHIP, and the seal commits to it', () => {
    const { steps, problems } = parseSteps('C18 gather:Florida C12');
    expect(problems).toEqual([]);
    expect(steps).toEqual([mv('C18'), gather('florida'), mv('C12')]);
    expect(formatSteps(steps)).toBe('C18 > gather:florida > C12');
    expect(canonicalRecord(record(ala, steps))).toBe('ship=alabama;steps=move:C18,gather:florida,move:C12;onSpotted=escape;semmes=000');
    // 4.51's standing order is committed only when given, so older records keep their seals.
    expect(canonicalRecord(record(ala, [], { ...ESCAPE, fireAt: 'biggestGuns' }))).toBe('ship=alabama;steps=;onSpotted=escape;semmes=000;fireAt=biggestGuns');
  });

  it('4.52: a ship sails to the leader, is gathered, and the squadron moves on as one', () => {
    const s = twoRaiders();
    const { state, events } = run(s, [record(ala, [gather(fla), mv(Y)]), record(fla, [mv(X)])], []);
    expect(events.filter((e) => e.rule === '4.52')).toMatchObject([{ kind: 'squadron', ships: [ala, fla] }]);
    expect(state.confederate[ala]!.area).toBe(Y);
    expect(state.confederate[fla]!.area).toBe(Y);
    // The member ran its own record first (4.12 order), though written second.
    const floridaMoves = eventIndex(events, { rule: '4.13', kind: 'move', ships: [fla], path: [X] });
    expect(floridaMoves).toBeGreaterThanOrEqual(0);
    expect(eventIndex(events, { rule: '4.13', kind: 'move', path: [Y] })).toBeGreaterThan(floridaMoves);
  });

  it('4.52: the record check lists every squadron problem with its rule', () => {
    const s = twoRaiders((s) => placeConfederate(s, con('Sum'), 'C15', 'CSA'));
    const sum = con('Sum');
    const problems = recordProblems(data(), s, [
      record(ala, [gather(fla), mv(Y), { op: 'enterPort', nation: 'BRA' }, gather('nobody')]),
      record(fla, []), // stays in Z: not where the Alabama gathers it
      record(sum, [gather(fla)]), // in port, and a second leader for the Florida
    ]);
    const all = problems.join('\n');
    expect(all).toMatch(/Alabama step 3: after gathering a squadron the record may only move, raid or gather; "enterPort" is not one of them \(4\.52\)/);
    expect(all).toMatch(/Alabama step 4: no Confederate ship "nobody" is in play to join a squadron \(4\.52\)/);
    // A hostile id is a name like any other: refused, never looked up on the prototype.
    for (const id of ['__proto__', 'constructor', 'hasOwnProperty']) {
      expect(recordProblems(data(), s, [record(ala, [gather(id)])])).toEqual([
        `Alabama step 1: no Confederate ship "${id}" is in play to join a squadron (4.52)`,
      ]);
    }
    expect(all).toContain(`Alabama step 1: the Florida's record ends in ${Z}, not ${X} where the Alabama gathers it (4.52)`);
    expect(all).toMatch(/Sumter step 1: a squadron forms at sea: leave the port first \(4\.52\)/);
    expect(all).toContain("Sumter step 1: the Florida already joins the Alabama's squadron: one stack, one squadron (4.52)");
  });

  it("4.52, 4.11: the squadron moves at its slowest member's allowance: the check refuses more", () => {
    const s = twoRaiders();
    // Florida spends 1 MP alone; 10 more in the squadron would be 11 of her 10.
    const long = [gather(fla), ...Array.from({ length: 10 }, (_, i) => mv(i % 2 ? X : Y))];
    const problems = recordProblems(data(), s, [record(ala, long), record(fla, [mv(X)])]);
    expect(problems).toEqual(['Alabama step 1: in the squadron the Florida: the record needs 11 Movement Points; Florida has 10 (4.13, 4.52)']);
    expect(recordProblems(data(), s, [record(ala, long.slice(0, -1)), record(fla, [mv(X)])])).toEqual([]);
  });

  it("4.52, 4.32: an escape costs every member a Movement Point; the slowest one ends the squadron's record", () => {
    const s = twoRaiders((s) => placeFederal(s, fed('Kear'), Y));
    // Florida: 1 MP alone. Squadron: Y (+1), escape (+1), then X Z X Z X Z X (+7) = 10, the last Z would be 11.
    const steps = [gather(fla), mv(Y), mv(X), mv(Z), mv(X), mv(Z), mv(X), mv(Z), mv(X), mv(Z)];
    // Search die 6: spotted. Escape die 6: away.
    const { state, events } = run(s, [record(ala, steps), record(fla, [mv(X)])], [6, 6]);
    expect(eventsLike(events, { rule: '6.11', kind: 'spotted', dice: [6] })).toHaveLength(1);
    expect(events.filter((e) => e.rule === '4.32')).toMatchObject([{ kind: 'abort', ships: [ala, fla] }]);
    expect(state.confederate[ala]!.area).toBe(X);
    expect(state.confederate[fla]!.area).toBe(X);
  });

  it("4.5, 6.21: the squadron is searched for once and escapes at its slowest ship's speed", () => {
    const s = twoRaiders((s) => placeFederal(s, fed('Kear'), Y));
    // Squadron speed 10 (Florida) against Kearsarge's 11: differential -1, die 2 fails (Alabama alone, +1, would escape).
    // Then the fight: Alabama and Florida fire with 8, die 6: 3; Kearsarge fires with 5, die 1: 0. Again: 3 more sink her.
    const { events, state } = run(s, [record(ala, [gather(fla), mv(Y)]), record(fla, [mv(X)])], [6, 2, 6, 1, 6, 1]);
    expect(events.filter((e) => e.kind === 'search' || e.kind === 'spotted')).toMatchObject([{ rule: '6.11', kind: 'spotted', dice: [6] }]);
    expect(events.filter((e) => e.kind === 'escape')).toMatchObject([{ rule: '6.21', dice: [2] }]);
    expect(events.filter((e) => e.kind === 'fire').map((e) => e.dice)).toEqual([
      [6, 1],
      [6, 1],
    ]);
    expect(events.filter((e) => e.kind === 'sunk')).toMatchObject([{ rule: '8.13', ships: [fed('Kear')] }]);
    // 3 + 3 damage against defense 5; the raiders take none.
    expect(state.federal[fed('Kear')]).toMatchObject({ where: 'sunk', damage: 6 });
    expect([state.confederate[ala]!.damage, state.confederate[fla]!.damage]).toEqual([0, 0]);
  });
});

describe('4.52 the squadron raids and is sealed as one', () => {
  it('4.52, 5.0: a squadron raids as one ship: one die, one result, and not where a member has raided', () => {
    const s = twoRaiders((s) => {
      s.confederate[fla]!.area = X;
      s.whaling = [];
    });
    const density = data().areas[X]!.density;
    const { events, state } = run(s, [record(ala, [gather(fla), { op: 'raid' }]), record(fla, [])], [6]);
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', dice: [6] }]);
    // C18 has density 3: die 6 takes 6 points (Raid Table), once for the squadron.
    expect(density).toBe(3);
    expect(state.vp.entries.filter((e) => e.rule === '12.11' && e.points > 0).map((e) => e.points)).toEqual([6]);
    // The Florida raided X alone before joining: the squadron may not raid it again (5.0).
    const problems = recordProblems(data(), s, [record(ala, [gather(fla), { op: 'raid' }]), record(fla, [{ op: 'raid' }])]);
    expect(problems).toEqual([
      `Alabama step 1: in the squadron the Florida (Alabama's step 2): ${X} can be raided only once per turn by each ship (5.0, 4.52)`,
    ]);
  });

  it("4.52, 11.52: a member that may not take prizes (short of coal since its refit) voids the squadron's raid", () => {
    const s = twoRaiders((s) => {
      s.confederate[fla]!.area = X;
      s.confederate[fla]!.canRaid = false;
      s.whaling = [];
    });
    const before = s.merchantMarine;
    const { events, state } = run(s, [record(ala, [gather(fla), { op: 'raid' }]), record(fla, [])], [6]);
    expect(events.filter((e) => e.rule === '11.52' && e.kind === 'whyNot')).toMatchObject([{ ships: [ala] }]);
    expect(events.some((e) => e.rule === '5.11')).toBe(false); // no raid die rolled (11.52 with 5.31)
    expect(state.merchantMarine).toBe(before);
  });

  it('4.3, 4.52: the seal commits to the gather; the reveal checks it, and a changed squadron is refused', () => {
    const s = twoRaiders();
    const records = [record(ala, [gather(fla), mv(Y)]), record(fla, [mv(X)])];
    const sealed = apply(data(), s, { type: 'sealRecords', side: 'confederate', records, salt: 'bc658d6d14b00ce3df6c00bf926608b0' });
    if (!sealed.ok) throw new Error(sealed.message);
    // The Federal client's copy holds only the commitments until the reveal (remote play).
    const blind = structuredClone(sealed.state);
    for (const r of Object.values(blind.records)) {
      r.record = null;
      r.salt = null;
    }
    const reveals = Object.values(sealed.state.records).map((r) => ({ ship: r.record!.ship, record: r.record!, salt: r.salt! }));
    const filled = fillRevealed(blind, reveals);
    expect(filled.ok).toBe(true);
    if (filled.ok)
      expect(
        recordProblems(
          data(),
          s,
          Object.values(filled.state.records).map((r) => r.record!),
        ),
      ).toEqual([]);
    const changed = reveals.map((r) => (r.ship === ala ? { ...r, record: record(ala, [mv(Y)]) } : r));
    const refused = fillRevealed(blind, changed);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems).toContain(`${ala}: the record revealed does not match its commitment`);
  });
});

describe("4.51 the damaged ship is the enemy's choice", () => {
  /** The squadron (Alabama 4-3, Florida 4-2) fights the Kearsarge (5-5) in Y: spotted with die 6. */
  const squadronFight = (askFederal: boolean) => {
    const s = twoRaiders((s) => {
      placeFederal(s, fed('Kear'), Y);
      s.options.askFederal = askFederal;
    });
    const records = [record(ala, [gather(fla), mv(Y)], FIGHT), record(fla, [mv(X)], FIGHT)];
    return { s, records };
  };

  it('4.51: the Federal default puts the damage where it sinks a ship: the Florida', () => {
    const { s, records } = squadronFight(false);
    // Segment 1: squadron die 6: 3 to Kearsarge; Kearsarge die 5: 2, which sinks the Florida (2) but not the Alabama (3).
    const { state, events } = run(s, records, [6, 6, 5, 6, 1]);
    expect(events.filter((e) => e.kind === 'fire').map((e) => e.dice)).toEqual([
      [6, 5],
      [6, 1],
    ]);
    expect(state.confederate[fla]).toMatchObject({ status: 'sunk', damage: 2 });
    expect(state.confederate[ala]).toMatchObject({ status: 'inPlay', damage: 0 });
    // Segment 2: the Alabama fights on alone with 4, die 6: 2, the Kearsarge (5) is sunk.
    expect(state.federal[fed('Kear')]).toMatchObject({ where: 'sunk', damage: 5 });
  });

  it('4.51: asked, the Federal player chooses the Alabama instead, and she takes the damage', () => {
    const { s, records } = squadronFight(true);
    // askFederal also asks about searching and engaging: answer those first.
    let r = run(s, records, [6, 6, 5, 6, 1], true);
    expect(r.state.activity!.pending).toMatchObject({ side: 'federal', kind: 'search' });
    r = decide(r.state, 'federal', 'search');
    expect(r.state.activity!.pending).toMatchObject({ side: 'federal', kind: 'avoid' });
    r = decide(r.state, 'federal', 'engage');
    expect(r.state.activity!.pending).toMatchObject({ side: 'federal', kind: 'damage', options: [fla, ala], detail: { damage: 2, squadron: [ala, fla] } });
    // The question as the state holds it (and a remote save reads it back): the schema of its kind.
    expect(GameStateSchema.safeParse(r.state).success).toBe(true);
    // Only a ship of the squadron may be named; anything else is refused and changes nothing.
    expect(refused(r.state, { type: 'decide', side: 'federal', choice: fed('Kear') })).toMatchObject({ code: 'badChoice', rule: '4.51' });
    r = decide(r.state, 'federal', ala);
    expect(r.events.filter((e) => e.rule === '4.3')).toMatchObject([{ kind: 'decision' }]);
    expect(r.events.filter((e) => e.kind === 'fire').map((e) => e.dice)).toEqual([
      [6, 5],
      [6, 1],
    ]);
    // Segment 2: the squadron fires 8, die 6: 3 more, and the Kearsarge (5) is sunk; she rolled 1: no damage, no question.
    expect(r.events.filter((e) => e.kind === 'sunk')).toMatchObject([{ rule: '8.13', ships: [fed('Kear')] }]);
    expect(r.state.confederate[fla]!.status).toBe('inPlay');
    expect(r.state.confederate[ala]!.damage).toBe(2);
  });

  /** The Alabama (4-3) alone meets a Federal squadron of the Kearsarge (5-5) and Mohican (4-4) in Y. */
  const againstFederalSquadron = (fireAt: 'nearestSinking' | 'biggestGuns' | undefined, askConfederate = false) => {
    const s = arranged((s) => {
      placeConfederate(s, ala, X, null);
      placeFederal(s, fed('Kear'), Y, 'sq1');
      placeFederal(s, fed('Mohic'), Y, 'sq1');
      s.options.askConfederate = askConfederate;
    });
    return { s, records: [record(ala, [mv(Y)], { ...FIGHT, ...(fireAt ? { fireAt } : {}) })] };
  };

  it('4.51: the Confederate standing order "nearest sinking" (the default) hits the Mohican', () => {
    const { s, records } = againstFederalSquadron(undefined);
    // Search 6: spotted. Segment 1: Alabama die 6: 2; the squadron (9) die 6: 4 sinks her.
    const { state, events } = run(s, records, [6, 6, 6]);
    // The damaged Federal ship is the one repaired off the map at the end of the turn (8.23).
    expect(events.filter((e) => e.kind === 'federalRepair').map((e) => e.ships)).toEqual([[fed('Mohic')]]);
    expect(state.confederate[ala]).toMatchObject({ status: 'sunk', damage: 4 });
  });

  it('4.51: the standing order "biggest guns" puts the same damage on the Kearsarge', () => {
    const { s, records } = againstFederalSquadron('biggestGuns');
    const { events } = run(s, records, [6, 6, 6]);
    expect(events.filter((e) => e.kind === 'federalRepair').map((e) => e.ships)).toEqual([[fed('Kear')]]);
  });

  it("4.51: asked, the Confederate player picks the ship, the standing order's pick offered first", () => {
    const { s, records } = againstFederalSquadron('nearestSinking', true);
    let r = run(s, records, [6, 6, 6], true);
    expect(r.state.activity!.pending).toMatchObject({ side: 'confederate', kind: 'spotted' });
    r = decide(r.state, 'confederate', 'fight');
    expect(r.state.activity!.pending).toMatchObject({ side: 'confederate', kind: 'damage', options: [fed('Mohic'), fed('Kear')], detail: { damage: 2 } });
    expect(GameStateSchema.safeParse(r.state).success).toBe(true);
    r = decide(r.state, 'confederate', fed('Kear'));
    expect(r.events.filter((e) => e.kind === 'federalRepair').map((e) => e.ships)).toEqual([[fed('Kear')]]);
    expect(r.state.confederate[ala]!.status).toBe('sunk');
  });
});
