// Tables printed on the map and the record sheet (2.14, 2.34), reconstructed in assets/tables/,
// plus the whaling counters (2.25) and the CSE allowance (11.12). Each test names the rule it checks.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  BlockadeTable,
  CombatTable,
  CseFile,
  DeploymentTable,
  EcesTable,
  EscapeTable,
  RaidTable,
  SearchTable,
  WhalingFile,
  type DeploymentPoints,
} from '../../src/data/schema';

const load = (p: string): unknown => JSON.parse(readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8'));
const raid = RaidTable.parse(load('assets/tables/raid.json'));
const search = SearchTable.parse(load('assets/tables/search.json'));
const escape = EscapeTable.parse(load('assets/tables/escape.json'));
const combat = CombatTable.parse(load('assets/tables/combat.json'));
const blockade = BlockadeTable.parse(load('assets/tables/blockade.json'));
const deployment = DeploymentTable.parse(load('assets/tables/deployment.json'));
const eces = EcesTable.parse(load('assets/tables/eces.json'));
const whaling = WhalingFile.parse(load('assets/counters/whaling.json'));
const cse = CseFile.parse(load('assets/track/cse.json'));

const DICE = [1, 2, 3, 4, 5, 6];
type DieTable = { columns: readonly unknown[]; rows: { die: number; cells: readonly unknown[] }[] };
const dieTables: [string, DieTable][] = [
  ['Raid Table (5.11)', raid],
  ['Search Table (6.11)', search],
  ['Escape Table (6.21)', escape],
  ['Combat Results Table (8.11)', combat],
  ['Federal Warship Deployment Table (10.31)', deployment],
  ['ECES Ship Deployment Table (6.43)', eces],
];
const cell = <T>(t: { rows: { die: number; cells: T[] }[] }, die: number, col: number): T => {
  const row = t.rows.find((r) => r.die === die);
  if (!row) throw new Error(`no row for die ${die}`);
  return row.cells[col] as T;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const total = (p: DeploymentPoints) => p.F + p.SF + p.S + p.GB + p.SGB;

describe('every table is complete (2.14: one die against a column)', () => {
  test.each(dieTables)('%s has exactly one row per die roll 1-6 and a cell in every column', (_name, t) => {
    expect(t.rows.map((r) => r.die).sort()).toEqual(DICE);
    for (const r of t.rows) expect(r.cells).toHaveLength(t.columns.length);
  });
  test('Blockade Table (7.11) has one row per modified roll', () => {
    const rolls = blockade.rows.map((r) => r.roll);
    expect(new Set(rolls).size).toBe(rolls.length);
  });
});

describe('Raid Table (5.11)', () => {
  test('5.11: columns are shipping densities 1-6 (density 0 has nothing to raid)', () => {
    expect(raid.columns).toEqual([1, 2, 3, 4, 5, 6]);
  });
  test('5.11: losses never fall with a higher die or a denser area', () => {
    for (let c = 0; c < 6; c++) for (let d = 1; d < 6; d++) expect(cell(raid, d + 1, c)).toBeGreaterThanOrEqual(cell(raid, d, c));
    for (const d of DICE) for (let c = 1; c < 6; c++) expect(cell(raid, d, c)).toBeGreaterThanOrEqual(cell(raid, d, c - 1));
  });
  test('5.11 calibration: a typical raid (density 2-4) yields 2-6 points and a C9 raid (density 6) 8-15 on average', () => {
    const m = (dens: number) => mean(DICE.map((d) => cell<number>(raid, d, dens - 1)));
    for (const dens of [2, 3, 4]) {
      expect(m(dens)).toBeGreaterThanOrEqual(2);
      expect(m(dens)).toBeLessThanOrEqual(6);
    }
    expect(m(6)).toBeGreaterThanOrEqual(8);
    expect(m(6)).toBeLessThanOrEqual(15);
  });
  test("5.11 calibration: Sumter and Nashville's raids of GT1-4 come within a factor 1.5 of the 31 points history took (facts 5)", () => {
    const m = (dens: number) => mean(DICE.map((d) => cell<number>(raid, d, dens - 1)));
    // about four raids a turn for two turns at densities 2-3, plus Nashville's two single raids (5.42)
    const expected = 4 * m(2) + 4 * m(3) + 2 * m(2);
    expect(expected).toBeGreaterThan(31 / 1.5);
    expect(expected).toBeLessThan(31 * 1.5);
  });
});

describe('Search Table (6.11, 6.41)', () => {
  const spots = (col: number) => DICE.filter((d) => cell(search, d, col)).length;
  test('6.11: columns are 1, 2, 3 and 4-or-more searching stacks, then ECES (6.41)', () => {
    expect(search.columns).toEqual([1, 2, 3, 4, 'ECES']);
  });
  test('6.11 with the reviews: 1 in 12 per stack, at most 4 in 12, as near as one die allows', () => {
    const perColumn = [0, 1, 2, 3].map(spots);
    expect(perColumn).toEqual([1, 1, 2, 2]); // in sixths: 2/12, 2/12, 4/12, 4/12
    perColumn.forEach((n, i) => expect(Math.abs(n / 6 - (i + 1) / 12)).toBeLessThanOrEqual(1 / 12 + 1e-9));
    for (let c = 0; c < 5; c++) expect(spots(c)).toBeLessThanOrEqual(2);
  });
  test('6.11: more searching stacks never lower the chance, and a die that spots also spots one higher', () => {
    for (let c = 1; c < 4; c++) expect(spots(c)).toBeGreaterThanOrEqual(spots(c - 1));
    for (let c = 0; c < 5; c++) for (let d = 1; d < 6; d++) if (cell(search, d, c)) expect(cell(search, d + 1, c)).toBe(true);
  });
  test('6.41: the ECES column spots at least sometimes and never always', () => {
    expect(spots(4)).toBeGreaterThan(0);
    expect(spots(4)).toBeLessThan(6);
  });
});

describe('Escape Table (6.21)', () => {
  const chance = (col: number) => DICE.filter((d) => cell(escape, d, col)).length;
  test('6.21: columns are contiguous speed differentials -4..+4', () => {
    expect(escape.columns).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4]);
  });
  test('6.21: a faster ship never escapes less often, and a higher die never does worse', () => {
    for (let c = 1; c < escape.columns.length; c++) expect(chance(c)).toBeGreaterThanOrEqual(chance(c - 1));
    for (let c = 0; c < escape.columns.length; c++) for (let d = 1; d < 6; d++) if (cell(escape, d, c)) expect(cell(escape, d + 1, c)).toBe(true);
  });
  test('6.21 with the reviews: a spotted raider of equal speed usually escapes; the slowest still has a chance', () => {
    expect(chance(escape.columns.indexOf(0))).toBeGreaterThan(3);
    expect(chance(0)).toBeGreaterThan(0);
  });
});

