import type { Bot } from './bot';
import { RandomBot } from './randomBot';
import { LevelBot } from './levelBot';
import { AI_LEVEL_INFO, type AiLevel } from './levels';
import { excerpt, own } from '../data/ids';

// The bots a game or a tool can name: the random-legal baseline and the AI levels.

/** The AI levels for the opponent menu and the command line (--confederate/--federal NAME). */
export const AI_LEVELS: readonly { id: AiLevel; label: string; description: { confederate: string; federal: string }; strength: number }[] = AI_LEVEL_INFO.map(
  (l) => ({ id: l.id, label: l.label, description: { confederate: l.confederate, federal: l.federal }, strength: l.strength }),
);

export const BOTS: Record<string, (seed: string) => Bot> = {
  random: (seed) => new RandomBot(seed),
  ...Object.fromEntries(AI_LEVEL_INFO.map((l) => [l.id, (seed: string) => new LevelBot(l.id, seed)])),
};

export function makeBot(name: string, seed: string): Bot {
  // A name from a flag or a save: only the registry's own entries (never a built-in such as "constructor").
  const make = own(BOTS, name);
  if (!make) throw new Error(`no bot "${excerpt(name)}" (bots: ${Object.keys(BOTS).join(', ')})`);
  return make(seed);
}
