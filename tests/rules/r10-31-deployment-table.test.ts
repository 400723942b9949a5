import { describe, expect, it } from 'vitest';
import { deploymentCell, deploymentRoll } from '../../src/engine/rules/deployment';
import { placeConfederate } from '../fixtures/activity';
import { diceLeft, ruleCtx } from '../fixtures/ruleCtx';
import type { GameState } from '../../src/engine/types';

// 10.31 the Federal Warship Deployment Table (src/engine/rules/deployment.ts): the cell for a die
// and a count of Confederate ships in play (columns 1-4, column 1 also for none, column 4 for
// more), row 6 from the errata unless the erratumRow6 option is off, and the roll's event. Cells
// written out as F/SF/S/GB/SGB from the table file.

const only =
  (...ships: string[]) =>
  (s: GameState) => {
    for (const c of Object.values(s.confederate)) if (c.status === 'inPlay') c.status = 'sunk';
    for (const id of ships) placeConfederate(s, id, 'C18', null);
  };
const noErratum = (s: GameState) => {
  (s.options as Record<string, unknown>).erratumRow6 = false;
};

describe('10.31 the table cell', () => {
  it('column 1 serves no ship and one ship; column 4 serves four and more', () => {
    const ctx = ruleCtx();
    expect(deploymentCell(ctx, 2, 0)).toEqual({ F: 0, SF: 1, S: 0, GB: 1, SGB: 1 });
    expect(deploymentCell(ctx, 2, 1)).toEqual({ F: 0, SF: 1, S: 0, GB: 1, SGB: 1 });
    expect(deploymentCell(ctx, 2, 2)).toEqual({ F: 0, SF: 0, S: 3, GB: 1, SGB: 4 });
    expect(deploymentCell(ctx, 2, 3)).toEqual({ F: 0, SF: 1, S: 3, GB: 2, SGB: 4 });
    expect(deploymentCell(ctx, 2, 4)).toEqual({ F: 1, SF: 0, S: 4, GB: 2, SGB: 5 });
    expect(deploymentCell(ctx, 2, 7)).toEqual({ F: 1, SF: 0, S: 4, GB: 2, SGB: 5 });
  });

  it("row 6 is the errata row by default, the designer's row with the option off", () => {
    expect(deploymentCell(ruleCtx(), 6, 1)).toEqual({ F: 0, SF: 0, S: 3, GB: 0, SGB: 0 });
    expect(deploymentCell(ruleCtx(), 6, 4)).toEqual({ F: 0, SF: 0, S: 8, GB: 3, SGB: 9 });
    expect(deploymentCell(ruleCtx(noErratum), 6, 1)).toEqual({ F: 1, SF: 1, S: 2, GB: 1, SGB: 2 });
    expect(deploymentCell(ruleCtx(noErratum), 6, 4)).toEqual({ F: 2, SF: 1, S: 6, GB: 4, SGB: 7 });
    // Rows 1-5 do not depend on the option.
    expect(deploymentCell(ruleCtx(noErratum), 5, 1)).toEqual({ F: 1, SF: 1, S: 2, GB: 1, SGB: 1 });
  });
});

describe('10.31 the roll', () => {
  it('one ship in play, die 5: 1/1/2/1/1 added to the track, the roll kept, one event with its roll', () => {
    const ctx = ruleCtx(
      (s) => {
        only('alabama')(s);
        s.deploymentTrack = { F: 1, SF: 0, S: 2, GB: 0, SGB: 3 };
      },
      [5],
    );
    deploymentRoll(ctx);
    expect(ctx.s.deploymentTrack).toEqual({ F: 2, SF: 1, S: 4, GB: 1, SGB: 4 });
    expect(ctx.s.lastDeploymentRoll).toEqual({ die: 5, inPlay: 1, points: { F: 1, SF: 1, S: 2, GB: 1, SGB: 1 } });
    expect(diceLeft(ctx)).toBe(0);
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '10.31', kind: 'deploymentRoll', dice: [5] })]);
    expect(ctx.events[0]!.rolls).toEqual([
      { table: '10.31', column: '1 Confederate ship in play', mods: [], die: 5, result: '+1 F, +1 SF, +2 S, +1 GB, +1 SGB' },
    ]);
  });

  it('types with no points are left out of the result', () => {
    const ctx = ruleCtx(only('alabama', 'florida'), [1]);
    deploymentRoll(ctx);
    expect(ctx.events[0]!.rolls![0]).toMatchObject({ column: '2 Confederate ships in play', result: '+2 S, +1 GB, +3 SGB' });
  });

  it('die 6 says which row 6 was read', () => {
    const errata = ruleCtx(only('alabama', 'florida', 'georgia'), [6]);
    deploymentRoll(errata);
    expect(errata.s.lastDeploymentRoll!.points).toEqual({ F: 1, SF: 1, S: 5, GB: 4, SGB: 3 });
    expect(errata.events[0]!.rolls![0]!.column).toBe('3 Confederate ships in play (errata row)');
    const designer = ruleCtx(
      (s) => {
        only('alabama', 'florida', 'georgia')(s);
        noErratum(s);
      },
      [6],
    );
    deploymentRoll(designer);
    expect(designer.s.lastDeploymentRoll!.points).toEqual({ F: 1, SF: 1, S: 6, GB: 3, SGB: 7 });
    expect(designer.events[0]!.rolls![0]!.column).toBe('3 Confederate ships in play (row 6 without the erratum)');
  });
});