describe('Combat Results Table (8.11)', () => {
  test('8.11: gunnery columns are exactly 1, 2, 3, 4, 5, 6, 7-8, 9-11, 12-15, 16+', () => {
    expect(combat.columns).toEqual([
      { min: 1, max: 1 },
      { min: 2, max: 2 },
      { min: 3, max: 3 },
      { min: 4, max: 4 },
      { min: 5, max: 5 },
      { min: 6, max: 6 },
      { min: 7, max: 8 },
      { min: 9, max: 11 },
      { min: 12, max: 15 },
      { min: 16, max: null },
    ]);
  });
  test('8.11 and 4.51: columns are contiguous from 1 and the last is open, so any squadron total has a column', () => {
    expect(combat.columns[0]!.min).toBe(1);
    for (let i = 1; i < combat.columns.length; i++) expect(combat.columns[i]!.min).toBe((combat.columns[i - 1]!.max ?? NaN) + 1);
    expect(combat.columns.at(-1)!.max).toBeNull();
  });
  test('8.11: damage never falls with more gunnery or a higher die', () => {
    const n = combat.columns.length;
    for (let c = 0; c < n; c++) for (let d = 1; d < 6; d++) expect(cell(combat, d + 1, c)).toBeGreaterThanOrEqual(cell(combat, d, c));
    for (const d of DICE) for (let c = 1; c < n; c++) expect(cell(combat, d, c)).toBeGreaterThanOrEqual(cell(combat, d, c - 1));
  });
  test('8.11/8.13 history: Kearsarge (gunnery 5) out-hits Alabama (gunnery 4) per firing segment', () => {
    const m = (c: number) => mean(DICE.map((d) => cell<number>(combat, d, c)));
    expect(m(4)).toBeGreaterThan(m(3));
  });
});

