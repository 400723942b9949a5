import { describe, expect, it } from 'vitest';
import { acceptBlockade, blockaderPassed, blockadeToRun, portRefugeOpen, releaseBlockade, runConfederateBlockade } from '../../src/engine/rules/blockade';
import { yearOf } from '../../src/engine/queries';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { diceLeft, encounter, ruleCtx, unit } from '../fixtures/ruleCtx';
import { gameData } from '../helpers';
import type { GameState } from '../../src/engine/types';

// 7.0 blockades (src/engine/rules/blockade.ts), one procedure at a time. Blockade Table: die +
// the year's modifier (1861 0 .. 1865 4) + 1 running in; 8 or more is contact (8: gunnery 2,
// 9: 3, 10: 4, 11: 6), fired as one segment on the Combat Results Table (8.14). Combat Results
// Table, gunnery 2: dice 4-6 do 1 damage; gunnery 3: 3-5 do 1, 6 does 2; gunnery 6: 6 does 3.
// Sumter: defence 2, Semmes aboard at the start (11.7).

const turnOf = (year: number) => gameData().turns.findIndex((_, i) => yearOf(gameData(), i + 1) === year) + 1;
const sumterAt =
  (area: string, year: number, rerollUsed = true) =>
  (s: GameState) => {
    placeConfederate(s, 'sumter', area, 'CSA');
    s.turn = turnOf(year);
    s.semmesRerollUsed = rerollUsed;
  };

describe('7.11 running the blockade of a Confederate port', () => {
  it('1861, running out: no roll makes contact (die 6)', () => {
    const ctx = ruleCtx(sumterAt('C15', 1861), [6]);
    runConfederateBlockade(ctx, 'sumter', 'out');
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '7.11', kind: 'blockadeRun', ships: ['sumter'], dice: [6] })]);
    expect(ctx.events[0]!.rolls).toEqual([
      expect.objectContaining({ table: '7.11', column: 'modified roll 6', need: 'any roll', die: 6, result: 'no contact' }),
    ]);
    expect(ctx.s.confederate.sumter!.damage).toBe(0);
  });

  it('1864, running in: die 4 makes 8, a gunnery-2 segment; fire die 5 does 1 damage', () => {
    const ctx = ruleCtx(sumterAt('C15', 1864), [4, 5]);
    runConfederateBlockade(ctx, 'sumter', 'in');
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '7.11', kind: 'blockadeRun', ships: ['sumter'], dice: [4, 5] })]);
    const [run, fire] = ctx.events[0]!.rolls!;
    expect(run).toMatchObject({ table: '7.11', column: 'modified roll 8', need: '3 or less', die: 4 });
    expect(run!.mods.map((m) => m.value)).toEqual([3, 1]);
    expect(fire).toEqual({ table: '8.11', who: 'the blockaders', column: 'gunnery 2', mods: [], die: 5, result: '1 damage' });
    expect(ctx.s.confederate.sumter!.damage).toBe(1);
    expect(ctx.s.confederate.sumter!.status).toBe('inPlay');
  });

  it('1864, running out: die 4 makes 7, no contact; die 5 makes 8', () => {
    const miss = ruleCtx(sumterAt('C15', 1864), [4]);
    runConfederateBlockade(miss, 'sumter', 'out');
    expect(miss.events[0]!.rolls![0]).toMatchObject({ column: 'modified roll 7', result: 'no contact' });
    const hit = ruleCtx(sumterAt('C15', 1864), [5, 1]);
    runConfederateBlockade(hit, 'sumter', 'out');
    expect(hit.events[0]).toMatchObject({ dice: [5, 1] });
    expect(hit.events[0]!.rolls![1]).toMatchObject({ column: 'gunnery 2', result: '0 damage' });
  });

  it('8.13: the damage that reaches her defence sinks her (1865 in, die 6: 11, gunnery 6; fire 6: 3 damage)', () => {
    const ctx = ruleCtx(sumterAt('C15', 1865), [6, 6]);
    runConfederateBlockade(ctx, 'sumter', 'in');
    expect(ctx.s.confederate.sumter).toMatchObject({ damage: 3, status: 'sunk' });
    expect(ctx.events.map((e) => e.rule)).toContain('8.13');
  });

  it('8.13: damage short of her defence does not sink her (1 damage on defence 2)', () => {
    const ctx = ruleCtx(
      (s) => {
        sumterAt('C15', 1864)(s);
      },
      [5, 4],
    );
    runConfederateBlockade(ctx, 'sumter', 'in');
    expect(ctx.s.confederate.sumter).toMatchObject({ damage: 1, status: 'inPlay' });
    expect(ctx.events.map((e) => e.rule)).not.toContain('8.13');
  });

  it('11.74: Semmes rerolls a contact; the second die stands (1864 in: 4 then 1, no contact)', () => {
    const ctx = ruleCtx(sumterAt('C15', 1864, false), [4, 1]);
    runConfederateBlockade(ctx, 'sumter', 'in');
    expect(ctx.events[0]).toMatchObject({ dice: [4, 1] });
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ column: 'modified roll 5', die: 1, rerolled: 4, result: 'no contact' });
    expect(ctx.s.semmesRerollUsed).toBe(true);
  });

  it('11.74: no reroll without contact, and the reroll can make contact again', () => {
    const calm = ruleCtx(sumterAt('C15', 1864, false), [1, 6]);
    runConfederateBlockade(calm, 'sumter', 'in');
    expect(calm.events[0]).toMatchObject({ dice: [1] });
    expect(calm.s.semmesRerollUsed).toBe(false);
    expect(diceLeft(calm)).toBe(1);
    const again = ruleCtx(sumterAt('C15', 1864, false), [4, 5, 6]);
    runConfederateBlockade(again, 'sumter', 'in');
    expect(again.events[0]).toMatchObject({ dice: [4, 5, 6] });
    expect(again.events[0]!.rolls![0]).toMatchObject({ column: 'modified roll 9', die: 5, rerolled: 4 });
    expect(again.events[0]!.rolls![1]).toMatchObject({ column: 'gunnery 3', die: 6, result: '2 damage' });
  });
});

