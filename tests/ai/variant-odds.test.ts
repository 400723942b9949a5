import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { scriptedDice } from '../../src/engine/dice';
import { view } from '../../src/engine/view';
import { decisionOptions } from '../../src/engine/actionsOdds';
import { search, searchersIn } from '../../src/engine/rules/search';
import { raid } from '../../src/engine/rules/raiding';
import { runConfederateBlockade } from '../../src/engine/rules/blockade';
import { yearOf } from '../../src/engine/rules/index';
import { csaRun, odds } from '../../src/ai/common/odds';
import { con, fed, gameData } from '../helpers';
import { arranged, placeConfederate, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// Issue 31: the odds the AI plans with are the engine's, under the game's options. For the base
// rules and each rule variant, the engine's own procedures are rolled on every face of the dice
// (scripted), counted, and held equal to what the AI reads from its view's options: the spotting
// chance (6.11 or RR 7.78), the mean raid (5.11, 5.31 or RR 8.11), and the chance of coming
// through a Confederate port's blockade (7.11 or the evasion variant), and the legal-actions
// query's search odds with them.

const data = gameData();
const VARIANTS = [{}, { speedRollSearch: true }, { rebelRaidersRaid: true }, { blockadeEvasion: true }] as const;
const label = (o: object) => Object.keys(o)[0] ?? 'base';
const FACES = [1, 2, 3, 4, 5, 6];
const sum = con('Sum');

/** A Campaign position with `options` on, Semmes off the map (no reroll: the planner counts none), arranged by `f`. */
const position = (options: object, f: (s: GameState) => void): GameState => {
  const s = arranged(f);
  s.options = { ...s.options, ...options };
  s.semmes = { status: 'removed' };
  return s;
};
/** What the Confederate AI reads: its side's view of the position. */
const aiOdds = (s: GameState) => odds(data, view(s, 'confederate').options);
/** The engine's procedure run on scripted dice: a fresh copy of the state each time. */
const ctxWith = (s: GameState, dice: number[]) => new Ctx(data, { ...structuredClone(s), dice: scriptedDice(...dice, 1, 2, 3, 4, 5, 6) }, true);
const turnIn = (year: number) => Array.from({ length: 20 }, (_, i) => i + 1).find((t) => yearOf(data, t) === year)!;

describe.each(VARIANTS)("the AI's odds are the engine's (%o)", (options) => {
  it(`6.11 / RR 7.78 (${label(options)}): the chance of spotting by searching units, as the engine's search rolls it and the legal-actions query gives it`, () => {
    const ships = ['Peng', 'Iroq', 'Tusc', 'Kear'].map(fed);
    for (let units = 1; units <= 4; units++) {
      const s = position(options, (s) => {
        placeConfederate(s, sum, 'D4', null);
        for (const f of ships.slice(0, units)) placeFederal(s, f, 'D4');
      });
      let spotted = 0;
      for (const a of FACES)
        for (const b of FACES) {
          const ctx = ctxWith(s, [a, b]);
          if (search(ctx, sum, 'D4', searchersIn(ctx, 'D4'))) spotted++;
        }
      const chance = spotted / 36;
      expect(aiOdds(s).spot[units]).toBeCloseTo(chance, 12);
      const query = decisionOptions(data, view(s, 'federal'), {
        side: 'federal',
        kind: 'search',
        options: ['search', 'pass'],
        detail: { ship: sum, area: 'D4', searchers: ships.slice(0, units).map((f) => [f]) },
      });
      expect(query.find((o) => o.choice === 'search')!.odds!.chance).toBeCloseTo(chance, 12);
    }
  });

  it(`5.11 / 5.31 / RR 8.11 (${label(options)}): the mean raid by density, and on a face-down whaling counter, as the engine's raid counts it`, () => {
    const areaOf = (density: number) => Object.values(data.areas).find((a) => a.density === density && a.id.startsWith('C'))!.id;
    const mean = (s: GameState) => FACES.reduce((n, d) => n + raid(ctxWith(s, [d]), sum)!.points, 0) / 6;
    for (let density = 1; density <= 6; density++) {
      const s = position(options, (s) => {
        s.whaling = [];
        placeConfederate(s, sum, areaOf(density), null);
      });
      expect(aiOdds(s).raidMean[density]).toBeCloseTo(mean(s), 12);
    }
    const counters = data.files.whaling.counters;
    const whaling = counters.map((_, counter) =>
      mean(
        position(options, (s) => {
          s.whaling = [{ area: 'C3', counter, revealed: false }];
          placeConfederate(s, sum, 'C3', null);
        }),
      ),
    );
    expect(aiOdds(position(options, () => {})).whalingMean).toBeCloseTo(whaling.reduce((a, b) => a + b, 0) / counters.length, 12);
  });

  it(`7.11 / evasion (${label(options)}): the chance of coming through a Confederate port's blockade, in and out, early and late, as the engine's run rolls it`, () => {
    for (const year of [1861, 1863, 1865])
      for (const direction of ['in', 'out'] as const)
        for (const id of [sum, con('Ala')]) {
          const s = position(options, (s) => {
            s.turn = turnIn(year);
            placeConfederate(s, id, 'C15', direction === 'out' ? 'CSA' : null);
          });
          let afloat = 0;
          for (const a of FACES)
            for (const b of FACES) {
              const ctx = ctxWith(s, [a, b]);
              runConfederateBlockade(ctx, id, direction);
              if (ctx.s.confederate[id]!.status === 'inPlay') afloat++;
            }
          const ship = data.confederate[id]!;
          expect(csaRun(aiOdds(s), s.turn, direction, ship.movement, ship.defense - s.confederate[id]!.damage).survive).toBeCloseTo(afloat / 36, 12);
        }
  });
});

describe("the odds follow the view's options, not the defaults", () => {
  it('RR 7.78, 7.11 evasion: a lone searcher spots on 3 in 36 (the table: 6), and a 12-MP raider running in during 1865 is lost on 25 in 36 (the table: 1 in 36)', () => {
    const base = position({}, () => {}),
      speed = position({ speedRollSearch: true }, () => {}),
      evasion = position({ blockadeEvasion: true }, () => {});
    expect(aiOdds(base).spot[1]).toBeCloseTo(6 / 36, 12);
    expect(aiOdds(speed).spot[1]).toBeCloseTo(3 / 36, 12);
    const t = turnIn(1865);
    expect(1 - csaRun(aiOdds(base), t, 'in', 12, 3).survive).toBeCloseTo(1 / 36, 12);
    expect(1 - csaRun(aiOdds(evasion), t, 'in', 12, 3).survive).toBeCloseTo(25 / 36, 12);
  });
});
