import type { Side } from '../../engine/index';
import type { Bot } from '../bot';
import { RandomBot } from '../randomBot';
import { HoldStationsBot } from './holdStations';
import { ChaseSightingsBot } from './chaseSightings';
import { HideInPortBot } from './hideInPort';
import { RunForRichAreaBot } from './runForRichArea';

// The gauntlet's panel (scripts/ai-gauntlet.ts, issue 31): fixed strategies for each side, a few
// lines of intent each, that the AI levels of that side must do at least as well as against the
// same opponent. Each sees only its side's view, like the AI; the random-legal bot is on both.

export const PANEL: Record<Side, Record<string, (seed: string) => Bot>> = {
  federal: {
    'hold-stations': () => new HoldStationsBot(),
    chase: () => new ChaseSightingsBot(),
    random: (seed) => new RandomBot(seed),
  },
  confederate: {
    hide: (seed) => new HideInPortBot(seed),
    'run-rich': (seed) => new RunForRichAreaBot(seed),
    random: (seed) => new RandomBot(seed),
  },
};
