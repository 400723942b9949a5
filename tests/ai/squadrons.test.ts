import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import { view } from '../../src/engine/view';
import { RaiderAi } from '../../src/ai/raider/raiderAi';
import { RAIDER_PARAMS } from '../../src/ai/levels';
import { BotRandom } from '../../src/ai/rng';
import { federalDamagePick } from '../../src/ai/federal/decisions';
import { raiderDamagePick } from '../../src/ai/raider/decisions';
import type { DamageDecision } from '../../src/engine/activityState';
import { con, fed, gameData } from '../helpers';
import { arranged, placeConfederate, placeFederal } from '../fixtures/activity';

// 4.51, 4.52 and the AIs: the raider forms a squadron when a lone ship would be outgunned and
// the pair would not, with records the engine seals; each side's damage choice is sensible.

describe('4.52 the raider AI forms squadrons', () => {
  it('4.52: two raiders at sea together among fast, heavy Federal ships sail as a legal squadron', () => {
    const data = gameData();
    const s = arranged((s) => {
      placeConfederate(s, con('Ala'), 'C18', null);
      placeConfederate(s, con('Gana'), 'C18', null);
      for (const [f, a] of [
        ['Vand', 'C9'],
        ['F. Jack', 'C12'],
        ['Sass', 'C10'],
        ['R. Isl', 'C13'],
      ] as const)
        placeFederal(s, fed(f), a);
    });
    const cmd = new RaiderAi(RAIDER_PARAMS.historical, new BotRandom('sq')).next(data, view(s, 'confederate'));
    expect(cmd.type).toBe('sealRecords');
    if (cmd.type !== 'sealRecords') return;
    const gathers = cmd.records.flatMap((r) => r.steps.filter((x) => x.op === 'gather').map((x) => `${r.ship}<${(x as { ship: string }).ship}`));
    expect(gathers).toHaveLength(1);
    expect(apply(data, s, cmd).ok).toBe(true);
  });
});

describe('4.51 the AIs choose the damaged ship', () => {
  const pending = (side: 'federal' | 'confederate', options: string[], damage: number): DamageDecision => ({
    side,
    kind: 'damage',
    options,
    detail: { ship: con('Ala'), area: 'C18', foe: [], damage },
  });
  it('4.51: the Federal AI sinks what it can, the most valuable first, else hits the ship nearest sinking', () => {
    const s = arranged((s) => {
      placeConfederate(s, con('Ala'), 'C18', null);
      placeConfederate(s, con('Ala. Aux'), 'C18', null);
      placeConfederate(s, con('Fla'), 'C18', null);
    });
    const [ala, aux, fla] = [con('Ala'), con('Ala. Aux'), con('Fla')];
    // 2 damage sinks the Florida (2) and the Tuscaloosa (1): the Florida, a sloop, is worth more (12.13).
    expect(federalDamagePick(gameData(), s, pending('federal', [ala, aux, fla], 2))).toBe(fla);
    // 1 damage sinks only the auxiliary.
    expect(federalDamagePick(gameData(), s, pending('federal', [ala, fla, aux], 1))).toBe(aux);
    // Without the auxiliary, 1 damage sinks nothing: the Florida has least defence left.
    expect(federalDamagePick(gameData(), s, pending('federal', [ala, fla], 1))).toBe(fla);
  });
  it('4.51: the raider AI silences the biggest guns it can sink, else hits the ship nearest sinking', () => {
    const s = arranged(() => {});
    const [kear, mohic, wach] = [fed('Kear'), fed('Mohic'), fed('Wach')];
    // 4 damage sinks the Mohican (4) but not the Kearsarge (5) nor ... the Wachusett (3, gunnery 5) too: the bigger guns.
    expect(raiderDamagePick(gameData(), s, pending('confederate', [kear, mohic, wach], 4))).toBe(wach);
    expect(raiderDamagePick(gameData(), s, pending('confederate', [kear, mohic], 4))).toBe(mohic);
    expect(raiderDamagePick(gameData(), s, pending('confederate', [kear, mohic], 1))).toBe(mohic);
  });
});
