import { shipStates } from '../shipIds';
import type { AreaId, EcesType } from '../../data/schema/index';
import type { Ctx } from '../context';
import type { Choice, Unit } from '../activityState';
import { searchResult } from './tables';
import { ecesRoll, searchRoll } from './explain';
import { unitName } from './federalUnit';
import { squadronName, squadronShips } from './squadrons';
import { portRefugeOpen } from './blockade';
import { variantOn, type GameOptions } from '../options';
import type { SpotRule } from './variants/procedures';
import { speedRollSearch } from './variants/speedRollSearch';
import { faceShare } from './explain';
import type { GameData } from '../../data/gameData';

// 6.1 Search: who searches a raider entering an area (6.11, 7.23, 11.11), the Search Table roll
// and 6.14's roll-off between several searchers, the East Coast Emergency Search (6.4), and what
// a spotted raider may answer (6.13).

/** Federal units that can search a raider entering `area` (6.11, 7.23, 11.11). */
export function searchersIn(ctx: Ctx, area: AreaId): Unit[] {
  // Called for every area a raider enters: one pass over the fleet, no copies of it.
  const cseArea = ctx.data.areas[area]!.cse;
  let units: Map<string, Unit> | null = null; // made for the first searcher: most areas have none
  const fleet = shipStates(ctx.s.federal);
  for (let i = 0; i < fleet.length; i++) {
    const f = fleet[i]!;
    const inArea = f.where === 'map' && f.area === area && f.inUse;
    if (!inArea && !(cseArea && f.where === 'cse')) continue;
    if (f.blockading) continue; // 7.23: blockading, not searching at sea
    const key = inArea && f.squadron ? f.squadron : f.id;
    units ??= new Map();
    const u = units.get(key);
    if (u) u.ships.push(f.id);
    else units.set(key, { ships: [f.id] });
  }
  return units ? [...units.values()] : [];
}

/** 6.44: the ECES Ship Deployment Table's column type for a Confederate ship type (screw or side wheel alike). */
export const ecesType = (shipType: string): EcesType => (shipType === 'SS' ? 'S' : shipType === 'SGB' ? 'GB' : shipType) as EcesType;

/**
 * 6.41-6.44: the East Coast Emergency Search for a raider entering C9, before the normal
 * searches. Returns the emergency ship that spotted it, or null.
 */
export function emergencySearch(ctx: Ctx, shipId: string): Unit | null {
  const { s, data } = ctx;
  const ship = data.confederate[shipId]!;
  const type = ecesType(ship.type);
  const history = s.ecesHistory[type] ?? 0;
  const die = ctx.roll();
  const spotted = searchResult(data, die, 'ECES');
  s.ecesHistory[type] = history + 1;
  if (!spotted) {
    if (!ctx.quiet)
      ctx.emit('6.42', 'eces', `East Coast Emergency Search for the ${ship.name} in C9, die ${die}: not spotted`, {
        ships: [shipId],
        dice: [die],
        rolls: [ecesRoll(data, die, false)],
      });
    return null;
  }
  // 6.44: the column for this type and the number of earlier entries (the last one for more).
  const cols = data.files.eces.columns;
  const mine = cols.map((c, i) => ({ c, i })).filter((x) => x.c.type === type);
  const col = (mine.find((x) => x.c.previous === history) ?? mine.at(-1))!.i;
  const die2 = ctx.roll();
  const cell = data.files.eces.rows.find((r) => r.die === die2)!.cells[col]!;
  if (!ctx.quiet)
    ctx.emit(
      '6.43',
      'eces',
      `East Coast Emergency Search for the ${ship.name} in C9, die ${die}: spotted; ship table die ${die2}: gunnery ${cell.gunnery}, defense ${cell.defense}, speed ${cell.movement}`,
      { ships: [shipId], dice: [die, die2], rolls: [ecesRoll(data, die, true)] },
    );
  return { ships: [], eces: { ...cell, damage: 0 } };
}

