// 11.74 asked live (issue 46.2): when the game asks the Confederate player (askConfederate), a
// failed raid, escape or blockade die of Semmes' ship stops the Activity Phase: the player sees
// the die and says whether Semmes has it rolled again. The procedure then runs again from its
// start with the dice it had rolled (semmesStage.ts): the game that follows is the one the
// standing orders would have played with the same answer, to the last die and Movement Point.
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import { adjacent } from '../../src/engine/queries';
import type { StandingOrders } from '../../src/engine/record';
import type { GameState } from '../../src/engine/types';
import { GameStateSchema } from '../../src/engine/stateSchema';
import { con, eventsLike, fed, gameData } from '../helpers';
import { ESCAPE, arranged, decide, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

const data = () => gameData();
const sum = con('Sum'),
  iroq = fed('Iroq');
/** Standing orders that have Semmes reroll every failed die (4.3). */
const REROLL: StandingOrders = { ...ESCAPE, semmesReroll: { raid: true, escape: true, blockade: true } };
const KEEP = ESCAPE; // ESCAPE's orders keep every die

/** The Sumter, Semmes aboard (11.71), at sea in C18 with one raid to make. */
function raiding(live: boolean, orders: StandingOrders = KEEP) {
  const s = arranged((s) => {
    placeConfederate(s, sum, 'C18', null);
    s.options.askConfederate = live;
  });
  return { s, records: [record(sum, [{ op: 'raid' }], orders)] };
}

/** The Sumter leaves port into the Iroquois' area (blockade die, search), is spotted and tries to escape. */
function escaping(live: boolean, orders: StandingOrders = KEEP) {
  const area = adjacent(data(), 'C15').find((a) => !data().areas[a]!.eces)!;
  const s = arranged((s) => {
    placeFederal(s, iroq, area);
    s.options.askConfederate = live;
  });
  return { s, records: [record(sum, [{ op: 'leavePort' }, { op: 'move', to: area }], orders)], area };
}

const semmesAsked = (s: GameState) => s.activity?.pending;
/** A state's game, without what only asking changes: the option itself, the dice's count of rolls. */
const game = (s: GameState) => JSON.stringify({ ...s, options: { ...s.options, askConfederate: null }, dice: null });

describe('11.74 Semmes reroll asked live', () => {
  it('11.74: a failed raid die stops the phase: the die is shown, nothing of the raid is done yet', () => {
    const { s, records } = raiding(true);
    const asked = run(s, records, [1], true);
    expect(semmesAsked(asked.state)).toMatchObject({
      side: 'confederate',
      kind: 'semmes',
      options: ['reroll', 'accept'],
      detail: { ship: sum, area: 'C18', roll: 'raid', dice: [1], chance: 4 / 6 },
    });
    // The raid waits for the answer: no points taken, no line in the log, the die kept for it.
    expect(asked.state.merchantMarine).toBe(s.merchantMarine);
    expect(eventsLike(asked.events, { rule: '5.11' })).toEqual([]);
    expect(asked.state.activity!.heldDice).toEqual([1]);
    expect(asked.state.semmesRerollUsed).toBe(false);
  });

  it('11.74: "reroll": the raid runs again on the same die, then the new one stands; the game is the one the standing orders play', () => {
    const live = raiding(true);
    const asked = run(live.s, live.records, [1], true);
    const answered = decide(asked.state, 'confederate', 'reroll', [5, 3, 3, 3]);
    expect(answered.texts[0]).toBe('4.3: Confederate decision (semmes): reroll');
    const raid = eventsLike(answered.events, { rule: '5.11', kind: 'raid', ships: [sum] });
    expect(raid).toHaveLength(1);
    expect(raid[0]!.dice).toEqual([1, 5]);
    expect(raid[0]!.text).toContain('Semmes rerolls the 1 (11.74)');
    expect(answered.state.activity?.heldDice).toBeUndefined();
    // The game that never asked, its orders rerolling: the same game, the same raid line.
    const never = raiding(false, REROLL);
    const ran = run(never.s, never.records, [1, 5]);
    expect(game(answered.state)).toBe(game(ran.state));
    expect(eventsLike(ran.events, { rule: '5.11', kind: 'raid' })[0]!.text).toBe(raid[0]!.text);
  });

  it('11.74: "accept": the die stands, and the reroll stays for the rest of the turn', () => {
    const live = raiding(true);
    const asked = run(live.s, live.records, [1], true);
    const answered = decide(asked.state, 'confederate', 'accept', [3, 3, 3]);
    const raid = eventsLike(answered.events, { rule: '5.11', kind: 'raid', ships: [sum] });
    expect(raid).toHaveLength(1);
    expect(raid[0]!.dice).toEqual([1]);
    const never = raiding(false, KEEP);
    expect(game(answered.state)).toBe(game(run(never.s, never.records, [1]).state));
    // Two raids: the first die kept, the second failure of the turn is asked again.
    const next = adjacent(data(), 'C18').find((a) => !data().areas[a]!.eces)!;
    const twice = raiding(true);
    const first = run(twice.s, [record(sum, [{ op: 'raid' }, { op: 'move', to: next }, { op: 'raid' }], KEEP)], [1], true);
    const second = decide(first.state, 'confederate', 'accept', [2]);
    expect(second.state.semmesRerollUsed).toBe(false);
    expect(semmesAsked(second.state)).toMatchObject({ kind: 'semmes', detail: { roll: 'raid', dice: [2], area: next } });
    expect(eventsLike(second.events, { rule: '5.11', kind: 'raid' })[0]!.dice).toEqual([1]);
  });

  it('11.74: a die that did not fail asks nothing', () => {
    const { s, records } = raiding(true);
    const ran = run(s, records, [5]);
    expect(eventsLike(ran.events, { rule: '5.11', kind: 'raid' })[0]!.dice).toEqual([5]);
    expect(ran.texts.some((t) => t.includes('(semmes)'))).toBe(false);
  });

  it('11.74 with 6.21: a failed escape asks after the spotted raider chose to escape; the escape costs its Movement Point once', () => {
    const live = escaping(true);
    // Blockade die 1 (no contact), search 6 (spotted): the Sumter is asked what to do (6.13).
    const spotted = run(live.s, live.records, [1, 6], true);
    expect(semmesAsked(spotted.state)).toMatchObject({ kind: 'spotted' });
    // Escape die 1: failed, Semmes is asked.
    const asked = decide(spotted.state, 'confederate', 'escape', [1]);
    expect(semmesAsked(asked.state)).toMatchObject({ kind: 'semmes', detail: { roll: 'escape', dice: [1], ship: sum } });
    expect(eventsLike(asked.events, { rule: '6.21' })).toEqual([]);
    const mp = asked.state.activity!.mpUsed;
    const answered = decide(asked.state, 'confederate', 'reroll', [6, 3, 3, 3]);
    const escape = eventsLike(answered.events, { rule: '6.21', kind: 'escape' });
    expect(escape).toHaveLength(1);
    expect(escape[0]!.dice).toEqual([1, 6]);
    expect(escape[0]!.text).toContain('Semmes rerolls (11.74): 6');
    // The game that never asked: the same dice, the orders escaping and rerolling; the same end.
    const never = escaping(false, REROLL);
    const ran = run(never.s, never.records, [1, 6, 1, 6]);
    expect(game(answered.state)).toBe(game(ran.state));
    expect(escape[0]!.text).toBe(eventsLike(ran.events, { rule: '6.21', kind: 'escape' })[0]!.text);
    expect(mp).toBe(asked.state.activity!.mpUsed);
  });

  it('4.3: left to the standing orders, Semmes rerolls as the record says', () => {
    const live = raiding(true, REROLL);
    const asked = run(live.s, live.records, [2], true);
    const left = apply(
      data(),
      { ...asked.state, dice: { kind: 'scripted', rolls: [6, 3, 3, 3], rolled: 0 } },
      { type: 'decide', side: 'confederate', standing: 'chosen' },
    );
    if (!left.ok) throw new Error(left.message);
    expect(eventsLike(left.events, { rule: '5.11', kind: 'raid' })[0]!.dice).toEqual([2, 6]);
    const keep = raiding(true, KEEP);
    const asked2 = run(keep.s, keep.records, [2], true);
    const left2 = apply(
      data(),
      { ...asked2.state, dice: { kind: 'scripted', rolls: [3, 3, 3], rolled: 0 } },
      { type: 'decide', side: 'confederate', standing: 'chosen' },
    );
    if (!left2.ok) throw new Error(left2.message);
    expect(eventsLike(left2.events, { rule: '5.11', kind: 'raid' })[0]!.dice).toEqual([2]);
  });

  it("11.74: a saved state holds dice only for Semmes' question, and only the dice it shows", () => {
    const { s, records } = raiding(true);
    const asked = run(s, records, [1], true).state;
    expect(GameStateSchema.safeParse(asked).success).toBe(true);
    const forged = (f: (x: GameState) => void) => {
      const x = structuredClone(asked);
      f(x);
      const r = GameStateSchema.safeParse(x);
      return r.success ? 'accepted' : r.error.issues.map((i) => i.path.join('.')).join(' ');
    };
    // Dice to come, slipped into a save without the question, or other than the question's.
    expect(forged((x) => (x.activity!.pending = null))).toBe('activity.heldDice');
    expect(forged((x) => (x.activity!.heldDice = [6]))).toBe('activity.heldDice');
    expect(forged((x) => (x.activity!.heldDice = [7]))).toContain('activity.heldDice');
  });

  it('11.74: an answer that is not one of the two is refused, and the state stays as it was', () => {
    const { s, records } = raiding(true);
    const asked = run(s, records, [1], true);
    const before = JSON.stringify(asked.state);
    const r = apply(data(), asked.state, { type: 'decide', side: 'confederate', choice: 'fight' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rule).toBe('11.74');
    expect(JSON.stringify(asked.state)).toBe(before);
  });
});