describe('Blockade Table (7.11)', () => {
  const years = ['1861', '1862', '1863', '1864', '1865'] as const;
  const y = blockade.modifiers.year;
  const dir = blockade.modifiers.direction;
  const mods = years.flatMap((yr) => [y[yr] + dir.in, y[yr] + dir.out]);
  const contact = (yr: (typeof years)[number], way: 'in' | 'out') =>
    DICE.filter((d) => blockade.rows.find((r) => r.roll === d + y[yr] + dir[way])?.gunnery != null).length / 6;
  test('7.11: there is a row for every modified roll the year and direction modifiers can produce', () => {
    const lo = 1 + Math.min(...mods),
      hi = 6 + Math.max(...mods);
    for (let r = lo; r <= hi; r++) expect(blockade.rows.filter((x) => x.roll === r)).toHaveLength(1);
  });
  test('7.11: the blockade tightens every year', () => {
    for (let i = 1; i < years.length; i++) expect(y[years[i]!]).toBeGreaterThan(y[years[i - 1]!]);
    for (let i = 1; i < years.length; i++)
      for (const way of ['in', 'out'] as const) expect(contact(years[i]!, way)).toBeGreaterThanOrEqual(contact(years[i - 1]!, way));
  });
  test('7.11 history: runners got through most of the time early; by 1864-65 about 1 in 3 or more were caught', () => {
    const avg = (yr: (typeof years)[number]) => (contact(yr, 'in') + contact(yr, 'out')) / 2;
    expect(avg('1861')).toBeLessThanOrEqual(1 / 6);
    expect(avg('1862')).toBeLessThanOrEqual(1 / 6);
    expect(avg('1864')).toBeGreaterThanOrEqual(1 / 4);
    expect(avg('1864')).toBeLessThanOrEqual(1 / 2);
    expect(avg('1865')).toBeGreaterThanOrEqual(avg('1864'));
  });
  test('7.11: a contact gives the gunnery of one firing segment, never weaker at a higher roll', () => {
    const g = blockade.rows
      .slice()
      .sort((a, b) => a.roll - b.roll)
      .map((r) => r.gunnery ?? 0);
    for (let i = 1; i < g.length; i++) expect(g[i]!).toBeGreaterThanOrEqual(g[i - 1]!);
  });
});

