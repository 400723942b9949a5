import { describe, expect, it } from 'vitest';
import { view } from '../../src/engine/view';
import type { Command } from '../../src/engine/commands';
import type { GameState } from '../../src/engine/types';
import { RaiderReading } from '../../src/ai/federal/raiderReading';
import { RaiderAi } from '../../src/ai/raider/raiderAi';
import { RAIDER_PARAMS } from '../../src/ai/levels';
import { BotRandom } from '../../src/ai/rng';
import { mapGraph } from '../../src/ai/common/mapGraph';
import type { RaiderForecast } from '../../src/ai/models/raiderForecast';
import { con, fed, gameData } from '../helpers';
import { arranged, placeConfederate, placeFederal } from '../fixtures/activity';

// Issue 18's strength work. The bold Federal mixes its searches (a mixed strategy) only as far
// as the raiders show that they read its patrols: scored from public facts, where each raider
// stands at the next turn (4.0) against where the Federal searchers ended their move (3.0
// phase 3). And the refit clock's safety turn (11.3), which issue 18 dropped in the war's last
// turns, is kept to the end since issue 30 read 11.3 strictly (docs/ai.md, "Issue 30").

describe('3.0 phase 3: the bold Federal reads whether the raiders read its patrols', () => {
  const data = gameData();
  const g = mapGraph(data);
  const ala = con('Ala');
  const ship = fed('Vand');
  // The raider at C18 is forecast to enter four areas alike; the searcher ends in the first.
  const areas = g.ids.filter((id) => id !== 'C18').slice(0, 4);
  const forecast = (): RaiderForecast[] => {
    const enter = new Float64Array(g.n);
    for (const a of areas) enter[g.index.get(a)!] = 0.5;
    return [{ id: ala, enter, raid: new Float64Array(g.n), speed: 10, gunnery: 3, hits: 4, vp: 75, sails: 1 }];
  };
  const atTurn = (turn: number, raiderAt: string): GameState =>
    arranged((s) => {
      s.turn = turn;
      placeConfederate(s, ala, raiderAt, null);
      placeFederal(s, ship, 'C9');
    });
  const moves: Command[] = [{ type: 'moveShip', side: 'federal', ship, path: [areas[0]!] }];

  /** Twelve turns; the raider ends on the searcher's station in the turns `onStation` says. */
  function play(onStation: (turn: number) => boolean): RaiderReading {
    const reading = new RaiderReading();
    for (let t = 1; t <= 12; t++) {
      reading.noteMovement(data, view(atTurn(t, 'C18'), 'federal'), forecast(), moves);
      reading.learn(data, view(atTurn(t + 1, onStation(t) ? areas[0]! : areas[1 + (t % 3)]!), 'federal'));
    }
    return reading;
  }

  it('a raider that ends on a station as often as forecast (a quarter of its turns) is not reading the patrols', () => {
    const r = play((t) => t % 4 === 0);
    expect(r.tally()).toEqual({ observed: 3, expected: 3 });
    expect(r.reading()).toBe(0);
  });

  it('one that never does reads them in full, and one that does half as often as forecast in part', () => {
    expect(play(() => false).reading()).toBe(1);
    const half = play((t) => t % 8 === 0).reading(); // 1 of 12 turns (plus the prior), against 3 forecast
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(1);
  });

  it('nothing is read from a raider that stayed where it was, nor from a turn other than the next', () => {
    const r = new RaiderReading();
    r.noteMovement(data, view(atTurn(3, 'C18'), 'federal'), forecast(), moves);
    r.learn(data, view(atTurn(4, 'C18'), 'federal'));
    expect(r.tally()).toEqual({ observed: 0, expected: 0 });
    r.noteMovement(data, view(atTurn(5, 'C18'), 'federal'), forecast(), moves);
    r.learn(data, view(atTurn(7, areas[0]!), 'federal'));
    expect(r.tally()).toEqual({ observed: 0, expected: 0 });
  });
});

describe("11.3: the refit clock's safety turn, to the war's end", () => {
  const data = gameData();
  // The Alabama (refit period 8) in a French port, three turns of its clock left: with the
  // historical level's safety turn (refitMargin 1) it refits now, in the last turns too: under
  // the strict 11.3 a raider that misses its refit port is lost that very turn.
  function record(turn: number) {
    const s = arranged((s) => {
      s.turn = turn;
      placeConfederate(s, con('Ala'), 'C5', 'France', { turnsAtSea: 5 });
    });
    const ai = new RaiderAi(RAIDER_PARAMS.historical, new BotRandom('refit'));
    let cmd = ai.next(data, view(s, 'confederate'));
    if (cmd.type === 'removeSemmes') cmd = ai.next(data, view(s, 'confederate')); // 11.72: the records come next
    if (cmd.type !== 'sealRecords') throw new Error(`expected a seal, got ${cmd.type}`);
    return cmd.records.find((r) => r.ship === con('Ala'))!.steps.map((x) => x.op);
  }

  it('11.3: with the campaign far from its end, the historical raider refits a turn early', () => {
    expect(record(6)).toContain('refit');
  });

  it('11.3: in the last four turns it keeps its spare turn and refits too', () => {
    expect(record(14)).toContain('refit');
  });
});

describe('11.41 on the last turn: a raider whose stay has run out sails rather than be interned', () => {
  const data = gameData();
  // The Sumter in a Brazilian port (two turns allowed, 11.41) has stayed both: to stay again is
  // to be interned now (12.14). With a Federal sloop near enough to make the cruise a risk, the
  // old reckoning of "too weak to last" counted internment as the end of any cruise too, and
  // kept her in port to be interned. On the last turn a ship that sails and lives is never
  // interned, so the cruise (worth more by the planner's own score) is taken.
  function record(turn: number, turnsInPort: number) {
    const s = arranged((s) => {
      s.turn = turn;
      placeConfederate(s, con('Sum'), 'C18', 'BRA', { turnsAtSea: 1, turnsInPort });
      placeFederal(s, fed('Iroq'), 'C17');
    });
    const ai = new RaiderAi(RAIDER_PARAMS.historical, new BotRandom('last-stay'));
    let cmd: Command = ai.next(data, view(s, 'confederate'));
    if (cmd.type === 'removeSemmes') cmd = ai.next(data, view(s, 'confederate'));
    if (cmd.type !== 'sealRecords') throw new Error(`expected a seal, got ${cmd.type}`);
    return cmd.records.find((r) => r.ship === con('Sum'))!.steps.map((x) => x.op);
  }

  it('11.41: on the last turn, with her stay run out, the Sumter leaves port', () => {
    expect(record(16, 2)).toContain('leavePort');
  });
});
