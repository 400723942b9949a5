import { describe, expect, it } from 'vitest';
import { bundledRaw } from '../../src/data/bundled';
import { loadGameData } from '../../src/data/load';
import { DataError } from '../../src/data/errors';
import { gameData, problemsOf } from '../helpers';

// Every validation rule of the loader, each with a broken fixture and the message it must give.

const areaIndex = (raw: any, id: string) => raw.files.map.areas.findIndex((a: any) => a.id === id);

describe('data loading', () => {
  it('the built-in data loads and passes every cross-check', () => {
    const data = gameData();
    expect(Object.keys(data.areas).length).toBeGreaterThanOrEqual(120);
    expect(Object.keys(data.federal)).toHaveLength(58);
    expect(Object.keys(data.confederate)).toHaveLength(17);
    expect(Object.keys(data.scenarios)).toHaveLength(5);
  });

  it('loading never changes the raw files it was given', () => {
    const raw = bundledRaw();
    const before = JSON.stringify(raw);
    loadGameData(raw, { json: { format: 'sea-devils-data-pack', version: 1, name: 't', areas: { C9: { density: 1 } } }, file: 'p.json' });
    expect(JSON.stringify(raw)).toBe(before);
  });
});

describe('schema problems name the file, the path and the fault', () => {
  it('a wrong type in an area names the area', () => {
    const p = problemsOf((raw) => {
      raw.files.map.areas[areaIndex(raw, 'C9')].density = 'high';
    });
    expect(p.join('\n')).toMatch(/^assets\/map\/areas\.json: areas\[\d+\]\(C9\)\.density: .*number/m);
  });
  it('a missing file is reported by name', () => {
    const p = problemsOf((raw) => {
      delete raw.files.raid;
    });
    expect(p).toContain('assets/tables/raid.json: : the file is missing');
  });
  it('an unknown field in a scenario is refused', () => {
    const p = problemsOf((raw) => {
      raw.scenarios.campaign.startTurn = 3;
    });
    expect(p.join('\n')).toMatch(/scenarios\/campaign\.json: .*startTurn|scenarios\/campaign\.json: : Unrecognized key.*startTurn/);
  });
  it('a bad Movement Area id (2.11) is refused with its path', () => {
    const p = problemsOf((raw) => {
      raw.files.map.areas[0].neighbours.push('X99');
    });
    expect(p.join('\n')).toMatch(/areas\[0\]\(\w+\)\.neighbours\[\d+\]: a Movement Area id is C or D/);
  });
});

