import type { Side } from '../../engine/index';
import type { Bot } from '../bot';
import { RandomBot } from '../randomBot';
import { HoldStationsBot } from './holdStations';
import { ChaseSightingsBot } from './chaseSightings';
import { HideInPortBot } from './hideInPort';
import { RunForRichAreaBot } from './runForRichArea';
import { PlotFollowBot } from './plotFollow';
import { PLOT_FOLLOWERS } from '../models/plotFollowers';
import { HoldPortsBot } from './holdPorts';
import { CampQuietLaneBot } from './campQuietLane';

// The gauntlet's panel (scripts/ai-gauntlet.ts, issue 31): fixed strategies for each side, a few
// lines of intent each, that the AI levels of that side must do at least as well as against the
// same opponent. Each sees only its side's view, like the AI; the random-legal bot is on both.

export const PANEL: Record<Side, Record<string, (seed: string) => Bot>> = {
  federal: {
    'hold-stations': () => new HoldStationsBot(),
    chase: () => new ChaseSightingsBot(),
    random: (seed) => new RandomBot(seed),
    'hold-ports': () => new HoldPortsBot(),
    // Issue 45: the Plot's darkest areas, one or two ships each, with or without each raider's chance of staying.
    ...Object.fromEntries(Object.entries(PLOT_FOLLOWERS).map(([name, f]) => [name, () => new PlotFollowBot(name, f)])),
  },
  confederate: {
    hide: (seed) => new HideInPortBot(seed),
    'run-rich': (seed) => new RunForRichAreaBot(seed),
    random: (seed) => new RandomBot(seed),
    camp: (seed) => new CampQuietLaneBot(seed),
  },
};
