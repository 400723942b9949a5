import type { GameData } from '../data/gameData';
import { makeBot } from '../ai/registry';
import { BotFailure, playGame } from '../game/record';
import { botSeed, gameSeed } from './seeds';
import { summarizeGame } from './summary';
import type { GameOutcome, Job, Variant } from './types';
import { optionsFor } from '../engine/index';

// Plays one slice of a comparison: games [from, to) of one scenario under one variant, without
// keeping events or hashing the final state, and returns one small summary per game. A game a bot cannot
// finish is returned as a failure with its message, never silently dropped.

export function runGames(
  data: GameData,
  variant: Pick<Variant, 'confederate' | 'federal' | 'options'>,
  master: string,
  job: Pick<Job, 'scenario' | 'from' | 'to'>,
  onGame?: (outcome: GameOutcome) => void,
): GameOutcome[] {
  const out: GameOutcome[] = [];
  for (let i = job.from; i < job.to; i++) {
    const seed = gameSeed(master, job.scenario, i);
    let outcome: GameOutcome;
    try {
      const bots = { confederate: makeBot(variant.confederate, botSeed(seed, 'confederate')), federal: makeBot(variant.federal, botSeed(seed, 'federal')) };
      const game = playGame(data, job.scenario, seed, bots, optionsFor('comparison', variant.options), false, false);
      outcome = summarizeGame(data, game.state, i);
    } catch (e) {
      outcome = { index: i, error: `${seed}: ${e instanceof BotFailure || e instanceof Error ? e.message : String(e)}` };
    }
    out.push(outcome);
    onGame?.(outcome);
  }
  return out;
}
