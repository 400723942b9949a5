import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import { legalActions } from '../../src/engine/actions';
import { view } from '../../src/engine/view';
import { clonePlain } from '../../src/engine/clone';
import type { GameState } from '../../src/engine/types';
import { positions } from '../ai/positions';
import { gameData } from '../helpers';

// 6.3 with 11.2 (issue 16, point 7): a blockade in Europe is declared for ships that will sail
// there this turn; a Pacific Fleet ship in the Pacific cannot leave it (the Wyoming only after a
// raid there, 11.21), so the declarations neither offer nor accept it.

const data = gameData();

/** A 6.3 declaration position with a Pacific Fleet ship deployed in the Pacific. */
function position(): GameState {
  for (const scenario of ['weak-beginning', 'campaign', 'greyhounds-are-loose']) {
    for (const p of positions(scenario, `pac-${scenario}`, ['europeDeclaration'], { confederate: 'historical', federal: 'historical' })) {
      const pacific = Object.values(p.federal).some(
        (f) => f.where === 'map' && f.inUse && data.federal[f.id]!.fleet === 'P' && !!f.area && data.areas[f.area]!.pacific,
      );
      if (pacific) return p;
    }
  }
  throw new Error('no 6.3 declaration with a Pacific Fleet ship in the Pacific');
}

describe('6.3 declarations and the Pacific Fleet (11.2)', () => {
  it('flags every Pacific Fleet ship that cannot leave the Pacific, so the screen does not offer it', () => {
    const p = position();
    const a = legalActions(data, view(p, 'federal'), 'federal');
    expect(a.kind).toBe('europeDeclaration');
    if (a.kind !== 'europeDeclaration') return;
    const stuck = Object.values(p.federal)
      .filter(
        (f) => f.where === 'map' && f.inUse && data.federal[f.id]!.fleet === 'P' && data.areas[f.area!]!.pacific && !(f.id === 'wyoming' && p.pacificRaided),
      )
      .map((f) => f.id);
    expect(stuck.length).toBeGreaterThan(0);
    expect([...a.europe.cannotReach].sort()).toEqual([...stuck].sort());
    // The Atlantic ships are still offered.
    const offered = a.europe.ships.filter((id) => !a.europe.cannotReach.includes(id));
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) expect(data.federal[id]!.fleet === 'P' && data.areas[p.federal[id]!.area!]!.pacific).toBe(false);
  });

  it('a declared ship that never reaches its raider blockades nothing (6.3: only a ship that enters the area)', () => {
    const p = position();
    const a = legalActions(data, view(p, 'federal'), 'federal');
    if (a.kind !== 'europeDeclaration') throw new Error('not the declarations');
    const r = apply(data, clonePlain(p), { type: 'declareBlockade', side: 'federal', ship: a.europe.cannotReach[0]!, target: a.europe.targets[0]! });
    // Not forbidden by 6.3, so the engine accepts it (the bots' recorded games stay the same); it is simply useless.
    expect(r.ok).toBe(true);
  });
});
