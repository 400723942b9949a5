import type { Bot } from './bot';
import { RandomBot } from './randomBot';

// The bots a game or a tool can name. The AI levels join this list as they are built.

/** The AI levels for the opponent menu and the command line (none yet: the random-legal bot only). */
export const AI_LEVELS: readonly { id: string; label: string; description: { confederate: string; federal: string }; strength: number }[] = [];
export const BOTS: Record<string, (seed: string) => Bot> = {
  random: (seed) => new RandomBot(seed),
};

export function makeBot(name: string, seed: string): Bot {
  const make = BOTS[name];
  if (!make) throw new Error(`no bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`);
  return make(seed);
}
