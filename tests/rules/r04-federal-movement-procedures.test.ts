import { describe, expect, it } from 'vitest';
import { formSquadron, joinBlockade, movePacificReinforcements, moveShip, shipMoving, undoFederalMove } from '../../src/engine/rules/federalMovement';
import { Refusal } from '../../src/engine/context';
import { apply } from '../../src/engine/apply';
import { federalAllowance, pathToArea } from '../../src/engine/queries';
import { placeConfederate, placeFederal } from '../fixtures/activity';
import { ruleCtx } from '../fixtures/ruleCtx';
import { gameData } from '../helpers';
import type { Ctx } from '../../src/engine/context';
import type { GameState } from '../../src/engine/types';

// The Federal Movement Phase's procedures (src/engine/rules/federalMovement.ts) called one at a
// time: 4.12 one ship at a time, 4.52 squadrons, 7.23/7.24 joining a neutral blockade, 11.21 the
// Wyoming leaving the Pacific, 11.22 the Pacific reinforcements sailing themselves, and the
// take-back of moves (3.0). Refusals are checked by their code and rule.

const data = gameData();
const refusal = (f: () => void): { code: string; rule: string } | null => {
  try {
    f();
  } catch (e) {
    if (e instanceof Refusal) return { code: e.code, rule: e.rule };
    throw e;
  }
  return null;
};
const moving = (arrange: (s: GameState) => void = () => {}) =>
  ruleCtx((s) => {
    s.phase = 'federalMovement';
    s.undo = null;
    arrange(s);
  });

describe('4.52 forming a squadron', () => {
  const three = (s: GameState) => {
    placeFederal(s, 'richmond', 'C10');
    placeFederal(s, 'iroquois', 'C10');
    placeFederal(s, 'mohican', 'C12');
  };

  it('ships in one area: one squadron, named after the first of its ships in order, whatever order they are given in', () => {
    const ctx = moving(three);
    const ships = ['richmond', 'iroquois'];
    formSquadron(ctx, ships);
    expect(ctx.s.federal.richmond!.squadron).toBe(`sq-${ctx.s.turn}-iroquois`);
    expect(ctx.s.federal.iroquois!.squadron).toBe(`sq-${ctx.s.turn}-iroquois`);
    expect(ships).toEqual(['richmond', 'iroquois']);
    expect(ctx.events).toEqual([expect.objectContaining({ rule: '4.52', kind: 'squadron', ships: ['richmond', 'iroquois'] })]);
    expect(ctx.s.undo).toHaveLength(1);
  });

  it('one ship sails alone: no squadron', () => {
    const ctx = moving((s) => {
      three(s);
      s.federal.iroquois!.squadron = 'old';
    });
    formSquadron(ctx, ['iroquois']);
    expect(ctx.s.federal.iroquois!.squadron).toBeNull();
  });

  // Outside the Federal Movement Phase the turn machine refuses the command before the procedure
  // runs (tests/rules/r03-turn-machine.test.ts).
  it('refused: with no ships, or with ships in different areas', () => {
    expect(refusal(() => formSquadron(moving(three), []))).toEqual({ code: 'emptySquadron', rule: '4.52' });
    const ctx = moving(three);
    expect(refusal(() => formSquadron(ctx, ['richmond', 'mohican']))).toEqual({ code: 'notStacked', rule: '4.52' });
    expect(ctx.s.federal.richmond!.squadron).toBeNull();
  });
});

