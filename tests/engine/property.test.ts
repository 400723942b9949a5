import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, newGame } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { view } from '../../src/engine/view';
import { RandomBot } from '../../src/ai/randomBot';
import { replayRecord, hashState, type GameRecord } from '../../src/game/record';
import type { GameState } from '../../src/engine/types';
import { gameData } from '../helpers';
import { SCENARIO_IDS } from '../../src/data/files';
import { invariants as checkInvariants } from '../../src/engine/invariants';

// Random-legal games from every scenario, with the invariants checked after every command.

const invariants = (s: GameState) => checkInvariants(gameData(), s);

describe('property: random games from every scenario keep the invariants', () => {
  it('each ship in one place; pools, availability and CSE never negative; VP = sum of causes; replay identical', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIO_IDS), fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (scenario, seed, ask) => {
        const data = gameData();
        const options = { askFederal: ask, askConfederate: ask };
        let state = newGame(data, scenario, String(seed), options).state;
        const bots = { federal: new RandomBot(`f${seed}`), confederate: new RandomBot(`c${seed}`) };
        const record: GameRecord = { format: 'sea-devils-record', version: 1, scenario, seed: String(seed), options, commands: [] };
        expect(invariants(state)).toEqual([]);
        for (let n = 0; state.phase !== 'gameOver'; n++) {
          expect(n).toBeLessThan(20_000);
          const side = activeSide(state)!;
          expect(side).not.toBeNull();
          const command = bots[side].next(data, view(state, side), side);
          record.commands.push(command);
          const r = apply(data, state, command);
          if (!r.ok) throw new Error(`${scenario}/${seed}: ${r.message}`);
          state = r.state;
          const bad = invariants(state);
          if (bad.length) throw new Error(`${scenario}/${seed} after ${JSON.stringify(command).slice(0, 200)}: ${bad.join('; ')}`);
        }
        expect(state.result).not.toBeNull();
        const replayed = replayRecord(data, JSON.parse(JSON.stringify(record)));
        expect(replayed.ok && hashState(replayed.state)).toBe(hashState(state));
      }),
      { numRuns: 25, seed: 20261122 },
    );
  });
});
