import type { GameData } from '../../data/gameData';

// Look-ups on the printed tables. Each takes a die already rolled, so the caller logs it.

/** Raid Table (5.11): merchant marine points lost; density 0 yields nothing. */
export function raidResult(data: GameData, die: number, density: number): number {
  const t = data.files.raid;
  const col = t.columns.indexOf(density);
  if (col < 0) return 0;
  return t.rows.find((r) => r.die === die)!.cells[col]!;
}

/** Search Table (6.11): spotted? `searchers` counts each squadron once; 'ECES' for 6.41. */
export function searchResult(data: GameData, die: number, searchers: number | 'ECES'): boolean {
  const t = data.files.search;
  let col: number;
  if (searchers === 'ECES') col = t.columns.indexOf('ECES');
  else {
    const nums = t.columns.filter((c): c is number => c !== 'ECES');
    col = t.columns.indexOf(Math.min(Math.max(searchers, nums[0]!), nums.at(-1)!));
  }
  return t.rows.find((r) => r.die === die)!.cells[col]!;
}

/** Escape Table (6.21): escaped? Differentials beyond the columns use the end columns. */
export function escapeResult(data: GameData, die: number, differential: number): boolean {
  const t = data.files.escape;
  const d = Math.min(Math.max(differential, t.columns[0]!), t.columns.at(-1)!);
  return t.rows.find((r) => r.die === die)!.cells[t.columns.indexOf(d)]!;
}

/** Combat Results Table (8.11): damage points for a total gunnery strength (0 fires nothing). */
export function combatResult(data: GameData, die: number, gunnery: number): number {
  if (gunnery <= 0) return 0;
  const t = data.files.combat;
  const col = t.columns.findIndex((c) => gunnery >= c.min && (c.max === null || gunnery <= c.max));
  return t.rows.find((r) => r.die === die)!.cells[col]!;
}

/** Blockade Table (7.11): the blockaders' gunnery for one firing segment, or null. */
export function blockadeResult(data: GameData, die: number, year: number, direction: 'in' | 'out'): { roll: number; gunnery: number | null } {
  const t = data.files.blockade;
  const roll = die + (t.modifiers.year as Record<string, number>)[String(year)]! + t.modifiers.direction[direction];
  return { roll, gunnery: t.rows.find((r) => r.roll === roll)?.gunnery ?? null };
}
