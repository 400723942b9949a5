import type { GameData } from '../data/gameData';
import type { GameState } from '../engine/index';
import { VICTORY_LEVELS, type GameSummary } from './types';

// One finished game boiled down to what the comparison measures: the victory level and VPs
// (12.15), the merchant marine level turn by turn (12.11 losses), and each raider's fate.

export function summarizeGame(data: GameData, state: GameState, index: number): GameSummary {
  const result = state.result;
  if (!result) throw new Error('the game has not ended');
  const sc = data.scenarios[state.scenario]!;
  const level = VICTORY_LEVELS.indexOf(result.level as (typeof VICTORY_LEVELS)[number]);
  if (level < 0) throw new Error(`unknown victory level "${result.level}"`);

  // 12.11: every merchant marine point lost is one Confederate VP entry; the track stops at 0
  // (as the engine's does), so the level is replayed entry by entry.
  const turns = sc.lastTurn - sc.firstTurn + 1;
  const lost = new Array<number>(turns).fill(0);
  let level0 = sc.merchantMarine;
  const mm = [level0];
  const entries = state.vp.entries.filter((e) => e.rule === '12.11');
  let k = 0;
  for (let t = 0; t < turns; t++) {
    for (; k < entries.length && entries[k]!.turn <= sc.firstTurn + t; k++) {
      level0 = Math.max(0, level0 - entries[k]!.points);
      lost[t]! += entries[k]!.points;
    }
    mm.push(level0);
  }

  const raiders: Record<string, 0 | 1 | 2> = {};
  for (const [id, st] of Object.entries(state.confederate)) {
    if (st.status === 'inPlay') raiders[id] = 0;
    else if (st.status === 'sunk') raiders[id] = 1;
    else if (st.status === 'interned') raiders[id] = 2;
  }
  return { index, level, net: result.net, confederateVp: result.confederateVp, federalVp: result.federalVp, mm, raiders };
}
