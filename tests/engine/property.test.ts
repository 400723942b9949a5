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

// Random-legal games from every scenario, with the invariants checked after every command.

function invariants(s: GameState): string[] {
  const data = gameData();
  const bad: string[] = [];
  for (const f of Object.values(s.federal)) {
    const ship = data.federal[f.id]!;
    // Each ship in exactly one place: an area exactly when on the map.
    if ((f.where === 'map') !== (f.area !== null)) bad.push(`${f.id}: where ${f.where} with area ${f.area}`);
    if (f.where === 'map' && !data.areas[f.area!]) bad.push(`${f.id}: unknown area ${f.area}`);
    if (f.availabilityUsed < 0 || f.availabilityUsed > ship.availability) bad.push(`${f.id}: availability used ${f.availabilityUsed} of ${ship.availability}`);
    if (f.blockading && s.confederate[f.blockading]?.blockadedBy.includes(f.id) !== true) bad.push(`${f.id}: blockades ${f.blockading}, which does not know it`);
  }
  for (const c of Object.values(s.confederate)) {
    if ((c.status === 'inPlay') !== (c.area !== null) && c.status !== 'sunk' && c.status !== 'interned') bad.push(`${c.id}: ${c.status} with area ${c.area}`);
    if (c.status === 'inPlay' && !data.areas[c.area!]) bad.push(`${c.id}: unknown area ${c.area}`);
    if (c.status === 'inPlay' && c.port && !data.areas[c.area!]!.ports.some((p) => p.nation === c.port)) bad.push(`${c.id}: in a ${c.port} port that ${c.area} lacks`);
    if (c.damage < 0 || c.turnsAtSea < 0 || c.turnsInPort < 0) bad.push(`${c.id}: negative clock`);
  }
  for (const [t, n] of Object.entries(s.deploymentTrack)) if (n < 0) bad.push(`deployment track ${t} is ${n}`);
  for (const [y, n] of Object.entries(s.cseUsed)) if (n > ((data.files.cse.perYear as Record<string, number>)[y] ?? 0) + 99 || n < 0) bad.push(`CSE ${y}: ${n}`);
  const year = String(data.turns[s.turn - 1]!.year);
  if ((s.cseUsed[year] ?? 0) > ((data.files.cse.perYear as Record<string, number>)[year] ?? 0) && !data.scenarios[s.scenario]!.federal.cseUsed[year]) bad.push(`CSE ${year} over its allowance`);
  // The VP totals are the sums of their logged causes.
  for (const side of ['confederate', 'federal'] as const) {
    const sum = s.vp.entries.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
    if (sum !== s.vp[side]) bad.push(`${side} VP ${s.vp[side]} but causes sum to ${sum}`);
  }
  if (s.merchantMarine !== data.scenarios[s.scenario]!.merchantMarine - s.vp.entries.filter((e) => e.rule === '12.11').reduce((n, e) => n + e.points, 0)) bad.push('merchant marine does not match the raids scored');
  if (JSON.stringify(JSON.parse(JSON.stringify(s))) !== JSON.stringify(s)) bad.push('state does not survive JSON');
  return bad;
}

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