describe('4.42 a port to hide in', () => {
  it('a coastal area with a neutral port; not C9 nor C54, not an area with Confederate ports only', () => {
    const ctx = ruleCtx();
    expect(portRefugeOpen(ctx, 'C10')).toBe(true);
    expect(portRefugeOpen(ctx, 'C8')).toBe(true);
    expect(portRefugeOpen(ctx, 'C9')).toBe(false);
    expect(portRefugeOpen(ctx, 'C54')).toBe(false);
    expect(portRefugeOpen(ctx, 'C14')).toBe(false);
    expect(portRefugeOpen(ctx, 'C19')).toBe(false);
  });
});

describe('6.13 (3), 7.2 accepting a blockade', () => {
  const arrange = (s: GameState) => {
    placeConfederate(s, 'sumter', 'C10', null, { blockadedBy: ['mohican'] });
    placeFederal(s, 'iroquois', 'C10', 'sq');
    placeFederal(s, 'richmond', 'C10', 'sq');
    s.activity = {
      queue: [],
      current: 'sumter',
      cursor: 3,
      mpUsed: 4,
      pending: null,
      answer: null,
      encounters: [],
      escapedAreas: [],
      run: { runs: { sumter: { acceptedBlockade: false } }, wholeTurnInPort: [], refitted: [] },
    } as never;
  };

  it('the raider enters the first neutral port; the spotting unit blockades it; its activity ends', () => {
    const ctx = ruleCtx(arrange);
    const e = encounter('sumter', 'C10');
    acceptBlockade(ctx, e, unit('iroquois', 'richmond'));
    expect(ctx.s.confederate.sumter).toMatchObject({ port: 'E', blockadedBy: ['mohican', 'iroquois', 'richmond'] });
    expect(ctx.s.federal.iroquois!.blockading).toBe('sumter');
    expect(ctx.s.federal.richmond!.blockading).toBe('sumter');
    expect(e.stage).toBe('done');
    expect(ctx.s.activity!.cursor).toBe(Number.MAX_SAFE_INTEGER);
    expect(ctx.s.activity!.run.runs.sumter!.acceptedBlockade).toBe(true);
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '4.42', kind: 'blockaded', ships: ['sumter', 'iroquois', 'richmond'], port: 'E' })]);
  });

  it('a blockader already listed is not listed twice', () => {
    const ctx = ruleCtx(arrange);
    acceptBlockade(ctx, encounter('sumter', 'C10'), unit('mohican', 'iroquois'));
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual(['mohican', 'iroquois']);
  });

  it("a ship not under way (met outside its own record) keeps the current ship's record going", () => {
    const ctx = ruleCtx((s) => {
      arrange(s);
      s.activity!.current = 'alabama';
    });
    acceptBlockade(ctx, encounter('sumter', 'C10'), unit('iroquois'));
    expect(ctx.s.activity!.cursor).toBe(3);
    expect(ctx.s.activity!.run.runs.sumter!.acceptedBlockade).toBe(false);
  });
});