describe('map cross-checks', () => {
  it('2.1: every area the rules name must exist', () => {
    const p = problemsOf((raw) => {
      const i = areaIndex(raw, 'C44');
      const gone = raw.files.map.areas.splice(i, 1)[0];
      for (const a of raw.files.map.areas) {
        a.neighbours = a.neighbours.filter((n: string) => n !== gone.id);
        a.wrap = a.wrap.filter((n: string) => n !== gone.id);
      }
    });
    expect(p.join('\n')).toContain('Movement Area C44 is named by the rules or scenarios but missing');
  });
  it('4.12: adjacency must be symmetric', () => {
    const p = problemsOf((raw) => {
      const c9 = raw.files.map.areas[areaIndex(raw, 'C9')];
      const other = raw.files.map.areas[areaIndex(raw, c9.neighbours[0])];
      other.neighbours = other.neighbours.filter((n: string) => n !== 'C9');
    });
    expect(p.join('\n')).toMatch(/C9 lists \w+ but \w+ does not list C9: adjacency must be symmetric/);
  });
  it('4.22: wrap links join only the two map edges', () => {
    const p = problemsOf((raw) => {
      raw.files.map.areas[areaIndex(raw, 'C9')].wrap.push('C39');
      raw.files.map.areas[areaIndex(raw, 'C39')].wrap.push('C9');
    });
    expect(p.join('\n')).toMatch(/wrap link C9-C39 must join a west-edge area to an east-edge area \(4\.22\)/);
  });
  it('4.22: an edge area must link across the edge', () => {
    const p = problemsOf((raw) => {
      const c39 = raw.files.map.areas[areaIndex(raw, 'C39')];
      for (const n of c39.wrap) {
        const o = raw.files.map.areas[areaIndex(raw, n)];
        o.wrap = o.wrap.filter((x: string) => x !== 'C39');
      }
      c39.wrap = [];
    });
    expect(p.join('\n')).toContain('C39 is on the east map edge but links to nothing across it (4.22)');
  });
  it('the ocean must be connected', () => {
    const p = problemsOf((raw) => {
      const c54 = raw.files.map.areas[areaIndex(raw, 'C54')];
      for (const n of [...c54.neighbours, ...c54.wrap]) {
        const o = raw.files.map.areas[areaIndex(raw, n)];
        o.neighbours = o.neighbours.filter((x: string) => x !== 'C54');
        o.wrap = o.wrap.filter((x: string) => x !== 'C54');
      }
      c54.neighbours = [];
      c54.wrap = [];
    });
    expect(p.join('\n')).toMatch(/the ocean is not connected: .*C54/);
  });
  it('6.4, 4.42, 6.3, 11.11: flags the rules fix by area id', () => {
    const p = problemsOf((raw) => {
      raw.files.map.areas[areaIndex(raw, 'C9')].eces = false;
      raw.files.map.areas[areaIndex(raw, 'C7')].europe = false;
    });
    expect(p.join('\n')).toContain('(C9).eces: must be true (6.4 names C9)');
    expect(p.join('\n')).toContain('(C7).europe: must be true (6.3 names C2, C5, C7, C8)');
  });
  it('9.38: all coal ports of one South American country need the same level', () => {
    const p = problemsOf((raw) => {
      const area = raw.files.map.areas.find((a: any) => a.ports.some((x: any) => x.nation === 'BRA'));
      area.ports.find((x: any) => x.nation === 'BRA').cpl = 7;
    });
    expect(p.join('\n')).toMatch(/all BRA ports must need the same CPL \(9\.38\)/);
  });
  it('4.41: Confederate ports lie only in C14 and C15', () => {
    const p = problemsOf((raw) => {
      raw.files.map.areas[areaIndex(raw, 'C9')].ports.push({ nation: 'CSA', name: 'Norfolk', uses: ['coal'], cpl: null, basis: 'test' });
    });
    expect(p.join('\n')).toContain('Confederate ports exist only in C14 and C15 (4.41)');
  });
});

describe('table cross-checks', () => {
  it('5.11: the Raid Table needs every die roll', () => {
    const p = problemsOf((raw) => {
      raw.files.raid.rows.pop();
    });
    expect(p.join('\n')).toMatch(/assets\/tables\/raid\.json: rows: needs one row for each die roll 1-6/);
  });
  it('a row must be as wide as the columns', () => {
    const p = problemsOf((raw) => {
      raw.files.escape.rows[2].cells.pop();
    });
    expect(p.join('\n')).toMatch(/assets\/tables\/escape\.json: rows\[2\]\.cells: die \d has \d+ cells for \d+ columns/);
  });
  it('8.11: combat columns must follow each other without gaps', () => {
    const p = problemsOf((raw) => {
      raw.files.combat.columns[2].min += 1;
    });
    expect(p.join('\n')).toMatch(/assets\/tables\/combat\.json: columns\[2\]: gunnery column should start at \d+/);
  });
  it('7.11: the Blockade Table covers every reachable modified roll', () => {
    const p = problemsOf((raw) => {
      raw.files.blockade.rows.pop();
    });
    expect(p.join('\n')).toMatch(/blockade\.json: rows: no row for modified roll -?\d+/);
  });
  it('6.44: ECES columns per type run 0, 1, ... with an "or more" column last', () => {
    const p = problemsOf((raw) => {
      raw.files.eces.columns = raw.files.eces.columns.map((c: any) => ({ ...c, orMore: false }));
    });
    expect(p.join('\n')).toMatch(/eces\.json: columns: S columns must run 0, 1/);
  });
  it('5.11: an area density beyond the Raid Table is refused', () => {
    const p = problemsOf((raw) => {
      raw.files.raid.columns.pop();
      for (const r of raw.files.raid.rows) r.cells.pop();
    });
    expect(p.join('\n')).toMatch(/\(C9\)\.density: density \d has no Raid Table column/);
  });
});

