import { describe, expect, it } from 'vitest';
import { csaPortLostAt, portUsable, usablePorts, type PortUseKind } from '../../src/engine/rules/prestige';
import type { GameState } from '../../src/engine/types';
import { gameData, start } from '../helpers';

// 9.3, 4.41, 9.36-9.38: which ports the Confederate may use, and by which rule: the verdicts of
// portUsable (read by the record check, the raider AI and the area tooltip), pinned by ok and
// rule for each kind of port. Campaign, Game Turn 1 (CPL W +1, E +3, F +3) unless changed.

const data = gameData();
const fresh = (change: (s: GameState) => void = () => {}): GameState => {
  const s = structuredClone(start('campaign').state);
  change(s);
  return s;
};
const verdict = (s: GameState, areaId: string, nation: string, use: PortUseKind, ship = 'sumter') => {
  const area = data.areas[areaId]!;
  const port = area.ports.find((p) => p.nation === nation)!;
  const { ok, rule } = portUsable(data, s, area, port, use, ship);
  return { ok, rule };
};

describe('2.12, 4.41 Federal and Confederate ports', () => {
  it('2.12: a Federal port (C9) serves the Confederate for nothing', () => {
    for (const use of ['coal', 'commission', 'repair', 'refit'] as const) expect(verdict(fresh(), 'C9', 'USA', use)).toEqual({ ok: false, rule: '2.12' });
  });
  it('4.41: a Confederate port serves every use until the land war takes it', () => {
    for (const use of ['coal', 'commission', 'repair', 'refit'] as const) expect(verdict(fresh(), 'C15', 'CSA', use)).toEqual({ ok: true, rule: '4.41' });
    expect(
      verdict(
        fresh((s) => {
          s.turn = 13;
        }),
        'C15',
        'CSA',
        'refit',
      ),
    ).toEqual({ ok: true, rule: '4.41' });
    expect(
      verdict(
        fresh((s) => {
          s.turn = 14;
        }),
        'C15',
        'CSA',
        'coal',
      ),
    ).toEqual({ ok: false, rule: '4.41' });
    expect(
      verdict(
        fresh((s) => {
          s.turn = 15;
        }),
        'C14',
        'CSA',
        'coal',
      ),
    ).toEqual({ ok: true, rule: '4.41' });
    expect(
      verdict(
        fresh((s) => {
          s.turn = 16;
        }),
        'C14',
        'CSA',
        'repair',
      ),
    ).toEqual({ ok: false, rule: '4.41' });
  });
  it('4.41: C15 falls at Game Turn 14, C14 at 16, and no other area has a port to lose', () => {
    expect([csaPortLostAt('C15'), csaPortLostAt('C14'), csaPortLostAt('C10'), csaPortLostAt('C2')]).toEqual([14, 16, 99, 99]);
  });
});

