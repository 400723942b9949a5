// 7.1 in play: Confederate port blockades met by a running record.
import { describe, expect, it } from 'vitest';
import { adjacent, yearOf } from '../../src/engine/queries';
import { Ctx } from '../../src/engine/context';
import { scriptedDice } from '../../src/engine/dice';
import { DEFAULT_OPTIONS } from '../../src/engine/options';
import { csaRunOddsUnder, runConfederateBlockade } from '../../src/engine/rules/blockade';
import { con, gameData } from '../helpers';
import { arranged, record, run } from '../fixtures/activity';

const data = () => gameData();
const nextTo = (area: string, not: string[] = []) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces)!;
describe('7.1 Confederate port blockades', () => {
  it('7.11: Sumter leaves C15 past the blockade in 1861 unseen (no contact on any roll)', () => {
    const s = arranged(() => {});
    const sum = con('Sum');
    const n = nextTo('C15');
    const { events, state } = run(s, [record(sum, [{ op: 'leavePort' }, { op: 'move', to: n }])], [6]);
    // Die 6, modified 6 (1861 out: +0, +0): no contact, so no second die and no damage.
    expect(events.filter((e) => e.rule === '7.11')).toMatchObject([{ kind: 'blockadeRun', ships: [sum], dice: [6] }]);
    expect(state.confederate[sum]).toMatchObject({ area: n, damage: 0 });
  });
  it('7.11, 8.14: a contact means one firing segment of the hypothetical blockader', () => {
    const s = arranged((s) => {
      s.turn = 13;
    });
    const sum = con('Sum');
    // 1864 out: die 5 + 3 (year) + 0 (out) = 8, a blockader of gunnery 2 (Blockade Table);
    // its one segment, die 6 in the gunnery-2 column: 1 damage (Combat Results Table). The
    // Sumter (defense 2) survives with 1 damage.
    const { events, state } = run(s, [record(sum, [{ op: 'leavePort' }])], [5, 6]);
    expect(events.filter((e) => e.rule === '7.11')).toMatchObject([{ kind: 'blockadeRun', ships: [sum], dice: [5, 6] }]);
    expect(state.confederate[sum]).toMatchObject({ status: 'inPlay', damage: 1 });
  });
});

// 7.11, 8.13, 8.14, 11.74: the odds of a run that the screen's explanations and the AI read
// (csaRunOddsUnder) are the procedure's own frequencies, every die combination played through.
describe('7.11: the odds given for a run are what the run does', () => {
  const sum = con('Sum');
  const outcomes = (turn: number, direction: 'in' | 'out', damage: number, semmes: boolean) => {
    let survive = 0,
      dealt = 0,
      n = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const s = structuredClone(arranged(() => {}));
          s.turn = turn;
          s.confederate[sum]!.damage = damage;
          if (semmes) Object.assign(s, { semmes: { ...s.semmes, status: 'aboard', ship: sum }, semmesRerollUsed: false });
          else Object.assign(s, { semmes: { ...s.semmes, status: 'notArrived' } });
          const ctx = new Ctx(data(), { ...s, dice: scriptedDice(a, b, c) }, true);
          runConfederateBlockade(ctx, sum, direction);
          const st = ctx.s.confederate[sum]!;
          if (st.status === 'inPlay') survive++;
          dealt += st.damage - damage;
          n++;
        }
    return { survive: survive / n, damage: dealt / n };
  };
  for (const [turn, direction, damage, semmes] of [
    [1, 'out', 0, false],
    [9, 'in', 0, false],
    [13, 'out', 0, false],
    [13, 'in', 1, false],
    [15, 'out', 0, true],
    [13, 'in', 1, true],
  ] as const) {
    it(`7.11: ${yearOf(data(), turn)}, running ${direction}, ${damage} damage already${semmes ? ', Semmes aboard (11.74)' : ''}`, () => {
      const ship = data().confederate[sum]!;
      const odds = csaRunOddsUnder(data(), DEFAULT_OPTIONS, {
        year: yearOf(data(), turn),
        direction,
        movement: ship.movement,
        hits: ship.defense - damage,
        reroll: semmes,
      });
      const seen = outcomes(turn, direction, damage, semmes);
      expect(odds.survive).toBeCloseTo(seen.survive, 12);
      expect(odds.damage).toBeCloseTo(seen.damage, 12);
    });
  }
  it('7.11: some runs do lose the ship, and some do not', () => {
    const late = outcomes(13, 'in', 1, false);
    expect(late.survive).toBeGreaterThan(0);
    expect(late.survive).toBeLessThan(1);
  });
});
