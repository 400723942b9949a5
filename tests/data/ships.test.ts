// Ship counters (2.21, 2.22): the reconstructed values must honour every constraint the rule
// book's scenarios (13.1-13.5), special rules and the official errata put on them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfederateShipsFile, DeploymentType, FederalShipsFile, type ConfederateShip, type FederalShip } from '../../src/data/schema';

const load = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const federal = FederalShipsFile.parse(load('assets/ships/federal.json')).ships;
const confederate = ConfederateShipsFile.parse(load('assets/ships/confederate.json')).ships;

/** Find a ship by any spelling the rule book uses (abbr or alias). */
function byName<T extends { abbr: string; aliases: string[] }>(ships: T[], name: string): T {
  const hits = ships.filter((s) => s.abbr === name || s.aliases.includes(name));
  if (hits.length !== 1) throw new Error(`${name}: ${hits.length} ships match`);
  return hits[0]!;
}
const fed = (name: string): FederalShip => byName(federal, name);
const con = (name: string): ConfederateShip => byName(confederate, name);

// ---- Federal lists of the three later scenarios, as printed (13.33, 13.43, 13.53) ----
interface ScenarioFederals {
  turn: number;
  deployed: string[];
  pool: string[];
  /** Availability consumed: [spelling, turns, out (Unavailable Pool)] */
  consumed: [string, number, boolean][];
}
const GT5: ScenarioFederals = {
  turn: 5,
  deployed: ['Tusc', 'Kear', 'S. D. Cu.', 'Lanc', 'Sara', 'Narra', 'Sagi', 'Wyom'],
  pool: [
    'San J',
    'Niag',
    'Powh',
    'Daco',
    'Iroq',
    'Mohic',
    'Wach',
    'Oneid',
    'Conn',
    'DeSoto',
    'J. Adg',
    'Flor',
    'S. O. Ge.',
    'Augu',
    'Alab',
    'Octo',
    'Tiog',
    'R. Isl',
    'Chip',
    'Merc',
    'R. R. Cuy',
    'Cayu',
  ],
  consumed: [
    ['S. D. Cu', 3, false],
    ['Tusc', 3, false],
    ['Iroq', 2, false],
    ['Kear', 2, false],
    ['Powh', 2, false],
    ['K. State', 2, true],
    ['Q. City', 2, true],
    ['Flam', 1, true],
    ['Peng', 1, true],
    ['Rich', 1, true],
    ['Conn', 1, false],
    ['J. Adj', 1, false],
  ],
};
const GT8: ScenarioFederals = {
  turn: 8,
  deployed: [
    'Tusc',
    'Kear',
    'Chip',
    'Mohic',
    'Daco',
    'Oneid',
    'Alab',
    'Octo',
    'Conn',
    'Wach',
    'DeSoto',
    'S. D. Cu',
    'Tiog',
    'R. R. Cuy',
    'Sono',
    'R. Isl',
    'Vand',
    'Narra',
    'Sara',
    'Lanc',
    'Sagi',
    'Wyom',
  ],
  pool: ['Niag', 'Powh', 'Iroq', 'Jun', 'Sac', 'Merc', 'J. Adj', 'Flor', 'S. O. Ge', 'Augu', 'F. Jack'],
  consumed: [
    ['S. D. Cu', 6, false],
    ['Tusc', 6, false],
    ['Kear', 5, false],
    ['R. R. Cuy', 3, false],
    ['Daco', 3, false],
    ['San J.', 2, true],
    ['Chip', 2, false],
    ['Iroq', 2, false],
    ['Mohc', 2, false],
    ['Wach', 2, false],
    ['Powh', 2, false],
    ['Conn', 2, false],
    ['K. Stat', 2, true],
    ['Octo', 2, false],
    ['Q. City', 2, true],
    ['Sono', 2, false],
    ['Tiog', 2, false],
    ['Vand', 2, false],
    ['Cayu', 1, true],
    ['Flam', 1, true],
    ['Peng', 1, true],
    ['Adir', 1, true],
    ['Oneid', 1, false],
    ['Rich', 1, true],
    ['Alab', 1, false],
    ['DeSoto', 1, false],
    ['J. Adj', 1, false],
    ['R. Isl', 1, false],
  ],
};
const GT13: ScenarioFederals = {
  turn: 13,
  deployed: ['Niag', 'Kear', 'Sac', 'Powh', 'Nept', 'Gala', 'Wach', 'Wyom', 'Wate', 'Lanc', 'Narra', 'Sagi', 'Sara'],
  pool: ['Iroq', 'Nere', 'Glau', 'Conn', 'Alab', 'S. O. Ge', 'Augu', 'Vand', 'Pont', 'J Adj', 'Sass', 'R. Isl', 'Tiog', 'Flor'],
  consumed: [
    ['Kear', 10, false],
    ['S. D. Cu', 9, true],
    ['Tusc', 8, true],
    ['Mohic', 7, true],
    ['Tiog', 7, false],
    ['Vand', 6, false],
    ['Wach', 5, false],
    ['Powh', 5, false],
    ['R. Isl', 5, false],
    ['R. R. Cuy', 4, true],
    ['Daco', 4, true],
    ['Conn', 4, false],
    ['Octo', 4, true],
    ['Chip', 3, true],
    ['Jun', 3, true],
    ['Alab', 3, false],
    ['Sono', 3, true],
    ['San J.', 2, true],
    ['Merc', 2, true],
    ['Iroq', 2, false],
    ['Oneid', 2, true],
    ['Sac', 2, false],
    ['Tico', 2, true],
    ['DeSoto', 2, true],
    ['K. Stat', 2, true],
    ['Q. City', 2, true],
    ['Niag', 1, false],
    ['Cayu', 1, true],
    ['Flam', 1, true],
    ['Gala', 1, false],
    ['Nept', 1, false],
    ['Peng', 1, true],
    ['Prot', 1, true],
    ['Adir', 1, true],
    ['Rich', 1, true],
    ['Wyom', 1, false],
    ['F. Jack', 1, true],
    ['J. Adj', 1, false],
  ],
};
const CAMPAIGN_START = [
  'Peng',
  'Powh',
  'K. Stat',
  'Wyom',
  'Sara',
  'Narra',
  'Sagi',
  'Lanc',
  'San J',
  'Niag',
  'Daco',
  'Iroq',
  'Mohic',
  'Rich',
  'Conn',
  'DeSoto',
  'J. Adg',
  'R. Isl',
];

