import type { GameData } from '../../data/gameData';
import type { RollExplained, RollMod } from '../types';
import { blockadeResult, escapeResult, searchResult } from './tables';

// The explanation of a roll for the log (issue 16): the column read, the faces that were
// needed, the modifiers with their rules, the die and the result. Read off the same tables the
// rules roll on; events only, never the state.

const FACES = [1, 2, 3, 4, 5, 6];

/** The share of the die's six faces for which `ok` holds: the chance of a roll the log explains by `facesNeeded`. */
export function faceShare(ok: (die: number) => boolean): number {
  let n = 0;
  for (const d of FACES) if (ok(d)) n++;
  return n / FACES.length;
}

/** The mean of `f` over the die's six faces (summed in face order, then divided by six). */
export function faceMean(f: (die: number) => number): number {
  let n = 0;
  for (const d of FACES) n += f(d);
  return n / FACES.length;
}

/** The faces for which `ok` holds, in words: "6", "5+", "3 or less", "any roll", "no roll", "2, 4, 6". */
export function facesNeeded(ok: (die: number) => boolean): string {
  const f = FACES.filter(ok);
  if (!f.length) return 'no roll';
  if (f.length === 6) return 'any roll';
  const run = f.every((x, i) => i === 0 || x === f[i - 1]! + 1);
  if (run && f.at(-1) === 6) return f.length === 1 ? '6' : `${f[0]}+`;
  if (run && f[0] === 1) return `${f.at(-1)} or less`;
  return f.join(', ');
}

const units = (n: number) => `${n} searching unit${n === 1 ? '' : 's'}`;

/** 6.11, 6.14: the Search Table's column is the number of searching units, a squadron counting once. */
export function searchRoll(data: GameData, searchers: number, die: number, spotted: boolean): RollExplained {
  return {
    table: '6.11',
    column: units(searchers),
    need: facesNeeded((d) => searchResult(data, d, searchers)),
    mods: [],
    die,
    result: spotted ? 'spotted' : 'not spotted',
  };
}

/** 6.41, 6.42: the ECES column of the Search Table. */
export function ecesRoll(data: GameData, die: number, spotted: boolean): RollExplained {
  return {
    table: '6.42',
    column: 'East Coast Emergency Search',
    need: facesNeeded((d) => searchResult(data, d, 'ECES')),
    mods: [],
    die,
    result: spotted ? 'spotted' : 'not spotted',
  };
}

/** 6.21: the Escape Table's column is the escaper's speed less the other side's (a squadron at its slowest, 4.52). */
export function escapeRoll(data: GameData, who: string, own: number, other: number, dice: number[], ok: boolean): RollExplained {
  const diff = own - other;
  const sign = diff > 0 ? `+${diff}` : `${diff}`;
  const mods: RollMod[] = [
    { value: own, rule: '6.21', why: `${who}'s speed` },
    { value: -other, rule: '6.21', why: "the other side's speed" },
  ];
  return {
    table: '6.21',
    who,
    column: `speed differential ${sign}`,
    need: facesNeeded((d) => escapeResult(data, d, diff)),
    mods,
    die: dice.at(-1)!,
    ...(dice.length > 1 ? { rerolled: dice[0]! } : {}),
    result: ok ? 'escapes' : 'fails',
  };
}

/** 8.11: the Combat Results Table's column is the firer's total gunnery (4.51). */
export function fireRoll(who: string, gunnery: number, die: number, damage: number): RollExplained {
  return { table: '8.11', who, column: `gunnery ${gunnery}`, mods: [], die, result: `${damage} damage` };
}

/** 7.11: the Blockade Table's roll is the die plus the year's and the direction's modifiers; the raider needs no contact. */
export function blockadeRoll(data: GameData, year: number, direction: 'in' | 'out', dice: number[], roll: number, gunnery: number | null): RollExplained {
  const t = data.files.blockade;
  const mods: RollMod[] = [
    { value: (t.modifiers.year as Record<string, number>)[String(year)] ?? 0, rule: '7.11', why: `year ${year}` },
    { value: t.modifiers.direction[direction], rule: '7.11', why: direction === 'in' ? 'running in' : 'running out' },
  ];
  return {
    table: '7.11',
    column: `modified roll ${roll}`,
    need: facesNeeded((d) => blockadeResult(data, d, year, direction).gunnery === null),
    mods,
    die: dice.at(-1)!,
    ...(dice.length > 1 ? { rerolled: dice[0]! } : {}),
    result: gunnery === null ? 'no contact' : `contact: blockaders of gunnery ${gunnery} fire (8.14)`,
  };
}

/**
 * 5.11: the Raid Table's column is the area's density (5.31 whaling, 5.43 Auxiliary); `row` is
 * that column, the points each face of the die gives, so the log shows the table (issue 35.5).
 */
export function raidRoll(density: number, densityNote: RollMod | null, dice: number[], points: number, row: readonly number[]): RollExplained {
  return {
    table: '5.11',
    column: `density ${density}, where a die of ${FACES.join(', ')} gives ${row.join(', ')} points`,
    mods: densityNote ? [densityNote] : [],
    die: dice.at(-1)!,
    ...(dice.length > 1 ? { rerolled: dice[0]! } : {}),
    result: `${points} merchant marine point${points === 1 ? '' : 's'}`,
  };
}

/** 10.31: the Federal Warship Deployment Table's column is the count of Confederate ships in play. */
export function deploymentRollExplained(inPlay: number, die: number, gained: string, row6: string): RollExplained {
  return { table: '10.31', column: `${inPlay} Confederate ship${inPlay === 1 ? '' : 's'} in play${row6}`, mods: [], die, result: gained };
}
