import type { RawData } from './files';
import { copyJson } from './copyJson';
import map from '../../assets/map/areas.json';
import federalShips from '../../assets/ships/federal.json';
import confederateShips from '../../assets/ships/confederate.json';
import raid from '../../assets/tables/raid.json';
import search from '../../assets/tables/search.json';
import escape from '../../assets/tables/escape.json';
import combat from '../../assets/tables/combat.json';
import blockade from '../../assets/tables/blockade.json';
import deployment from '../../assets/tables/deployment.json';
import eces from '../../assets/tables/eces.json';
import turns from '../../assets/track/turns.json';
import cpl from '../../assets/track/cpl.json';
import cse from '../../assets/track/cse.json';
import whaling from '../../assets/counters/whaling.json';
import campaign from '../../scenarios/campaign.json';
import weakBeginning from '../../scenarios/weak-beginning.json';
import greyhounds from '../../scenarios/greyhounds-are-loose.json';
import crestingTide from '../../scenarios/cresting-tide.json';
import endgame from '../../scenarios/endgame.json';

// The built-in data, bundled into the game by Vite (and read the same way by tsx and Vitest).
// Returned as a fresh deep copy, so nobody can alter the originals: copied through JSON text, not
// structuredClone, whose strings are new copies where JSON.parse hands back V8's one shared copy of
// a short string (see copyJson).
export function bundledRaw(): RawData {
  return copyJson({
    files: { map, federalShips, confederateShips, raid, search, escape, combat, blockade, deployment, eces, turns, cpl, cse, whaling },
    scenarios: { campaign, 'weak-beginning': weakBeginning, 'greyhounds-are-loose': greyhounds, 'cresting-tide': crestingTide, endgame },
  });
}