describe('Federal Warship Deployment Table (10.31)', () => {
  const ERRATUM = '0/0/3/0/0 1/0/6/2/9 1/1/5/4/3 0/0/8/3/9';
  const parse = (s: string) =>
    s.split(' ').map((c) => {
      const [F, SF, S, GB, SGB] = c.split('/').map(Number);
      return { F, SF, S, GB, SGB };
    });
  test('10.31: columns are 1, 2, 3 and 4 Confederate ships in play', () => {
    expect(deployment.columns).toEqual([1, 2, 3, 4]);
  });
  test('10.31 errata: the die-6 row equals the printed errata string, cell for cell', () => {
    expect(deployment.erratumRow6.cells).toEqual(parse(ERRATUM));
    expect(deployment.rows.find((r) => r.die === 6)!.cells).toEqual(parse(ERRATUM));
    expect(deployment.erratumRow6.basis).toMatch(/uncertain/i);
  });
  test('10.31: the row used without the erratum has a cell for every column', () => {
    expect(deployment.row6WithoutErratum.cells).toHaveLength(4);
  });
  test('10.31: in the reconstructed rows 1-5, more raiders or a higher die never give fewer points', () => {
    for (let c = 0; c < 4; c++) for (let d = 1; d < 5; d++) expect(total(cell(deployment, d + 1, c))).toBeGreaterThanOrEqual(total(cell(deployment, d, c)));
    for (let d = 1; d <= 5; d++) for (let c = 1; c < 4; c++) expect(total(cell(deployment, d, c))).toBeGreaterThanOrEqual(total(cell(deployment, d, c - 1)));
    const smooth = deployment.row6WithoutErratum.cells.map(total);
    for (let c = 0; c < 4; c++) expect(smooth[c]!).toBeGreaterThanOrEqual(total(cell(deployment, 5, c)));
  });
  test('10.31 calibration: with two or three raiders in play the Federal gets roughly 6-15 ships a turn', () => {
    for (const c of [1, 2]) {
      const m = mean(DICE.map((d) => total(cell(deployment, d, c))));
      expect(m).toBeGreaterThanOrEqual(6);
      expect(m).toBeLessThanOrEqual(15);
    }
  });
});

describe('ECES Ship Deployment Table (6.43, 6.44)', () => {
  test('6.44: each Confederate type has columns for 0, 1, ... earlier entries and only the last says "or more"', () => {
    for (const type of ['S', 'GB', 'Aux', 'IC'] as const) {
      const cols = eces.columns.filter((c) => c.type === type);
      expect(cols.length).toBeGreaterThan(0);
      expect(cols.map((c) => c.previous)).toEqual(cols.map((_, i) => i));
      expect(cols.map((c) => c.orMore)).toEqual(cols.map((_, i) => i === cols.length - 1));
    }
  });
  test("6.43: the spotting ship is rated on the counters' scales (gunnery 1-8, defense 1-8, movement 5-14)", () => {
    for (const r of eces.rows)
      for (const s of r.cells) {
        expect(s.gunnery).toBeGreaterThanOrEqual(1);
        expect(s.gunnery).toBeLessThanOrEqual(8);
        expect(s.defense).toBeGreaterThanOrEqual(1);
        expect(s.defense).toBeLessThanOrEqual(8);
        expect(s.movement).toBeGreaterThanOrEqual(5);
        expect(s.movement).toBeLessThanOrEqual(14);
      }
  });
  test('6.44: later entries of the same type meet ships at least as strong', () => {
    const strength = (i: number) =>
      mean(
        DICE.map((d) => {
          const s = cell(eces, d, i);
          return s.gunnery + s.defense + s.movement;
        }),
      );
    eces.columns.forEach((c, i) => {
      if (c.previous > 0) expect(strength(i)).toBeGreaterThanOrEqual(strength(i - 1));
    });
  });
});

describe('Whaling counters (2.25, 5.31)', () => {
  test('2.25: five counters, numbered 1-5', () => {
    expect(whaling.counters.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });
  test('13.44/13.54: the set includes one each of 1, 3 and 4', () => {
    const d = whaling.counters.map((c) => c.density);
    for (const v of [1, 3, 4]) expect(d).toContain(v);
  });
  test('5.31: every counter value is a Raid Table column', () => {
    for (const c of whaling.counters) expect(raid.columns).toContain(c.density);
  });
});

describe('California Steamer Escort points (11.12)', () => {
  test('11.12 history: no escorts in 1861; the escorts began after Ariel was taken in Dec 1862', () => {
    expect(cse.perYear['1861']).toBe(0);
    expect(cse.perYear['1862']).toBeGreaterThanOrEqual(1);
  });
  test.each(['cresting-tide', 'endgame'])('11.12: %s never records more CSE points used than the year allows', (id) => {
    const s = load(`scenarios/${id}.json`) as { federal: { cseUsed: Record<string, number> } };
    for (const [yr, used] of Object.entries(s.federal.cseUsed)) expect(used).toBeLessThanOrEqual(cse.perYear[yr as keyof typeof cse.perYear]);
  });
});