/** 6.11: the Search Table roll, one die for all the searchers in the area (each squadron once), and its odds. */
const searchTable: SpotRule = {
  roll: (ctx, units) => {
    const die = ctx.roll();
    return { spotted: searchResult(ctx.data, die, units.length), dice: [die], rule: '6.11', roll: `die ${die}` };
  },
  rule: '6.11',
  chance: (data, units) => (units <= 0 ? 0 : faceShare((d) => searchResult(data, d, units))),
};

/** THE one point where the spotting roll is chosen: the Search Table, or a variant's (docs/variants.md). */
export const spotRule = (options: GameOptions): SpotRule => (variantOn(options, 'speedRollSearch') ? speedRollSearch : searchTable);

/** The chance a search by `units` Federal units spots a raider entering their area, by the rules in force (6.11, or a variant). */
export const spotChanceUnder = (data: GameData, options: GameOptions, units: number): number => spotRule(options).chance(data, units);

/** 6.41: the chance the East Coast Emergency Search spots a raider entering C9 (no variant changes it). */
export const ecesSpotChance = (data: GameData): number => faceShare((d) => searchResult(data, d, 'ECES'));

/**
 * 6.11, 6.14: the searchers in `area` roll to spot the raider, each squadron counting once;
 * when several search, a die each decides which spots (high roll, ties roll again).
 * Returns the unit that spotted the raider, or null (6.12: it goes on untouched).
 */
export function search(ctx: Ctx, shipId: string, area: AreaId, units: Unit[]): Unit | null {
  const attempt = spotRule(ctx.s.options).roll(ctx, units);
  // The explained roll reads the Search Table (6.11); a variant says its own rule and roll in the text.
  const explained = (spotted: boolean) => (attempt.rule === '6.11' ? { rolls: [searchRoll(ctx.data, units.length, attempt.dice[0]!, spotted)] } : {});
  if (!attempt.spotted) {
    if (!ctx.quiet)
      ctx.emit(
        attempt.rule,
        'search',
        `${units.length} Federal unit${units.length === 1 ? ' searches' : 's search'} ${area} for ${squadronName(ctx, squadronShips(ctx, shipId))}, ${attempt.roll}: not spotted`,
        { ships: [shipId], dice: attempt.dice, ...explained(false) },
      );
    return null;
  }
  let foe = units[0]!;
  const dice = [...attempt.dice];
  if (units.length > 1) {
    let contenders = units;
    while (contenders.length > 1) {
      const rolls = contenders.map(() => ctx.roll());
      dice.push(...rolls);
      const high = Math.max(...rolls);
      contenders = contenders.filter((_, i) => rolls[i] === high);
    }
    foe = contenders[0]!;
  }
  if (!ctx.quiet)
    ctx.emit(
      units.length > 1 ? '6.14' : attempt.rule,
      'spotted',
      `${units.length} Federal unit${units.length === 1 ? ' searches' : 's search'} ${area}, ${attempt.roll}: ${squadronName(ctx, squadronShips(ctx, shipId))} is spotted by ${unitName(ctx, foe)}`,
      { ships: [shipId, ...foe.ships], dice, ...explained(true) },
    );
  return foe;
}

/**
 * 6.13: a spotted raider fights, tries to escape, or (coastal, not C9/C54, with a port) enters
 * port and accepts blockade. Running a blockade forfeits the port (7.21), and a squadron cannot
 * shelter: each raider in port has a port of its own (4.4), a blockader one port (7.23). The
 * Stonewall's attackers (11.61) leave her only the fight.
 */
export function spottedChoices(ctx: Ctx, kind: 'search' | 'blockadeRun' | 'stonewall', area: AreaId, ships: string[]): Choice[] {
  const options: Choice[] = ['fight', 'escape'];
  if (kind === 'search' && portRefugeOpen(ctx, area) && ships.length === 1) options.push('port');
  if (kind === 'stonewall') options.splice(1, 1);
  return options;
}
