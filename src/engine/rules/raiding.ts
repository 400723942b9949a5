import type { RaidMade } from '../activityState';
import type { Ctx } from '../context';
import { raidResult } from './tables';
import { faceMean, raidRoll } from './explain';
import type { GameData } from '../../data/gameData';
import type { RollMod } from '../types';
import { merchantMarineLoss } from './victory';
import { semmesReroll } from './semmes';
import { squadronShips } from './squadrons';
import { searchersIn } from './search';
import { unitName } from './federalUnit';
import { variantOn, type GameOptions } from '../options';
import type { RaidCount } from './variants/procedures';
import { rebelRaidersRaid } from './variants/rebelRaidersRaid';

// 5.0 Raiding: a roll on the Raid Table by the area's density (5.11); the merchant marine points
// come off the track at once (5.21, 9.22). The first Sloop raid on an unturned whaling counter
// uses its density (5.31); an Auxiliary raids at density 1 outside C9 (5.43). A ship short of
// coal since its last refit cannot raid (11.52), and a squadron raids only where every member
// may (4.52).

/** 5.11: the Raid Table; a die of 1 or 2 counts as failed for Semmes' reroll (11.74). */
const raidTable: RaidCount = { rule: '5.11', failed: (die) => die <= 2, points: (data, die, density) => raidResult(data, die, density), how: () => '' };

/** THE one point where the count of a raid is chosen: the Raid Table, or a variant's (docs/variants.md). */
export const raidCount = (options: GameOptions): RaidCount => (variantOn(options, 'rebelRaidersRaid') ? rebelRaidersRaid : raidTable);

/**
 * The merchant marine points one raid takes on average at `density` (5.11, or a variant's count),
 * `whaling` when it turns up a whaling counter of that density (5.31): the count averaged over
 * the die, without Semmes' reroll (11.74).
 */
export const raidMeanUnder = (data: GameData, options: GameOptions, density: number, whaling: boolean): number => {
  const count = raidCount(options);
  return faceMean((d) => count.points(data, d, density, whaling));
};

/** 5.31: the ship types whose first raid in an area turns up a face-down whaling counter there (the Sloops). */
export const turnsWhalingCounter = (type: string): boolean => type === 'S' || type === 'SS';

/** 5.0-5.43, 5.31, 11.74: the die is rolled and the loss taken now (9.22). Null when the raid is void (11.52). */
export function raid(ctx: Ctx, id: string): RaidMade | null {
  const { s, data } = ctx;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const area = data.areas[st.area!]!;
  // 5.44, 11.52: coal limits raiding; no raid counts until a refit: no die, and no whaling counter
  // turned up (5.31).
  const ships = squadronShips(ctx, id);
  const short = ships.find((x) => !s.confederate[x]!.canRaid);
  if (short) {
    if (!ctx.quiet)
      ctx.emit(
        '11.52',
        'whyNot',
        `the ${ship.name} cannot raid ${area.id}: ${short === id ? '' : `with the ${data.confederate[short]!.name} in its squadron, `}short of coal since its last refit, its raid is void`,
        { ships: [id] },
      );
    return null;
  }
  // 6.1: a player sees Federal ships in the area and expects a search; only entering brings one.
  if (!ctx.quiet) {
    const watchers = searchersIn(ctx, area.id);
    if (watchers.length)
      ctx.emit(
        '6.1',
        'whyNot',
        `${watchers.map((u) => unitName(ctx, u)).join(' and ')} in ${area.id} ${watchers.length === 1 && watchers[0]!.ships.length === 1 ? 'does' : 'do'} not search the ${ship.name} as it raids: only a raider entering an area is searched`,
        { ships: [id, ...watchers.flatMap((u) => u.ships)] },
      );
  }
  const count = raidCount(s.options);
  let density = area.density;
  let note = `density ${density}`;
  let densityMod: RollMod | null = null;
  let whaling = false;
  const w = s.whaling.find((x) => x.area === area.id && !x.revealed);
  if (w && turnsWhalingCounter(ship.type)) {
    // 5.31: the first Sloop raid turns the counter up and uses its density; then it is removed.
    density = data.files.whaling.counters[w.counter]!.density;
    s.whaling = s.whaling.filter((x) => x !== w);
    whaling = true;
    note = `whaling counter turned up: density ${density} (5.31)`;
    densityMod = { value: density - area.density, rule: '5.31', why: 'whaling counter' };
  } else if (ship.type === 'Aux' && area.id !== 'C9') {
    density = Math.min(density, 1);
    note = 'an Auxiliary raids at density 1 (5.43)';
    densityMod = { value: density - area.density, rule: '5.43', why: 'an Auxiliary' };
  }
  let die = ctx.roll();
  const dice = [die];
  // 11.74: a failed raid die (1 or 2 on the Raid Table) may be rerolled by Semmes.
  const again = count.failed(die) ? semmesReroll(ctx, id, [id], 'raid', dice, (d) => !count.failed(d), count.rule === '5.11' ? die : undefined) : null;
  if (again !== null) {
    die = again;
    dice.push(die);
    note += `; Semmes rerolls the ${dice[0]} (11.74)`;
  }
  const points = count.points(data, die, density, whaling);
  const made: RaidMade = ships.length > 1 ? { area: area.id, points, squadron: ships.slice(1) } : { area: area.id, points };
  // The explained roll reads the Raid Table (5.11); a variant's count says its own rule in the text.
  if (!ctx.quiet)
    ctx.emit(
      count.rule,
      'raid',
      `the ${ship.name} raids ${area.id} (${note}), die ${die}: ${points} merchant marine point${points === 1 ? '' : 's'}${count.how(die, density, whaling)}`,
      {
        ships: [id],
        dice,
        ...(count.rule === '5.11'
          ? {
              rolls: [
                raidRoll(
                  density,
                  densityMod,
                  dice,
                  points,
                  [1, 2, 3, 4, 5, 6].map((d) => count.points(data, d, density, whaling)),
                ),
              ],
            }
          : {}),
      },
    );
  // 11.21 follows the raid it comes of, in the log as at the table.
  if (area.pacific && !s.pacificRaided) {
    s.pacificRaided = true;
    ctx.emit('11.21', 'pacificRaid', 'a Confederate raider has struck in the Pacific: the Wyoming may now leave it');
  }
  if (points === 0) return made;
  // 5.11, 5.21: the points come off the track at once, and with them 9.22's England drop, made
  // immediately; 11.52 may still void the raid at the end of the record.
  merchantMarineLoss(ctx, points, `${ship.name}: raid in ${area.id}`);
  if (!ctx.quiet)
    ctx.emit('5.21', 'merchantMarine', `the U.S. merchant marine loses ${points} point${points === 1 ? '' : 's'}: ${s.merchantMarine} remain`, { ships: [id] });
  return made;
}
