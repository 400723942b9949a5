import { applyInPlace, newGame } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { SharedViews } from '../../src/engine/view';
import { clonePlain } from '../../src/engine/clone';
import type { GameState, Phase } from '../../src/engine/types';
import type { Bot } from '../../src/ai/bot';
import { makeBot } from '../../src/ai/registry';
import { gameData } from '../helpers';

// Positions for the AI tests: plays a game between two bots and keeps a copy of the state each
// time the game reaches one of the given phases (the first decision of that phase).

export function positions(scenario: string, seed: string, phases: Phase[], bots: { confederate: string; federal: string }): GameState[] {
  const data = gameData();
  const state = newGame(data, scenario, seed).state;
  const players: Record<'federal' | 'confederate', Bot> = { confederate: makeBot(bots.confederate, `${seed}:c`), federal: makeBot(bots.federal, `${seed}:f`) };
  const out: GameState[] = [];
  let last = '';
  const views = new SharedViews();
  for (let n = 0; state.phase !== 'gameOver' && n < 20_000; n++) {
    const key = `${state.turn}:${state.phase}`;
    if (key !== last && phases.includes(state.phase)) out.push(clonePlain(state));
    last = key;
    const side = activeSide(state)!;
    const r = applyInPlace(data, state, players[side].next(data, views.of(state, side), side));
    if (!r.ok) throw new Error(`${scenario}/${seed}: ${r.message}`);
  }
  return out;
}

/**
 * A view that refuses to be read where its side may not look: the dice for anyone, a sealed
 * record's content or salt for the Federal. The views never hold these, so a bot that tried to
 * read them would get nothing; this makes the attempt itself fail the test.
 */
export function guarded<T extends object>(v: T, side: 'federal' | 'confederate', path: string[] = []): T {
  // A frozen part (the data's shared tables) is guarded through a shallow copy: a proxy of a frozen
  // object must hand out its properties unwrapped.
  const target = Object.isFrozen(v)
    ? ((Array.isArray(v) ? [...v] : Object.assign(Object.create(Object.getPrototypeOf(v) as object | null) as object, v)) as T)
    : v;
  return new Proxy(target, {
    get(target, prop, receiver) {
      const key = String(prop);
      if (key === 'dice' || key === 'salt') throw new Error(`the ${side} bot read ${[...path, key].join('.')}`);
      if (side === 'federal' && path[0] === 'records' && key === 'record')
        throw new Error(`the Federal bot read a sealed record at ${[...path, key].join('.')}`);
      const value = Reflect.get(target, prop, receiver);
      return value !== null && typeof value === 'object' ? guarded(value as object, side, [...path, key]) : value;
    },
  });
}