describe('7.23, 7.24 joining a blockade', () => {
  const arrange = (s: GameState) => {
    placeConfederate(s, 'sumter', 'C10', 'E', { blockadedBy: ['iroquois'] });
    placeConfederate(s, 'alabama', 'C10', 'S', { blockadedBy: ['mohican'] });
    placeFederal(s, 'iroquois', 'C10');
    s.federal.iroquois!.blockading = 'sumter';
    placeFederal(s, 'mohican', 'C10', 'sq');
    s.federal.mohican!.blockading = 'alabama';
    placeFederal(s, 'richmond', 'C12');
  };

  it('a ship in the area joins: it blockades instead of searching, leaves its squadron and any other blockade', () => {
    const ctx = moving(arrange);
    joinBlockade(ctx, 'mohican', 'sumter');
    expect(ctx.s.federal.mohican).toMatchObject({ blockading: 'sumter', squadron: null });
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual(['iroquois', 'mohican']);
    expect(ctx.s.confederate.alabama!.blockadedBy).toEqual([]);
    expect(ctx.events.at(-1)).toMatchObject({ rule: '7.24', kind: 'blockade', ships: ['mohican', 'sumter'] });
  });

  it("3.0: the join is taken back whole, both raiders' blockades included", () => {
    const ctx = moving(arrange);
    joinBlockade(ctx, 'mohican', 'sumter');
    undoFederalMove(ctx);
    expect(ctx.s.federal.mohican).toMatchObject({ blockading: 'alabama', squadron: 'sq' });
    expect(ctx.s.confederate.alabama!.blockadedBy).toEqual(['mohican']);
    expect(ctx.s.confederate.sumter!.blockadedBy).toEqual(['iroquois']);
    expect(ctx.events.at(-1)).toMatchObject({ rule: '3.0', kind: 'undo' });
  });

  it('3.0 through the commands: joining and taking it back leaves both raiders as they were (a bug: the raider joined kept the ship)', () => {
    const s = structuredClone(moving(arrange).s);
    const joined = apply(data, s, { type: 'joinBlockade', side: 'federal', ship: 'mohican', target: 'sumter' });
    if (!joined.ok) throw new Error(joined.message);
    const back = apply(data, joined.state, { type: 'undo', side: 'federal' });
    if (!back.ok) throw new Error(back.message);
    expect(back.state.confederate.sumter!.blockadedBy).toEqual(['iroquois']);
    expect(back.state.confederate.alabama!.blockadedBy).toEqual(['mohican']);
    expect(back.state.federal.mohican!.blockading).toBe('alabama');
  });

  it('refused: a raider not blockaded, not in play or elsewhere, or a ship already blockading it', () => {
    const ctx = moving(arrange);
    ctx.s.confederate.alabama!.blockadedBy = [];
    expect(refusal(() => joinBlockade(ctx, 'iroquois', 'alabama'))).toEqual({ code: 'notBlockaded', rule: '7.24' });
    expect(refusal(() => joinBlockade(ctx, 'iroquois', 'nosuchship'))).toEqual({ code: 'notBlockaded', rule: '7.24' });
    ctx.s.confederate.alabama!.blockadedBy = ['mohican'];
    ctx.s.confederate.alabama!.status = 'interned';
    expect(refusal(() => joinBlockade(ctx, 'iroquois', 'alabama'))).toEqual({ code: 'notBlockaded', rule: '7.24' });
    expect(refusal(() => joinBlockade(ctx, 'richmond', 'sumter'))).toEqual({ code: 'notHere', rule: '7.24' });
    expect(refusal(() => joinBlockade(ctx, 'iroquois', 'sumter'))).toEqual({ code: 'alreadyBlockading', rule: '7.24' });
    expect(ctx.s.undo).toBeNull();
  });
});

describe('3.0 taking back a move', () => {
  it('nothing to take back: refused, whether no move was made or the list was emptied', () => {
    expect(refusal(() => undoFederalMove(moving()))).toEqual({ code: 'nothingToUndo', rule: '3.0' });
    expect(
      refusal(() =>
        undoFederalMove(
          moving((s) => {
            s.undo = [];
          }),
        ),
      ),
    ).toEqual({ code: 'nothingToUndo', rule: '3.0' });
  });

  it("4.12: a second ship's move completes the first one's, and taking it back restores both", () => {
    const ctx = moving((s) => {
      placeFederal(s, 'iroquois', 'C10');
      placeFederal(s, 'richmond', 'C12');
      for (const f of ['iroquois', 'richmond']) Object.assign(s.federal[f]!, { movementUsed: 0, moveDone: false });
    });
    const hop = (from: string) => pathToArea(data, from, 'C30')![0]!;
    moveShip(ctx, 'iroquois', [hop('C10')]);
    expect(shipMoving(ctx.s)).toBe('iroquois');
    moveShip(ctx, 'richmond', [hop('C12')]);
    expect(ctx.s.federal.iroquois!.moveDone).toBe(true);
    expect(shipMoving(ctx.s)).toBe('richmond');
    expect(ctx.events.filter((e) => e.kind === 'moveDone').map((e) => e.ships)).toEqual([['iroquois']]);
    undoFederalMove(ctx);
    expect(ctx.s.federal.iroquois).toMatchObject({ moveDone: false, area: hop('C10'), movementUsed: 1 });
    expect(ctx.s.federal.richmond).toMatchObject({ area: 'C12', movementUsed: 0 });
    // The same ship moving on does not complete itself.
    moveShip(ctx, 'iroquois', [ctx.s.federal.iroquois!.path[0]!]);
    expect(ctx.s.federal.iroquois).toMatchObject({ moveDone: false, movementUsed: 2 });
  });
});

