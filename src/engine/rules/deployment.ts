import { DeploymentType, type DeploymentPoints } from '../../data/schema/index';
import type { Ctx } from '../context';
import { confederateShipsInPlay } from '../queries';
import { variantOn } from '../options';
import { deploymentRollExplained } from './explain';

// 10.3 Federal Warship Deployment: the roll on the Federal Warship Deployment Table.

/** The table's cell for a die and a count of Confederate ships in play (10.31). */
export function deploymentCell(ctx: Pick<Ctx, 'data' | 's'>, die: number, inPlay: number): DeploymentPoints {
  const t = ctx.data.files.deployment;
  // Columns are contiguous counts; the first also serves fewer ships, the last more.
  const col = Math.max(0, Math.min(t.columns.length - 1, inPlay - t.columns[0]!));
  if (die === 6) return (variantOn(ctx.s.options, 'erratumRow6') ? t.erratumRow6 : t.row6WithoutErratum).cells[col]!;
  return t.rows.find((r) => r.die === die)!.cells[col]!;
}

/** 10.31: count the raiders in play (Europe half), roll, add the points to the track. */
export function deploymentRoll(ctx: Ctx): void {
  const inPlay = confederateShipsInPlay(ctx.data, ctx.s);
  const die = ctx.roll();
  const points = deploymentCell(ctx, die, inPlay);
  for (const t of DeploymentType.options) ctx.s.deploymentTrack[t] += points[t];
  ctx.s.lastDeploymentRoll = { die, inPlay, points: { ...points } };
  if (ctx.quiet) return; // the log line alone follows
  const gained =
    DeploymentType.options
      .filter((t) => points[t] > 0)
      .map((t) => `+${points[t]} ${t}`)
      .join(', ') || 'no points';
  const row6 = die === 6 ? (variantOn(ctx.s.options, 'erratumRow6') ? ' (errata row)' : ' (row 6 without the erratum)') : '';
  ctx.emit('10.31', 'deploymentRoll', `${inPlay} Confederate ship${inPlay === 1 ? '' : 's'} in play, die ${die}${row6}: ${gained}`, {
    dice: [die],
    rolls: [deploymentRollExplained(inPlay, die, gained, row6)],
  });
}
