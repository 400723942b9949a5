// 4.3 and 6.13 (issue 46.2): a side asked a decision may leave it to its standing orders, by
// choice or because the time the pace gives a live decision ran out. The answer is then the one
// the standing orders give in a game that does not ask, and the log says how it was reached.
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import { adjacent } from '../../src/engine/queries';
import { scriptedDice } from '../../src/engine/dice';
import type { Command } from '../../src/engine/commands';
import type { GameState } from '../../src/engine/types';
import { con, eventsLike, fed, gameData } from '../helpers';
import { ESCAPE, FIGHT, arranged, placeFederal, record, run } from '../fixtures/activity';

const data = () => gameData();
const nextTo = (area: string) => adjacent(data(), area).find((a) => !data().areas[a]!.eces)!;
const sum = con('Sum'),
  iroq = fed('Iroq');

/** The Sumter leaves port into the Iroquois' area: the Federal is asked to search, then (spotted) the Sumter is asked. */
function spotted(ask: { federal?: boolean; confederate?: boolean }, standing = ESCAPE) {
  const area = nextTo('C15');
  const s = arranged((s) => {
    placeFederal(s, iroq, area);
    s.options.askFederal = ask.federal ?? false;
    s.options.askConfederate = ask.confederate ?? false;
  });
  return { s, records: [record(sum, [{ op: 'leavePort' }, { op: 'move', to: area }, { op: 'raid' }], standing)] };
}

function send(s: GameState, c: Command, dice: number[] = []) {
  return apply(data(), dice.length ? { ...s, dice: scriptedDice(...dice) } : s, c);
}

const afterDecision = (texts: string[]) => texts.filter((t) => !t.startsWith('4.3:'));

describe('4.3, 6.13 a decision left to the standing orders', () => {
  it("6.13: the Confederate leaves the spotted Sumter's answer to its record's standing order (escape): the same game as one that never asked", () => {
    // Dice: the blockade table 1, search 6 (spotted), escape 6, then spares.
    const dice = [1, 6, 6, 6, 3, 3, 3];
    const never = run(spotted({}).s, spotted({}).records, dice);
    const { s, records } = spotted({ confederate: true });
    const asked = run(s, records, dice.slice(0, 2), true);
    expect(asked.state.activity!.pending).toMatchObject({ side: 'confederate', kind: 'spotted' });
    const left = send(asked.state, { type: 'decide', side: 'confederate', standing: 'chosen' }, dice.slice(2));
    if (!left.ok) throw new Error(left.message);
    expect(left.events[0]!.text).toBe('4.3: Confederate decision (spotted): left to the standing orders');
    expect(eventsLike(left.events, { rule: '6.21', kind: 'escape', ships: [sum, iroq], dice: [6] })).toHaveLength(1);
    expect(left.state.activity?.byStanding).toBeUndefined();
    // What follows the decision is what the game that never asked logged after the spotting.
    const tail = never.texts.slice(never.texts.findIndex((t) => t.startsWith('6.21:')));
    expect(afterDecision(left.events.map((e) => e.text))).toEqual(tail);
  });

  it('6.13: with FIGHT as the standing order, leaving it to the orders fights', () => {
    const { s, records } = spotted({ confederate: true }, FIGHT);
    const asked = run(s, records, [1, 6], true);
    const left = send(asked.state, { type: 'decide', side: 'confederate', standing: 'chosen' }, Array(40).fill(6));
    if (!left.ok) throw new Error(left.message);
    expect(eventsLike(left.events, { rule: '8.11', kind: 'combat' }).length).toBeGreaterThan(0);
    expect(eventsLike(left.events, { rule: '6.21' })).toEqual([]);
  });

  it("6.1: the Federal's search left to his standing orders when the time ran out: he searches, and both logs say why", () => {
    const { s, records } = spotted({ federal: true });
    const asked = run(s, records, [1], true);
    expect(asked.state.activity!.pending).toMatchObject({ side: 'federal', kind: 'search' });
    const left = send(asked.state, { type: 'decide', side: 'federal', standing: 'timeUp' }, [1, 4, 3, 3, 3]);
    if (!left.ok) throw new Error(left.message);
    expect(left.events[0]!.text).toBe('4.3: Federal decision (search): no answer came in the time the pace gives a live decision: the standing orders answer');
    // The standing order searches: the search die is rolled (1: not spotted), and the raid follows.
    expect(eventsLike(left.events, { rule: '6.11', kind: 'search', ships: [sum], dice: [1] })).toHaveLength(1);
    expect(eventsLike(left.events, { rule: '5.11', kind: 'raid', ships: [sum], dice: [4] })).toHaveLength(1);
  });

  it('4.3: a decision takes a choice or the standing orders, not both and not neither; the state stays as it was', () => {
    const { s, records } = spotted({ confederate: true });
    const asked = run(s, records, [1, 6], true);
    const before = JSON.stringify(asked.state);
    const both = send(asked.state, { type: 'decide', side: 'confederate', choice: 'fight', standing: 'chosen' });
    const neither = send(asked.state, { type: 'decide', side: 'confederate' });
    for (const r of [both, neither]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/either a choice or "standing"/);
    }
    expect(JSON.stringify(asked.state)).toBe(before);
  });

  it('4.3: with no decision pending, leaving one to the standing orders is refused', () => {
    const { s } = spotted({ confederate: true });
    const r = send(s, { type: 'decide', side: 'confederate', standing: 'timeUp' });
    expect(r.ok).toBe(false);
  });

  it('4.3: only the side asked may leave its decision to its orders (the Federal cannot answer for the spotted raider)', () => {
    const { s, records } = spotted({ confederate: true });
    const asked = run(s, records, [1, 6], true);
    const r = send(asked.state, { type: 'decide', side: 'federal', standing: 'timeUp' });
    expect(r.ok).toBe(false);
    expect(asked.state.activity!.pending).toMatchObject({ side: 'confederate' });
  });

  it('a stale "left to standing orders" mark in a save is refused by the state schema unless it is exactly true', async () => {
    const { GameStateSchema } = await import('../../src/engine/stateSchema');
    const { s, records } = spotted({ confederate: true });
    const asked = run(s, records, [1, 6], true);
    expect(GameStateSchema.safeParse({ ...asked.state, activity: { ...asked.state.activity, byStanding: true } }).success).toBe(true);
    expect(GameStateSchema.safeParse({ ...asked.state, activity: { ...asked.state.activity, byStanding: 'yes' } }).success).toBe(false);
  });
});