describe('ship counters: files and counts', () => {
  it('2.21: there are 58 Federal and 17 Confederate counters, 4 of them ships seized before completion', () => {
    expect(federal).toHaveLength(58);
    expect(confederate).toHaveLength(17);
    expect(
      confederate
        .filter((s) => s.seized)
        .map((s) => s.abbr)
        .sort(),
    ).toEqual(['Alex', 'Louis', 'Miss', 'Tex']);
  });

  it('2.21: ids are unique across both sides, and no abbreviation or alias names two ships', () => {
    const all = [...federal, ...confederate];
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    const names = all.flatMap((s) => [s.abbr, ...s.aliases]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('13.1-13.5: every spelling the scenarios print resolves to exactly one ship', () => {
    for (const sc of [GT5, GT8, GT13]) {
      for (const n of [...sc.deployed, ...sc.pool, ...sc.consumed.map((c) => c[0])]) expect(() => fed(n)).not.toThrow();
    }
    for (const n of [...CAMPAIGN_START, 'K Stat']) expect(() => fed(n)).not.toThrow();
    for (const n of ['Sum', 'Nash', 'Ala', 'Fla', 'Geo', 'Rapp', 'Ala. Aux', 'Fla. Aux']) expect(() => con(n)).not.toThrow();
  });

  it('2.22: every counter carries ratings on the reconstruction scale and a sourced basis', () => {
    for (const s of [...federal, ...confederate]) {
      expect(s.gunnery, s.abbr).toBeGreaterThanOrEqual(1);
      expect(s.gunnery, s.abbr).toBeLessThanOrEqual(8);
      expect(s.defense, s.abbr).toBeLessThanOrEqual(8);
      expect(s.movement, s.abbr).toBeGreaterThanOrEqual(5);
      expect(s.movement, s.abbr).toBeLessThanOrEqual(14);
      expect(s.basis.sources.length, s.abbr).toBeGreaterThan(0);
      expect(s.basis.note, s.abbr).toMatch(/movement \d+/);
      expect(s.basis.note, s.abbr).toMatch(/gunnery \d+/);
      expect(s.basis.note, s.abbr).toMatch(/defense \d+/);
    }
  });
});

describe('Federal counters', () => {
  it('10.31: Federal ships use only the five Deployment Track types', () => {
    for (const s of federal) expect(DeploymentType.options, s.abbr).toContain(s.type);
  });

  it('11.2, 11.22: the Pacific Fleet (P) is Wyom, Sara, Narra, Sagi, Lanc, Wate and Suwa', () => {
    expect(
      federal
        .filter((s) => s.fleet === 'P')
        .map((s) => s.abbr)
        .sort(),
    ).toEqual(['Lanc', 'Narra', 'Sagi', 'Sara', 'Suwa', 'Wate', 'Wyom']);
  });

  it('11.62: the Stonewall Pursuit Fleet is seven ships marked S, all arriving GT16, each named as a design choice', () => {
    const s = federal.filter((x) => x.fleet === 'S');
    expect(s).toHaveLength(7);
    for (const x of s) {
      expect(x.arrival, x.abbr).toBe(16);
      expect(x.arrivalBasis, x.abbr).toMatch(/design choice/);
    }
    expect(federal.filter((x) => x.arrival === 16).every((x) => x.fleet === 'S')).toBe(true);
  });

  it('13.13: the Campaign starting forces are arrival 0 and no other ship is', () => {
    expect(
      federal
        .filter((s) => s.arrival === 0)
        .map((s) => s.abbr)
        .sort(),
    ).toEqual(CAMPAIGN_START.map((n) => fed(n).abbr).sort());
  });

  it('errata: Federal arrivals missing from the track', () => {
    const errata: [string, number][] = [
      ['Alab', 2],
      ['Octo', 3],
      ['Tiog', 4],
      ['F. Jack', 5],
      ['Nept', 10],
      ['Wate', 11],
      ['Pont', 12],
    ];
    for (const [n, t] of errata) expect(fed(n).arrival, n).toBe(t);
    expect(fed('Wate').fleet).toBe('P');
  });

  it('Suwanee (P) arrives GT15, after the GT13 scenario opens', () => {
    expect(fed('Suwa').arrival).toBe(15);
  });

  for (const sc of [GT5, GT8, GT13]) {
    it(`13.${sc.turn === 5 ? 3 : sc.turn === 8 ? 4 : 5}: the GT${sc.turn} scenario names exactly the Federal ships that have arrived`, () => {
      const named = new Set([...sc.deployed, ...sc.pool, ...sc.consumed.map((c) => c[0])].map((n) => fed(n).id));
      const arrived = federal.filter((s) => s.arrival < sc.turn).map((s) => s.id);
      expect([...named].sort()).toEqual(arrived.sort());
    });

    it(`10.1, 10.42: GT${sc.turn} availability: ships out have exactly their consumed points, the others more`, () => {
      for (const [n, used, out] of sc.consumed) {
        if (out) expect(fed(n).availability, `${n} is out at ${used}`).toBe(used);
        else expect(fed(n).availability, `${n} has used ${used} and is not out`).toBeGreaterThan(used);
      }
    });
  }
});

describe('Confederate counters', () => {
  it('2.22, 5.41, 5.42: types (Sumter, Florida, Alabama S; Nashville SS; Tallahassee, Chickamauga, Georgia GB; Stonewall IC)', () => {
    expect(['Sum', 'Fla', 'Ala', 'Shen'].map((n) => con(n).type)).toEqual(['S', 'S', 'S', 'S']);
    expect(con('Nash').type).toBe('SS');
    expect(['Tall', 'Chick', 'Geo'].map((n) => con(n).type)).toEqual(['GB', 'GB', 'GB']);
    expect(con('Stone').type).toBe('IC');
    expect(
      confederate
        .filter((s) => s.type === 'Aux')
        .map((s) => s.abbr)
        .sort(),
    ).toEqual(['Ala. Aux', 'Fla. Aux']);
  });

  it("11.32: Florida's movement (and escape speed) is 10", () => {
    expect(con('Fla').movement).toBe(10);
  });

  it('errata: Confederate arrivals', () => {
    const errata: [string, number, string | null][] = [
      ['Ala', 5, 'C2'],
      ['Gana', 7, 'C2'],
      ['Geo', 8, 'C2'],
      ['Fla. Aux', 8, null],
      ['Ala. Aux', 9, null],
      ['Rapp', 9, 'C2'],
      ['Louis', 11, 'C5'],
      ['Stone', 15, 'C5'],
    ];
    for (const [n, t, area] of errata) {
      expect(con(n).arrival?.turn, n).toBe(t);
      if (area) expect(con(n).arrival?.area, n).toBe(area);
    }
  });

  it('errata: Louisiana and Mississippi arrive uncommissioned with refit period 6', () => {
    for (const n of ['Louis', 'Miss']) {
      expect(con(n).commissionedOnArrival, n).toBe(false);
      expect(con(n).refit, n).toBe(6);
    }
  });

  it('9.32, 9.33, errata: Texas (GT10+) and Mississippi (GT11+) come after the CPL can close their countries', () => {
    expect(con('Tex').arrival!.turn).toBeGreaterThanOrEqual(10);
    expect(con('Miss').arrival!.turn).toBeGreaterThanOrEqual(11);
    expect(con('Alex').arrival!.turn).toBeGreaterThanOrEqual(8);
    for (const n of ['Ala', 'Fla', 'Gana', 'Alex', 'Tex', 'Geo', 'Rapp', 'Shen']) expect(con(n).arrival!.area, n).toBe('C2');
    for (const n of ['Louis', 'Miss', 'Stone']) expect(con(n).arrival!.area, n).toBe('C5');
  });

  it('10.5, 10.51: auxiliaries name an existing parent and arrive commissioned', () => {
    expect(con('Ala. Aux').parent).toBe(con('Ala').id);
    expect(con('Fla. Aux').parent).toBe(con('Fla').id);
    for (const s of confederate) {
      if (s.type === 'Aux') expect(s.commissionedOnArrival, s.abbr).toBe(true);
      else expect(s.parent, s.abbr).toBeNull();
    }
  });

  it('10.51: arrivals in England or France are uncommissioned; arrivals in CSA ports are commissioned', () => {
    for (const s of confederate) {
      if (!s.arrival || s.type === 'Aux') continue;
      if (['C2', 'C5'].includes(s.arrival.area)) expect(s.commissionedOnArrival, s.abbr).toBe(false);
      if (['C14', 'C15'].includes(s.arrival.area)) expect(s.commissionedOnArrival, s.abbr).toBe(true);
    }
    expect(con('Sum').arrival).toBeNull();
    expect(con('Sum').commissionedOnArrival).toBe(true);
  });

  it('13.33: Sumter and Nashville are in play at GT5 (Nashville arrived GT2 in C14), Alabama is still to come', () => {
    expect(con('Nash').arrival).toEqual({ turn: 2, area: 'C14' });
    expect(con('Ala').arrival!.turn).toBe(5);
    expect(con('Fla').arrival!.turn).toBeGreaterThanOrEqual(5);
  });

  it("11.3, 13.43, 13.53: refit periods outlast the scenarios' turns at sea (Ala 3, Fla 2) and Sumter survives to GT5", () => {
    expect(con('Ala').refit).toBeGreaterThan(3);
    expect(con('Fla').refit).toBeGreaterThan(2);
    expect(con('Sum').refit).toBeGreaterThanOrEqual(4);
    expect(con('Fla').arrival!.turn).toBeLessThan(8);
    for (const n of ['Geo', 'Rapp']) expect(con(n).arrival!.turn, n).toBeLessThan(13);
  });

  it('11.5: coaling needs stay on the 0-3 scale, sail auxiliaries need none; refit periods 3-8 (11.3)', () => {
    for (const s of confederate) {
      expect(s.coaling, s.abbr).toBeLessThanOrEqual(3);
      expect(s.refit, s.abbr).toBeGreaterThanOrEqual(3);
      expect(s.refit, s.abbr).toBeLessThanOrEqual(8);
      if (s.type === 'Aux') expect(s.coaling, s.abbr).toBe(0);
    }
  });
});
