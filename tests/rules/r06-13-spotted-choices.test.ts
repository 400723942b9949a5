import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { ecesType, searchersIn, spottedChoices } from '../../src/engine/rules/search';
import { placeFederal } from '../fixtures/activity';
import { clearFederal } from '../fixtures/arrange';
import { gameData, start } from '../helpers';

// 6.13: what a spotted raider may answer, and 6.11/7.23/11.11: who searches an area. Campaign,
// Game Turn 1, every Federal ship off the map unless placed.

const data = gameData();
const ctx = (arrange: (s: ReturnType<typeof start>['state']) => void = () => {}) => {
  const s = structuredClone(start('campaign').state);
  clearFederal(s);
  arrange(s);
  return new Ctx(data, s);
};

describe('6.13 the answers of a spotted raider', () => {
  it('6.13 (3): alone in a coastal area with a neutral port (C12), it may also enter port and accept blockade', () => {
    expect(spottedChoices(ctx(), 'search', 'C12', ['alabama'])).toEqual(['fight', 'escape', 'port']);
  });
  it('4.5: a squadron cannot shelter in one port', () => {
    expect(spottedChoices(ctx(), 'search', 'C12', ['alabama', 'florida'])).toEqual(['fight', 'escape']);
  });
  it('4.42: no refuge in C9 (a Federal port only), nor on the open sea (D13)', () => {
    expect(spottedChoices(ctx(), 'search', 'C9', ['alabama'])).toEqual(['fight', 'escape']);
    expect(spottedChoices(ctx(), 'search', 'D13', ['alabama'])).toEqual(['fight', 'escape']);
  });
  it('7.21: running a blockade forfeits the port', () => {
    expect(spottedChoices(ctx(), 'blockadeRun', 'C12', ['alabama'])).toEqual(['fight', 'escape']);
  });
  it("11.61: the Stonewall's attackers leave her only the fight", () => {
    expect(spottedChoices(ctx(), 'stonewall', 'C12', ['stonewall'])).toEqual(['fight']);
  });
});

describe('6.11, 7.23, 11.11 the searchers of an area', () => {
  it('6.11: each Federal ship in use in the area searches, a squadron as one unit', () => {
    const c = ctx((s) => {
      placeFederal(s, 'kearsarge', 'C12', 'sq1');
      placeFederal(s, 'tuscarora', 'C12', 'sq1');
      placeFederal(s, 'powhatan', 'C12');
      placeFederal(s, 'keystone-state', 'C10');
    });
    // In the fleet's order (Powhatan, Tuscarora, Kearsarge).
    expect(searchersIn(c, 'C12')).toEqual([{ ships: ['powhatan'] }, { ships: ['tuscarora', 'kearsarge'] }]);
  });
  it('7.23: a ship blockading does not search; a ship not in use does not either', () => {
    const c = ctx((s) => {
      placeFederal(s, 'kearsarge', 'C12');
      s.federal.kearsarge!.blockading = 'sumter';
      placeFederal(s, 'powhatan', 'C12');
      s.federal.powhatan!.inUse = false;
    });
    expect(searchersIn(c, 'C12')).toEqual([]);
  });
  it('11.11: a CSE ship searches only the CSE areas (C16), each ship alone', () => {
    const c = ctx((s) => {
      Object.assign(s.federal.connecticut!, { where: 'cse', area: null, inUse: true, squadron: null });
    });
    expect(searchersIn(c, 'C16')).toEqual([{ ships: ['connecticut'] }]);
    expect(searchersIn(c, 'C12')).toEqual([]);
  });
});

describe('6.44 the ECES column of a raider type', () => {
  it('6.44: screw and side wheel alike', () => {
    expect(['S', 'SS', 'GB', 'SGB', 'Aux', 'IC'].map(ecesType)).toEqual(['S', 'S', 'GB', 'GB', 'Aux', 'IC']);
  });
});
