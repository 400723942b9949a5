import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { squadronGunnery, squadronShips, squadronSpeed } from '../../src/engine/rules/squadrons';
import type { GameState } from '../../src/engine/types';
import { placeConfederate } from '../fixtures/activity';
import { gameData, start } from '../helpers';

// 4.5: the ships that move, raid, are searched and fight as one: the leader of the squadron under
// way with its members afloat, or a ship alone. Campaign, Game Turn 1, arranged by hand.

const data = gameData();
function ctxWith(change: (s: GameState) => void): Ctx {
  const s = structuredClone(start('campaign').state);
  placeConfederate(s, 'alabama', 'D13', null);
  placeConfederate(s, 'florida', 'D13', null);
  change(s);
  return new Ctx(data, s);
}
const underWay = (s: GameState) => {
  s.activity = {
    queue: [],
    current: 'alabama',
    cursor: 0,
    mpUsed: 0,
    pending: null,
    answer: null,
    encounters: [],
    escapedAreas: [],
    run: { runs: {}, wholeTurnInPort: [], refitted: [] },
    squadron: { leader: 'alabama', members: [{ ship: 'florida', ownMp: 0, leaderMpAtJoin: 0 }] },
  };
};

describe('4.52 the ships of a squadron under way', () => {
  it('4.52: the leader sails with its gathered members', () => {
    expect(squadronShips(ctxWith(underWay), 'alabama')).toEqual(['alabama', 'florida']);
  });
  it('4.52: any other ship sails alone, even while a squadron is under way', () => {
    expect(squadronShips(ctxWith(underWay), 'sumter')).toEqual(['sumter']);
    expect(squadronShips(ctxWith(underWay), 'florida')).toEqual(['florida']);
  });
  it('4.52: a member sunk on the way is no longer in it', () => {
    expect(
      squadronShips(
        ctxWith((s) => {
          underWay(s);
          s.confederate.florida!.status = 'sunk';
        }),
        'alabama',
      ),
    ).toEqual(['alabama']);
  });
  it('4.5: outside the Activity Phase (no activity at all) every ship is alone', () => {
    expect(
      squadronShips(
        ctxWith(() => {}),
        'alabama',
      ),
    ).toEqual(['alabama']);
  });
  it('4.5: a ship not in play, or an id that is no ship, has no ships afloat', () => {
    expect(
      squadronShips(
        ctxWith(() => {}),
        'florida-not',
      ),
    ).toEqual([]);
    expect(
      squadronShips(
        ctxWith((s) => {
          s.confederate.alabama!.status = 'sunk';
        }),
        'alabama',
      ),
    ).toEqual([]);
  });
});

describe('4.51 a squadron fires and sails as one', () => {
  it("4.51: its gunnery is the sum of its commissioned ships' (10.51: an uncommissioned ship adds none)", () => {
    const ctx = ctxWith(() => {});
    expect(squadronGunnery(ctx, ['alabama', 'florida'])).toBe(8);
    ctx.s.confederate.florida!.commissioned = false;
    expect(squadronGunnery(ctx, ['alabama', 'florida'])).toBe(4);
  });
  it("6.21: its speed is its slowest ship's", () => {
    const ctx = ctxWith(() => {});
    expect(squadronSpeed(ctx, ['alabama', 'florida'])).toBe(10);
    expect(squadronSpeed(ctx, ['alabama'])).toBe(12);
    expect(squadronSpeed(ctx, ['florida'])).toBe(10);
  });
});