describe('ship and scenario cross-checks', () => {
  it('every ship a scenario names must exist', () => {
    const p = problemsOf((raw) => {
      raw.scenarios['greyhounds-are-loose'].federal.available.push('Kearsage');
    });
    expect(p.join('\n')).toMatch(/scenarios\/greyhounds-are-loose\.json: federal\.available\[\d+\]: no Federal ship "Kearsage"/);
  });
  it('every area a scenario names must exist', () => {
    const p = problemsOf((raw) => {
      raw.scenarios.campaign.federal.deployed[0].area = 'C999';
    });
    expect(p.join('\n')).toContain('scenarios/campaign.json: federal.deployed[0].area: no Movement Area C999');
  });
  it('an abbreviation must not name two ships', () => {
    const p = problemsOf((raw) => {
      raw.files.federalShips.ships[1].aliases.push(raw.files.federalShips.ships[0].abbr);
    });
    expect(p.join('\n')).toMatch(/assets\/ships\/federal\.json: ships: ambiguous abbreviation/);
  });
  it('10.1: a ship in the Unavailable Pool has used all its availability', () => {
    const p = problemsOf((raw) => {
      const kstat = raw.files.federalShips.ships.find((s: any) => s.abbr === 'K. Stat');
      kstat.availability += 1;
    });
    expect(p.join('\n')).toMatch(/K\. Stat is out after 2 turns, so its availability must be 2, not 3 \(10\.1\)/);
  });
  it('13.x5: victory bands must meet without gaps', () => {
    const p = problemsOf((raw) => {
      raw.scenarios.endgame.victory[2].min = 61;
    });
    expect(p.join('\n')).toMatch(/scenarios\/endgame\.json: victory\[3\]\.max: bands must meet/);
  });
  it('a ship cannot stand in two places', () => {
    const p = problemsOf((raw) => {
      raw.scenarios.campaign.federal.available.push('Peng');
    });
    expect(p.join('\n')).toMatch(/penguin is already deployed in C9|is already deployed in C9/);
  });
});

describe('data packs (printed values instead)', () => {
  const pack = (body: object) => ({ json: { format: 'sea-devils-data-pack', version: 1, name: 'Printed', ...body }, file: 'printed.json' });

  it('overrides ship values, table cells and densities, then validates the result', () => {
    const data = loadGameData(
      bundledRaw(),
      pack({
        ships: { Kear: { gunnery: 6 }, Ala: { movement: 11 } },
        areas: { C9: { density: 5 } },
        tables: { raid: [{ die: 6, column: 3, value: 9 }], search: [{ die: 1, column: 'ECES', value: true }] },
        turns: { '5': { W: -2 } },
      }),
    );
    const kear = Object.values(data.federal).find((s) => s.abbr === 'Kear')!;
    expect(kear.gunnery).toBe(6);
    expect(Object.values(data.confederate).find((s) => s.abbr === 'Ala')!.movement).toBe(11);
    expect(data.areas.C9!.density).toBe(5);
    const col = data.files.raid.columns.indexOf(3);
    expect(data.files.raid.rows.find((r) => r.die === 6)!.cells[col]).toBe(9);
    expect(data.turns[4]!.cpl.W).toBe(-2);
    expect(data.pack).toEqual({ name: 'Printed', file: 'printed.json' });
  });
  it('a malformed pack is refused with the path inside it', () => {
    const p = problemsOf(() => {}, pack({ ships: { Kear: { gunnery: 'six' } } }));
    expect(p.join('\n')).toMatch(/^printed\.json: ships\.Kear\.gunnery: .*number/m);
  });
  it('a pack naming an unknown ship is refused', () => {
    const p = problemsOf(() => {}, pack({ ships: { Kearsage: { gunnery: 5 } } }));
    expect(p).toContain('printed.json: ships["Kearsage"]: no ship "Kearsage"');
  });
  it('a pack value the data forbids is refused exactly like built-in data', () => {
    const p = problemsOf(() => {}, pack({ areas: { C9: { density: 12 } } }));
    expect(p.join('\n')).toMatch(/assets\/map\/areas\.json: areas\[\d+\]\(C9\)\.density: .*9.*\(after applying data pack printed\.json\)/);
  });
  it('a pack for the wrong game is refused', () => {
    expect(() => loadGameData(bundledRaw(), { json: { format: 'other-game', version: 1, name: 'x' }, file: 'x.json' })).toThrow(DataError);
  });
});