describe('11.21 the Wyoming leaves the Pacific', () => {
  // Her route from C54 toward the Atlantic, as far as the first area outside the Pacific.
  const route = pathToArea(data, 'C54', 'C9')!;
  const out = route.slice(0, route.findIndex((a) => !data.areas[a]!.pacific) + 1);
  const wyoming = (extra: (s: GameState) => void = () => {}) =>
    moving((s) => {
      placeFederal(s, 'wyoming', 'C54');
      Object.assign(s.federal.wyoming!, { movementUsed: 0, moveDone: false, availabilityUsed: 0, selection: null, path: ['C54'] });
      s.pacificRaided = true;
      s.deploymentTrack.S = 2;
      extra(s);
    });

  it('after a Pacific raid she may leave, paying 1 S Deployment Point and 1 Availability Point, her selection marked paid', () => {
    expect(out.length).toBeLessThanOrEqual(federalAllowance(data, wyoming().s, 'wyoming'));
    const ctx = wyoming();
    moveShip(ctx, 'wyoming', out);
    expect(ctx.s.deploymentTrack.S).toBe(1);
    expect(ctx.s.federal.wyoming).toMatchObject({ availabilityUsed: 1, area: out.at(-1), selection: { from: 'map', area: 'C54', paid: true, fromUP: false } });
    expect(ctx.events.map((e) => e.kind)).toContain('pacificExit');
  });

  it('her last Availability Point is enough; none left, or no S point, is refused', () => {
    const last = wyoming((s) => {
      s.federal.wyoming!.availabilityUsed = 2;
    });
    moveShip(last, 'wyoming', out);
    expect(last.s.federal.wyoming!.availabilityUsed).toBe(3);
    expect(
      refusal(() =>
        moveShip(
          wyoming((s) => {
            s.federal.wyoming!.availabilityUsed = 3;
          }),
          'wyoming',
          out,
        ),
      ),
    ).toEqual({ code: 'noPoints', rule: '11.21' });
    expect(
      refusal(() =>
        moveShip(
          wyoming((s) => {
            s.deploymentTrack.S = 0;
          }),
          'wyoming',
          out,
        ),
      ),
    ).toEqual({ code: 'noPoints', rule: '11.21' });
  });

  it('a selection already paid is not paid again', () => {
    const ctx = wyoming((s) => {
      s.federal.wyoming!.selection = { from: 'available', area: 'C54', paid: true, fromUP: false };
    });
    moveShip(ctx, 'wyoming', out);
    expect(ctx.s.deploymentTrack.S).toBe(2);
    expect(ctx.s.federal.wyoming!.availabilityUsed).toBe(0);
  });
});

describe('11.22 the Pacific reinforcements sail themselves', () => {
  const bound = (area: string, extra: (s: GameState) => void = () => {}) =>
    ruleCtx((s) => {
      placeFederal(s, 'wateree', area);
      Object.assign(s.federal.wateree!, { headingForPacific: true, movementUsed: 0, moveDone: false, path: [area] });
      extra(s);
    });
  const voyage = (ctx: Ctx) => {
    movePacificReinforcements(ctx);
    return ctx.s.federal.wateree!;
  };

  it('from C9 toward C44 at half speed, a turn at a time, until she reaches the Pacific', () => {
    const ctx = bound('C9');
    const half = federalAllowance(data, ctx.s, 'wateree');
    expect(half).toBe(5);
    const route = pathToArea(data, 'C9', 'C44')!;
    const first = voyage(ctx);
    expect(first).toMatchObject({ area: route[half - 1], movementUsed: half, moveDone: true, headingForPacific: !data.areas[route[half - 1]!]!.pacific });
    expect(first.path).toEqual(['C9', ...route.slice(0, half)]);
    expect(ctx.events[0]).toMatchObject({ rule: '11.22', kind: 'federalMove', ships: ['wateree'], path: route.slice(0, half) });
    let turns = 1;
    while (ctx.s.federal.wateree!.headingForPacific && turns < 20) {
      Object.assign(ctx.s.federal.wateree!, { movementUsed: 0, moveDone: false });
      voyage(ctx);
      turns++;
    }
    const w = ctx.s.federal.wateree!;
    expect(w.headingForPacific).toBe(false);
    expect(data.areas[w.area!]!.pacific).toBe(true);
    // The last leg used the phase's movement: she sails with the Pacific Fleet from next turn, at full speed.
    expect(w.movementUsed).toBe(10);
    expect(ctx.events.at(-1)).toMatchObject({ rule: '11.22', kind: 'pacific', ships: ['wateree'] });
  });

  it('7.24: blockading a raider in a neutral port (4.42), she frees it as she sails on (found by the fuzz)', () => {
    const ctx = bound('C18', (s) => {
      placeConfederate(s, 'alabama', 'C18', null);
      s.confederate.alabama!.blockadedBy = ['wateree'];
      s.federal.wateree!.blockading = 'alabama';
    });
    const w = voyage(ctx);
    expect(w.area).not.toBe('C18');
    expect(w.blockading).toBeNull();
    expect(ctx.s.confederate.alabama!.blockadedBy).toEqual([]);
  });

  it('already at C44: no voyage, she simply joins the Pacific Fleet', () => {
    const ctx = bound('C44');
    const w = voyage(ctx);
    expect(w).toMatchObject({ area: 'C44', movementUsed: 0, headingForPacific: false, path: ['C44'] });
    expect(ctx.events.map((e) => e.kind)).toEqual(['pacific']);
  });

  it('a ship not bound for the Pacific, or not on the map, does not sail', () => {
    for (const extra of [
      (s: GameState) => {
        s.federal.wateree!.headingForPacific = false;
      },
      (s: GameState) => {
        s.federal.wateree!.where = 'available';
      },
      (s: GameState) => {
        s.federal.wateree!.area = null;
      },
    ]) {
      const ctx = bound('C9', extra);
      movePacificReinforcements(ctx);
      expect(ctx.s.federal.wateree!.movementUsed).toBe(0);
      expect(ctx.events).toEqual([]);
    }
  });
});
