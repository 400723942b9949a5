import type { Bot } from './bot';
import { RandomBot } from './randomBot';

// The bots a game or a tool can name. The AI levels join this list as they are built.
export const BOTS: Record<string, (seed: string) => Bot> = {
  random: (seed) => new RandomBot(seed),
};

export function makeBot(name: string, seed: string): Bot {
  const make = BOTS[name];
  if (!make) throw new Error(`no bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`);
  return make(seed);
}