describe('7.21 leaving a blockaded neutral port', () => {
  const blockaded = (s: GameState) => {
    placeConfederate(s, 'sumter', 'C8', 'E', { blockadedBy: ['iroquois', 'richmond', 'mohican', 'dacotah'] });
    placeFederal(s, 'iroquois', 'C8', 'sq');
    placeFederal(s, 'richmond', 'C8', null);
    placeFederal(s, 'mohican', 'C8', 'sq');
    placeFederal(s, 'dacotah', 'C8', null);
    for (const f of ['iroquois', 'richmond', 'mohican', 'dacotah']) s.federal[f]!.blockading = 'sumter';
  };

  it('each blockader on the map in turn, a squadron as one unit', () => {
    const ctx = ruleCtx(blockaded);
    expect(blockadeToRun(ctx, 'sumter')).toEqual([{ ships: ['iroquois', 'mohican'] }, { ships: ['richmond'] }, { ships: ['dacotah'] }]);
    expect(ctx.events).toEqual([
      expect.objectContaining({ rule: '7.21', kind: 'blockadeRun', ships: ['sumter', 'iroquois', 'richmond', 'mohican', 'dacotah'] }),
    ]);
  });

  it('a blockader no longer on the map is not faced; with none left, no run', () => {
    const ctx = ruleCtx((s) => {
      blockaded(s);
      s.federal.richmond!.where = 'sunk';
    });
    expect(blockadeToRun(ctx, 'sumter')).toEqual([{ ships: ['iroquois', 'mohican'] }, { ships: ['dacotah'] }]);
    expect(ctx.events[0]!.ships).toEqual(['sumter', 'iroquois', 'mohican', 'dacotah']);
    const none = ruleCtx((s) => {
      blockaded(s);
      for (const f of ['iroquois', 'richmond', 'mohican', 'dacotah']) s.federal[f]!.where = 'available';
    });
    expect(blockadeToRun(none, 'sumter')).toEqual([]);
    expect(none.events).toEqual([]);
  });

  it('7.21, 7.24: a blockader passed, or leaving its position, frees the raider of it alone', () => {
    const ctx = ruleCtx(blockaded);
    blockaderPassed(ctx, unit('iroquois', 'mohican'));
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual(['richmond', 'dacotah']);
    expect(ctx.s.federal.iroquois!.blockading).toBeNull();
    expect(ctx.s.federal.mohican!.blockading).toBeNull();
    expect(ctx.s.federal.richmond!.blockading).toBe('sumter');
    releaseBlockade(ctx, 'dacotah');
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual(['richmond']);
    // A ship blockading nothing changes nothing.
    releaseBlockade(ctx, 'dacotah');
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual(['richmond']);
  });
});
