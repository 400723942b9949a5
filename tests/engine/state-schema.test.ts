import { describe, expect, it } from 'vitest';
import { newGame, applyCommandInPlace } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { SharedViews } from '../../src/engine/view';
import { GameEventSchema, GameStateInput, GameStateSchema } from '../../src/engine/stateSchema';
import { clonePlain } from '../../src/engine/clone';
import { RandomBot } from '../../src/ai/randomBot';
import { makeBot } from '../../src/ai/registry';
import type { GameEvent, GameState } from '../../src/engine/types';
import { gameData } from '../helpers';

// The schema of a whole game state (src/engine/stateSchema.ts, issue 32.2) accepts every state
// the engine makes: games of every kind, with the players asked at each interrupt (pending
// decisions of every kind, 4.3), the AI and random play, a game over. Bounded by commands.

const data = gameData();

function play(
  scenario: string,
  seed: string,
  options: Record<string, boolean>,
  bots: 'random' | 'historical',
  visit: (s: GameState, events: GameEvent[]) => void,
): number {
  const g = newGame(data, scenario, seed, options);
  const state = g.state;
  visit(state, g.events);
  const players =
    bots === 'random'
      ? { federal: new RandomBot(`${seed}f`), confederate: new RandomBot(`${seed}c`) }
      : { federal: makeBot('historical', `${seed}f`), confederate: makeBot('historical', `${seed}c`) };
  const views = new SharedViews();
  let n = 0;
  for (; state.phase !== 'gameOver' && n < 5000; n++) {
    const side = activeSide(state)!;
    const r = applyCommandInPlace(data, state, players[side].next(data, views.of(state, side), side));
    if (!r.ok) throw new Error(r.message);
    visit(state, r.events);
  }
  return n;
}

describe("the game state's schema", () => {
  it('3.0, 4.3: accepts every state and event of whole games, a pending decision of every kind among them', () => {
    const kinds = new Set<string>();
    let states = 0;
    const check = (s: GameState, events: GameEvent[]) => {
      if (s.activity?.pending) kinds.add(s.activity.pending.kind);
      const r = GameStateSchema.safeParse(s);
      if (!r.success) expect({ turn: s.turn, phase: s.phase, issue: r.error.issues[0] }).toBeNull();
      for (const e of events) {
        const x = GameEventSchema.safeParse(e);
        if (!x.success) expect({ event: e, issue: x.error.issues[0] }).toBeNull();
      }
      states++;
    };
    const asking = { askConfederate: true, askFederal: true };
    play('campaign', 'schema-1', asking, 'random', check);
    play('endgame', 'schema-2', asking, 'random', check);
    play('weak-beginning', 'schema-3', {}, 'historical', check);
    play('greyhounds-are-loose', 'schema-4', asking, 'historical', check);
    for (let i = 5; i < 12; i++) play('campaign', `schema-${i}`, asking, i % 2 ? 'historical' : 'random', check);
    expect(states).toBeGreaterThan(500);
    // 4.51's damage question needs a squadron in a fight: tests/rules/r04-51-52-squadrons.test.ts checks its states.
    expect([...kinds].sort()).toEqual(['avoid', 'runBlockade', 'search', 'semmes', 'spotted']);
  });

  it('read as input, a state passes unchanged, its keys in their own order (its hash is its JSON)', () => {
    const s = newGame(data, 'campaign', 'order').state;
    const reordered = Object.fromEntries(Object.entries(clonePlain(s)).reverse());
    const r = GameStateInput.safeParse(reordered);
    expect(r.success && r.data).toBe(reordered);
    expect(JSON.stringify(GameStateSchema.parse(reordered))).not.toBe(JSON.stringify(reordered));
    const bad = GameStateInput.safeParse({ ...s, federal: { ...s.federal, x: 1 } });
    expect(bad.success ? null : bad.error.issues[0]!.path).toEqual(['federal', 'x']);
  });
});