describe('9.3 English and French ports', () => {
  it('9.37: a commissioned ship may always coal there, even with the track at its bottom', () => {
    const s = fresh((s) => {
      s.cpl.E = -20;
      s.cpl.F = -20;
    });
    expect(verdict(s, 'C2', 'England', 'coal')).toEqual({ ok: true, rule: '9.37' });
    expect(verdict(s, 'C5', 'France', 'coal')).toEqual({ ok: true, rule: '9.37' });
  });
  it('9.34: an uncommissioned ship coals in England only while CPL England is -19 or more', () => {
    const uncommissioned = (e: number) =>
      fresh((s) => {
        s.cpl.E = e;
        s.confederate.sumter!.commissioned = false;
      });
    expect(verdict(uncommissioned(-19), 'C2', 'England', 'coal')).toEqual({ ok: true, rule: '9.3' });
    expect(verdict(uncommissioned(-20), 'C2', 'England', 'coal')).toEqual({ ok: false, rule: '9.34' });
  });
  it('9.34, 9.35: repairs and refits need CPL England -19 or more, CPL France -6 or more', () => {
    expect(
      verdict(
        fresh((s) => {
          s.cpl.E = -19;
        }),
        'C2',
        'England',
        'repair',
      ),
    ).toEqual({ ok: true, rule: '9.3' });
    expect(
      verdict(
        fresh((s) => {
          s.cpl.E = -20;
        }),
        'C2',
        'England',
        'refit',
      ),
    ).toEqual({ ok: false, rule: '9.34' });
    expect(
      verdict(
        fresh((s) => {
          s.cpl.F = -6;
        }),
        'C5',
        'France',
        'refit',
      ),
    ).toEqual({ ok: true, rule: '9.3' });
    expect(
      verdict(
        fresh((s) => {
          s.cpl.F = -7;
        }),
        'C5',
        'France',
        'repair',
      ),
    ).toEqual({ ok: false, rule: '9.35' });
  });
  it('9.36: a ship received in England never refits there, but may repair there; one received elsewhere refits', () => {
    const s = fresh();
    expect(verdict(s, 'C2', 'England', 'refit', 'alabama')).toEqual({ ok: false, rule: '9.36' });
    expect(verdict(s, 'C2', 'England', 'repair', 'alabama')).toEqual({ ok: true, rule: '9.3' });
    expect(verdict(s, 'C5', 'France', 'refit', 'alabama')).toEqual({ ok: true, rule: '9.3' });
    expect(verdict(s, 'C5', 'France', 'refit', 'louisiana')).toEqual({ ok: false, rule: '9.36' });
    expect(verdict(s, 'C2', 'England', 'refit', 'louisiana')).toEqual({ ok: true, rule: '9.3' });
  });
});

describe('9.31, 9.38 other neutral ports', () => {
  it('9.0: a neutral port outside England and France never repairs or refits, whatever the CPL', () => {
    const s = fresh((s) => {
      s.cpl.W = 10;
    });
    expect(verdict(s, 'C12', 'E', 'repair')).toEqual({ ok: false, rule: '9.0' });
    expect(verdict(s, 'C12', 'E', 'refit')).toEqual({ ok: false, rule: '9.0' });
    expect(verdict(s, 'C12', 'E', 'commission')).toEqual({ ok: true, rule: '9.31' });
  });
  it("9.31: its coal needs CPL World at the port's level or more (Colombia 0)", () => {
    expect(
      verdict(
        fresh((s) => {
          s.cpl.W = 0;
        }),
        'C16',
        'COL',
        'coal',
      ),
    ).toEqual({ ok: true, rule: '9.31' });
    expect(
      verdict(
        fresh((s) => {
          s.cpl.W = -1;
        }),
        'C16',
        'COL',
        'coal',
      ),
    ).toEqual({ ok: false, rule: '9.31' });
  });
  it('9.38: a country denied by a Federal ship gives no coal this turn, whatever the CPL', () => {
    const s = fresh((s) => {
      s.cpl.W = 10;
      s.deniedCountries = ['COL'];
    });
    expect(verdict(s, 'C16', 'COL', 'coal')).toEqual({ ok: false, rule: '9.38' });
    expect(verdict(s, 'C44', 'Chile', 'coal')).toEqual({ ok: true, rule: '9.31' });
  });
});

describe('9.3 usablePorts', () => {
  it("lists the ports of an area that pass, in the data's order", () => {
    // C12 at CPL World -5: the French and English ports (-8) and the Spanish and Dutch (-5) all serve.
    expect(
      usablePorts(
        data,
        fresh((s) => {
          s.cpl.W = -5;
        }),
        'C12',
        'coal',
        'sumter',
      ).map((p) => p.nation),
    ).toEqual(['F', 'E', 'S', 'H']);
    expect(
      usablePorts(
        data,
        fresh((s) => {
          s.cpl.W = -6;
        }),
        'C12',
        'coal',
        'sumter',
      ).map((p) => p.nation),
    ).toEqual(['F', 'E']);
    expect(usablePorts(data, fresh(), 'C12', 'repair', 'sumter')).toEqual([]);
  });
  it('an area id that is not in the data has no ports (hostile input), never a look-up on the prototype', () => {
    for (const id of ['nowhere', '__proto__', 'constructor']) expect(usablePorts(data, fresh(), id, 'coal', 'sumter')).toEqual([]);
  });
});
